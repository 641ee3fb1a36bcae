import Foundation

/// An image in an asset catalog, as Xcode's generated asset symbols name it (iOS 17):
/// `ImageResource.avatar` for an image set named "avatar".
///
/// Generated code makes these with ``init(name:bundle:)``; `UIImage(resource:)` reads the image
/// set (decision IM8).
public struct ImageResource: Hashable, @unchecked Sendable {
  /// The image set's name.
  let name: String
  /// The bundle whose asset catalogs hold it.
  let bundle: Bundle

  /// Creates a reference to an image set.
  ///
  /// - Parameters:
  ///   - name: The image set's name.
  ///   - bundle: The bundle whose asset catalogs hold it.
  public init(name: String, bundle: Bundle) {
    self.name = name
    self.bundle = bundle
  }
}

extension UIImage {
  /// Creates the image of a generated asset symbol, looked up as `init(named:in:with:)` does.
  ///
  /// Xcode generates symbols only for image sets it compiled, so UIKit always finds them.
  /// Headless the catalog may be missing from the bundle: then the image is empty (zero size)
  /// and the miss is reported (decision IM8).
  ///
  /// - Parameter resource: The image resource.
  public convenience init(resource: ImageResource) {
    guard let image = UIImage(named: resource.name, in: resource.bundle, with: nil) else {
      AssetCatalog.reportMissing("image", named: resource.name, in: resource.bundle)
      self.init()
      return
    }
    self.init(image: image)
  }
}
