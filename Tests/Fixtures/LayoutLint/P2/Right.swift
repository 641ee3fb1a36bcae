import UIKit

/// Transforms and frames kept apart: bounds and center while transformed, frame after a reset.
final class CalmCardStackView: UIView {
  func layoutCard(_ card: UIView, at index: Int) {
    card.layer.transform = CATransform3DIdentity
    card.frame = CGRect(x: 0, y: CGFloat(index) * 8, width: bounds.width, height: 200)
  }

  func scale(_ card: UIView) {
    card.transform = CGAffineTransform(scaleX: 0.9, y: 0.9)
    card.bounds.size = CGSize(width: 300, height: 200)
    card.center = CGPoint(x: bounds.midX, y: bounds.midY)
  }

  func reset(_ card: UIView) {
    card.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)
    card.transform = .identity
    card.frame = bounds
  }

  /// Each branch transforms the view; neither reads a frame after the other's transform.
  func hide(_ view: UIView, up: Bool) {
    if up {
      view.transform = CGAffineTransform(translationX: 0, y: -view.frame.height)
    } else {
      view.transform = CGAffineTransform(translationX: 0, y: view.frame.maxY)
    }
  }

  /// Another view's frame after this one is transformed.
  func follow(_ other: UIView, _ card: UIView) {
    card.transform = CGAffineTransform(rotationAngle: 0.1)
    other.frame = bounds
  }
}

/// The content view is transformed elsewhere, but this method resets it before reading.
final class ResettingMenuController: UIViewController {
  let content = UIView()
  let menu = UIView()

  func open(progress: CGFloat) {
    content.transform = CGAffineTransform(translationX: progress * 200, y: 0)
  }

  func close() {
    content.transform = .identity
    menu.frame.size.width = content.frame.size.width * 0.8
  }
}

/// The same swipe, measured with bounds (which a transform leaves alone), and a view that
/// moves itself and only sets its frame once the transform is back to the identity.
final class CalmSwipeCell: UICollectionViewCell {
  var startX: CGFloat = 0

  var removeThreshold: CGFloat {
    bounds.width / 3
  }

  func swipeMoved(to x: CGFloat) {
    transform = CGAffineTransform(translationX: min(0, x - startX), y: 0)
  }

  func slideOut() {
    transform = CGAffineTransform(translationX: -bounds.width, y: 0)
  }

  func settle(in container: CGRect) {
    transform = .identity
    frame = container.insetBy(dx: 8, dy: 0)
  }

  func place(frame: CGRect) {
    transform = .identity
    let inset = frame.insetBy(dx: 8, dy: 0)
    center = CGPoint(x: inset.midX, y: inset.midY)
  }
}
