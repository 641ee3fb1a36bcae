import Foundation

/// The touch a control tracks, and whether it is inside the control's tracking area.
struct ControlTracking {
  /// The tracked touch, or `nil`.
  var touch: UITouch?
  /// Whether the touch was inside the tracking area at its last position.
  var isInside = false
}

/// How a control turns touches into control events, as UIKit's `UIControl` does.
///
/// A touch that goes down in an enabled control highlights it, is offered to
/// ``UIControl/beginTracking(_:with:)`` and sends `.touchDown` (and `.touchDownRepeat` for the
/// second tap of a multiple tap). While it moves, the control sends `.touchDragInside` or
/// `.touchDragOutside`, with `.touchDragEnter`/`.touchDragExit` when it crosses the tracking
/// area's edge, and stays highlighted while inside. When it lifts, tracking ends and the control
/// sends `.touchUpInside` or `.touchUpOutside` (a button sends `.primaryActionTriggered` with
/// `.touchUpInside`, decision BC8); when it is cancelled, `.touchCancel`. The tracking
/// area is the bounds grown by 70 points on every side, so a finger that slides a little off the
/// control still counts as inside (decision K18).
extension UIControl {
  /// How far beyond the bounds a touch still counts as inside while tracking.
  static let trackingMargin: CGFloat = 70

  /// Whether a point in the control's space is inside its tracking area.
  func isInTrackingArea(_ point: CGPoint) -> Bool {
    bounds.insetBy(dx: -Self.trackingMargin, dy: -Self.trackingMargin).contains(point)
  }

  /// Starts tracking; returns `false` when the control does not handle the touches.
  func trackTouchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) -> Bool {
    guard isEnabled, tracking.touch == nil, let touch = touches.first else { return false }
    tracking = ControlTracking(touch: touch, isInside: true)
    isHighlighted = true
    guard beginTracking(touch, with: event) else {
      tracking = ControlTracking()
      isHighlighted = false
      return true
    }
    sendActions(for: touch.tapCount > 1 ? [.touchDown, .touchDownRepeat] : .touchDown)
    return true
  }

  /// Follows the tracked touch; returns `false` when the touches are not the tracked one.
  func trackTouchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) -> Bool {
    guard let touch = tracking.touch, touches.contains(touch) else { return false }
    let wasInside = tracking.isInside
    let inside = isInTrackingArea(touch.location(in: self))
    tracking.isInside = inside
    isHighlighted = inside
    guard continueTracking(touch, with: event) else {
      tracking = ControlTracking()
      isHighlighted = false
      return true
    }
    var events: Event = inside ? .touchDragInside : .touchDragOutside
    if inside != wasInside { events.formUnion(inside ? .touchDragEnter : .touchDragExit) }
    sendActions(for: events)
    return true
  }

  /// Ends tracking; returns `false` when the touches are not the tracked one.
  func trackTouchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) -> Bool {
    guard let touch = tracking.touch, touches.contains(touch) else { return false }
    let inside = isInTrackingArea(touch.location(in: self))
    tracking = ControlTracking()
    isHighlighted = false
    endTracking(touch, with: event)
    if inside, let button = self as? UIButton {
      button.performPrimaryAction()
    } else {
      sendActions(for: inside ? .touchUpInside : .touchUpOutside)
    }
    return true
  }

  /// Cancels tracking; returns `false` when nothing was tracked.
  func trackTouchesCancelled(with event: UIEvent?) -> Bool {
    guard tracking.touch != nil else { return false }
    tracking = ControlTracking()
    isHighlighted = false
    cancelTracking(with: event)
    sendActions(for: .touchCancel)
    return true
  }
}
