import Foundation
import HeadlessUIKit
import HeadlessUIKitTestSupport
import Testing

/// Records the delegate calls an animation receives.
@MainActor
private final class Recorder: CAAnimationDelegate {
  var events: [String] = []

  func animationDidStart(_ anim: CAAnimation) {
    events.append("start \((anim as? CAPropertyAnimation)?.keyPath ?? "-")")
  }

  func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
    events.append("stop \((anim as? CAPropertyAnimation)?.keyPath ?? "-") \(flag)")
  }
}

/// Animation objects: defaults, copies, timing functions and springs.
@MainActor
@Suite struct CAAnimationTests {
  @Test("Core Animation: CAMediaTiming and CAAnimation defaults")
  func defaults() {
    let animation = CABasicAnimation(keyPath: "opacity")
    #expect(animation.keyPath == "opacity")
    #expect(animation.duration == 0 && animation.beginTime == 0 && animation.speed == 1)
    #expect(animation.repeatCount == 0 && !animation.autoreverses)
    #expect(animation.fillMode == .removed && animation.isRemovedOnCompletion)
    #expect(animation.timingFunction == nil && animation.delegate == nil)
    #expect(!animation.isAdditive && !animation.isCumulative)
    #expect(animation.fromValue == nil && animation.toValue == nil && animation.byValue == nil)
    #expect(CAKeyframeAnimation().calculationMode == .linear)
    #expect(CATransition().type == .fade && CATransition().endProgress == 1)
  }

  @Test("Core Animation: a copy has the values but is a separate object")
  func copying() throws {
    let group = CAAnimationGroup()
    let rotation = CAKeyframeAnimation(keyPath: "transform.rotation")
    rotation.values = [0, 1]
    group.animations = [rotation]
    group.duration = 2
    let copy = try #require(group.copy() as? CAAnimationGroup)
    #expect(copy !== group && copy.duration == 2)
    let inner = try #require(copy.animations?.first as? CAKeyframeAnimation)
    #expect(inner !== rotation && inner.keyPath == "transform.rotation")
    #expect(inner.values?.count == 2)
  }

  @Test("Core Animation: predefined timing functions have the documented control points")
  func timingFunctions() {
    func points(_ name: CAMediaTimingFunctionName) -> [Float] {
      let function = CAMediaTimingFunction(name: name)
      var values: [Float] = []
      for index in 0..<4 {
        var point: [Float] = [0, 0]
        function.getControlPoint(index, values: &point)
        values += point
      }
      return values
    }
    #expect(points(.linear) == [0, 0, 0, 0, 1, 1, 1, 1])
    #expect(points(.easeIn) == [0, 0, 0.42, 0, 1, 1, 1, 1])
    #expect(points(.easeOut) == [0, 0, 0, 0, 0.58, 1, 1, 1])
    #expect(points(.easeInEaseOut) == [0, 0, 0.42, 0, 0.58, 1, 1, 1])
    #expect(points(.default) == [0, 0, 0.25, 0.1, 0.25, 1, 1, 1])
    #expect(CAMediaTimingFunctionName.easeInEaseOut.rawValue == "easeInEaseOut")
    #expect(
      CAMediaTimingFunction(name: .easeIn) == CAMediaTimingFunction(controlPoints: 0.42, 0, 1, 1))
  }

  @Test("Core Animation: spring defaults and settling duration")
  func spring() {
    let spring = CASpringAnimation(keyPath: "position")
    #expect(spring.mass == 1 && spring.stiffness == 100 && spring.damping == 10)
    #expect(spring.initialVelocity == 0)
    // ζ = 0.5, ω₀ = 10: the envelope e^(−5t) falls below 0.001 at about 1.38 s.
    #expect(abs(spring.settlingDuration - 1.3816) < 0.001)
    let perceptual = CASpringAnimation(perceptualDuration: 0.5, bounce: 0)
    #expect(abs(perceptual.perceptualDuration - 0.5) < 1e-9)
    #expect(abs(perceptual.bounce) < 1e-9)
    let bouncy = CASpringAnimation(perceptualDuration: 1, bounce: 0.3)
    #expect(abs(bouncy.bounce - 0.3) < 1e-9)
  }

  @Test("CACurrentMediaTime is a monotonic clock in seconds")
  func mediaTime() {
    let first = CACurrentMediaTime()
    let second = CACurrentMediaTime()
    #expect(second >= first && first > 0)
  }
}

