import Foundation
import InterfaceBuilderDocuments

/// Image sets and symbol sets: `<name>.imageset` and `<name>.symbolset` (decisions IM8, AC2).
extension UIImage {
  /// The largest image file an image set's entry may name (64 MiB).
  static let maximumAssetFileBytes = 64 << 20

  /// The image an asset catalog of a bundle has under a name, or `nil`.
  ///
  /// A symbol set gives a custom symbol image, sized as system symbols are. An image set gives
  /// the file UIKit would pick for the screen (see `AssetImageSet.entry(forScale:appearance:)`;
  /// the file's own "@2x"/"@3x" suffix does not matter: the entry's scale does), rendered as
  /// a template when the set's `template-rendering-intent` says so. A set that cannot be read
  /// is reported and gives `nil`.
  ///
  /// - Parameters:
  ///   - name: The asset's name.
  ///   - bundle: The bundle whose catalogs are searched.
  ///   - displayScale: The scale to pick a file for, or `nil` for the main screen's.
  ///   - isDark: Whether to pick the set's dark file where it has one.
  /// - Returns: The image, or `nil`.
  static func catalogImage(
    named name: String, in bundle: Bundle, displayScale: CGFloat? = nil, isDark: Bool = false
  ) -> UIImage? {
    if AssetCatalog.asset(named: name, type: "symbolset", in: bundle) != nil {
      return UIImage(
        symbol: SymbolSource(name: name, isSystem: false), configuration: .unspecified)
    }
    guard let folder = AssetCatalog.asset(named: name, type: "imageset", in: bundle) else {
      return nil
    }
    do {
      return try imageSetImage(at: folder, displayScale: displayScale, isDark: isDark)
    } catch {
      AssetCatalog.report(error)
      return nil
    }
  }

  /// The image of an image set folder.
  ///
  /// - Parameters:
  ///   - folder: The `.imageset` folder.
  ///   - displayScale: The scale to pick a file for, or `nil` for the main screen's.
  ///   - isDark: Whether to pick the set's dark file where it has one.
  /// - Returns: The image, or `nil` when the set has no iPhone or universal file (as a set
  ///   made only for other devices).
  /// - Throws: `AssetCatalogError` when `Contents.json` cannot be read or understood, or the
  ///   file it names is missing, too large or not an image.
  package static func imageSetImage(
    at folder: URL, displayScale: CGFloat? = nil, isDark: Bool = false
  ) throws(AssetCatalogError) -> UIImage? {
    let set = try AssetImageSet(folder: folder)
    let scale = displayScale ?? mainScreenScale
    guard
      let entry = set.entry(forScale: Double(scale), appearance: AssetAppearance(isDark: isDark))
    else { return nil }
    let file = folder.appendingPathComponent(entry.filename).path
    let data = try AssetContents.data(at: file, limit: maximumAssetFileBytes)
    guard let image = UIImage(data: data, scale: CGFloat(entry.scale)) else {
      throw .undecodableImage(path: file)
    }
    switch set.renderingIntent {
    case .template: return image.withRenderingMode(.alwaysTemplate)
    case .original: return image.withRenderingMode(.alwaysOriginal)
    case .automatic: return image
    }
  }

  /// The main screen's scale where it can be read (on the main queue), else 3.
  private static var mainScreenScale: CGFloat {
    guard MainQueue.isCurrent else { return 3 }
    return MainActor.assumeIsolated { UIScreen.main.scale }
  }
}
