import HeadlessUIKit
import HeadlessUIKitTestSupport
import Testing

/// What a navigation bar shows of its top item, and where (decisions C61–C63).
@MainActor
@Suite struct UINavigationBarContentTests {
  /// A view of a fixed size, standing for a custom bar button item or a title view.
  private func box(_ width: CGFloat, _ height: CGFloat) -> UIView {
    UIView(frame: CGRect(x: 0, y: 0, width: width, height: height))
  }

  /// Shows `top` above `below` (if any) in a navigation controller on a device and lays it out.
  private func show(
    _ top: UIViewController, below: UIViewController? = nil, device: String = "iPhone 15 Pro",
    orientation: UIInterfaceOrientation = .portrait
  ) throws -> (UINavigationBar, UIWindow) {
    let navigation = UINavigationController(rootViewController: below ?? top)
    if below != nil { navigation.pushViewController(top, animated: false) }
    let window = try makeWindow(device: device, orientation: orientation, root: navigation)
    window.layoutIfNeeded()
    return (navigation.navigationBar, window)
  }

  /// The labels of the bar that show text, by text.
  private func labels(in bar: UINavigationBar) -> [String: UILabel] {
    var found: [String: UILabel] = [:]
    for case let label as UILabel in bar.subviews where !label.isHidden {
      if let text = label.text { found[text] = label }
    }
    return found
  }

  /// The buttons of the bar, by title.
  private func buttons(in bar: UINavigationBar) -> [String: UIButton] {
    var found: [String: UIButton] = [:]
    for case let button as UIButton in bar.subviews {
      if let title = button.title(for: .normal) { found[title] = button }
    }
    return found
  }

  @Test("C62: right items end at the 16-point margin, first rightmost, 8 points apart")
  func itemsInTheMargins() throws {
    let controller = UIViewController()
    let first = box(30, 20)
    let second = box(40, 24)
    let left = box(50, 30)
    controller.navigationItem.rightBarButtonItems = [
      UIBarButtonItem(customView: first), UIBarButtonItem(customView: second),
    ]
    controller.navigationItem.leftBarButtonItem = UIBarButtonItem(customView: left)
    let (bar, window) = try show(controller)
    defer { withExtendedLifetime(window) {} }
    #expect(first.superview === bar)
    #expect(first.frame == CGRect(x: 347, y: 12, width: 30, height: 20))
    #expect(second.frame == CGRect(x: 299, y: 10, width: 40, height: 24))
    #expect(left.frame == CGRect(x: 16, y: 7, width: 50, height: 30))
  }

  @Test("C62: a 414-point phone puts the items 20 points in")
  func widePhoneMargins() throws {
    let controller = UIViewController()
    let right = box(30, 20)
    let left = box(50, 30)
    controller.navigationItem.rightBarButtonItem = UIBarButtonItem(customView: right)
    controller.navigationItem.leftBarButtonItem = UIBarButtonItem(customView: left)
    let (bar, window) = try show(controller, device: "iPhone 11")
    defer { withExtendedLifetime(window) {} }
    #expect(bar.frame == CGRect(x: 0, y: 48, width: 414, height: 44))
    #expect(right.frame == CGRect(x: 364, y: 12, width: 30, height: 20))
    #expect(left.frame == CGRect(x: 20, y: 7, width: 50, height: 30))
  }

  @Test("C62: in landscape the items stay inside the safe area, centred in the 32-point row")
  func landscapeItems() throws {
    let controller = UIViewController()
    let right = box(30, 20)
    let left = box(50, 30)
    controller.navigationItem.rightBarButtonItem = UIBarButtonItem(customView: right)
    controller.navigationItem.leftBarButtonItem = UIBarButtonItem(customView: left)
    let (bar, window) = try show(controller, orientation: .landscapeRight)
    defer { withExtendedLifetime(window) {} }
    #expect(bar.frame == CGRect(x: 0, y: 0, width: 852, height: 32))
    #expect(right.frame == CGRect(x: 852 - 59 - 16 - 30, y: 6, width: 30, height: 20))
    #expect(left.frame == CGRect(x: 59 + 16, y: 1, width: 50, height: 30))
  }

