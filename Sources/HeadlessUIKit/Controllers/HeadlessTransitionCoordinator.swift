import Foundation

/// The coordinator of a headless transition: nothing is animated, so the alongside animations
/// run once with the final values, and the completions follow when the transition ends
/// (decision C13).
///
/// A transition drives it through three steps: while the controllers are told of the coming
/// change, closures are queued; ``runAnimations()`` runs the queued animations after the views
/// took their new sizes and traits; ``finish(deferred:)`` runs the completions, at once or
/// after the next layout pass on the next turn of the main queue. Closures added during the
/// animations run at once (their completions wait); closures added after the end are refused.
final class HeadlessTransitionCoordinator: NSObject, UIViewControllerTransitionCoordinator {
  /// Where the transition is.
  private enum Phase {
    case preparing, animating, completing, finished
  }

  let isAnimated: Bool
  let transitionDuration: TimeInterval
  let targetTransform: CGAffineTransform
  let containerView: UIView
  private weak var controller: UIViewController?
  private var phase = Phase.preparing
  private var animations: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
  private var completions: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []

  /// Creates a coordinator.
  ///
  /// - Parameters:
  ///   - animated: Whether the transition is animated.
  ///   - duration: The animation's duration (0 when not animated).
  ///   - targetTransform: The rotation applied to the interface.
  ///   - container: The view that contains the transition (the window).
  ///   - controller: The controller whose size or traits change, for both `.from` and `.to`.
  init(
    animated: Bool, duration: TimeInterval, targetTransform: CGAffineTransform,
    container: UIView, controller: UIViewController?
  ) {
    isAnimated = animated
    transitionDuration = animated ? duration : 0
    self.targetTransform = targetTransform
    containerView = container
    self.controller = controller
    super.init()
  }

  var initiallyInteractive: Bool { false }
  var isInterruptible: Bool { false }
  var isInteractive: Bool { false }
  var isCancelled: Bool { false }
  var completionVelocity: CGFloat { 1 }
  var completionCurve: UIView.AnimationCurve { .easeInOut }

  /// 0 until the animations run, 1 from then on.
  var percentComplete: CGFloat {
    phase == .preparing ? 0 : 1
  }

  func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
    key == .from || key == .to ? controller : nil
  }

  func view(forKey key: UITransitionContextViewKey) -> UIView? {
    nil
  }

  @discardableResult
  func animate(
    alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
    completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool {
    guard phase != .finished else { return false }
    if let completion { completions.append(completion) }
    guard let animation else { return true }
    if phase == .preparing {
      animations.append(animation)
    } else {
      animation(self)
    }
    return true
  }

  @discardableResult
  func animateAlongsideTransition(
    in view: UIView?,
    animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
    completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool {
    animate(alongsideTransition: animation, completion: completion)
  }

  func notifyWhenInteractionChanges(
    _ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void
  ) {}

  /// Runs the queued alongside animations, in the order they were added.
  func runAnimations() {
    phase = .animating
    let queued = animations
    animations = []
    for animation in queued { animation(self) }
  }

  /// Runs the completions: at once, or after the next layout pass when `deferred`.
  ///
  /// - Parameter deferred: Whether to wait for the next turn of the main queue.
  func finish(deferred: Bool) {
    guard deferred else {
      runCompletions()
      return
    }
    UpdateCycle.shared.afterNextPass { [self] in runCompletions() }
  }

  private func runCompletions() {
    phase = .completing
    var index = 0
    while index < completions.count {
      completions[index](self)
      index += 1
    }
    completions = []
    phase = .finished
  }
}
