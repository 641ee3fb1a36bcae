import Foundation
import HeadlessUIKit
import SnapshotTesting

/// Image diffing and snapshotting of `UIImage`, spelled as swift-snapshot-testing's iOS ones
/// (which that library compiles out on Linux). Images are stored as PNG files named
/// `….linux.png` (decision SN1); pixels are compared as ``ImageComparison`` says (decision
/// SN3).
extension Diffing where Value == UIImage {
  /// A pixel-diffing strategy that requires every pixel to match (a computed property where
  /// the iOS library has a stored one, which Swift 6 would reject as a non-`Sendable` global).
  public static var image: Diffing { .image() }

  /// A pixel-diffing strategy with a chosen precision.
  ///
  /// A failure's message is the iOS library's, followed by the folder where the three images
  /// of the failure were written (swift-snapshot-testing attaches them only under Xcode, so
  /// headless writes them, and attaches them to the running Swift Testing test):
  /// `reference.png`, `failure.png` and `difference.png`, the last the largest component
  /// difference of each pixel, stretched to white (see ``FailureImages``).
  ///
  /// - Parameters:
  ///   - precision: The share of pixels that must match (0–1).
  ///   - perceptualPrecision: How close a pixel's colour must be to match (0–1): 1 asks for
  ///     equal bytes; below 1, a CIE ΔE 1994 of at most `(1 - perceptualPrecision) × 100`
  ///     (0.98–0.99 is about what the eye tells apart).
  ///   - scale: The scale given to the reference image read from disk; `nil` or 0 is the
  ///     main screen's, as on iOS.
  /// - Returns: The diffing strategy.
  public static func image(
    precision: Float = 1, perceptualPrecision: Float = 1, scale: CGFloat? = nil
  ) -> Diffing {
    let imageScale: CGFloat
    if let scale, scale != 0 {
      imageScale = scale
    } else {
      imageScale =
        Thread.isMainThread
        ? MainActor.assumeIsolated { UIScreen.main.scale } : HeadlessDevice.default.scale
    }
    let toData: (UIImage) -> Data = { $0.pngData() ?? Data() }
    return .diff(
      toData: toData,
      fromData: { UIImage(data: $0, scale: imageScale) ?? UIImage() },
      diffV2: { old, new in
        guard
          let message = ImageComparison.compare(
            old, new, precision: precision, perceptualPrecision: perceptualPrecision)
        else { return nil }
        let difference = ImageComparison.difference(old, new)
        let files = [
          (toData(old), "reference.png"), (toData(new), "failure.png"),
          (toData(difference), "difference.png"),
        ]
        let saved = FailureImages.save(files)
        return (
          message + (saved.map { "\nReference, failure and difference images: \($0)" } ?? ""),
          files.map { DiffAttachment.data($0.0, name: $0.1) }
        )
      })
  }
}

extension Snapshotting where Value == UIImage, Format == UIImage {
  /// A snapshot strategy for images, compared pixel by pixel.
  public static var image: Snapshotting {
    .image()
  }

  /// A snapshot strategy for images with a chosen precision; see
  /// `Diffing.image(precision:perceptualPrecision:scale:)`.
  ///
  /// - Parameters:
  ///   - precision: The share of pixels that must match.
  ///   - perceptualPrecision: How close a pixel's colour must be to match.
  ///   - scale: The scale of the reference image stored on disk.
  /// - Returns: The strategy; its files end in `.linux.png`.
  public static func image(
    precision: Float = 1, perceptualPrecision: Float = 1, scale: CGFloat? = nil
  ) -> Snapshotting {
    .init(
      pathExtension: SnapshotFiles.pathExtension("png"),
      diffing: .image(precision: precision, perceptualPrecision: perceptualPrecision, scale: scale)
    )
  }
}

/// How the strategies name their files (decision SN1).
enum SnapshotFiles {
  /// The platform infix of reference files: `linux`, so `testName.1.linux.png` sits beside
  /// the `testName.1.png` recorded on iOS and neither overwrites the other.
  static let platform = "linux"

  /// A file extension with the platform infix: `png` becomes `linux.png`.
  static func pathExtension(_ base: String) -> String {
    platform + "." + base
  }
}
