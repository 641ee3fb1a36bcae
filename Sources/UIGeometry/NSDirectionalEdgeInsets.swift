import Foundation

/// Inset distances for the four edges of a rectangle, in points, with the horizontal edges named
/// by layout direction (leading and trailing) rather than by physical side.
public struct NSDirectionalEdgeInsets: Sendable, Equatable, Hashable {
  /// The inset of the top edge.
  public var top: CGFloat
  /// The inset of the leading edge: left in left-to-right layouts, right in right-to-left ones.
  public var leading: CGFloat
  /// The inset of the bottom edge.
  public var bottom: CGFloat
  /// The inset of the trailing edge: right in left-to-right layouts, left in right-to-left ones.
  public var trailing: CGFloat

  /// Creates insets with every edge set to zero.
  public init() {
    self.init(top: 0, leading: 0, bottom: 0, trailing: 0)
  }

  /// Creates insets from the four edge distances.
  ///
  /// - Parameters:
  ///   - top: The inset of the top edge.
  ///   - leading: The inset of the leading edge.
  ///   - bottom: The inset of the bottom edge.
  ///   - trailing: The inset of the trailing edge.
  public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }

  /// Insets of zero on every edge.
  public static let zero = NSDirectionalEdgeInsets()
}

extension NSDirectionalEdgeInsets {
  /// Converts physical insets to layout-direction-relative ones.
  ///
  /// Not UIKit API. In a left-to-right layout left maps to leading; in right-to-left it maps to
  /// trailing.
  ///
  /// - Parameters:
  ///   - insets: The physical insets to convert.
  ///   - isRightToLeft: Whether the layout direction is right-to-left.
  package init(_ insets: UIEdgeInsets, isRightToLeft: Bool) {
    self.init(
      top: insets.top,
      leading: isRightToLeft ? insets.right : insets.left,
      bottom: insets.bottom,
      trailing: isRightToLeft ? insets.left : insets.right
    )
  }
}
