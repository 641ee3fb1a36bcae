/// A set of edges of a rectangle, with the horizontal edges named by layout direction.
///
/// The raw values match UIKit's: top 1, leading 2, bottom 4, trailing 8. The empty set is
/// written `[]`.
public struct NSDirectionalRectEdge: OptionSet, Sendable, Hashable {
  /// The bit pattern of the set.
  public let rawValue: UInt

  /// Creates a set from its bit pattern.
  ///
  /// - Parameter rawValue: The bits; 1 top, 2 leading, 4 bottom, 8 trailing.
  public init(rawValue: UInt) {
    self.rawValue = rawValue
  }

  /// The top edge.
  public static let top = NSDirectionalRectEdge(rawValue: 1 << 0)
  /// The leading edge.
  public static let leading = NSDirectionalRectEdge(rawValue: 1 << 1)
  /// The bottom edge.
  public static let bottom = NSDirectionalRectEdge(rawValue: 1 << 2)
  /// The trailing edge.
  public static let trailing = NSDirectionalRectEdge(rawValue: 1 << 3)
  /// All four edges.
  public static let all: NSDirectionalRectEdge = [.top, .leading, .bottom, .trailing]

  /// Not available; as in UIKit's Swift interface, the empty set is spelled `[]`.
  @available(*, unavailable, message: "use [] to construct an empty option set")
  public static var none: NSDirectionalRectEdge { [] }
}
