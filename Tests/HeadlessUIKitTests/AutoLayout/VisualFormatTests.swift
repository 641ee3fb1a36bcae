import HeadlessUIKit
import HeadlessUIKitTestSupport
import Testing

/// Every example of Apple's "Visual Format Language" appendix, as constraints (items,
/// attributes, relation, constant, multiplier, priority; spec 5.1) and as frames in a window.
///
/// The superview is 320×200 in a 320-point window; its layout margins are 8 points (spec 6.1).
/// Extra formats pin what an example leaves open, so each frame is exact.
@MainActor
@Suite struct VisualFormatTests {
  @Test("Appendix, Standard Space: [button]-[textField] is 8 points, later view first")
  func standardSpace() {
    let scene = VisualFormatScene()
    scene.add("button")
    scene.add("textField")
    let constraints = scene.constraints("[button]-[textField]")
    #expect(scene.equations(constraints) == ["textField.leading == button.trailing + 8.0"])
    #expect(constraints.allSatisfy { !$0.isActive })
    NSLayoutConstraint.activate(constraints)
    scene.activate([
      "H:|-20-[button(100)]", "H:[textField(50)]", "V:|-10-[button(30)]", "V:|-10-[textField(30)]",
    ])
    scene.layout()
    #expect(scene.frame("button") == CGRect(x: 20, y: 10, width: 100, height: 30))
    #expect(scene.frame("textField") == CGRect(x: 128, y: 10, width: 50, height: 30))
  }

  @Test("Appendix, Width Constraint: [button(>=50)] beats a narrower intrinsic width")
  func widthConstraint() {
    let scene = VisualFormatScene()
    scene.addContent("button", CGSize(width: 30, height: 20))
    let constraints = scene.constraints("[button(>=50)]")
    #expect(scene.equations(constraints) == ["button.width >= 50.0"])
    NSLayoutConstraint.activate(constraints)
    scene.activate(["H:|-20-[button]", "V:|-10-[button]"])
    scene.layout()
    #expect(scene.frame("button") == CGRect(x: 20, y: 10, width: 50, height: 20))
  }

