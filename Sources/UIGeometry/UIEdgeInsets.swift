import Foundation

/// Inset distances for the four edges of a rectangle, in points, named by physical side.
///
/// Positive values move an edge toward the rectangle's centre; negative values move it outward.
/// See `CGRect.inset(by:)` for how insets apply to a rectangle.
public struct UIEdgeInsets: Sendable, Equatable, Hashable {
  /// The inset of the top edge.
  public var top: CGFloat
  /// The inset of the left edge.
  public var left: CGFloat
  /// The inset of the bottom edge.
  public var bottom: CGFloat
  /// The inset of the right edge.
  public var right: CGFloat

  /// Creates insets with every edge set to zero.
  public init() {
    self.init(top: 0, left: 0, bottom: 0, right: 0)
  }

  /// Creates insets from the four edge distances.
  ///
  /// - Parameters:
  ///   - top: The inset of the top edge.
  ///   - left: The inset of the left edge.
  ///   - bottom: The inset of the bottom edge.
  ///   - right: The inset of the right edge.
  public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }

  /// Insets of zero on every edge.
  public static let zero = UIEdgeInsets()
}

extension UIEdgeInsets {
  /// Converts layout-direction-relative insets to physical ones.
  ///
  /// Not UIKit API. In a left-to-right layout leading maps to left; in right-to-left it maps to
  /// right.
  ///
  /// - Parameters:
  ///   - insets: The directional insets to convert.
  ///   - isRightToLeft: Whether the layout direction is right-to-left.
  package init(_ insets: NSDirectionalEdgeInsets, isRightToLeft: Bool) {
    self.init(
      top: insets.top,
      left: isRightToLeft ? insets.trailing : insets.leading,
      bottom: insets.bottom,
      right: isRightToLeft ? insets.leading : insets.trailing
    )
  }
}
