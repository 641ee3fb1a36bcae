import Foundation

/// What a transition coordinator tells about the transition it runs: whether it animates, how
/// long it takes, the rotation it applies (spec 7.11, 7.13).
@preconcurrency @MainActor
public protocol UIViewControllerTransitionCoordinatorContext: NSObjectProtocol {
  /// Whether the transition is animated.
  var isAnimated: Bool { get }
  /// Whether the transition started interactively.
  var initiallyInteractive: Bool { get }
  /// Whether the transition can be interrupted.
  var isInterruptible: Bool { get }
  /// Whether the transition is being driven interactively now.
  var isInteractive: Bool { get }
  /// Whether the transition was cancelled.
  var isCancelled: Bool { get }
  /// The duration of the transition's animation, in seconds.
  var transitionDuration: TimeInterval { get }
  /// How much of the transition has run, from 0 to 1.
  var percentComplete: CGFloat { get }
  /// The speed at which the transition completes after an interaction.
  var completionVelocity: CGFloat { get }
  /// The timing curve of the transition's completion.
  var completionCurve: UIView.AnimationCurve { get }
  /// The view controller for a role in the transition.
  ///
  /// - Parameter key: `.from` or `.to`.
  /// - Returns: The controller, or `nil`.
  func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
  /// The view for a role in the transition.
  ///
  /// - Parameter key: `.from` or `.to`.
  /// - Returns: The view, or `nil`.
  func view(forKey key: UITransitionContextViewKey) -> UIView?
  /// The view that contains the views of the transition.
  var containerView: UIView { get }
  /// The rotation the transition applies to the interface: the change from the old interface
  /// orientation to the new one, identity when the orientation does not change.
  var targetTransform: CGAffineTransform { get }
}

/// An object that runs a view-controller transition and lets the controllers involved add
/// animations and completions to it (spec 7.11, 7.13).
@preconcurrency @MainActor
public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext
{
  /// Adds an animation to run with the transition's and a closure to run when it ends.
  ///
  /// - Parameters:
  ///   - animation: Changes to make alongside the transition, or `nil`.
  ///   - completion: Work to do after the transition, or `nil`.
  /// - Returns: Whether the closures were accepted (`false` once the transition has ended).
  @discardableResult
  func animate(
    alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
    completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool

  /// Adds an animation for views outside the transition's container, and a completion.
  ///
  /// - Parameters:
  ///   - view: The view the animation concerns, or `nil`.
  ///   - animation: Changes to make alongside the transition, or `nil`.
  ///   - completion: Work to do after the transition, or `nil`.
  /// - Returns: Whether the closures were accepted.
  @discardableResult
  func animateAlongsideTransition(
    in view: UIView?,
    animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
    completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool

  /// Registers a closure to run when an interactive transition changes between interactive
  /// and non-interactive; headless transitions are never interactive, so it never runs.
  ///
  /// - Parameter handler: The closure.
  func notifyWhenInteractionChanges(
    _ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void)
}

extension UIViewControllerTransitionCoordinator {
  /// Adds an animation to run with the transition's, with no completion.
  ///
  /// - Parameter animation: Changes to make alongside the transition, or `nil`.
  /// - Returns: Whether the closure was accepted.
  @discardableResult
  public func animate(
    alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool {
    animate(alongsideTransition: animation, completion: nil)
  }
}

/// The role of a view controller in a transition.
public struct UITransitionContextViewControllerKey: RawRepresentable, Hashable, Sendable {
  /// The key's name.
  public var rawValue: String

  /// Creates a key.
  ///
  /// - Parameter rawValue: The key's name.
  public init(rawValue: String) {
    self.rawValue = rawValue
  }

  /// The controller the transition starts from.
  public static let from = UITransitionContextViewControllerKey(
    rawValue: "UITransitionContextFromViewControllerKey")
  /// The controller the transition goes to.
  public static let to = UITransitionContextViewControllerKey(
    rawValue: "UITransitionContextToViewControllerKey")
}

/// The role of a view in a transition.
public struct UITransitionContextViewKey: RawRepresentable, Hashable, Sendable {
  /// The key's name.
  public var rawValue: String

  /// Creates a key.
  ///
  /// - Parameter rawValue: The key's name.
  public init(rawValue: String) {
    self.rawValue = rawValue
  }

  /// The view the transition starts from.
  public static let from = UITransitionContextViewKey(rawValue: "UITransitionContextFromViewKey")
  /// The view the transition goes to.
  public static let to = UITransitionContextViewKey(rawValue: "UITransitionContextToViewKey")
}

extension UIView {
  /// The timing curve of an animation.
  public enum AnimationCurve: Int, Sendable {
    /// Slow at the start and the end.
    case easeInOut = 0
    /// Slow at the start.
    case easeIn = 1
    /// Slow at the end.
    case easeOut = 2
    /// Constant speed.
    case linear = 3
  }
}
