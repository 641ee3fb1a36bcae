import Foundation

/// An anchor for a horizontal location (an edge, the centre or a margin of a view or layout
/// guide); it relates only to other x-axis anchors.
@preconcurrency @MainActor
open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {
  /// The item and attribute the anchor stands for.
  let term: LayoutAnchorDefinition.Term

  /// Creates the anchor of an item's horizontal attribute.
  ///
  /// - Parameters:
  ///   - item: The view or layout guide.
  ///   - attribute: A horizontal location attribute.
  init(item: any LayoutItem, attribute: NSLayoutConstraint.Attribute) {
    term = LayoutAnchorDefinition.Term(item: item, attribute: attribute)
    super.init(definition: LayoutAnchorDefinition(item: item, attribute: attribute))
  }

  /// A dimension for the distance from the receiver to another x-axis anchor: its value is
  /// `otherAnchor − receiver`, positive when `otherAnchor` lies to the right.
  ///
  ///     // The gap between two labels equals the gap between two images.
  ///     a.trailingAnchor.anchorWithOffset(to: b.leadingAnchor)
  ///       .constraint(equalTo: c.trailingAnchor.anchorWithOffset(to: d.leadingAnchor))
  ///
  /// Constraints on it report `nil` as their item and `notAnAttribute` as their attribute on
  /// that side, as UIKit's do.
  ///
  /// - Parameter otherAnchor: The anchor the distance is measured to.
  /// - Returns: A dimension anchor.
  open func anchorWithOffset(to otherAnchor: NSLayoutXAxisAnchor) -> NSLayoutDimension {
    NSLayoutDimension(definition: LayoutAnchorDefinition(offsetFrom: term, to: otherAnchor.term))
  }

  /// A constraint placing the receiver after `anchor` by a multiple of the system spacing:
  /// `receiver == anchor + multiplier × 8`.
  ///
  /// The system spacing is 8 points (a decision; UIKit derives it from the items and their
  /// fonts). With leading and trailing anchors, "after" follows the layout direction.
  ///
  /// - Parameters:
  ///   - anchor: The anchor the receiver follows.
  ///   - multiplier: How many system spacings.
  /// - Returns: An inactive constraint.
  open func constraint(equalToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat)
    -> NSLayoutConstraint
  {
    makeSystemSpacingConstraint(.equal, after: anchor, multiplier: multiplier)
  }

  /// A constraint placing the receiver at least a multiple of the system spacing after
  /// `anchor`: `receiver >= anchor + multiplier × 8` (8 points, a decision).
  ///
  /// - Parameters:
  ///   - anchor: The anchor the receiver follows.
  ///   - multiplier: How many system spacings.
  /// - Returns: An inactive constraint.
  open func constraint(
    greaterThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat
  ) -> NSLayoutConstraint {
    makeSystemSpacingConstraint(.greaterThanOrEqual, after: anchor, multiplier: multiplier)
  }

  /// A constraint placing the receiver at most a multiple of the system spacing after
  /// `anchor`: `receiver <= anchor + multiplier × 8` (8 points, a decision).
  ///
  /// - Parameters:
  ///   - anchor: The anchor the receiver follows.
  ///   - multiplier: How many system spacings.
  /// - Returns: An inactive constraint.
  open func constraint(
    lessThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat
  ) -> NSLayoutConstraint {
    makeSystemSpacingConstraint(.lessThanOrEqual, after: anchor, multiplier: multiplier)
  }
}
