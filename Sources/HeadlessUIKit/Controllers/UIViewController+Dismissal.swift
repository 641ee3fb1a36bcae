import Foundation

/// Dismissing presented controllers (peers C5–C6, decision C24).
///
/// The receiver dismisses what it (or its nearest ancestor) presents, with everything presented
/// above that; a receiver that presents nothing asks whoever presents it, or its nearest
/// presented ancestor. The dismissed controllers' will-callbacks, top-most first, and the
/// presenting controller's `viewWillAppear` (when its view was removed and comes back) run at
/// once; after the next layout pass the presented views leave the window, the relations are
/// cleared, the presenting controller gets `viewDidAppear`, the dismissed ones
/// `viewDidDisappear`, and then `completion` runs.
extension UIViewController {
  /// `dismiss(animated:completion:)`.
  func performDismiss(animated: Bool, completion: (() -> Void)?) {
    guard let presenter = dismissingPresenter, let first = presenter.presentation.presented else {
      // Nothing to dismiss: the completion handler still runs, later (decision C24).
      if let completion { UpdateCycle.shared.afterNextPass { completion() } }
      return
    }
    var chain = [first]
    while let next = chain[chain.count - 1].presentation.presented { chain.append(next) }
    let window =
      chain.lazy.compactMap { $0.presentation.container?.window }.first
      ?? presenter.viewIfLoaded?.window
    if let window, PresentationTransitions.isInProgress(in: window) {
      Diagnostics.log(
        "Attempt to dismiss from view controller \(ObjectAddress.short(self)) while a "
          + "presentation or dismiss is in progress!")
      return
    }
    let key = window.map { PresentationTransitions.begin(in: $0) }
    let visible = window.map { !$0.isHidden } ?? false
    let controllers = chain.compactMap { $0.presentation.container?.presentationController }
    let animator =
      chain.count == 1 && first.presentation.effectiveStyle == .custom
        && controllers.first.map { !($0 is any BuiltInPresentationController) } == true
      ? first.transitioningDelegate?.animationController(forDismissed: first) : nil
    let coordinator = HeadlessTransitionCoordinator(
      animated: animated, duration: animated ? 0.5 : 0, targetTransform: .identity,
      container: first.presentation.container ?? window ?? presenter.view, controller: first)
    first.chrome.transitionCoordinator = coordinator
    presenter.chrome.transitionCoordinator = coordinator
    for controller in controllers.reversed() { controller.dismissalTransitionWillBegin() }
    coordinator.runAnimations()

    var leaving: [(UIViewController, Int)] = []
    for controller in chain { controller.appearance.isBeingDismissed = true }
    for controller in chain.reversed() where visible && controller.isOnScreenForAppearance {
      controller.beginAppearance(false, animated: animated)
      leaving.append((controller, controller.appearance.generation))
    }
    var returning: Int?
    if let removed = first.presentation.removedPresenterView {
      first.presentation.removedPresenterView = nil
      if visible, !presenter.isOnScreenForAppearance {
        presenter.beginAppearance(true, animated: animated)
        returning = presenter.appearance.generation
      }
      removed.putBack(presenter: presenter)
    }

    let finish: @MainActor @Sendable () -> Void = {
      for controller in chain.reversed() { controller.tearDownPresentation() }
      for controller in controllers.reversed() { controller.dismissalTransitionDidEnd(true) }
      if let returning { presenter.endAppearanceIfCurrent(.appearing, generation: returning) }
      for (controller, generation) in leaving {
        controller.endAppearanceIfCurrent(.disappearing, generation: generation)
      }
      for controller in chain { controller.appearance.isBeingDismissed = false }
      if let key { PresentationTransitions.end(key) }
      Self.endTransitionCoordinator(coordinator, between: presenter, and: first)
      animator?.animationEnded(true)
      completion?()
    }
    guard let animator, let container = first.presentation.container else {
      UpdateCycle.shared.afterNextPass(finish)
      return
    }
    let frame = first.viewIfLoaded?.frame ?? .zero
    let context = HeadlessTransitionContext(
      container: container, from: first, to: presenter, presenting: false, animated: animated,
      style: .custom, presentedFrame: frame
    ) { _ in
      // Headless a dismissal cannot be cancelled interactively: it always completes.
      UpdateCycle.shared.afterNextPass(finish)
    }
    animator.animateTransition(using: context)
  }

  /// The controller whose presented controller a dismissal asked of this one removes.
  private var dismissingPresenter: UIViewController? {
    if let presented = resolvedPresentedViewController {
      return presented.presentation.presenting
    }
    return resolvedPresentingViewController
  }

  /// Takes a dismissed controller's view and transition view out of the hierarchy and clears
  /// its relations with its presenter.
  private func tearDownPresentation() {
    let container = presentation.container
    container?.removeFromSuperview()
    if let container, let root = storedView, root.isDescendant(of: container) {
      root.removeFromSuperview()
    }
    presentation.container = nil
    presentation.effectiveStyle = nil
    presentation.removedPresenterView = nil
    if let presenting = presentation.presenting, presenting.presentation.presented === self {
      presenting.presentation.presented = nil
    }
    presentation.presenting = nil
  }
}

extension RemovedView {
  /// Puts the view back where it was: at its old index in its old superview, sized to the
  /// window again when it is the window's root view.
  @MainActor func putBack(presenter: UIViewController) {
    guard let superview, view.superview == nil else { return }
    if let window = superview as? UIWindow, window.rootViewController === presenter {
      view.frame = window.bounds
    }
    superview.insertSubview(view, at: min(index, superview.subviews.count))
  }
}
