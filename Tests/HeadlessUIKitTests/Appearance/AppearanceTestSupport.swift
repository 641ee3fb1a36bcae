import Foundation
import HeadlessUIKit

/// Runs a test body with no appearance proxy before or after it: proxies are global, and a
/// body that does not suspend keeps other tests from seeing its proxies.
///
/// - Parameter body: The test body.
@MainActor
func withAppearanceProxies(_ body: () throws -> Void) rethrows {
  UIApplication.shared.headlessResetAppearanceProxies()
  defer { UIApplication.shared.headlessResetAppearanceProxies() }
  try body()
}

/// A shown window the size of an iPhone 15 Pro screen, with a root view controller if given
/// (set before the window is shown, as an app's launch code does).
///
/// - Parameter root: The root view controller, if any.
/// - Returns: The window.
@MainActor
func shownAppearanceWindow(root: UIViewController? = nil) -> UIWindow {
  let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
  window.rootViewController = root
  window.isHidden = false
  return window
}

/// A label subclass that records the colours its setter gets and the colour it has when it
/// enters a window.
final class RecordingLabel: UILabel {
  /// Every colour the setter was given, in order.
  var colorsSet: [UIColor?] = []
  /// The text colour in `didMoveToWindow()`, while in a window.
  var colorInDidMoveToWindow: UIColor?

  override var textColor: UIColor! {
    didSet { colorsSet.append(textColor) }
  }

  override func didMoveToWindow() {
    super.didMoveToWindow()
    if window != nil { colorInDidMoveToWindow = textColor }
  }
}

/// A plain view class used as an appearance container.
final class OuterContainerView: UIView {}

/// Another plain view class used as an appearance container.
final class InnerContainerView: UIView {}

/// A view controller class used as an appearance container.
final class StyledViewController: UIViewController {}

/// A label subclass with no members of its own, whose proxy is safe to use: a proxy of an app
/// subclass is an instance of the UIKit class (decision AP1).
final class SubclassedLabel: UILabel {}
