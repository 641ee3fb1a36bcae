import HeadlessUIKit
import HeadlessUIKitTestSupport
import Testing

/// Frames of the navigation bar and of the top controller's view, and the safe area the bar
/// adds to it (spec 6.8–6.10, 14.1, 14.4; decisions C34–C35).
@MainActor
@Suite struct UINavigationControllerLayoutTests {
  /// The top of the bar on an iPhone 15 Pro: 16/3 points into the 59-point inset, on the pixel
  /// grid (161 pixels at 3x).
  private let islandBarTop = CGFloat(161) / 3

  /// A navigation controller three deep, shown and laid out on a device's window.
  private func layOutStack(
    device: String, orientation: UIInterfaceOrientation = .portrait
  ) throws -> (UINavigationController, [UIViewController], UIWindow) {
    let stack = [UIViewController(), UIViewController(), UIViewController()]
    let navigation = UINavigationController(rootViewController: stack[0])
    navigation.pushViewController(stack[1], animated: false)
    navigation.pushViewController(stack[2], animated: false)
    let window = try makeWindow(device: device, orientation: orientation, root: navigation)
    defer { withExtendedLifetime(window) {} }
    window.layoutIfNeeded()
    return (navigation, stack, window)
  }

  @Test("14.1, C34: iPhone 15 Pro — the top view fills the screen under a bar at 161/3")
  func iPhoneFramesAndSafeArea() throws {
    let (navigation, stack, window) = try layOutStack(device: "iPhone 15 Pro")
    defer { withExtendedLifetime(window) {} }
    let top = stack[2]
    #expect(navigation.view.frame == CGRect(x: 0, y: 0, width: 393, height: 852))
    #expect(
      isClose(
        navigation.navigationBar.frame, CGRect(x: 0, y: islandBarTop, width: 393, height: 44)))
    #expect(top.view.frame == CGRect(x: 0, y: 0, width: 393, height: 852))
    #expect(
      isClose(
        top.view.safeAreaInsets,
        UIEdgeInsets(top: islandBarTop + 44, left: 0, bottom: 34, right: 0)))
    #expect(top.additionalSafeAreaInsets == .zero)
    #expect(navigation.view.safeAreaInsets == UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
    #expect(stack[0].viewIfLoaded?.superview == nil)
    #expect(stack[1].viewIfLoaded?.superview == nil)
  }

  @Test("6.9, C34: content pinned to the top controller's safe-area guide clears the bar")
  func contentPinnedToTheSafeAreaClearsTheBar() throws {
    let content = UIView()
    content.translatesAutoresizingMaskIntoConstraints = false
    let top = UIViewController()
    top.view.addSubview(content)
    let guide = top.view.safeAreaLayoutGuide
    NSLayoutConstraint.activate([
      content.topAnchor.constraint(equalTo: guide.topAnchor),
      content.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
      content.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
      content.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
    ])
    let navigation = UINavigationController(rootViewController: UIViewController())
    navigation.pushViewController(top, animated: false)
    let window = try makeWindow(root: navigation)
    defer { withExtendedLifetime(window) {} }
    window.layoutIfNeeded()
    let barBottom = islandBarTop + 44
    #expect(
      isClose(
        content.frame, CGRect(x: 0, y: barBottom, width: 393, height: 852 - 34 - barBottom)))
  }

  @Test("14.1, C35: iPhone 13 (no Dynamic Island) — the bar starts at the 47-point inset")
  func notchedIPhoneWithoutIsland() throws {
    let (navigation, stack, window) = try layOutStack(device: "iPhone 13")
    defer { withExtendedLifetime(window) {} }
    #expect(navigation.navigationBar.frame == CGRect(x: 0, y: 47, width: 390, height: 44))
    #expect(stack[2].view.safeAreaInsets == UIEdgeInsets(top: 91, left: 0, bottom: 34, right: 0))
  }

  @Test("14.4, C35: iPad Pro 11-inch (M4) in portrait — a 50-point bar under the 24-point inset")
  func iPadPortrait() throws {
    let (navigation, stack, window) = try layOutStack(device: "iPad Pro 11-inch (M4)")
    defer { withExtendedLifetime(window) {} }
    #expect(navigation.view.frame == CGRect(x: 0, y: 0, width: 834, height: 1210))
    #expect(navigation.navigationBar.frame == CGRect(x: 0, y: 24, width: 834, height: 50))
    #expect(stack[2].view.frame == CGRect(x: 0, y: 0, width: 834, height: 1210))
    #expect(stack[2].view.safeAreaInsets == UIEdgeInsets(top: 74, left: 0, bottom: 20, right: 0))
  }

  @Test("14.4, C35: iPad with a home button — status bar and bar make 70 points")
  func homeButtonIPad() throws {
    let (navigation, stack, window) = try layOutStack(device: "iPad (9th generation)")
    defer { withExtendedLifetime(window) {} }
    #expect(navigation.navigationBar.frame == CGRect(x: 0, y: 20, width: 810, height: 50))
    #expect(stack[2].view.safeAreaInsets == UIEdgeInsets(top: 70, left: 0, bottom: 0, right: 0))
  }

  @Test("14.1, C35: iPhone 15 Pro in landscape — a 32-point bar at the top, side insets kept")
  func iPhoneLandscape() throws {
    let (navigation, stack, window) = try layOutStack(
      device: "iPhone 15 Pro", orientation: .landscapeLeft)
    defer { withExtendedLifetime(window) {} }
    #expect(navigation.navigationBar.frame == CGRect(x: 0, y: 0, width: 852, height: 32))
    #expect(
      stack[2].view.safeAreaInsets == UIEdgeInsets(top: 32, left: 59, bottom: 21, right: 59))
  }

  @Test("C34: hiding the bar gives the top controller the window's safe area back")
  func hidingTheBar() throws {
    let (navigation, stack, window) = try layOutStack(device: "iPhone 15 Pro")
    defer { withExtendedLifetime(window) {} }
    navigation.setNavigationBarHidden(true, animated: true)
    #expect(navigation.isNavigationBarHidden)
    #expect(navigation.navigationBar.isHidden)
    window.layoutIfNeeded()
    #expect(stack[2].view.safeAreaInsets == UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
    navigation.isNavigationBarHidden = false
    window.layoutIfNeeded()
    #expect(isClose(stack[2].view.safeAreaInsets.top, islandBarTop + 44))
  }

  @Test("6.10, C34: a child's additional insets add to the bar's depth")
  func additionalInsetsAddToTheBar() throws {
    let (_, stack, window) = try layOutStack(device: "iPhone 15 Pro")
    defer { withExtendedLifetime(window) {} }
    stack[2].additionalSafeAreaInsets = UIEdgeInsets(top: 10, left: 0, bottom: 6, right: 0)
    window.layoutIfNeeded()
    #expect(
      isClose(
        stack[2].view.safeAreaInsets,
        UIEdgeInsets(top: islandBarTop + 54, left: 0, bottom: 40, right: 0)))
  }

  @Test("6.11, C34: the pushed controller hears of its safe area, bar included")
  func pushedControllerHearsOfItsSafeArea() async throws {
    final class InsetsController: UIViewController {
      var reported: [UIEdgeInsets] = []
      override func viewSafeAreaInsetsDidChange() {
        super.viewSafeAreaInsetsDidChange()
        reported.append(view.safeAreaInsets)
      }
    }
    let (navigation, _, window) = try layOutStack(device: "iPhone 15 Pro")
    defer { withExtendedLifetime(window) {} }
    let pushed = InsetsController()
    navigation.pushViewController(pushed, animated: true)
    window.layoutIfNeeded()
    #expect(pushed.reported.count == 1)
    #expect(
      isClose(
        pushed.reported.first ?? .zero,
        UIEdgeInsets(top: islandBarTop + 44, left: 0, bottom: 34, right: 0)))
    #expect(pushed.view.frame == CGRect(x: 0, y: 0, width: 393, height: 852))
    await nextMainQueueTurn()
  }

  @Test("C35: outside a window the bar sits at the top of the view and the child has no insets")
  func outsideAWindow() {
    let top = UIViewController()
    let navigation = UINavigationController(rootViewController: top)
    navigation.view.frame = CGRect(x: 0, y: 0, width: 393, height: 852)
    navigation.view.layoutIfNeeded()
    #expect(navigation.navigationBar.frame == CGRect(x: 0, y: 0, width: 393, height: 44))
    #expect(top.view.frame == CGRect(x: 0, y: 0, width: 393, height: 852))
    #expect(top.view.safeAreaInsets == .zero)
    #expect(navigation.navigationBar.sizeThatFits(CGSize(width: 300, height: 0)).height == 44)
  }
}
