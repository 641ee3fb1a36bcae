import Foundation

/// A 4 × 4 matrix that Core Animation uses to rotate, scale, translate, skew and project a
/// layer in three dimensions.
///
/// Points are row vectors multiplied on the left, `p′ = p · M`, as in Core Animation: the
/// translation lives in `m41`, `m42`, `m43`, and the perspective term in `m34` (commonly
/// `-1 / eyeDistance`). The identity is ``CATransform3DIdentity``.
public struct CATransform3D: Sendable, Equatable {
  /// Row 1, column 1.
  public var m11: CGFloat
  /// Row 1, column 2.
  public var m12: CGFloat
  /// Row 1, column 3.
  public var m13: CGFloat
  /// Row 1, column 4.
  public var m14: CGFloat
  /// Row 2, column 1.
  public var m21: CGFloat
  /// Row 2, column 2.
  public var m22: CGFloat
  /// Row 2, column 3.
  public var m23: CGFloat
  /// Row 2, column 4.
  public var m24: CGFloat
  /// Row 3, column 1.
  public var m31: CGFloat
  /// Row 3, column 2.
  public var m32: CGFloat
  /// Row 3, column 3.
  public var m33: CGFloat
  /// Row 3, column 4.
  public var m34: CGFloat
  /// Row 4, column 1 (the x translation).
  public var m41: CGFloat
  /// Row 4, column 2 (the y translation).
  public var m42: CGFloat
  /// Row 4, column 3 (the z translation).
  public var m43: CGFloat
  /// Row 4, column 4.
  public var m44: CGFloat

  /// Creates the all-zero matrix, as the imported C struct's empty initializer does (it is not
  /// the identity: use ``CATransform3DIdentity``).
  public init() {
    self.init(
      m11: 0, m12: 0, m13: 0, m14: 0, m21: 0, m22: 0, m23: 0, m24: 0,
      m31: 0, m32: 0, m33: 0, m34: 0, m41: 0, m42: 0, m43: 0, m44: 0)
  }

  /// Creates a matrix from its sixteen components, row by row.
  public init(
    m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat,
    m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat,
    m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat,
    m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat
  ) {
    (self.m11, self.m12, self.m13, self.m14) = (m11, m12, m13, m14)
    (self.m21, self.m22, self.m23, self.m24) = (m21, m22, m23, m24)
    (self.m31, self.m32, self.m33, self.m34) = (m31, m32, m33, m34)
    (self.m41, self.m42, self.m43, self.m44) = (m41, m42, m43, m44)
  }

  /// The components row by row.
  var components: [CGFloat] {
    [m11, m12, m13, m14, m21, m22, m23, m24, m31, m32, m33, m34, m41, m42, m43, m44]
  }

