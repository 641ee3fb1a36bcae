import HeadlessUIKitTestSupport
import Testing

@testable import HeadlessUIKit

/// Gesture recognizers driven by headless touches: UIKit's state machine, failure
/// requirements, simultaneous recognition and what the view receives.
@MainActor
@Suite struct GestureRecognizerTests {
  @Test func tapRecognizesAndCancelsTheViewsTouches() {
    let (window, root) = makeTouchWindow()
    let log = EventLog()
    let view = TouchLoggingView(
      "view", log: log, frame: CGRect(x: 20, y: 20, width: 100, height: 100))
    root.addSubview(view)
    let tap = UITapGestureRecognizer()
    observeActions(of: tap, name: "tap", in: log)
    view.addGestureRecognizer(tap)

    window.headlessTap(at: CGPoint(x: 50, y: 60))

    #expect(log.entries == ["view.began(1)", "tap.ended", "view.cancelled(1)"])
    #expect(tap.state == .ended)
    #expect(tap.location(in: view) == CGPoint(x: 30, y: 40))
    #expect(tap.location(in: nil) == CGPoint(x: 50, y: 60))
  }

  @Test func withoutCancellingTheViewReceivesTheWholeTouch() {
    let (window, root) = makeTouchWindow()
    let log = EventLog()
    let view = TouchLoggingView("view", log: log, frame: root.bounds)
    root.addSubview(view)
    let tap = UITapGestureRecognizer()
    tap.cancelsTouchesInView = false
    observeActions(of: tap, name: "tap", in: log)
    view.addGestureRecognizer(tap)

    window.headlessTap(at: CGPoint(x: 10, y: 10))

    #expect(log.entries == ["view.began(1)", "tap.ended", "view.ended(1)"])
  }

  @Test func delaysTouchesBeganHoldsTheViewBackUntilTheRecognizerFails() {
    let (window, root) = makeTouchWindow()
    let log = EventLog()
    let view = TouchLoggingView("view", log: log, frame: root.bounds)
    root.addSubview(view)
    let pan = UIPanGestureRecognizer()
    pan.delaysTouchesBegan = true
    view.addGestureRecognizer(pan)

    window.headlessTap(at: CGPoint(x: 10, y: 10))

    #expect(pan.state == .failed)
    #expect(log.entries == ["view.began(1)", "view.ended(1)"])
  }

  @Test func recognizerReturnsToPossibleOnTheNextMainQueueTurn() async {
    let (window, root) = makeTouchWindow()
    let tap = LoggingTapRecognizer()
    root.addGestureRecognizer(tap)

    window.headlessTap(at: CGPoint(x: 10, y: 10))
    #expect(tap.state == .ended)
    #expect(tap.resets == 0)
    await nextMainQueueTurn()

    #expect(tap.state == .possible)
    #expect(tap.resets == 1)
  }

  @Test func touchesGoToRecognizersOfTheHitViewAndItsAncestorsOnly() {
    let (window, root) = makeTouchWindow()
    let inner = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let sibling = UIView(frame: CGRect(x: 200, y: 0, width: 100, height: 100))
    root.addSubview(inner)
    root.addSubview(sibling)
    let rootTap = UITapGestureRecognizer()
    let siblingTap = UITapGestureRecognizer()
    rootTap.cancelsTouchesInView = false
    root.addGestureRecognizer(rootTap)
    sibling.addGestureRecognizer(siblingTap)

    window.headlessTap(at: CGPoint(x: 50, y: 50))

    #expect(rootTap.state == .ended)
    #expect(siblingTap.state == .possible)
  }

  @Test func hiddenWindowReceivesNoTouches() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let tap = UITapGestureRecognizer()
    window.addGestureRecognizer(tap)

    window.headlessTap(at: CGPoint(x: 10, y: 10))

