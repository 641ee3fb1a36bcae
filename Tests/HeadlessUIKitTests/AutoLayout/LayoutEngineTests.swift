import HeadlessUIKit
import HeadlessUIKitTestSupport
import Testing

/// Layout results of the engine: frames solved from constraints and copied into views.
@MainActor
@Suite struct LayoutEngineTests {
  /// A window of the given size with a frame-based container (translating its mask).
  private func makeWindow(width: CGFloat = 390, height: CGFloat = 844) -> UIWindow {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: width, height: height))
    window.makeKeyAndVisible()
    return window
  }

  // Seed scene 1: a child pinned into a container with constraints, because bounds are not
  // final when the child is added. The container is frame-based (autoresizing W+H).
  @Test func childPinnedToContainerEdgesFillsIt() {
    let window = makeWindow()
    let container = UIView(frame: CGRect(x: 0, y: 100, width: 390, height: 300))
    container.autoresizingMask = [.flexibleWidth, .flexibleHeight, .flexibleBottomMargin]
    window.addSubview(container)
    let map = UIView()
    map.translatesAutoresizingMaskIntoConstraints = false
    container.addSubview(map)
    NSLayoutConstraint.activate([
      map.topAnchor.constraint(equalTo: container.topAnchor),
      map.bottomAnchor.constraint(equalTo: container.bottomAnchor),
      map.leadingAnchor.constraint(equalTo: container.leadingAnchor),
      map.trailingAnchor.constraint(equalTo: container.trailingAnchor),
    ])
    window.layoutIfNeeded()
    #expect(map.frame == CGRect(x: 0, y: 0, width: 390, height: 300))

    // Rotating the window resizes the container by its mask (spec 4.14), and the engine
    // follows: the map fills the new container on the next layout.
    window.frame = CGRect(x: 0, y: 0, width: 844, height: 390)
    window.layoutIfNeeded()
    // Container: width 390 → 844 (W flexible alone); height and bottom margin share the
    // height change in proportion: 300 + (390 − 844)·300/(300 + 444)
    // = 300 − 454·300/744 = 116.935…; the map follows the container.
    #expect(container.frame.width == 844)
    #expect(isClose(map.frame.width, 844, tolerance: 1e-6))
    #expect(isClose(map.frame.height, container.bounds.height, tolerance: 1e-6))
  }

  // Equal widths in a row with 8-point spacing: (W − 8·(n + 1)) / n each.
  @Test func equalWidthRowSharesTheWidth() {
    let window = makeWindow(width: 320, height: 100)
    let views = (0..<3).map { _ in UIView() }
    for view in views {
      view.translatesAutoresizingMaskIntoConstraints = false
      window.addSubview(view)
    }
    var constraints = [
      views[0].leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 8),
      views[2].trailingAnchor.constraint(equalTo: window.trailingAnchor, constant: -8),
    ]
    for (left, right) in zip(views, views.dropFirst()) {
      constraints.append(right.leadingAnchor.constraint(equalTo: left.trailingAnchor, constant: 8))
      constraints.append(right.widthAnchor.constraint(equalTo: left.widthAnchor))
    }
    for view in views {
      constraints.append(view.topAnchor.constraint(equalTo: window.topAnchor, constant: 8))
      constraints.append(view.heightAnchor.constraint(equalToConstant: 44))
    }
    NSLayoutConstraint.activate(constraints)
    window.layoutIfNeeded()
    // (320 − 32) / 3 = 96.
    #expect(
      views.map(\.frame) == [
        CGRect(x: 8, y: 8, width: 96, height: 44),
        CGRect(x: 112, y: 8, width: 96, height: 44),
        CGRect(x: 216, y: 8, width: 96, height: 44),
      ])
  }

  // Changing a constant and deactivating a constraint are picked up at the next layout, on the
  // next turn of the main queue (spec 4.10).
  @Test func constantChangesAndDeactivationRelayOut() async {
    let window = makeWindow(width: 200, height: 200)
    let box = UIView()
    box.translatesAutoresizingMaskIntoConstraints = false
    window.addSubview(box)
    let left = box.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 10)
    let width = box.widthAnchor.constraint(equalToConstant: 50)
    let preferred = box.widthAnchor.constraint(equalToConstant: 120)
    preferred.priority = .defaultLow
    NSLayoutConstraint.activate([
      left, width, preferred,
      box.topAnchor.constraint(equalTo: window.topAnchor),
      box.heightAnchor.constraint(equalToConstant: 20),
    ])
    window.layoutIfNeeded()
    #expect(box.frame == CGRect(x: 10, y: 0, width: 50, height: 20))

    left.constant = 30
    await nextMainQueueTurn()
    #expect(box.frame.origin.x == 30)

    width.isActive = false  // the optional 120 takes over
    await nextMainQueueTurn()
    #expect(box.frame.width == 120)
  }

  // Constraints between views in different branches are expressed through their common
  // ancestor: a label in one container aligned with a label in another.
  @Test func constraintAcrossBranchesUsesTheCommonAncestor() {
    let window = makeWindow(width: 300, height: 300)
    let a = UIView(frame: CGRect(x: 20, y: 40, width: 100, height: 100))
    let b = UIView(frame: CGRect(x: 150, y: 10, width: 100, height: 200))
    window.addSubview(a)
    window.addSubview(b)
    let child = UIView()
    child.translatesAutoresizingMaskIntoConstraints = false
    b.addSubview(child)
    NSLayoutConstraint.activate([
      child.topAnchor.constraint(equalTo: a.topAnchor, constant: 5),  // window y 45 → b y 35
      child.leadingAnchor.constraint(equalTo: b.leadingAnchor, constant: 4),
      child.widthAnchor.constraint(equalToConstant: 10),
      child.heightAnchor.constraint(equalToConstant: 10),
    ])
    window.layoutIfNeeded()
    #expect(child.frame == CGRect(x: 4, y: 35, width: 10, height: 10))
  }

  // Auto Layout ignores transforms and sets bounds and centre, never frame (spec 1.11).
  @Test func transformedViewKeepsItsTransformAndGetsItsAlignmentRect() {
    let window = makeWindow(width: 200, height: 200)
    let box = UIView()
    box.translatesAutoresizingMaskIntoConstraints = false
    box.transform = CGAffineTransform(scaleX: 2, y: 2)
    window.addSubview(box)
    NSLayoutConstraint.activate([
      box.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 50),
      box.topAnchor.constraint(equalTo: window.topAnchor, constant: 50),
      box.widthAnchor.constraint(equalToConstant: 40),
      box.heightAnchor.constraint(equalToConstant: 20),
    ])
    window.layoutIfNeeded()
    #expect(box.bounds.size == CGSize(width: 40, height: 20))
    #expect(box.center == CGPoint(x: 70, y: 60))
    #expect(box.transform == CGAffineTransform(scaleX: 2, y: 2))
    #expect(box.frame == CGRect(x: 30, y: 40, width: 80, height: 40))  // the bounding box
  }

  // An unsatisfiable required constraint does not crash: UIKit's message is logged, the
  // constraint is broken, and the rest lays out (spec 5.10).
  @Test func unsatisfiableConstraintIsLoggedAndBroken() throws {
    let window = makeWindow(width: 200, height: 200)
    let box = UIView()
    box.translatesAutoresizingMaskIntoConstraints = false
    window.addSubview(box)
    NSLayoutConstraint.activate([
      box.leadingAnchor.constraint(equalTo: window.leadingAnchor),
      box.topAnchor.constraint(equalTo: window.topAnchor),
      box.widthAnchor.constraint(equalToConstant: 50),
      box.heightAnchor.constraint(equalToConstant: 50),
    ])
    let conflicting = box.widthAnchor.constraint(equalToConstant: 80)
    let messages = Diagnostics.capture { conflicting.isActive = true }
    let message = try #require(messages.first)
    #expect(message.contains("Unable to simultaneously satisfy constraints."))
    #expect(message.contains("Will attempt to recover by breaking constraint"))
    window.layoutIfNeeded()
    #expect(box.frame.width == 50)
  }

  // A view moved into another tree brings its constraints along (the engine of the tree it
  // joins rebuilds), and frames follow the new superview.
  @Test func constraintsFollowAViewIntoANewTree() {
    let window = makeWindow(width: 300, height: 300)
    let card = UIView(frame: CGRect(x: 0, y: 0, width: 120, height: 80))
    let badge = UIView()
    badge.translatesAutoresizingMaskIntoConstraints = false
    card.addSubview(badge)
    NSLayoutConstraint.activate([
      badge.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -4),
      badge.topAnchor.constraint(equalTo: card.topAnchor, constant: 4),
      badge.widthAnchor.constraint(equalToConstant: 20),
      badge.heightAnchor.constraint(equalToConstant: 20),
    ])
    card.layoutIfNeeded()
    #expect(badge.frame == CGRect(x: 96, y: 4, width: 20, height: 20))
    window.addSubview(card)
    card.frame = CGRect(x: 10, y: 10, width: 200, height: 80)
    window.layoutIfNeeded()
    #expect(badge.frame == CGRect(x: 176, y: 4, width: 20, height: 20))
  }

  // anchorWithOffset(to:) measures the distance between two anchors: a gap of 20 between two
  // views, and a third view as wide as that gap.
  @Test func offsetAnchorsConstrainDistances() {
    let window = makeWindow(width: 300, height: 100)
    let views = (0..<3).map { _ in UIView() }
    for view in views {
      view.translatesAutoresizingMaskIntoConstraints = false
      window.addSubview(view)
      view.topAnchor.constraint(equalTo: window.topAnchor).isActive = true
      view.heightAnchor.constraint(equalToConstant: 10).isActive = true
    }
    let gap = views[0].trailingAnchor.anchorWithOffset(to: views[1].leadingAnchor)
    NSLayoutConstraint.activate([
      views[0].leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 10),
      views[0].widthAnchor.constraint(equalToConstant: 50),
      gap.constraint(equalToConstant: 20),
      views[1].widthAnchor.constraint(equalToConstant: 30),
      views[2].leadingAnchor.constraint(equalTo: window.leadingAnchor),
      views[2].widthAnchor.constraint(equalTo: gap, multiplier: 2),
    ])
    window.layoutIfNeeded()
    #expect(views[1].frame.minX == 80)  // 10 + 50 + 20
    #expect(views[2].frame.width == 40)  // 2 × 20
  }

  // Moving a view to another superview drops the constraints that tied it to its old place.
  @Test func reparentingDropsConstraintsToTheOldPlace() {
    let window = makeWindow(width: 300, height: 300)
    let left = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let right = UIView(frame: CGRect(x: 150, y: 0, width: 100, height: 100))
    window.addSubview(left)
    window.addSubview(right)
    let dot = UIView()
    dot.translatesAutoresizingMaskIntoConstraints = false
    left.addSubview(dot)
    let pin = dot.leadingAnchor.constraint(equalTo: left.leadingAnchor, constant: 5)
    let size = dot.widthAnchor.constraint(equalToConstant: 10)
    NSLayoutConstraint.activate([pin, size])
    right.addSubview(dot)
    #expect(!pin.isActive)
    #expect(size.isActive)
  }

  // A frame-based view that others are constrained to keeps its frame through its
  // autoresizing constraints; turning translatesAutoresizingMaskIntoConstraints off hands it to
  // its own constraints.
  @Test func turningOffMaskTranslationHandsTheViewToConstraints() {
    let window = makeWindow(width: 300, height: 300)
    let anchorView = UIView(frame: CGRect(x: 10, y: 20, width: 50, height: 50))
    window.addSubview(anchorView)
    let follower = UIView()
    follower.translatesAutoresizingMaskIntoConstraints = false
    window.addSubview(follower)
    NSLayoutConstraint.activate([
      follower.leadingAnchor.constraint(equalTo: anchorView.trailingAnchor, constant: 5),
      follower.topAnchor.constraint(equalTo: anchorView.topAnchor),
      follower.widthAnchor.constraint(equalToConstant: 10),
      follower.heightAnchor.constraint(equalToConstant: 10),
    ])
    window.layoutIfNeeded()
    #expect(follower.frame == CGRect(x: 65, y: 20, width: 10, height: 10))
    anchorView.translatesAutoresizingMaskIntoConstraints = false
    NSLayoutConstraint.activate([
      anchorView.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 100),
      anchorView.topAnchor.constraint(equalTo: window.topAnchor, constant: 100),
      anchorView.widthAnchor.constraint(equalToConstant: 20),
      anchorView.heightAnchor.constraint(equalToConstant: 20),
    ])
    window.layoutIfNeeded()
    #expect(anchorView.frame == CGRect(x: 100, y: 100, width: 20, height: 20))
    #expect(follower.frame == CGRect(x: 125, y: 100, width: 10, height: 10))
  }
}
