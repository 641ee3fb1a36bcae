import HeadlessUIKit
import HeadlessUIKitTestSupport
import Testing

/// Large titles: the bar's height, the large title's frame and the top controller's safe area
/// (spec 6.8–6.10, 14.1; decisions C64–C65).
@MainActor
@Suite(.dejaVuSystemFace) struct LargeTitleTests {
  /// The top of the bar on an iPhone 15 Pro: 161/3 (decision C35).
  private let islandBarTop = CGFloat(161) / 3

  /// The height of the large title label: the line height of bold 34-point system text.
  private var largeTitleHeight: CGFloat {
    UIFont.systemFont(ofSize: 34, weight: .bold).lineHeight
  }

  /// A navigation controller preferring large titles, whose stack's items have the given modes
  /// (root first), shown on a device.
  private func show(
    modes: [UINavigationItem.LargeTitleDisplayMode], device: String = "iPhone 15 Pro",
    orientation: UIInterfaceOrientation = .portrait
  ) throws -> (UINavigationController, UIWindow) {
    let stack = modes.enumerated().map { index, mode in
      let controller = UIViewController()
      controller.title = "Level \(index)"
      controller.navigationItem.largeTitleDisplayMode = mode
      return controller
    }
    let navigation = UINavigationController()
    navigation.navigationBar.prefersLargeTitles = true
    navigation.setViewControllers(stack, animated: false)
    let window = try makeWindow(device: device, orientation: orientation, root: navigation)
    window.layoutIfNeeded()
    return (navigation, window)
  }

  /// The visible label of the bar showing a text in a font.
  private func label(in bar: UINavigationBar, font: UIFont) -> UILabel? {
    bar.subviews.compactMap { $0 as? UILabel }.first { !$0.isHidden && $0.font == font }
  }

