import Foundation

/// One finger on the screen: where it is, where it was, and what phase it is in.
///
/// UIKit makes touches when the user touches the screen; headless they are made by the
/// HeadlessUIKit touch driver (``UIWindow/headlessTap(at:numberOfTaps:)`` and its siblings),
/// which keeps one `UITouch` object for the whole life of a finger, as UIKit does, and updates
/// its phase, location and timestamp before each delivery. A touch records its location in its
/// window's coordinate space; ``location(in:)`` converts it into any view's.
@preconcurrency @MainActor
open class UITouch: NSObject {
  /// The phases of a touch, in the order a touch goes through them.
  public enum Phase: Int, Sendable {
    /// A finger touched the screen.
    case began
    /// A finger moved on the screen.
    case moved
    /// A finger is on the screen but has not moved since the last event.
    case stationary
    /// A finger left the screen.
    case ended
    /// The system cancelled the touch.
    case cancelled
    /// An indirect pointer entered a region (iPadOS pointer events).
    case regionEntered
    /// An indirect pointer moved within a region.
    case regionMoved
    /// An indirect pointer left a region.
    case regionExited
  }

  /// The kinds of touch UIKit distinguishes.
  public enum TouchType: Int, Sendable {
    /// A finger on the screen.
    case direct
    /// A touch not on the screen (a remote's touch surface).
    case indirect
    /// An Apple Pencil.
    case pencil
    /// An indirect pointer (a mouse or trackpad).
    case indirectPointer
  }

  /// The phase of the touch.
  open internal(set) var phase: Phase = .began

  /// The time of the touch's latest change, in seconds of the headless touch clock.
  open internal(set) var timestamp: TimeInterval = 0

  /// How many times the finger tapped at this spot in quick succession; 1 for a first touch.
  open internal(set) var tapCount = 1

  /// The kind of touch: always `.direct` for the touch driver's fingers.
  open internal(set) var type: TouchType = .direct

  /// The view the touch began in (the hit-test view), kept for the touch's whole life.
  open internal(set) var view: UIView?

  /// The window the touch began in.
  open internal(set) var window: UIWindow?

  /// The radius of the touch's contact area, in points: 20 for the driver's fingers.
  open internal(set) var majorRadius: CGFloat = 20

  /// The tolerance of ``majorRadius``, in points.
  open internal(set) var majorRadiusTolerance: CGFloat = 5

  /// The force of the touch, where 1 is an average touch; 0 headless, as on a device without
  /// force sensing.
  open internal(set) var force: CGFloat = 0

  /// The greatest force a touch can have; 0 headless, as on a device without force sensing.
  open internal(set) var maximumPossibleForce: CGFloat = 0

  /// The gesture recognizers that receive the touch, the hit view's first, then its
  /// ancestors'.
  open internal(set) var gestureRecognizers: [UIGestureRecognizer]?

  /// The current location, in the window's coordinate space.
  var windowLocation: CGPoint = .zero

  /// The location before the latest move, in the window's coordinate space.
  var previousWindowLocation: CGPoint = .zero

  /// Where the touch began, in the window's coordinate space.
  var startWindowLocation: CGPoint = .zero

  /// Creates a touch that belongs to no window; the touch driver makes the touches it sends.
  public override init() {
    super.init()
  }

  /// The touch's current location in a view's coordinate space.
  ///
  /// - Parameter view: The view, or `nil` for the touch's window.
  /// - Returns: The location.
  open func location(in view: UIView?) -> CGPoint {
    convertFromWindow(windowLocation, to: view)
  }

  /// The touch's location before its latest move, in a view's coordinate space.
  ///
  /// - Parameter view: The view, or `nil` for the touch's window.
  /// - Returns: The previous location (the current one for a touch that has not moved).
  open func previousLocation(in view: UIView?) -> CGPoint {
    convertFromWindow(previousWindowLocation, to: view)
  }

  /// The touch's location with the precision the hardware allows; the same as
  /// ``location(in:)`` headless.
  ///
  /// - Parameter view: The view, or `nil` for the touch's window.
  /// - Returns: The location.
  open func preciseLocation(in view: UIView?) -> CGPoint {
    location(in: view)
  }

  /// The touch's previous location with the precision the hardware allows; the same as
  /// ``previousLocation(in:)`` headless.
  ///
  /// - Parameter view: The view, or `nil` for the touch's window.
  /// - Returns: The previous location.
  open func precisePreviousLocation(in view: UIView?) -> CGPoint {
    previousLocation(in: view)
  }

  /// Converts a point from the touch's window to a view (the window itself for `nil`).
  private func convertFromWindow(_ point: CGPoint, to view: UIView?) -> CGPoint {
    guard let view, let window, view !== window else { return point }
    return view.convert(point, from: window)
  }
}
