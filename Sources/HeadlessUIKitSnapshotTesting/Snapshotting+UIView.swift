import Foundation
import HeadlessUIKit
import SnapshotTesting

/// Snapshots of views, spelled as swift-snapshot-testing's iOS strategies (which that library
/// compiles out on Linux): the view is shown in a plain controller's view, in a window of the
/// view's size (or `size`), as on iOS.
extension Snapshotting where Value == UIView, Format == UIImage {
  /// An image of the view at its own size.
  public static var image: Snapshotting {
    .image()
  }

  /// An image of the view.
  ///
  /// - Parameters:
  ///   - drawHierarchyInKeyWindow: Accepted for source compatibility; headless, the view is
  ///     always drawn from its layer tree.
  ///   - precision: The share of pixels that must match.
  ///   - perceptualPrecision: How close a pixel's colour must be to match.
  ///   - size: The size to give the view; its frame's size when `nil`.
  ///   - traits: The traits the view is given; a `displayScale` sets the image's scale (else
  ///     the default device's).
  /// - Returns: The strategy; its files end in `.linux.png`.
  public static func image(
    drawHierarchyInKeyWindow: Bool = false,
    precision: Float = 1,
    perceptualPrecision: Float = 1,
    size: CGSize? = nil,
    traits: UITraitCollection = .init()
  ) -> Snapshotting {
    let config = ViewImageConfig(safeArea: .zero, size: size, traits: .init())
    let scale = MainActor.assumeIsolated { SnapshotHost.scale(config: config, traits: traits) }
    return SimplySnapshotting.image(
      precision: precision, perceptualPrecision: perceptualPrecision, scale: scale
    ).pullback { view in
      MainActor.assumeIsolated {
        var sized = config
        sized.size = size ?? view.frame.size
        return SnapshotHost.show(
          config: sized, traits: traits, view: view, viewController: UIViewController()
        ) { SnapshotHost.image(of: $0, scale: scale) }
      }
    }
  }
}

extension Snapshotting where Value == UIView, Format == String {
  /// The view tree as stable text, at the view's own size.
  public static var recursiveDescription: Snapshotting {
    .recursiveDescription()
  }

  /// The view tree as stable text (HeadlessUIKit's `ViewTreeDump`, decision SN5).
  ///
  /// - Parameters:
  ///   - size: The size to give the view; its frame's size when `nil`.
  ///   - traits: The traits the view is given.
  /// - Returns: The strategy; its files end in `.linux.txt`.
  public static func recursiveDescription(
    size: CGSize? = nil,
    traits: UITraitCollection = .init()
  ) -> Snapshotting<UIView, String> {
    Snapshotting<String, String>(
      pathExtension: SnapshotFiles.pathExtension("txt"), diffing: .lines
    ).pullback { view in
      MainActor.assumeIsolated {
        let config = ViewImageConfig(
          safeArea: .zero, size: size ?? view.frame.size, traits: traits)
        return SnapshotHost.show(
          config: config, traits: .init(), view: view, viewController: UIViewController()
        ) { ViewTreeDump($0).text }
      }
    }
  }
}
