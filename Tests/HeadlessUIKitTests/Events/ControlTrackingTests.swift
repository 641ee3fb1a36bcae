import Testing

@testable import HeadlessUIKit

/// A button that logs the control events it sends and its tracking callbacks.
private final class LoggingButton: UIButton {
  var log: [String] = []

  func watch(_ events: [(String, UIControl.Event)]) {
    for (name, event) in events {
      addAction(UIAction { [unowned self] _ in log.append(name) }, for: event)
    }
  }

  override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
    log.append("begin(highlighted: \(isHighlighted))")
    return super.beginTracking(touch, with: event)
  }

  override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
    log.append("end(tracking: \(isTracking))")
    super.endTracking(touch, with: event)
  }
}

/// Controls turn the headless driver's touches into control events, as UIKit's do.
@MainActor
@Suite struct ControlTrackingTests {
  private static let all: [(String, UIControl.Event)] = [
    ("down", .touchDown), ("repeat", .touchDownRepeat), ("dragInside", .touchDragInside),
    ("dragOutside", .touchDragOutside), ("enter", .touchDragEnter), ("exit", .touchDragExit),
    ("upInside", .touchUpInside), ("upOutside", .touchUpOutside), ("cancel", .touchCancel),
  ]

  private func makeButton() -> (UIWindow, LoggingButton) {
    let (window, root) = makeTouchWindow()
    let button = LoggingButton(frame: CGRect(x: 100, y: 100, width: 80, height: 44))
    root.addSubview(button)
    button.watch(Self.all)
    return (window, button)
  }

  @Test func aTapSendsTouchDownThenTouchUpInside() {
    let (window, button) = makeButton()
    window.headlessTap(at: CGPoint(x: 140, y: 122))
    #expect(button.log == ["begin(highlighted: true)", "down", "end(tracking: false)", "upInside"])
    #expect(!button.isHighlighted && !button.isTracking)
  }

  @Test func highlightFollowsTheTouchAndTheTrackingAreaReaches70PointsOut() {
    let (window, button) = makeButton()
    let touch = window.headlessTouchDown(at: [CGPoint(x: 140, y: 122)])
    #expect(button.isHighlighted && button.isTracking && button.isTouchInside)
    // 60 points below the bounds: still inside the tracking area.
    window.headlessMoveTouches(touch, to: [CGPoint(x: 140, y: 204)])
    #expect(button.isHighlighted)
    // 80 points below: outside.
    window.headlessMoveTouches(touch, to: [CGPoint(x: 140, y: 224)])
    #expect(!button.isHighlighted && !button.isTouchInside)
    window.headlessLiftTouches(touch)
    #expect(
      button.log == [
        "begin(highlighted: true)", "down", "dragInside", "dragOutside", "exit",
        "end(tracking: false)", "upOutside",
      ])
  }

  @Test func aSecondTapSendsTouchDownRepeat() {
    let (window, button) = makeButton()
    window.headlessTap(at: CGPoint(x: 140, y: 122), numberOfTaps: 2)
    #expect(button.log.filter { $0 == "repeat" }.count == 1)
    #expect(button.log.filter { $0 == "upInside" }.count == 2)
  }

  @Test func aDisabledControlSendsNothingAndPassesTheTouchOn() {
    let (window, button) = makeButton()
    button.isEnabled = false
    window.headlessTap(at: CGPoint(x: 140, y: 122))
    #expect(button.log.isEmpty)
  }

  @Test func refusingToBeginTrackingSendsNothing() {
    final class Refusing: UIControl {
      var events: [String] = []
      override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { false }
    }
    let (window, root) = makeTouchWindow()
    let control = Refusing(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
    control.addAction(UIAction { _ in control.events.append("up") }, for: .touchUpInside)
    root.addSubview(control)
    window.headlessTap(at: CGPoint(x: 25, y: 25))
    #expect(control.events.isEmpty)
    #expect(!control.isHighlighted)
  }

  @Test func cancelledTouchesSendTouchCancel() {
    let (window, button) = makeButton()
    let touch = window.headlessTouchDown(at: [CGPoint(x: 140, y: 122)])
    window.headlessCancelTouches(touch)
    #expect(button.log.suffix(1) == ["cancel"])
    #expect(!button.isHighlighted && !button.isTracking)
  }
}
