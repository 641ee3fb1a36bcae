import Foundation
import HeadlessUIKit
import HeadlessUIKitTestSupport
import Testing

/// Autoresizing masks (spec 5.17–5.19, 4.14, D10).
///
/// Unless a case says otherwise the superview grows from 100×100 to 200×150 (Δx = 100, Δy = 50)
/// and the subview starts at (10, 10, 30, 30), so on each axis: origin 10, size 30, and a
/// trailing margin of 100 − 10 − 30 = 60 (the numbers of peers R1).
@MainActor
@Suite struct UIViewAutoresizingTests {
  struct Case: Sendable, CustomTestStringConvertible {
    let name: String
    let mask: UIView.AutoresizingMask
    let expected: CGRect

    var testDescription: String { name }
  }

  /// Resizes a 100×100 superview to `newSize` and returns the subview's frame afterwards.
  private func resize(
    subview frame: CGRect, mask: UIView.AutoresizingMask,
    superviewTo newSize: CGSize = CGSize(width: 200, height: 150)
  ) -> CGRect {
    let superview = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let subview = UIView(frame: frame)
    subview.autoresizingMask = mask
    superview.addSubview(subview)
    superview.frame.size = newSize
    return subview.frame
  }

  // spec 5.17: the bit values of the mask.
  @Test func maskBitsHaveUIKitsValues() {
    #expect(UIView.AutoresizingMask.flexibleLeftMargin.rawValue == 1)
    #expect(UIView.AutoresizingMask.flexibleWidth.rawValue == 2)
    #expect(UIView.AutoresizingMask.flexibleRightMargin.rawValue == 4)
    #expect(UIView.AutoresizingMask.flexibleTopMargin.rawValue == 8)
    #expect(UIView.AutoresizingMask.flexibleHeight.rawValue == 16)
    #expect(UIView.AutoresizingMask.flexibleBottomMargin.rawValue == 32)
  }

  // spec 5.17: the mask defaults to none, and a view with no mask keeps its frame.
  @Test func defaultMaskIsNoneAndKeepsTheFrame() {
    #expect(UIView().autoresizingMask == [])
    #expect(UIView().autoresizesSubviews)
    let frame = CGRect(x: 10, y: 10, width: 30, height: 30)
    #expect(resize(subview: frame, mask: []) == frame)
  }

  // spec 5.19, horizontal axis: S = 100 → 200, Δ = 100, x = 10, w = 30, r = 60.
  @Test(arguments: [
    // width only: w' = 30 + 100 = 130.
    Case(
      name: "width only", mask: .flexibleWidth,
      expected: CGRect(x: 10, y: 10, width: 130, height: 30)),
    // left only: x' = 10 + 100 = 110.
    Case(
      name: "left only", mask: .flexibleLeftMargin,
      expected: CGRect(x: 110, y: 10, width: 30, height: 30)),
    // right only: unchanged.
    Case(
      name: "right only", mask: .flexibleRightMargin,
      expected: CGRect(x: 10, y: 10, width: 30, height: 30)),
    // left + right: x' = 10 + 100·10/(10 + 60) = 10 + 1000/70 = 170/7 ≈ 24.2857 (no flooring,
    // and not Chameleon's Δ/2 = 60; D10).
    Case(
      name: "left + right", mask: [.flexibleLeftMargin, .flexibleRightMargin],
      expected: CGRect(x: 170.0 / 7.0, y: 10, width: 30, height: 30)),
    // width + right: w' = 30 + 100·30/(30 + 60) = 30 + 100/3 = 190/3 ≈ 63.333.
    Case(
      name: "width + right", mask: [.flexibleWidth, .flexibleRightMargin],
      expected: CGRect(x: 10, y: 10, width: 190.0 / 3.0, height: 30)),
    // left + width: x' = 10 + 100·10/(10 + 30) = 35, w' = 30 + 100·30/40 = 105.
    Case(
      name: "left + width", mask: [.flexibleLeftMargin, .flexibleWidth],
      expected: CGRect(x: 35, y: 10, width: 105, height: 30)),
    // all three: x' = 10 + 100·10/100 = 20, w' = 30 + 100·30/100 = 60.
    Case(
      name: "left + width + right",
      mask: [.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin],
      expected: CGRect(x: 20, y: 10, width: 60, height: 30)),
  ])
  func horizontalFormula(_ testCase: Case) {
    let frame = resize(
      subview: CGRect(x: 10, y: 10, width: 30, height: 30), mask: testCase.mask,
      superviewTo: CGSize(width: 200, height: 100))
    #expect(isClose(frame, testCase.expected), "\(frame)")
  }

