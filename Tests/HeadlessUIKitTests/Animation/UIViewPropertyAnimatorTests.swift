import HeadlessUIKit
import HeadlessUIKitTestSupport
import Testing

/// Property animators, headless: final values when started, completions on a later main-queue
/// turn, and UIKit's state machine.
@MainActor
@Suite struct UIViewPropertyAnimatorTests {
  @Test func animationsWaitUntilStartThenApplyAtOnce() async {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    var positions: [UIViewAnimatingPosition] = []
    let animator = UIViewPropertyAnimator(duration: 0.3, curve: .easeOut) { view.alpha = 0.25 }
    animator.addCompletion { positions.append($0) }
    #expect(animator.state == .inactive)
    #expect(!animator.isRunning)
    #expect(view.alpha == 1)

    animator.startAnimation()
    #expect(view.alpha == 0.25)
    #expect(animator.state == .active)
    #expect(animator.isRunning)
    #expect(positions.isEmpty)

    await nextMainQueueTurn()
    #expect(positions == [.end])
    #expect(animator.state == .inactive)
    #expect(!animator.isRunning)
    #expect(animator.fractionComplete == 1)
  }

  @Test func runningAnimatorStartsAtOnce() async {
    let view = UIView(frame: .zero)
    var positions: [UIViewAnimatingPosition] = []
    let animator = UIViewPropertyAnimator.runningPropertyAnimator(
      withDuration: 0.2, delay: 0.5, options: [.curveEaseIn],
      animations: { view.frame.origin.x = 40 }, completion: { positions.append($0) })
    #expect(view.frame.origin.x == 40)
    #expect(animator.state == .active)
    #expect(animator.isRunning)
    #expect(animator.delay == 0.5)
    await nextMainQueueTurn()
    #expect(positions == [.end])
  }

  @Test func pausedAnimatorIsActiveAndDoesNotFinish() async {
    let view = UIView(frame: .zero)
    var positions: [UIViewAnimatingPosition] = []
    let animator = UIViewPropertyAnimator(duration: 1, dampingRatio: 0.7) { view.alpha = 0 }
    animator.addCompletion { positions.append($0) }
    animator.pauseAnimation()
    #expect(animator.state == .active)
    #expect(!animator.isRunning)
    #expect(view.alpha == 0)
    animator.fractionComplete = 0.4
    #expect(animator.fractionComplete == 0.4)
    await nextMainQueueTurn()
    #expect(positions.isEmpty)

    animator.isReversed = true
    animator.startAnimation()
    await nextMainQueueTurn()
    #expect(positions == [.start])
  }

  @Test func stopWithoutFinishingSkipsTheCompletions() async {
    var positions: [UIViewAnimatingPosition] = []
    let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) {}
    animator.addCompletion { positions.append($0) }
    animator.startAnimation()
    animator.stopAnimation(true)
    #expect(animator.state == .inactive)
    await nextMainQueueTurn()
    #expect(positions.isEmpty)
  }

  @Test func stopThenFinishTellsTheCompletionsThePosition() async {
    var positions: [UIViewAnimatingPosition] = []
    let animator = UIViewPropertyAnimator(
      duration: 1, controlPoint1: CGPoint(x: 0.1, y: 0.2), controlPoint2: CGPoint(x: 0.3, y: 1)
    ) {}
    animator.addCompletion { positions.append($0) }
    animator.startAnimation()
    animator.stopAnimation(false)
    #expect(animator.state == .stopped)
    #expect(!animator.isRunning)
    await nextMainQueueTurn()
    #expect(positions.isEmpty)
    animator.startAnimation()
    #expect(animator.state == .stopped)

    animator.finishAnimation(at: .current)
    #expect(positions == [.current])
    #expect(animator.state == .inactive)
  }

  @Test func animationsAddedWhileActiveApplyAtOnce() {
    let view = UIView(frame: .zero)
    let animator = UIViewPropertyAnimator(duration: 1, curve: .easeInOut)
    animator.startAnimation()
    animator.addAnimations({ view.alpha = 0.5 }, delayFactor: 0.5)
    #expect(view.alpha == 0.5)
  }

  @Test func timingParametersDescribeTheirCurves() {
    let named = UICubicTimingParameters(animationCurve: .easeIn)
    #expect(named.timingCurveType == .builtin)
    #expect(named.controlPoint1 == CGPoint(x: 0.42, y: 0))
    #expect(named.controlPoint2 == CGPoint(x: 1, y: 1))
    let custom = UICubicTimingParameters(
      controlPoint1: CGPoint(x: 0.2, y: 0), controlPoint2: CGPoint(x: 0, y: 1))
    #expect(custom.timingCurveType == .cubic)
    #expect(custom.springTimingParameters == nil)
    let spring = UISpringTimingParameters(
      dampingRatio: 0.5, initialVelocity: CGVector(dx: 1, dy: 2))
    #expect(spring.timingCurveType == .spring)
    #expect(spring.initialVelocity == CGVector(dx: 1, dy: 2))
    #expect(spring.cubicTimingParameters == nil)

    let animator = UIViewPropertyAnimator(duration: 2, timingParameters: spring)
    #expect(animator.duration == 2)
    #expect(animator.timingParameters === spring)
    #expect(animator.isInterruptible)
  }
}
