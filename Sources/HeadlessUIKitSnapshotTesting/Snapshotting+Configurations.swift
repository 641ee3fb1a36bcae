import Foundation
import HeadlessUIKit
import SnapshotTesting

/// One image of a screen over several configurations (a HeadlessUIKit addition, decision
/// SN8): devices, orientations, Split View shares or text sizes side by side, so that one
/// reference file shows them all.
extension Snapshotting where Value == () -> UIViewController, Format == UIImage {
  /// The controller shown in each configuration, left to right, 16 points apart, top-aligned
  /// on a transparent background; a new controller is made for each (a controller is shown
  /// for the first time only once).
  ///
  ///     assertSnapshot(
  ///       of: { ProfileViewController() },
  ///       as: .image(on: [.iPhoneSe, .iPhone13, .iPadMini(.portrait(splitView: .oneThird))]))
  ///
  /// - Parameters:
  ///   - configs: The configurations, in order.
  ///   - precision: The share of pixels that must match.
  ///   - perceptualPrecision: How close a pixel's colour must be to match.
  ///   - traits: Traits given over each configuration's; a `displayScale` sets the scale of
  ///     every image (else the first configuration's device's).
  /// - Returns: A strategy for functions that make the controller; its files end in
  ///   `.linux.png`.
  public static func image(
    on configs: [ViewImageConfig],
    precision: Float = 1,
    perceptualPrecision: Float = 1,
    traits: UITraitCollection = .init()
  ) -> Snapshotting {
    let scale = MainActor.assumeIsolated {
      configs.first.map { SnapshotHost.scale(config: $0, traits: traits) } ?? 1
    }
    let fixed = UITraitCollection(traitsFrom: [traits, UITraitCollection(displayScale: scale)])
    return SimplySnapshotting.image(
      precision: precision, perceptualPrecision: perceptualPrecision, scale: scale
    ).pullback { makeController in
      // (the strategy runs on the main actor, where the test calls `assertSnapshot`)
      nonisolated(unsafe) let makeController = makeController
      return MainActor.assumeIsolated {
        let images = configs.map { config in
          var image = UIImage()
          Snapshotting<UIViewController, UIImage>.image(on: config, traits: fixed).snapshot(
            makeController()
          ).run {
            image = $0
          }
          return image
        }
        return ContactSheet.sideBySide(images, gap: Int(16 * scale), scale: scale)
      }
    }
  }
}

/// Images placed side by side.
enum ContactSheet {
  /// The images left to right, `gap` pixels apart, top-aligned, on transparent pixels.
  static func sideBySide(_ images: [UIImage], gap: Int, scale: CGFloat) -> UIImage {
    let bitmaps = images.compactMap(\.headlessPixels)
    let width = bitmaps.reduce(0) { $0 + $1.width } + gap * max(bitmaps.count - 1, 0)
    let height = bitmaps.map(\.height).max() ?? 0
    var bytes = [UInt8](repeating: 0, count: width * height * 4)
    var left = 0
    for bitmap in bitmaps {
      for row in 0..<bitmap.height {
        let source = row * bitmap.bytesPerRow
        let target = (row * width + left) * 4
        bytes.replaceSubrange(
          target..<(target + bitmap.bytesPerRow),
          with: bitmap.bytes[source..<(source + bitmap.bytesPerRow)])
      }
      left += bitmap.width + gap
    }
    guard
      let sheet = HeadlessBitmap(
        width: width, height: height, alphaFormat: .premultiplied, bytes: bytes)
    else { return UIImage() }
    return UIImage(headlessBitmap: sheet, scale: scale)
  }
}