  // spec 5.19, vertical axis: S = 100 → 150, Δ = 50, y = 10, h = 30, bottom margin b = 60.
  @Test(arguments: [
    // height only: h' = 30 + 50 = 80.
    Case(
      name: "height only", mask: .flexibleHeight,
      expected: CGRect(x: 10, y: 10, width: 30, height: 80)),
    // top only: y' = 10 + 50 = 60.
    Case(
      name: "top only", mask: .flexibleTopMargin,
      expected: CGRect(x: 10, y: 60, width: 30, height: 30)),
    // bottom only: unchanged.
    Case(
      name: "bottom only", mask: .flexibleBottomMargin,
      expected: CGRect(x: 10, y: 10, width: 30, height: 30)),
    // top + bottom: y' = 10 + 50·10/(10 + 60) = 10 + 50/7 = 120/7 ≈ 17.1429.
    Case(
      name: "top + bottom", mask: [.flexibleTopMargin, .flexibleBottomMargin],
      expected: CGRect(x: 10, y: 120.0 / 7.0, width: 30, height: 30)),
    // height + bottom: h' = 30 + 50·30/(30 + 60) = 30 + 50/3 = 140/3 ≈ 46.667.
    Case(
      name: "height + bottom", mask: [.flexibleHeight, .flexibleBottomMargin],
      expected: CGRect(x: 10, y: 10, width: 30, height: 140.0 / 3.0)),
    // top + height: y' = 10 + 50·10/40 = 22.5, h' = 30 + 50·30/40 = 67.5.
    Case(
      name: "top + height", mask: [.flexibleTopMargin, .flexibleHeight],
      expected: CGRect(x: 10, y: 22.5, width: 30, height: 67.5)),
    // all three: y' = 10 + 50·10/100 = 15, h' = 30 + 50·30/100 = 45.
    Case(
      name: "top + height + bottom",
      mask: [.flexibleTopMargin, .flexibleHeight, .flexibleBottomMargin],
      expected: CGRect(x: 10, y: 15, width: 30, height: 45)),
  ])
  func verticalFormula(_ testCase: Case) {
    let frame = resize(
      subview: CGRect(x: 10, y: 10, width: 30, height: 30), mask: testCase.mask,
      superviewTo: CGSize(width: 100, height: 150))
    #expect(isClose(frame, testCase.expected), "\(frame)")
  }

  // spec 5.19 / peers R1: both axes at once, 100×100 → 200×150: flexible width and height give
  // (10, 10, 30 + 100, 30 + 50) = (10, 10, 130, 80).
  @Test func bothAxesResizeTogether() {
    let frame = resize(
      subview: CGRect(x: 10, y: 10, width: 30, height: 30), mask: [.flexibleWidth, .flexibleHeight])
    #expect(frame == CGRect(x: 10, y: 10, width: 130, height: 80))
  }

  // spec 5.19: shrinking uses the same proportions: S = 200 → 100 (Δ = −100) with x = 20,
  // w = 60, r = 120 and all three flexible: x' = 20 − 100·20/200 = 10, w' = 60 − 100·60/200 = 30.
  @Test func shrinkingSharesTheNegativeDeltaProportionally() {
    let superview = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
    let subview = UIView(frame: CGRect(x: 20, y: 0, width: 60, height: 10))
    subview.autoresizingMask = [.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin]
    superview.addSubview(subview)
    superview.frame.size.width = 100
    #expect(isClose(subview.frame, CGRect(x: 10, y: 0, width: 30, height: 10)))
  }

  // spec 5.19 decision: when the flexible portions sum to 0, Δ is divided equally among them.
  // left + width with x = 0, w = 0: S = 100 → 200, each gets 100/2 = 50 → x' = 50, w' = 50.
  @Test func zeroSumFlexiblePortionsShareTheDeltaEqually() {
    let frame = resize(
      subview: CGRect(x: 0, y: 10, width: 0, height: 30),
      mask: [.flexibleLeftMargin, .flexibleWidth],
      superviewTo: CGSize(width: 200, height: 100))
    #expect(frame == CGRect(x: 50, y: 10, width: 50, height: 30))
  }

