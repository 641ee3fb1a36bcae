import Foundation
import HeadlessUIKitSnapshotTesting
import SnapshotTesting
import Testing

@testable import HeadlessUIKitSnapshotTesting

/// An image of `width` × 10 pixels, of one colour but for `changed` pixels of another.
private func image(
  width: Int = 10, _ base: (UInt8, UInt8, UInt8), changed: Int = 0,
  to other: (UInt8, UInt8, UInt8) = (0, 0, 0)
) -> UIImage {
  var bytes: [UInt8] = []
  for index in 0..<(width * 10) {
    let c = index < changed ? other : base
    bytes += [c.0, c.1, c.2, 255]
  }
  guard
    let bitmap = HeadlessBitmap(width: width, height: 10, alphaFormat: .premultiplied, bytes: bytes)
  else { return UIImage() }
  return UIImage(headlessBitmap: bitmap)
}

@Suite("Pixel diffing of images")
struct ImageDiffingTests {
  @Test("Equal pixels match; a single different pixel fails at full precision")
  func exactMatch() {
    let diffing = Diffing<UIImage>.image
    #expect(diffing.diffV2(image((10, 20, 30)), image((10, 20, 30))) == nil)
    let failure = diffing.diffV2(image((10, 20, 30)), image((10, 20, 30), changed: 1))
    #expect(failure?.0.hasPrefix("Newly-taken snapshot does not match reference.") == true)
    #expect(failure?.1.count == 3)
  }

  @Test("precision is the share of bytes that must match when perceptual precision is 1")
  func precision() {
    // 1 pixel of 100 differs in 3 of its 4 bytes: 3 of 400 bytes, 99.25% match.
    let old = image((10, 20, 30))
    let new = image((10, 20, 30), changed: 1, to: (200, 200, 200))
    #expect(Diffing<UIImage>.image(precision: 0.99).diffV2(old, new) == nil)
    let failure = Diffing<UIImage>.image(precision: 0.995).diffV2(old, new)
    #expect(
      failure?.0.hasPrefix("Actual image precision 0.9925 is less than required 0.995") == true)
  }

  @Test("perceptualPrecision lets pixels differ by a small colour distance (CIE ΔE 1994)")
  func perceptualPrecision() {
    let old = image((120, 120, 120))
    // Every pixel one step lighter: a ΔE of about 0.4, under the 2 that 0.98 allows.
    let nearly = image((121, 121, 121))
    #expect(Diffing<UIImage>.image(perceptualPrecision: 0.98).diffV2(old, nearly) == nil)
    // Black against white is a ΔE of 100: no perceptual precision but 0 lets it pass.
    let failure = Diffing<UIImage>.image(perceptualPrecision: 0.98).diffV2(
      image((255, 255, 255)), image((0, 0, 0)))
    #expect(
      failure?.0.hasPrefix(
        "The percentage of pixels that match 0.0 is less than required 1.0\n"
          + "The lowest perceptual color precision 0.0 is less than required 0.98") == true)
    // Half the pixels changed passes at precision 0.5.
    let half = image((255, 255, 255), changed: 50)
    #expect(
      Diffing<UIImage>.image(precision: 0.5, perceptualPrecision: 0.98).diffV2(
        image((255, 255, 255)), half) == nil)
  }

  @Test("ΔE 1994 of known Lab colours")
  func deltaE() {
    // Published example: (36, 60, 41) against (100, 40, 90) is 67.979 (graphic arts).
    let value = ImageComparison.deltaE94(SIMD3(36, 60, 41), SIMD3(100, 40, 90))
    #expect(abs(value - 67.979) < 0.01)
    let white = [UInt8](arrayLiteral: 255, 255, 255, 255)
    let lab = white.withUnsafeBufferPointer { ImageComparison.lab($0, 0) }
    #expect(abs(lab.x - 100) < 0.01 && abs(lab.y) < 0.01 && abs(lab.z) < 0.01)
  }

  @Test("Images of different sizes fail with the iOS message")
  func sizeMismatch() {
    let failure = Diffing<UIImage>.image.diffV2(
      image(width: 10, (0, 0, 0)), image(width: 12, (0, 0, 0)))
    #expect(
      failure?.0.hasPrefix(
        "Newly-taken snapshot@(12.0, 10.0) does not match reference@(10.0, 10.0).") == true)
  }
}
