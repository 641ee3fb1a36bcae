import HeadlessUIKit
import Testing

/// A view with the given intrinsic size.
@MainActor
func sized(_ width: CGFloat, _ height: CGFloat) -> ContentView {
  let view = ContentView()
  view.contentSize = CGSize(width: width, height: height)
  return view
}

/// Lays a stack out in the given frame and returns its arranged views' frames.
@MainActor
func layOut(_ stack: UIStackView, in frame: CGRect) -> [CGRect] {
  stack.frame = frame
  stack.layoutIfNeeded()
  return stack.arrangedSubviews.map(\.frame)
}

@MainActor
@Suite struct UIStackViewTests {
  @Test("10.1: a stack view requires constraint-based layout and starts horizontal, fill, fill")
  func defaults() {
    let stack = UIStackView(frame: .zero)
    #expect(UIStackView.requiresConstraintBasedLayout)
    #expect(stack.axis == .horizontal)
    #expect(stack.distribution == .fill)
    #expect(stack.alignment == .fill)
    #expect(stack.spacing == 0)
    #expect(!stack.isBaselineRelativeArrangement)
    #expect(!stack.isLayoutMarginsRelativeArrangement)
    #expect(UIStackView.spacingUseDefault == CGFloat(Float.greatestFiniteMagnitude))
    #expect(UIStackView.spacingUseSystem == CGFloat(Float.leastNormalMagnitude))
    #expect(UIStackView.Alignment.top == .leading)
    #expect(UIStackView.Alignment.bottom == .trailing)
  }

  @Test("10.2, S1, S8: arranged views are subviews, without autoresizing constraints")
  func arrangedSubviewsAreSubviews() {
    let a = sized(10, 10)
    let b = sized(10, 10)
    let c = sized(10, 10)
    let stack = UIStackView(arrangedSubviews: [a, b])
    #expect(stack.subviews == [a, b])
    #expect(!a.translatesAutoresizingMaskIntoConstraints)
    stack.insertArrangedSubview(c, at: 0)
    #expect(stack.arrangedSubviews == [c, a, b])
    #expect(stack.subviews == [a, b, c])
    // Reordering an arranged view changes the stack order only.
    stack.insertArrangedSubview(b, at: 0)
    #expect(stack.arrangedSubviews == [b, c, a])
    #expect(stack.subviews == [a, b, c])
    stack.removeArrangedSubview(c)
    #expect(stack.arrangedSubviews == [b, a])
    #expect(stack.subviews == [a, b, c])
    a.removeFromSuperview()
    #expect(stack.arrangedSubviews == [b])
    #expect(stack.subviews == [b, c])
  }

  @Test("10.2: arranging an existing subview keeps the subview order")
  func arrangingAnExistingSubview() {
    let stack = UIStackView(frame: .zero)
    let a = UIView()
    let b = UIView()
    stack.addSubview(a)
    stack.addSubview(b)
    stack.addArrangedSubview(a)
    #expect(stack.subviews == [a, b])
    #expect(stack.arrangedSubviews == [a])
  }

