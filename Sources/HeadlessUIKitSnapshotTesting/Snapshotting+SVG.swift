import Foundation
import HeadlessUIKit
import Raster
import SnapshotTesting
import ViewRendering

/// Vector snapshots (a HeadlessUIKit addition, decision SN6): the laid-out view tree drawn as
/// SVG text, as `headless-uikit render --format svg` draws it, so that a change shows in a
/// text diff (which rectangle moved, which colour changed) rather than as pixels.
extension Snapshotting where Value == UIViewController, Format == String {
  /// The controller's view, shown as the `image(on:…)` strategy shows it, as SVG text.
  ///
  /// - Parameters:
  ///   - config: The device configuration.
  ///   - size: A window size that replaces the configuration's.
  ///   - traits: Traits given over the configuration's.
  /// - Returns: The strategy; its files end in `.linux.svg`.
  public static func svg(
    on config: ViewImageConfig = .iPhone13, size: CGSize? = nil,
    traits: UITraitCollection = .init()
  ) -> Snapshotting {
    var config = config
    if let size { config.size = size }
    return Snapshotting<String, String>(
      pathExtension: SnapshotFiles.pathExtension("svg"), diffing: .lines
    ).pullback { [config] viewController in
      MainActor.assumeIsolated {
        SnapshotHost.show(
          config: config, traits: traits, view: viewController.view,
          viewController: viewController
        ) { SVGWriter.svg(for: DisplayList(rendering: $0)) }
      }
    }
  }

  /// The controller's view on an iPhone 13, as SVG text.
  public static var svg: Snapshotting {
    .svg()
  }
}

extension Snapshotting where Value == UIView, Format == String {
  /// The view, at its own size or `size`, as SVG text.
  ///
  /// - Parameters:
  ///   - size: The size to give the view; its frame's size when `nil`.
  ///   - traits: The traits the view is given.
  /// - Returns: The strategy; its files end in `.linux.svg`.
  public static func svg(size: CGSize? = nil, traits: UITraitCollection = .init()) -> Snapshotting {
    Snapshotting<String, String>(
      pathExtension: SnapshotFiles.pathExtension("svg"), diffing: .lines
    ).pullback { view in
      MainActor.assumeIsolated {
        let config = ViewImageConfig(safeArea: .zero, size: size ?? view.frame.size)
        return SnapshotHost.show(
          config: config, traits: traits, view: view, viewController: UIViewController()
        ) { SVGWriter.svg(for: DisplayList(rendering: $0)) }
      }
    }
  }

  /// The view at its own size, as SVG text.
  public static var svg: Snapshotting {
    .svg()
  }
}
