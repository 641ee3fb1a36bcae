import Foundation

/// `transition(from:to:duration:options:animations:completion:)` (spec 8.6–8.7, decision C25).
extension UIViewController {
  /// The name UIKit's exceptions give the method.
  private static let transitionSelector =
    "-[UIViewController transitionFromViewController:toViewController:duration:options:"
    + "animations:completion:]"

  /// Swaps two children's views: `to`'s view goes above `from`'s at once, `animations` runs, and
  /// after the next layout pass `from`'s view leaves and `completion(true)` runs.
  ///
  /// Children whose views are in a visible window get `from.viewWillDisappear`, `to.viewWillAppear`
  /// at the start and `to.viewDidAppear`, `from.viewDidDisappear` before the completion.
  func performTransition(
    from: UIViewController, to: UIViewController, duration: TimeInterval,
    animations: (() -> Void)?, completion: ((Bool) -> Void)?
  ) {
    guard from.storedParent === self, to.storedParent === self else {
      preconditionFailure(
        "NSInvalidArgumentException: Children view controllers \(ObjectAddress.short(from)) "
          + "and \(ObjectAddress.short(to)) must have a common parent view controller when "
          + "calling \(Self.transitionSelector)")
    }
    precondition(
      shouldAutomaticallyForwardAppearanceMethods,
      "NSInvalidArgumentException: \(ObjectAddress.short(self)) forwards appearance callbacks "
        + "to its children itself (shouldAutomaticallyForwardAppearanceMethods is false) and "
        + "so cannot call \(Self.transitionSelector)")
    let fromView: UIView = from.view
    let toView: UIView = to.view
    let animated = duration > 0
    let visible = fromView.window.map { !$0.isHidden } ?? false

    var leaving: Int?
    if visible, from.isOnScreenForAppearance {
      from.beginAppearance(false, animated: animated)
      leaving = from.appearance.generation
    }
    var arriving: Int?
    if visible, !to.isOnScreenForAppearance {
      to.beginAppearance(true, animated: animated)
      arriving = to.appearance.generation
    }
    fromView.superview?.insertSubview(toView, aboveSubview: fromView)
    AnimationContext.run(duration: duration, { animations?() }, completion: nil)

    UpdateCycle.shared.afterNextPass {
      if toView !== fromView { fromView.removeFromSuperview() }
      if let arriving { to.endAppearanceIfCurrent(.appearing, generation: arriving) }
      if let leaving { from.endAppearanceIfCurrent(.disappearing, generation: leaving) }
      completion?(true)
    }
  }
}
