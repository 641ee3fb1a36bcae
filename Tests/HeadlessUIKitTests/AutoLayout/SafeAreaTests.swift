import HeadlessUIKit
import HeadlessUIKitTestSupport
import Testing

/// Safe-area insets and the safe-area guide (spec 6.8–6.11, 6.14).
@MainActor
@Suite struct SafeAreaTests {
  /// A full-screen iPhone 15 Pro window (safe area 59 top, 34 bottom in portrait).
  private func makeWindow(visible: Bool = true) -> UIWindow {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
    if visible { window.makeKeyAndVisible() }
    return window
  }

  private final class InsetsView: UIView {
    var changes: [UIEdgeInsets] = []
    override func safeAreaInsetsDidChange() { changes.append(safeAreaInsets) }
  }

  @Test("6.8: insets are zero outside a window and in a hidden window")
  func zeroUntilVisible() {
    let loose = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    #expect(loose.safeAreaInsets == .zero)
    let window = makeWindow(visible: false)
    let view = UIView(frame: window.bounds)
    window.addSubview(view)
    #expect(window.safeAreaInsets == .zero)
    #expect(view.safeAreaInsets == .zero)
    window.isHidden = false
    #expect(window.safeAreaInsets == UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
    #expect(view.safeAreaInsets == UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
  }

  @Test("6.8: a view's insets are the part of its superview's insets that lies over it")
  func insetsOfSubviews() {
    let window = makeWindow()
    let top = UIView(frame: CGRect(x: 0, y: 20, width: 393, height: 100))
    let middle = UIView(frame: CGRect(x: 0, y: 300, width: 393, height: 100))
    let bottom = UIView(frame: CGRect(x: 10, y: 800, width: 383, height: 52))
    for view in [top, middle, bottom] { window.addSubview(view) }
    #expect(top.safeAreaInsets == UIEdgeInsets(top: 39, left: 0, bottom: 0, right: 0))
    #expect(middle.safeAreaInsets == .zero)
    #expect(bottom.safeAreaInsets == UIEdgeInsets(top: 0, left: 0, bottom: 34, right: 0))
    let nested = UIView(frame: CGRect(x: 0, y: 10, width: 100, height: 50))
    top.addSubview(nested)
    #expect(nested.safeAreaInsets == UIEdgeInsets(top: 29, left: 0, bottom: 0, right: 0))
  }

  @Test("6.8: landscape insets come from the device's landscape safe area")
  func landscapeInsets() {
    let screen = UIScreen(headlessDevice: .default, orientation: .landscapeLeft)
    let window = UIWindow(frame: screen.bounds)
    window.screen = screen
    window.makeKeyAndVisible()
    let expected = screen.headlessDevice.safeAreaInsets(for: .landscapeLeft)
    #expect(window.safeAreaInsets == expected)
    #expect(expected.left > 0 && expected.right > 0)
  }

  @Test("6.9: the safe-area guide is the bounds inset by the insets; views pinned to it clear them")
  func safeAreaGuide() {
    let window = makeWindow()
    let content = UIView()
    content.translatesAutoresizingMaskIntoConstraints = false
    window.addSubview(content)
    let guide = window.safeAreaLayoutGuide
    NSLayoutConstraint.activate([
      content.topAnchor.constraint(equalTo: guide.topAnchor),
      content.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
      content.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
      content.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
    ])
    window.layoutIfNeeded()
    #expect(content.frame == CGRect(x: 0, y: 59, width: 393, height: 759))
    #expect(guide.layoutFrame == CGRect(x: 0, y: 59, width: 393, height: 759))
    #expect(content.safeAreaInsets == .zero)
    let hidden = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 40))
    #expect(hidden.safeAreaLayoutGuide.layoutFrame == CGRect(x: 0, y: 0, width: 50, height: 40))
  }

  @Test("6.9: a nested view pinned to its own safe-area guide follows its position")
  func nestedSafeAreaGuideFollowsSolvedFrames() {
    let window = makeWindow()
    let header = UIView()
    header.translatesAutoresizingMaskIntoConstraints = false
    window.addSubview(header)
    let title = UIView()
    title.translatesAutoresizingMaskIntoConstraints = false
    header.addSubview(title)
    NSLayoutConstraint.activate([
      header.topAnchor.constraint(equalTo: window.topAnchor),
      header.leadingAnchor.constraint(equalTo: window.leadingAnchor),
      header.trailingAnchor.constraint(equalTo: window.trailingAnchor),
      header.heightAnchor.constraint(equalToConstant: 120),
      title.topAnchor.constraint(equalTo: header.safeAreaLayoutGuide.topAnchor, constant: 4),
      title.leadingAnchor.constraint(equalTo: header.leadingAnchor),
      title.widthAnchor.constraint(equalToConstant: 100),
      title.heightAnchor.constraint(equalToConstant: 30),
    ])
    // One layout pass: the header's safe area is computed from its solved frame.
    window.layoutIfNeeded()
    #expect(header.frame == CGRect(x: 0, y: 0, width: 393, height: 120))
    #expect(title.frame == CGRect(x: 0, y: 63, width: 100, height: 30))
  }

  @Test("6.11: safeAreaInsetsDidChange runs during layout when the insets change")
  func notifications() {
    let window = makeWindow(visible: false)
    let view = InsetsView(frame: CGRect(x: 0, y: 0, width: 393, height: 100))
    window.addSubview(view)
    window.layoutIfNeeded()
    #expect(view.changes.isEmpty)
    window.makeKeyAndVisible()
    window.layoutIfNeeded()
    #expect(view.changes == [UIEdgeInsets(top: 59, left: 0, bottom: 0, right: 0)])
    view.frame.origin.y = 200
    window.layoutIfNeeded()
    #expect(view.changes.last == .zero)
    #expect(view.changes.count == 2)
    window.layoutIfNeeded()
    #expect(view.changes.count == 2)
  }

  @Test("6.14: transforms are ignored when insets are propagated")
  func transformsIgnored() {
    let window = makeWindow()
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 393, height: 200))
    window.addSubview(view)
    view.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)
    #expect(view.safeAreaInsets == UIEdgeInsets(top: 59, left: 0, bottom: 0, right: 0))
  }
}
