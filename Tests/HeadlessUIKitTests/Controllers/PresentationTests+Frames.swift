import HeadlessUIKit
import HeadlessUIKitTestSupport
import Testing

/// Where presented views go, per style, on an iPhone and an iPad (spec §14, peers C6 and C8;
/// decisions C22, C23, C27).
@MainActor
@Suite struct PresentationFrameTests {
  /// Presents a plain controller with `style` from a window's root on `device` and returns the
  /// presented view's frame in the window, once the presentation finished.
  private func presentedFrame(
    _ style: UIModalPresentationStyle, device: String,
    orientation: UIInterfaceOrientation = .portrait, preferredContentSize: CGSize = .zero
  ) async throws -> CGRect {
    let a = UIViewController()
    let window = try await presentationTestWindow(device: device, orientation: orientation, root: a)
    defer { withExtendedLifetime(window) {} }
    let b = UIViewController()
    b.modalPresentationStyle = style
    b.preferredContentSize = preferredContentSize
    a.present(b, animated: false)
    await nextMainQueueTurn()
    #expect(b.view.window === window)
    return b.view.convert(b.view.bounds, to: window)
  }

  @Test(
    "peers C6: full-screen styles cover the window on an iPhone",
    arguments: [UIModalPresentationStyle.fullScreen, .overFullScreen])
  func fullScreenCoversTheWindow(_ style: UIModalPresentationStyle) async throws {
    let frame = try await presentedFrame(style, device: "iPhone 15 Pro")
    #expect(frame == CGRect(x: 0, y: 0, width: 393, height: 852))
  }

  @Test(
    "spec §14, decision C22: sheets on an iPhone 15 Pro start 10 points below the safe area",
    arguments: [UIModalPresentationStyle.automatic, .pageSheet, .formSheet, .popover])
  func sheetsOnAnIPhoneWithAHomeIndicator(_ style: UIModalPresentationStyle) async throws {
    // Safe area 59 / 0 / 34 / 0: the sheet's top is 59 + 10 = 69 and it reaches the bottom,
    // so 852 − 69 − 34 = 749 points remain above the home indicator.
    let frame = try await presentedFrame(style, device: "iPhone 15 Pro")
    #expect(frame == CGRect(x: 0, y: 69, width: 393, height: 783))
  }

  @Test("spec §14, decision C22: a sheet on a home-button iPhone starts 20 points below the bar")
  func sheetOnAnIPhoneWithAHomeButton() async throws {
    let frame = try await presentedFrame(.pageSheet, device: "iPhone SE (3rd generation)")
    #expect(frame == CGRect(x: 0, y: 40, width: 375, height: 627))
  }

