import Foundation

/// Number and geometry formatting shared by descriptions, dumps, diagnostics and the tools.
///
/// Every way the package prints a number is one of the rules here, each named for what it
/// prints:
/// - ``number(_:)``: UIKit's descriptions (`%g`, `-0` as `0`): frames, transforms, priorities.
/// - ``printfG(_:)``: C's `%g` exactly, as UIKit prints colour components and VFL errors.
/// - ``trimmed(_:fractionDigits:)``: the view-tree dump (rounded, trailing zeros removed).
/// - ``wholeOrFixed(_:fractionDigits:)`` and ``commaRect(_:fractionDigits:)``: the reports of
///   the command-line tool and of the snapshot strategies (whole numbers bare, others with a
///   fixed number of decimals).
package enum GeometryFormat {
  /// Formats a number as C's `%g` does (six significant digits), as UIKit's descriptions do.
  ///
  /// - Parameter value: The number.
  /// - Returns: For example `375`, `0.5`, `141.421`, `-20.7107`, `nan`, `inf`.
  package static func number(_ value: CGFloat) -> String {
    if value.isNaN { return "nan" }
    if value.isInfinite { return value < 0 ? "-inf" : "inf" }
    if value == 0 { return "0" }
    return printfG(Double(value))
  }

  /// Formats a number exactly as C's `%g` does, `-0` included.
  ///
  /// - Parameter value: The number.
  /// - Returns: For example `1`, `0.5`, `-0`, `nan`.
  package static func printfG(_ value: Double) -> String {
    String(format: "%g", value)
  }

  /// Formats a number rounded to `fractionDigits` decimals, trailing zeros removed, `-0` as `0`.
  ///
  /// - Parameters:
  ///   - value: The number.
  ///   - fractionDigits: The most decimals printed.
  /// - Returns: For example `12`, `0.333`, `nan`, `-inf`.
  package static func trimmed(_ value: CGFloat, fractionDigits: Int) -> String {
    if value.isNaN { return "nan" }
    if value.isInfinite { return value < 0 ? "-inf" : "inf" }
    let scale = pow(10, CGFloat(fractionDigits))
    let rounded = (value * scale).rounded() / scale
    if rounded == 0 { return "0" }
    var text = String(format: "%.\(fractionDigits)f", Double(rounded))
    while text.hasSuffix("0") { text.removeLast() }
    if text.hasSuffix(".") { text.removeLast() }
    return text
  }

  /// Formats a whole number without decimals and any other with exactly `fractionDigits`.
  ///
  /// - Parameters:
  ///   - value: A finite number.
  ///   - fractionDigits: The decimals printed for a number that is not whole.
  /// - Returns: For example `20`, `20.50`.
  package static func wholeOrFixed(_ value: CGFloat, fractionDigits: Int) -> String {
    value == value.rounded()
      ? String(Int(value)) : String(format: "%.\(fractionDigits)f", Double(value))
  }

  /// Formats a rectangle as `(x, y, width, height)` with ``wholeOrFixed(_:fractionDigits:)``.
  ///
  /// - Parameters:
  ///   - rect: A rectangle with finite values.
  ///   - fractionDigits: The decimals printed for a value that is not whole.
  /// - Returns: For example `(0, 20, 375, 44.50)`.
  package static func commaRect(_ rect: CGRect, fractionDigits: Int) -> String {
    let values = [rect.minX, rect.minY, rect.width, rect.height]
    return "("
      + values.map { wholeOrFixed($0, fractionDigits: fractionDigits) }.joined(separator: ", ")
      + ")"
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
