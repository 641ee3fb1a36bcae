import UIKit

/// Seed scene 1, right: children are laid out from bounds.
final class GoodProfileHeaderView: UIView {
  let avatar = UIImageView()

  override func layoutSubviews() {
    super.layoutSubviews()
    avatar.frame = CGRect(x: bounds.minX + 16, y: bounds.minY + 16, width: 64, height: 64)
  }

  /// Moving the view itself within its superview uses frame, as it should.
  func slide(by offset: CGFloat) {
    frame.origin.x += offset
    frame = frame.offsetBy(dx: offset, dy: 0)
  }

  /// A parameter named frame is not the view's frame.
  func place(_ child: UIView, in frame: CGRect) {
    child.frame = frame.insetBy(dx: 8, dy: 8)
  }
}

/// A controller that reads view.frame for a decision, not for a child's geometry.
final class CompactCheckViewController: UIViewController {
  let child = UIView()

  var isSmallScreen: Bool { view.frame.height <= 568 }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    child.frame = view.bounds
    // Another view's frame (a sibling's) is in the same space as the child's: fine.
    child.frame.origin.y = child.frame.maxY
  }

  /// A pan handler clamps a drag by the view's width: no child is laid out from it.
  func drag(_ moved: UIView, by x: CGFloat) {
    let limit = -(view.frame.size.width * 0.35)
    moved.frame.origin.x = max(x, limit)
  }

  /// A cell size from the view's width (frame and bounds sizes agree without a transform).
  func collectionView(
    _ collectionView: UICollectionView, layout: UICollectionViewLayout,
    sizeForItemAt indexPath: IndexPath
  ) -> CGSize {
    CGSize(width: view.frame.width / 3, height: 120)
  }
}
