import Foundation

/// An event: the touches that changed together, passed to hit testing and to the responders
/// and gesture recognizers that handle them.
///
/// HeadlessUIKit has no screen: touch events are made by the touch driver
/// (``UIWindow/headlessTap(at:numberOfTaps:)`` and its siblings), which keeps one event object
/// for a whole touch sequence, as UIKit does, and delivers it with every phase. `UIEvent()`
/// makes an empty touch event, for code that calls `hitTest(_:with:)` itself.
@preconcurrency @MainActor
open class UIEvent: NSObject {
  /// The kinds of event UIKit distinguishes.
  public enum EventType: Int, Sendable {
    /// A touch event.
    case touches
    /// A motion (shake) event.
    case motion
    /// A remote-control event.
    case remoteControl
    /// A physical-keyboard press event.
    case presses
    /// A scroll event from an indirect pointer.
    case scroll = 10
    /// A hover event from an indirect pointer.
    case hover = 11
    /// A transform (pinch or rotate) event from an indirect pointer.
    case transform = 14
  }

  /// The type of the event: `.touches` for events made in code.
  open var type: EventType {
    .touches
  }

  /// The time the event occurred, in seconds of the headless touch clock: 0 for events made
  /// in code.
  open var timestamp: TimeInterval {
    touchTimestamp
  }

  /// The timestamp the touch driver last delivered the event with.
  var touchTimestamp: TimeInterval = 0

  /// The touches of the event, while the touch driver delivers it.
  var eventTouches: Set<UITouch> = []

  /// Every touch of the event, or `nil` for an event with none (`UIEvent()`).
  open var allTouches: Set<UITouch>? {
    eventTouches.isEmpty ? nil : eventTouches
  }

  /// The event's touches that began in a view.
  ///
  /// - Parameter view: The view.
  /// - Returns: The touches whose `view` is `view`, or `nil` when there are none.
  open func touches(for view: UIView) -> Set<UITouch>? {
    let touches = eventTouches.filter { $0.view === view }
    return touches.isEmpty ? nil : touches
  }

  /// The event's touches that belong to a window.
  ///
  /// - Parameter window: The window.
  /// - Returns: The touches whose `window` is `window`, or `nil` when there are none.
  open func touches(for window: UIWindow) -> Set<UITouch>? {
    let touches = eventTouches.filter { $0.window === window }
    return touches.isEmpty ? nil : touches
  }

  /// The event's touches delivered to a gesture recognizer.
  ///
  /// - Parameter gesture: The gesture recognizer.
  /// - Returns: The touches the recognizer tracks, or `nil` when there are none.
  open func touches(for gesture: UIGestureRecognizer) -> Set<UITouch>? {
    let touches = eventTouches.filter { touch in
      touch.gestureRecognizers?.contains { $0 === gesture } ?? false
    }
    return touches.isEmpty ? nil : touches
  }

  /// Creates an empty touch event, as `UIEvent()` does in UIKit.
  public override init() {
    super.init()
  }
}
