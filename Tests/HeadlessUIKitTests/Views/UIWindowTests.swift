import Foundation
import HeadlessUIKit
import HeadlessUIKitTestSupport
import Testing

/// A window that records when it becomes or stops being the key window.
@MainActor
private final class KeyLoggingWindow: UIWindow {
  var name = "window"
  var log: EventLog?

  override func becomeKey() {
    log?.record("\(name).becomeKey")
  }

  override func resignKey() {
    log?.record("\(name).resignKey")
  }
}

/// UIWindow: visibility, key status, size and its role as the root of a view tree.
@MainActor
@Suite struct UIWindowTests {
  // UIKit: a window is hidden until it is shown.
  @Test func windowIsHiddenByDefault() {
    #expect(UIWindow().isHidden)
    #expect(UIWindow(frame: CGRect(x: 0, y: 0, width: 10, height: 10)).isHidden)
  }

  // UIKit (since iOS 9): UIWindow() covers the main screen.
  @Test func plainInitCoversTheMainScreen() {
    let window = UIWindow()
    #expect(window.frame == UIScreen.main.bounds)
    #expect(window.bounds == CGRect(origin: .zero, size: UIScreen.main.bounds.size))
    #expect(window.screen === UIScreen.main)
  }

  @Test func makeKeyAndVisibleShowsTheWindowAndMakesItKey() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    #expect(!window.isKeyWindow)
    window.makeKeyAndVisible()
    #expect(!window.isHidden)
    #expect(window.isKeyWindow)
  }

  @Test func anotherWindowBecomingKeyTakesKeyStatus() {
    let log = EventLog()
    let first = KeyLoggingWindow(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    first.name = "first"
    first.log = log
    let second = KeyLoggingWindow(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    second.name = "second"
    second.log = log

    first.makeKeyAndVisible()
    #expect(first.isKeyWindow)
    second.makeKeyAndVisible()
    #expect(second.isKeyWindow)
    #expect(!first.isKeyWindow)
    // Only one window is key; the old one stays visible.
    #expect(!first.isHidden)
    #expect(log.entries == ["first.becomeKey", "first.resignKey", "second.becomeKey"])

    first.makeKey()
    #expect(first.isKeyWindow)
    #expect(!second.isKeyWindow)
  }

  @Test func makingTheKeyWindowKeyAgainChangesNothing() {
    let log = EventLog()
    let window = KeyLoggingWindow(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    window.log = log
    window.makeKeyAndVisible()
    window.makeKey()
    #expect(window.isKeyWindow)
    #expect(log.entries == ["window.becomeKey"])
  }

  // A window is its own window and the window of every view in its tree; it has no superview.
  @Test func windowIsItsOwnWindow() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    let view = UIView()
    window.addSubview(view)
    #expect(window.window === window)
    #expect(window.superview == nil)
    #expect(view.window === window)
  }
}
