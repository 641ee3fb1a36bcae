import Foundation

/// Image sets and symbol sets: `<name>.imageset` and `<name>.symbolset` (decision IM8).
extension UIImage {
  /// The image an asset catalog of a bundle has under a name, or `nil`.
  ///
  /// A symbol set gives a custom symbol image, sized as system symbols are. An image set gives
  /// its file for the highest scale among the universal and iPhone entries (the file's own
  /// "@2x"/"@3x" suffix does not matter: the entry's scale does), rendered as a template when
  /// the set's `template-rendering-intent` says so. A set that cannot be read is reported and
  /// gives `nil`.
  ///
  /// - Parameters:
  ///   - name: The asset's name.
  ///   - bundle: The bundle whose catalogs are searched.
  /// - Returns: The image, or `nil`.
  static func catalogImage(named name: String, in bundle: Bundle) -> UIImage? {
    if AssetCatalog.asset(named: name, type: "symbolset", in: bundle) != nil {
      return UIImage(
        symbol: SymbolSource(name: name, isSystem: false), configuration: .unspecified)
    }
    guard let folder = AssetCatalog.asset(named: name, type: "imageset", in: bundle) else {
      return nil
    }
    do {
      return try imageSetImage(at: folder)
    } catch {
      AssetCatalog.report(error)
      return nil
    }
  }

  /// The image of an image set folder.
  ///
  /// - Parameter folder: The `.imageset` folder.
  /// - Returns: The image, or `nil` when the set has no iPhone or universal file (as a set
  ///   made only for other devices).
  /// - Throws: `AssetCatalogError` when `Contents.json` cannot be read or understood.
  package static func imageSetImage(at folder: URL) throws(AssetCatalogError) -> UIImage? {
    let path = folder.appendingPathComponent("Contents.json").path
    let contents = try AssetCatalog.contents(of: folder)
    guard let entries = contents["images"] as? [[String: Any]] else {
      throw .malformed(path: path, reason: "\"images\" is not an array of objects")
    }
    var best: (file: String, scale: CGFloat)?
    for entry in entries {
      let idiom = entry["idiom"] as? String ?? "universal"
      guard idiom == "universal" || idiom == "iphone",
        let file = entry["filename"] as? String, !file.isEmpty
      else { continue }
      let scaleText = (entry["scale"] as? String ?? "1x").lowercased()
      let scale = CGFloat(Double(scaleText.replacingOccurrences(of: "x", with: "")) ?? 1)
      if best.map({ scale > $0.scale }) ?? true { best = (file, scale) }
    }
    guard let best else { return nil }
    let file = folder.appendingPathComponent(best.file)
    guard let data = FileManager.default.contents(atPath: file.path) else {
      throw .unreadable(path: file.path)
    }
    guard let image = UIImage(data: data, scale: best.scale) else { return nil }
    let properties = contents["properties"] as? [String: Any]
    switch properties?["template-rendering-intent"] as? String {
    case "template": return image.withRenderingMode(.alwaysTemplate)
    case "original": return image.withRenderingMode(.alwaysOriginal)
    default: return image
    }
  }
}
