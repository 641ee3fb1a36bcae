import Foundation
import InterfaceBuilderDocuments

/// Images and colours a document names from asset catalogs (decisions IM8, AC4).
///
/// As UIKit does when it decodes a nib, names are looked up in the asset catalogs of the
/// storyboard's bundle (the main bundle, with the catalogs registered there, when it has
/// none); the document's `<resources>` hold what Xcode stored for the canvas (each image's
/// size, each named colour's value), used when the catalog does not have the asset.
extension NibInstantiator {
  /// The bundle the document's assets come from.
  var assetBundle: Bundle { storyboard?.bundle ?? .main }

  /// The image a document names.
  ///
  /// A system symbol (`catalog="system"` in `<resources>`) is a placeholder of its stored size
  /// (SF Symbols' metrics are Apple's); otherwise the image set or symbol set of the bundle's
  /// catalogs, else a file of the bundle, else a placeholder of the size stored in
  /// `<resources>`. When catalogs are available and none has the image, the miss is logged
  /// as UIKit logs it, naming the document and the image.
  ///
  /// - Parameters:
  ///   - name: The image's name.
  ///   - object: The object that names it, for the log's line number.
  /// - Returns: The image, or `nil` when it is nowhere and has no stored size.
  func image(named name: String, object: IBObject?) -> UIImage? {
    let isSystem = document.resources.systemImageNames.contains(name)
    if !isSystem, let found = lookUpImage(named: name) {
      return found
    }
    if !isSystem, hasAssetCatalogs, reportedAssets.insert("image " + name).inserted {
      let isUnreadable =
        AssetCatalog.asset(named: name, type: "imageset", in: assetBundle) != nil
      warn(
        object,
        isUnreadable
          ? "the \"\(name)\" image set could not be read; drawn as a placeholder"
          : "Could not load the \"\(name)\" image referenced from a nib: no asset catalog has it;"
            + " drawn as a placeholder")
    }
    guard let size = document.resources.imageSizes[name] else {
      warn(object, "image '\(name)' has no size in the document; left empty")
      return nil
    }
    return UIImage(pixelSize: size, scale: 1)
  }

  /// The colour a document names (`<color name="…">`): the catalog's colour set (dynamic:
  /// light, dark and increased-contrast variants), else the value the document stored in
  /// `<resources>` (logged when catalogs are available), else mid grey (logged).
  func namedColor(_ name: String, value: IBColor) -> UIColor? {
    // Only a catalog can have a named colour; without one, no lookup (each lists the bundle).
    if hasAssetCatalogs, let found = UIColor(named: name, in: assetBundle, compatibleWith: nil) {
      return found
    }
    if let stored = document.resources.namedColors[name], stored != value {
      if hasAssetCatalogs, reportedAssets.insert("colour " + name).inserted {
        let isUnreadable =
          AssetCatalog.asset(named: name, type: "colorset", in: assetBundle) != nil
        warn(
          nil,
          (isUnreadable
            ? "the \"\(name)\" colour set could not be read"
            : "no asset catalog has the colour \"\(name)\"")
            + "; the document's stored value is used")
      }
      return color(stored)
    }
    warn(
      nil, "asset colour '\(name)' is in no catalog and has no value in the document; drawn grey")
    return UIColor(white: 0.5, alpha: 1)
  }

  /// `UIImage(named:in:compatibleWith:)` in the asset bundle; without catalogs only the
  /// bundle's files can have the image, so only they are looked at (a catalog lookup lists
  /// the bundle's folders, which for a tool is its whole build folder, once per name).
  private func lookUpImage(named name: String) -> UIImage? {
    if hasAssetCatalogs { return UIImage(named: name, in: assetBundle, compatibleWith: nil) }
    return UIImage.resourcePath(named: name, in: assetBundle).flatMap(UIImage.init(contentsOfFile:))
  }
}