  @Test("decision C22: in a compact height a sheet covers the screen and hides the presenter")
  func sheetInLandscapeOnAnIPhoneIsFullScreen() async throws {
    let log = EventLog()
    let a = PresentLogController("A", log: log)
    a.recordsLayout = false
    let window = try await presentationTestWindow(
      device: "iPhone 15 Pro Max", orientation: .landscapeRight, root: a)
    defer { withExtendedLifetime(window) {} }
    let b = UIViewController()
    log.clear()
    a.present(b, animated: true)
    await nextMainQueueTurn()
    #expect(log.entries == ["A.viewWillDisappear(true)", "A.viewDidDisappear(true)"])
    #expect(
      b.view.convert(b.view.bounds, to: window) == CGRect(x: 0, y: 0, width: 932, height: 430))
  }

  @Test("peers C8, decision C23: an iPad form sheet is 540 × 620, centred")
  func formSheetOnAnIPad() async throws {
    let frame = try await presentedFrame(.formSheet, device: "iPad Pro (11-inch) (4th generation)")
    #expect(frame == CGRect(x: 147, y: 287, width: 540, height: 620))
  }

  @Test("peers C8, decision C23: a preferred content size sizes an iPad form sheet")
  func formSheetWithAPreferredSize() async throws {
    let frame = try await presentedFrame(
      .formSheet, device: "iPad Pro (11-inch) (4th generation)",
      preferredContentSize: CGSize(width: 400, height: 300))
    #expect(frame == CGRect(x: 217, y: 447, width: 400, height: 300))
  }

  @Test("decision C23: an iPad page sheet is 704 wide with the top gap above and below")
  func pageSheetOnAnIPad() async throws {
    // Safe area top 24: the gap is 24 + 10 = 34 points, so 1194 − 68 = 1126 points high.
    let frame = try await presentedFrame(.pageSheet, device: "iPad Pro (11-inch) (4th generation)")
    #expect(frame == CGRect(x: 65, y: 34, width: 704, height: 1126))
    let landscape = try await presentedFrame(
      .automatic, device: "iPad Pro (11-inch) (4th generation)", orientation: .landscapeLeft)
    #expect(landscape == CGRect(x: 245, y: 34, width: 704, height: 766))
  }

  @Test("decision C27: a sheet's view fills a card in a transition view covering the window")
  func sheetHierarchy() async throws {
    let a = UIViewController()
    let window = try await presentationTestWindow(root: a)
    defer { withExtendedLifetime(window) {} }
    let b = UIViewController()
    a.present(b, animated: false)
    await nextMainQueueTurn()
    let card = try #require(b.view.superview)
    let container = try #require(card.superview)
    #expect(container.superview === window)
    #expect(container.frame == window.bounds)
    #expect(card.frame == CGRect(x: 0, y: 69, width: 393, height: 783))
    #expect(b.view.frame == CGRect(x: 0, y: 0, width: 393, height: 783))
    #expect(b.view.autoresizingMask == [.flexibleWidth, .flexibleHeight])
    #expect(window.subviews == [a.view, container])
  }

  @Test("spec 6.8: a sheet below the status bar has no top safe-area inset")
  func sheetSafeArea() async throws {
    let a = UIViewController()
    let window = try await presentationTestWindow(root: a)
    defer { withExtendedLifetime(window) {} }
    let b = UIViewController()
    a.present(b, animated: false)
    await nextMainQueueTurn()
    #expect(b.view.safeAreaInsets == UIEdgeInsets(top: 0, left: 0, bottom: 34, right: 0))
  }

  @Test("decision C20: current context covers the defining child's view and removes it")
  func currentContextCoversTheDefiningController() async throws {
    let log = EventLog()
    let a = PresentLogController("A", log: log)
    let child = PresentLogController("Child", log: log)
    a.recordsLayout = false
    child.recordsLayout = false
    a.addChild(child)
    a.view.addSubview(child.view)
    child.view.frame = CGRect(x: 0, y: 100, width: 393, height: 300)
    child.didMove(toParent: a)
    child.definesPresentationContext = true
    let window = try await presentationTestWindow(root: a)
    defer { withExtendedLifetime(window) {} }
    let b = UIViewController()
    b.modalPresentationStyle = .currentContext
    log.clear()
    child.present(b, animated: false)
    #expect(b.presentingViewController === child)
    #expect(a.presentedViewController == nil)
    await nextMainQueueTurn()
    #expect(log.entries == ["Child.viewWillDisappear(false)", "Child.viewDidDisappear(false)"])
    #expect(
      b.view.convert(b.view.bounds, to: window) == CGRect(x: 0, y: 100, width: 393, height: 300))
    #expect(child.view.superview == nil)
    child.dismiss(animated: false)
    await nextMainQueueTurn()
    #expect(child.view.superview === a.view)
    #expect(child.view.frame == CGRect(x: 0, y: 100, width: 393, height: 300))
  }

  @Test("decision C20: without a defining controller, current context uses the root")
  func currentContextWithoutADefinerUsesTheRoot() async throws {
    let a = UIViewController()
    let child = UIViewController()
    a.addChild(child)
    a.view.addSubview(child.view)
    child.didMove(toParent: a)
    let window = try await presentationTestWindow(root: a)
    defer { withExtendedLifetime(window) {} }
    let b = UIViewController()
    b.modalPresentationStyle = .overCurrentContext
    child.present(b, animated: false)
    await nextMainQueueTurn()
    #expect(b.presentingViewController === a)
    #expect(b.view.convert(b.view.bounds, to: window) == window.bounds)
    #expect(a.view.superview === window)
  }
}