/// Attaching animations to layers, with headless timing (the animation runs to its end when its
/// transaction commits, on the next turn of the main queue).
@MainActor
@Suite struct CALayerAnimationTests {
  @Test("Core Animation: add copies; the model is unchanged; delegates hear start then stop")
  func addRunsToCompletionLater() async {
    let layer = CALayer()
    let recorder = Recorder()
    let animation = CABasicAnimation(keyPath: "opacity")
    animation.fromValue = 1
    animation.toValue = 0
    animation.delegate = recorder
    layer.add(animation, forKey: "fade")
    animation.keyPath = "changed later"
    #expect(layer.opacity == 1)
    #expect(layer.animationKeys() == ["fade"])
    let attached = layer.animation(forKey: "fade") as? CABasicAnimation
    #expect(attached !== animation && attached?.keyPath == "opacity")
    #expect(recorder.events.isEmpty)
    await nextMainQueueTurn()
    #expect(recorder.events == ["start opacity", "stop opacity true"])
    #expect(layer.animationKeys() == nil)
    #expect(layer.opacity == 1)
  }

  @Test("Core Animation: an animation not removed on completion stays attached")
  func notRemovedOnCompletion() async {
    let layer = CALayer()
    let animation = CABasicAnimation(keyPath: "position")
    animation.isRemovedOnCompletion = false
    animation.fillMode = .forwards
    layer.add(animation, forKey: "move")
    await nextMainQueueTurn()
    #expect(layer.animationKeys() == ["move"])
    layer.removeAllAnimations()
    #expect(layer.animationKeys() == nil)
  }

  @Test("Core Animation: a retained animation filling forwards shows its end in presentation()")
  func presentationShowsFilledEndValues() async throws {
    let layer = CALayer()
    let fade = CABasicAnimation(keyPath: "opacity")
    fade.toValue = 0.25
    fade.isRemovedOnCompletion = false
    fade.fillMode = .forwards
    layer.add(fade, forKey: "fade")
    let move = CAKeyframeAnimation(keyPath: "position")
    move.values = [CGPoint(x: 1, y: 1), CGPoint(x: 30, y: 40)]
    move.isRemovedOnCompletion = false
    move.fillMode = .both
    layer.add(move, forKey: "move")
    let turn = CABasicAnimation(keyPath: "transform.rotation.z")
    turn.toValue = CGFloat.pi
    turn.isRemovedOnCompletion = false
    layer.add(turn, forKey: "turn")
    // Before the transaction commits nothing has run.
    #expect(try #require(layer.presentation()).opacity == 1)
    await nextMainQueueTurn()
    let presentation = try #require(layer.presentation())
    #expect(presentation.opacity == 0.25)
    #expect(presentation.position == CGPoint(x: 30, y: 40))
    // Without a forwards fill mode the end value is not kept.
    #expect(CATransform3DIsIdentity(presentation.transform))
    #expect(layer.opacity == 1 && layer.position == .zero)
    layer.removeAllAnimations()
    #expect(try #require(layer.presentation()).opacity == 1)
  }

  @Test("Core Animation: a keyframe path replaces the values and ends at its last point")
  func keyframePath() async throws {
    let layer = CALayer()
    let path = CGMutablePath()
    path.move(to: CGPoint(x: 5, y: 5))
    path.addCurve(
      to: CGPoint(x: 80, y: 20), control1: CGPoint(x: 20, y: 60), control2: CGPoint(x: 60, y: 60))
    let move = CAKeyframeAnimation(keyPath: "position")
    move.values = [CGPoint(x: 1, y: 1), CGPoint(x: 2, y: 2)]
    move.path = path
    move.isRemovedOnCompletion = false
    move.fillMode = .forwards
    layer.add(move, forKey: "move")
    let added = try #require(layer.animation(forKey: "move") as? CAKeyframeAnimation)
    #expect(added.path === path)
    await nextMainQueueTurn()
    #expect(try #require(layer.presentation()).position == CGPoint(x: 80, y: 20))
    #expect(layer.position == .zero)
  }

