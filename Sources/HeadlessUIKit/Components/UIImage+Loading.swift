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

  /// Creates an image from a file among the main bundle's resources (decision B3).
  ///
  /// Headless there is no asset catalog: the name is looked up as a file in
  /// `Bundle.main`'s resource path, trying the name with "@3x", with "@2x", and then plain; a
  /// name with an extension keeps it, a name without one tries "png", "jpg", "jpeg" and "gif".
  ///
  /// Fails (`nil`) when no such file is found or it is not a readable image.
  ///
  /// - Parameter name: The image's name, with or without an extension.
  public convenience init?(named name: String) {
    self.init(named: name, in: nil, compatibleWith: nil)
  }

  /// Creates an image from a file among a bundle's resources, as ``init(named:)`` does.
  ///
  /// Fails (`nil`) when no such file is found or it is not a readable image.
  ///
  /// - Parameters:
  ///   - name: The image's name, with or without an extension.
  ///   - bundle: The bundle to look in; `nil` for the main bundle.
  ///   - traitCollection: The traits the image is for; ignored headless, where there are no
  ///     asset-catalog variants.
  public convenience init?(
    named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?
  ) {
    guard let path = UIImage.resourcePath(named: name, in: bundle ?? .main) else { return nil }
    self.init(contentsOfFile: path)
  }

  /// The path of the first resource file matching an image name, in ``init(named:)``'s order.
  static func resourcePath(named name: String, in bundle: Bundle) -> String? {
    guard !name.isEmpty else { return nil }
    let fileExtension = (name as NSString).pathExtension
    if !fileExtension.isEmpty {
      let base = (name as NSString).deletingPathExtension
      for suffix in ["@3x", "@2x", ""] {
        if let path = bundle.path(forResource: base + suffix, ofType: fileExtension) {
          return path
        }
      }
      return nil
    }
    for suffix in ["@3x", "@2x", ""] {
      for type in namedImageExtensions {
        if let path = bundle.path(forResource: name + suffix, ofType: type) { return path }
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