  @Test("A14, S9: a vertical stack of 100×20 and 100×40 fits 100×60; spacing adds")
  func fittingSize() {
    let stack = UIStackView(arrangedSubviews: [sized(100, 20), sized(100, 40)])
    stack.axis = .vertical
    #expect(
      stack.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
        == CGSize(width: 100, height: 60))
    stack.spacing = 20
    #expect(
      stack.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
        == CGSize(width: 100, height: 80))
    stack.spacing = 50
    #expect(
      stack.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
        == CGSize(width: 100, height: 110))
  }

  @Test("S9, 10.3: removing and hiding arranged views (OAStackView)")
  func removingAndHiding() {
    let views = [sized(100, 20), sized(100, 30), sized(100, 40)]
    let stack = UIStackView(arrangedSubviews: views)
    stack.axis = .vertical
    let fit = { stack.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) }
    #expect(fit() == CGSize(width: 100, height: 90))
    views[0].isHidden = true
    #expect(fit() == CGSize(width: 100, height: 70))
    #expect(layOut(stack, in: CGRect(x: 0, y: 0, width: 100, height: 70))[1].minY == 0)
    views[0].isHidden = false
    views[1].removeFromSuperview()
    #expect(fit() == CGSize(width: 100, height: 60))
    #expect(layOut(stack, in: CGRect(x: 0, y: 0, width: 100, height: 60))[1].minY == 20)
    views[0].isHidden = true
    views[2].isHidden = true
    #expect(fit().height == 0)
  }

  @Test("10.3, S4: a hidden middle view collapses and one spacing stays between its neighbours")
  func hiddenMiddleView() {
    let views = [sized(40, 20), sized(40, 20), sized(40, 20)]
    let stack = UIStackView(arrangedSubviews: views)
    stack.spacing = 10
    views[1].isHidden = true
    #expect(
      stack.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
        == CGSize(width: 90, height: 20))
    let frames = layOut(stack, in: CGRect(x: 0, y: 0, width: 90, height: 20))
    #expect(frames[0] == CGRect(x: 0, y: 0, width: 40, height: 20))
    #expect(frames[1] == CGRect(x: 45, y: 0, width: 0, height: 20))
    #expect(frames[2] == CGRect(x: 50, y: 0, width: 40, height: 20))
    let hiding = stack.constraints.filter { $0.identifier == "UISV-hiding" }
    #expect(hiding.count == 1)
    #expect(hiding.first?.firstItem === views[1])
    #expect(hiding.first?.firstAttribute == .width)
    #expect(hiding.first?.constant == 0)
    #expect(hiding.first?.priority == .required)
    views[1].isHidden = false
    #expect(layOut(stack, in: CGRect(x: 0, y: 0, width: 140, height: 20))[2].minX == 100)
  }

  @Test("10.3, S1: hiding a view keeps the constraints in place and changes their constants")
  func hidingReusesConstraints() {
    let views = [sized(40, 20), sized(40, 20), sized(40, 20)]
    let stack = UIStackView(arrangedSubviews: views)
    stack.spacing = 10
    let before = stack.constraints.filter { $0.identifier == "UISV-spacing" }
    views[1].isHidden = true
    let after = stack.constraints.filter { $0.identifier == "UISV-spacing" }
    #expect(after.count == 2)
    #expect(zip(before, after).allSatisfy { $0 === $1 })
    #expect(after.map(\.constant) == [5, 5])
    #expect(stack.constraints.last?.identifier == "UISV-hiding")
  }

  @Test("10.11: custom spacing after a view, following it, discarded when it leaves")
  func customSpacing() {
    let a = sized(40, 20)
    let b = sized(40, 20)
    let c = sized(40, 20)
    let stack = UIStackView(arrangedSubviews: [a, b, c])
    stack.spacing = 10
    #expect(stack.customSpacing(after: a) == UIStackView.spacingUseDefault)
    stack.setCustomSpacing(30, after: a)
    #expect(stack.customSpacing(after: a) == 30)
    var frames = layOut(stack, in: CGRect(x: 0, y: 0, width: 160, height: 20))
    #expect(frames.map(\.minX) == [0, 70, 120])
    // It follows the view when reordered: [b, a, c].
    stack.insertArrangedSubview(b, at: 0)
    frames = layOut(stack, in: CGRect(x: 0, y: 0, width: 160, height: 20))
    #expect(frames.map(\.minX) == [0, 50, 120])
    stack.setCustomSpacing(UIStackView.spacingUseDefault, after: a)
    #expect(stack.customSpacing(after: a) == UIStackView.spacingUseDefault)
    stack.setCustomSpacing(30, after: a)
    stack.removeArrangedSubview(a)
    #expect(stack.customSpacing(after: a) == UIStackView.spacingUseDefault)
    // Ignored for a view that is not arranged.
    stack.setCustomSpacing(30, after: a)
    #expect(stack.customSpacing(after: a) == UIStackView.spacingUseDefault)
  }

  @Test("10.10: spacingUseDefault as spacing is 0; spacingUseSystem is the system spacing")
  func spacingMarkers() {
    let stack = UIStackView(arrangedSubviews: [sized(40, 20), sized(40, 20)])
    stack.spacing = UIStackView.spacingUseDefault
    #expect(
      stack.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
        == CGSize(width: 80, height: 20))
    stack.spacing = UIStackView.spacingUseSystem
    #expect(
      stack.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
        == CGSize(width: 88, height: 20))
    stack.spacing = -10
    #expect(
      stack.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
        == CGSize(width: 70, height: 20))
  }

  @Test("10.4, 10.5, 10.12, S3: the constraint list of a two-view fill stack follows the recipe")
  func constraintList() {
    let a = sized(40, 20)
    let b = sized(40, 20)
    let stack = UIStackView(arrangedSubviews: [a, b])
    stack.spacing = 8
    let made = stack.constraints.filter { $0.identifier?.hasPrefix("UISV-") == true }
    let summary = made.map { constraint in
      [
        constraint.identifier ?? "",
        constraint.firstItem === a ? "a" : constraint.firstItem === b ? "b" : "stack",
        "\(constraint.firstAttribute.rawValue)", "\(constraint.relation.rawValue)",
        constraint.secondItem === a ? "a" : constraint.secondItem === b ? "b" : "stack",
        "\(constraint.secondAttribute.rawValue)", "\(constraint.constant)",
        "\(constraint.priority.rawValue)",
      ].joined(separator: " ")
    }
    // Attributes: leading 5, trailing 6, top 3, bottom 4; relation equal 0.
    #expect(
      summary == [
        "UISV-canvas-connection a 5 0 stack 5 0.0 1000.0",
        "UISV-canvas-connection stack 6 0 b 6 0.0 1000.0",
        "UISV-spacing b 5 0 a 6 8.0 1000.0",
        "UISV-canvas-connection a 3 0 stack 3 0.0 1000.0",
        "UISV-canvas-connection stack 4 0 a 4 0.0 1000.0",
        "UISV-alignment b 3 0 a 3 0.0 1000.0",
        "UISV-alignment b 4 0 a 4 0.0 1000.0",
      ])
    #expect(made.allSatisfy { $0.isActive })
  }
}
