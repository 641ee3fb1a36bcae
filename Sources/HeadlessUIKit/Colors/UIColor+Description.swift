import Foundation

extension UIColor.Storage {
  /// The description UIKit prints for a colour with this storage.
  ///
  /// - Parameter color: The colour whose address dynamic colours print.
  /// - Returns: `UIExtendedSRGBColorSpace …`, `UIExtendedGrayColorSpace …` or `<UIDynamic…>`.
  func description(of color: UIColor) -> String {
    switch self {
    case .fixed(let components):
      let space = components.model == .rgb ? "UIExtendedSRGBColorSpace" : "UIExtendedGrayColorSpace"
      return ([space] + components.values.map(Self.format)).joined(separator: " ")
    case .system(let variants):
      let kind = variants.isCatalogColor ? "UIDynamicCatalogColor" : "UIDynamicSystemColor"
      return "<\(kind): \(Self.address(of: color)); name = \(variants.name)>"
    case .alphaModified(let base, let alpha):
      return "<UIDynamicModifiedColor: \(Self.address(of: color)); "
        + "baseColor = \(base.description), alpha = \(Self.format(alpha))>"
    case .provider(let provider):
      return "<UIDynamicProviderColor: \(Self.address(of: color)); "
        + "provider = <__NSMallocBlock__: \(Self.address(of: provider))>>"
    }
  }

  /// A component with up to six significant digits and no trailing zeros, like C's `%g`.
  static func format(_ value: CGFloat) -> String {
    GeometryFormat.printfG(Double(value))
  }

  /// An object's address in hexadecimal, as Objective-C descriptions print it.
  static func address(of object: AnyObject) -> String {
    ObjectAddress.of(object)
  }
}
