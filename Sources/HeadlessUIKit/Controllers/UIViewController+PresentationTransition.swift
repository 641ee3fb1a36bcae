import Foundation

/// The presentation controller's and the transition coordinator's part in presenting and
/// dismissing (see UIViewController+CustomPresentation.swift).
extension UIViewController {
  /// Starts a presentation's transition once its container is in the window: the popover
  /// delegate prepares, the presentation controller hears `presentationTransitionWillBegin()`
  /// (with both controllers' `transitionCoordinator` set), and the coordinator's alongside
  /// animations run.
  func beginPresentationTransition(
    _ controller: UIPresentationController, animated: Bool, container: UIView,
    between context: UIViewController, and presented: UIViewController
  ) -> HeadlessTransitionCoordinator {
    let coordinator = HeadlessTransitionCoordinator(
      animated: animated, duration: animated ? 0.5 : 0, targetTransform: .identity,
      container: container, controller: presented)
    context.chrome.transitionCoordinator = coordinator
    presented.chrome.transitionCoordinator = coordinator
    if let popover = controller as? UIPopoverPresentationController {
      popover.popoverDelegate?.prepareForPopoverPresentation(popover)
      popover.recordArrowDirection(
        frame: controller.frameOfPresentedViewInContainerView, in: container)
    }
    controller.presentationTransitionWillBegin()
    coordinator.runAnimations()
    return coordinator
  }

  /// Ends a transition's coordinator: its completions run and the controllers' coordinator is
  /// cleared.
  static func endTransitionCoordinator(
    _ coordinator: HeadlessTransitionCoordinator, between context: UIViewController,
    and presented: UIViewController
  ) {
    for controller in [context, presented]
    where controller.chrome.transitionCoordinator === coordinator {
      controller.chrome.transitionCoordinator = nil
    }
    coordinator.finish(deferred: false)
  }

  /// An animator cancelled a presentation (`completeTransition(false)`): the presented view and
  /// its container leave, the relations are cleared, and the presentation controller hears
  /// `presentationTransitionDidEnd(false)`.
  static func cancelPresentation(
    of presented: UIViewController, by context: UIViewController,
    controller: UIPresentationController, key: ObjectIdentifier,
    animator: any UIViewControllerAnimatedTransitioning
  ) {
    presented.presentation.container?.removeFromSuperview()
    presented.viewIfLoaded?.removeFromSuperview()
    presented.presentation.container = nil
    presented.presentation.effectiveStyle = nil
    presented.presentation.presenting = nil
    if context.presentation.presented === presented { context.presentation.presented = nil }
    if presented.appearance.phase == .appearing {
      presented.beginAppearance(false, animated: false)
      presented.endAppearance()
    }
    presented.appearance.isBeingPresented = false
    controller.presentationTransitionDidEnd(false)
    for participant in [context, presented] { participant.chrome.transitionCoordinator = nil }
    PresentationTransitions.end(key)
    animator.animationEnded(false)
  }
}
