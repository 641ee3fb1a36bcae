import HeadlessUIKit
import Testing

@MainActor
@Suite struct UIStackViewAlignmentTests {
  /// A horizontal stack of a 100×30 and a 50×50 view, spacing 10, laid out 160×100.
  private func frames(_ alignment: UIStackView.Alignment) -> [CGRect] {
    let stack = UIStackView(arrangedSubviews: [sized(100, 30), sized(50, 50)])
    stack.spacing = 10
    stack.alignment = alignment
    return layOut(stack, in: CGRect(x: 0, y: 0, width: 160, height: 100))
  }

  @Test("10.12: fill alignment stretches every view across the axis")
  func fill() {
    #expect(
      frames(.fill) == [
        CGRect(x: 0, y: 0, width: 100, height: 100), CGRect(x: 110, y: 0, width: 50, height: 100),
      ])
  }

  @Test("10.13: top, center and bottom alignment keep intrinsic heights")
  func topCenterBottom() {
    #expect(frames(.top).map(\.minY) == [0, 0])
    #expect(frames(.center).map(\.minY) == [35, 25])
    #expect(frames(.bottom).map(\.minY) == [70, 50])
    #expect(frames(.center).map(\.height) == [30, 50])
  }

  @Test("10.13, S5: a non-fill alignment fits the tallest view (spanning spacer)")
  func spanningFit() {
    for alignment in [UIStackView.Alignment.top, .center, .bottom] {
      let stack = UIStackView(arrangedSubviews: [sized(100, 30), sized(50, 50)])
      stack.alignment = alignment
      #expect(
        stack.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
          == CGSize(width: 150, height: 50))
      let suppression = stack.constraints.filter { $0.identifier == "UISV-ambiguity-suppression" }
      #expect(suppression.map(\.priority.rawValue) == [25, 25])
      let fit = stack.constraints.filter { $0.identifier == "UISV-spanning-fit" }
      #expect(fit.map(\.priority.rawValue) == [51])
    }
  }

  @Test("10.13: a leading-aligned vertical stack pins leading edges")
  func verticalLeadingAndTrailing() {
    let stack = UIStackView(arrangedSubviews: [sized(100, 30), sized(50, 20)])
    stack.axis = .vertical
    stack.alignment = .leading
    var frames = layOut(stack, in: CGRect(x: 0, y: 0, width: 200, height: 50))
    #expect(
      frames == [
        CGRect(x: 0, y: 0, width: 100, height: 30), CGRect(x: 0, y: 30, width: 50, height: 20),
      ])
    stack.alignment = .trailing
    frames = layOut(stack, in: CGRect(x: 0, y: 0, width: 200, height: 50))
    #expect(frames.map(\.minX) == [100, 150])
    stack.alignment = .center
    frames = layOut(stack, in: CGRect(x: 0, y: 0, width: 200, height: 50))
    #expect(frames.map(\.minX) == [50, 75])
  }

  @Test("10.15: a single centred view needs no spacer and the stack fits it")
  func singleCentred() {
    let stack = UIStackView(arrangedSubviews: [sized(40, 20)])
    stack.alignment = .center
    #expect(
      stack.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
        == CGSize(width: 40, height: 20))
    #expect(stack.constraints.filter { $0.identifier == "UISV-spanning-fit" }.isEmpty)
    #expect(stack.constraints.filter { $0.identifier == "UISV-canvas-fit" }.count == 1)
    #expect(layOut(stack, in: CGRect(x: 0, y: 0, width: 40, height: 60))[0].minY == 20)
  }

  @Test("10.16, S10: margins-relative arrangement with margins (10, 20, 30, 40)")
  func marginsRelative() {
    let stack = UIStackView(arrangedSubviews: [sized(100, 100), sized(100, 100), sized(100, 100)])
    stack.axis = .vertical
    stack.isLayoutMarginsRelativeArrangement = true
    stack.layoutMargins = UIEdgeInsets(top: 10, left: 20, bottom: 30, right: 40)
    let size = stack.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
    #expect(size == CGSize(width: 160, height: 340))
    let frames = layOut(stack, in: CGRect(origin: .zero, size: size))
    #expect(
      frames.map(\.origin) == [
        CGPoint(x: 20, y: 10), CGPoint(x: 20, y: 110), CGPoint(x: 20, y: 210),
      ])
  }

  @Test("10.1, 10.19: nested stacks fit and lay out their contents")
  func nested() {
    let left = sized(50, 20)
    let right = sized(50, 20)
    let row = UIStackView(arrangedSubviews: [left, right])
    row.spacing = 10
    let below = sized(100, 30)
    let column = UIStackView(arrangedSubviews: [row, below])
    column.axis = .vertical
    let size = column.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
    #expect(size == CGSize(width: 110, height: 50))
    let frames = layOut(column, in: CGRect(origin: .zero, size: size))
    #expect(
      frames == [
        CGRect(x: 0, y: 0, width: 110, height: 20), CGRect(x: 0, y: 20, width: 110, height: 30),
      ])
    #expect(right.frame == CGRect(x: 60, y: 0, width: 50, height: 20))
    #expect(column.forFirstBaselineLayout === left || column.forFirstBaselineLayout === right)
    #expect(column.forLastBaselineLayout === below)
  }
}
