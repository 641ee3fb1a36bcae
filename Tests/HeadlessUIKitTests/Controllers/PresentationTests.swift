import HeadlessUIKit
import HeadlessUIKitTestSupport
import Testing

/// Presenting and dismissing: call orders, relations and completion timing (spec 7.10, 8.5,
/// peers C5–C7; decisions C20, C21, C24).
@MainActor
@Suite struct PresentationTests {
  let log = EventLog()

  private func controllers() -> (PresentLogController, PresentLogController) {
    let a = PresentLogController("A", log: log)
    let b = PresentLogController("B", log: log)
    a.recordsLayout = false
    b.recordsLayout = false
    return (a, b)
  }

  @Test("peers C5: full screen present — A will-disappears, B will-appears at once")
  func fullScreenPresentStartsWithTheWillCallbacks() async throws {
    let (a, b) = controllers()
    let window = try await presentationTestWindow(root: a)
    defer { withExtendedLifetime(window) {} }
    log.clear()
    b.modalPresentationStyle = .fullScreen
    b.recordsFlags = true
    a.present(b, animated: true) { self.log.record("completion") }
    #expect(
      log.entries == [
        "B.viewDidLoad", "A.viewWillDisappear(true)",
        "B.viewWillAppear(true) [presented, presenter]",
      ])
    #expect(a.view.window === window)
    #expect(b.view.window === window)
  }

  @Test("peers C5, C7: full screen present — B did-appears, then A did-disappears, then completion")
  func fullScreenPresentFinishesAfterTheNextTurn() async throws {
    let (a, b) = controllers()
    let window = try await presentationTestWindow(root: a)
    defer { withExtendedLifetime(window) {} }
    b.modalPresentationStyle = .fullScreen
    b.recordsFlags = true
    a.present(b, animated: true) {
      self.log.record("completion isBeingPresented=\(b.isBeingPresented)")
    }
    log.clear()
    await nextMainQueueTurn()
    #expect(
      log.entries == [
        "B.viewIsAppearing", "B.viewDidAppear(true) [presented, presenter]",
        "A.viewDidDisappear(true)", "completion isBeingPresented=false",
      ])
    // "The views belonging to the presenting view controller are removed after the
    // presentation completes" (UIModalPresentationStyle.fullScreen).
    #expect(a.view.superview == nil)
    #expect(window.subviews.count == 1)
    #expect(b.view.isDescendant(of: window))
  }

  @Test("peers C5: a page sheet leaves A's view and appearance alone")
  func pageSheetPresentDoesNotHideThePresenter() async throws {
    let (a, b) = controllers()
    let window = try await presentationTestWindow(root: a)
    defer { withExtendedLifetime(window) {} }
    log.clear()
    a.present(b, animated: false) { self.log.record("completion") }
    #expect(log.entries == ["B.viewDidLoad", "B.viewWillAppear(false)"])
    await nextMainQueueTurn()
    #expect(
      log.entries == [
        "B.viewDidLoad", "B.viewWillAppear(false)", "B.viewIsAppearing",
        "B.viewDidAppear(false)", "completion",
      ])
    #expect(a.view.superview === window)
    #expect(window.subviews.count == 2)
    #expect(window.subviews.first === a.view)
  }

  @Test("peers C5: over full screen keeps A on screen and gets no callbacks for it")
  func overFullScreenKeepsThePresenter() async throws {
    let (a, b) = controllers()
    let window = try await presentationTestWindow(root: a)
    defer { withExtendedLifetime(window) {} }
    b.modalPresentationStyle = .overFullScreen
    log.clear()
    a.present(b, animated: true)
    await nextMainQueueTurn()
    #expect(
      log.entries == [
        "B.viewDidLoad", "B.viewWillAppear(true)", "B.viewIsAppearing",
        "B.viewDidAppear(true)",
      ])
    #expect(a.view.superview === window)
  }

  @Test("peers C5: dismissing full screen — B will-disappears, A will-appears at once")
  func fullScreenDismissStartsWithTheWillCallbacks() async throws {
    let (a, b) = controllers()
    let window = try await presentationTestWindow(root: a)
    defer { withExtendedLifetime(window) {} }
    b.modalPresentationStyle = .fullScreen
    b.recordsFlags = true
    a.present(b, animated: true)
    await nextMainQueueTurn()
    log.clear()
    a.dismiss(animated: true) { self.log.record("completion") }
    #expect(
      log.entries == [
        "B.viewWillDisappear(true) [dismissed, presenter]", "A.viewWillAppear(true)",
      ])
    // A's view is back behind B's for the dismissal, sized to the window.
    #expect(window.subviews.first === a.view)
    #expect(a.view.frame == window.bounds)
  }

  @Test("peers C5: dismissing full screen — A did-appears, B did-disappears without a presenter")
  func fullScreenDismissFinishesAfterTheNextTurn() async throws {
    let (a, b) = controllers()
    let window = try await presentationTestWindow(root: a)
    defer { withExtendedLifetime(window) {} }
    b.modalPresentationStyle = .fullScreen
    b.recordsFlags = true
    a.present(b, animated: true)
    await nextMainQueueTurn()
    a.dismiss(animated: true) {
      self.log.record("completion isBeingDismissed=\(b.isBeingDismissed)")
    }
    log.clear()
    await nextMainQueueTurn()
    #expect(
      log.entries == [
        "A.viewIsAppearing", "A.viewDidAppear(true)",
        "B.viewDidDisappear(true) [dismissed, no presenter]",
        "completion isBeingDismissed=false",
      ])
    #expect(window.subviews.count == 1)
    #expect(window.subviews.first === a.view)
    #expect(b.view.superview == nil)
    #expect(a.presentedViewController == nil)
    #expect(b.presentingViewController == nil)
  }

  @Test("peers C5: dismissing a page sheet calls nothing on A")
  func pageSheetDismissLeavesThePresenterAlone() async throws {
    let (a, b) = controllers()
    let window = try await presentationTestWindow(root: a)
    defer { withExtendedLifetime(window) {} }
    a.present(b, animated: true)
    await nextMainQueueTurn()
    log.clear()
    b.dismiss(animated: false) { self.log.record("completion") }
    await nextMainQueueTurn()
    #expect(
      log.entries == ["B.viewWillDisappear(false)", "B.viewDidDisappear(false)", "completion"])
    #expect(window.subviews == [a.view])
  }

  @Test("peers C7: the completion handler never runs inside present(_:animated:completion:)")
  func completionRunsOnALaterTurn() async throws {
    let (a, b) = controllers()
    let window = try await presentationTestWindow(root: a)
    defer { withExtendedLifetime(window) {} }
    var completions = 0
    a.present(b, animated: false) { completions += 1 }
    #expect(completions == 0)
    #expect(b.isBeingPresented)
    await nextMainQueueTurn()
    #expect(completions == 1)
    #expect(!b.isBeingPresented)
    a.dismiss(animated: false) { completions += 1 }
    #expect(completions == 1)
    #expect(b.isBeingDismissed)
    await nextMainQueueTurn()
    #expect(completions == 2)
    #expect(!b.isBeingDismissed)
  }

  @Test("peers C6: presented and presenting are set on present and cleared on dismiss")
  func relationsFollowThePresentation() async throws {
    let (a, b) = controllers()
    let window = try await presentationTestWindow(root: a)
    defer { withExtendedLifetime(window) {} }
    a.present(b, animated: false)
    #expect(a.presentedViewController === b)
    #expect(b.presentingViewController === a)
    #expect(a.presentingViewController == nil)
    #expect(b.presentedViewController == nil)
    await nextMainQueueTurn()
    a.dismiss(animated: false)
    #expect(a.presentedViewController === b)
    await nextMainQueueTurn()
    #expect(a.presentedViewController == nil)
    #expect(b.presentingViewController == nil)
  }

  @Test("spec 8.5: a presented controller is not a child and has no parent")
  func presentedControllersAreNotChildren() async throws {
    let (a, b) = controllers()
    let window = try await presentationTestWindow(root: a)
    defer { withExtendedLifetime(window) {} }
    a.present(b, animated: false)
    await nextMainQueueTurn()
    #expect(a.children.isEmpty)
    #expect(b.parent == nil)
  }

  @Test("peers C6: no retain cycle — a dismissed controller is released")
  func dismissedControllerIsReleased() async throws {
    let a = PresentLogController("A", log: log)
    let window = try await presentationTestWindow(root: a)
    defer { withExtendedLifetime(window) {} }
    weak var weakB: UIViewController?
    do {
      let b = UIViewController()
      weakB = b
      a.present(b, animated: false)
    }
    await nextMainQueueTurn()
    #expect(weakB != nil)
    a.dismiss(animated: false)
    await nextMainQueueTurn()
    #expect(weakB == nil)
  }

  @Test("UIKit: presentedViewController and presentingViewController follow ancestors")
  func relationsAreFoundThroughAncestors() async throws {
    let (a, b) = controllers()
    let aChild = UIViewController()
    let bChild = UIViewController()
    a.addChild(aChild)
    a.view.addSubview(aChild.view)
    aChild.didMove(toParent: a)
    b.addChild(bChild)
    b.view.addSubview(bChild.view)
    bChild.didMove(toParent: b)
    let window = try await presentationTestWindow(root: a)
    defer { withExtendedLifetime(window) {} }
    // A child presents on behalf of its root-most ancestor (full-screen and sheet styles).
    aChild.present(b, animated: false)
    #expect(a.presentedViewController === b)
    #expect(b.presentingViewController === a)
    #expect(aChild.presentedViewController === b)
    #expect(bChild.presentingViewController === a)
    #expect(bChild.presentedViewController == nil)
    await nextMainQueueTurn()
  }

  @Test("UIKit: dismiss on the presented controller or a child of it dismisses it")
  func dismissIsForwardedToThePresenter() async throws {
    let (a, b) = controllers()
    let bChild = UIViewController()
    b.addChild(bChild)
    b.view.addSubview(bChild.view)
    bChild.didMove(toParent: b)
    let window = try await presentationTestWindow(root: a)
    defer { withExtendedLifetime(window) {} }
    a.present(b, animated: false)
    await nextMainQueueTurn()
    bChild.dismiss(animated: false)
    await nextMainQueueTurn()
    #expect(a.presentedViewController == nil)
    #expect(b.view.window == nil)
  }

  @Test("decision C24: dismissing the bottom of a stack dismisses everything above it")
  func dismissRemovesTheWholeStack() async throws {
    let (a, b) = controllers()
    let c = PresentLogController("C", log: log)
    c.recordsLayout = false
    let window = try await presentationTestWindow(root: a)
    defer { withExtendedLifetime(window) {} }
    a.present(b, animated: false)
    await nextMainQueueTurn()
    b.present(c, animated: false)
    await nextMainQueueTurn()
    #expect(window.subviews.count == 3)
    log.clear()
    a.dismiss(animated: true) { self.log.record("completion") }
    await nextMainQueueTurn()
    #expect(
      log.entries == [
        "C.viewWillDisappear(true)", "B.viewWillDisappear(true)", "C.viewDidDisappear(true)",
        "B.viewDidDisappear(true)", "completion",
      ])
    #expect(window.subviews == [a.view])
    #expect(b.presentedViewController == nil)
    #expect(c.presentingViewController == nil)
  }

  @Test("decision C24: dismiss with nothing presented still calls the completion later")
  func dismissWithNothingToDismissCallsTheCompletion() async {
    let a = UIViewController()
    var called = false
    a.dismiss(animated: true) { called = true }
    #expect(!called)
    await nextMainQueueTurn()
    #expect(called)
  }

  @Test("decision C21: in a hidden window the presentation happens without callbacks")
  func presentingInAHiddenWindowHasNoAppearanceCallbacks() async throws {
    let (a, b) = controllers()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
    window.rootViewController = a
    log.clear()
    b.modalPresentationStyle = .fullScreen
    a.present(b, animated: true) { self.log.record("completion") }
    await nextMainQueueTurn()
    #expect(log.entries == ["B.viewDidLoad", "completion"])
    #expect(b.view.window === window)
    #expect(a.view.superview == nil)
  }

  @Test("UIKit: the responder after a presented controller is its presenting controller")
  func presentedControllersNextResponderIsThePresenter() async throws {
    let (a, b) = controllers()
    let window = try await presentationTestWindow(root: a)
    defer { withExtendedLifetime(window) {} }
    #expect(a.next === window)
    a.present(b, animated: false)
    #expect(b.next === a)
    #expect(b.view.next === b)
    await nextMainQueueTurn()
    a.dismiss(animated: false)
    await nextMainQueueTurn()
    #expect(b.next == nil)
  }

  @Test("UIKit: modalPresentationStyle defaults to automatic; raw values are the SDK's")
  func presentationStyleValues() {
    #expect(UIViewController().modalPresentationStyle == .automatic)
    #expect(!UIViewController().definesPresentationContext)
    let styles: [UIModalPresentationStyle] = [
      .automatic, .none, .fullScreen, .pageSheet, .formSheet, .currentContext, .overFullScreen,
      .overCurrentContext, .popover,
    ]
    #expect(styles.map(\.rawValue) == [-2, -1, 0, 1, 2, 3, 5, 6, 7])
  }
}

