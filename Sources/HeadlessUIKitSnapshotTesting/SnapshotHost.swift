import Foundation
import HeadlessUIKit
import HeadlessUIKitTesting
import SnapshotTesting

/// Showing a view or controller for a snapshot, as swift-snapshot-testing's iOS strategies
/// do (decision SN4): the controller is the child of a plain root controller that fills a
/// window of the configuration's size and safe area, is given the configuration's traits and
/// the strategy's `traits` as overrides, the appearance callbacks run and layout completes
/// (the layout audits' `ScreenPresentation`), then `body` looks at it, and the screen is
/// taken down (the controller leaves its parent, so it can be snapshotted again).
@MainActor
enum SnapshotHost {
  /// Shows a view in a controller and runs `body` with the view once laid out.
  ///
  /// - Parameters:
  ///   - config: The configuration; its size, when set, is the window's.
  ///   - traits: Further traits, given over the configuration's.
  ///   - view: The view to look at: the controller's view, or a view shown in it.
  ///   - viewController: The controller.
  ///   - body: What to do with the laid-out view.
  /// - Returns: What `body` returns.
  static func show<Result>(
    config: ViewImageConfig, traits: UITraitCollection, view: UIView,
    viewController: UIViewController, _ body: (UIView) -> Result
  ) -> Result {
    // The runtime layout sanitizer watches the screen's own code (its view's loading and
    // layout), not the host's set-up (decision SZ7); its warnings go to standard error.
    let sanitizerWasOn = UIView.headlessLayoutSanitizer
    UIView.headlessLayoutSanitizer = true
    defer { UIView.headlessLayoutSanitizer = sanitizerWasOn }
    viewController.loadViewIfNeeded()
    let (root, screen, allTraits, size) = LayoutSanitizer.withoutChecks {
      host(config: config, traits: traits, view: view, viewController: viewController)
    }
    let style = allTraits.userInterfaceStyle == .dark ? UIUserInterfaceStyle.dark : .light
    return ScreenPresentation.show(root, on: screen, userInterfaceStyle: style) { window in
      if size.width == 0 || size.height == 0 {
        view.sizeToFit()
        view.setNeedsLayout()
        view.layoutIfNeeded()
      }
      let result = LayoutSanitizer.withoutChecks { body(view) }
      viewController.willMove(toParent: nil)
      viewController.view.removeFromSuperview()
      viewController.removeFromParent()
      return result
    }
  }

  /// Puts the controller into a plain root controller sized for the configuration.
  private static func host(
    config: ViewImageConfig, traits: UITraitCollection, view: UIView,
    viewController: UIViewController
  ) -> (UIViewController, UIScreen, UITraitCollection, CGSize) {
    let size = config.size ?? viewController.view.frame.size
    view.frame.size = size
    if view !== viewController.view {
      viewController.view.bounds = view.bounds
      viewController.view.addSubview(view)
    }
    let screen = config.screen(size: size)
    let root = UIViewController()
    root.view.frame = screen.bounds
    root.view.backgroundColor = .clear
    let allTraits = UITraitCollection(traitsFrom: [config.traits, traits])
    root.addChild(viewController)
    viewController.view.frame = screen.bounds
    viewController.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    root.view.addSubview(viewController.view)
    root.setOverrideTraitCollection(allTraits, forChild: viewController)
    viewController.didMove(toParent: root)
    return (root, screen, allTraits, size)
  }

  /// Draws a laid-out view into an image at a scale (the traits' display scale, else the
  /// configuration's device's), as `layer.render(in:)` does.
  static func image(of view: UIView, scale: CGFloat) -> UIImage {
    let format = UIGraphicsImageRendererFormat()
    format.scale = scale
    let renderer = UIGraphicsImageRenderer(bounds: view.bounds, format: format)
    return renderer.image { context in view.layer.render(in: context.cgContext) }
  }

  /// The scale images are taken at: the traits' display scale when set, else the
  /// configuration's device's (decision SN2).
  static func scale(config: ViewImageConfig, traits: UITraitCollection) -> CGFloat {
    if traits.displayScale > 0 { return traits.displayScale }
    if config.traits.displayScale > 0 { return config.traits.displayScale }
    return config.headlessDevice.scale
  }
}
