import UIKit

/// A card that scales itself down when touched, then reads and sets its frame.
final class PressableCardView: UIView {
  let shadow = UIView()

  func press() {
    transform = CGAffineTransform(scaleX: 0.96, y: 0.96)
    shadow.frame = frame.insetBy(dx: -4, dy: -4)  // expect: P2
  }
}

/// A stack of cards, the back ones scaled.
final class CardStackView: UIView {
  var cards: [UIView] = []

  func layoutCard(_ card: UIView, at index: Int) {
    card.layer.transform = CATransform3DMakeScale(0.9, 0.9, 1)
    card.frame = CGRect(x: 0, y: CGFloat(index) * 8, width: bounds.width, height: 200)  // expect: P2
  }

  func rotate(_ card: UIView) {
    card.transform = CGAffineTransform(rotationAngle: .pi / 8)
    let width = card.frame.width  // expect: P2
    card.center.x += width
  }
}

/// A side menu that scales its content view while the menu opens, and sizes the menu from the
/// content view's frame in another method.
final class ScalingMenuController: UIViewController {
  let content = UIView()
  let menu = UIView()

  func open(progress: CGFloat) {
    content.transform = CGAffineTransform(scaleX: 1 - progress / 10, y: 1 - progress / 10)
  }

  func layoutMenu() {
    menu.frame.size.width = content.frame.size.width * 0.8  // expect: P2
  }
}

/// A cell that slides itself aside while a swipe moves, and reads its own frame to decide
/// when the swipe deletes it and how far to slide it out.
final class SwipeToDeleteCell: UICollectionViewCell {
  var startX: CGFloat = 0

  var removeThreshold: CGFloat {
    frame.width / 3  // expect: P2
  }

  func swipeMoved(to x: CGFloat) {
    transform = CGAffineTransform(translationX: min(0, x - startX), y: 0)
  }

  func slideOut() {
    let distance = frame.width  // expect: P2
    transform = CGAffineTransform(translationX: -distance, y: 0)
  }
}
