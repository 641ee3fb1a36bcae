import HeadlessUIKit
import HeadlessUIKitTestSupport
import Testing

/// iOS 17 trait overrides on views, view controllers and windows (decision C17).
@MainActor
@Suite struct TraitOverridesTests {
  @Test("C17: a view's overrides apply to it and its subviews at once")
  func viewOverridesApplyToTheSubtree() throws {
    let log = EventLog()
    let window = try makeWindow("iPhone 15 Pro")
    let card = TraitLoggingView("card", log: log)
    let badge = TraitLoggingView("badge", log: log)
    card.addSubview(badge)
    window.addSubview(card)
    card.traitOverrides.userInterfaceStyle = .dark
    #expect(card.traitOverrides.contains(UITraitUserInterfaceStyle.self))
    #expect(!card.traitOverrides.contains(UITraitHorizontalSizeClass.self))
    #expect(card.traitCollection.userInterfaceStyle == .dark)
    #expect(badge.traitCollection.userInterfaceStyle == .dark)
    #expect(badge.traitCollection.horizontalSizeClass == .compact)
    #expect(window.traitCollection.userInterfaceStyle == .light)
    #expect(log.entries.count == 2)
    #expect(card.traitOverrides.description == "<UITraitOverrides: UserInterfaceStyle = Dark>")
    card.traitOverrides.remove(UITraitUserInterfaceStyle.self)
    #expect(!card.traitOverrides.contains(UITraitUserInterfaceStyle.self))
    #expect(badge.traitCollection.userInterfaceStyle == .light)
    #expect(log.entries.count == 4)
  }

  @Test("C17: a controller's overrides reach its view, its margins and its children")
  func controllerOverridesReachViewsAndChildren() throws {
    let parent = UIViewController()
    let child = UIViewController()
    parent.addChild(child)
    parent.view.addSubview(child.view)
    child.didMove(toParent: parent)
    let window = try makeWindow("iPhone 15 Pro", root: parent)
    parent.traitOverrides.horizontalSizeClass = .regular
    #expect(parent.traitCollection.horizontalSizeClass == .regular)
    #expect(parent.view.traitCollection.horizontalSizeClass == .regular)
    #expect(child.traitCollection.horizontalSizeClass == .regular)
    #expect(parent.systemMinimumLayoutMargins.leading == 20)
    #expect(parent.view.layoutMargins == UIEdgeInsets(top: 59, left: 20, bottom: 34, right: 20))
    child.traitOverrides.horizontalSizeClass = .compact
    #expect(child.traitCollection.horizontalSizeClass == .compact)
    #expect(child.view.traitCollection.horizontalSizeClass == .compact)
    withExtendedLifetime(window) {}
  }

  @Test("C17: a trait set to its unspecified value is still overridden until removed")
  func unspecifiedOverrideHidesTheInheritedValue() throws {
    let window = try makeWindow("iPad Pro 11-inch (M4)")
    let view = UIView()
    window.addSubview(view)
    view.traitOverrides.horizontalSizeClass = .unspecified
    #expect(view.traitOverrides.contains(UITraitHorizontalSizeClass.self))
    #expect(view.traitCollection.horizontalSizeClass == .unspecified)
    #expect(view.traitCollection.verticalSizeClass == .regular)
    view.traitOverrides.remove(UITraitHorizontalSizeClass.self)
    #expect(view.traitCollection.horizontalSizeClass == .regular)
  }

  @Test("C17: a window's overrides apply to its whole tree and survive a rotation")
  func windowOverridesSurviveRotation() throws {
    let log = EventLog()
    let root = TraitLoggingController("root", log: log)
    let window = try makeWindow("iPhone 15 Pro", root: root)
    window.traitOverrides.preferredContentSizeCategory = .extraSmall
    #expect(root.view.traitCollection.preferredContentSizeCategory == .extraSmall)
    log.clear()
    window.headlessSetContentSizeCategory(.extraLarge)
    #expect(!log.entries.contains { $0.contains("Transition") || $0.contains("DidChange(") })
    window.headlessRotate(to: .landscapeLeft, animated: false)
    #expect(log.entries.first == "root.willTransition(to: C/C XS)")
    #expect(root.traitCollection.preferredContentSizeCategory == .extraSmall)
    #expect(root.traitCollection.verticalSizeClass == .compact)
  }

  @Test("C17: UITraitCollection(mutations:) can set custom traits through the same container")
  func mutationsContainerIsTheOverridesType() {
    var seen = ""
    let traits = UITraitCollection { mutable in
      mutable.userInterfaceLevel = .elevated
      seen = "\(type(of: mutable))"
    }
    #expect(seen == "UITraitOverrides")
    #expect(traits.userInterfaceLevel == .elevated)
  }
}
