import HeadlessUIKit
import Testing

/// `NSLayoutConstraint.FormatOptions`: alignment between neighbours, layout direction, and
/// baseline spacing, as constraints and as frames (spec 5.1–5.3).
@MainActor
@Suite struct VisualFormatOptionsTests {
  @Test("The options have the SDK's raw values")
  func rawValues() {
    let expected: [(NSLayoutConstraint.FormatOptions, UInt)] = [
      (.alignAllLeft, 1 << 1), (.alignAllRight, 1 << 2), (.alignAllTop, 1 << 3),
      (.alignAllBottom, 1 << 4), (.alignAllLeading, 1 << 5), (.alignAllTrailing, 1 << 6),
      (.alignAllCenterX, 1 << 9), (.alignAllCenterY, 1 << 10), (.alignAllLastBaseline, 1 << 11),
      (.alignAllFirstBaseline, 1 << 12), (.alignmentMask, 0xFFFF),
      (.directionLeadingToTrailing, 0), (.directionLeftToRight, 1 << 16),
      (.directionRightToLeft, 2 << 16), (.directionMask, 3 << 16), (.spacingEdgeToEdge, 0),
      (.spacingBaselineToBaseline, 1 << 19), (.spacingMask, 1 << 19),
    ]
    for (option, rawValue) in expected { #expect(option.rawValue == rawValue) }
    #expect(NSLayoutConstraint.FormatOptions(rawValue: 8) == .alignAllTop)
  }

  @Test("alignAllTop aligns each view with the next, after all other constraints")
  func alignAllTop() {
    let scene = VisualFormatScene()
    for name in ["a", "b", "c"] { scene.add(name) }
    let constraints = scene.constraints("H:|-[a(40)]-[b(50)]-[c(60)]", options: .alignAllTop)
    #expect(
      scene.equations(constraints) == [
        "a.leading == superview.leadingMargin + 0.0", "a.width == 40.0",
        "b.leading == a.trailing + 8.0", "b.width == 50.0",
        "c.leading == b.trailing + 8.0", "c.width == 60.0",
        "a.top == b.top + 0.0", "b.top == c.top + 0.0",
      ])
    NSLayoutConstraint.activate(constraints)
    scene.activate(["V:|-20-[a(30)]", "V:[b(20)]", "V:[c(10)]"])
    scene.layout()
    #expect(scene.frame("a") == CGRect(x: 8, y: 20, width: 40, height: 30))
    #expect(scene.frame("b") == CGRect(x: 56, y: 20, width: 50, height: 20))
    #expect(scene.frame("c") == CGRect(x: 114, y: 20, width: 60, height: 10))
  }

  @Test("alignAllCenterY centres views of different heights")
  func alignAllCenterY() {
    let scene = VisualFormatScene()
    scene.add("a")
    scene.add("b")
    let constraints = scene.constraints("H:|[a(40)][b(50)]", options: .alignAllCenterY)
    #expect(scene.equations(constraints).last == "a.centerY == b.centerY + 0.0")
    NSLayoutConstraint.activate(constraints)
    scene.activate(["V:|-10-[a(40)]", "V:[b(20)]"])
    scene.layout()
    #expect(scene.frame("a") == CGRect(x: 0, y: 10, width: 40, height: 40))
    #expect(scene.frame("b") == CGRect(x: 40, y: 20, width: 50, height: 20))
  }

