import Foundation

/// The name of one of Core Animation's predefined timing functions.
public struct CAMediaTimingFunctionName: RawRepresentable, Hashable, Sendable {
  /// The function's name.
  public var rawValue: String

  /// Creates a name.
  public init(rawValue: String) {
    self.rawValue = rawValue
  }

  /// Even pacing: control points (0, 0) and (1, 1).
  public static let linear = CAMediaTimingFunctionName(rawValue: "linear")
  /// Slow start: control points (0.42, 0) and (1, 1).
  public static let easeIn = CAMediaTimingFunctionName(rawValue: "easeIn")
  /// Slow end: control points (0, 0) and (0.58, 1).
  public static let easeOut = CAMediaTimingFunctionName(rawValue: "easeOut")
  /// Slow start and end: control points (0.42, 0) and (0.58, 1).
  public static let easeInEaseOut = CAMediaTimingFunctionName(rawValue: "easeInEaseOut")
  /// The system default: control points (0.25, 0.1) and (0.25, 1).
  public static let `default` = CAMediaTimingFunctionName(rawValue: "default")
}

/// A cubic Bézier curve from (0, 0) to (1, 1) that maps an animation's elapsed fraction of
/// time to the fraction of its change.
open class CAMediaTimingFunction: NSObject, @unchecked Sendable {
  /// The two inner control points.
  private let points: (Float, Float, Float, Float)

  /// Creates a predefined timing function.
  ///
  /// - Parameter name: One of the predefined names; an unknown name gives the linear curve.
  public convenience init(name: CAMediaTimingFunctionName) {
    switch name {
    case .easeIn: self.init(controlPoints: 0.42, 0, 1, 1)
    case .easeOut: self.init(controlPoints: 0, 0, 0.58, 1)
    case .easeInEaseOut: self.init(controlPoints: 0.42, 0, 0.58, 1)
    case .default: self.init(controlPoints: 0.25, 0.1, 0.25, 1)
    default: self.init(controlPoints: 0, 0, 1, 1)
    }
  }

  /// Creates a timing function from its two inner control points.
  ///
  /// - Parameters:
  ///   - c1x: The first control point's x, clamped to 0…1.
  ///   - c1y: The first control point's y.
  ///   - c2x: The second control point's x, clamped to 0…1.
  ///   - c2y: The second control point's y.
  public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {
    points = (min(max(c1x, 0), 1), c1y, min(max(c2x, 0), 1), c2y)
    super.init()
  }

  /// Writes one of the curve's four control points, x then y, to `ptr`.
  ///
  /// - Parameters:
  ///   - idx: 0 (the start, (0, 0)), 1, 2 or 3 (the end, (1, 1)); other indices write nothing.
  ///   - ptr: Room for two `Float`s.
  open func getControlPoint(_ idx: Int, values ptr: UnsafeMutablePointer<Float>) {
    switch idx {
    case 0: (ptr[0], ptr[1]) = (0, 0)
    case 1: (ptr[0], ptr[1]) = (points.0, points.1)
    case 2: (ptr[0], ptr[1]) = (points.2, points.3)
    case 3: (ptr[0], ptr[1]) = (1, 1)
    default: break
    }
  }

  /// Two timing functions are equal when their control points are.
  open override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? CAMediaTimingFunction else { return false }
    return points == other.points
  }

  /// A hash consistent with `isEqual(_:)`.
  open override var hash: Int {
    var hasher = Hasher()
    hasher.combine(points.0)
    hasher.combine(points.1)
    hasher.combine(points.2)
    hasher.combine(points.3)
    return hasher.finalize()
  }

  /// The fraction of change at a fraction of elapsed time, both in 0…1.
  ///
  /// Solves the curve's x(s) = `time` for the parameter s by bisection and returns y(s).
  package func value(at time: Double) -> Double {
    let t = min(max(time, 0), 1)
    let (x1, y1, x2, y2) = (Double(points.0), Double(points.1), Double(points.2), Double(points.3))
    func bezier(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
      let u = 1 - s
      return 3 * u * u * s * p1 + 3 * u * s * s * p2 + s * s * s
    }
    var low = 0.0
    var high = 1.0
    for _ in 0..<60 {
      let mid = (low + high) / 2
      if bezier(mid, x1, x2) < t { low = mid } else { high = mid }
    }
    return bezier((low + high) / 2, y1, y2)
  }
}
