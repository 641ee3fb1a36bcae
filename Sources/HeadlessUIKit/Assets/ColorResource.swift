import Foundation

/// A colour in an asset catalog, as Xcode's generated asset symbols name it (iOS 17):
/// `ColorResource.accent` for a colour set named "Accent".
///
/// Generated code makes these with ``init(name:bundle:)``; `UIColor(resource:)` reads the colour
/// set (decision IM8).
public struct ColorResource: Hashable, @unchecked Sendable {
  /// The colour set's name.
  let name: String
  /// The bundle whose asset catalogs hold it.
  let bundle: Bundle

  /// Creates a reference to a colour set.
  ///
  /// - Parameters:
  ///   - name: The colour set's name.
  ///   - bundle: The bundle whose asset catalogs hold it.
  public init(name: String, bundle: Bundle) {
    self.name = name
    self.bundle = bundle
  }
}

extension UIColor {
  /// Creates the colour of a generated asset symbol.
  ///
  /// Xcode generates symbols only for colour sets it compiled, so UIKit always finds them.
  /// Headless the catalog may be missing from the bundle: then the colour is clear and the
  /// miss is reported (decision IM8).
  ///
  /// - Parameter resource: The colour resource.
  public convenience init(resource: ColorResource) {
    guard let color = UIColor.catalogColor(named: resource.name, in: resource.bundle) else {
      AssetCatalog.reportMissing("colour", named: resource.name, in: resource.bundle)
      self.init(white: 0, alpha: 0)
      return
    }
    self.init(storage: color.storage)
  }
}