    #expect(tap.state == .possible)
  }

  @Test func singleTapWaitsForTheDoubleTapToFail() {
    let (window, root) = makeTouchWindow()
    let log = EventLog()
    let single = UITapGestureRecognizer()
    let double = UITapGestureRecognizer()
    double.numberOfTapsRequired = 2
    single.require(toFail: double)
    observeActions(of: single, name: "single", in: log)
    observeActions(of: double, name: "double", in: log)
    root.addGestureRecognizer(single)
    root.addGestureRecognizer(double)

    window.headlessTap(at: CGPoint(x: 10, y: 10))
    #expect(log.entries == ["single.ended"])
    #expect(double.state == .failed)
  }

  @Test func doubleTapRecognizesAndTheWaitingSingleTapFails() async {
    let (window, root) = makeTouchWindow()
    let log = EventLog()
    let single = UITapGestureRecognizer()
    let double = UITapGestureRecognizer()
    double.numberOfTapsRequired = 2
    single.require(toFail: double)
    observeActions(of: single, name: "single", in: log)
    observeActions(of: double, name: "double", in: log)
    root.addGestureRecognizer(single)
    root.addGestureRecognizer(double)

    window.headlessTap(at: CGPoint(x: 10, y: 10), numberOfTaps: 2)

    #expect(log.entries == ["double.ended"])
    #expect(single.state == .failed)
  }

  @Test func touchesOfAMultipleTapCarryTheirTapCount() {
    let (window, root) = makeTouchWindow()
    final class TapCountView: UIView {
      var counts: [Int] = []
      override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        counts.append(touches.first?.tapCount ?? 0)
      }
    }
    let view = TapCountView(frame: root.bounds)
    root.addSubview(view)

    window.headlessTap(at: CGPoint(x: 10, y: 10), numberOfTaps: 3)
    window.headlessTap(at: CGPoint(x: 10, y: 10))

    #expect(view.counts == [1, 2, 3, 1])
  }

  @Test func delegateRefusingToBeginFailsTheRecognizer() {
    let (window, root) = makeTouchWindow()
    let log = EventLog()
    let view = TouchLoggingView("view", log: log, frame: root.bounds)
    root.addSubview(view)
    let delegate = ConfigurableGestureDelegate()
    delegate.shouldBegin = false
    let tap = UITapGestureRecognizer()
    tap.delegate = delegate
    view.addGestureRecognizer(tap)

    window.headlessTap(at: CGPoint(x: 10, y: 10))

    #expect(tap.state == .failed)
    #expect(delegate.asked == ["shouldReceive", "shouldBegin"])
    #expect(log.entries == ["view.began(1)", "view.ended(1)"])
  }

  @Test func delegateRefusingATouchKeepsItFromTheRecognizer() {
    let (window, root) = makeTouchWindow()
    let delegate = ConfigurableGestureDelegate()
    delegate.receives = false
    let tap = UITapGestureRecognizer()
    tap.delegate = delegate
    root.addGestureRecognizer(tap)

    window.headlessTap(at: CGPoint(x: 10, y: 10))

    #expect(tap.state == .possible)
    #expect(delegate.asked == ["shouldReceive"])
  }

  @Test func viewRefusingToBeginFailsTheRecognizer() {
    let (window, root) = makeTouchWindow()
    final class RefusingView: UIView {
      override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        false
      }
    }
    let view = RefusingView(frame: root.bounds)
    root.addSubview(view)
    let tap = UITapGestureRecognizer()
    view.addGestureRecognizer(tap)

    window.headlessTap(at: CGPoint(x: 10, y: 10))

    #expect(tap.state == .failed)
  }

  @Test func recognizingExcludesOthersUnlessADelegateAllowsBoth() {
    for simultaneous in [false, true] {
      let (window, root) = makeTouchWindow()
      let inner = UITapGestureRecognizer()
      let outer = UITapGestureRecognizer()
      let delegate = ConfigurableGestureDelegate()
      delegate.simultaneous = simultaneous
      outer.delegate = delegate
      let view = UIView(frame: root.bounds)
      root.addSubview(view)
      view.addGestureRecognizer(inner)
      root.addGestureRecognizer(outer)

      window.headlessTap(at: CGPoint(x: 10, y: 10))

      #expect(inner.state == .ended)
      #expect(outer.state == (simultaneous ? .ended : .failed))
    }
  }

  @Test func disabledRecognizerReceivesNothing() {
    let (window, root) = makeTouchWindow()
    let tap = UITapGestureRecognizer()
    tap.isEnabled = false
    root.addGestureRecognizer(tap)

    window.headlessTap(at: CGPoint(x: 10, y: 10))

    #expect(tap.state == .possible)
  }

  @Test func addingToAnotherViewMovesTheRecognizer() {
    let first = UIView()
    let second = UIView()
    let tap = UITapGestureRecognizer(target: nil, action: nil)
    first.addGestureRecognizer(tap)
    second.addGestureRecognizer(tap)

    #expect(first.gestureRecognizers == nil)
    #expect(second.gestureRecognizers?.count == 1)
    #expect(tap.view === second)
    second.removeGestureRecognizer(tap)
    #expect(tap.view == nil)
    #expect(second.gestureRecognizers == nil)
  }

  @Test func panReportsTranslationAndVelocityAsItMoves() {
    let (window, root) = makeTouchWindow()
    let log = EventLog()
    let pan = UIPanGestureRecognizer()
    var translations: [CGPoint] = []
    pan.internalActions.append { recognizer in
      translations.append((recognizer as? UIPanGestureRecognizer)?.translation(in: root) ?? .zero)
    }
    observeActions(of: pan, name: "pan", in: log)
    root.addGestureRecognizer(pan)

    window.headlessPan(
      from: CGPoint(x: 100, y: 100), to: CGPoint(x: 200, y: 100), steps: 10, duration: 0.25)

    #expect(log.entries.first == "pan.began")
    #expect(log.entries.last == "pan.ended")
    #expect(log.entries.filter { $0 == "pan.changed" }.count == 9)
    #expect(translations.first == CGPoint(x: 10, y: 0))
    #expect(translations.last == CGPoint(x: 100, y: 0))
    #expect(isClose(pan.velocity(in: root).x, 400, tolerance: 1))
    #expect(pan.velocity(in: root).y == 0)
  }

  @Test func settingTheTranslationMeasuresFromThere() {
    let (window, root) = makeTouchWindow()
    let pan = UIPanGestureRecognizer()
    var translations: [CGPoint] = []
    pan.internalActions.append { recognizer in
      guard let pan = recognizer as? UIPanGestureRecognizer else { return }
      translations.append(pan.translation(in: nil))
      pan.setTranslation(.zero, in: nil)
    }
    root.addGestureRecognizer(pan)

    window.headlessPan(from: CGPoint(x: 0, y: 100), to: CGPoint(x: 0, y: 200), steps: 5)

    #expect(
      translations == [
        CGPoint(x: 0, y: 20), CGPoint(x: 0, y: 20), CGPoint(x: 0, y: 20),
        CGPoint(x: 0, y: 20), CGPoint(x: 0, y: 20), .zero,
      ])
  }

  @Test func shortMoveIsNoPanAndATapMayStillRecognize() {
    let (window, root) = makeTouchWindow()
    let pan = UIPanGestureRecognizer()
    let tap = UITapGestureRecognizer()
    root.addGestureRecognizer(pan)
    root.addGestureRecognizer(tap)

    window.headlessPan(from: CGPoint(x: 10, y: 10), to: CGPoint(x: 15, y: 10), steps: 2)

    #expect(pan.state == .failed)
    #expect(tap.state == .ended)
  }

  @Test func longPressBeginsAfterTheMinimumDuration() {
    let (window, root) = makeTouchWindow()
    let log = EventLog()
    let press = UILongPressGestureRecognizer()
    observeActions(of: press, name: "press", in: log)
    root.addGestureRecognizer(press)

    window.headlessLongPress(at: CGPoint(x: 10, y: 10), duration: 0.4)
    #expect(press.state == .failed)
    #expect(log.entries.isEmpty)

    window.headlessLongPress(at: CGPoint(x: 10, y: 10), duration: 0.6)
    #expect(log.entries == ["press.began", "press.ended"])
  }

  @Test func longPressFailsWhenTheFingerMovesTooFar() {
    let (window, root) = makeTouchWindow()
    let press = UILongPressGestureRecognizer()
    press.allowableMovement = 5
    root.addGestureRecognizer(press)

    let touches = window.headlessTouchDown(at: [CGPoint(x: 10, y: 10)])
    window.headlessMoveTouches(touches, to: [CGPoint(x: 20, y: 10)])
    window.headlessAdvanceTouchClock(by: 1)
    #expect(press.state == .failed)
    window.headlessLiftTouches(touches)
  }

  @Test func swipeRecognizesInItsDirectionOnly() {
    let (window, root) = makeTouchWindow()
    let left = UISwipeGestureRecognizer()
    left.direction = .left
    let right = UISwipeGestureRecognizer()
    let delegate = ConfigurableGestureDelegate()
    delegate.simultaneous = true
    left.delegate = delegate
    root.addGestureRecognizer(left)
    root.addGestureRecognizer(right)

    window.headlessPan(from: CGPoint(x: 200, y: 100), to: CGPoint(x: 100, y: 110), steps: 5)

    #expect(left.state == .ended)
    #expect(right.state == .failed)
  }

  @Test func pinchReportsTheScale() {
    let (window, root) = makeTouchWindow()
    let pinch = UIPinchGestureRecognizer()
    root.addGestureRecognizer(pinch)

    window.headlessPinch(at: CGPoint(x: 160, y: 240), scale: 2)

    #expect(pinch.state == .ended)
    #expect(isClose(pinch.scale, 2, tolerance: 1e-6))
    #expect(pinch.velocity > 0)
  }

  @Test func rotationReportsTheAngle() {
    let (window, root) = makeTouchWindow()
    let rotation = UIRotationGestureRecognizer()
    root.addGestureRecognizer(rotation)

    window.headlessRotationGesture(at: CGPoint(x: 160, y: 240), angle: .pi / 4)

    #expect(rotation.state == .ended)
    #expect(isClose(rotation.rotation, .pi / 4, tolerance: 1e-6))
  }

  @Test func screenEdgePanBeginsOnlyNearItsEdge() {
    let (window, root) = makeTouchWindow()
    let edge = UIScreenEdgePanGestureRecognizer()
    edge.edges = .left
    root.addGestureRecognizer(edge)

    window.headlessPan(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 200, y: 100))
    #expect(edge.state == .failed)
    window.headlessPan(from: CGPoint(x: 5, y: 100), to: CGPoint(x: 200, y: 100))
    #expect(edge.state == .ended)
  }
}
