import HeadlessUIKit
import HeadlessUIKitTestSupport
import Testing

/// How traits flow from the screen to windows, controllers and views, and when
/// `traitCollectionDidChange(_:)` is called (spec 7.12, 7.14, decisions C10–C12).
@MainActor
@Suite struct TraitPropagationTests {
  @Test("C10: a view outside any window has the main screen's traits (UIKit's prediction)")
  func detachedViewsHaveTheMainScreensTraits() {
    let view = UIView()
    let controller = UIViewController()
    #expect(view.traitCollection == UIScreen.main.traitCollection)
    #expect(controller.traitCollection == UIScreen.main.traitCollection)
    #expect(controller.view.traitCollection == UIScreen.main.traitCollection)
  }

  @Test("7.12: traits flow screen → window → root controller → root view → subviews")
  func traitsFlowDownTheHierarchy() throws {
    let log = EventLog()
    let root = TraitLoggingController("root", log: log)
    root.loadViewIfNeeded()
    let label = TraitLoggingView("label", log: log)
    root.view.addSubview(label)
    let window = try makeWindow("iPad Pro 11-inch (M4)", root: root)
    let expected = window.screen.traitCollection
    #expect(window.traitCollection == expected)
    #expect(root.traitCollection == expected)
    #expect(root.view.traitCollection == expected)
    #expect(label.traitCollection == expected)
    #expect(label.traitCollection.userInterfaceIdiom == .pad)
    // The iPhone prediction differs from the iPad's traits: each hears of the change once,
    // controller first (C11).
    #expect(
      log.entries.filter { $0.contains("traitCollectionDidChange") } == [
        "root.traitCollectionDidChange(C/R -> R/R)",
        "root.view.traitCollectionDidChange(C/R -> R/R)",
        "label.traitCollectionDidChange(C/R -> R/R)",
      ])
  }

  @Test("C10: joining a window whose traits match the prediction calls nothing")
  func matchingTraitsCallNothing() throws {
    let log = EventLog()
    let root = TraitLoggingController("root", log: log)
    _ = try makeWindow("iPhone 15 Pro", root: root)
    #expect(!log.entries.contains { $0.contains("traitCollectionDidChange") })
    #expect(root.traitCollection.horizontalSizeClass == .compact)
  }

  @Test("C12: a new screen on the window updates every trait environment, parents first")
  func changingTheScreenNotifiesParentsFirst() throws {
    let log = EventLog()
    let root = TraitLoggingController("root", log: log)
    let child = TraitLoggingController("child", log: log)
    root.addChild(child)
    root.view.addSubview(child.view)
    child.didMove(toParent: root)
    let window = try makeWindow("iPhone 15 Pro", root: root)
    log.clear()
    window.screen = UIScreen(
      headlessDevice: try #require(HeadlessDevice.named("iPhone 15 Pro Max")),
      orientation: .landscapeLeft)
    #expect(
      log.entries == [
        "root.traitCollectionDidChange(C/R -> R/C)",
        "root.view.traitCollectionDidChange(C/R -> R/C)",
        "child.traitCollectionDidChange(C/R -> R/C)",
        "child.view.traitCollectionDidChange(C/R -> R/C)",
      ])
  }

  @Test("7.14: a parent's override is laid over the child's inherited traits")
  func overrideIsMergedIntoTheChild() throws {
    let log = EventLog()
    let parent = UIViewController()
    let child = TraitLoggingController("child", log: log)
    parent.addChild(child)
    parent.view.addSubview(child.view)
    child.didMove(toParent: parent)
    let window = try makeWindow("iPhone 15 Pro", root: parent)
    log.clear()
    let override = UITraitCollection(horizontalSizeClass: .regular)
    parent.setOverrideTraitCollection(override, forChild: child)
    #expect(parent.overrideTraitCollection(forChild: child) === override)
    #expect(child.traitCollection.horizontalSizeClass == .regular)
    #expect(child.traitCollection.verticalSizeClass == .regular)
    #expect(child.traitCollection.displayScale == 3)
    #expect(child.view.traitCollection.horizontalSizeClass == .regular)
    #expect(parent.traitCollection == window.traitCollection)
    #expect(
      log.entries == [
        "child.traitCollectionDidChange(C/R -> R/R)",
        "child.view.traitCollectionDidChange(C/R -> R/R)",
        "child.viewLayoutMarginsDidChange",
      ])
    log.clear()
    parent.setOverrideTraitCollection(nil, forChild: child)
    #expect(parent.overrideTraitCollection(forChild: child) == nil)
    #expect(child.traitCollection == window.traitCollection)
    #expect(
      log.entries == [
        "child.traitCollectionDidChange(R/R -> C/R)",
        "child.view.traitCollectionDidChange(R/R -> C/R)",
        "child.viewLayoutMarginsDidChange",
      ])
  }

  @Test("7.14: an override applies only while the controller is a child")
  func overrideAppliesToChildrenOnly() {
    let parent = UIViewController()
    let child = UIViewController()
    let override = UITraitCollection(userInterfaceStyle: .dark)
    parent.setOverrideTraitCollection(override, forChild: child)
    #expect(parent.overrideTraitCollection(forChild: child) == nil)
    #expect(child.traitCollection.userInterfaceStyle == .light)
    parent.addChild(child)
    #expect(parent.overrideTraitCollection(forChild: child) === override)
    #expect(child.traitCollection.userInterfaceStyle == .dark)
    // C10: a controller with neither a parent nor a superview keeps its last traits.
    child.removeFromParent()
    #expect(parent.overrideTraitCollection(forChild: child) == nil)
    #expect(child.traitCollection.userInterfaceStyle == .dark)
  }

  @Test("7.14: a container that overrides overrideTraitCollection(forChild:) is honoured")
  func overriddenOverrideMethodIsUsed() throws {
    final class CompactContainer: UIViewController {
      override func overrideTraitCollection(forChild childViewController: UIViewController)
        -> UITraitCollection?
      {
        UITraitCollection(verticalSizeClass: .compact)
      }
    }
    let container = CompactContainer()
    let child = UIViewController()
    container.addChild(child)
    container.view.addSubview(child.view)
    child.didMove(toParent: container)
    _ = try makeWindow("iPad Pro 11-inch (M4)", root: container)
    #expect(container.traitCollection.verticalSizeClass == .regular)
    #expect(child.traitCollection.verticalSizeClass == .compact)
    #expect(child.view.traitCollection.verticalSizeClass == .compact)
    #expect(child.traitCollection.horizontalSizeClass == .regular)
  }

  @Test("C10: a child whose view is not in a hierarchy inherits its parent's traits")
  func childWithoutViewInheritsFromParent() throws {
    let parent = UIViewController()
    let hidden = UIViewController()
    parent.addChild(hidden)
    hidden.didMove(toParent: parent)
    let window = try makeWindow("iPad Pro 11-inch (M4)", root: parent)
    #expect(hidden.isViewLoaded == false)
    #expect(hidden.traitCollection == window.traitCollection)
    window.screen = UIScreen(headlessDevice: try #require(HeadlessDevice.named("iPhone 15 Pro")))
    #expect(hidden.traitCollection.horizontalSizeClass == .compact)
    #expect(hidden.isViewLoaded == false)
  }

  @Test("C11: registered handlers run after traitCollectionDidChange, for observed traits only")
  func traitChangeRegistrations() throws {
    let log = EventLog()
    let root = TraitLoggingController("root", log: log)
    let window = try makeWindow("iPhone 15 Pro", root: root)
    root.registerForTraitChanges([UITraitVerticalSizeClass.self]) {
      (controller: TraitLoggingController, previous: UITraitCollection) in
      controller.log.record(
        "\(controller.name) handler vertical \(traitSummary(previous)) -> "
          + traitSummary(controller.traitCollection))
    }
    var current: UITraitCollection?
    root.view.registerForTraitChanges([UITraitHorizontalSizeClass.self]) {
      (view: UIView, _: UITraitCollection) in
      current = UITraitCollection.current
      log.record("view handler \(traitSummary(view.traitCollection))")
    }
    log.clear()
    window.screen = UIScreen(
      headlessDevice: window.screen.headlessDevice, orientation: .landscapeLeft)
    #expect(
      log.entries == [
        "root.traitCollectionDidChange(C/R -> C/C)",
        "root handler vertical C/R -> C/C",
        "root.view.traitCollectionDidChange(C/R -> C/C)",
      ])
    log.clear()
    window.screen = UIScreen(
      headlessDevice: try #require(HeadlessDevice.named("iPad Pro 11-inch (M4)")),
      orientation: .portrait)
    #expect(log.entries.contains("view handler R/R"))
    #expect(current?.userInterfaceIdiom == .pad)
  }

  @Test("C11: an unregistered handler is not called again")
  func unregisteringStopsTheHandler() {
    let parent = UIViewController()
    let child = UIViewController()
    parent.addChild(child)
    var calls: [UIUserInterfaceStyle] = []
    let registration = child.registerForTraitChanges([UITraitUserInterfaceStyle.self]) {
      (controller: UIViewController, _: UITraitCollection) in
      calls.append(controller.traitCollection.userInterfaceStyle)
    }
    parent.setOverrideTraitCollection(UITraitCollection(userInterfaceStyle: .dark), forChild: child)
    #expect(calls == [.dark])
    child.unregisterForTraitChanges(registration)
    parent.setOverrideTraitCollection(nil, forChild: child)
    #expect(calls == [.dark])
    #expect(child.traitCollection.userInterfaceStyle == .light)
  }

  @Test("C11: UITraitCollection.current is the new traits inside traitCollectionDidChange")
  func currentTraitsDuringTheCallback() throws {
    final class Probe: UIView {
      var seen: UIUserInterfaceIdiom?
      override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        seen = UITraitCollection.current.userInterfaceIdiom
      }
    }
    let probe = Probe()
    let window = try makeWindow("iPad Pro 11-inch (M4)")
    window.addSubview(probe)
    #expect(probe.seen == .pad)
    #expect(
      UITraitCollection.current.userInterfaceIdiom
        == UIScreen.main.traitCollection.userInterfaceIdiom)
  }

  @Test("A view keeps its last traits when it leaves its superview")
  func removedViewsKeepTheirTraits() throws {
    let window = try makeWindow("iPad Pro 11-inch (M4)")
    let view = UIView()
    window.addSubview(view)
    view.removeFromSuperview()
    #expect(view.traitCollection.userInterfaceIdiom == .pad)
  }

  @Test("A right-to-left override flips the child's leading and trailing edges (spec 6.2, A11)")
  func rightToLeftOverrideMirrorsConstraints() throws {
    let parent = UIViewController()
    let child = UIViewController()
    parent.addChild(child)
    parent.view.addSubview(child.view)
    child.didMove(toParent: parent)
    let box = UIView()
    box.translatesAutoresizingMaskIntoConstraints = false
    child.view.addSubview(box)
    NSLayoutConstraint.activate([
      box.leadingAnchor.constraint(equalTo: child.view.leadingAnchor, constant: 16),
      box.topAnchor.constraint(equalTo: child.view.topAnchor, constant: 100),
      box.widthAnchor.constraint(equalToConstant: 50),
      box.heightAnchor.constraint(equalToConstant: 20),
    ])
    let window = try makeWindow("iPhone 15 Pro", root: parent)
    #expect(box.frame == CGRect(x: 16, y: 100, width: 50, height: 20))
    parent.setOverrideTraitCollection(
      UITraitCollection(layoutDirection: .rightToLeft), forChild: child)
    window.layoutIfNeeded()
    #expect(child.view.effectiveUserInterfaceLayoutDirection == .rightToLeft)
    #expect(box.effectiveUserInterfaceLayoutDirection == .rightToLeft)
    #expect(parent.view.effectiveUserInterfaceLayoutDirection == .leftToRight)
    #expect(box.frame == CGRect(x: 393 - 16 - 50, y: 100, width: 50, height: 20))
  }

  @Test("6.4: root margins are 16 points in a compact width and 20 in a regular width")
  func rootMarginsFollowTheSizeClass() throws {
    let phone = UIViewController()
    let phoneWindow = try makeWindow("iPhone 15 Pro", root: phone)
    #expect(phone.systemMinimumLayoutMargins.leading == 16)
    #expect(phone.view.layoutMargins == UIEdgeInsets(top: 59, left: 16, bottom: 34, right: 16))
    let pad = UIViewController()
    let padWindow = try makeWindow("iPad Pro 11-inch (M4)", root: pad)
    #expect(pad.systemMinimumLayoutMargins.leading == 20)
    #expect(pad.view.layoutMargins == UIEdgeInsets(top: 24, left: 20, bottom: 20, right: 20))
    withExtendedLifetime((phoneWindow, padWindow)) {}
  }

  @Test("6.4: a size-class override changes the child's minimum margins and reports it")
  func sizeClassOverrideChangesRootMargins() throws {
    final class MarginChild: UIViewController {
      var reports = 0
      override func viewLayoutMarginsDidChange() { reports += 1 }
    }
    let parent = UIViewController()
    let child = MarginChild()
    parent.addChild(child)
    parent.view.addSubview(child.view)
    child.didMove(toParent: parent)
    let window = try makeWindow("iPhone 15 Pro", root: parent)
    let before = child.reports
    #expect(child.view.directionalLayoutMargins.leading == 16)
    parent.setOverrideTraitCollection(
      UITraitCollection(horizontalSizeClass: .regular), forChild: child)
    #expect(child.systemMinimumLayoutMargins.leading == 20)
    #expect(child.view.directionalLayoutMargins.leading == 20)
    #expect(child.reports == before + 1)
    window.layoutIfNeeded()
    #expect(child.reports == before + 1)
  }
}
