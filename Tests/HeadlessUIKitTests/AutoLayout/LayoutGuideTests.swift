import HeadlessUIKit
import Testing

/// `UILayoutGuide` (spec 5.25): ownership, constraints on guides, `layoutFrame`, descriptions.
@MainActor
@Suite struct LayoutGuideTests {
  /// A window-less container of the given size (no safe area, default margins).
  private func makeContainer(width: CGFloat = 300, height: CGFloat = 100) -> UIView {
    UIView(frame: CGRect(x: 0, y: 0, width: width, height: height))
  }

  private func constrained() -> UIView {
    let view = UIView()
    view.translatesAutoresizingMaskIntoConstraints = false
    return view
  }

  // 5.25: addLayoutGuide sets owningView, removeLayoutGuide clears it; the view lists its guides.
  @Test("5.25: adding and removing a guide sets and clears its owning view")
  func ownership() {
    let view = makeContainer()
    let guide = UILayoutGuide()
    #expect(guide.owningView == nil)
    #expect(guide.layoutFrame == .zero)
    #expect(guide.identifier == "")
    view.addLayoutGuide(guide)
    #expect(guide.owningView === view)
    #expect(view.layoutGuides.count == 1 && view.layoutGuides[0] === guide)
    let other = makeContainer()
    other.addLayoutGuide(guide)
    #expect(guide.owningView === other)
    #expect(view.layoutGuides.isEmpty)
    other.removeLayoutGuide(guide)
    #expect(guide.owningView == nil)
    #expect(other.layoutGuides.isEmpty)
  }

  // 5.9, 5.25: a guide counts as its owning view when a constraint is installed.
  @Test("5.9: a constraint between a guide and a subview is held by the guide's owning view")
  func guideConstraintsAreHeldByTheOwningView() {
    let view = makeContainer()
    let child = constrained()
    view.addSubview(child)
    let guide = UILayoutGuide()
    view.addLayoutGuide(guide)
    let constraint = child.leadingAnchor.constraint(equalTo: guide.trailingAnchor)
    constraint.isActive = true
    #expect(view.constraints.contains { $0 === constraint })
    #expect(constraint.firstItem === child && constraint.secondItem === guide)
  }

  // 5.25: equal gaps between three fixed-width views, made with two spacer guides; the guides'
  // layout frames are solved, in the owning view's coordinates.
  @Test("5.25: spacer guides share the free width equally and report their layout frames")
  func spacerGuides() {
    let view = makeContainer(width: 300, height: 100)
    let boxes = (0..<3).map { _ in constrained() }
    for box in boxes { view.addSubview(box) }
    let gaps = (0..<2).map { _ in UILayoutGuide() }
    for gap in gaps { view.addLayoutGuide(gap) }
    var constraints: [NSLayoutConstraint] = []
    for box in boxes {
      constraints += [
        box.widthAnchor.constraint(equalToConstant: 60),
        box.heightAnchor.constraint(equalToConstant: 40),
        box.topAnchor.constraint(equalTo: view.topAnchor, constant: 10),
      ]
    }
    constraints += [
      boxes[0].leadingAnchor.constraint(equalTo: view.leadingAnchor),
      gaps[0].leadingAnchor.constraint(equalTo: boxes[0].trailingAnchor),
      boxes[1].leadingAnchor.constraint(equalTo: gaps[0].trailingAnchor),
      gaps[1].leadingAnchor.constraint(equalTo: boxes[1].trailingAnchor),
      boxes[2].leadingAnchor.constraint(equalTo: gaps[1].trailingAnchor),
      boxes[2].trailingAnchor.constraint(equalTo: view.trailingAnchor),
      gaps[0].widthAnchor.constraint(equalTo: gaps[1].widthAnchor),
      gaps[0].topAnchor.constraint(equalTo: view.topAnchor),
      gaps[0].heightAnchor.constraint(equalToConstant: 5),
      gaps[1].topAnchor.constraint(equalTo: gaps[0].bottomAnchor),
      gaps[1].heightAnchor.constraint(equalTo: gaps[0].heightAnchor, multiplier: 2),
    ]
    NSLayoutConstraint.activate(constraints)
    view.layoutIfNeeded()
    #expect(boxes.map(\.frame.minX) == [0, 120, 240])
    #expect(gaps[0].layoutFrame == CGRect(x: 60, y: 0, width: 60, height: 5))
    #expect(gaps[1].layoutFrame == CGRect(x: 180, y: 5, width: 60, height: 10))
  }