@MainActor
@Suite struct VisibleViewControllerTests {
  @Test func theVisibleControllerIsWhatTheTopPresents() async {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
    let top = UIViewController()
    let navigation = UINavigationController(rootViewController: top)
    window.rootViewController = navigation
    window.makeKeyAndVisible()
    await nextMainQueueTurn()
    #expect(navigation.visibleViewController === top)
    let sheet = UIViewController()
    top.present(sheet, animated: false)
    await nextMainQueueTurn()
    #expect(navigation.visibleViewController === sheet)
    withExtendedLifetime(window) {}
  }
}

@MainActor
@Suite struct PresentedRotationTests {
  /// A controller that records the sizes it is told about.
  final class SizeRecorder: UIViewController {
    var sizes: [CGSize] = []
    override func viewWillTransition(
      to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator
    ) {
      super.viewWillTransition(to: size, with: coordinator)
      sizes.append(size)
    }
  }

  @Test("9.5: a rotation reaches a full-screen presented controller")
  func rotationReachesPresentedController() async {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
    let root = UIViewController()
    window.rootViewController = root
    window.makeKeyAndVisible()
    await nextMainQueueTurn()
    let presented = SizeRecorder()
    presented.modalPresentationStyle = .fullScreen
    root.present(presented, animated: false)
    await nextMainQueueTurn()
    window.headlessRotate(to: .landscapeLeft, animated: false)
    #expect(presented.sizes == [CGSize(width: 852, height: 393)])
    withExtendedLifetime(window) {}
  }
}
