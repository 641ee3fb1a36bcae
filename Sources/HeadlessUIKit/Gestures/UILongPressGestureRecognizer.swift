import Foundation

/// A continuous recognizer of fingers held down without moving.
///
/// It begins once the fingers have stayed down for ``minimumPressDuration`` within
/// ``allowableMovement`` of where they touched down (after ``numberOfTapsRequired`` taps, each
/// beginning within 0.35 s of the previous one lifting), changes as they then move, and ends
/// when they lift. It fails when the fingers move too far or lift too early.
@preconcurrency @MainActor
open class UILongPressGestureRecognizer: UIGestureRecognizer {
  /// The taps before the press; 0 by default.
  open var numberOfTapsRequired = 0

  /// How many fingers make the press; 1 by default.
  open var numberOfTouchesRequired = 1

  /// How long the fingers must stay down, in seconds; 0.5 by default.
  open var minimumPressDuration: TimeInterval = 0.5

  /// How far the fingers may move before the gesture begins, in points; 10 by default.
  open var allowableMovement: CGFloat = 10

  /// Where the press started, in window coordinates.
  private var pressStart: CGPoint?

  /// The taps completed before the press.
  private var completedTaps = 0

  /// Receives touches that began: starts the press timer once enough fingers are down.
  ///
  /// - Parameters:
  ///   - touches: The touches.
  ///   - event: Their event.
  open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
    guard state == .possible else { return }
    if trackedTouches.count > numberOfTouchesRequired {
      state = .failed
      return
    }
    deadline = nil
    if trackedTouches.count == numberOfTouchesRequired {
      pressStart = centroid
      if completedTaps == numberOfTapsRequired {
        deadline = HeadlessTouchClock.now + minimumPressDuration
      }
    }
  }

  /// Receives touches that moved: too far before the gesture began fails it; afterwards each
  /// move is a change.
  ///
  /// - Parameters:
  ///   - touches: The touches.
  ///   - event: Their event.
  open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
    if isActive {
      state = .changed
      return
    }
    guard state == .possible, let pressStart else { return }
    let location = centroid
    if hypot(location.x - pressStart.x, location.y - pressStart.y) > allowableMovement {
      state = .failed
    }
  }

  /// Receives touches that ended: ends the gesture, counts a preliminary tap, or fails a
  /// press that lifted too early.
  ///
  /// - Parameters:
  ///   - touches: The touches.
  ///   - event: Their event.
  open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
    if isActive {
      state = .ended
      return
    }
    guard state == .possible, pendingState == nil else { return }
    if completedTaps < numberOfTapsRequired, touches.count == trackedTouches.count {
      completedTaps += 1
      deadline = HeadlessTouchClock.now + UITapGestureRecognizer.maximumTapInterval
      return
    }
    state = .failed
  }

  /// Receives cancelled touches: a gesture under way is cancelled, otherwise it fails.
  ///
  /// - Parameters:
  ///   - touches: The touches.
  ///   - event: Their event.
  open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
    state = isActive ? .cancelled : .failed
  }

  /// The press lasted long enough (it begins) or the next tap did not come (it fails).
  override func deadlinePassed() {
    guard state == .possible else { return }
    state = trackedTouches.count == numberOfTouchesRequired ? .began : .failed
  }

  /// Forgets the press.
  override func resetSubclassState() {
    pressStart = nil
    completedTaps = 0
  }
}
