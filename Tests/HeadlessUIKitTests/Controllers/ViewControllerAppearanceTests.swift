import HeadlessUIKit
import HeadlessUIKitTestSupport
import Testing

/// Appearance callbacks (spec 7.5–7.10, peers C2–C4, C7, K3; decision C1).
@MainActor
@Suite struct ViewControllerAppearanceTests {
  private func makeWindow() -> UIWindow {
    UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
  }

  @Test("7.5, C3, C7: first appearance of a window's root controller, didAppear a turn later")
  func firstAppearance() async {
    let log = EventLog()
    let window = makeWindow()
    let controller = LoggingController("vc", log: log)
    window.rootViewController = controller
    #expect(log.entries == ["vc.loadView", "vc.viewDidLoad"])
    log.clear()
    window.makeKeyAndVisible()
    #expect(log.entries == ["vc.viewWillAppear"])
    await nextMainQueueTurn()
    #expect(
      log.entries == [
        "vc.viewWillAppear", "vc.viewIsAppearing", "vc.viewWillLayoutSubviews",
        "vc.viewDidLayoutSubviews", "vc.viewDidAppear",
      ])
  }

  @Test("7.5: viewIsAppearing runs once per appearance however often layout runs")
  func viewIsAppearingOnce() async {
    let log = EventLog()
    let window = makeWindow()
    let controller = LoggingController("vc", log: log)
    window.rootViewController = controller
    window.makeKeyAndVisible()
    window.layoutIfNeeded()
    controller.view.setNeedsLayout()
    window.layoutIfNeeded()
    await nextMainQueueTurn()
    #expect(log.entries.filter { $0 == "vc.viewIsAppearing" }.count == 1)
    #expect(log.entries.filter { $0 == "vc.viewWillLayoutSubviews" }.count == 2)
    #expect(log.entries.last == "vc.viewDidAppear")
  }

  @Test("7.6: hiding the window makes the controller disappear at once")
  func disappearance() async {
    let log = EventLog()
    let window = makeWindow()
    let controller = LoggingController("vc", log: log)
    window.rootViewController = controller
    window.makeKeyAndVisible()
    await nextMainQueueTurn()
    log.clear()
    window.isHidden = true
    #expect(log.entries == ["vc.viewWillDisappear", "vc.viewDidDisappear"])
  }

  /// A parent that embeds a child in viewDidLoad with full containment.
  private final class Parent: LoggingController {
    var child: LoggingController?
    override func viewDidLoad() {
      super.viewDidLoad()
      guard let child else { return }
      addChild(child)
      view.addSubview(child.view)
      child.didMove(toParent: self)
    }
  }

  @Test("7.7, K3: parent's will before child's will, parent's did before child's did")
  func parentAndChild() async {
    let log = EventLog()
    let window = makeWindow()
    let parent = Parent("parent", log: log)
    parent.child = LoggingController("child", log: log)
    window.rootViewController = parent
    log.clear()
    window.makeKeyAndVisible()
    await nextMainQueueTurn()
    let appearance = log.entries.filter { $0.contains("Appear") && !$0.contains("IsAppearing") }
    // The child's first appearance after addChild reports the move (decision C4).
    #expect(
      appearance == [
        "parent.viewWillAppear", "child.viewWillAppear(movingToParent)", "parent.viewDidAppear",
        "child.viewDidAppear(movingToParent)",
      ])
    log.clear()
    window.isHidden = true
    #expect(
      log.entries == [
        "parent.viewWillDisappear", "child.viewWillDisappear", "parent.viewDidDisappear",
        "child.viewDidDisappear",
      ])
  }

  @Test("7.10, 8.4: a child added to a visible parent appears as moving to its parent")
  func childAddedToVisibleParent() async {
    let log = EventLog()
    let window = makeWindow()
    let parent = LoggingController("parent", log: log)
    window.rootViewController = parent
    window.makeKeyAndVisible()
    await nextMainQueueTurn()
    log.clear()
    let child = LoggingController("child", log: log)
    parent.addChild(child)
    parent.view.addSubview(child.view)
    child.didMove(toParent: parent)
    await nextMainQueueTurn()
    #expect(
      log.entries.filter { !$0.contains("Layout") } == [
        "child.willMove(toParent: parent)", "child.loadView", "child.viewDidLoad",
        "child.viewWillAppear(movingToParent)", "child.didMove(toParent: parent)",
        "child.viewIsAppearing", "child.viewDidAppear(movingToParent)",
      ])
    #expect(!child.isMovingToParent)
    log.clear()
    child.willMove(toParent: nil)
    child.view.removeFromSuperview()
    child.removeFromParent()
    #expect(
      log.entries == [
        "child.willMove(toParent: nil)", "child.viewWillDisappear(movingFromParent)",
        "child.viewDidDisappear(movingFromParent)", "child.didMove(toParent: nil)",
      ])
  }

  /// A container that forwards appearance by hand.
  private final class ManualContainer: LoggingController {
    override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }
  }

  @Test("7.8: a manual container's children appear only through begin/end")
  func manualForwarding() async {
    let log = EventLog()
    let window = makeWindow()
    let container = ManualContainer("container", log: log)
    let child = LoggingController("child", log: log)
    container.addChild(child)
    container.view.addSubview(child.view)
    child.didMove(toParent: container)
    window.rootViewController = container
    log.clear()
    window.makeKeyAndVisible()
    await nextMainQueueTurn()
    #expect(!log.entries.contains { $0.hasPrefix("child.view") && $0.contains("Appear") })
    log.clear()
    child.beginAppearanceTransition(true, animated: false)
    child.endAppearanceTransition()
    #expect(
      log.entries == [
        "child.viewWillAppear(movingToParent)", "child.viewIsAppearing",
        "child.viewDidAppear(movingToParent)",
      ])
  }

  @Test("7.9: unbalanced begin/end calls are logged, not fatal")
  func unbalancedCalls() {
    let controller = UIViewController()
    let messages = Diagnostics.capture {
      controller.endAppearanceTransition()
      controller.beginAppearanceTransition(true, animated: false)
      controller.beginAppearanceTransition(true, animated: false)
    }
    #expect(
      messages
        == Array(
          repeating:
            "Unbalanced calls to begin/end appearance transitions for <UIViewController: "
            + "\(ObjectAddress.of(controller))>.", count: 2))
  }

  @Test("C4: calling an appearance method directly is reported")
  func directCallsAreReported() {
    let controller = UIViewController()
    let messages = Diagnostics.capture { controller.viewWillAppear(false) }
    #expect(messages.count == 1)
    #expect(
      messages.first?.hasPrefix(
        "Calling -viewWillAppear: directly on a view controller is not supported") == true)
    #expect(messages.first?.contains("UIViewControllerAlertForAppearanceCallbackMisuse") == true)
    let quiet = Diagnostics.capture {
      controller.beginAppearanceTransition(true, animated: false)
      controller.endAppearanceTransition()
    }
    #expect(quiet.isEmpty)
  }

  /// A parent that adds a child's view without containment calls.
  private final class UncontainedParent: LoggingController {
    var child: LoggingController?
    override func viewDidLoad() {
      super.viewDidLoad()
      if let child { view.addSubview(child.view) }
    }
  }

  @Test("8.8, K3: a child view added without containment gets nested callbacks and no parent")
  func withoutContainment() async {
    let log = EventLog()
    let window = makeWindow()
    let parent = UncontainedParent("parent", log: log)
    let child = LoggingController("child", log: log)
    parent.child = child
    window.rootViewController = parent
    log.clear()
    window.makeKeyAndVisible()
    await nextMainQueueTurn()
    let appearance = log.entries.filter { $0.contains("Appear") && !$0.contains("IsAppearing") }
    #expect(
      appearance == [
        "parent.viewWillAppear", "child.viewWillAppear", "child.viewDidAppear",
        "parent.viewDidAppear",
      ])
    #expect(child.parent == nil && parent.children.isEmpty)
  }
}
