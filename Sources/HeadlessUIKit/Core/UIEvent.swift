import Foundation

/// An event passed to hit testing.
///
/// HeadlessUIKit has no screen and no touch input, so no event is ever delivered: the type exists
/// so that `hitTest(_:with:)` and `point(inside:with:)` keep UIKit's signatures, and callers pass
/// `nil` as they may in UIKit. Only the event's type and timestamp are modelled.
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

  /// The time the event occurred, in seconds since system start-up: 0 for events made in code.
  open var timestamp: TimeInterval {
    0
  }

  /// Creates an empty touch event, as `UIEvent()` does in UIKit.
  public override init() {
    super.init()
  }
}
