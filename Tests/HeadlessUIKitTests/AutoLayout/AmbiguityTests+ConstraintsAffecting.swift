import HeadlessUIKit
import Testing

/// `constraintsAffectingLayout(for:)`: the constraints a view's centre and size rest on, read
/// from the solver (spec 5.12, decision A31).
@MainActor
@Suite struct ConstraintsAffectingLayoutTests {
  /// A 400 × 800 window ▸ container (inset 20 from the sides, 100 from the top, 200 high) ▸
  /// child (10 in from the container's leading and top edges, half its width, 50 high).
  @MainActor
  private struct PinnedScene {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
    let container = UIView()
    let child = UIView()
    let containerLeading: NSLayoutConstraint
    let containerTrailing: NSLayoutConstraint
    let containerTop: NSLayoutConstraint
    let containerHeight: NSLayoutConstraint
    let childLeading: NSLayoutConstraint
    let childWidth: NSLayoutConstraint
    let childTop: NSLayoutConstraint
    let childHeight: NSLayoutConstraint

    init() {
      window.makeKeyAndVisible()
      container.translatesAutoresizingMaskIntoConstraints = false
      child.translatesAutoresizingMaskIntoConstraints = false
      window.addSubview(container)
      container.addSubview(child)
      containerLeading = container.leadingAnchor.constraint(
        equalTo: window.leadingAnchor, constant: 20)
      containerTrailing = container.trailingAnchor.constraint(
        equalTo: window.trailingAnchor, constant: -20)
      containerTop = container.topAnchor.constraint(equalTo: window.topAnchor, constant: 100)
      containerHeight = container.heightAnchor.constraint(equalToConstant: 200)
      childLeading = child.leadingAnchor.constraint(
        equalTo: container.leadingAnchor, constant: 10)
      childWidth = child.widthAnchor.constraint(equalTo: container.widthAnchor, multiplier: 0.5)
      childTop = child.topAnchor.constraint(equalTo: container.topAnchor, constant: 10)
      childHeight = child.heightAnchor.constraint(equalToConstant: 50)
      NSLayoutConstraint.activate([
        containerLeading, containerTrailing, containerTop, containerHeight,
        childLeading, childWidth, childTop, childHeight,
      ])
      window.layoutIfNeeded()
    }
  }

  @Test(
    "5.12: the child's width rests on the container's side constraints, which do not mention it")
  func horizontalIncludesSuperviewConstraints() {
    let scene = PinnedScene()
    #expect(scene.child.frame == CGRect(x: 10, y: 10, width: 180, height: 50))
    #expect(
      scene.child.constraintsAffectingLayout(for: .horizontal)
        == [scene.containerLeading, scene.containerTrailing, scene.childLeading, scene.childWidth])
  }

  @Test("5.12: the child's vertical layout rests on its own constraints only")
  func verticalIsRelativeToTheSuperview() {
    // The centre is in the superview's coordinates: moving the container down does not move
    // the child's centre.y, so the container's top is not listed.
    let scene = PinnedScene()
    #expect(
      scene.child.constraintsAffectingLayout(for: .vertical)
        == [scene.childTop, scene.childHeight])
  }

  @Test("5.12: the container's layout along each axis")
  func containerConstraintsPerAxis() {
    let scene = PinnedScene()
    #expect(
      scene.container.constraintsAffectingLayout(for: .horizontal)
        == [scene.containerLeading, scene.containerTrailing])
    #expect(
      scene.container.constraintsAffectingLayout(for: .vertical)
        == [scene.containerTop, scene.containerHeight])
    // The window's size is an input, not a constraint.
    #expect(scene.window.constraintsAffectingLayout(for: .horizontal).isEmpty)
  }

  @Test func slackInequalitiesAndBrokenConstraintsAreNotListed() {
    let scene = PinnedScene()
    let roomy = scene.child.widthAnchor.constraint(lessThanOrEqualToConstant: 1000)
    let conflicting = scene.child.heightAnchor.constraint(equalToConstant: 80)
    _ = Diagnostics.capture { NSLayoutConstraint.activate([roomy, conflicting]) }
    scene.window.layoutIfNeeded()
    #expect(
      scene.child.constraintsAffectingLayout(for: .horizontal)
        == [scene.containerLeading, scene.containerTrailing, scene.childLeading, scene.childWidth])
    #expect(
      scene.child.constraintsAffectingLayout(for: .vertical)
        == [scene.childTop, scene.childHeight])
  }

  @Test("5.12: a tight inequality counts, and a constant change moves the view")
  func tightInequalityIsListed() {
    let scene = PinnedScene()
    let limit = scene.child.widthAnchor.constraint(lessThanOrEqualToConstant: 120)
    let wish = scene.childWidth
    wish.isActive = false
    wish.priority = .defaultHigh
    NSLayoutConstraint.activate([limit, wish])
    scene.window.layoutIfNeeded()
    #expect(scene.child.frame.width == 120)
    // The limit holds the width; the violated wish does not.
    #expect(
      scene.child.constraintsAffectingLayout(for: .horizontal) == [scene.childLeading, limit])
  }

  @Test("5.21, A10: the autoresizing-mask constraints of a framed superview are listed too")
  func maskConstraintsAreListed() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    window.makeKeyAndVisible()
    let card = UIView(frame: CGRect(x: 20, y: 20, width: 200, height: 100))
    window.addSubview(card)
    let badge = UIView()
    badge.translatesAutoresizingMaskIntoConstraints = false
    card.addSubview(badge)
    let trailing = badge.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -4)
    let width = badge.widthAnchor.constraint(equalToConstant: 20)
    NSLayoutConstraint.activate([
      trailing, width,
      badge.topAnchor.constraint(equalTo: card.topAnchor, constant: 4),
      badge.heightAnchor.constraint(equalToConstant: 20),
    ])
    window.layoutIfNeeded()
    #expect(badge.frame == CGRect(x: 176, y: 4, width: 20, height: 20))
    let card0x = "UIView:\(ObjectAddress.of(card))"
    let badgeList = badge.constraintsAffectingLayout(for: .horizontal)
    #expect(badgeList.count == 3)
    let ownConstraints = badgeList.dropFirst().elementsEqual([trailing, width], by: ===)
    #expect(ownConstraints)
    #expect(badgeList.first?.description.contains("h=--& v=--& \(card0x).width == 200") == true)
    // The card's own frame comes from its mask constraints: minX == 20 and width == 200.
    let cardList = card.constraintsAffectingLayout(for: .horizontal).map(\.description)
    #expect(cardList.count == 2)
    #expect(cardList.first?.contains("h=--& v=--& \(card0x).minX == 20   (active)>") == true)
    #expect(cardList.last?.contains("h=--& v=--& \(card0x).width == 200   (active)>") == true)
  }

  @Test func viewsOutsideTheEngineHaveNone() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    let framed = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    window.addSubview(framed)
    #expect(framed.constraintsAffectingLayout(for: .horizontal).isEmpty)
    #expect(framed.constraintsAffectingLayout(for: .vertical).isEmpty)
  }
}