  @Test("C61: the title is centred in the bar when it fits between the items")
  func centredTitle() throws {
    let controller = UIViewController()
    let title = box(100, 30)
    controller.navigationItem.titleView = title
    controller.navigationItem.leftBarButtonItem = UIBarButtonItem(customView: box(50, 30))
    controller.navigationItem.rightBarButtonItem = UIBarButtonItem(customView: box(80, 30))
    let (_, window) = try show(controller)
    defer { withExtendedLifetime(window) {} }
    #expect(title.frame == CGRect(x: 146.5, y: 7, width: 100, height: 30))
  }

  @Test("C61: a wide title moves off centre, then is cut, rather than overlap the items")
  func titleMovesThenTruncates() throws {
    let controller = UIViewController()
    let title = box(200, 30)
    controller.navigationItem.titleView = title
    controller.navigationItem.leftBarButtonItem = UIBarButtonItem(customView: box(50, 30))
    controller.navigationItem.rightBarButtonItems = [
      UIBarButtonItem(customView: box(30, 20)), UIBarButtonItem(customView: box(40, 24)),
    ]
    let (bar, window) = try show(controller)
    defer { withExtendedLifetime(window) {} }
    // Room: from 16 + 50 + 8 = 74 to 299 - 8 = 291.
    #expect(title.frame == CGRect(x: 91, y: 7, width: 200, height: 30))
    controller.navigationItem.titleView = box(300, 30)
    bar.layoutIfNeeded()
    #expect(
      controller.navigationItem.titleView?.frame == CGRect(x: 74, y: 7, width: 217, height: 30))
    #expect(title.superview == nil)
  }

  @Test("C61: the title label shows the top item's title in semibold 17, centred")
  func titleLabel() throws {
    let controller = UIViewController()
    controller.title = "Mailboxes"
    let (bar, window) = try show(controller)
    defer { withExtendedLifetime(window) {} }
    let label = try #require(labels(in: bar)["Mailboxes"])
    #expect(label.font == UIFont.systemFont(ofSize: 17, weight: .semibold))
    let size = label.intrinsicContentSize
    #expect(label.frame.size == size)
    #expect(isClose(label.frame.midX, 393 / 2))
    #expect(isClose(label.frame.midY, 22))
    controller.title = "Inbox"
    bar.layoutIfNeeded()
    #expect(labels(in: bar)["Inbox"] != nil)
    #expect(labels(in: bar)["Mailboxes"] == nil)
  }

  @Test("C63: the back button has a chevron 8 points in and the previous item's title")
  func backButton() throws {
    let root = UIViewController()
    root.title = "Mailboxes"
    let top = UIViewController()
    top.title = "Inbox"
    let (bar, window) = try show(top, below: root)
    defer { withExtendedLifetime(window) {} }
    let chevron = try #require(labels(in: bar)["\u{2039}"])
    #expect(chevron.frame == CGRect(x: 8, y: 11.5, width: 13, height: 21))
    let back = try #require(buttons(in: bar)["Mailboxes"])
    #expect(isClose(back.frame.minX, 27))
    #expect(back.frame.size == back.intrinsicContentSize)
    #expect(isClose(back.frame.midY, 22))
  }

  @Test("C63: the back title is the back item's, else the back button title, else the title")
  func backTitlePrecedence() throws {
    let root = UIViewController()
    let top = UIViewController()
    let (bar, window) = try show(top, below: root)
    defer { withExtendedLifetime(window) {} }
    #expect(buttons(in: bar)["Back"] != nil)
    root.title = "Mailboxes"
    bar.layoutIfNeeded()
    #expect(buttons(in: bar)["Mailboxes"] != nil)
    root.navigationItem.backButtonTitle = "Boxes"
    bar.layoutIfNeeded()
    #expect(buttons(in: bar)["Boxes"] != nil)
    root.navigationItem.backBarButtonItem = UIBarButtonItem(
      title: "Up", style: .plain, target: nil, action: nil)
    bar.layoutIfNeeded()
    #expect(Set(buttons(in: bar).keys) == ["Up"])
  }

  @Test("C63: the back display mode: generic says Back, minimal leaves the chevron alone")
  func backButtonDisplayMode() throws {
    let root = UIViewController()
    root.title = "Mailboxes"
    root.navigationItem.backButtonTitle = "Boxes"
    let top = UIViewController()
    let left = box(50, 30)
    top.navigationItem.leftBarButtonItem = UIBarButtonItem(customView: left)
    top.navigationItem.leftItemsSupplementBackButton = true
    let (bar, window) = try show(top, below: root)
    defer { withExtendedLifetime(window) {} }
    #expect(UINavigationItem.BackButtonDisplayMode.default.rawValue == 0)
    #expect(UINavigationItem.BackButtonDisplayMode.generic.rawValue == 1)
    #expect(UINavigationItem.BackButtonDisplayMode.minimal.rawValue == 2)
    #expect(root.navigationItem.backButtonDisplayMode == .default)
    #expect(Set(buttons(in: bar).keys) == ["Boxes"])
    root.navigationItem.backButtonDisplayMode = .generic
    bar.layoutIfNeeded()
    #expect(Set(buttons(in: bar).keys) == ["Back"])
    root.navigationItem.backButtonDisplayMode = .minimal
    bar.layoutIfNeeded()
    #expect(buttons(in: bar).isEmpty)
    #expect(labels(in: bar)["\u{2039}"]?.frame == CGRect(x: 8, y: 11.5, width: 13, height: 21))
    // The left item follows the chevron: 8 + 13 + 8.
    #expect(left.frame == CGRect(x: 29, y: 7, width: 50, height: 30))
    root.navigationItem.backBarButtonItem = UIBarButtonItem(
      title: "Up", style: .plain, target: nil, action: nil)
    bar.layoutIfNeeded()
    #expect(Set(buttons(in: bar).keys) == ["Up"])
  }

  @Test("C62–C63: left items replace the back button unless they supplement it")
  func leftItemsAndTheBackButton() throws {
    let root = UIViewController()
    root.title = "Root"
    let top = UIViewController()
    let left = box(50, 30)
    top.navigationItem.leftBarButtonItem = UIBarButtonItem(customView: left)
    let (bar, window) = try show(top, below: root)
    defer { withExtendedLifetime(window) {} }
    #expect(buttons(in: bar)["Root"] == nil)
    #expect(left.frame == CGRect(x: 16, y: 7, width: 50, height: 30))
    top.navigationItem.leftItemsSupplementBackButton = true
    bar.layoutIfNeeded()
    let back = try #require(buttons(in: bar)["Root"])
    #expect(isClose(left.frame, CGRect(x: back.frame.maxX + 8, y: 7, width: 50, height: 30)))
    top.navigationItem.setHidesBackButton(true, animated: false)
    bar.layoutIfNeeded()
    #expect(buttons(in: bar)["Root"] == nil)
    #expect(left.frame.minX == 16)
  }

  @Test("C62: title items are system buttons, bold for done; system items show their titles")
  func buttonItems() throws {
    let controller = UIViewController()
    let image = ButtonFixtures.image(24, 22)
    controller.navigationItem.rightBarButtonItems = [
      UIBarButtonItem(barButtonSystemItem: .done, target: nil, action: nil),
      UIBarButtonItem(title: "Share", style: .plain, target: nil, action: nil),
      UIBarButtonItem(image: image, style: .plain, target: nil, action: nil),
    ]
    let (bar, window) = try show(controller)
    defer { withExtendedLifetime(window) {} }
    let done = try #require(buttons(in: bar)["Done"])
    let share = try #require(buttons(in: bar)["Share"])
    #expect(done.titleLabel?.font == UIFont.systemFont(ofSize: 17, weight: .semibold))
    #expect(share.titleLabel?.font == UIFont.systemFont(ofSize: 17))
    #expect(isClose(done.frame.maxX, 393 - 16))
    #expect(isClose(share.frame.maxX, done.frame.minX - 8))
    let imageView = try #require(bar.subviews.compactMap { $0 as? UIImageView }.first)
    #expect(imageView.image === image)
    #expect(
      isClose(
        imageView.frame, CGRect(x: share.frame.minX - 8 - 24, y: 11, width: 24, height: 22)))
  }
}
