import Foundation

/// The layer's 3D transform, kept consistent with its affine transform.
///
/// The layer stores one transform. When it is affine (``CATransform3DIsAffine(_:)``),
/// `transform` and `affineTransform()` are two views of the same value. When it is not (a
/// rotation about the x or y axis, a perspective term `m34`), `transform` returns it exactly,
/// and everything two-dimensional (frame, coordinate conversion, hit-testing, drawing) uses its
/// orthographic projection onto the plane z = 0, ``CATransform3DGetAffineTransform(_:)``:
/// `(m11, m12, m21, m22, m41, m42)`. Setting an affine transform (`setAffineTransform(_:)`,
/// `UIView.transform`) replaces the whole 3D transform.
extension CALayer {
  /// The transform applied to the layer's content, about its anchor point.
  ///
  /// Defaults to the
  /// identity.
  ///
  /// A NaN component stops the program with Core Animation's "CALayer transform contains NaN"
  /// message.
  public var transform: CATransform3D {
    get { extras.transform3D ?? CATransform3DMakeAffineTransform(affineTransform()) }
    set {
      setAffineTransform(CATransform3DGetAffineTransform(newValue))
      extras.transform3D = CATransform3DIsAffine(newValue) ? nil : newValue
    }
  }

  /// The transform applied to the sublayers, about this layer's anchor point.
  ///
  /// It applies when the sublayers are placed in this layer. Defaults to the identity.
  ///
  /// Its affine part (``CATransform3DGetAffineTransform(_:)``) takes part in converting and
  /// drawing the sublayers.
  public var sublayerTransform: CATransform3D {
    get { extras.sublayerTransform }
    set { extras.sublayerTransform = newValue }
  }

  /// The affine part of `sublayerTransform`, applied about the anchor point, as a map of this
  /// layer's bounds space onto itself; `nil` when it is the identity.
  var sublayerAffineTransform: CGAffineTransform? {
    let s = CATransform3DGetAffineTransform(extras.sublayerTransform)
    guard !s.isIdentity else { return nil }
    let ox = bounds.origin.x + anchorPoint.x * bounds.size.width
    let oy = bounds.origin.y + anchorPoint.y * bounds.size.height
    return CGAffineTransform(translationX: -ox, y: -oy).concatenating(s)
      .concatenating(CGAffineTransform(translationX: ox, y: oy))
  }
}

extension UIView {
  /// The view's 3D transform: its layer's `transform`.
  ///
  /// When it is affine it equals `transform`; otherwise `transform` returns its affine part.
  public var transform3D: CATransform3D {
    get { layer.transform }
    set { layer.transform = newValue }
  }
}
