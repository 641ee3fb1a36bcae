import Foundation

/// One button or key pressed: which, in what phase, and how hard.
///
/// UIKit makes presses for a remote's buttons and a hardware keyboard's keys; headless they are
/// made by ``UIWindow/headlessPress(_:duration:)`` and
/// ``UIWindow/headlessPressKey(_:modifierFlags:keyCode:)``, which keep one `UIPress` for the
/// whole press, as UIKit does, and update its phase before each delivery (decision CL8).
@preconcurrency @MainActor
open class UIPress: NSObject {
  /// The phases of a press, in the order a press goes through them.
  public enum Phase: Int, Sendable {
    /// The button went down.
    case began = 0
    /// The button's force changed.
    case changed = 1
    /// The button is held and has not changed.
    case stationary = 2
    /// The button went up.
    case ended = 3
    /// The system stopped tracking the press.
    case cancelled = 4
  }

  /// The buttons UIKit distinguishes.
  public enum PressType: Int, Sendable {
    /// The up arrow.
    case upArrow = 0
    /// The down arrow.
    case downArrow = 1
    /// The left arrow.
    case leftArrow = 2
    /// The right arrow.
    case rightArrow = 3
    /// The select button (a remote's touch surface press; Return on a keyboard).
    case select = 4
    /// The menu button (Escape on a keyboard).
    case menu = 5
    /// The play/pause button.
    case playPause = 6
    /// The page up button.
    case pageUp = 30
    /// The page down button.
    case pageDown = 31
  }

  /// The time of the press's latest change, in seconds of the headless touch clock.
  open internal(set) var timestamp: TimeInterval = 0

  /// The phase of the press.
  open internal(set) var phase: Phase = .began

  /// The button pressed.
  open internal(set) var type: PressType = .select

  /// The window the press was sent to.
  open internal(set) var window: UIWindow?

  /// The responder the press was sent to first.
  open internal(set) var responder: UIResponder?

  /// The gesture recognizers that receive the press; none headless.
  open internal(set) var gestureRecognizers: [UIGestureRecognizer]?

  /// How hard the button is pressed: 1 while a digital button is down, 0 once it is up.
  open internal(set) var force: CGFloat = 0

  /// The key of a hardware keyboard's press, `nil` for other buttons.
  open internal(set) var key: UIKey?

  /// Creates a press that belongs to no window; the headless driver makes the presses it sends.
  public override init() {
    super.init()
  }
}

/// An event of presses: what a responder's `pressesBegan(_:with:)` family receives.
@preconcurrency @MainActor
open class UIPressesEvent: UIEvent {
  /// The presses of the event.
  var eventPresses: Set<UIPress> = []

  /// `.presses`.
  open override var type: EventType {
    .presses
  }

  /// The time of the event's latest change, in seconds of the headless touch clock.
  open override var timestamp: TimeInterval {
    eventPresses.map(\.timestamp).max() ?? 0
  }

  /// Every press of the event.
  open var allPresses: Set<UIPress> {
    eventPresses
  }

  /// The presses delivered to a gesture recognizer: none headless, where recognizers do not
  /// receive presses.
  ///
  /// - Parameter gesture: The recognizer.
  /// - Returns: The presses.
  open func presses(for gesture: UIGestureRecognizer) -> Set<UIPress> {
    eventPresses.filter { $0.gestureRecognizers?.contains { $0 === gesture } ?? false }
  }
}
