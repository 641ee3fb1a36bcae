import Foundation

/// The base class of objects that turn a sequence of touches into a gesture: a tap, a pan, a
/// pinch.
///
/// A recognizer is attached to a view with ``UIView/addGestureRecognizer(_:)`` and receives the
/// touches that begin in that view or its subviews before the hit view does. It starts in
/// ``State-swift.enum/possible``; a discrete recognizer (a tap, a swipe) then moves to
/// ``State-swift.enum/ended`` (recognized) or ``State-swift.enum/failed``; a continuous one (a
/// pan, a pinch) moves to `began`, `changed` as the touches move, then `ended` or `cancelled`.
/// Each of those transitions sends the recognizer's actions. After a recognizer reaches an end
/// state and the touch sequence is over, it returns to `possible` and ``reset()`` is called,
/// on the next turn of the main queue or before the next touch, whichever comes first.
///
/// Recognizers that receive the same touches compete: one that requires another to fail
/// (``require(toFail:)`` or its delegate) waits in `possible` until that one fails; once one
/// recognizes, the others fail unless a delegate lets them recognize simultaneously. A
/// recognizer that recognizes with ``cancelsTouchesInView`` cancels its touches in the view.
///
/// Headless, touches come from the touch driver (``UIWindow/headlessTap(at:numberOfTaps:)``
/// and its siblings). Actions are target–selector pairs, recorded as `UIControl` records them;
/// Linux has no Objective-C runtime, so sending one stops with UIKit's "unrecognized selector"
/// message (decision B5). A subclass or a delegate observes the state changes instead.
@preconcurrency @MainActor
open class UIGestureRecognizer: NSObject {
  /// The states of a gesture recognizer.
  public enum State: Int, Sendable {
    /// The recognizer has not recognized its gesture yet; the default state.
    case possible
    /// A continuous gesture began.
    case began
    /// A continuous gesture changed.
    case changed
    /// The gesture ended (a discrete gesture was recognized).
    case ended
    /// A continuous gesture was cancelled.
    case cancelled
    /// The touches cannot be the gesture.
    case failed

    /// A discrete gesture was recognized: the same as ``ended``.
    public static var recognized: State { .ended }
  }

  /// The target–selector pairs, in the order added.
  var actionTargets: [(target: ControlTarget, action: Selector)] = []

  /// Behaviour UIKit's own recognizers run on each action (a scroll view scrolling).
  final var internalActions: [@MainActor (UIGestureRecognizer) -> Void] = []

  /// The current state.
  var storedState: State = .possible

  /// A transition held back until the recognizers this one requires to fail have failed.
  var pendingState: State?

  /// Whether the recognizer has left `possible` in the current touch sequence.
  var hasRecognized = false

  /// The recognizers that must fail before this one recognizes (``require(toFail:)``).
  var requiredToFail: [WeakGestureRecognizer] = []

  /// The touches the recognizer tracks, in the order they began.
  var trackedTouches: [UITouch] = []

  /// The centroid of the touches at the latest change, in window coordinates.
  var lastCentroid: CGPoint = .zero

  /// The window of the latest touches.
  weak var lastWindow: UIWindow?

  /// The arena the recognizer competes in during a touch sequence.
  weak var arena: GestureArena?

  /// When a subclass's timer fires, on the headless touch clock.
  var deadline: TimeInterval?

  /// Creates a recognizer with one action, or none when `target` or `action` is `nil`.
  ///
  /// - Parameters:
  ///   - target: The object that receives the action.
  ///   - action: The selector sent on each state change.
  public init(target: Any?, action: Selector?) {
    super.init()
    if let target, let action { addTarget(target, action: action) }
  }

  /// Creates a recognizer with no action.
  public override convenience init() {
    self.init(target: nil, action: nil)
  }

  /// Adds a target and selector; adding the same pair again does nothing.
  ///
  /// - Parameters:
  ///   - target: The object that receives the action (held weakly).
  ///   - action: The selector.
  open func addTarget(_ target: Any, action: Selector) {
    let wrapped = ControlTarget(target)
    guard !actionTargets.contains(where: { $0.action == action && $0.target.matches(wrapped) })
    else { return }
    actionTargets.append((wrapped, action))
  }

  /// Removes target–selector pairs.
  ///
  /// - Parameters:
  ///   - target: The target, or `nil` for every target.
  ///   - action: The selector, or `nil` for every selector.
  open func removeTarget(_ target: Any?, action: Selector?) {
    let wrapped = target.map { ControlTarget($0) }
    actionTargets.removeAll { entry in
      (action == nil || entry.action == action)
        && (wrapped.map { entry.target.matches($0) } ?? true)
    }
  }

  /// The recognizer's state.
  ///
  /// Subclasses set it as the touches arrive; the setter runs UIKit's state machine: a move
  /// out of `possible` asks the delegate and the view whether the gesture should begin, waits
  /// for the recognizers this one requires to fail, and fails the recognizers this one
  /// excludes; `began`, `changed`, `ended` and `cancelled` send the actions.
  open var state: State {
    get { storedState }
    set {
      if isApplyingState {
        storedState = newValue
      } else {
        transition(to: newValue)
      }
    }
  }

  /// Whether the state machine is storing a state it decided on.
  var isApplyingState = false

  /// The delegate that decides whether the recognizer begins, receives touches and recognizes
  /// alongside others.
  open weak var delegate: UIGestureRecognizerDelegate?

  /// Whether the recognizer receives touches; disabling it cancels a gesture in progress.
  open var isEnabled = true {
    didSet { if oldValue, !isEnabled { abandon() } }
  }

