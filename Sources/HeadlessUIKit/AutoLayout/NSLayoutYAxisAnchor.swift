import Foundation

/// An anchor for a vertical location (an edge, the centre, a baseline or a margin of a view
/// or layout guide); it relates only to other y-axis anchors.
@preconcurrency @MainActor
open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {
  /// The item and attribute the anchor stands for.
  let term: LayoutAnchorDefinition.Term

  /// Creates the anchor of an item's vertical attribute.
  ///
  /// - Parameters:
  ///   - item: The view or layout guide.
  ///   - attribute: A vertical location attribute.
  init(item: any LayoutItem, attribute: NSLayoutConstraint.Attribute) {
    term = LayoutAnchorDefinition.Term(item: item, attribute: attribute)
    super.init(definition: LayoutAnchorDefinition(item: item, attribute: attribute))
  }

  /// A dimension for the distance from the receiver to another y-axis anchor: its value is
  /// `otherAnchor − receiver`, positive when `otherAnchor` lies below.
  ///
  /// Constraints on it report `nil` as their item and `notAnAttribute` as their attribute on
  /// that side, as UIKit's do.
  ///
  /// - Parameter otherAnchor: The anchor the distance is measured to.
  /// - Returns: A dimension anchor.
  open func anchorWithOffset(to otherAnchor: NSLayoutYAxisAnchor) -> NSLayoutDimension {
    NSLayoutDimension(definition: LayoutAnchorDefinition(offsetFrom: term, to: otherAnchor.term))
  }

  /// A constraint placing the receiver below `anchor` by a multiple of the system spacing:
  /// `receiver == anchor + multiplier × 8`.
  ///
  /// The system spacing is 8 points (a decision; UIKit derives it from the items and, between
  /// baselines, from their fonts).
  ///
  /// - Parameters:
  ///   - anchor: The anchor the receiver lies below.
  ///   - multiplier: How many system spacings.
  /// - Returns: An inactive constraint.
  open func constraint(equalToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat)
    -> NSLayoutConstraint
  {
    makeSystemSpacingConstraint(.equal, after: anchor, multiplier: multiplier)
  }

  /// A constraint placing the receiver at least a multiple of the system spacing below
  /// `anchor`: `receiver >= anchor + multiplier × 8` (8 points, a decision).
  ///
  /// - Parameters:
  ///   - anchor: The anchor the receiver lies below.
  ///   - multiplier: How many system spacings.
  /// - Returns: An inactive constraint.
  open func constraint(
    greaterThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat
  ) -> NSLayoutConstraint {
    makeSystemSpacingConstraint(.greaterThanOrEqual, after: anchor, multiplier: multiplier)
  }

  /// A constraint placing the receiver at most a multiple of the system spacing below
  /// `anchor`: `receiver <= anchor + multiplier × 8` (8 points, a decision).
  ///
  /// - Parameters:
  ///   - anchor: The anchor the receiver lies below.
  ///   - multiplier: How many system spacings.
  /// - Returns: An inactive constraint.
  open func constraint(
    lessThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat
  ) -> NSLayoutConstraint {
    makeSystemSpacingConstraint(.lessThanOrEqual, after: anchor, multiplier: multiplier)
  }
}
