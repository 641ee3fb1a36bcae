import HeadlessUIKit
import Testing

@MainActor
@Suite("Proportional stacks of stacks")
struct UIStackViewNestedProportionalTests {
  /// A horizontal row that has no intrinsic length of its own.
  private func row(height: CGFloat) -> UIStackView {
    let box = UIView()
    box.translatesAutoresizingMaskIntoConstraints = false
    let preferred = box.heightAnchor.constraint(equalToConstant: height)
    preferred.priority = .defaultLow
    preferred.isActive = true
    let stack = UIStackView(arrangedSubviews: [box])
    stack.frame = CGRect(x: 0, y: 0, width: 100, height: height)
    return stack
  }

  @Test("S11: arranged stack views keep proportional shares from their current lengths")
  func nestedShares() {
    let outer = UIStackView(arrangedSubviews: [row(height: 30), row(height: 10)])
    outer.axis = .vertical
    outer.distribution = .fillProportionally
    outer.frame = CGRect(x: 0, y: 0, width: 100, height: 80)
    outer.layoutIfNeeded()
    // Shares 30 : 10 of 80 points, not squeezed to nothing.
    #expect(outer.arrangedSubviews[0].frame.height == 60)
    #expect(outer.arrangedSubviews[1].frame.height == 20)
  }
}
