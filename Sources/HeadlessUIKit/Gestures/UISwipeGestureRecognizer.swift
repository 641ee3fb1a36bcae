import Foundation

/// A discrete recognizer of a quick stroke in one of the allowed directions.
///
/// It recognizes as soon as the fingers have travelled 50 points in an allowed direction
/// within 0.5 s of touching down, straying sideways by at most half that distance; it fails
/// when the fingers lift first, take longer, or go another way (headless thresholds: UIKit
/// does not document its own).
@preconcurrency @MainActor
open class UISwipeGestureRecognizer: UIGestureRecognizer {
  /// The directions of a swipe.
  public struct Direction: OptionSet, Sendable, Hashable {
    /// The direction bits.
    public let rawValue: UInt

    /// Creates directions from their bits.
    ///
    /// - Parameter rawValue: The bits.
    public init(rawValue: UInt) {
      self.rawValue = rawValue
    }

    /// Towards the right.
    public static let right = Direction(rawValue: 1 << 0)
    /// Towards the left.
    public static let left = Direction(rawValue: 1 << 1)
    /// Upwards.
    public static let up = Direction(rawValue: 1 << 2)
    /// Downwards.
    public static let down = Direction(rawValue: 1 << 3)
  }

  /// The directions that make the gesture; `.right` by default.
  open var direction: Direction = .right

  /// How many fingers make the gesture; 1 by default.
  open var numberOfTouchesRequired = 1

  /// How far the fingers must travel, in points.
  static let minimumDistance: CGFloat = 50

  /// How long the stroke may take, in seconds.
  static let maximumDuration: TimeInterval = 0.5

  /// Where and when the stroke started.
  private var start: (location: CGPoint, time: TimeInterval)?

  /// Receives touches that began: too many fingers fail the swipe.
  ///
  /// - Parameters:
  ///   - touches: The touches.
  ///   - event: Their event.
  open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
    if trackedTouches.count > numberOfTouchesRequired {
      state = .failed
      return
    }
    start = (centroid, HeadlessTouchClock.now)
  }

  /// Receives touches that moved: recognizes once the stroke is long enough.
  ///
  /// - Parameters:
  ///   - touches: The touches.
  ///   - event: Their event.
  open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
    guard let start, state == .possible else { return }
    if HeadlessTouchClock.now - start.time > Self.maximumDuration {
      state = .failed
      return
    }
    guard trackedTouches.count == numberOfTouchesRequired else { return }
    let location = centroid
    let dx = location.x - start.location.x
    let dy = location.y - start.location.y
    let strokes: [(Direction, along: CGFloat, across: CGFloat)] = [
      (.right, dx, dy), (.left, -dx, dy), (.down, dy, dx), (.up, -dy, dx),
    ]
    for (candidate, along, across) in strokes
    where direction.contains(candidate) && along >= Self.minimumDistance
      && abs(across) <= along / 2
    {
      state = .ended
      return
    }
  }

  /// Receives touches that ended: a stroke not yet recognized fails.
  ///
  /// - Parameters:
  ///   - touches: The touches.
  ///   - event: Their event.
  open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
    if state == .possible, pendingState == nil { state = .failed }
  }

  /// Receives cancelled touches: the swipe fails.
  ///
  /// - Parameters:
  ///   - touches: The touches.
  ///   - event: Their event.
  open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
    state = .failed
  }

  /// Forgets the stroke.
  override func resetSubclassState() {
    start = nil
  }
}