  // spec 5.19 decision: left + right with both margins 0 (x = 0, w = 100 = S): each margin gets
  // Δ/2 = 50, so the view moves to x' = 50 and keeps its width.
  @Test func zeroSumMarginsShareTheDeltaEqually() {
    let frame = resize(
      subview: CGRect(x: 0, y: 0, width: 100, height: 100),
      mask: [.flexibleLeftMargin, .flexibleRightMargin],
      superviewTo: CGSize(width: 200, height: 100))
    #expect(frame == CGRect(x: 50, y: 0, width: 100, height: 100))
  }

  // spec 5.19 decision, all three portions 0 on the vertical axis: a 0-tall superview grows to
  // 90 and a zero subview at y = 0 gets 90/3 = 30 for each portion → y' = 30, h' = 30.
  @Test func zeroSumOfThreePortionsSharesTheDeltaInThirds() {
    let superview = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 0))
    let subview = UIView(frame: CGRect(x: 10, y: 0, width: 20, height: 0))
    subview.autoresizingMask = [.flexibleTopMargin, .flexibleHeight, .flexibleBottomMargin]
    superview.addSubview(subview)
    superview.frame.size.height = 90
    #expect(subview.frame == CGRect(x: 10, y: 30, width: 20, height: 30))
  }

  // UIKit: autoresizesSubviews = false turns autoresizing off for the receiver's subviews.
  @Test func autoresizesSubviewsFalseKeepsSubviewFrames() {
    let superview = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    superview.autoresizesSubviews = false
    let subview = UIView(frame: CGRect(x: 10, y: 10, width: 30, height: 30))
    subview.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    superview.addSubview(subview)
    superview.frame.size = CGSize(width: 200, height: 150)
    #expect(subview.frame == CGRect(x: 10, y: 10, width: 30, height: 30))
  }

  // A resized subview autoresizes its own subviews: superview 100 → 200 makes the child (width
  // flexible) 30 → 130 (Δ = 100), which makes the grandchild (5, 5, 20, 20, width flexible) 20 →
  // 120.
  @Test func autoresizingCascadesToSubviewsOfResizedSubviews() {
    let superview = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let child = UIView(frame: CGRect(x: 10, y: 10, width: 30, height: 30))
    child.autoresizingMask = .flexibleWidth
    let grandchild = UIView(frame: CGRect(x: 5, y: 5, width: 20, height: 20))
    grandchild.autoresizingMask = .flexibleWidth
    superview.addSubview(child)
    child.addSubview(grandchild)

    superview.frame.size.width = 200
    #expect(child.frame == CGRect(x: 10, y: 10, width: 130, height: 30))
    #expect(grandchild.frame == CGRect(x: 5, y: 5, width: 120, height: 20))
  }

  // spec 4.14: autoresizing is applied at once when the bounds size changes, before (and
  // without) any layout pass; the changes of bounds (not only frame) count too.
  @Test func autoresizingIsSynchronous() {
    let log = EventLog()
    let superview = LoggingView(
      "super", log: log, frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let subview = LoggingView("sub", log: log, frame: CGRect(x: 10, y: 10, width: 30, height: 30))
    subview.autoresizingMask = .flexibleWidth
    superview.addSubview(subview)
    superview.layoutIfNeeded()
    log.clear()

    superview.bounds = CGRect(x: 0, y: 0, width: 150, height: 100)
    // w' = 30 + 50.
    #expect(subview.frame == CGRect(x: 10, y: 10, width: 80, height: 30))
    #expect(log.entries.isEmpty)
  }

  // spec 5.18: only a size change shares a delta; moving the superview changes nothing.
  @Test func movingTheSuperviewDoesNotAutoresize() {
    let superview = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let subview = UIView(frame: CGRect(x: 10, y: 10, width: 30, height: 30))
    subview.autoresizingMask = [.flexibleLeftMargin, .flexibleWidth, .flexibleTopMargin]
    superview.addSubview(subview)
    superview.frame.origin = CGPoint(x: 40, y: 70)
    #expect(subview.frame == CGRect(x: 10, y: 10, width: 30, height: 30))
  }
}
