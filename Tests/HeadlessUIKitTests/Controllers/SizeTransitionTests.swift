import HeadlessUIKit
import HeadlessUIKitTestSupport
import Testing

/// Rotating a window and changing its content size category: UIKit's transition order, the
/// coordinator, and forwarding to children (spec 7.11, 7.13, 7.15, 9.4, 9.5, decision 7.15/D14).
@MainActor
@Suite struct SizeTransitionTests {
  /// A root controller with one contained child whose view fills the root view, in a shown
  /// iPhone window; the log is cleared.
  private func makeScene(_ device: String = "iPhone 15 Pro") throws -> (
    window: UIWindow, root: TraitLoggingController, child: TraitLoggingController, log: EventLog
  ) {
    let log = EventLog()
    let root = TraitLoggingController("root", log: log)
    let child = TraitLoggingController("child", log: log)
    root.addChild(child)
    child.view.frame = root.view.bounds
    root.view.addSubview(child.view)
    child.didMove(toParent: root)
    let window = try makeWindow(device, root: root)
    log.clear()
    return (window, root, child, log)
  }

  @Test(
    "7.15: traits, then size, then resize, traits delivered, animations, layout; completion later")
  func rotationRunsUIKitsOrder() async throws {
    let (window, root, child, log) = try makeScene()
    root.onSizeTransition = { _, coordinator in
      coordinator.animate(
        alongsideTransition: { _ in
          log.record("alongside root bounds \(sizeText(root.view.bounds.size))")
        }, completion: { _ in log.record("completion") })
    }
    window.headlessRotate(to: .landscapeLeft)
    #expect(
      log.entries == [
        "root.willTransition(to: C/C)",
        "child.willTransition(to: C/C)",
        "root.viewWillTransition(to: 852x393) bounds 393x852",
        "child.viewWillTransition(to: 852x393) bounds 393x852",
        "root.traitCollectionDidChange(C/R -> C/C)",
        "root.view.traitCollectionDidChange(C/R -> C/C)",
        "child.traitCollectionDidChange(C/R -> C/C)",
        "child.view.traitCollectionDidChange(C/R -> C/C)",
        "alongside root bounds 852x393",
        "root.viewSafeAreaInsetsDidChange",
        "root.viewLayoutMarginsDidChange",
        "root.viewWillLayoutSubviews 852x393",
        "child.viewSafeAreaInsetsDidChange",
        "child.viewLayoutMarginsDidChange",
        "child.viewWillLayoutSubviews 852x393",
      ])
    #expect(window.frame == CGRect(x: 0, y: 0, width: 852, height: 393))
    #expect(window.screen.headlessInterfaceOrientation == .landscapeLeft)
    #expect(root.view.safeAreaInsets == UIEdgeInsets(top: 0, left: 59, bottom: 21, right: 59))
    #expect(child.view.frame == CGRect(x: 0, y: 0, width: 852, height: 393))
    #expect(root.view.layoutMargins == UIEdgeInsets(top: 0, left: 75, bottom: 21, right: 75))
    log.clear()
    await nextMainQueueTurn()
    #expect(log.entries == ["completion"])
  }

  @Test("7.13: the coordinator of an animated rotation")
  func rotationCoordinator() throws {
    let (window, root, _, _) = try makeScene()
    var seen: [String] = []
    root.onSizeTransition = { _, coordinator in
      seen.append("animated \(coordinator.isAnimated)")
      seen.append("duration \(coordinator.transitionDuration)")
      let t = coordinator.targetTransform
      seen.append("transform \(t.a) \(t.b) \(t.c) \(t.d) \(t.tx) \(t.ty)")
      seen.append("cancelled \(coordinator.isCancelled) interactive \(coordinator.isInteractive)")
      seen.append("percent \(coordinator.percentComplete)")
      seen.append("container \(coordinator.containerView === window)")
      seen.append("to \(coordinator.viewController(forKey: .to) === root)")
    }
    window.headlessRotate(to: .landscapeLeft)
    #expect(
      seen == [
        "animated true", "duration 0.4", "transform 0.0 -1.0 1.0 0.0 0.0 0.0",
        "cancelled false interactive false", "percent 0.0", "container true", "to true",
      ])
    seen = []
    window.headlessRotate(to: .landscapeRight)
    #expect(seen[1] == "duration 0.8")
    #expect(seen[2] == "transform -1.0 0.0 0.0 -1.0 0.0 0.0")
    seen = []
    window.headlessRotate(to: .portrait)
    #expect(seen[2] == "transform 0.0 -1.0 1.0 0.0 0.0 0.0")
  }

  @Test("7.15: a half turn keeps the size: the root is told, children of the same size are not")
  func halfTurnTellsTheRootOnly() throws {
    let (window, _, _, log) = try makeScene()
    window.headlessRotate(to: .landscapeLeft)
    log.clear()
    window.headlessRotate(to: .landscapeRight)
    #expect(log.entries.first == "root.viewWillTransition(to: 852x393) bounds 852x393")
    #expect(!log.entries.contains { $0.hasPrefix("child.viewWillTransition") })
    #expect(!log.entries.contains { $0.contains("willTransition(to: C") })
    #expect(!log.entries.contains { $0.contains("traitCollectionDidChange") })
  }

  @Test("C13: without animation the completions run before the transition returns")
  func unanimatedCompletionRunsAtOnce() throws {
    let (window, root, _, log) = try makeScene()
    var saved: (any UIViewControllerTransitionCoordinator)?
    root.onSizeTransition = { _, coordinator in
      saved = coordinator
      #expect(!coordinator.isAnimated)
      #expect(coordinator.transitionDuration == 0)
      coordinator.animate(alongsideTransition: nil) { context in
        log.record("completion percent \(context.percentComplete)")
      }
    }
    window.headlessRotate(to: .landscapeRight, animated: false)
    #expect(log.entries.last == "completion percent 1.0")
    let late = try #require(saved).animate(alongsideTransition: { _ in log.record("late") })
    #expect(!late)
    #expect(!log.entries.contains("late"))
  }

  @Test("C13: an animation added while the animations run runs at once")
  func animationsAddedDuringTheAnimationRunAtOnce() throws {
    let (window, root, _, log) = try makeScene()
    root.onSizeTransition = { _, coordinator in
      coordinator.animate(alongsideTransition: { context in
        log.record("first")
        let accepted = coordinator.animate(alongsideTransition: { _ in log.record("nested") })
        log.record("accepted \(accepted)")
      })
    }
    window.headlessRotate(to: .landscapeLeft, animated: false)
    let animationEntries = log.entries.filter { ["first", "nested", "accepted true"].contains($0) }
    #expect(animationEntries == ["first", "nested", "accepted true"])
  }

  @Test("7.11/7.13: an iPad rotation changes the size but not the traits")
  func iPadRotationKeepsTraits() throws {
    let (window, root, _, log) = try makeScene("iPad Pro 11-inch (M4)")
    window.headlessRotate(to: .landscapeRight)
    #expect(
      log.entries.prefix(2) == [
        "root.viewWillTransition(to: 1210x834) bounds 834x1210",
        "child.viewWillTransition(to: 1210x834) bounds 834x1210",
      ])
    #expect(!log.entries.contains { $0.contains("willTransition(to: R") })
    #expect(!log.entries.contains { $0.contains("traitCollectionDidChange") })
    #expect(root.traitCollection.horizontalSizeClass == .regular)
    #expect(root.view.bounds.size == CGSize(width: 1210, height: 834))
  }

  @Test("6.4/14.2, C40: a Max phone has 20-point minimum margins, and turns regular in landscape")
  func maxPhoneLandscapeMargins() throws {
    let (window, root, _, log) = try makeScene("iPhone 15 Pro Max")
    #expect(root.view.layoutMargins == UIEdgeInsets(top: 59, left: 20, bottom: 34, right: 20))
    window.headlessRotate(to: .landscapeLeft)
    #expect(root.traitCollection.horizontalSizeClass == .regular)
    #expect(root.view.layoutMargins == UIEdgeInsets(top: 0, left: 79, bottom: 21, right: 79))
    let rootInsetEvents = log.entries.filter {
      $0 == "root.viewSafeAreaInsetsDidChange" || $0 == "root.viewLayoutMarginsDidChange"
    }
    #expect(
      rootInsetEvents == ["root.viewSafeAreaInsetsDidChange", "root.viewLayoutMarginsDidChange"])
  }

  @Test("9.4: a child is told the size the container gives it, unless its size does not change")
  func childSizesComeFromTheContainer() throws {
    final class SplitContainer: TraitLoggingController {
      override func size(
        forChildContentContainer container: any UIContentContainer,
        withParentContainerSize parentSize: CGSize
      ) -> CGSize {
        (container as? TraitLoggingController)?.name == "fixed"
          ? CGSize(width: 300, height: 300)
          : CGSize(width: parentSize.width / 2, height: parentSize.height)
      }
    }
    let log = EventLog()
    let container = SplitContainer("container", log: log)
    let fixed = TraitLoggingController("fixed", log: log)
    let half = TraitLoggingController("half", log: log)
    for child in [fixed, half] {
      container.addChild(child)
      container.view.addSubview(child.view)
      child.didMove(toParent: container)
    }
    fixed.view.autoresizingMask = []
    fixed.view.frame = CGRect(x: 0, y: 0, width: 300, height: 300)
    let window = try makeWindow("iPhone 15 Pro", root: container)
    log.clear()
    window.headlessRotate(to: .landscapeLeft)
    let sizeEvents = log.entries.filter { $0.contains("viewWillTransition") }
    #expect(
      sizeEvents == [
        "container.viewWillTransition(to: 852x393) bounds 393x852",
        "half.viewWillTransition(to: 426x393) bounds 393x852",
      ])
  }

  @Test("9.5: an override that does not call super stops the forwarding")
  func overridesWithoutSuperStopForwarding() throws {
    let (window, root, child, log) = try makeScene()
    root.forwardsTransitions = false
    window.headlessRotate(to: .landscapeLeft)
    #expect(!log.entries.contains { $0.hasPrefix("child.willTransition") })
    #expect(!log.entries.contains { $0.hasPrefix("child.viewWillTransition") })
    #expect(log.entries.contains("child.traitCollectionDidChange(C/R -> C/C)"))
    #expect(child.traitCollection.verticalSizeClass == .compact)
  }

  @Test("9.5: each child is told its own new traits, with the parent's override laid over")
  func forwardedTraitsIncludeOverrides() throws {
    let (window, root, child, log) = try makeScene()
    root.setOverrideTraitCollection(
      UITraitCollection(horizontalSizeClass: .regular), forChild: child)
    log.clear()
    window.headlessRotate(to: .landscapeLeft)
    #expect(
      log.entries.prefix(2) == ["root.willTransition(to: C/C)", "child.willTransition(to: R/C)"])
    #expect(child.traitCollection.horizontalSizeClass == .regular)
    #expect(child.traitCollection.verticalSizeClass == .compact)
  }

  @Test("7.11: a new content size category is a trait transition without a size change")
  func contentSizeCategoryChange() throws {
    let (window, root, child, log) = try makeScene()
    let label = UIView()
    child.view.addSubview(label)
    window.layoutIfNeeded()
    log.clear()
    window.headlessSetContentSizeCategory(.accessibilityLarge)
    #expect(
      log.entries == [
        "root.willTransition(to: C/R AccessibilityL)",
        "child.willTransition(to: C/R AccessibilityL)",
        "root.traitCollectionDidChange(C/R -> C/R AccessibilityL)",
        "root.view.traitCollectionDidChange(C/R -> C/R AccessibilityL)",
        "child.traitCollectionDidChange(C/R -> C/R AccessibilityL)",
        "child.view.traitCollectionDidChange(C/R -> C/R AccessibilityL)",
      ])
    #expect(window.traitCollection.preferredContentSizeCategory == .accessibilityLarge)
    #expect(label.traitCollection.preferredContentSizeCategory.isAccessibilityCategory)
    #expect(root.view.bounds.size == CGSize(width: 393, height: 852))
    log.clear()
    window.headlessSetContentSizeCategory(.unspecified)
    #expect(label.traitCollection.preferredContentSizeCategory == .large)
    #expect(log.entries.first == "root.willTransition(to: C/R)")
  }

  @Test("Rotating to the current orientation does nothing")
  func rotatingToTheSameOrientationDoesNothing() throws {
    let (window, _, _, log) = try makeScene()
    window.headlessRotate(to: .portrait)
    window.headlessSetContentSizeCategory(.large)
    #expect(log.entries.isEmpty)
  }

  @Test("A device change resizes a full-screen window and gives it the new device's traits")
  func deviceChange() throws {
    let (window, root, _, log) = try makeScene()
    var completed = false
    root.onSizeTransition = { _, coordinator in
      coordinator.animate(alongsideTransition: nil) { _ in completed = true }
    }
    window.headlessChangeDevice(
      to: try #require(HeadlessDevice.named("iPad Pro 11-inch (M4)")), orientation: .landscapeLeft)
    #expect(completed)
    #expect(window.frame == CGRect(x: 0, y: 0, width: 1210, height: 834))
    #expect(root.view.frame == CGRect(x: 0, y: 0, width: 1210, height: 834))
    #expect(root.traitCollection.userInterfaceIdiom == .pad)
    #expect(
      log.entries.prefix(3) == [
        "root.willTransition(to: R/R)", "child.willTransition(to: R/R)",
        "root.viewWillTransition(to: 1210x834) bounds 393x852",
      ])
    #expect(root.view.safeAreaInsets == UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0))
  }

  @Test("A window smaller than its screen keeps its frame: traits change, size does not")
  func partialWindowKeepsItsFrame() throws {
    let log = EventLog()
    let root = TraitLoggingController("root", log: log)
    let window = try makeWindow("iPhone 15 Pro", root: root)
    window.frame = CGRect(x: 0, y: 0, width: 200, height: 300)
    window.layoutIfNeeded()
    log.clear()
    window.headlessRotate(to: .landscapeLeft, animated: false)
    #expect(window.frame == CGRect(x: 0, y: 0, width: 200, height: 300))
    #expect(log.entries.first == "root.willTransition(to: C/C)")
    #expect(log.entries.contains("root.viewWillTransition(to: 200x300) bounds 200x300"))
  }
}
