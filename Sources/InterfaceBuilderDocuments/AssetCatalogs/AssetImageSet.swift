import Foundation

/// An image set (`<name>.imageset/Contents.json`) as plain values (decisions IM8, AC2).
///
/// Only entries with a file for the universal or iPhone idiom are kept; each has its scale
/// (`1x`, `2x`, `3x`; none means a single-scale vector or large file, taken as 1x) and its
/// appearance. Xcode writes an entry without `filename` for every empty well; those are
/// skipped.
package struct AssetImageSet: Equatable, Sendable {
  /// One file of the set.
  package struct Entry: Equatable, Sendable {
    /// The file name inside the set's folder.
    package var filename: String
    /// Pixels per point.
    package var scale: Double
    /// Written for the iPhone idiom (wins over universal).
    package var isPhone: Bool
    /// The appearance slot the file is for.
    package var appearance: AssetAppearance
  }

  /// How the image is drawn, from `properties.template-rendering-intent`.
  package enum RenderingIntent: String, Equatable, Sendable {
    /// No intent written: the image view decides (as `UIImage.RenderingMode.automatic`).
    case automatic
    /// Drawn as a template, tinted.
    case template
    /// Drawn with its own colours.
    case original
  }

  /// The files of the set.
  package var entries: [Entry]
  /// The rendering intent.
  package var renderingIntent: RenderingIntent

  /// Reads an image set's `Contents.json`.
  ///
  /// - Parameters:
  ///   - data: The file's bytes.
  ///   - path: The file's path, for errors.
  /// - Throws: `AssetCatalogError` naming the file and the key path of the problem.
  package init(data: Data, path: String) throws(AssetCatalogError) {
    let contents = try AssetContents.object(from: data, path: path)
    var entries: [Entry] = []
    for (index, entry) in try AssetContents.objects(contents, "images", path: path).enumerated() {
      let place = "images[\(index)]."
      let idiom = try AssetContents.string(entry, "idiom", at: place, path: path) ?? "universal"
      guard idiom == "universal" || idiom == "iphone",
        let file = try AssetContents.string(entry, "filename", at: place, path: path),
        !file.isEmpty
      else { continue }
      guard !file.contains("/"), file != "..", file != "." else {
        throw .malformed(
          path: path, keyPath: place + "filename", reason: "\"\(file)\" is not a file name")
      }
      let scaleText = try AssetContents.string(entry, "scale", at: place, path: path) ?? "1x"
      guard scaleText.lowercased().hasSuffix("x"),
        let scale = Double(scaleText.dropLast()), scale.isFinite, (1...4).contains(scale)
      else {
        throw .malformed(
          path: path, keyPath: place + "scale", reason: "\"\(scaleText)\" is not 1x, 2x or 3x")
      }
      let appearance = try AssetContents.appearance(entry, at: place, path: path)
      guard !appearance.isOther else { continue }
      entries.append(
        Entry(filename: file, scale: scale, isPhone: idiom == "iphone", appearance: appearance))
    }
    self.entries = entries
    let properties = contents["properties"] as? [String: Any] ?? [:]
    let intent = try AssetContents.string(
      properties, "template-rendering-intent", at: "properties.", path: path)
    renderingIntent = intent.flatMap(RenderingIntent.init(rawValue:)) ?? .automatic
  }

  /// Reads the image set in an `.imageset` folder.
  ///
  /// - Throws: `AssetCatalogError`.
  package init(folder: URL) throws(AssetCatalogError) {
    let file = folder.appendingPathComponent("Contents.json").path
    try self.init(data: AssetContents.data(at: file, limit: AssetContents.maximumBytes), path: file)
  }

  /// The entry UIKit would pick for a screen scale and appearance.
  ///
  /// Entries for the appearance win (a dark entry in dark, else the light/any ones), iPhone
  /// entries over universal ones, then the entry with the screen's scale, else the nearest
  /// larger scale, else the largest smaller one.
  ///
  /// - Parameters:
  ///   - scale: The screen's scale.
  ///   - appearance: The appearance wanted.
  /// - Returns: The entry, or `nil` when the set has no file for iPhone.
  package func entry(forScale scale: Double, appearance: AssetAppearance = AssetAppearance())
    -> Entry?
  {
    let slots = [appearance.slot, AssetAppearance(isDark: appearance.isDark), AssetAppearance()]
    for slot in slots {
      var candidates = entries.filter { $0.appearance.slot == slot }
      if candidates.contains(where: \.isPhone) { candidates = candidates.filter(\.isPhone) }
      if let exact = candidates.first(where: { $0.scale == scale }) { return exact }
      if let larger = candidates.filter({ $0.scale > scale }).min(by: { $0.scale < $1.scale }) {
        return larger
      }
      if let smaller = candidates.max(by: { $0.scale < $1.scale }) { return smaller }
    }
    return entries.first
  }
}
