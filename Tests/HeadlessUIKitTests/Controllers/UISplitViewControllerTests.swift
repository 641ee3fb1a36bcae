import HeadlessUIKit
import HeadlessUIKitTestSupport
import Testing

/// Collapses onto the primary when its delegate says so, and hears display-mode changes.
@MainActor
final class SplitDelegate: NSObject, UISplitViewControllerDelegate {
  var collapsesOntoPrimary = false
  var modes: [UISplitViewController.DisplayMode] = []

  func splitViewController(
    _ splitViewController: UISplitViewController,
    collapseSecondary secondaryViewController: UIViewController,
    onto primaryViewController: UIViewController
  ) -> Bool {
    collapsesOntoPrimary
  }

  func splitViewController(
    _ svc: UISplitViewController, willChangeTo displayMode: UISplitViewController.DisplayMode
  ) {
    modes.append(displayMode)
  }
}

/// The split view controller: columns side by side on a regular width, collapsed on compact.
@MainActor
@Suite struct UISplitViewControllerTests {
  private func makeSplit() -> (UISplitViewController, UIViewController, UIViewController) {
    let split = UISplitViewController()
    let primary = UIViewController()
    let secondary = UIViewController()
    split.viewControllers = [primary, secondary]
    return (split, primary, secondary)
  }

  @Test func childrenAreContained() {
    let (split, primary, secondary) = makeSplit()
    #expect(split.children.count == 2)
    #expect(primary.parent === split)
    #expect(secondary.parent === split)
    #expect(primary.splitViewController === split)
    split.viewControllers = [primary]
    #expect(secondary.parent == nil)
  }

  @Test func regularWidthShowsThePrimaryColumnBesideTheSecondary() throws {
    let (split, primary, secondary) = makeSplit()
    let window = try makeWindow("iPad Pro 11-inch (M4)", .landscapeLeft, root: split)
    defer { withExtendedLifetime(window) {} }
    let width = window.bounds.width
    #expect(!split.isCollapsed)
    #expect(split.displayMode == .oneBesideSecondary)
    #expect(primary.view.frame == CGRect(x: 0, y: 0, width: 320, height: window.bounds.height))
    #expect(secondary.view.frame.minX == 320)
    #expect(secondary.view.frame.width == width - 320)

    let delegate = SplitDelegate()
    split.delegate = delegate
    split.preferredDisplayMode = .secondaryOnly
    window.layoutIfNeeded()
    #expect(delegate.modes == [.secondaryOnly])
    #expect(split.displayMode == .primaryHidden)
    #expect(primary.viewIfLoaded?.superview == nil)
    #expect(secondary.view.frame.width == width)
  }

  @Test func compactWidthCollapsesToOneControllerFillingTheView() throws {
    let (split, primary, secondary) = makeSplit()
    let delegate = SplitDelegate()
    split.delegate = delegate
    let window = try makeWindow("iPhone 15 Pro", root: split)
    defer { withExtendedLifetime(window) {} }
    #expect(split.isCollapsed)
    #expect(split.displayMode == .secondaryOnly)
    #expect(secondary.view.frame == window.bounds)
    #expect(primary.viewIfLoaded?.superview == nil)

    delegate.collapsesOntoPrimary = true
    split.view.setNeedsLayout()
    window.layoutIfNeeded()
    #expect(primary.view.frame == window.bounds)
    #expect(secondary.viewIfLoaded?.superview == nil)
    #expect(secondary.parent === split)
  }
}
