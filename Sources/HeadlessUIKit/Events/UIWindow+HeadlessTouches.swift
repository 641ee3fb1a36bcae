import Foundation

/// The first responder, the keyboard and the touch session of a window.
struct WindowResponderState {
  /// The window's first responder.
  weak var firstResponder: UIResponder?
  /// The responder that showed the keyboard, when the keyboard is up.
  weak var keyboardOwner: UIResponder?
  /// The keyboard's frame in screen coordinates, when it is up.
  var keyboardFrame: CGRect?
  /// The height the keyboard shows with for a text input.
  var keyboardHeight: CGFloat = 336
  /// Whether first-responder status is passing from one responder to another (the keyboard
  /// stays up between two text inputs).
  var isTransferringFirstResponder = false
  /// The window's touches, made on the first touch.
  var touchSession: TouchSession?
}

/// Sending touches to a window: the HeadlessUIKit touch driver.
///
/// Every method is a HeadlessUIKit addition. Points are in the window's coordinate space.
/// Each touch is hit-tested with `hitTest(_:with:)` as UIKit does (a hidden window, or a point
/// outside every view, hits nothing), goes to the gesture recognizers of the hit view and its
/// ancestors, then to the hit view, and runs the recognizers' state machines. Time is the
/// headless touch clock, which moves only when the driver moves it. The gesture methods
/// (``headlessTap(at:numberOfTaps:)``, ``headlessPan(from:to:steps:duration:)``,
/// ``headlessLongPress(at:duration:)``, ``headlessPinch(at:scale:steps:)``,
/// ``headlessRotationGesture(at:angle:steps:)``) end the touch sequence: timers fall due,
/// recognizers still possible fail, and the recognizers return to `possible` on the next turn
/// of the main queue, so their final state can be read right after the call.
extension UIWindow {
  /// The window's touch session.
  var touchSession: TouchSession {
    if let session = responderState.touchSession { return session }
    let session = TouchSession(window: self)
    responderState.touchSession = session
    return session
  }

  /// Taps a point with one finger, once or several times in quick succession (a
  /// HeadlessUIKit addition).
  ///
  ///     window.headlessTap(at: button.center)
  ///
  /// Each tap lasts 0.05 s and the taps are 0.1 s apart, so their touches carry tap counts
  /// 1, 2, … as UIKit's do.
  ///
  /// - Parameters:
  ///   - point: The point, in window coordinates.
  ///   - numberOfTaps: How many taps.
  public func headlessTap(at point: CGPoint, numberOfTaps: Int = 1) {
    let session = touchSession
    for index in 0..<max(1, numberOfTaps) {
      if index > 0 { session.advanceClock(by: 0.1) }
      let touches = session.begin(at: [point])
      session.advanceClock(by: 0.05)
      session.end(touches)
    }
    session.settle()
  }

  /// Drags one finger in a straight line (a HeadlessUIKit addition).
  ///
  /// - Parameters:
  ///   - start: Where the finger touches down, in window coordinates.
  ///   - end: Where it lifts.
  ///   - steps: How many moves the drag is made of.
  ///   - duration: How long the drag takes, in seconds; with the distance it gives the
  ///     velocity a pan recognizer reports.
  public func headlessPan(
    from start: CGPoint, to end: CGPoint, steps: Int = 10, duration: TimeInterval = 0.25
  ) {
    let session = touchSession
    let touches = session.begin(at: [start])
    let count = max(1, steps)
    for step in 1...count {
      session.advanceClock(by: duration / Double(count))
      let fraction = CGFloat(step) / CGFloat(count)
      let point = CGPoint(
        x: start.x + (end.x - start.x) * fraction, y: start.y + (end.y - start.y) * fraction)
      session.move(touches, to: [point])
    }
    session.end(touches)
    session.settle()
  }

  /// Presses one finger on a point for a while without moving (a HeadlessUIKit addition).
  ///
  /// - Parameters:
  ///   - point: The point, in window coordinates.
  ///   - duration: How long the finger stays down, in seconds.
  public func headlessLongPress(at point: CGPoint, duration: TimeInterval = 1) {
    let session = touchSession
    let touches = session.begin(at: [point])
    session.advanceClock(by: duration)
    session.end(touches)
    session.settle()
  }

