import HeadlessUIKit
import HeadlessUIKitTestSupport
import Testing

/// Child controllers (spec 8.1–8.5, 8.9, peers K1, K2, K6).
@MainActor
@Suite struct ContainmentTests {
  @Test("8.1, K1: addChild calls willMove(toParent:) but not didMove, and touches no view")
  func addChild() {
    let log = EventLog()
    let parent = LoggingController("parent", log: log)
    let child = LoggingController("child", log: log)
    parent.addChild(child)
    #expect(log.entries == ["child.willMove(toParent: parent)"])
    #expect(parent.children.count == 1 && parent.children[0] === child)
    #expect(child.parent === parent)
    #expect(!child.isViewLoaded && !parent.isViewLoaded)
  }

  @Test("8.1: adding a child that has another parent removes it from that parent first")
  func reparenting() {
    let log = EventLog()
    let first = LoggingController("first", log: log)
    let second = LoggingController("second", log: log)
    let child = LoggingController("child", log: log)
    first.addChild(child)
    log.clear()
    second.addChild(child)
    #expect(
      log.entries == ["child.didMove(toParent: nil)", "child.willMove(toParent: second)"])
    #expect(first.children.isEmpty)
    #expect(second.children.count == 1 && child.parent === second)
  }

  @Test(
    "8.3, K2: removeFromParent calls didMove(toParent: nil) but not willMove, and keeps the view")
  func removeFromParent() {
    let log = EventLog()
    let parent = LoggingController("parent", log: log)
    let child = LoggingController("child", log: log)
    parent.addChild(child)
    parent.view.addSubview(child.view)
    child.didMove(toParent: parent)
    log.clear()
    child.removeFromParent()
    #expect(log.entries == ["child.didMove(toParent: nil)"])
    #expect(child.parent == nil && parent.children.isEmpty)
    #expect(child.view.superview === parent.view)
  }

  @Test("8.5: children keep their insertion order; parent is weak")
  func orderAndWeakParent() {
    let parent = UIViewController()
    let children = (0..<3).map { _ in UIViewController() }
    for child in children { parent.addChild(child) }
    let sameOrder = parent.children.elementsEqual(children, by: ===)
    #expect(sameOrder)
    weak var weakParent: UIViewController?
    let orphan = UIViewController()
    do {
      let temporary = UIViewController()
      weakParent = temporary
      temporary.addChild(orphan)
      #expect(orphan.parent === temporary)
    }
    #expect(weakParent == nil)
    #expect(orphan.parent == nil)
  }

  @Test("8.9: a child's view under another controller's view stops with UIKit's exception")
  func hierarchyInconsistency() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      await MainActor.run {
        let parent = UIViewController()
        let stranger = UIViewController()
        let child = UIViewController()
        parent.addChild(child)
        stranger.view.addSubview(child.view)
      }
    }
    let text = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(
      text.contains(
        "UIViewControllerHierarchyInconsistencyException: child view controller:<UIViewController: 0x"
      ))
    #expect(text.contains("should have parent view controller:<UIViewController: 0x"))
  }

  @Test("8.9: a child's view may go anywhere inside its parent's view")
  func consistentHierarchy() {
    let parent = UIViewController()
    let child = UIViewController()
    let container = UIView()
    parent.view.addSubview(container)
    parent.addChild(child)
    container.addSubview(child.view)
    child.didMove(toParent: parent)
    #expect(child.view.superview === container)
  }
}
