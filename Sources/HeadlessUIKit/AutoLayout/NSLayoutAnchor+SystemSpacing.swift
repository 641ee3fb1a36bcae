import Foundation

extension NSLayoutConstraint {
  /// The system spacing between two anchors, in points: 8 (decision: UIKit derives it from
  /// the items, their fonts and the trait environment; HeadlessUIKit uses UIKit's standard
  /// spacing between sibling views everywhere).
  static let systemSpacing: CGFloat = 8
}

/// Constraints at a multiple of the system spacing (`constraint(equalToSystemSpacingAfter:…)`
/// and `constraint(equalToSystemSpacingBelow:…)`).
extension NSLayoutAnchor {
  /// The constraint `receiver (relation) anchor + multiplier × systemSpacing`: the receiver
  /// trails (or lies below) `anchor` by a multiple of the system spacing.
  ///
  /// The constraint's ``NSLayoutConstraint/multiplier`` is 1 and its constant the spacing
  /// times `multiplier`. At least one of the anchors must still have its item, or the process
  /// stops with UIKit's message.
  ///
  /// - Parameters:
  ///   - relation: The relation.
  ///   - anchor: The anchor the receiver is placed after or below.
  ///   - multiplier: How many system spacings.
  /// - Returns: An inactive constraint.
  func makeSystemSpacingConstraint(
    _ relation: NSLayoutConstraint.Relation, after anchor: NSLayoutAnchor<AnchorType>,
    multiplier: CGFloat
  ) -> NSLayoutConstraint {
    guard !definition.items.isEmpty || !anchor.definition.items.isEmpty else {
      preconditionFailure(
        "NSInvalidArgumentException: Cannot create a standard spacing constraint between "
          + "anchors '\(self)' and '\(anchor)': at least one anchor must be associated with a "
          + "view or a guide")
    }
    return makeConstraint(
      relation, to: anchor.definition, multiplier: 1,
      constant: multiplier * NSLayoutConstraint.systemSpacing)
  }
}
