import UIKit

/// Seed scene 1, right: addChild → addSubview → didMove, and willMove(nil) →
/// removeFromSuperview → removeFromParent, including across a transition's completion.
final class GoodProfileViewController: UIViewController {
  let container = UIView()
  var current: UIViewController?

  func embed(_ child: UIViewController) {
    addChild(child)
    child.view.frame = container.bounds
    container.addSubview(child.view)
    child.didMove(toParent: self)
    current = child
  }

  func unembed(_ child: UIViewController) {
    child.willMove(toParent: nil)
    child.view.removeFromSuperview()
    child.removeFromParent()
  }

  func swap(to next: UIViewController) {
    guard let old = current else { return }
    old.willMove(toParent: nil)
    addChild(next)
    transition(from: old, to: next, duration: 0.3, options: [], animations: {}) { _ in
      old.removeFromParent()
      next.didMove(toParent: self)
    }
  }

  /// A view (not a controller's) added to the container.
  func addBadge(_ badgeView: UIView) {
    container.addSubview(badgeView)
  }
}
