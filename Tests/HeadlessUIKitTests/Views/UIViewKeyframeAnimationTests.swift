import HeadlessUIKit
import HeadlessUIKitTestSupport
import Testing

/// Keyframe and iOS 17 spring animations run their blocks at once (decisions C26, GP6).
@MainActor
@Suite struct UIViewKeyframeAnimationTests {
  @Test("Keyframes run at once in order; the last one's values are final")
  func keyframesRunAtOnce() async {
    let view = UIView()
    var finished: Bool?
    UIView.animateKeyframes(
      withDuration: 1, delay: 0, options: [.calculationModeCubic, .allowUserInteraction]
    ) {
      UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { view.alpha = 0.2 }
      UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { view.alpha = 0.7 }
      #expect(UIView.inheritedAnimationDuration == 1)
    } completion: {
      finished = $0
    }
    // UIKit keeps alpha in the layer's single-precision opacity.
    #expect(abs(view.alpha - 0.7) < 1e-6)
    #expect(finished == nil)
    await nextMainQueueTurn()
    #expect(finished == true)
  }

  @Test("The spring animation of iOS 17 runs its block at once and completes later")
  func springDurationBounce() async {
    let view = UIView()
    var finished = false
    UIView.animate(springDuration: 0.4, bounce: 0.3) {
      view.center = CGPoint(x: 10, y: 20)
    } completion: {
      finished = $0
    }
    #expect(view.center == CGPoint(x: 10, y: 20))
    await nextMainQueueTurn()
    #expect(finished)
  }

  @Test("Keyframe options keep UIKit's bits")
  func optionBits() {
    #expect(UIView.KeyframeAnimationOptions.calculationModeDiscrete.rawValue == 1 << 10)
    #expect(UIView.KeyframeAnimationOptions.calculationModeCubicPaced.rawValue == 4 << 10)
    #expect(UIView.KeyframeAnimationOptions.repeat.rawValue == 1 << 3)
  }
}
