import HeadlessUIKit
import Testing

/// The anchor factories (spec 5.5): each returns an inactive, required constraint with the
/// receiver's item and attribute first.
@MainActor
@Suite struct NSLayoutAnchorTests {
  private let a = UIView()
  private let b = UIView()

  private func expect(
    _ constraint: NSLayoutConstraint, first: NSLayoutConstraint.Attribute,
    _ relation: NSLayoutConstraint.Relation, second: NSLayoutConstraint.Attribute?,
    multiplier: CGFloat = 1, constant: CGFloat = 0,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    #expect(constraint.firstItem === a, sourceLocation: sourceLocation)
    #expect(constraint.firstAttribute == first, sourceLocation: sourceLocation)
    #expect(constraint.relation == relation, sourceLocation: sourceLocation)
    if let second {
      #expect(constraint.secondItem === b, sourceLocation: sourceLocation)
      #expect(constraint.secondAttribute == second, sourceLocation: sourceLocation)
    } else {
      #expect(constraint.secondItem == nil, sourceLocation: sourceLocation)
      #expect(constraint.secondAttribute == .notAnAttribute, sourceLocation: sourceLocation)
    }
    #expect(constraint.multiplier == multiplier, sourceLocation: sourceLocation)
    #expect(constraint.constant == constant, sourceLocation: sourceLocation)
    #expect(constraint.priority == .required, sourceLocation: sourceLocation)
    #expect(!constraint.isActive, sourceLocation: sourceLocation)
  }

  @Test func viewsGiveOneAnchorPerAttribute() {
    #expect(a.leadingAnchor === a.leadingAnchor)
    #expect(a.widthAnchor === a.widthAnchor)
    #expect(a.topAnchor !== b.topAnchor)
    let pairs: [(NSLayoutConstraint, NSLayoutConstraint.Attribute)] = [
      (a.leadingAnchor.constraint(equalTo: b.leadingAnchor), .leading),
      (a.trailingAnchor.constraint(equalTo: b.trailingAnchor), .trailing),
      (a.leftAnchor.constraint(equalTo: b.leftAnchor), .left),
      (a.rightAnchor.constraint(equalTo: b.rightAnchor), .right),
      (a.topAnchor.constraint(equalTo: b.topAnchor), .top),
      (a.bottomAnchor.constraint(equalTo: b.bottomAnchor), .bottom),
      (a.widthAnchor.constraint(equalTo: b.widthAnchor), .width),
      (a.heightAnchor.constraint(equalTo: b.heightAnchor), .height),
      (a.centerXAnchor.constraint(equalTo: b.centerXAnchor), .centerX),
      (a.centerYAnchor.constraint(equalTo: b.centerYAnchor), .centerY),
      (a.firstBaselineAnchor.constraint(equalTo: b.firstBaselineAnchor), .firstBaseline),
      (a.lastBaselineAnchor.constraint(equalTo: b.lastBaselineAnchor), .lastBaseline),
    ]
    for (constraint, attribute) in pairs {
      expect(constraint, first: attribute, .equal, second: attribute)
    }
  }

  @Test func relationsAndConstantsOfTheGenericFactories() {
    expect(
      a.topAnchor.constraint(greaterThanOrEqualTo: b.bottomAnchor), first: .top,
      .greaterThanOrEqual, second: .bottom)
    expect(
      a.topAnchor.constraint(lessThanOrEqualTo: b.bottomAnchor), first: .top, .lessThanOrEqual,
      second: .bottom)
    expect(
      a.leadingAnchor.constraint(equalTo: b.trailingAnchor, constant: 8), first: .leading, .equal,
      second: .trailing, constant: 8)
    expect(
      a.leadingAnchor.constraint(greaterThanOrEqualTo: b.trailingAnchor, constant: 4),
      first: .leading, .greaterThanOrEqual, second: .trailing, constant: 4)
    expect(
      a.bottomAnchor.constraint(lessThanOrEqualTo: b.bottomAnchor, constant: -5), first: .bottom,
      .lessThanOrEqual, second: .bottom, constant: -5)
  }

  @Test func dimensionsRelateToConstants() {
    expect(
      a.widthAnchor.constraint(equalToConstant: 100), first: .width, .equal, second: nil,
      constant: 100)
    expect(
      a.heightAnchor.constraint(greaterThanOrEqualToConstant: 44), first: .height,
      .greaterThanOrEqual, second: nil, constant: 44)
    expect(
      a.heightAnchor.constraint(lessThanOrEqualToConstant: 300), first: .height, .lessThanOrEqual,
      second: nil, constant: 300)
  }

  @Test func dimensionsRelateWithMultipliers() {
    expect(
      a.widthAnchor.constraint(equalTo: b.widthAnchor, multiplier: 0.5), first: .width, .equal,
      second: .width, multiplier: 0.5)
    expect(
      a.widthAnchor.constraint(greaterThanOrEqualTo: b.heightAnchor, multiplier: 2), first: .width,
      .greaterThanOrEqual, second: .height, multiplier: 2)
    expect(
      a.heightAnchor.constraint(lessThanOrEqualTo: b.heightAnchor, multiplier: 0.25),
      first: .height,
      .lessThanOrEqual, second: .height, multiplier: 0.25)
    expect(
      a.widthAnchor.constraint(equalTo: b.widthAnchor, multiplier: 0.5, constant: -10),
      first: .width,
      .equal, second: .width, multiplier: 0.5, constant: -10)
    expect(
      a.widthAnchor.constraint(greaterThanOrEqualTo: b.widthAnchor, multiplier: 1.5, constant: 2),
      first: .width, .greaterThanOrEqual, second: .width, multiplier: 1.5, constant: 2)
    expect(
      a.widthAnchor.constraint(lessThanOrEqualTo: b.widthAnchor, multiplier: 0.75, constant: 1),
      first: .width, .lessThanOrEqual, second: .width, multiplier: 0.75, constant: 1)
  }

