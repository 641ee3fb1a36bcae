import Testing
import UIGeometry

/// Spec §1.4, statements 1.27–1.32, and peer fact G21.
@Suite struct CGAffineTransformTests {
  private let sample = CGAffineTransform(a: 2, b: 3, c: 5, d: 7, tx: 11, ty: 13)

  @Test func zeroArgumentInitializerIsAllZeroLikeAppleCStruct() {
    #expect(entries(CGAffineTransform()) == [0, 0, 0, 0, 0, 0])
    #expect(!CGAffineTransform().isIdentity)
  }

  @Test func identityIsTheUnitMatrix() {
    #expect(entries(.identity) == [1, 0, 0, 1, 0, 0])
    #expect(CGAffineTransform.identity.isIdentity)
    #expect(!CGAffineTransform(translationX: 0, y: 1e-300).isIdentity)
  }

  @Test func positionalInitializerMatchesLabelledOne() {
    #expect(CGAffineTransform(2, 3, 5, 7, 11, 13) == sample)
  }

  // spec 1.27
  @Test func pointApplicationUsesRowVectorConvention() {
    let mapped = CGPoint(x: 1, y: 10).applying(sample)
    // x' = a·x + c·y + tx = 2 + 50 + 11; y' = b·x + d·y + ty = 3 + 70 + 13
    #expect(mapped == CGPoint(x: 63, y: 86))
  }

  // spec 1.27
  @Test func factoryInitializersBuildTheDocumentedMatrices() {
    #expect(entries(CGAffineTransform(translationX: 4, y: -2)) == [1, 0, 0, 1, 4, -2])
    #expect(entries(CGAffineTransform(scaleX: 3, y: -1)) == [3, 0, 0, -1, 0, 0])
    let angle: CGFloat = 0.3
    let rotation = CGAffineTransform(rotationAngle: angle)
    #expect(entries(rotation) == [cos(angle), sin(angle), -sin(angle), cos(angle), 0, 0])
  }

  // spec 1.28
  @Test func concatenationAppliesReceiverFirst() {
    let scale = CGAffineTransform(scaleX: 2, y: 3)
    let move = CGAffineTransform(translationX: 1, y: 1)
    let point = CGPoint(x: 5, y: 5)
    #expect(point.applying(scale.concatenating(move)) == CGPoint(x: 11, y: 16))
    #expect(point.applying(move.concatenating(scale)) == CGPoint(x: 12, y: 18))
  }

  // spec 1.29
  @Test func derivedOperationsPrependTheNewStep() {
    #expect(
      sample.rotated(by: 0.7) == CGAffineTransform(rotationAngle: 0.7).concatenating(sample))
    #expect(
      sample.scaledBy(x: 2, y: -3) == CGAffineTransform(scaleX: 2, y: -3).concatenating(sample))
    #expect(
      sample.translatedBy(x: 4, y: 6)
        == CGAffineTransform(translationX: 4, y: 6).concatenating(sample))
  }

  // spec 1.29
  @Test func translatingChangesOnlyTheTranslationEntries() {
    let moved = sample.translatedBy(x: 4, y: 6)
    // tx' = tx + a·x + c·y = 11 + 8 + 30; ty' = ty + b·x + d·y = 13 + 12 + 42
    #expect(entries(moved) == [2, 3, 5, 7, 49, 67])
  }

  // spec 1.29
  @Test func scalingMultipliesRowsOfTheLinearPart() {
    let scaled = sample.scaledBy(x: 2, y: -3)
    #expect(entries(scaled) == [4, 6, -15, -21, 11, 13])
  }

  // spec 1.30
  @Test func rotatingATranslationActsInItsLocalSpace() {
    let translation = CGAffineTransform(translationX: 10, y: 0)
    let mapped = CGPoint(x: 1, y: 0).applying(translation.rotated(by: .pi / 2))
    #expect(isClose(mapped, CGPoint(x: 10, y: 1)))
  }

  // spec 1.30
  @Test func concatenatingARotationActsAfterTheTranslation() {
    let translation = CGAffineTransform(translationX: 10, y: 0)
    let quarter = CGAffineTransform(rotationAngle: .pi / 2)
    let mapped = CGPoint(x: 1, y: 0).applying(translation.concatenating(quarter))
    #expect(isClose(mapped, CGPoint(x: 0, y: 11)))
  }

  // spec 1.31, D2: positive angles turn +x toward +y (clockwise on a y-down screen).
  @Test func positiveAngleTurnsXAxisTowardYAxis() {
    let quarter = CGAffineTransform(rotationAngle: .pi / 2)
    #expect(isClose(CGPoint(x: 1, y: 0).applying(quarter), CGPoint(x: 0, y: 1)))
    #expect(isClose(CGPoint(x: 0, y: 1).applying(quarter), CGPoint(x: -1, y: 0)))
  }

  // spec 1.32, G21
  @Test func invertingASingularMatrixReturnsItUnchanged() {
    let singular = CGAffineTransform(a: 1, b: 2, c: 2, d: 4, tx: 5, ty: 6)
    #expect(singular.inverted() == singular)
    #expect(CGAffineTransform(scaleX: 0, y: 3).inverted() == CGAffineTransform(scaleX: 0, y: 3))
    #expect(CGAffineTransform().inverted() == CGAffineTransform())
  }

  @Test func invertingUndoesTheTransform() {
    let t = CGAffineTransform(scaleX: 2, y: 4).translatedBy(x: 3, y: -1)
    #expect(entries(t.inverted()) == [0.5, 0, 0, 0.25, -3, 1])
    #expect(isClose(CGPoint(x: 7, y: 9).applying(t).applying(t.inverted()), CGPoint(x: 7, y: 9)))
  }

  // G21
  @Test func concatenationOrderMatchesTouchHLEVectors() {
    let flip = CGAffineTransform(scaleX: -1, y: -1)
    let move = CGAffineTransform(translationX: 2, y: 3)
    #expect(entries(flip.concatenating(move)) == [-1, 0, 0, -1, 2, 3])
    #expect(flip.concatenating(move) == move.scaledBy(x: -1, y: -1))
    #expect(entries(move.concatenating(flip)) == [-1, 0, 0, -1, -2, -3])
  }
}
