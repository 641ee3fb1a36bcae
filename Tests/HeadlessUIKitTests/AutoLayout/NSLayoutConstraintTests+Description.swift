import HeadlessUIKit
import Testing

/// An app view class, printed module-qualified as `NSStringFromClass` prints Swift classes.
final class DescribedCardView: UIView {}

/// UIKit's constraint and anchor descriptions.
@MainActor
@Suite struct NSLayoutConstraintDescriptionTests {
  private func name(_ view: UIView) -> String {
    "UIView:\(ObjectAddress.of(view))"
  }

  private func head(_ constraint: NSLayoutConstraint) -> String {
    "<NSLayoutConstraint:\(ObjectAddress.of(constraint))"
  }

  @Test func aConstantConstraintPrintsItsEquation() {
    let view = UIView()
    let constraint = view.widthAnchor.constraint(equalToConstant: 100)
    #expect(
      constraint.description == "\(head(constraint)) \(name(view)).width == 100   (inactive)>")
    constraint.isActive = true
    #expect(constraint.description == "\(head(constraint)) \(name(view)).width == 100   (active)>")
    #expect(constraint.debugDescription == constraint.description)
  }

  @Test func theIdentifierAndAnOptionalPriorityArePrinted() {
    let view = UIView()
    let constraint = view.heightAnchor.constraint(greaterThanOrEqualToConstant: 44.5)
    constraint.identifier = "row-height"
    constraint.priority = UILayoutPriority(999.5)
    #expect(
      constraint.description
        == "\(head(constraint)) 'row-height' \(name(view)).height >= 44.5 priority:999.5   "
        + "(inactive)>")
  }

  @Test func multiplierAndConstantArePrinted() {
    let a = UIView()
    let b = UIView()
    let constraint = a.widthAnchor.constraint(
      equalTo: b.heightAnchor, multiplier: 0.5, constant: 10)
    #expect(
      constraint.description
        == "\(head(constraint)) \(name(a)).width == 0.5*\(name(b)).height + 10   (inactive)>")
  }

  @Test func aNegativeConstantIsPrintedAfterAMinus() {
    let a = UIView()
    let b = UIView()
    let constraint = a.trailingAnchor.constraint(lessThanOrEqualTo: b.trailingAnchor, constant: -8)
    #expect(
      constraint.description
        == "\(head(constraint)) \(name(a)).trailing <= \(name(b)).trailing - 8   (inactive)>")
  }

  @Test func aZeroConstantIsLeftOutBetweenTwoItems() {
    let a = UIView()
    let b = UIView()
    let constraint = a.topAnchor.constraint(equalTo: b.bottomAnchor)
    #expect(
      constraint.description
        == "\(head(constraint)) \(name(a)).top == \(name(b)).bottom   (inactive)>")
  }

  // UIKit prints the sign of a lone negative constant as its own piece.
  @Test func aNegativeConstantWithoutSecondItemKeepsUIKitsSpacing() {
    let view = UIView()
    let constraint = view.widthAnchor.constraint(equalToConstant: -16)
    #expect(
      constraint.description == "\(head(constraint)) \(name(view)).width == - 16   (inactive)>")
  }

  @Test func negativeMultipliersPrintALeadingMinus() {
    let a = UIView()
    let b = UIView()
    let minusOne = NSLayoutConstraint(
      item: a, attribute: .centerX, relatedBy: .equal, toItem: b, attribute: .centerX,
      multiplier: -1, constant: 0)
    #expect(minusOne.description.contains(".centerX == -\(name(b)).centerX   (inactive)>"))
    let minusTwo = NSLayoutConstraint(
      item: a, attribute: .height, relatedBy: .equal, toItem: b, attribute: .height,
      multiplier: -2, constant: 3)
    #expect(minusTwo.description.contains(".height == -2*\(name(b)).height + 3   (inactive)>"))
  }

  @Test func marginAttributesUseUIKitsNames() {
    let a = UIView()
    let b = UIView()
    let constraint = NSLayoutConstraint(
      item: a, attribute: .topMargin, relatedBy: .lessThanOrEqual, toItem: b,
      attribute: .centerYWithinMargins, multiplier: 1, constant: 300)
    constraint.priority = UILayoutPriority(300)
    #expect(
      constraint.description
        == "\(head(constraint)) \(name(a)).topMargin <= \(name(b)).centerYWithMargins + 300 "
        + "priority:300   (inactive)>")
  }

  @Test func appClassesArePrintedWithTheirModule() {
    let card = DescribedCardView()
    let constraint = card.widthAnchor.constraint(equalToConstant: 10)
    #expect(
      constraint.description.contains(
        " HeadlessUIKitTests.DescribedCardView:\(ObjectAddress.of(card)).width == 10"))
  }

  @Test func subclassesPrintTheirOwnClassName() {
    let view = UIView()
    let constraint = ProbeLayoutConstraint(
      item: view, attribute: .height, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute,
      multiplier: 1, constant: 1)
    #expect(
      constraint.description.hasPrefix(
        "<HeadlessUIKitTests.ProbeLayoutConstraint:\(ObjectAddress.of(constraint)) "))
  }

  @Test func anchorsPrintTheirClassItemAndAttribute() {
    let view = UIView()
    let anchor = view.centerXAnchor
    #expect(
      anchor.description
        == "<NSLayoutXAxisAnchor:\(ObjectAddress.of(anchor)) \"\(name(view)).centerX\">")
    let height = view.heightAnchor
    #expect(
      height.description
        == "<NSLayoutDimension:\(ObjectAddress.of(height)) \"\(name(view)).height\">")
    let baseline = view.lastBaselineAnchor
    #expect(baseline.description.hasPrefix("<NSLayoutYAxisAnchor:"))
  }

  @Test func aConstraintsAnchorsPrintLikeTheViewsAnchors() {
    let view = UIView()
    let constraint = view.leadingAnchor.constraint(equalTo: view.trailingAnchor)
    #expect(constraint.firstAnchor.description.hasPrefix("<NSLayoutXAxisAnchor:0x"))
    #expect(constraint.firstAnchor.description.hasSuffix(" \"\(name(view)).leading\">"))
    #expect(constraint.secondAnchor?.description.hasSuffix(" \"\(name(view)).trailing\">") == true)
  }
}
