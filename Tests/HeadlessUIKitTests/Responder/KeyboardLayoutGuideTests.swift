import Foundation
import HeadlessUIKit
import Testing

/// A window on a device's screen with a root view as large as the window.
@MainActor
private func keyboardWindow(_ device: String) throws -> (UIWindow, UIView) {
  let screen = UIScreen(
    headlessDevice: try #require(HeadlessDevice.named(device)), orientation: .portrait)
  let window = UIWindow(frame: screen.bounds)
  window.screen = screen
  let root = UIView(frame: window.bounds)
  window.addSubview(root)
  window.makeKeyAndVisible()
  window.layoutIfNeeded()
  return (window, root)
}

/// The keyboard layout guide follows the headless keyboard (decision CL6).
@MainActor
@Suite struct KeyboardLayoutGuideTests {
  @Test(
    "with a home indicator the hidden keyboard's guide is the bottom safe area; shown, the keyboard"
  )
  func homeIndicatorDevice() throws {
    let (window, root) = try keyboardWindow("iPhone 15 Pro")
    let guide = root.keyboardLayoutGuide
    #expect(guide.identifier == "UIViewKeyboardLayoutGuide")
    #expect(guide.owningView === root)
    #expect(root.keyboardLayoutGuide === guide)
    #expect(guide.usesBottomSafeArea && !guide.followsUndockedKeyboard)
    #expect(guide.keyboardDismissPadding == 0)
    #expect(guide.layoutFrame == CGRect(x: 0, y: 818, width: 393, height: 34))
    window.headlessShowKeyboard(height: 336)
    #expect(guide.layoutFrame == CGRect(x: 0, y: 516, width: 393, height: 336))
    window.headlessHideKeyboard()
    #expect(guide.layoutFrame == CGRect(x: 0, y: 818, width: 393, height: 34))
  }

  @Test("without a home indicator the hidden keyboard's guide has no height at the bottom")
  func noHomeIndicator() throws {
    let (window, root) = try keyboardWindow("iPhone SE (3rd generation)")
    let guide = root.keyboardLayoutGuide
    #expect(guide.layoutFrame == CGRect(x: 0, y: 667, width: 375, height: 0))
    window.headlessShowKeyboard(height: 260)
    #expect(guide.layoutFrame == CGRect(x: 0, y: 407, width: 375, height: 260))
  }

  @Test("a view pinned to the guide's top moves with the keyboard before the did notification")
  func constrainedView() throws {
    let (window, root) = try keyboardWindow("iPhone 15 Pro")
    let bar = UIView()
    bar.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(bar)
    NSLayoutConstraint.activate([
      bar.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      bar.trailingAnchor.constraint(equalTo: root.trailingAnchor),
      bar.heightAnchor.constraint(equalToConstant: 44),
      bar.bottomAnchor.constraint(equalTo: root.keyboardLayoutGuide.topAnchor),
    ])
    window.layoutIfNeeded()
    #expect(bar.frame == CGRect(x: 0, y: 774, width: 393, height: 44))
    var frameAtDidShow: CGRect?
    let token = NotificationCenter.default.addObserver(
      forName: UIResponder.keyboardDidShowNotification, object: nil, queue: nil
    ) { _ in
      MainActor.assumeIsolated { frameAtDidShow = bar.frame }
    }
    defer { NotificationCenter.default.removeObserver(token) }
    window.headlessShowKeyboard(height: 336)
    #expect(frameAtDidShow == CGRect(x: 0, y: 472, width: 393, height: 44))
    window.headlessHideKeyboard()
    #expect(bar.frame == CGRect(x: 0, y: 774, width: 393, height: 44))
  }

  @Test("usesBottomSafeArea false rests the hidden guide at the view's bottom")
  func withoutBottomSafeArea() throws {
    let (window, root) = try keyboardWindow("iPhone 15 Pro")
    let guide = root.keyboardLayoutGuide
    guide.usesBottomSafeArea = false
    window.layoutIfNeeded()
    #expect(guide.layoutFrame == CGRect(x: 0, y: 852, width: 393, height: 0))
    let box = UIView()
    box.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(box)
    NSLayoutConstraint.activate([
      box.bottomAnchor.constraint(equalTo: guide.topAnchor),
      box.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      box.widthAnchor.constraint(equalToConstant: 10),
      box.heightAnchor.constraint(equalToConstant: 10),
    ])
    window.layoutIfNeeded()
    #expect(box.frame.maxY == 852)
  }

  @Test("a text field becoming first responder raises the guide")
  func textFieldShowsKeyboard() throws {
    let (window, root) = try keyboardWindow("iPhone 15 Pro")
    let field = UITextField(frame: CGRect(x: 0, y: 100, width: 200, height: 30))
    root.addSubview(field)
    #expect(field.becomeFirstResponder())
    #expect(
      root.keyboardLayoutGuide.layoutFrame
        == CGRect(
          x: 0, y: 852 - window.headlessKeyboardHeight, width: 393,
          height: window.headlessKeyboardHeight))
    field.resignFirstResponder()
    #expect(root.keyboardLayoutGuide.layoutFrame.minY == 818)
  }

  @Test("tracked constraints follow the docked keyboard only when following undocked keyboards")
  func trackingConstraints() throws {
    let (window, root) = try keyboardWindow("iPhone 15 Pro")
    let guide = root.keyboardLayoutGuide
    let near = root.heightAnchor.constraint(greaterThanOrEqualToConstant: 1)
    let away = root.widthAnchor.constraint(greaterThanOrEqualToConstant: 1)
    guide.setConstraints([near], activeWhenNearEdge: .bottom)
    guide.setConstraints([away], activeWhenAwayFrom: .top)
    #expect(guide.constraints(activeWhenNearEdge: .bottom) == [near])
    #expect(guide.constraints(activeWhenAwayFrom: .top) == [away])
    window.headlessShowKeyboard(height: 336)
    #expect(!near.isActive && !away.isActive)
    guide.followsUndockedKeyboard = true
    #expect(near.isActive && away.isActive)
    guide.removeAllTrackedConstraints()
    #expect(guide.constraints(activeWhenNearEdge: .bottom).isEmpty)
  }
}