  @Test("Core Animation: byValue adds to the model; autoreversing ends where it started")
  func presentationByValueAndAutoreverse() async throws {
    let layer = CALayer()
    layer.position = CGPoint(x: 10, y: 0)
    let nudge = CABasicAnimation(keyPath: "position.x")
    nudge.byValue = 5
    nudge.isRemovedOnCompletion = false
    nudge.fillMode = .forwards
    layer.add(nudge, forKey: "nudge")
    let pulse = CABasicAnimation(keyPath: "cornerRadius")
    pulse.fromValue = 2
    pulse.toValue = 8
    pulse.autoreverses = true
    pulse.isRemovedOnCompletion = false
    pulse.fillMode = .forwards
    layer.add(pulse, forKey: "pulse")
    await nextMainQueueTurn()
    let presentation = try #require(layer.presentation())
    #expect(presentation.position.x == 15)
    #expect(presentation.cornerRadius == 2)
  }

  @Test("Core Animation: removing an animation stops it unfinished; it never starts")
  func removal() async {
    let layer = CALayer()
    let recorder = Recorder()
    let animation = CABasicAnimation(keyPath: "bounds")
    animation.delegate = recorder
    layer.add(animation, forKey: "a")
    layer.removeAnimation(forKey: "a")
    #expect(recorder.events == ["stop bounds false"])
    await nextMainQueueTurn()
    #expect(recorder.events == ["stop bounds false"])
  }

  @Test("Core Animation: a new animation under a used key replaces the old one")
  func replacement() {
    let layer = CALayer()
    let recorder = Recorder()
    let first = CABasicAnimation(keyPath: "first")
    first.delegate = recorder
    layer.add(first, forKey: "k")
    layer.add(CABasicAnimation(keyPath: "second"), forKey: "k")
    #expect(layer.animationKeys() == ["k"])
    #expect((layer.animation(forKey: "k") as? CABasicAnimation)?.keyPath == "second")
    #expect(recorder.events == ["stop first false"])
  }

  @Test("Core Animation: a transaction's completion block runs after its animations stop")
  func transactionCompletion() async {
    let layer = CALayer()
    let recorder = Recorder()
    CATransaction.begin()
    CATransaction.setAnimationDuration(0.5)
    CATransaction.setDisableActions(true)
    #expect(CATransaction.animationDuration() == 0.5 && CATransaction.disableActions())
    CATransaction.setCompletionBlock { recorder.events.append("completion") }
    let animation = CAKeyframeAnimation(keyPath: "position.x")
    animation.delegate = recorder
    layer.add(animation, forKey: nil)
    #expect(layer.animationKeys() == nil)
    CATransaction.commit()
    #expect(recorder.events.isEmpty)
    await nextMainQueueTurn()
    #expect(recorder.events == ["start position.x", "stop position.x true", "completion"])
  }

  @Test("Core Animation: transaction values default, nest and are looked up outwards")
  func transactionValues() async {
    CATransaction.begin()
    #expect(CATransaction.animationDuration() == 0.25)
    #expect(!CATransaction.disableActions() && CATransaction.animationTimingFunction() == nil)
    CATransaction.setAnimationDuration(1)
    CATransaction.begin()
    #expect(CATransaction.animationDuration() == 1)
    CATransaction.setValue(2.0, forKey: kCATransactionAnimationDuration)
    #expect(CATransaction.animationDuration() == 2)
    CATransaction.commit()
    #expect(CATransaction.animationDuration() == 1)
    CATransaction.commit()
    await nextMainQueueTurn()
  }

  @Test("Core Animation: a completion block set outside begin/commit joins the implicit one")
  func implicitTransactionCompletion() async {
    var ran = false
    CATransaction.setCompletionBlock { ran = true }
    #expect(!ran)
    await nextMainQueueTurn()
    #expect(ran)
  }
}
