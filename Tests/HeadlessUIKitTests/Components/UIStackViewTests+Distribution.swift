import HeadlessUIKit
import HeadlessUIKitTestSupport
import Testing

@MainActor
@Suite struct UIStackViewDistributionTests {
  @Test("10.5, S2: fill stretches the view that hugs least")
  func fillStretchesLowestHugging() {
    let a = sized(100, 30)
    let b = sized(50, 20)
    a.setContentHuggingPriority(UILayoutPriority(251), for: .horizontal)
    let stack = UIStackView(arrangedSubviews: [a, b])
    stack.spacing = 10
    let frames = layOut(stack, in: CGRect(x: 0, y: 0, width: 300, height: 50))
    #expect(frames[0] == CGRect(x: 0, y: 0, width: 100, height: 50))
    #expect(frames[1] == CGRect(x: 110, y: 0, width: 190, height: 50))
  }

  @Test("10.5, S2: fill shrinks the view that resists compression least")
  func fillShrinksLowestCompressionResistance() {
    let a = sized(100, 30)
    let b = sized(100, 30)
    b.setContentCompressionResistancePriority(UILayoutPriority(749), for: .horizontal)
    let stack = UIStackView(arrangedSubviews: [a, b])
    stack.axis = .horizontal
    let frames = layOut(stack, in: CGRect(x: 0, y: 0, width: 150, height: 30))
    #expect(frames[0] == CGRect(x: 0, y: 0, width: 100, height: 30))
    #expect(frames[1] == CGRect(x: 100, y: 0, width: 50, height: 30))
  }

  @Test("10.6, S10: fillEqually, height 400, spacing 50 → y 0, 150, 300")
  func fillEquallyVertical() {
    let stack = UIStackView(arrangedSubviews: [sized(100, 10), sized(100, 20), sized(100, 30)])
    stack.axis = .vertical
    stack.distribution = .fillEqually
    stack.spacing = 50
    let frames = layOut(stack, in: CGRect(x: 0, y: 0, width: 100, height: 400))
    #expect(frames.map(\.minY) == [0, 150, 300])
    #expect(frames.map(\.height) == [100, 100, 100])
    let equal = stack.constraints.filter { $0.identifier == "UISV-fill-equally" }
    #expect(equal.count == 2)
    #expect(equal.allSatisfy { $0.secondItem === stack.arrangedSubviews[0] })
  }

  @Test("10.6: fillEqually fits every view to the largest intrinsic length")
  func fillEquallyFitting() {
    let stack = UIStackView(arrangedSubviews: [sized(30, 10), sized(70, 10)])
    stack.distribution = .fillEqually
    stack.spacing = 10
    #expect(
      stack.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
        == CGSize(width: 150, height: 10))
  }

  @Test("10.7: fillProportionally multipliers 160, 80, 40 → 0.571429, 0.285714, 0.142857")
  func fillProportionally() {
    let stack = UIStackView(arrangedSubviews: [sized(160, 10), sized(80, 10), sized(40, 10)])
    stack.distribution = .fillProportionally
    let frames = layOut(stack, in: CGRect(x: 0, y: 0, width: 200, height: 10))
    let proportional = stack.constraints.filter { $0.identifier == "UISV-fill-proportionally" }
    #expect(
      proportional.map { Double($0.multiplier) }.map { ($0 * 1e6).rounded() } == [
        571429, 285714, 142857,
      ])
    #expect(proportional.map(\.priority.rawValue) == [999, 998, 997])
    #expect(isClose(frames[0].width, 200 * 4 / 7, tolerance: 0.5))
    #expect(isClose(frames[1].minX, frames[0].maxX, tolerance: 0.5))
    #expect(isClose(frames[2].maxX, 200, tolerance: 0.5))
  }

  @Test("10.7: fillProportionally recomputes its multipliers when an intrinsic size changes")
  func fillProportionallyFollowsIntrinsicSizes() {
    let a = sized(100, 10)
    let b = sized(100, 10)
    let stack = UIStackView(arrangedSubviews: [a, b])
    stack.distribution = .fillProportionally
    var frames = layOut(stack, in: CGRect(x: 0, y: 0, width: 200, height: 10))
    #expect(frames.map(\.width) == [100, 100])
    a.contentSize = CGSize(width: 300, height: 10)
    a.invalidateIntrinsicContentSize()
    stack.layoutIfNeeded()
    frames = stack.arrangedSubviews.map(\.frame)
    #expect(frames.map(\.width) == [150, 50])
    let proportional = stack.constraints.filter { $0.identifier == "UISV-fill-proportionally" }
    #expect(proportional.map(\.multiplier) == [0.75, 0.25])
  }

  @Test("10.8: equalSpacing pads equal gaps between views at their intrinsic widths")
  func equalSpacing() {
    let stack = UIStackView(arrangedSubviews: [sized(50, 10), sized(50, 10), sized(50, 10)])
    stack.distribution = .equalSpacing
    let frames = layOut(stack, in: CGRect(x: 0, y: 0, width: 300, height: 10))
    #expect(frames.map(\.minX) == [0, 125, 250])
    #expect(frames.map(\.width) == [50, 50, 50])
    #expect(stack.constraints.filter { $0.identifier == "UISV-distributing-edge" }.count == 4)
    let spacing = stack.constraints.filter { $0.identifier == "UISV-spacing" }
    #expect(spacing.allSatisfy { $0.relation == .greaterThanOrEqual })
  }

  @Test("10.8, S6: equalSpacing hugs its content when unconstrained (canvas fit at 49)")
  func equalSpacingFitting() {
    let stack = UIStackView(arrangedSubviews: [sized(50, 10), sized(30, 10)])
    stack.distribution = .equalSpacing
    stack.spacing = 5
    #expect(
      stack.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
        == CGSize(width: 85, height: 10))
  }

  @Test("10.9: equalCentering spaces the centres equally")
  func equalCentering() {
    let stack = UIStackView(arrangedSubviews: [sized(20, 10), sized(60, 10), sized(20, 10)])
    stack.distribution = .equalCentering
    let frames = layOut(stack, in: CGRect(x: 0, y: 0, width: 300, height: 10))
    #expect(frames.map(\.midX) == [10, 150, 290])
    let equal = stack.constraints.filter { $0.identifier == "UISV-fill-equally" }
    #expect(equal.map(\.priority.rawValue) == [149])
  }

  @Test("10.8, 10.3: equalSpacing with a hidden view spaces the visible ones")
  func equalSpacingHidden() {
    let views = [sized(50, 10), sized(50, 10), sized(50, 10), sized(50, 10)]
    let stack = UIStackView(arrangedSubviews: views)
    stack.distribution = .equalSpacing
    views[1].isHidden = true
    let frames = layOut(stack, in: CGRect(x: 0, y: 0, width: 300, height: 10))
    #expect(frames[0].minX == 0)
    #expect(frames[2].minX == 125)
    #expect(frames[3].minX == 250)
    #expect(frames[1].width == 0)
  }
}