  /// Creates a matrix from sixteen components, row by row.
  init(components c: [CGFloat]) {
    self.init(
      m11: c[0], m12: c[1], m13: c[2], m14: c[3], m21: c[4], m22: c[5], m23: c[6], m24: c[7],
      m31: c[8], m32: c[9], m33: c[10], m34: c[11], m41: c[12], m42: c[13], m43: c[14],
      m44: c[15])
  }
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// The identity transform: `[1 0 0 0; 0 1 0 0; 0 0 1 0; 0 0 0 1]`.
public let CATransform3DIdentity = CATransform3D(
  m11: 1, m12: 0, m13: 0, m14: 0, m21: 0, m22: 1, m23: 0, m24: 0,
  m31: 0, m32: 0, m33: 1, m34: 0, m41: 0, m42: 0, m43: 0, m44: 1)

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Whether `t` is the identity transform.
public func CATransform3DIsIdentity(_ t: CATransform3D) -> Bool {
  t == CATransform3DIdentity
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Whether two transforms are exactly equal, component by component.
public func CATransform3DEqualToTransform(_ a: CATransform3D, _ b: CATransform3D) -> Bool {
  a == b
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// A transform that translates by `(tx, ty, tz)`.
public func CATransform3DMakeTranslation(
  _ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat
) -> CATransform3D {
  var t = CATransform3DIdentity
  (t.m41, t.m42, t.m43) = (tx, ty, tz)
  return t
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// A transform that scales by `(sx, sy, sz)`.
public func CATransform3DMakeScale(_ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
  var t = CATransform3DIdentity
  (t.m11, t.m22, t.m33) = (sx, sy, sz)
  return t
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// A transform that rotates by `angle` radians about the vector `(x, y, z)`.
///
/// A zero vector gives the identity. About the z axis (`(0, 0, 1)`) this is the rotation of
/// `CGAffineTransform(rotationAngle:)`: positive angles turn x towards y.
public func CATransform3DMakeRotation(
  _ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat
) -> CATransform3D {
  let length = (x * x + y * y + z * z).squareRoot()
  guard length > 0, length.isFinite else { return CATransform3DIdentity }
  let (ux, uy, uz) = (x / length, y / length, z / length)
  let c = cos(angle)
  let s = sin(angle)
  let k = 1 - c
  return CATransform3D(
    m11: k * ux * ux + c, m12: k * ux * uy + s * uz, m13: k * ux * uz - s * uy, m14: 0,
    m21: k * ux * uy - s * uz, m22: k * uy * uy + c, m23: k * uy * uz + s * ux, m24: 0,
    m31: k * ux * uz + s * uy, m32: k * uy * uz - s * ux, m33: k * uz * uz + c, m34: 0,
    m41: 0, m42: 0, m43: 0, m44: 1)
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// The product `a · b`: the transform that applies `a`, then `b`.
public func CATransform3DConcat(_ a: CATransform3D, _ b: CATransform3D) -> CATransform3D {
  let x = a.components
  let y = b.components
  var result = [CGFloat](repeating: 0, count: 16)
  for row in 0..<4 {
    for column in 0..<4 {
      var sum: CGFloat = 0
      for k in 0..<4 { sum += x[row * 4 + k] * y[k * 4 + column] }
      result[row * 4 + column] = sum
    }
  }
  return CATransform3D(components: result)
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Translates `t` by `(tx, ty, tz)`: the translation is applied first, then `t`.
public func CATransform3DTranslate(
  _ t: CATransform3D, _ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat
) -> CATransform3D {
  CATransform3DConcat(CATransform3DMakeTranslation(tx, ty, tz), t)
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Scales `t` by `(sx, sy, sz)`: the scale is applied first, then `t`.
public func CATransform3DScale(
  _ t: CATransform3D, _ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat
) -> CATransform3D {
  CATransform3DConcat(CATransform3DMakeScale(sx, sy, sz), t)
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Rotates `t` by `angle` radians about `(x, y, z)`: the rotation is applied first, then `t`.
public func CATransform3DRotate(
  _ t: CATransform3D, _ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat
) -> CATransform3D {
  CATransform3DConcat(CATransform3DMakeRotation(angle, x, y, z), t)
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// The inverse of `t`, or `t` itself when it has no inverse (as Core Animation returns).
public func CATransform3DInvert(_ t: CATransform3D) -> CATransform3D {
  // Gauss–Jordan elimination with partial pivoting on [t | I].
  var m = t.components
  var inverse = CATransform3DIdentity.components
  for column in 0..<4 {
    var pivot = column
    for row in column..<4 where abs(m[row * 4 + column]) > abs(m[pivot * 4 + column]) {
      pivot = row
    }
    let value = m[pivot * 4 + column]
    guard value != 0, value.isFinite else { return t }
    if pivot != column {
      for k in 0..<4 {
        m.swapAt(pivot * 4 + k, column * 4 + k)
        inverse.swapAt(pivot * 4 + k, column * 4 + k)
      }
    }
    for k in 0..<4 {
      m[column * 4 + k] /= value
      inverse[column * 4 + k] /= value
    }
    for row in 0..<4 where row != column {
      let factor = m[row * 4 + column]
      guard factor != 0 else { continue }
      for k in 0..<4 {
        m[row * 4 + k] -= factor * m[column * 4 + k]
        inverse[row * 4 + k] -= factor * inverse[column * 4 + k]
      }
    }
  }
  return CATransform3D(components: inverse)
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// A 3D transform that does what an affine transform does in the plane z = 0.
public func CATransform3DMakeAffineTransform(_ m: CGAffineTransform) -> CATransform3D {
  CATransform3D(
    m11: m.a, m12: m.b, m13: 0, m14: 0, m21: m.c, m22: m.d, m23: 0, m24: 0,
    m31: 0, m32: 0, m33: 1, m34: 0, m41: m.tx, m42: m.ty, m43: 0, m44: 1)
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Whether `t` is exactly an affine transform of the plane (no z terms, no perspective).
public func CATransform3DIsAffine(_ t: CATransform3D) -> Bool {
  t.m13 == 0 && t.m14 == 0 && t.m23 == 0 && t.m24 == 0 && t.m31 == 0 && t.m32 == 0
    && t.m33 == 1 && t.m34 == 0 && t.m43 == 0 && t.m44 == 1
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// The affine part of `t`: `(m11, m12, m21, m22, m41, m42)`.
///
/// For an affine `t` this is the transform it represents. For any other `t` (Core Animation
/// leaves the result undefined) it is the orthographic projection of `t` onto the plane
/// z = 0: depth and perspective are dropped.
public func CATransform3DGetAffineTransform(_ t: CATransform3D) -> CGAffineTransform {
  CGAffineTransform(a: t.m11, b: t.m12, c: t.m21, d: t.m22, tx: t.m41, ty: t.m42)
}
