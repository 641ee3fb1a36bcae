import Foundation

/// Number and geometry formatting shared by descriptions, dumps and diagnostics.
package enum GeometryFormat {
  /// Formats a number as C's `%g` does (six significant digits), as UIKit's descriptions do.
  ///
  /// - Parameter value: The number.
  /// - Returns: For example `375`, `0.5`, `141.421`, `-20.7107`, `nan`, `inf`.
  package static func number(_ value: CGFloat) -> String {
    if value.isNaN { return "nan" }
    if value.isInfinite { return value < 0 ? "-inf" : "inf" }
    if value == 0 { return "0" }
    return String(format: "%g", Double(value))
  }

  /// Formats a rectangle as UIKit's descriptions do: `(x y; w h)`.
  ///
  /// - Parameter rect: The rectangle.
  /// - Returns: The text.
  package static func rect(_ rect: CGRect) -> String {
    "(\(number(rect.origin.x)) \(number(rect.origin.y)); "
      + "\(number(rect.size.width)) \(number(rect.size.height)))"
  }

  /// Formats a transform as UIKit's descriptions do: `[a, b, c, d, tx, ty]`.
  ///
  /// - Parameter t: The transform.
  /// - Returns: The text.
  package static func transform(_ t: CGAffineTransform) -> String {
    "[" + [t.a, t.b, t.c, t.d, t.tx, t.ty].map(number).joined(separator: ", ") + "]"
  }
}

/// Object addresses as UIKit prints them (`0x600003d2c000`).
package enum ObjectAddress {
  /// The address of an object, in hexadecimal with a `0x` prefix.
  ///
  /// - Parameter object: The object.
  /// - Returns: For example `0x00006000012c4d80`.
  package static func of(_ object: AnyObject) -> String {
    "0x" + String(UInt(bitPattern: ObjectIdentifier(object)), radix: 16)
  }

  /// The class name as UIKit prints it: bare for HeadlessUIKit's own classes (`UIView`),
  /// module-qualified for other Swift classes (`MyApp.CardView`), as `NSStringFromClass` does.
  ///
  /// - Parameter object: The object.
  /// - Returns: The name.
  package static func className(of object: AnyObject) -> String {
    let name = String(reflecting: type(of: object))
    let prefix = "HeadlessUIKit."
    return name.hasPrefix(prefix) ? String(name.dropFirst(prefix.count)) : name
  }

  /// `<ClassName: 0x…>`, the short form used in messages.
  ///
  /// - Parameter object: The object.
  /// - Returns: The text.
  package static func short(_ object: AnyObject) -> String {
    "<\(className(of: object)): \(of(object))>"
  }

  /// The description of a layer as UIKit nests it in a view's description.
  ///
  /// - Parameter layer: The layer.
  /// - Returns: `<CALayer: 0x…>`.
  @MainActor
  package static func layerDescription(_ layer: CALayer) -> String {
    short(layer)
  }
}
