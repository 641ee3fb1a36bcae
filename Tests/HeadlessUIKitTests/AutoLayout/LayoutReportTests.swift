import HeadlessUIKit
import HeadlessUIKitTestSupport
import Testing

/// The layout report: ambiguous views, broken and redundant constraints, as text (decisions
/// A33, A34; spec 5.10, 5.12).
@MainActor
@Suite struct LayoutReportTests {
  /// `UIView:0x…`, as the report names a view.
  private func name(_ view: UIView) -> String {
    "\(ObjectAddress.className(of: view)):\(ObjectAddress.of(view))"
  }

  /// A visible 300 × 300 window.
  private func makeWindow() -> UIWindow {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    window.makeKeyAndVisible()
    return window
  }

  /// A view that does not translate its mask, added to `superview`.
  private func addConstrainedView(to superview: UIView) -> UIView {
    let view = UIView()
    view.translatesAutoresizingMaskIntoConstraints = false
    superview.addSubview(view)
    return view
  }

  @Test func cleanSceneIsOK() {
    let window = makeWindow()
    let box = addConstrainedView(to: window)
    NSLayoutConstraint.activate([
      box.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 20),
      box.topAnchor.constraint(equalTo: window.topAnchor, constant: 20),
      box.widthAnchor.constraint(equalToConstant: 100),
      box.heightAnchor.constraint(equalToConstant: 50),
    ])
    window.layoutIfNeeded()
    let report = LayoutReport(window)
    #expect(report.isClean)
    #expect(report.text == "Layout report for \(name(window))\nok: 2 views, 4 constraints\n")
  }

  @Test("5.10, 5.12: ambiguous, broken and redundant findings, one a line")
  func everyKindOfFinding() {
    let window = makeWindow()
    let box = addConstrainedView(to: window)
    let loose = addConstrainedView(to: window)
    let implied = box.widthAnchor.constraint(greaterThanOrEqualToConstant: 10)
    let conflicting = box.widthAnchor.constraint(equalToConstant: 80)
    NSLayoutConstraint.activate([
      box.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 20),
      box.topAnchor.constraint(equalTo: window.topAnchor, constant: 20),
      box.widthAnchor.constraint(equalToConstant: 100),
      box.heightAnchor.constraint(equalToConstant: 50),
      implied,
      loose.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 20),
      loose.widthAnchor.constraint(equalToConstant: 100),
      loose.heightAnchor.constraint(equalToConstant: 40),
    ])
    let messages = Diagnostics.capture { conflicting.isActive = true }
    #expect(messages.count == 1)
    window.layoutIfNeeded()
    #expect(box.frame == CGRect(x: 20, y: 20, width: 100, height: 50))
    let report = LayoutReport(window)
    #expect(report.brokenConstraints == [conflicting])
    #expect(report.redundantConstraints == [implied])
    #expect(
      report.text == """
        Layout report for \(name(window))
        ambiguous: \(name(loose)) (vertical: minY free)
        broken: \(conflicting)
        redundant: \(implied)
        found 1 ambiguous, 1 broken, 1 redundant: 3 views, 9 constraints

        """)
    #expect(
      conflicting.description.hasSuffix(" UIView:\(ObjectAddress.of(box)).width == 80   (active)>"))
    #expect(
      implied.description.hasSuffix(" UIView:\(ObjectAddress.of(box)).width >= 10   (active)>"))
  }

  @Test("5.12: bounded ranges are printed with their ends")
  func rangesArePrinted() {
    let window = makeWindow()
    let first = addConstrainedView(to: window)
    let second = addConstrainedView(to: window)
    NSLayoutConstraint.activate([
      first.leadingAnchor.constraint(equalTo: window.leadingAnchor),
      second.leadingAnchor.constraint(equalTo: first.trailingAnchor),
      second.trailingAnchor.constraint(equalTo: window.trailingAnchor),
      first.widthAnchor.constraint(greaterThanOrEqualToConstant: 100),
      second.widthAnchor.constraint(greaterThanOrEqualToConstant: 50),
      first.topAnchor.constraint(equalTo: window.topAnchor),
      second.topAnchor.constraint(equalTo: window.topAnchor),
      first.heightAnchor.constraint(equalToConstant: 40),
      second.bottomAnchor.constraint(lessThanOrEqualTo: window.bottomAnchor, constant: -60),
    ])
    window.layoutIfNeeded()
    #expect(
      LayoutReport(window).text == """
        Layout report for \(name(window))
        ambiguous: \(name(first)) (horizontal: width between 100 and 250)
        ambiguous: \(name(second)) (horizontal: minX between 100 and 250, width between 50 and 200; vertical: height between 0 and 240)
        found 2 ambiguous, 0 broken, 0 redundant: 3 views, 9 constraints

        """)
  }

  @Test("5.10: a broken constraint leaves the report when it is deactivated or no longer conflicts")
  func brokenConstraintLifetime() {
    let window = makeWindow()
    let box = addConstrainedView(to: window)
    let width = box.widthAnchor.constraint(equalToConstant: 50)
    let conflicting = box.widthAnchor.constraint(equalToConstant: 80)
    NSLayoutConstraint.activate([
      box.leadingAnchor.constraint(equalTo: window.leadingAnchor),
      box.topAnchor.constraint(equalTo: window.topAnchor),
      width,
      box.heightAnchor.constraint(equalToConstant: 50),
    ])
    _ = Diagnostics.capture { conflicting.isActive = true }
    #expect(LayoutReport(window).brokenConstraints == [conflicting])
    // Still active, still broken (spec 5.10) through layout passes.
    window.layoutIfNeeded()
    #expect(conflicting.isActive)
    #expect(LayoutReport(window).brokenConstraints == [conflicting])
    // Deactivated: gone from the report.
    conflicting.isActive = false
    #expect(LayoutReport(window).brokenConstraints.isEmpty)
    // Broken again. When the other side of the conflict goes, the broken constraint stays out
    // of the engine until it is added again: here by a change of its constant.
    _ = Diagnostics.capture { conflicting.isActive = true }
    #expect(LayoutReport(window).brokenConstraints == [conflicting])
    width.isActive = false
    #expect(LayoutReport(window).brokenConstraints == [conflicting])
    conflicting.constant = 90
    window.layoutIfNeeded()
    #expect(box.frame.width == 90)
    #expect(LayoutReport(window).brokenConstraints.isEmpty)
  }

  @Test("5.10: a rebuilt engine breaks the same constraint again and reports it")
  func brokenConstraintSurvivesARebuild() {
    let window = makeWindow()
    let card = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    let box = addConstrainedView(to: card)
    let conflicting = box.widthAnchor.constraint(equalToConstant: 80)
    NSLayoutConstraint.activate([
      box.leadingAnchor.constraint(equalTo: card.leadingAnchor),
      box.topAnchor.constraint(equalTo: card.topAnchor),
      box.widthAnchor.constraint(equalToConstant: 50),
      box.heightAnchor.constraint(equalToConstant: 50),
    ])
    _ = Diagnostics.capture { conflicting.isActive = true }
    // Moving the card into the window rebuilds the window's engine from the tree's constraints.
    window.addSubview(card)
    let messages = Diagnostics.capture { window.layoutIfNeeded() }
    #expect(messages.count == 1)
    #expect(box.frame.width == 50)
    #expect(LayoutReport(window).brokenConstraints == [conflicting])
  }

  @Test func duplicateConstraintsAreEachRedundant() {
    let window = makeWindow()
    let box = addConstrainedView(to: window)
    let height = box.heightAnchor.constraint(equalToConstant: 50)
    let again = box.heightAnchor.constraint(equalToConstant: 50)
    NSLayoutConstraint.activate([
      box.leadingAnchor.constraint(equalTo: window.leadingAnchor),
      box.topAnchor.constraint(equalTo: window.topAnchor),
      box.widthAnchor.constraint(equalToConstant: 50),
      height, again,
    ])
    window.layoutIfNeeded()
    #expect(LayoutReport(window).redundantConstraints == [height, again])
  }

  @Test func frameBasedTreeIsOK() {
    let window = makeWindow()
    window.addSubview(UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10)))
    #expect(
      LayoutReport(window).text == "Layout report for \(name(window))\nok: 2 views, 0 constraints\n"
    )
  }

  @Test func subtreeReportCountsOnlyTheSubtree() {
    let window = makeWindow()
    let container = addConstrainedView(to: window)
    let inner = addConstrainedView(to: container)
    NSLayoutConstraint.activate([
      container.leadingAnchor.constraint(equalTo: window.leadingAnchor),
      container.topAnchor.constraint(equalTo: window.topAnchor),
      container.widthAnchor.constraint(equalToConstant: 100),
      container.heightAnchor.constraint(equalToConstant: 100),
      inner.leadingAnchor.constraint(equalTo: container.leadingAnchor),
      inner.widthAnchor.constraint(equalToConstant: 10),
      inner.heightAnchor.constraint(equalToConstant: 10),
    ])
    window.layoutIfNeeded()
    #expect(
      LayoutReport(container).text == """
        Layout report for \(name(container))
        ambiguous: \(name(inner)) (vertical: minY free)
        found 1 ambiguous, 0 broken, 0 redundant: 2 views, 5 constraints

        """)
  }

  @Test("A34: a slack cap is not redundant; a cap implied by required constraints is")
  func slackCapIsNotRedundant() {
    let window = makeWindow()
    let box = addConstrainedView(to: window)
    let preferred = box.heightAnchor.constraint(equalToConstant: 50)
    preferred.priority = .defaultHigh
    let cap = box.heightAnchor.constraint(lessThanOrEqualTo: window.heightAnchor, multiplier: 0.25)
    NSLayoutConstraint.activate([
      preferred, cap,
      box.topAnchor.constraint(equalTo: window.topAnchor),
      box.leadingAnchor.constraint(equalTo: window.leadingAnchor),
      box.widthAnchor.constraint(equalToConstant: 10),
    ])
    window.layoutIfNeeded()
    #expect(box.frame.height == 50)
    #expect(LayoutReport(window).text.hasSuffix("ok: 2 views, 5 constraints\n"))
    let implied = box.heightAnchor.constraint(lessThanOrEqualToConstant: 1000)
    let pinned = box.heightAnchor.constraint(equalToConstant: 60)
    NSLayoutConstraint.activate([implied, pinned])
    window.layoutIfNeeded()
    #expect(LayoutReport(window).text.contains("redundant: \(implied)"))
    #expect(!LayoutReport(window).text.contains("redundant: \(cap)"))
  }
}
