import UIKit

/// The conversions done right, and sums that are not conversions.
final class GoodTooltipView: UIView {
  func anchorPoint(of target: UIView, in ancestor: UIView) -> CGPoint {
    target.convert(target.bounds.origin, to: ancestor)
  }

  func frameInWindow(_ window: UIWindow) -> CGRect {
    superview?.convert(frame, to: window) ?? .zero
  }

  func boundsInWindow(_ window: UIWindow) -> CGRect {
    convert(bounds, to: window)
  }

  func centerInRoot(_ child: UIView, _ root: UIView) -> CGPoint {
    root.convert(child.center, from: child.superview)
  }

  /// Offsets within one coordinate space.
  func stack(_ top: UIView, _ below: UIView) {
    below.frame.origin.y = top.frame.origin.y + top.frame.height + 8
    below.frame.origin.x = top.frame.origin.x + 16
  }
}

/// The same check in one space: the root view's bounds hold its subviews' frames.
final class CalmSignInViewController: UIViewController {
  @IBOutlet weak var signInButton: UIButton!
  @IBOutlet weak var logo: UIImageView!

  func keyboardWillShow(height: CGFloat) -> Bool {
    var visible = view.bounds
    visible.size.height -= height
    let buttonBottom = CGPoint(x: signInButton.frame.minX, y: signInButton.frame.maxY)
    return visible.contains(buttonBottom)
  }

  /// Two subviews' frames compared: siblings share their superview's space.
  func logoOverlapsButton() -> Bool {
    logo.frame.intersects(signInButton.frame)
  }
}
