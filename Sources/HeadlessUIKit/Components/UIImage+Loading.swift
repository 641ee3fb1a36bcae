import Foundation

extension UIImage {
  /// The file extensions tried by ``init(named:)`` for a name without one.
  static let namedImageExtensions = ["png", "jpg", "jpeg", "gif"]

  /// Creates an image from a PNG, JPEG or GIF file, with the scale its name gives.
  ///
  /// A name whose base ends in "@2x" or "@3x" (before the extension and any "~iphone" or
  /// "~ipad" device modifier) gives scale 2 or 3, as UIKit does; any other name gives scale 1.
  ///
  /// Fails (`nil`) when the file cannot be read or is not an image HeadlessUIKit can read.
  ///
  /// - Parameter path: The path of the file.
  public convenience init?(contentsOfFile path: String) {
    guard let data = FileManager.default.contents(atPath: path) else { return nil }
    self.init(data: data, scale: UIImage.scale(forFileName: path))
  }

  /// Creates an image from the main bundle's resources (decisions B3, IM8).
  ///
  /// The name is looked up first in the bundle's asset catalogs, read from their source
  /// folders (an image set gives its highest-scale iPhone or universal file, a symbol set a
  /// custom symbol image), then as a file in `Bundle.main`'s resource path, trying the name
  /// with "@3x", with "@2x", and then plain; a name with an extension keeps it, a name without
  /// one tries "png", "jpg", "jpeg" and "gif".
  ///
  /// Fails (`nil`) when no such asset or file is found or it is not a readable image.
  ///
  /// - Parameter name: The image's name, with or without an extension.
  public convenience init?(named name: String) {
    self.init(named: name, in: nil, with: nil)
  }

  /// Creates an image from a bundle's resources, as ``init(named:)`` does.
  ///
  /// Fails (`nil`) when no such asset or file is found or it is not a readable image.
  ///
  /// - Parameters:
  ///   - name: The image's name, with or without an extension.
  ///   - bundle: The bundle to look in; `nil` for the main bundle.
  ///   - traitCollection: The traits the image is for; it records them (a symbol set's image
  ///     is sized for them). Headless there are no per-trait variants.
  public convenience init?(
    named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?
  ) {
    self.init(named: name, in: bundle, with: traitCollection.map(Configuration.init(traits:)))
  }

  /// Creates an image from a bundle's resources with a configuration, as ``init(named:)`` does.
  ///
  /// A custom symbol image is sized for the configuration; any other image records it.
  ///
  /// - Parameters:
  ///   - name: The image's name, with or without an extension.
  ///   - bundle: The bundle to look in; `nil` for the main bundle.
  ///   - configuration: The configuration, or `nil` for none.
  public convenience init?(
    named name: String, in bundle: Bundle?, with configuration: UIImage.Configuration?
  ) {
    let bundle = bundle ?? .main
    let traits = configuration?.traitCollection
    var found = UIImage.catalogImage(
      named: name, in: bundle,
      displayScale: traits.map(\.displayScale).flatMap { $0 > 0 ? $0 : nil },
      isDark: traits?.userInterfaceStyle == .dark)
    if found == nil, let path = UIImage.resourcePath(named: name, in: bundle) {
      found = UIImage(contentsOfFile: path)
    }
    guard var image = found else { return nil }
    if let configuration { image = image.withConfiguration(configuration) }
    self.init(image: image)
  }

  /// The path of the first resource file matching an image name, in ``init(named:)``'s order.
  ///
  /// Files are looked for in the bundle's resource folder directly rather than through the
  /// bundle's lookup, which caches folder listings: a file written after an earlier lookup
  /// (as tests and tools do) is still found.
  static func resourcePath(named name: String, in bundle: Bundle) -> String? {
    guard !name.isEmpty, let folder = bundle.resourcePath else { return nil }
    let fileExtension = (name as NSString).pathExtension
    let base = fileExtension.isEmpty ? name : (name as NSString).deletingPathExtension
    let types = fileExtension.isEmpty ? namedImageExtensions : [fileExtension]
    for suffix in ["@3x", "@2x", ""] {
      for type in types {
        let path = (folder as NSString).appendingPathComponent(base + suffix + "." + type)
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder),
          !isFolder.boolValue
        {
          return path
        }
      }
    }
    return nil
  }

  /// The scale a file name gives: 2 or 3 for "@2x" or "@3x" at the end of its base name.
  ///
  /// - Parameter path: A file name or path.
  /// - Returns: The scale (1 without a modifier).
  static func scale(forFileName path: String) -> CGFloat {
    var base = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
    if let tilde = base.lastIndex(of: "~") {
      base = String(base[..<tilde])
    }
    for scale in [2, 3] where base.hasSuffix("@\(scale)x") {
      return CGFloat(scale)
    }
    return 1
  }
}
