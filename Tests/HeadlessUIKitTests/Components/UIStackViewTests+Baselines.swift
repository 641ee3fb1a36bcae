import HeadlessUIKit
import Testing

@MainActor
@Suite struct UIStackViewBaselineTests {
  @Test("10.14: baseline alignment aligns baselines, spans every view and fits at 49")
  func baselineAlignment() {
    for alignment in [UIStackView.Alignment.firstBaseline, .lastBaseline] {
      let stack = UIStackView(arrangedSubviews: [sized(100, 30), sized(50, 50)])
      stack.alignment = alignment
      let attribute: NSLayoutConstraint.Attribute =
        alignment == .firstBaseline ? .firstBaseline : .lastBaseline
      let aligned = stack.constraints.filter { $0.identifier == "UISV-alignment" }
      #expect(aligned.count == 1)
      #expect(aligned.first?.firstAttribute == attribute)
      #expect(aligned.first?.secondAttribute == attribute)
      let fit = stack.constraints.filter { $0.identifier == "UISV-canvas-fit" }
      #expect(fit.map(\.priority.rawValue) == [49])
      #expect(fit.first?.firstAttribute == .height)
      let size = stack.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
      #expect(size == CGSize(width: 150, height: 50))
    }
  }

  @Test("10.14, S8: in a taller stack, first baseline puts the tallest view at the bottom")
  func baselineAlignmentInTallerStack() {
    let stack = UIStackView(arrangedSubviews: [sized(100, 30), sized(50, 50)])
    stack.spacing = 10
    stack.alignment = .firstBaseline
    var frames = layOut(stack, in: CGRect(x: 0, y: 0, width: 160, height: 100))
    #expect(frames.map(\.minY) == [50, 50])
    #expect(frames.map(\.height) == [30, 50])
    stack.alignment = .lastBaseline
    frames = layOut(stack, in: CGRect(x: 0, y: 0, width: 160, height: 100))
    #expect(frames.map(\.minY) == [20, 0])
    #expect(frames.map(\.height) == [30, 50])
  }

  @Test("10.14, S4: baseline alignment in a vertical stack acts as leading and trailing")
  func baselineAlignmentInVerticalStack() {
    let stack = UIStackView(arrangedSubviews: [sized(100, 30), sized(50, 20)])
    stack.axis = .vertical
    stack.alignment = .firstBaseline
    #expect(layOut(stack, in: CGRect(x: 0, y: 0, width: 200, height: 50)).map(\.minX) == [0, 0])
    stack.alignment = .lastBaseline
    #expect(
      layOut(stack, in: CGRect(x: 0, y: 0, width: 200, height: 50)).map(\.minX) == [100, 150])
  }

  @Test("10.17: baseline-relative vertical stacks space last baseline to first baseline")
  func baselineRelativeArrangement() {
    let a = sized(100, 30)
    let b = sized(100, 20)
    let stack = UIStackView(arrangedSubviews: [a, b])
    stack.axis = .vertical
    stack.spacing = 6
    stack.isBaselineRelativeArrangement = true
    let spacing = stack.constraints.filter { $0.identifier == "UISV-spacing" }
    #expect(spacing.count == 1)
    #expect(spacing.first?.firstItem === b)
    #expect(spacing.first?.firstAttribute == .firstBaseline)
    #expect(spacing.first?.secondAttribute == .lastBaseline)
    #expect(spacing.first?.constant == 6)
    // Views without text have their baselines at their edges (spec 5.24).
    #expect(layOut(stack, in: CGRect(x: 0, y: 0, width: 100, height: 56))[1].minY == 36)
    // Horizontal stacks ignore it.
    stack.axis = .horizontal
    let horizontal = stack.constraints.filter { $0.identifier == "UISV-spacing" }
    #expect(horizontal.first?.firstAttribute == .leading)
  }
}
