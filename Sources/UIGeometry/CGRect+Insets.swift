import Foundation

extension CGRect {
  /// Returns this rectangle with each edge moved inward by the matching inset.
  ///
  /// This is UIKit's `UIEdgeInsetsInsetRect` arithmetic, applied to the stored fields as they
  /// are: the origin moves by (`left`, `top`) and the size shrinks by (`left + right`,
  /// `top + bottom`). Unlike `insetBy(dx:dy:)` the rectangle is *not* standardized first and a
  /// negative result is *not* turned into the null rectangle; the size may become negative.
  /// Negative insets grow the rectangle. Example: (0, 0, 100, 50) inset by
  /// (top 10, left 10, bottom −20, right −20) is (10, 10, 110, 60).
  ///
  /// - Parameter insets: The distance to move each edge toward the centre.
  /// - Returns: The inset rectangle.
  public func inset(by insets: UIEdgeInsets) -> CGRect {
    CGRect(
      x: origin.x + insets.left,
      y: origin.y + insets.top,
      width: size.width - (insets.left + insets.right),
      height: size.height - (insets.top + insets.bottom)
    )
  }
}