  /// A container that records its guide's layout frame when its layoutSubviews runs.
  private final class RecordingContainer: UIView {
    let guide = UILayoutGuide()
    var seen: [CGRect] = []
    override func layoutSubviews() {
      super.layoutSubviews()
      seen.append(guide.layoutFrame)
    }
  }

  // 5.25: the layout frame is valid by the time the owning view's layoutSubviews runs, and a
  // guide that moves lays its owning view out again.
  @Test("5.25: layoutFrame is current in the owning view's layoutSubviews")
  func layoutFrameIsValidInLayoutSubviews() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    let container = RecordingContainer(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    root.addSubview(container)
    container.addLayoutGuide(container.guide)
    let inset = container.guide.leadingAnchor.constraint(
      equalTo: container.leadingAnchor, constant: 10)
    NSLayoutConstraint.activate([
      inset,
      container.guide.topAnchor.constraint(equalTo: container.topAnchor, constant: 20),
      container.guide.widthAnchor.constraint(equalToConstant: 50),
      container.guide.heightAnchor.constraint(equalToConstant: 30),
    ])
    root.layoutIfNeeded()
    #expect(container.seen.last == CGRect(x: 10, y: 20, width: 50, height: 30))
    inset.constant = 40
    root.layoutIfNeeded()
    #expect(container.seen.last == CGRect(x: 40, y: 20, width: 50, height: 30))
  }

  // Removing a guide deactivates the constraints that use it.
  @Test func removingAGuideDeactivatesItsConstraints() {
    let view = makeContainer()
    let guide = UILayoutGuide()
    view.addLayoutGuide(guide)
    let width = guide.widthAnchor.constraint(equalToConstant: 10)
    let edge = guide.leadingAnchor.constraint(equalTo: view.leadingAnchor)
    NSLayoutConstraint.activate([width, edge])
    view.removeLayoutGuide(guide)
    #expect(!width.isActive && !edge.isActive)
    #expect(view.constraints.isEmpty)
  }

  // The system guides are made once, named as in UIKit, and listed among the view's guides.
  @Test func systemGuidesAreMadeOnceWithUIKitsIdentifiers() {
    let view = makeContainer()
    #expect(view.layoutGuides.isEmpty)
    let margins = view.layoutMarginsGuide
    #expect(view.layoutMarginsGuide === margins)
    #expect(margins.identifier == "UIViewLayoutMarginsGuide")
    #expect(view.safeAreaLayoutGuide.identifier == "UIViewSafeAreaLayoutGuide")
    #expect(view.readableContentGuide.identifier == "UIViewReadableContentGuide")
    #expect(view.layoutGuides.count == 3)
    #expect(margins.owningView === view)
  }

  // Descriptions as UIKit prints them.
  @Test func guidesDescribeThemselvesAsUIKitDoes() {
    let view = makeContainer(width: 300, height: 100)
    let margins = view.layoutMarginsGuide
    #expect(margins.description.hasPrefix("<UILayoutGuide: 0x"))
    #expect(
      margins.description.contains(
        " - \"UIViewLayoutMarginsGuide\", layoutFrame = {{8, 8}, {284, 84}}, owningView = <UIView: 0x"
      ))
    let child = constrained()
    view.addSubview(child)
    let constraint = child.leadingAnchor.constraint(equalTo: margins.leadingAnchor)
    let text = constraint.description
    #expect(text.contains(".leading == UILayoutGuide:0x"))
    #expect(text.contains("'UIViewLayoutMarginsGuide'.leading"))
  }
}
