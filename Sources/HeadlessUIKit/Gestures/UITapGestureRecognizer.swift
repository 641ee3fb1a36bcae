import Foundation

/// A discrete recognizer of one or more taps with one or more fingers.
///
/// It recognizes when the required number of fingers has touched down and lifted the
/// required number of times, each tap starting within 0.35 s of the previous one lifting.
/// It fails when more fingers touch down than required, when a finger moves more than 10
/// points (headless thresholds: UIKit does not document its own), or when the next tap does
/// not come in time.
@preconcurrency @MainActor
open class UITapGestureRecognizer: UIGestureRecognizer {
  /// How many taps make the gesture; 1 by default.
  open var numberOfTapsRequired = 1

  /// How many fingers each tap is made with; 1 by default.
  open var numberOfTouchesRequired = 1

  /// How far a finger may move during a tap, in points.
  static let allowableMovement: CGFloat = 10

  /// How long after a tap lifts the next one must begin.
  static let maximumTapInterval: TimeInterval = 0.35

  /// The taps completed so far.
  private var completedTaps = 0

  /// The most fingers down at once in the current tap.
  private var fingersInTap = 0

  /// Receives touches that began: counts the fingers of the tap.
  ///
  /// - Parameters:
  ///   - touches: The touches.
  ///   - event: Their event.
  open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
    guard pendingState == nil else { return }
    deadline = nil
    fingersInTap = max(fingersInTap, trackedTouches.count)
    if trackedTouches.count > numberOfTouchesRequired { state = .failed }
  }

  /// Receives touches that moved: a finger moving too far fails the tap.
  ///
  /// - Parameters:
  ///   - touches: The touches.
  ///   - event: Their event.
  open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
    guard pendingState == nil else { return }
    for touch in touches {
      let start = touch.startWindowLocation
      let location = touch.windowLocation
      if hypot(location.x - start.x, location.y - start.y) > Self.allowableMovement {
        state = .failed
        return
      }
    }
  }

  /// Receives touches that ended: the last finger up completes a tap.
  ///
  /// - Parameters:
  ///   - touches: The touches.
  ///   - event: Their event.
  open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
    guard pendingState == nil, touches.count == trackedTouches.count else { return }
    guard fingersInTap == numberOfTouchesRequired else {
      state = .failed
      return
    }
    completedTaps += 1
    fingersInTap = 0
    if completedTaps >= numberOfTapsRequired {
      state = .ended
    } else {
      deadline = HeadlessTouchClock.now + Self.maximumTapInterval
    }
  }

  /// Receives cancelled touches: the tap fails.
  ///
  /// - Parameters:
  ///   - touches: The touches.
  ///   - event: Their event.
  open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
    state = .failed
  }

  /// The next tap did not come in time.
  override func deadlinePassed() {
    state = .failed
  }

  /// Forgets the taps counted.
  override func resetSubclassState() {
    completedTaps = 0
    fingersInTap = 0
  }
}
