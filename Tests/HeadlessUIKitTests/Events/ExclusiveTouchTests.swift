import HeadlessUIKitTestSupport
import Testing

@testable import HeadlessUIKit

/// `isMultipleTouchEnabled` and `isExclusiveTouch` decide which views hear a touch (GP7).
@MainActor
@Suite struct ExclusiveTouchTests {
  private func makeViews() -> (UIWindow, EventLog, TouchLoggingView, TouchLoggingView) {
    let (window, root) = makeTouchWindow()
    let log = EventLog()
    let left = TouchLoggingView(
      "left", log: log, frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let right = TouchLoggingView(
      "right", log: log, frame: CGRect(x: 150, y: 0, width: 100, height: 100))
    root.addSubview(left)
    root.addSubview(right)
    return (window, log, left, right)
  }

  @Test("A view hears only the first of two fingers unless multiple touch is enabled")
  func multipleTouch() {
    let (window, log, left, _) = makeViews()
    #expect(!left.isMultipleTouchEnabled)
    let touches = window.headlessTouchDown(at: [CGPoint(x: 10, y: 10), CGPoint(x: 60, y: 60)])
    window.headlessLiftTouches(touches)
    #expect(log.entries.first == "left.began(1)")
    log.clear()
    left.isMultipleTouchEnabled = true
    let both = window.headlessTouchDown(at: [CGPoint(x: 10, y: 10), CGPoint(x: 60, y: 60)])
    window.headlessLiftTouches(both)
    #expect(log.entries.first == "left.began(2)")
  }

  @Test("While an exclusive view tracks a touch, other views hear nothing, and the reverse")
  func exclusiveTouch() {
    let (window, log, left, _) = makeViews()
    #expect(!left.isExclusiveTouch)
    left.isExclusiveTouch = true
    let first = window.headlessTouchDown(at: [CGPoint(x: 10, y: 10)])
    let second = window.headlessTouchDown(at: [CGPoint(x: 160, y: 10)])
    window.headlessLiftTouches(first + second)
    #expect(log.entries.contains("left.began(1)"))
    #expect(!log.entries.contains { $0.hasPrefix("right") })
    log.clear()
    let onRight = window.headlessTouchDown(at: [CGPoint(x: 160, y: 10)])
    let onLeft = window.headlessTouchDown(at: [CGPoint(x: 10, y: 10)])
    window.headlessLiftTouches(onRight + onLeft)
    #expect(log.entries.contains("right.began(1)"))
    #expect(!log.entries.contains { $0.hasPrefix("left") })
  }
}
