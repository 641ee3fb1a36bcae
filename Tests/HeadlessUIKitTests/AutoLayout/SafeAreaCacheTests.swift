import HeadlessUIKit
import Testing

/// The safe-area cache (decision PF1): each test reads a nested view's insets (which caches them
/// along the chain to the window), changes one input of the cached values, and reads again:
/// the second read must give what a fresh computation gives (spec 6.8, 6.10, 6.14).
@MainActor
@Suite struct SafeAreaCacheTests {
  /// A visible full-screen iPhone 15 Pro window (safe area 59 top, 34 bottom in portrait)
  /// holding `outer` (0, 0, 393, 400) > `middle` (0, 10, 100, 100) > `inner` (0, 5, 50, 50).
  private func makeChain() -> (window: UIWindow, outer: UIView, middle: UIView, inner: UIView) {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
    window.makeKeyAndVisible()
    let outer = UIView(frame: CGRect(x: 0, y: 0, width: 393, height: 400))
    let middle = UIView(frame: CGRect(x: 0, y: 10, width: 100, height: 100))
    let inner = UIView(frame: CGRect(x: 0, y: 5, width: 50, height: 50))
    window.addSubview(outer)
    outer.addSubview(middle)
    middle.addSubview(inner)
    return (window, outer, middle, inner)
  }

  private func top(_ value: CGFloat) -> UIEdgeInsets {
    UIEdgeInsets(top: value, left: 0, bottom: 0, right: 0)
  }

  @Test("moving an ancestor changes a cached descendant's insets")
  func ancestorMoves() {
    let (window, outer, _, inner) = makeChain()
    defer { withExtendedLifetime(window) {} }
    #expect(inner.safeAreaInsets == top(44))
    outer.frame.origin.y = 20
    #expect(inner.safeAreaInsets == top(24))
  }

  @Test("changing the superview's bounds origin changes a cached subview's insets")
  func superviewBoundsOrigin() {
    let (window, _, middle, inner) = makeChain()
    defer { withExtendedLifetime(window) {} }
    #expect(inner.safeAreaInsets == top(44))
    middle.bounds.origin.y = 20
    #expect(inner.safeAreaInsets == top(64))
  }

  @Test("moving the view itself changes its cached insets")
  func viewMoves() {
    let (window, _, _, inner) = makeChain()
    defer { withExtendedLifetime(window) {} }
    #expect(inner.safeAreaInsets == top(44))
    inner.frame.origin.y = 0
    #expect(inner.safeAreaInsets == top(49))
  }

  @Test("resizing the superview changes a cached subview's bottom inset")
  func superviewResized() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
    window.makeKeyAndVisible()
    let bar = UIView(frame: CGRect(x: 0, y: 800, width: 393, height: 52))
    let content = UIView(frame: CGRect(x: 0, y: 0, width: 393, height: 52))
    window.addSubview(bar)
    bar.addSubview(content)
    #expect(content.safeAreaInsets == UIEdgeInsets(top: 0, left: 0, bottom: 34, right: 0))
    // The centre stays: the bar's frame becomes (0, 811, 393, 30), 23 points under the inset,
    // and the content now hangs 22 points below the bar's bounds.
    bar.bounds.size.height = 30
    #expect(bar.safeAreaInsets == UIEdgeInsets(top: 0, left: 0, bottom: 23, right: 0))
    #expect(content.safeAreaInsets == UIEdgeInsets(top: 0, left: 0, bottom: 45, right: 0))
  }

  @Test("changing the anchor point moves the frame and changes the cached insets")
  func anchorPointChanges() {
    let (window, _, _, inner) = makeChain()
    defer { withExtendedLifetime(window) {} }
    #expect(inner.safeAreaInsets == top(44))
    // The centre (25, 30) stays; with the anchor at the top-left corner the frame starts there.
    inner.layer.anchorPoint = .zero
    #expect(inner.frame.origin == CGPoint(x: 25, y: 30))
    #expect(inner.safeAreaInsets == top(19))
  }

  @Test("moving a cached view to another superview or out of the window updates its insets")
  func viewChangesSuperview() {
    let (window, outer, _, inner) = makeChain()
    defer { withExtendedLifetime(window) {} }
    #expect(inner.safeAreaInsets == top(44))
    outer.addSubview(inner)
    #expect(inner.safeAreaInsets == top(54))
    inner.removeFromSuperview()
    #expect(inner.safeAreaInsets == .zero)
    window.addSubview(inner)
    #expect(inner.safeAreaInsets == top(54))
  }

  @Test("the window's own insets changing (its frame, its visibility) reaches cached views")
  func windowInsetsChange() {
    let (window, _, middle, inner) = makeChain()
    #expect(inner.safeAreaInsets == top(44))
    window.frame = CGRect(x: 0, y: 20, width: 393, height: 832)
    #expect(window.safeAreaInsets == UIEdgeInsets(top: 39, left: 0, bottom: 34, right: 0))
    #expect(inner.safeAreaInsets == top(24))
    window.isHidden = true
    #expect(inner.safeAreaInsets == .zero)
    middle.frame.origin.y = 0
    window.isHidden = false
    #expect(inner.safeAreaInsets == top(34))
  }

  @Test("6.10: a controller's additional insets reach views already read inside its root view")
  func additionalInsetsChange() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
    let controller = UIViewController()
    window.rootViewController = controller
    window.makeKeyAndVisible()
    window.layoutIfNeeded()
    let child = UIView(frame: CGRect(x: 0, y: 10, width: 100, height: 100))
    controller.view.addSubview(child)
    #expect(child.safeAreaInsets == UIEdgeInsets(top: 49, left: 0, bottom: 0, right: 0))
    controller.additionalSafeAreaInsets = UIEdgeInsets(top: 10, left: 0, bottom: 0, right: 0)
    #expect(child.safeAreaInsets == UIEdgeInsets(top: 59, left: 0, bottom: 0, right: 0))
    controller.additionalSafeAreaInsets = .zero
    #expect(child.safeAreaInsets == UIEdgeInsets(top: 49, left: 0, bottom: 0, right: 0))
  }

  @Test("C34: a view inside a navigation child's root view follows the bar being hidden")
  func containerBarsChange() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
    let content = UIViewController()
    let navigation = UINavigationController(rootViewController: content)
    window.rootViewController = navigation
    window.makeKeyAndVisible()
    window.layoutIfNeeded()
    let child = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    content.view.addSubview(child)
    let withBar = child.safeAreaInsets.top
    #expect(withBar > 59)
    navigation.setNavigationBarHidden(true, animated: false)
    window.layoutIfNeeded()
    #expect(child.safeAreaInsets == UIEdgeInsets(top: 59, left: 0, bottom: 0, right: 0))
  }

  @Test("a view becoming a controller's root view takes the controller's additional insets")
  func viewBecomesRootView() {
    let (window, outer, _, inner) = makeChain()
    defer { withExtendedLifetime(window) {} }
    #expect(inner.safeAreaInsets == top(44))
    let controller = UIViewController()
    controller.additionalSafeAreaInsets = UIEdgeInsets(top: 0, left: 8, bottom: 0, right: 0)
    controller.view = outer
    #expect(inner.safeAreaInsets == UIEdgeInsets(top: 44, left: 8, bottom: 0, right: 0))
    withExtendedLifetime(controller) {}
  }
}
