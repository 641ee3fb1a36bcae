import HeadlessUIKit
import Testing

/// A subclass as libraries declare them; it inherits UIKit's convenience initializer.
final class ProbeLayoutConstraint: NSLayoutConstraint {}

/// `NSLayoutConstraint` as created: attributes and relations with UIKit's raw values (spec
/// 5.2), and what a new constraint reports (spec 5.1, peers A9).
@MainActor
@Suite struct NSLayoutConstraintTests {
  @Test func attributesHaveUIKitsRawValues() {
    let expected: [(NSLayoutConstraint.Attribute, Int)] = [
      (.notAnAttribute, 0), (.left, 1), (.right, 2), (.top, 3), (.bottom, 4), (.leading, 5),
      (.trailing, 6), (.width, 7), (.height, 8), (.centerX, 9), (.centerY, 10),
      (.lastBaseline, 11), (.firstBaseline, 12), (.leftMargin, 13), (.rightMargin, 14),
      (.topMargin, 15), (.bottomMargin, 16), (.leadingMargin, 17), (.trailingMargin, 18),
      (.centerXWithinMargins, 19), (.centerYWithinMargins, 20),
    ]
    for (attribute, rawValue) in expected {
      #expect(attribute.rawValue == rawValue)
      #expect(NSLayoutConstraint.Attribute(rawValue: rawValue) == attribute)
    }
    #expect(NSLayoutConstraint.Attribute(rawValue: 21) == nil)
  }

  @Test func relationsHaveUIKitsRawValues() {
    #expect(NSLayoutConstraint.Relation.lessThanOrEqual.rawValue == -1)
    #expect(NSLayoutConstraint.Relation.equal.rawValue == 0)
    #expect(NSLayoutConstraint.Relation.greaterThanOrEqual.rawValue == 1)
  }

  // Peers A9: a constraint echoes its arguments, is required and inactive.
  @Test func aNewConstraintEchoesItsArguments() {
    let a = UIView()
    let b = UIView()
    let constraint = NSLayoutConstraint(
      item: a, attribute: .leading, relatedBy: .greaterThanOrEqual, toItem: b,
      attribute: .trailing, multiplier: 2, constant: 8)
    #expect(constraint.firstItem === a)
    #expect(constraint.firstAttribute == .leading)
    #expect(constraint.relation == .greaterThanOrEqual)
    #expect(constraint.secondItem === b)
    #expect(constraint.secondAttribute == .trailing)
    #expect(constraint.multiplier == 2)
    #expect(constraint.constant == 8)
    #expect(constraint.priority == .required)
    #expect(!constraint.isActive)
    #expect(constraint.identifier == nil)
  }

  // Spec 5.1: without a second item the second attribute is notAnAttribute, whatever was
  // passed, and UIKit keeps the multiplier at 1.
  @Test func aSizeWithoutSecondItemReportsNotAnAttribute() {
    let view = UIView()
    let constraint = NSLayoutConstraint(
      item: view, attribute: .height, relatedBy: .equal, toItem: nil, attribute: .height,
      multiplier: 3, constant: 44)
    #expect(constraint.secondItem == nil)
    #expect(constraint.secondAttribute == .notAnAttribute)
    #expect(constraint.multiplier == 1)
    #expect(constraint.constant == 44)
  }

  @Test func aSizeWithMultiplierZeroDropsTheSecondItem() {
    let view = UIView()
    let other = UIView()
    let constraint = NSLayoutConstraint(
      item: view, attribute: .width, relatedBy: .equal, toItem: other, attribute: .width,
      multiplier: 0, constant: 10)
    #expect(constraint.secondItem == nil)
    #expect(constraint.secondAttribute == .notAnAttribute)
    #expect(constraint.multiplier == 1)
  }

  @Test func aSizeRelatedToAnItemsNotAnAttributeIsRelatedToItsConstant() {
    let view = UIView()
    let other = UIView()
    let constraint = NSLayoutConstraint(
      item: view, attribute: .width, relatedBy: .equal, toItem: other, attribute: .notAnAttribute,
      multiplier: 1, constant: 100)
    #expect(constraint.secondItem == nil)
    #expect(constraint.secondAttribute == .notAnAttribute)
  }

  // UIKit keeps the multiplier in single precision.
  @Test func theMultiplierIsKeptInSinglePrecision() {
    let view = UIView()
    let constraint = view.widthAnchor.constraint(equalTo: view.heightAnchor, multiplier: 0.1)
    #expect(constraint.multiplier == CGFloat(Float(0.1)))
    #expect(constraint.multiplier != 0.1)
  }

  @Test func theConstantChanges() {
    let constraint = UIView().widthAnchor.constraint(equalToConstant: 10)
    constraint.constant = -4.5
    #expect(constraint.constant == -4.5)
  }

  // A constant beyond UIKit's limit of 1e10 is clamped, with UIKit's warning (logged once).
  @Test func aHugeConstantIsClampedWithUIKitsWarning() {
    let constraint = UIView().widthAnchor.constraint(lessThanOrEqualToConstant: 10)
    let messages = Diagnostics.capture {
      constraint.constant = .greatestFiniteMagnitude
    }.filter { $0.contains("exceeds internal limits") }
    #expect(constraint.constant == 1e10)
    #expect(messages.count == 1)
    #expect(
      messages.first?.hasPrefix(
        "This NSLayoutConstraint is being configured with a constant that exceeds internal "
          + "limits.  A smaller value will be substituted") == true)
    constraint.constant = -1e12
    #expect(constraint.constant == -1e10)
  }

  @Test func theIdentifierIsKept() {
    let constraint = UIView().heightAnchor.constraint(equalToConstant: 1)
    constraint.identifier = "hairline"
    #expect(constraint.identifier == "hairline")
  }

  // Constraints do not keep their items alive.
  @Test func itemsAreHeldWeakly() {
    var constraint: NSLayoutConstraint?
    do {
      let view = UIView()
      constraint = view.widthAnchor.constraint(equalToConstant: 10)
      #expect(constraint?.firstItem === view)
    }
    #expect(constraint?.firstItem == nil)
  }

  @Test func anEmptyConstraintHasNoItems() {
    let constraint = NSLayoutConstraint()
    #expect(constraint.firstItem == nil)
    #expect(constraint.firstAttribute == .notAnAttribute)
    #expect(constraint.secondAnchor == nil)
    #expect(constraint.multiplier == 1)
    #expect(constraint.priority == .required)
  }

  // Differences from UIKit: anchors read back from a constraint are plain
  // `NSLayoutAnchor<AnyObject>` objects.
  @Test func anchorsReadBackFromAConstraintAreUntyped() {
    let view = UIView()
    let constraint = view.leadingAnchor.constraint(equalTo: view.trailingAnchor)
    let anchor: AnyObject = constraint.firstAnchor
    #expect(!(anchor is NSLayoutXAxisAnchor))
    #expect(constraint.firstAnchor !== constraint.firstAnchor)
  }

  @Test func subclassesInheritTheItemInitializer() {
    let view = UIView()
    let constraint = ProbeLayoutConstraint(
      item: view, attribute: .width, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute,
      multiplier: 1, constant: 20)
    #expect(constraint.firstItem === view)
    #expect(constraint.constant == 20)
  }
}