  /// Pinches two fingers around a point (a HeadlessUIKit addition).
  ///
  /// The fingers start 100 points apart on a horizontal line through `center` and end
  /// `100 × scale` points apart.
  ///
  /// - Parameters:
  ///   - center: The point between the fingers, in window coordinates.
  ///   - scale: The final distance over the first: above 1 spreads, below 1 pinches.
  ///   - steps: How many moves the pinch is made of.
  public func headlessPinch(at center: CGPoint, scale: CGFloat, steps: Int = 10) {
    twoFingerGesture(at: center, steps: steps) { fraction in
      (radius: 50 * (1 + (scale - 1) * fraction), angle: 0)
    }
  }

  /// Turns two fingers around a point (a HeadlessUIKit addition).
  ///
  /// The fingers stay 100 points apart and turn by `angle` radians, clockwise on the screen
  /// for positive angles, as UIKit's rotation is measured.
  ///
  /// - Parameters:
  ///   - center: The point between the fingers, in window coordinates.
  ///   - angle: The rotation, in radians.
  ///   - steps: How many moves the rotation is made of.
  public func headlessRotationGesture(at center: CGPoint, angle: CGFloat, steps: Int = 10) {
    twoFingerGesture(at: center, steps: steps) { fraction in
      (radius: 50, angle: angle * fraction)
    }
  }

  /// Puts fingers down without lifting them (a HeadlessUIKit addition), for touch sequences
  /// the gesture methods do not make.
  ///
  /// - Parameter points: A point per finger, in window coordinates.
  /// - Returns: The touches, to pass to ``headlessMoveTouches(_:to:)`` and
  ///   ``headlessLiftTouches(_:)``.
  @discardableResult
  public func headlessTouchDown(at points: [CGPoint]) -> [UITouch] {
    touchSession.begin(at: points)
  }

  /// Moves fingers that are down (a HeadlessUIKit addition).
  ///
  /// - Parameters:
  ///   - touches: The touches, from ``headlessTouchDown(at:)``.
  ///   - points: Their new locations, in window coordinates.
  public func headlessMoveTouches(_ touches: [UITouch], to points: [CGPoint]) {
    touchSession.move(touches, to: points)
  }

  /// Lifts fingers (a HeadlessUIKit addition); when the last one lifts, the touch sequence
  /// ends as the gesture methods end it.
  ///
  /// - Parameter touches: The touches.
  public func headlessLiftTouches(_ touches: [UITouch]) {
    touchSession.end(touches)
    touchSession.settle()
  }

  /// Cancels fingers, as the system does when it takes the touches (a HeadlessUIKit
  /// addition).
  ///
  /// - Parameter touches: The touches.
  public func headlessCancelTouches(_ touches: [UITouch]) {
    touchSession.cancel(touches)
    touchSession.settle()
  }

  /// Lets time pass on the headless touch clock with the fingers where they are (a
  /// HeadlessUIKit addition); the recognizers' timers that fall due fire.
  ///
  /// - Parameter interval: The time, in seconds.
  public func headlessAdvanceTouchClock(by interval: TimeInterval) {
    touchSession.advanceClock(by: interval)
  }

  /// Runs a two-finger gesture around a point.
  private func twoFingerGesture(
    at center: CGPoint, steps: Int,
    shape: (CGFloat) -> (radius: CGFloat, angle: CGFloat)
  ) {
    func points(_ fraction: CGFloat) -> [CGPoint] {
      let (radius, angle) = shape(fraction)
      let dx = radius * cos(angle)
      let dy = radius * sin(angle)
      return [
        CGPoint(x: center.x - dx, y: center.y - dy), CGPoint(x: center.x + dx, y: center.y + dy),
      ]
    }
    let session = touchSession
    let touches = session.begin(at: points(0))
    let count = max(1, steps)
    for step in 1...count {
      session.advanceClock(by: 0.025)
      session.move(touches, to: points(CGFloat(step) / CGFloat(count)))
    }
    session.end(touches)
    session.settle()
  }
}
