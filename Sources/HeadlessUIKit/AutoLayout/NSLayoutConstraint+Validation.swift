import Foundation

/// Creating constraints with UIKit's argument checks and messages.
///
/// The messages are UIKit's `NSInvalidArgumentException` reasons for
/// `init(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)`, prefixed
/// `NSLayoutConstraint for <first item's description>:` as UIKit has printed them since iOS 10.
/// Two locations of different axes (`left` with `top`) pass creation, as in UIKit, and stop
/// at activation instead.
extension NSLayoutConstraint {
  /// The two sides of a constraint made from items, after UIKit's checks.
  struct Sides {
    /// The first item's attribute.
    let first: LayoutAnchorDefinition
    /// The second item's attribute, or `nil` when the first is related to the constant.
    let second: LayoutAnchorDefinition?
  }

  /// Creates a constraint from two sides, as every anchor factory does.
  ///
  /// A second side with a multiplier of 0 is dropped and the multiplier stays 1, as UIKit
  /// does.
  ///
  /// - Parameters:
  ///   - first: The first side.
  ///   - relation: The relation.
  ///   - second: The second side, or `nil`.
  ///   - multiplier: The factor of the second side.
  ///   - constant: The constant; it must be finite.
  convenience init(
    anchor first: LayoutAnchorDefinition, relatedBy relation: Relation,
    toAnchor second: LayoutAnchorDefinition?, multiplier: CGFloat, constant: CGFloat
  ) {
    self.init()
    firstAnchorDefinition = first
    storedRelation = relation
    if let second, multiplier != 0 {
      guard multiplier.isFinite else {
        preconditionFailure(
          "NSInternalInconsistencyException: Multiplier is not finite!  That's illegal.  "
            + "multiplier:\(GeometryFormat.number(multiplier))")
      }
      storedMultiplier = Float(multiplier)
      secondAnchorDefinition = second
    }
    storedConstant = checkedConstant(constant)
  }

  /// Checks the arguments of `init(item:…)` as UIKit does and returns the two sides.
  ///
  /// - Parameters:
  ///   - item: The first item.
  ///   - attribute: The first attribute.
  ///   - toItem: The second item, or `nil`.
  ///   - toAttribute: The second attribute.
  ///   - multiplier: The multiplier (0 drops the second side).
  /// - Returns: The sides.
  static func validatedSides(
    item: Any, attribute: Attribute, toItem: Any?, attribute toAttribute: Attribute,
    multiplier: CGFloat
  ) -> Sides {
    func fail(_ reason: String) -> Never {
      preconditionFailure(
        "NSInvalidArgumentException: NSLayoutConstraint for \(String(describing: item)): \(reason)")
    }
    guard let first = item as? any LayoutItem else {
      fail("Constraint items must each be a view or layout guide.")
    }
    var second: (any LayoutItem)?
    if let toItem {
      guard let item = toItem as? any LayoutItem else {
        fail("Constraint items must each be a view or layout guide.")
      }
      second = item
    }
    let firstSide = LayoutAnchorDefinition(item: first, attribute: attribute)
    guard attribute != .notAnAttribute else {
      fail("Invalid pairing of layout attributes.")
    }
    guard !attribute.isLocation || (second != nil && multiplier != 0) else {
      fail(
        "A multiplier of 0 or a nil second item together with a location for the "
          + "first attribute creates an illegal constraint of a location equal to a constant. "
          + "Location attributes must be specified in pairs.")
    }
    guard let second, multiplier != 0 else { return Sides(first: firstSide, second: nil) }
    // A size related to an item's `notAnAttribute` is related to its constant only.
    if toAttribute == .notAnAttribute, !attribute.isLocation {
      return Sides(first: firstSide, second: nil)
    }
    guard toAttribute != .notAnAttribute, toAttribute.isLocation == attribute.isLocation else {
      fail("Invalid pairing of layout attributes.")
    }
    guard
      !(attribute.isDirectional && toAttribute.isAbsoluteHorizontal)
        && !(attribute.isAbsoluteHorizontal && toAttribute.isDirectional)
    else {
      fail(
        "A constraint cannot be made between a leading/trailing attribute and a "
          + "right/left attribute. Use leading/trailing for both or neither.")
    }
    return Sides(
      first: firstSide, second: LayoutAnchorDefinition(item: second, attribute: toAttribute))
  }
}
