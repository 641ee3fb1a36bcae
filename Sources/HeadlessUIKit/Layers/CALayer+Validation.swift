import Foundation

/// Core Animation's checks on geometry: a NaN coordinate is a programmer error that stops the
/// program with the same message Core Animation's `CALayerInvalidGeometry` exception carries.
extension CALayer {
  static func validate(position: CGPoint) {
    precondition(
      !position.x.isNaN && !position.y.isNaN,
      "CALayerInvalidGeometry: CALayer position contains NaN: [\(n(position.x)) \(n(position.y))]"
    )
  }

  static func validate(bounds: CGRect) {
    let values = [bounds.origin.x, bounds.origin.y, bounds.size.width, bounds.size.height]
    precondition(
      !values.contains(where: \.isNaN),
      "CALayerInvalidGeometry: CALayer bounds contains NaN: "
        + "[\(n(values[0])) \(n(values[1])); \(n(values[2])) \(n(values[3]))]"
    )
  }

  static func validate(anchorPoint: CGPoint) {
    precondition(
      !anchorPoint.x.isNaN && !anchorPoint.y.isNaN,
      "CALayerInvalidGeometry: CALayer anchorPoint contains NaN: "
        + "[\(n(anchorPoint.x)) \(n(anchorPoint.y))]"
    )
  }

  static func validate(transform: CGAffineTransform) {
    let values = [transform.a, transform.b, transform.c, transform.d, transform.tx, transform.ty]
    precondition(
      !values.contains(where: \.isNaN),
      "CALayerInvalidGeometry: CALayer transform contains NaN: "
        + values.map { n($0) }.joined(separator: " ")
    )
  }

  /// Formats a coordinate the way Core Animation's messages do (`%g`).
  private static func n(_ value: CGFloat) -> String {
    GeometryFormat.number(value)
  }
}
