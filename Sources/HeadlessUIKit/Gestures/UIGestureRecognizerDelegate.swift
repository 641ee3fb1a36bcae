import Foundation

/// The methods a gesture recognizer's delegate implements to control when it begins, which
/// touches it receives and how it relates to other recognizers.
///
/// Every method is optional, as in UIKit: the protocol extension provides the answers UIKit
/// assumes when a delegate does not implement one.
@preconcurrency @MainActor
public protocol UIGestureRecognizerDelegate: NSObjectProtocol {
  /// Whether the recognizer may leave `possible` (begin, or recognize a discrete gesture).
  ///
  /// - Parameter gestureRecognizer: The recognizer.
  /// - Returns: `false` makes it fail.
  func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool

  /// Whether two recognizers may recognize at the same time.
  ///
  /// - Parameters:
  ///   - gestureRecognizer: The delegate's recognizer.
  ///   - otherGestureRecognizer: The other recognizer.
  /// - Returns: `true` lets both recognize; either delegate answering `true` is enough.
  func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool

  /// Whether the recognizer waits for another to fail.
  ///
  /// - Parameters:
  ///   - gestureRecognizer: The delegate's recognizer.
  ///   - otherGestureRecognizer: The other recognizer.
  /// - Returns: `true` makes it wait.
  func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool

  /// Whether another recognizer waits for this one to fail.
  ///
  /// - Parameters:
  ///   - gestureRecognizer: The delegate's recognizer.
  ///   - otherGestureRecognizer: The other recognizer.
  /// - Returns: `true` makes the other wait.
  func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool

  /// Whether the recognizer receives a touch that began in its view or a subview.
  ///
  /// - Parameters:
  ///   - gestureRecognizer: The recognizer.
  ///   - touch: The touch.
  /// - Returns: `false` keeps the touch from the recognizer.
  func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch)
    -> Bool

  /// Whether the recognizer receives an event.
  ///
  /// - Parameters:
  ///   - gestureRecognizer: The recognizer.
  ///   - event: The event.
  /// - Returns: `false` keeps the event's touches from the recognizer.
  func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive event: UIEvent)
    -> Bool
}

extension UIGestureRecognizerDelegate {
  /// Returns `true`: the recognizer may begin.
  ///
  /// - Parameter gestureRecognizer: The recognizer.
  /// - Returns: `true`.
  public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
    true
  }

  /// Returns `false`: recognizers exclude each other.
  ///
  /// - Parameters:
  ///   - gestureRecognizer: The delegate's recognizer.
  ///   - otherGestureRecognizer: The other recognizer.
  /// - Returns: `false`.
  public func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool {
    false
  }

  /// Returns `false`: no failure requirement.
  ///
  /// - Parameters:
  ///   - gestureRecognizer: The delegate's recognizer.
  ///   - otherGestureRecognizer: The other recognizer.
  /// - Returns: `false`.
  public func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool {
    false
  }

  /// Returns `false`: no failure requirement.
  ///
  /// - Parameters:
  ///   - gestureRecognizer: The delegate's recognizer.
  ///   - otherGestureRecognizer: The other recognizer.
  /// - Returns: `false`.
  public func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool {
    false
  }

  /// Returns `true`: the recognizer receives every touch.
  ///
  /// - Parameters:
  ///   - gestureRecognizer: The recognizer.
  ///   - touch: The touch.
  /// - Returns: `true`.
  public func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch
  ) -> Bool {
    true
  }

  /// Returns `true`: the recognizer receives every event.
  ///
  /// - Parameters:
  ///   - gestureRecognizer: The recognizer.
  ///   - event: The event.
  /// - Returns: `true`.
  public func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer, shouldReceive event: UIEvent
  ) -> Bool {
    true
  }
}
