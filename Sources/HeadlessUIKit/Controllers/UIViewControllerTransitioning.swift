import Foundation

/// The object that supplies a controller's custom presentation: the presentation controller
/// and the animators (every requirement is optional in UIKit; the defaults return `nil`).
@preconcurrency @MainActor
public protocol UIViewControllerTransitioningDelegate: NSObjectProtocol {
  /// The animator of the presentation, or `nil` for UIKit's own.
  func animationController(
    forPresented presented: UIViewController, presenting: UIViewController,
    source: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)?

  /// The animator of the dismissal, or `nil` for UIKit's own.
  func animationController(forDismissed dismissed: UIViewController)
    -> (any UIViewControllerAnimatedTransitioning)?

  /// The interactive driver of the presentation, or `nil`.
  func interactionControllerForPresentation(
    using animator: any UIViewControllerAnimatedTransitioning
  ) -> (any UIViewControllerInteractiveTransitioning)?

  /// The interactive driver of the dismissal, or `nil`.
  func interactionControllerForDismissal(
    using animator: any UIViewControllerAnimatedTransitioning
  ) -> (any UIViewControllerInteractiveTransitioning)?

  /// The presentation controller of a `.custom` presentation, or `nil` for a plain one.
  func presentationController(
    forPresented presented: UIViewController, presenting: UIViewController?,
    source: UIViewController
  ) -> UIPresentationController?
}

extension UIViewControllerTransitioningDelegate {
  /// Returns `nil`.
  public func animationController(
    forPresented presented: UIViewController, presenting: UIViewController,
    source: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)? { nil }

  /// Returns `nil`.
  public func animationController(forDismissed dismissed: UIViewController)
    -> (any UIViewControllerAnimatedTransitioning)?
  { nil }

  /// Returns `nil`.
  public func interactionControllerForPresentation(
    using animator: any UIViewControllerAnimatedTransitioning
  ) -> (any UIViewControllerInteractiveTransitioning)? { nil }

  /// Returns `nil`.
  public func interactionControllerForDismissal(
    using animator: any UIViewControllerAnimatedTransitioning
  ) -> (any UIViewControllerInteractiveTransitioning)? { nil }

  /// Returns `nil`.
  public func presentationController(
    forPresented presented: UIViewController, presenting: UIViewController?,
    source: UIViewController
  ) -> UIPresentationController? { nil }
}

/// An object that animates a transition between two controllers' views.
@preconcurrency @MainActor
public protocol UIViewControllerAnimatedTransitioning: NSObjectProtocol {
  /// The duration of the transition, in seconds.
  ///
  /// - Parameter transitionContext: The transition's context.
  /// - Returns: The duration.
  func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?)
    -> TimeInterval

  /// Runs the transition: puts the arriving view in the container and calls
  /// `completeTransition(_:)` on the context when done.
  ///
  /// - Parameter transitionContext: The transition's context.
  func animateTransition(using transitionContext: any UIViewControllerContextTransitioning)

  /// Called once the transition finished (optional).
  ///
  /// - Parameter transitionCompleted: Whether it completed rather than being cancelled.
  func animationEnded(_ transitionCompleted: Bool)
}

extension UIViewControllerAnimatedTransitioning {
  /// Does nothing.
  public func animationEnded(_ transitionCompleted: Bool) {}
}

/// An object that drives a transition interactively.
@preconcurrency @MainActor
public protocol UIViewControllerInteractiveTransitioning: NSObjectProtocol {
  /// Starts the interactive transition.
  ///
  /// - Parameter transitionContext: The transition's context.
  func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning)

  /// The speed of the completion animation (optional; 1 by default).
  var completionSpeed: CGFloat { get }

  /// The curve of the completion animation (optional; ease-in-out by default).
  var completionCurve: UIView.AnimationCurve { get }

  /// Whether the transition starts interactively (optional; `true` by default).
  var wantsInteractiveStart: Bool { get }
}

extension UIViewControllerInteractiveTransitioning {
  /// 1.
  public var completionSpeed: CGFloat { 1 }
  /// `.easeInOut`.
  public var completionCurve: UIView.AnimationCurve { .easeInOut }
  /// `true`.
  public var wantsInteractiveStart: Bool { true }
}

/// What an animator is told about the transition it runs: the container, the controllers and
/// views, their frames; it calls ``completeTransition(_:)`` at the end.
@preconcurrency @MainActor
public protocol UIViewControllerContextTransitioning: NSObjectProtocol {
  /// The view that holds the transition's views.
  var containerView: UIView { get }
  /// Whether the transition is animated.
  var isAnimated: Bool { get }
  /// Whether the transition is interactive.
  var isInteractive: Bool { get }
  /// Whether the transition was cancelled.
  var transitionWasCancelled: Bool { get }
  /// The presentation style of the presented controller.
  var presentationStyle: UIModalPresentationStyle { get }
  /// Reports progress of an interactive transition.
  func updateInteractiveTransition(_ percentComplete: CGFloat)
  /// Ends an interactive transition by finishing it.
  func finishInteractiveTransition()
  /// Ends an interactive transition by cancelling it.
  func cancelInteractiveTransition()
  /// Pauses an interactive transition.
  func pauseInteractiveTransition()
  /// Tells the system the transition's animations are done.
  ///
  /// - Parameter didComplete: Whether the transition completed (not cancelled).
  func completeTransition(_ didComplete: Bool)
  /// The controller in a role.
  func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
  /// The view in a role.
  func view(forKey key: UITransitionContextViewKey) -> UIView?
  /// The rotation the transition applies.
  var targetTransform: CGAffineTransform { get }
  /// A controller's view's frame at the start.
  func initialFrame(for vc: UIViewController) -> CGRect
  /// A controller's view's frame at the end.
  func finalFrame(for vc: UIViewController) -> CGRect
}

/// An interactive transition driven by a percentage, which runs the animator's animations as
/// the percentage moves (headless: the animator runs at once; ``finish()`` or ``cancel()`` ends
/// the transition).
@preconcurrency @MainActor
open class UIPercentDrivenInteractiveTransition: NSObject,
  UIViewControllerInteractiveTransitioning
{
  /// The context of the running transition.
  private var context: (any UIViewControllerContextTransitioning)?

  /// The duration of the animator's animations.
  open var duration: CGFloat { 0 }

  /// How far the transition has run, 0 to 1.
  open private(set) var percentComplete: CGFloat = 0

  /// The speed of the completion animation; 1 by default.
  open var completionSpeed: CGFloat = 1

  /// The curve of the completion animation.
  open var completionCurve: UIView.AnimationCurve = .easeInOut

  /// Whether the transition starts interactively; `true` by default.
  open var wantsInteractiveStart = true

  /// Creates a driver.
  public override init() {
    super.init()
  }

  /// Starts the transition with its context.
  ///
  /// - Parameter transitionContext: The context.
  open func startInteractiveTransition(
    _ transitionContext: any UIViewControllerContextTransitioning
  ) {
    context = transitionContext
  }

  /// Moves the transition to a percentage (clamped to 0…1).
  ///
  /// - Parameter percentComplete: The percentage.
  open func update(_ percentComplete: CGFloat) {
    self.percentComplete = min(max(percentComplete, 0), 1)
    context?.updateInteractiveTransition(self.percentComplete)
  }

  /// Pauses the transition.
  open func pause() {
    context?.pauseInteractiveTransition()
  }

  /// Cancels the transition.
  open func cancel() {
    context?.cancelInteractiveTransition()
    context = nil
  }

  /// Finishes the transition.
  open func finish() {
    percentComplete = 1
    context?.finishInteractiveTransition()
    context = nil
  }
}
