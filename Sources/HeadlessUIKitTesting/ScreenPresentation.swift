import Foundation
import HeadlessUIKit

/// Showing a controller as an app shows its screen, for the layout audits and the snapshot
/// strategies of `HeadlessUIKitSnapshotTesting` (one way of doing it, shared).
///
/// The controller becomes the root of a visible key window the size of the screen, on that
/// screen (also `UIScreen.main` while it is shown), with the system's text size and
/// appearance as traits of the window's environment; the appearance callbacks run
/// (`viewWillAppear(_:)` through `viewDidAppear(_:)`) and layout is complete (the update cycle
/// ran until nothing needs layout).
@MainActor
package enum ScreenPresentation {
  /// Shows a controller, runs `body` with its window, and takes the screen down again.
  ///
  /// - Parameters:
  ///   - controller: A controller that was never shown.
  ///   - screen: The screen (device and orientation).
  ///   - contentSizeCategory: The system's text size.
  ///   - userInterfaceStyle: The system's appearance.
  ///   - showing: Wraps the showing itself (to record what it logs); by default runs it.
  ///   - body: What to do with the shown screen.
  /// - Returns: What `body` returns.
  package static func show<Result>(
    _ controller: UIViewController, on screen: UIScreen,
    contentSizeCategory: UIContentSizeCategory = .large,
    userInterfaceStyle: UIUserInterfaceStyle = .light,
    showing: (() -> Void) -> Void = { $0() },
    _ body: (UIWindow) throws -> Result
  ) rethrows -> Result {
    let previousMain = UIScreen.main
    UIScreen.headlessMain = screen
    defer { UIScreen.headlessMain = previousMain }
    let window = UIWindow(frame: screen.bounds)
    window.screen = screen
    window.setSystemEnvironment(
      contentSizeCategory: contentSizeCategory, userInterfaceStyle: userInterfaceStyle)
    defer {
      _ = Diagnostics.capture {
        window.isHidden = true
        window.rootViewController = nil
      }
    }
    showing {
      window.rootViewController = controller
      window.makeKeyAndVisible()
      settle(window)
    }
    return try body(window)
  }

  /// Lays the window out until nothing needs layout, running the update cycle's pending pass
  /// and the appearance callbacks that wait for it.
  package static func settle(_ window: UIWindow) {
    window.layoutIfNeeded()
    UpdateCycle.shared.run()
    window.layoutIfNeeded()
  }
}