  @Test("Appendix, Connection to Superview: |-50-[purpleBox]-50-|")
  func connectionToSuperview() {
    let scene = VisualFormatScene()
    scene.add("purpleBox")
    let constraints = scene.constraints("|-50-[purpleBox]-50-|")
    #expect(
      scene.equations(constraints) == [
        "purpleBox.leading == superview.leading + 50.0",
        "superview.trailing == purpleBox.trailing + 50.0",
      ])
    NSLayoutConstraint.activate(constraints)
    scene.activate(["V:|-10-[purpleBox(40)]"])
    scene.layout()
    #expect(scene.frame("purpleBox") == CGRect(x: 50, y: 10, width: 220, height: 40))
  }

  @Test("Appendix, Vertical Layout: V:[topField]-10-[bottomField]")
  func verticalLayout() {
    let scene = VisualFormatScene()
    scene.add("topField")
    scene.add("bottomField")
    let constraints = scene.constraints("V:[topField]-10-[bottomField]")
    #expect(scene.equations(constraints) == ["bottomField.top == topField.bottom + 10.0"])
    NSLayoutConstraint.activate(constraints)
    scene.activate([
      "V:|-20-[topField(30)]", "V:[bottomField(30)]", "H:|[topField(100)]", "H:|[bottomField(100)]",
    ])
    scene.layout()
    #expect(scene.frame("topField") == CGRect(x: 0, y: 20, width: 100, height: 30))
    #expect(scene.frame("bottomField") == CGRect(x: 0, y: 60, width: 100, height: 30))
  }

  @Test("Appendix, Flush Views: [maroonView][blueView] touch")
  func flushViews() {
    let scene = VisualFormatScene()
    scene.add("maroonView")
    scene.add("blueView")
    let constraints = scene.constraints("[maroonView][blueView]")
    #expect(scene.equations(constraints) == ["blueView.leading == maroonView.trailing + 0.0"])
    NSLayoutConstraint.activate(constraints)
    scene.activate([
      "H:|[maroonView(60)]", "H:[blueView(80)]", "V:|[maroonView(40)]", "V:|[blueView(40)]",
    ])
    scene.layout()
    #expect(scene.frame("maroonView") == CGRect(x: 0, y: 0, width: 60, height: 40))
    #expect(scene.frame("blueView") == CGRect(x: 60, y: 0, width: 80, height: 40))
  }

  // Spec 5.7: an optional constraint yields to higher priorities; here to the hugging (250)
  // and compression resistance (750) of a 60-point intrinsic width.
  @Test("Appendix, Priority: [button(100@20)] holds alone and yields to intrinsic size")
  func priority() {
    let scene = VisualFormatScene()
    scene.add("button")
    scene.addContent("label", CGSize(width: 60, height: 20))
    let constraints = scene.constraints("[button(100@20)]")
    #expect(scene.equations(constraints) == ["button.width == 100.0 @20.0"])
    NSLayoutConstraint.activate(constraints)
    scene.activate([
      "H:|-10-[label(100@20)]", "H:|-10-[button]", "V:|-10-[button(20)]-[label]",
    ])
    scene.layout()
    #expect(scene.frame("button") == CGRect(x: 10, y: 10, width: 100, height: 20))
    #expect(scene.frame("label") == CGRect(x: 10, y: 38, width: 60, height: 20))
  }

  @Test("Appendix, Equal Widths: [button1(==button2)]")
  func equalWidths() {
    let scene = VisualFormatScene()
    scene.add("button1")
    scene.add("button2")
    let constraints = scene.constraints("[button1(==button2)]")
    #expect(scene.equations(constraints) == ["button1.width == button2.width + 0.0"])
    #expect(constraints.map(\.multiplier) == [1])
    NSLayoutConstraint.activate(constraints)
    scene.activate(["H:|[button1]-20-[button2(70)]", "V:|[button1(30)]", "V:|[button2(30)]"])
    scene.layout()
    #expect(scene.frame("button1") == CGRect(x: 0, y: 0, width: 70, height: 30))
    #expect(scene.frame("button2") == CGRect(x: 90, y: 0, width: 70, height: 30))
  }

  @Test("Appendix, Multiple Predicates: [flexibleButton(>=70,<=100)] clamps intrinsic widths")
  func multiplePredicates() {
    let scene = VisualFormatScene()
    scene.addContent("flexibleButton", CGSize(width: 150, height: 20))
    scene.addContent("narrow", CGSize(width: 40, height: 20))
    let constraints = scene.constraints("[flexibleButton(>=70,<=100)]")
    #expect(
      scene.equations(constraints) == [
        "flexibleButton.width >= 70.0", "flexibleButton.width <= 100.0",
      ])
    NSLayoutConstraint.activate(constraints)
    scene.activate([
      "H:|[narrow(>=70,<=100)]", "H:|[flexibleButton]", "V:|[flexibleButton]-[narrow]",
    ])
    scene.layout()
    #expect(scene.frame("flexibleButton") == CGRect(x: 0, y: 0, width: 100, height: 20))
    #expect(scene.frame("narrow") == CGRect(x: 0, y: 28, width: 70, height: 20))
  }

  // The standard space next to `|` is 0 points to the superview's layout margin (decision
  // A21; Apple's Auto Layout Guide, "Programmatically Creating Constraints").
  @Test("Appendix, A Complete Line of Layout: |-[find]-[findNext]-[findField(>=20)]-|")
  func completeLine() {
    let scene = VisualFormatScene()
    scene.addContent("find", CGSize(width: 40, height: 20))
    scene.addContent("findNext", CGSize(width: 60, height: 20))
    scene.add("findField")
    let constraints = scene.constraints("|-[find]-[findNext]-[findField(>=20)]-|")
    #expect(
      scene.equations(constraints) == [
        "find.leading == superview.leadingMargin + 0.0",
        "findNext.leading == find.trailing + 8.0",
        "findField.leading == findNext.trailing + 8.0",
        "findField.width >= 20.0",
        "superview.trailingMargin == findField.trailing + 0.0",
      ])
    NSLayoutConstraint.activate(constraints)
    scene.activate(["V:|-10-[find]", "V:|-10-[findNext]", "V:|-10-[findField(20)]"])
    scene.layout()
    #expect(scene.frame("find") == CGRect(x: 8, y: 10, width: 40, height: 20))
    #expect(scene.frame("findNext") == CGRect(x: 56, y: 10, width: 60, height: 20))
    #expect(scene.frame("findField") == CGRect(x: 124, y: 10, width: 188, height: 20))
  }

  // Peers A11 (WinObjC's test, written from iOS): five constraints in textual order. The
  // item order of [2] follows UIKit's parser, where the later view is the first item.
  @Test("A11: |-(>=10@metric1)-[left(==right@1000)][right(metric2)]| gives 5 constraints in order")
  func peersFiveConstraints() {
    let scene = VisualFormatScene(width: 100, height: 100)
    scene.add("left")
    scene.add("right")
    let metrics = ["metric1": 750, "metric2": 20]
    let constraints = scene.constraints(
      "|-(>=10@metric1)-[left(==right@1000)][right(metric2)]|", metrics: metrics)
    #expect(
      scene.equations(constraints) == [
        "left.leading >= superview.leading + 10.0 @750.0",
        "left.width == right.width + 0.0",
        "right.leading == left.trailing + 0.0",
        "right.width == 20.0",
        "superview.trailing == right.trailing + 0.0",
      ])
    NSLayoutConstraint.activate(constraints)
    #expect(constraints.allSatisfy { $0.isActive })
    scene.activate(["V:|[left(10)]", "V:|[right(10)]"])
    scene.layout()
    #expect(scene.frame("left") == CGRect(x: 60, y: 0, width: 20, height: 10))
    #expect(scene.frame("right") == CGRect(x: 80, y: 0, width: 20, height: 10))
  }

  @Test("V: formats use tops, bottoms, heights and the top and bottom margins")
  func verticalWithSuperview() {
    let scene = VisualFormatScene()
    scene.add("title")
    scene.add("body")
    let constraints = scene.constraints("V:|-[title(24)]-(>=4,<=12@500)-[body(==title)]-20-|")
    #expect(
      scene.equations(constraints) == [
        "title.top == superview.topMargin + 0.0",
        "title.height == 24.0",
        "body.top >= title.bottom + 4.0",
        "body.top <= title.bottom + 12.0 @500.0",
        "body.height == title.height + 0.0",
        "superview.bottom == body.bottom + 20.0",
      ])
    NSLayoutConstraint.activate(constraints)
    scene.activate(["H:|[title(50)]", "H:|[body(50)]"])
    scene.superview.frame = CGRect(x: 0, y: 100, width: 320, height: 80)
    scene.layout()
    #expect(scene.frame("title") == CGRect(x: 0, y: 8, width: 50, height: 24))
    #expect(scene.frame("body") == CGRect(x: 0, y: 36, width: 50, height: 24))
  }

  @Test(
    "Metrics may be NSNumber, Double, CGFloat, Float, Int or a string, for constants and priorities"
  )
  func metricTypes() {
    let scene = VisualFormatScene()
    scene.add("a")
    scene.add("b")
    let metrics: [String: Any] = [
      "number": NSNumber(value: 1.5), "double": 2.5, "cgFloat": CGFloat(3.5), "float": Float(4.5),
      "int": 5, "text": "6.5", "low": 250,
    ]
    let constraints = scene.constraints(
      "|-number-[a(double@low)]-(cgFloat,float)-[b(int,text)]", metrics: metrics)
    #expect(
      scene.equations(constraints) == [
        "a.leading == superview.leading + 1.5",
        "a.width == 2.5 @250.0",
        "b.leading == a.trailing + 3.5",
        "b.leading == a.trailing + 4.5",
        "b.width == 5.0",
        "b.width == 6.5",
      ])
  }

  @Test("Negative spaces go in parentheses; a metric shadows a view of the same name")
  func negativeSpaceAndShadowing() {
    let scene = VisualFormatScene()
    scene.add("a")
    scene.add("b")
    let constraints = scene.constraints("[a]-(-10)-[b(b)]", metrics: ["b": 12])
    #expect(
      scene.equations(constraints) == ["b.leading == a.trailing + -10.0", "b.width == 12.0"])
  }

  @Test("UIKit's spelling, with the default options, relates `|` to the superview")
  func uikitSpelling() {
    // The call as UIKit code writes it, with the default options.
    let superview = UIView()
    let child = UIView()
    superview.addSubview(child)
    let constraints = NSLayoutConstraint.constraints(
      withVisualFormat: "H:|-[child]-|", metrics: nil, views: ["child": child])
    #expect(constraints.count == 2)
    #expect(constraints[0].secondItem === superview)
    #expect(constraints[1].firstItem === superview)
  }
}
