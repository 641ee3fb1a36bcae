import Foundation
import Testing

@testable import Raster
@testable import ViewRendering

/// The golden-image comparison itself: the tolerance, recording rules and failure images.
struct GoldenImageTests {
  /// A 10 × 10 opaque grey image.
  private func grey(_ value: UInt8 = 100) -> RGBAImage {
    RGBAImage(width: 10, height: 10, rgba: Array([value, value, value, 255].repeated(100)))
  }

  @Test("R30: differences of 2 per channel are equal; 3 counts as a differing pixel")
  func channelTolerance() {
    var actual = grey()
    actual.rgba[0] = 102
    actual.rgba[4 * 5 + 1] = 97
    let comparison = ImageComparison(golden: grey(), actual: actual, tolerance: GoldenTolerance())
    #expect(comparison.differingPixels == 1)
    #expect(comparison.largestDifference == 3)
    #expect(comparison.pixelCount == 100)
    // The diff picture: equal pixels faded grey (191 + 100 / 4), within-tolerance yellow, differing red.
    #expect(Array(comparison.diff.rgba[0..<4]) == [255, 255, 0, 255])
    #expect(Array(comparison.diff.rgba[20..<24]) == [255, 0, 0, 255])
    #expect(Array(comparison.diff.rgba[4..<8]) == [216, 216, 216, 255])
  }

  @Test("R30: at most 0.1 % of the pixels may differ")
  func pixelShare() {
    let golden = RGBAImage(
      width: 100, height: 20, rgba: Array([0, 0, 0, 255].repeated(2000)))
    var two = golden
    two.rgba[0] = 50
    two.rgba[400] = 50
    var three = two
    three.rgba[800] = 50
    let tolerance = GoldenTolerance()
    #expect(tolerance.allowedDifferingPixels(of: 2000) == 2)
    #expect(ImageComparison(golden: golden, actual: two, tolerance: tolerance).matches(tolerance))
    #expect(
      !ImageComparison(golden: golden, actual: three, tolerance: tolerance).matches(tolerance))
  }

  @Test("R30: fully transparent pixels are equal whatever their colour bytes")
  func transparentPixels() {
    let golden = RGBAImage(width: 1, height: 1, rgba: [0, 0, 0, 0])
    let actual = RGBAImage(width: 1, height: 1, rgba: [200, 10, 10, 0])
    let comparison = ImageComparison(golden: golden, actual: actual, tolerance: GoldenTolerance())
    #expect(comparison.differingPixels == 0 && comparison.largestDifference == 0)
  }

  @Test("R31: recording only with the variable set, and never with CI set")
  func recordingMode() {
    #expect(GoldenImage.mode(environment: [:]) == .compare)
    #expect(GoldenImage.mode(environment: ["HEADLESS_UIKIT_RECORD_GOLDENS": "0"]) == .compare)
    #expect(GoldenImage.mode(environment: ["HEADLESS_UIKIT_RECORD_GOLDENS": "1"]) == .record)
    #expect(
      GoldenImage.mode(environment: ["HEADLESS_UIKIT_RECORD_GOLDENS": "1", "CI": "true"])
        == .refuse(
          "HEADLESS_UIKIT_RECORD_GOLDENS is set but so is CI=true: goldens are never recorded in CI"
        ))
    #expect(GoldenImage.mode(environment: ["CI": "true"]) == .compare)
  }

  @Test("R31: the diff image's PNG writer round-trips through libpng")
  func diffPNG() throws {
    var rgba: [UInt8] = []
    for index in 0..<(300 * 80) { rgba += [UInt8(index % 256), UInt8(index / 256 % 256), 7, 255] }
    let image = RGBAImage(width: 300, height: 80, rgba: rgba)
    // 300 · 80 · 4 + 80 filter bytes: more than one 65,535-byte stored block.
    #expect(try RGBAImage(png: image.uncompressedPNG) == image)
  }

  @Test("R30: the goldens stay small: under 1 MB in all")
  func goldenSize() throws {
    let files = try FileManager.default.contentsOfDirectory(
      at: GoldenImage.directory, includingPropertiesForKeys: [.fileSizeKey])
    let sizes = try files.map { try $0.resourceValues(forKeys: [.fileSizeKey]).fileSize ?? 0 }
    // Six small scenes and one golden per bundled example.
    #expect(files.count == 6 + exampleNames.count)
    #expect(sizes.reduce(0, +) < 1_000_000)
  }
}

extension Array {
  /// The array's elements `count` times over.
  fileprivate func repeated(_ count: Int) -> [Element] {
    (0..<count).flatMap { _ in self }
  }
}