  @Test("C64, 6.10: iPhone 11 — a 96-point bar at 48, the title large at the 20-point margin")
  func iPhone11() throws {
    let (navigation, window) = try show(modes: [.automatic], device: "iPhone 11")
    defer { withExtendedLifetime(window) {} }
    let bar = navigation.navigationBar
    #expect(bar.frame == CGRect(x: 0, y: 48, width: 414, height: 96))
    let top = try #require(navigation.topViewController)
    #expect(top.view.safeAreaInsets == UIEdgeInsets(top: 144, left: 0, bottom: 34, right: 0))
    let large = try #require(label(in: bar, font: .systemFont(ofSize: 34, weight: .bold)))
    #expect(large.text == "Level 0")
    #expect(
      large.frame
        == CGRect(x: 20, y: 96 - 8 - largeTitleHeight, width: 374, height: largeTitleHeight))
    #expect(label(in: bar, font: .systemFont(ofSize: 17, weight: .semibold)) == nil)
  }

  @Test("C64, 6.10: iPhone 15 Pro — the bar at 161/3 is 96 tall; the title at the 16-point margin")
  func iPhone15Pro() throws {
    let (navigation, window) = try show(modes: [.automatic])
    defer { withExtendedLifetime(window) {} }
    let bar = navigation.navigationBar
    #expect(isClose(bar.frame, CGRect(x: 0, y: islandBarTop, width: 393, height: 96)))
    let top = try #require(navigation.topViewController)
    #expect(
      isClose(
        top.view.safeAreaInsets,
        UIEdgeInsets(top: islandBarTop + 96, left: 0, bottom: 34, right: 0)))
    let large = try #require(label(in: bar, font: .systemFont(ofSize: 34, weight: .bold)))
    #expect(
      large.frame
        == CGRect(x: 16, y: 96 - 8 - largeTitleHeight, width: 361, height: largeTitleHeight))
  }

  @Test("C64: iPad Pro 11-inch (M4) — a 102-point bar (50 + 52) at 24")
  func iPad() throws {
    let (navigation, window) = try show(modes: [.automatic], device: "iPad Pro 11-inch (M4)")
    defer { withExtendedLifetime(window) {} }
    #expect(navigation.navigationBar.frame == CGRect(x: 0, y: 24, width: 834, height: 102))
    let top = try #require(navigation.topViewController)
    #expect(top.view.safeAreaInsets == UIEdgeInsets(top: 126, left: 0, bottom: 20, right: 0))
    let large = try #require(
      label(in: navigation.navigationBar, font: .systemFont(ofSize: 34, weight: .bold)))
    #expect(large.frame.minX == 20)
    #expect(isClose(large.frame.maxY, 102 - 8))
  }

  @Test("C64: in landscape (compact height) an iPhone shows no large title: a 32-point bar")
  func landscapeHasNoLargeTitle() throws {
    let (navigation, window) = try show(modes: [.always], orientation: .landscapeRight)
    defer { withExtendedLifetime(window) {} }
    let bar = navigation.navigationBar
    #expect(bar.frame == CGRect(x: 0, y: 0, width: 852, height: 32))
    let top = try #require(navigation.topViewController)
    #expect(top.view.safeAreaInsets == UIEdgeInsets(top: 32, left: 59, bottom: 21, right: 59))
    #expect(label(in: bar, font: .systemFont(ofSize: 34, weight: .bold)) == nil)
    let title = try #require(label(in: bar, font: .systemFont(ofSize: 17, weight: .semibold)))
    #expect(title.text == "Level 0")
  }

  @Test("C64: an iPhone 11 in landscape (regular width) shows no large title either")
  func wideLandscapeHasNoLargeTitle() throws {
    let (navigation, window) = try show(
      modes: [.automatic], device: "iPhone 11", orientation: .landscapeLeft)
    defer { withExtendedLifetime(window) {} }
    #expect(navigation.navigationBar.frame == CGRect(x: 0, y: 0, width: 896, height: 44))
  }

  @Test(
    "C65: .automatic takes the mode of the item below, large at the root",
    arguments: [
      ([UINavigationItem.LargeTitleDisplayMode.automatic, .automatic], 96.0),
      ([.automatic, .never], 44.0),
      ([.never, .automatic], 44.0),
      ([.never, .automatic, .automatic], 44.0),
      ([.never, .always], 96.0),
      ([.always, .never, .automatic], 44.0),
      ([.never, .always, .automatic], 96.0),
      ([.automatic, .inline], 44.0),
    ])
  func automaticInherits(modes: [UINavigationItem.LargeTitleDisplayMode], height: Double) throws {
    let (navigation, window) = try show(modes: modes)
    defer { withExtendedLifetime(window) {} }
    #expect(navigation.navigationBar.frame.height == CGFloat(height))
  }

  @Test("C64–C65: the bar and the safe area follow a change of mode, of preference and a pop")
  func changesRelayOut() throws {
    let (navigation, window) = try show(modes: [.automatic, .never])
    defer { withExtendedLifetime(window) {} }
    let bar = navigation.navigationBar
    #expect(bar.frame.height == 44)
    let top = try #require(navigation.topViewController)
    top.navigationItem.largeTitleDisplayMode = .always
    window.layoutIfNeeded()
    #expect(bar.frame.height == 96)
    #expect(isClose(top.view.safeAreaInsets.top, islandBarTop + 96))
    bar.prefersLargeTitles = false
    window.layoutIfNeeded()
    #expect(bar.frame.height == 44)
    #expect(isClose(top.view.safeAreaInsets.top, islandBarTop + 44))
    bar.prefersLargeTitles = true
    navigation.popViewController(animated: false)
    window.layoutIfNeeded()
    #expect(bar.frame.height == 96)
    let root = try #require(navigation.topViewController)
    #expect(isClose(root.view.safeAreaInsets.top, islandBarTop + 96))
  }

  @Test("C64: a bar placed by constraints takes its height from the items it holds")
  func intrinsicHeight() {
    let bar = UINavigationBar()
    bar.prefersLargeTitles = true
    #expect(bar.intrinsicContentSize.height == 44)
    bar.pushItem(UINavigationItem(title: "Large"), animated: false)
    #expect(bar.intrinsicContentSize.height == 96)
    #expect(bar.sizeThatFits(CGSize(width: 200, height: 10)) == CGSize(width: 200, height: 96))
    bar.topItem?.largeTitleDisplayMode = .never
    #expect(bar.intrinsicContentSize.height == 44)
  }
}
