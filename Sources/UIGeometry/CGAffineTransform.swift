import Foundation

/// A 2-D affine transformation matrix, as used by Core Graphics and UIKit.
///
/// The matrix is written `[a b c d tx ty]` and stands for the 3×3 matrix
///
///     | a  b  0 |
///     | c  d  0 |
///     | tx ty 1 |
///
/// acting on row vectors: a point `(x, y)` maps to `(a·x + c·y + tx, b·x + d·y + ty)`.
///
/// Foundation on Linux has no `CGAffineTransform`; this type fills the gap with the same names,
/// labels and matrix convention as Apple's. Like Apple's imported C struct, the zero-argument
/// initializer gives the all-zero matrix, not the identity; use ``identity`` for that.
public struct CGAffineTransform: Sendable, Equatable, Hashable {
  /// The entry in row 1, column 1: the x-axis scale (and part of rotation).
  public var a: CGFloat
  /// The entry in row 1, column 2: how much input x contributes to output y.
  public var b: CGFloat
  /// The entry in row 2, column 1: how much input y contributes to output x.
  public var c: CGFloat
  /// The entry in row 2, column 2: the y-axis scale (and part of rotation).
  public var d: CGFloat
  /// The entry in row 3, column 1: the translation along x.
  public var tx: CGFloat
  /// The entry in row 3, column 2: the translation along y.
  public var ty: CGFloat

  /// Creates the all-zero matrix, matching Apple's zero-initialised C struct.
  ///
  /// The result is singular and maps every point to the origin; it is *not* ``identity``.
  public init() {
    self.init(a: 0, b: 0, c: 0, d: 0, tx: 0, ty: 0)
  }

  /// Creates a transform from its six matrix entries.
  ///
  /// - Parameters:
  ///   - a: The entry in row 1, column 1.
  ///   - b: The entry in row 1, column 2.
  ///   - c: The entry in row 2, column 1.
  ///   - d: The entry in row 2, column 2.
  ///   - tx: The translation along x.
  ///   - ty: The translation along y.
  public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
    self.a = a
    self.b = b
    self.c = c
    self.d = d
    self.tx = tx
    self.ty = ty
  }

  /// Creates a transform from its six matrix entries, given positionally in `[a b c d tx ty]` order.
  ///
  /// - Parameters:
  ///   - a: The entry in row 1, column 1.
  ///   - b: The entry in row 1, column 2.
  ///   - c: The entry in row 2, column 1.
  ///   - d: The entry in row 2, column 2.
  ///   - tx: The translation along x.
  ///   - ty: The translation along y.
  public init(
    _ a: CGFloat, _ b: CGFloat, _ c: CGFloat, _ d: CGFloat, _ tx: CGFloat, _ ty: CGFloat
  ) {
    self.init(a: a, b: b, c: c, d: d, tx: tx, ty: ty)
  }

  /// Creates a translation, the matrix `[1 0 0 1 tx ty]`.
  ///
  /// - Parameters:
  ///   - tx: The distance to move along x.
  ///   - ty: The distance to move along y.
  public init(translationX tx: CGFloat, y ty: CGFloat) {
    self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty)
  }

  /// Creates a scale about the origin, the matrix `[sx 0 0 sy 0 0]`.
  ///
  /// - Parameters:
  ///   - sx: The factor applied to x coordinates.
  ///   - sy: The factor applied to y coordinates.
  public init(scaleX sx: CGFloat, y sy: CGFloat) {
    self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
  }

  /// Creates a rotation about the origin, the matrix `[cos θ, sin θ, −sin θ, cos θ, 0, 0]`.
  ///
  /// A positive angle turns the +x axis toward +y. In UIKit's y-down coordinate space that is
  /// clockwise on screen, whatever Apple's prose says (see spec 1.31 and D2).
  ///
  /// - Parameter angle: The angle θ in radians.
  public init(rotationAngle angle: CGFloat) {
    let cosine = CGFloat(cos(Double(angle)))
    let sine = CGFloat(sin(Double(angle)))
    self.init(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
  }

  /// The identity transform `[1 0 0 1 0 0]`, which leaves every point where it is.
  public static let identity = CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)
}