  // UIKit drops the second anchor of a multiplier-0 constraint and keeps the multiplier at 1.
  @Test func aZeroMultiplierLeavesTheConstantOnly() {
    expect(
      a.widthAnchor.constraint(equalTo: b.widthAnchor, multiplier: 0, constant: 12), first: .width,
      .equal, second: nil, constant: 12)
  }

  // System spacing is 8 points (decision).
  @Test func systemSpacingAfterIsEightPointsPerMultiple() {
    expect(
      a.leadingAnchor.constraint(equalToSystemSpacingAfter: b.trailingAnchor, multiplier: 1),
      first: .leading, .equal, second: .trailing, constant: 8)
    expect(
      a.leadingAnchor.constraint(
        greaterThanOrEqualToSystemSpacingAfter: b.trailingAnchor, multiplier: 2),
      first: .leading, .greaterThanOrEqual, second: .trailing, constant: 16)
    expect(
      a.leftAnchor.constraint(lessThanOrEqualToSystemSpacingAfter: b.rightAnchor, multiplier: 0.5),
      first: .left, .lessThanOrEqual, second: .right, constant: 4)
  }

  @Test func systemSpacingBelowIsEightPointsPerMultiple() {
    expect(
      a.topAnchor.constraint(equalToSystemSpacingBelow: b.bottomAnchor, multiplier: 1), first: .top,
      .equal, second: .bottom, constant: 8)
    expect(
      a.firstBaselineAnchor.constraint(
        greaterThanOrEqualToSystemSpacingBelow: b.lastBaselineAnchor, multiplier: 3),
      first: .firstBaseline, .greaterThanOrEqual, second: .lastBaseline, constant: 24)
    expect(
      a.topAnchor.constraint(lessThanOrEqualToSystemSpacingBelow: b.bottomAnchor, multiplier: 2),
      first: .top, .lessThanOrEqual, second: .bottom, constant: 16)
  }

  @Test func systemSpacingNeedsAnItemOnOneSide() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      await MainActor.run {
        var first: NSLayoutXAxisAnchor?
        var second: NSLayoutXAxisAnchor?
        do {
          let gone = UIView()
          let alsoGone = UIView()
          first = gone.leadingAnchor
          second = alsoGone.trailingAnchor
        }
        if let first, let second {
          _ = first.constraint(equalToSystemSpacingAfter: second, multiplier: 1)
        }
      }
    }
    let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(
      message.contains(
        "Cannot create a standard spacing constraint between anchors '<NSLayoutXAxisAnchor:0x"))
    #expect(message.contains("at least one anchor must be associated with a view or a guide"))
  }

  // anchorWithOffset(to:) measures `other − receiver`; the offset side has no single item.
  @Test func anOffsetDimensionHasNoSingleItem() {
    let gap = a.trailingAnchor.anchorWithOffset(to: b.leadingAnchor)
    let constraint = gap.constraint(equalToConstant: 10)
    #expect(constraint.firstItem == nil)
    #expect(constraint.firstAttribute == .notAnAttribute)
    #expect(constraint.secondItem == nil)
    #expect(constraint.constant == 10)
    #expect(
      constraint.description
        == "<NSLayoutConstraint:\(ObjectAddress.of(constraint)) (UIView:\(ObjectAddress.of(b)).leading"
        + " - UIView:\(ObjectAddress.of(a)).trailing) == 10   (inactive)>")
    #expect(gap.description.hasPrefix("<NSLayoutDimension:"))
  }

  @Test func offsetsRelateToOffsetsAndSizes() {
    let c = UIView()
    let d = UIView()
    let gap = a.bottomAnchor.anchorWithOffset(to: b.topAnchor)
    let equalGaps = gap.constraint(equalTo: c.bottomAnchor.anchorWithOffset(to: d.topAnchor))
    #expect(equalGaps.firstItem == nil && equalGaps.secondItem == nil)
    #expect(equalGaps.secondAttribute == .notAnAttribute)
    #expect(equalGaps.multiplier == 1)
    let halfWidth = gap.constraint(equalTo: c.widthAnchor, multiplier: 0.5)
    #expect(halfWidth.secondItem === c)
    #expect(halfWidth.secondAttribute == .width)
    #expect(halfWidth.multiplier == 0.5)
  }

  @Test func anOffsetConstraintIsHeldByTheCommonAncestorOfItsFourItems() {
    let root = UIView()
    let row = UIView()
    let c = UIView()
    root.addSubview(row)
    row.addSubview(a)
    row.addSubview(b)
    root.addSubview(c)
    let constraint = a.trailingAnchor.anchorWithOffset(to: b.leadingAnchor)
      .constraint(equalTo: c.widthAnchor)
    constraint.isActive = true
    #expect(root.constraints.contains { $0 === constraint })
    #expect(row.constraints.isEmpty)

    let within = a.trailingAnchor.anchorWithOffset(to: b.leadingAnchor).constraint(
      equalToConstant: 8)
    within.isActive = true
    #expect(row.constraints.contains { $0 === within })
  }
}
