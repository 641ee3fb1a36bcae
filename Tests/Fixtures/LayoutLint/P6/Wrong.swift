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