  @Test("Several alignment options apply per pair, in the order of their attributes")
  func severalAlignments() {
    let scene = VisualFormatScene()
    for name in ["a", "b", "c"] { scene.add(name) }
    let constraints = scene.constraints("[a][b][c]", options: [.alignAllBottom, .alignAllTop])
    #expect(
      scene.equations(constraints).suffix(4) == [
        "a.top == b.top + 0.0", "a.bottom == b.bottom + 0.0",
        "b.top == c.top + 0.0", "b.bottom == c.bottom + 0.0",
      ])
  }

  @Test("V: formats align across: alignAllLeading and alignAllCenterX")
  func verticalAlignment() {
    let scene = VisualFormatScene()
    scene.add("a")
    scene.add("b")
    let leading = scene.constraints("V:|-[a(20)]-[b(30)]", options: .alignAllLeading)
    #expect(scene.equations(leading).last == "a.leading == b.leading + 0.0")
    let centered = scene.constraints("V:[a][b]", options: .alignAllCenterX)
    #expect(scene.equations(centered).last == "a.centerX == b.centerX + 0.0")
    NSLayoutConstraint.activate(leading)
    scene.activate(["H:|-30-[a(100)]", "H:[b(40)]"])
    scene.layout()
    #expect(scene.frame("a") == CGRect(x: 30, y: 8, width: 100, height: 20))
    #expect(scene.frame("b") == CGRect(x: 30, y: 36, width: 40, height: 30))
  }

  @Test("A single-view format takes any alignment option, even along its axis")
  func singleViewIgnoresAlignment() {
    let scene = VisualFormatScene()
    scene.add("a")
    let horizontal = scene.constraints("H:|-[a]-|", options: [.alignAllLeft, .alignAllTop])
    #expect(
      scene.equations(horizontal) == [
        "a.leading == superview.leadingMargin + 0.0",
        "superview.trailingMargin == a.trailing + 0.0",
      ])
    #expect(scene.constraints("V:[a(20)]", options: .alignAllTop).count == 1)
  }

  @Test("directionLeftToRight uses left and right; the layout matches leading to trailing")
  func leftToRight() {
    let scene = VisualFormatScene()
    scene.add("a")
    scene.add("b")
    let constraints = scene.constraints(
      "H:|-10-[a(50)]-20-[b(30)]-|", options: .directionLeftToRight)
    #expect(
      scene.equations(constraints) == [
        "a.left == superview.left + 10.0", "a.width == 50.0",
        "b.left == a.right + 20.0", "b.width == 30.0",
        "superview.rightMargin == b.right + 0.0",
      ])
    NSLayoutConstraint.activate(Array(constraints.dropLast()))
    scene.activate(["V:|[a(10)]", "V:|[b(10)]"])
    scene.layout()
    #expect(scene.frame("a") == CGRect(x: 10, y: 0, width: 50, height: 10))
    #expect(scene.frame("b") == CGRect(x: 80, y: 0, width: 30, height: 10))
  }

  @Test("directionRightToLeft lays the row out from the right, the later view first")
  func rightToLeft() {
    let scene = VisualFormatScene()
    scene.add("a")
    scene.add("b")
    let constraints = scene.constraints(
      "H:|-10-[a(50)]-20-[b(30)]", options: [.directionRightToLeft, .alignAllTop])
    #expect(
      scene.equations(constraints) == [
        "superview.right == a.right + 10.0", "a.width == 50.0",
        "a.left == b.right + 20.0", "b.width == 30.0",
        "b.top == a.top + 0.0",
      ])
    #expect(
      scene.equations(scene.constraints("|-[a]-|", options: .directionRightToLeft)) == [
        "superview.rightMargin == a.right + 0.0", "a.left == superview.leftMargin + 0.0",
      ])
    NSLayoutConstraint.activate(constraints)
    scene.activate(["V:|-5-[a(10)]", "V:[b(10)]"])
    scene.layout()
    #expect(scene.frame("a") == CGRect(x: 260, y: 5, width: 50, height: 10))
    #expect(scene.frame("b") == CGRect(x: 210, y: 5, width: 30, height: 10))
  }

  @Test("Direction options leave V: formats top to bottom")
  func directionIgnoredVertically() {
    let scene = VisualFormatScene()
    scene.add("a")
    scene.add("b")
    let constraints = scene.constraints("V:|-[a]-[b]", options: .directionRightToLeft)
    #expect(
      scene.equations(constraints) == [
        "a.top == superview.topMargin + 0.0", "b.top == a.bottom + 8.0",
      ])
  }

  @Test("spacingBaselineToBaseline spaces V: views from last to first baseline")
  func baselineSpacing() {
    let scene = VisualFormatScene()
    scene.add("a")
    scene.add("b")
    let constraints = scene.constraints(
      "V:|-[a(30)]-[b]-|", options: .spacingBaselineToBaseline)
    #expect(
      scene.equations(constraints) == [
        "a.firstBaseline == superview.topMargin + 0.0", "a.height == 30.0",
        "b.firstBaseline == a.lastBaseline + 8.0",
        "superview.bottomMargin == b.lastBaseline + 0.0",
      ])
    NSLayoutConstraint.activate(constraints)
    scene.activate(["H:|[a(10)]", "H:|[b(10)]"])
    scene.layout()
    // Views without text use their top and bottom edges as baselines (spec 5.24).
    #expect(scene.frame("a") == CGRect(x: 0, y: 8, width: 10, height: 30))
    #expect(scene.frame("b") == CGRect(x: 0, y: 46, width: 10, height: 146))
  }

  @Test("Baseline alignment in H: relates last or first baselines")
  func baselineAlignment() {
    let scene = VisualFormatScene()
    scene.add("a")
    scene.add("b")
    let constraints = scene.constraints(
      "[a]-[b]", options: [.alignAllLastBaseline, .alignAllFirstBaseline])
    #expect(
      scene.equations(constraints).suffix(2) == [
        "a.lastBaseline == b.lastBaseline + 0.0", "a.firstBaseline == b.firstBaseline + 0.0",
      ])
  }
}