  /// The view the recognizer is attached to.
  open internal(set) weak var view: UIView?

  /// Whether recognizing cancels the touches in the view (the view gets
  /// `touchesCancelled(_:with:)`); `true` by default.
  open var cancelsTouchesInView = true

  /// Whether the view receives `touchesBegan(_:with:)` only once the recognizer failed;
  /// `false` by default.
  open var delaysTouchesBegan = false

  /// Whether the view receives `touchesEnded(_:with:)` only once the recognizer failed;
  /// `true` by default.
  open var delaysTouchesEnded = true

  /// Whether the recognizer only takes touches of the type of its first touch; `true` by
  /// default.
  open var requiresExclusiveTouchType = true

  /// A name that identifies the recognizer in debugging output.
  open var name: String?

  /// Makes this recognizer wait for another to fail before it recognizes.
  ///
  /// - Parameter otherGestureRecognizer: The recognizer that must fail first.
  open func require(toFail otherGestureRecognizer: UIGestureRecognizer) {
    requiredToFail.removeAll { $0.recognizer == nil }
    guard !requiredToFail.contains(where: { $0.recognizer === otherGestureRecognizer })
    else { return }
    requiredToFail.append(WeakGestureRecognizer(recognizer: otherGestureRecognizer))
  }

  /// The centroid of the recognizer's touches in a view.
  ///
  /// After the touches lifted (a recognized tap), the location where they were.
  ///
  /// - Parameter view: The view, or `nil` for the window.
  /// - Returns: The location.
  open func location(in view: UIView?) -> CGPoint {
    convertFromWindow(trackedTouches.isEmpty ? lastCentroid : centroid, to: view)
  }

  /// The number of touches the recognizer tracks.
  open var numberOfTouches: Int {
    trackedTouches.count
  }

  /// The location of one of the recognizer's touches in a view.
  ///
  /// - Parameters:
  ///   - touchIndex: The index among ``numberOfTouches``.
  ///   - view: The view, or `nil` for the window.
  /// - Returns: The location.
  open func location(ofTouch touchIndex: Int, in view: UIView?) -> CGPoint {
    precondition(
      trackedTouches.indices.contains(touchIndex),
      "-[UIGestureRecognizer locationOfTouch:inView:]: index (\(touchIndex)) beyond bounds "
        + "(\(trackedTouches.count)).")
    return trackedTouches[touchIndex].location(in: view)
  }

  // MARK: For subclasses

  /// Receives touches that began; the base class does nothing.
  ///
  /// - Parameters:
  ///   - touches: The touches.
  ///   - event: Their event.
  open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {}

  /// Receives touches that moved; the base class does nothing.
  ///
  /// - Parameters:
  ///   - touches: The touches.
  ///   - event: Their event.
  open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {}

  /// Receives touches that ended; the base class does nothing.
  ///
  /// - Parameters:
  ///   - touches: The touches.
  ///   - event: Their event.
  open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {}

  /// Receives touches that were cancelled; the base class does nothing.
  ///
  /// - Parameters:
  ///   - touches: The touches.
  ///   - event: Their event.
  open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {}

  /// Called when the recognizer returns to `possible` after a touch sequence; subclasses
  /// clear their own state here.
  open func reset() {}

  /// Stops delivering a touch to the recognizer.
  ///
  /// - Parameters:
  ///   - touch: The touch.
  ///   - event: Its event.
  open func ignore(_ touch: UITouch, for event: UIEvent) {
    trackedTouches.removeAll { $0 === touch }
    touch.gestureRecognizers?.removeAll { $0 === self }
  }

  /// Whether recognizing can make another recognizer fail; `true` by default.
  ///
  /// - Parameter preventedGestureRecognizer: The other recognizer.
  /// - Returns: Whether this recognizer can prevent it.
  open func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool {
    true
  }

  /// Whether another recognizer's recognizing can make this one fail; `true` by default.
  ///
  /// - Parameter preventingGestureRecognizer: The other recognizer.
  /// - Returns: Whether the other can prevent this one.
  open func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool {
    true
  }

  /// Whether this recognizer waits for another to fail; `false` by default.
  ///
  /// - Parameter otherGestureRecognizer: The other recognizer.
  /// - Returns: Whether it must fail first.
  open func shouldRequireFailure(of otherGestureRecognizer: UIGestureRecognizer) -> Bool {
    false
  }

  /// Whether another recognizer waits for this one to fail; `false` by default.
  ///
  /// - Parameter otherGestureRecognizer: The other recognizer.
  /// - Returns: Whether the other waits.
  open func shouldBeRequiredToFail(by otherGestureRecognizer: UIGestureRecognizer) -> Bool {
    false
  }

  // MARK: Subclass timers (UIGestureRecognizer+StateMachine.swift)

  /// Called when ``deadline`` passes on the headless touch clock; subclasses with timers (a
  /// long press, a multiple tap) override it.
  func deadlinePassed() {}

  /// Called after ``reset()``, for the state UIKit's own subclasses keep.
  func resetSubclassState() {}
}

/// A weak reference to a gesture recognizer.
struct WeakGestureRecognizer {
  /// The recognizer, while it exists.
  weak var recognizer: UIGestureRecognizer?
}

/// The Swift 4 name of ``UIGestureRecognizer/State``, which Swift 4.2 renamed; as in the SDK,
/// using it is an error that names the new spelling.
@available(swift, obsoleted: 4.2, renamed: "UIGestureRecognizer.State")
public typealias UIGestureRecognizerState = UIGestureRecognizer.State
