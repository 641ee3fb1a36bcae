import Foundation
import HeadlessUIKit
import Testing

/// `CATransform3D` and its functions: Core Animation's row-vector matrices.
@Suite struct CATransform3DTests {
  /// Whether two transforms agree to within rounding.
  private func close(_ a: CATransform3D, _ b: CATransform3D) -> Bool {
    let x =
      [a.m11, a.m12, a.m13, a.m14, a.m21, a.m22, a.m23, a.m24]
      + [a.m31, a.m32, a.m33, a.m34, a.m41, a.m42, a.m43, a.m44]
    let y =
      [b.m11, b.m12, b.m13, b.m14, b.m21, b.m22, b.m23, b.m24]
      + [b.m31, b.m32, b.m33, b.m34, b.m41, b.m42, b.m43, b.m44]
    return zip(x, y).allSatisfy { abs($0 - $1) < 1e-9 }
  }

  @Test("Core Animation: the identity has ones on the diagonal; init() is all zeros")
  func identity() {
    let t = CATransform3DIdentity
    #expect([t.m11, t.m22, t.m33, t.m44] == [1, 1, 1, 1])
    #expect(CATransform3DIsIdentity(t))
    #expect(!CATransform3DIsIdentity(CATransform3D()))
    #expect(CATransform3D().m11 == 0)
  }

  @Test("Core Animation: translation lives in m41…m43 and scale on the diagonal")
  func translationAndScale() {
    let t = CATransform3DMakeTranslation(3, 4, 5)
    #expect([t.m41, t.m42, t.m43] == [3, 4, 5])
    let s = CATransform3DMakeScale(2, 3, 4)
    #expect([s.m11, s.m22, s.m33, s.m44] == [2, 3, 4, 1])
  }

  @Test("Core Animation: a rotation about z is CGAffineTransform's rotation")
  func rotationAboutZ() {
    let angle = CGFloat.pi / 5
    let r = CATransform3DMakeRotation(angle, 0, 0, 1)
    #expect(CATransform3DIsAffine(r))
    let affine = CATransform3DGetAffineTransform(r)
    let expected = CGAffineTransform(rotationAngle: angle)
    #expect(abs(affine.a - expected.a) < 1e-12 && abs(affine.b - expected.b) < 1e-12)
    #expect(abs(affine.c - expected.c) < 1e-12 && abs(affine.d - expected.d) < 1e-12)
    #expect(CATransform3DIsIdentity(CATransform3DMakeRotation(1, 0, 0, 0)))
  }

  @Test("Core Animation: a rotation about x turns y towards z (m23 = sin, m32 = −sin)")
  func rotationAboutX() {
    let r = CATransform3DMakeRotation(.pi / 2, 1, 0, 0)
    #expect(abs(r.m22) < 1e-12 && abs(r.m23 - 1) < 1e-12 && abs(r.m32 + 1) < 1e-12)
    #expect(!CATransform3DIsAffine(r))
  }

  @Test("Core Animation: Concat(a, b) applies a then b; Translate/Scale/Rotate apply first")
  func concatenationOrder() {
    let a = CATransform3DMakeScale(2, 2, 1)
    let b = CATransform3DMakeTranslation(10, 0, 0)
    // Scale then translate: x′ = 2x + 10.
    let ab = CATransform3DConcat(a, b)
    #expect(ab.m11 == 2 && ab.m41 == 10)
    // Translate then scale: x′ = 2(x + 10).
    let ba = CATransform3DConcat(b, a)
    #expect(ba.m41 == 20)
    #expect(CATransform3DTranslate(a, 10, 0, 0) == ba)
    #expect(CATransform3DScale(b, 2, 2, 1) == ab)
    #expect(
      close(
        CATransform3DRotate(b, 0.3, 0, 1, 0),
        CATransform3DConcat(CATransform3DMakeRotation(0.3, 0, 1, 0), b)))
  }

  @Test("Core Animation: Invert gives the inverse, or the input when it is singular")
  func inversion() {
    var t = CATransform3DRotate(CATransform3DMakeTranslation(3, -2, 7), 0.7, 1, 1, 0)
    t.m34 = -1 / 500
    let inverse = CATransform3DInvert(t)
    #expect(close(CATransform3DConcat(t, inverse), CATransform3DIdentity))
    let singular = CATransform3DMakeScale(0, 1, 1)
    #expect(CATransform3DInvert(singular) == singular)
  }

  @Test("Core Animation: affine transforms round-trip; perspective is not affine")
  func affineConversion() {
    let affine = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
    let t = CATransform3DMakeAffineTransform(affine)
    #expect(CATransform3DIsAffine(t))
    #expect(CATransform3DGetAffineTransform(t) == affine)
    var perspective = CATransform3DIdentity
    perspective.m34 = -1 / 500
    #expect(!CATransform3DIsAffine(perspective))
    #expect(CATransform3DEqualToTransform(t, t))
    #expect(!CATransform3DEqualToTransform(t, perspective))
  }
}
