/// The values a variable or an expression can take over a solver's optimal solutions.
///
/// A bound is `nil` when the value can grow (or shrink) without limit. A system whose solution
/// is unique gives a range with equal bounds: ``isSingleValue``.
public struct ValueRange: Sendable, Hashable, CustomStringConvertible {
  /// The least value, or `nil` when the value is unbounded below.
  public let lowerBound: Double?
  /// The greatest value, or `nil` when the value is unbounded above.
  public let upperBound: Double?

  /// Two values closer than this are the same value: a range narrower than it holds one value.
  ///
  /// Solutions differ by rounding only (far below this) when the system determines the value.
  public static let tolerance = 1e-6

  /// Creates a range.
  ///
  /// - Parameters:
  ///   - lowerBound: The least value, or `nil` for none.
  ///   - upperBound: The greatest value, or `nil` for none.
  public init(lowerBound: Double?, upperBound: Double?) {
    self.lowerBound = lowerBound
    self.upperBound = upperBound
  }

  /// Whether the range holds one value (its bounds are within ``tolerance`` of each other).
  public var isSingleValue: Bool {
    guard let lowerBound, let upperBound else { return false }
    return upperBound - lowerBound <= Self.tolerance
  }

  /// Whether the range has no bound on either side.
  public var isUnbounded: Bool {
    lowerBound == nil && upperBound == nil
  }

  /// `[0, 100]`, `[20, inf)`, `(-inf, 50]` or `(-inf, inf)`.
  public var description: String {
    let low = lowerBound.map { "[\(formatted($0))" } ?? "(-inf"
    let high = upperBound.map { "\(formatted($0))]" } ?? "inf)"
    return "\(low), \(high)"
  }
}
