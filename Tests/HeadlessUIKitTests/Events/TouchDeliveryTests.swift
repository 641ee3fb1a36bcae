import HeadlessUIKitTestSupport
import Testing

@testable import HeadlessUIKit

/// Touches: hit testing, the responder chain and what a touch and its event report.
@MainActor
@Suite struct TouchDeliveryTests {
  @Test func touchesGoToTheHitViewAndUpTheResponderChain() {
    let (window, root) = makeTouchWindow()
    let log = EventLog()
    let outer = TouchLoggingView("outer", log: log, frame: root.bounds)
    let inner = TouchLoggingView(
      "inner", log: log, frame: CGRect(x: 0, y: 0, width: 50, height: 50))
    inner.forwards = true
    outer.addSubview(inner)
    root.addSubview(outer)

    window.headlessTap(at: CGPoint(x: 10, y: 10))
    window.headlessTap(at: CGPoint(x: 100, y: 100))

    #expect(
      log.entries == [
        "inner.began(1)", "outer.began(1)", "inner.ended(1)", "outer.ended(1)",
        "outer.began(1)", "outer.ended(1)",
      ])
  }

  @Test func unhandledTouchesReachTheViewController() {
    final class TouchController: UIViewController {
      var phases: [String] = []
      override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        phases.append("began")
      }
      override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        phases.append("ended")
      }
    }
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let controller = TouchController()
    window.rootViewController = controller
    window.makeKeyAndVisible()
    controller.view.addSubview(UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100)))

    window.headlessTap(at: CGPoint(x: 10, y: 10))

    #expect(controller.phases == ["began", "ended"])
  }

  @Test func touchReportsItsLocationsViewAndPhase() {
    let (window, root) = makeTouchWindow()
    final class RecordingView: UIView {
      var records: [(UITouch.Phase, CGPoint, CGPoint, Int)] = []
      var touch: UITouch?
      var allTouches = 0
      override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        note(touches, event)
      }
      override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        note(touches, event)
      }
      override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        note(touches, event)
      }
      private func note(_ touches: Set<UITouch>, _ event: UIEvent?) {
        guard let touch = touches.first else { return }
        self.touch = touch
        allTouches = event?.allTouches?.count ?? 0
        records.append(
          (
            touch.phase, touch.location(in: self), touch.previousLocation(in: self),
            event?.touches(for: self)?.count ?? 0
          ))
      }
    }
    let view = RecordingView(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
    root.addSubview(view)

    window.headlessPan(from: CGPoint(x: 110, y: 120), to: CGPoint(x: 130, y: 120), steps: 2)

    #expect(view.records.map(\.0) == [.began, .moved, .moved, .ended])
    #expect(
      view.records.map(\.1) == [
        CGPoint(x: 10, y: 20), CGPoint(x: 20, y: 20), CGPoint(x: 30, y: 20), CGPoint(x: 30, y: 20),
      ])
    #expect(view.records[2].2 == CGPoint(x: 20, y: 20))
    #expect(view.records.allSatisfy { $0.3 == 1 })
    #expect(view.touch?.view === view)
    #expect(view.touch?.window === window)
    #expect(view.allTouches == 1)
  }

  @Test func twoFingersArriveTogether() {
    let (window, root) = makeTouchWindow()
    let log = EventLog()
    let view = TouchLoggingView("view", log: log, frame: root.bounds)
    // A view hears a second finger only with multiple touch enabled (decision GP7).
    view.isMultipleTouchEnabled = true
    root.addSubview(view)

    let touches = window.headlessTouchDown(at: [CGPoint(x: 10, y: 10), CGPoint(x: 50, y: 50)])
    window.headlessLiftTouches(touches)

    #expect(log.entries == ["view.began(2)", "view.ended(2)"])
  }

  @Test func gestureRecognizerCountsAndLocatesItsTouches() {
    let (window, root) = makeTouchWindow()
    let pan = UIPanGestureRecognizer()
    root.addGestureRecognizer(pan)

    let touches = window.headlessTouchDown(at: [CGPoint(x: 10, y: 10), CGPoint(x: 30, y: 50)])

    #expect(pan.numberOfTouches == 2)
    #expect(pan.location(in: root) == CGPoint(x: 20, y: 30))
    #expect(pan.location(ofTouch: 1, in: nil) == CGPoint(x: 30, y: 50))
    #expect(touches.first?.gestureRecognizers?.first === pan)
    window.headlessLiftTouches(touches)
    #expect(pan.numberOfTouches == 0)
  }
}
