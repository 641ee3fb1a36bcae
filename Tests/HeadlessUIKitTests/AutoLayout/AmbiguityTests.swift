import HeadlessUIKit
import HeadlessUIKitTestSupport
import Testing

/// `hasAmbiguousLayout`, computed by the solver (spec 5.12, decision A30).
@MainActor
@Suite struct AmbiguityTests {
  /// A visible window of the given size.
  private func makeWindow(width: CGFloat = 300, height: CGFloat = 300) -> UIWindow {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: width, height: height))
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

  @Test("5.12: a view with only a width and a left edge is ambiguous vertically")
  func widthAndLeftEdgeOnlyIsVerticallyAmbiguous() {
    let window = makeWindow()
    let view = addConstrainedView(to: window)
    NSLayoutConstraint.activate([
      view.leftAnchor.constraint(equalTo: window.leftAnchor, constant: 20),
      view.widthAnchor.constraint(equalToConstant: 100),
    ])
    window.layoutIfNeeded()
    #expect(view.hasAmbiguousLayout)
    #expect(!window.hasAmbiguousLayout)
    let found = LayoutReport(window).ambiguousViews
    #expect(found.map(\.view) == [view])
    #expect(found.first?.variables.map(\.name) == ["minY", "height"])
    #expect(found.first?.variables.allSatisfy { $0.axis == .vertical } == true)
  }

  @Test("5.12: two views that share a width only as a sum are both ambiguous")
  func widthsSharedAsASumAreAmbiguous() {
    let window = makeWindow()
    let first = addConstrainedView(to: window)
    let second = addConstrainedView(to: window)
    NSLayoutConstraint.activate([
      first.leadingAnchor.constraint(equalTo: window.leadingAnchor),
      second.leadingAnchor.constraint(equalTo: first.trailingAnchor),
      second.trailingAnchor.constraint(equalTo: window.trailingAnchor),
      first.topAnchor.constraint(equalTo: window.topAnchor),
      second.topAnchor.constraint(equalTo: window.topAnchor),
      first.heightAnchor.constraint(equalToConstant: 40),
      second.heightAnchor.constraint(equalToConstant: 40),
    ])
    window.layoutIfNeeded()
    #expect(first.hasAmbiguousLayout)
    #expect(second.hasAmbiguousLayout)
    // Their sum is fixed: the widths always fill the window.
    #expect(first.frame.width + second.frame.width == 300)
    let found = LayoutReport(window).ambiguousViews
    #expect(found.map { $0.variables.map(\.name) } == [["width"], ["minX", "width"]])
  }

  @Test("5.12: fully pinned views and their window are not ambiguous")
  func pinnedSceneIsNotAmbiguous() {
    let window = makeWindow(width: 400, height: 800)
    let container = addConstrainedView(to: window)
    let child = addConstrainedView(to: container)
    NSLayoutConstraint.activate([
      container.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 20),
      container.trailingAnchor.constraint(equalTo: window.trailingAnchor, constant: -20),
      container.topAnchor.constraint(equalTo: window.topAnchor, constant: 100),
      container.heightAnchor.constraint(equalToConstant: 200),
      child.centerXAnchor.constraint(equalTo: container.centerXAnchor),
      child.centerYAnchor.constraint(equalTo: container.centerYAnchor),
      child.widthAnchor.constraint(equalTo: container.widthAnchor, multiplier: 0.5),
      child.heightAnchor.constraint(equalToConstant: 50),
    ])
    window.layoutIfNeeded()
    #expect(child.frame == CGRect(x: 90, y: 75, width: 180, height: 50))
    #expect(!window.hasAmbiguousLayout)
    #expect(!container.hasAmbiguousLayout)
    #expect(!child.hasAmbiguousLayout)
  }

  @Test("5.12: frame-based views are not ambiguous, with or without an engine in the tree")
  func frameBasedViewsAreNotAmbiguous() {
    let window = makeWindow()
    let framed = UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
    window.addSubview(framed)
    window.layoutIfNeeded()
    #expect(!framed.hasAmbiguousLayout)
    #expect(!window.hasAmbiguousLayout)
    // A constraint elsewhere engages the engine; the frame-based view stays determined.
    let pinned = addConstrainedView(to: window)
    NSLayoutConstraint.activate([
      pinned.leadingAnchor.constraint(equalTo: framed.trailingAnchor),
      pinned.topAnchor.constraint(equalTo: framed.topAnchor),
      pinned.widthAnchor.constraint(equalToConstant: 10),
      pinned.heightAnchor.constraint(equalToConstant: 10),
    ])
    window.layoutIfNeeded()
    #expect(pinned.frame == CGRect(x: 60, y: 10, width: 10, height: 10))
    #expect(!framed.hasAmbiguousLayout)
    #expect(!pinned.hasAmbiguousLayout)
  }

  @Test("5.12: a view that neither translates its mask nor has constraints is ambiguous")
  func unconstrainedViewWithoutMaskIsAmbiguous() {
    let window = makeWindow()
    let pinned = addConstrainedView(to: window)
    NSLayoutConstraint.activate([
      pinned.leadingAnchor.constraint(equalTo: window.leadingAnchor),
      pinned.topAnchor.constraint(equalTo: window.topAnchor),
      pinned.widthAnchor.constraint(equalToConstant: 10),
      pinned.heightAnchor.constraint(equalToConstant: 10),
    ])
    let loose = addConstrainedView(to: window)
    window.layoutIfNeeded()
    #expect(loose.hasAmbiguousLayout)
    #expect(
      LayoutReport(window).ambiguousViews.first?.variables.map(\.name) == [
        "minX", "minY", "width", "height",
      ])
  }

  @Test("5.7: optional constraints tied at one priority leave the width ambiguous")
  func tiedOptionalConstraintsAreAmbiguous() {
    let window = makeWindow()
    let view = addConstrainedView(to: window)
    let narrow = view.widthAnchor.constraint(equalToConstant: 100)
    let wide = view.widthAnchor.constraint(equalToConstant: 200)
    narrow.priority = .defaultHigh
    wide.priority = .defaultHigh
    NSLayoutConstraint.activate([
      view.leadingAnchor.constraint(equalTo: window.leadingAnchor),
      view.topAnchor.constraint(equalTo: window.topAnchor),
      view.heightAnchor.constraint(equalToConstant: 10),
      narrow, wide,
    ])
    window.layoutIfNeeded()
    #expect(view.hasAmbiguousLayout)
    let width = LayoutReport(window).ambiguousViews.first?.variables.first
    #expect(width == .init(name: "width", axis: .horizontal, lowerBound: 100, upperBound: 200))
    // A different priority breaks the tie.
    wide.priority = UILayoutPriority(751)
    window.layoutIfNeeded()
    #expect(!view.hasAmbiguousLayout)
    #expect(view.frame.width == 200)
  }

  @Test("5.13: an intrinsic content size settles the size of a view placed by its edges")
  func intrinsicSizeSettlesTheSize() {
    let window = makeWindow()
    let label = ContentView()
    label.translatesAutoresizingMaskIntoConstraints = false
    window.addSubview(label)
    NSLayoutConstraint.activate([
      label.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 8),
      label.topAnchor.constraint(equalTo: window.topAnchor, constant: 8),
    ])
    window.layoutIfNeeded()
    #expect(label.frame == CGRect(x: 8, y: 8, width: 100, height: 30))
    #expect(!label.hasAmbiguousLayout)
  }

  @Test func askingLeavesTheEngineBitIdentical() throws {
    let window = makeWindow()
    let first = addConstrainedView(to: window)
    let second = addConstrainedView(to: window)
    NSLayoutConstraint.activate([
      first.leadingAnchor.constraint(equalTo: window.leadingAnchor),
      second.leadingAnchor.constraint(equalTo: first.trailingAnchor),
      second.trailingAnchor.constraint(equalTo: window.trailingAnchor),
      first.widthAnchor.constraint(greaterThanOrEqualToConstant: 100),
      first.topAnchor.constraint(equalTo: window.topAnchor),
      second.heightAnchor.constraint(equalToConstant: 40),
    ])
    window.layoutIfNeeded()
    let dump = try #require(window.layoutEngineDump)
    let frames = [first.frame, second.frame]
    _ = first.hasAmbiguousLayout
    _ = second.constraintsAffectingLayout(for: .horizontal)
    _ = LayoutReport(window).text
    #expect(window.layoutEngineDump == dump)
    window.setNeedsLayout()
    window.layoutIfNeeded()
    #expect([first.frame, second.frame] == frames)
  }

  @Test func viewOutsideAnyEngineIsNotAmbiguous() {
    let view = UIView()
    view.translatesAutoresizingMaskIntoConstraints = false
    #expect(!view.hasAmbiguousLayout)
    #expect(view.layoutEngineDump == nil)
  }
}
