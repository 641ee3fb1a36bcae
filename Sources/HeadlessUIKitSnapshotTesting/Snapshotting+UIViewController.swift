import Foundation
import HeadlessUIKit
import SnapshotTesting

/// Snapshots of view controllers, spelled as swift-snapshot-testing's iOS strategies (which
/// that library compiles out on Linux); see ``SnapshotHost`` for how the controller is shown.
extension Snapshotting where Value == UIViewController, Format == UIImage {
  /// An image of the controller's view at its own size.
  public static var image: Snapshotting {
    .image()
  }

  /// An image of the controller's view shown in a configuration.
  ///
  /// - Parameters:
  ///   - config: The device configuration, for example `.iPhone13` or `.iPadMini(.portrait)`.
  ///   - drawHierarchyInKeyWindow: Accepted for source compatibility; headless, the view is
  ///     always drawn from its layer tree in its own window (there is no host application).
  ///   - precision: The share of pixels that must match.
  ///   - perceptualPrecision: How close a pixel's colour must be to match.
  ///   - size: A window size that replaces the configuration's.
  ///   - traits: Traits given over the configuration's; a `displayScale` sets the image's
  ///     scale (else the configuration's device's).
  /// - Returns: The strategy; its files end in `.linux.png`.
  public static func image(
    on config: ViewImageConfig,
    drawHierarchyInKeyWindow: Bool = false,
    precision: Float = 1,
    perceptualPrecision: Float = 1,
    size: CGSize? = nil,
    traits: UITraitCollection = .init()
  ) -> Snapshotting {
    var config = config
    if let size { config.size = size }
    let scale = MainActor.assumeIsolated { SnapshotHost.scale(config: config, traits: traits) }
    return SimplySnapshotting.image(
      precision: precision, perceptualPrecision: perceptualPrecision, scale: scale
    ).pullback { [config] viewController in
      MainActor.assumeIsolated {
        SnapshotHost.show(
          config: config, traits: traits, view: viewController.view,
          viewController: viewController
        ) { SnapshotHost.image(of: $0, scale: scale) }
      }
    }
  }

  /// An image of the controller's view at a size (its own when `nil`).
  ///
  /// - Parameters:
  ///   - drawHierarchyInKeyWindow: Accepted for source compatibility (see
  ///     ``image(on:drawHierarchyInKeyWindow:precision:perceptualPrecision:size:traits:)``).
  ///   - precision: The share of pixels that must match.
  ///   - perceptualPrecision: How close a pixel's colour must be to match.
  ///   - size: The window size.
  ///   - traits: The traits the controller is given.
  /// - Returns: The strategy.
  public static func image(
    drawHierarchyInKeyWindow: Bool = false,
    precision: Float = 1,
    perceptualPrecision: Float = 1,
    size: CGSize? = nil,
    traits: UITraitCollection = .init()
  ) -> Snapshotting {
    .image(
      on: ViewImageConfig(safeArea: .zero, size: size, traits: traits),
      drawHierarchyInKeyWindow: drawHierarchyInKeyWindow, precision: precision,
      perceptualPrecision: perceptualPrecision, size: size, traits: traits)
  }
}

extension Snapshotting where Value == UIViewController, Format == String {
  /// The controller's view tree as stable text, at the view's own size.
  public static var recursiveDescription: Snapshotting {
    .recursiveDescription()
  }

  /// The controller's view tree, shown in a configuration, as stable text (decision SN5):
  /// HeadlessUIKit's `ViewTreeDump` (class, frame and the properties that differ from their
  /// defaults, one view a line), not UIKit's private `recursiveDescription`, whose addresses
  /// change from run to run and which the iOS library has to clean.
  ///
  /// - Parameters:
  ///   - config: The device configuration.
  ///   - size: A window size that replaces the configuration's.
  ///   - traits: Traits given over the configuration's.
  /// - Returns: The strategy; its files end in `.linux.txt`.
  public static func recursiveDescription(
    on config: ViewImageConfig = .init(),
    size: CGSize? = nil,
    traits: UITraitCollection = .init()
  ) -> Snapshotting<UIViewController, String> {
    var config = config
    if let size { config.size = size }
    return Snapshotting<String, String>(
      pathExtension: SnapshotFiles.pathExtension("txt"), diffing: .lines
    ).pullback { [config] viewController in
      MainActor.assumeIsolated {
        SnapshotHost.show(
          config: config, traits: traits, view: viewController.view,
          viewController: viewController
        ) { ViewTreeDump($0).text }
      }
    }
  }
}
