/// A set of physical edges of a rectangle.
///
/// The raw values match UIKit's: top 1, left 2, bottom 4, right 8. The empty set is written `[]`.
public struct UIRectEdge: OptionSet, Sendable, Hashable {
  /// The bit pattern of the set.
  public let rawValue: UInt

  /// Creates a set from its bit pattern.
  ///
  /// - Parameter rawValue: The bits; 1 top, 2 left, 4 bottom, 8 right.
  public init(rawValue: UInt) {
    self.rawValue = rawValue
  }

  /// The top edge.
  public static let top = UIRectEdge(rawValue: 1 << 0)
  /// The left edge.
  public static let left = UIRectEdge(rawValue: 1 << 1)
  /// The bottom edge.
  public static let bottom = UIRectEdge(rawValue: 1 << 2)
  /// The right edge.
  public static let right = UIRectEdge(rawValue: 1 << 3)
  /// All four edges.
  public static let all: UIRectEdge = [.top, .left, .bottom, .right]

  /// Not available; as in UIKit's Swift interface, the empty set is spelled `[]`.
  @available(*, unavailable, message: "use [] to construct an empty option set")
  public static var none: UIRectEdge { [] }
}
