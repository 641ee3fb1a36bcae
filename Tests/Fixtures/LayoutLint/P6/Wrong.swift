import UIKit

/// Converting coordinates by hand, and convert called on the wrong view.
final class TooltipView: UIView {
  func anchorPoint(of target: UIView, in ancestor: UIView) -> CGPoint {
    var point = target.frame.origin
    var view = target
    while let parent = view.superview, parent !== ancestor {
      point.x = parent.frame.origin.x + point.x  // expect: P6
      point.y += parent.frame.origin.y  // expect: P6
      view = parent
    }
    return point
  }

  func badgeCenter(of cell: UICollectionViewCell, in root: UIView) -> CGPoint {
    root.convert(cell.imageBadge.center, from: cell)  // expect: P6
  }

  func frameInWindow(_ window: UIWindow) -> CGRect {
    window.convert(frame, to: window)  // expect: P6
  }

  func frameInRoot(_ root: UIView) -> CGRect {
    convert(frame, to: root)  // expect: P6
  }
}

extension UICollectionViewCell {
  var imageBadge: UIView { contentView }
}

/// A sign-in screen that checks whether the keyboard hides its button by testing the button's
/// frame (in the root view's space) against the root view's frame (in the window's space).
final class SignInViewController: UIViewController {
  @IBOutlet weak var signInButton: UIButton!

  func keyboardWillShow(height: CGFloat) -> Bool {
    var visible = view.frame
    visible.size.height -= height
    let buttonBottom = CGPoint(x: signInButton.frame.minX, y: signInButton.frame.maxY)
    return visible.contains(buttonBottom)  // expect: P6
  }
}
