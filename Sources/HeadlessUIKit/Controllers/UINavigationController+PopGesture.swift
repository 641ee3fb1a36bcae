import Foundation

extension UINavigationController {
  /// The interactive pop recognizer, made on first use.
  var popGestureRecognizer: InteractivePopGestureRecognizer {
    if let recognizer = storedPopGestureRecognizer { return recognizer }
    let recognizer = InteractivePopGestureRecognizer(navigationController: self)
    storedPopGestureRecognizer = recognizer
    return recognizer
  }
}

/// The navigation controller's interactive pop: a drag from the left edge of the screen pops
/// the top view controller.
///
/// It begins only when there is a controller to go back to. Headless the pop is not
/// interactive: nothing moves while the finger drags, and when the finger lifts past the
/// middle of the view (or moving right faster than 300 points per second) the top controller
/// is popped, with an animated pop's callbacks; otherwise it stays.
@MainActor
final class InteractivePopGestureRecognizer: UIScreenEdgePanGestureRecognizer {
  /// The navigation controller.
  private weak var navigationController: UINavigationController?

  /// Creates the recognizer of a navigation controller.
  init(navigationController: UINavigationController) {
    self.navigationController = navigationController
    super.init(target: nil, action: nil)
    edges = .left
    internalActions.append { recognizer in
      (recognizer as? InteractivePopGestureRecognizer)?.finish()
    }
  }

  /// Begins only when a controller lies below the top one.
  override func shouldBegin(movingBy translation: CGPoint) -> Bool {
    guard let navigationController, navigationController.viewControllers.count > 1 else {
      state = .failed
      return false
    }
    return super.shouldBegin(movingBy: translation)
  }

  /// Pops when the drag ended far or fast enough.
  private func finish() {
    guard state == .ended, let navigationController, let view = navigationController.viewIfLoaded
    else { return }
    let distance = translation(in: view).x
    let speed = velocity(in: view).x
    if distance > view.bounds.width / 2 || speed > 300 {
      navigationController.popViewController(animated: true)
    }
  }
}
