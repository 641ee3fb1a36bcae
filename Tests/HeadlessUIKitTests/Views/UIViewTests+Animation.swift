import HeadlessUIKit
import HeadlessUIKitTestSupport
import Testing

/// Headless block animations: final values at once, completion on a later main-queue turn
/// (peers C7; decision C26).
@MainActor
@Suite struct UIViewAnimationTests {
  @Test("decision C26: the animation block's values are final at once")
  func animationsApplyAtOnce() async {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    var finished: [Bool] = []
    UIView.animate(
      withDuration: 0.3, delay: 1, options: [.curveEaseOut, .beginFromCurrentState],
      animations: {
        view.frame.origin.x = 50
        view.alpha = 0.5
      }, completion: { finished.append($0) })
    #expect(view.frame == CGRect(x: 50, y: 0, width: 10, height: 10))
    #expect(view.alpha == 0.5)
    #expect(finished.isEmpty)
    await nextMainQueueTurn()
    #expect(finished == [true])
  }

  @Test("decision C26: completions run in the order the animations started")
  func completionsRunInOrder() async {
    var order: [String] = []
    UIView.animate(withDuration: 1, animations: {}, completion: { _ in order.append("first") })
    UIView.animate(
      withDuration: 0.1, delay: 0, usingSpringWithDamping: 0.5, initialSpringVelocity: 2,
      animations: {}, completion: { _ in order.append("spring") })
    UIView.transition(
      with: UIView(), duration: 0.2, options: .transitionFlipFromLeft, animations: nil
    ) { _ in order.append("transition") }
    #expect(order.isEmpty)
    await nextMainQueueTurn()
    #expect(order == ["first", "spring", "transition"])
  }

  @Test("decision C26: a completion sees the layout the animation asked for")
  func completionRunsAfterTheLayoutPass() async {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    window.isHidden = false
    let view = UIView()
    view.translatesAutoresizingMaskIntoConstraints = false
    window.addSubview(view)
    let width = view.widthAnchor.constraint(equalToConstant: 40)
    NSLayoutConstraint.activate([
      width, view.heightAnchor.constraint(equalToConstant: 20),
      view.leadingAnchor.constraint(equalTo: window.leadingAnchor),
      view.topAnchor.constraint(equalTo: window.topAnchor),
    ])
    window.layoutIfNeeded()
    var frameInCompletion = CGRect.null
    UIView.animate(withDuration: 0.3) {
      width.constant = 120
    } completion: { _ in
      frameInCompletion = view.frame
    }
    #expect(view.frame.width == 40)
    await nextMainQueueTurn()
    #expect(frameInCompletion == CGRect(x: 0, y: 0, width: 120, height: 20))
    withExtendedLifetime(window) {}
  }

  @Test("UIKit: performWithoutAnimation disables animations for its block only")
  func performWithoutAnimationRestores() {
    var inside = true
    var nestedDuration: TimeInterval = -1
    #expect(UIView.areAnimationsEnabled)
    UIView.performWithoutAnimation {
      inside = UIView.areAnimationsEnabled
      UIView.animate(withDuration: 0.4) { nestedDuration = UIView.inheritedAnimationDuration }
    }
    #expect(!inside)
    #expect(nestedDuration == 0)
    #expect(UIView.areAnimationsEnabled)
    #expect(UIView.inheritedAnimationDuration == 0)
  }

  @Test("UIKit: with animations disabled, blocks still run and completions still come later")
  func disabledAnimationsStillComplete() async {
    var finished: Bool?
    UIView.setAnimationsEnabled(false)
    let enabled = UIView.areAnimationsEnabled
    UIView.animate(withDuration: 0.3, animations: {}, completion: { finished = $0 })
    UIView.setAnimationsEnabled(true)
    #expect(!enabled)
    #expect(finished == nil)
    await nextMainQueueTurn()
    #expect(finished == true)
  }

  @Test("decision C26: transition(from:to:) puts the new view in the old one's place")
  func transitionReplacesTheView() async {
    let superview = UIView()
    let before = UIView()
    let from = UIView()
    let after = UIView()
    let to = UIView(frame: CGRect(x: 1, y: 2, width: 3, height: 4))
    for view in [before, from, after] { superview.addSubview(view) }
    var finished = false
    UIView.transition(from: from, to: to, duration: 0.5, options: .transitionCrossDissolve) {
      finished = $0
    }
    #expect(superview.subviews == [before, to, after])
    #expect(from.superview == nil)
    #expect(to.frame == CGRect(x: 1, y: 2, width: 3, height: 4))
    #expect(!finished)
    await nextMainQueueTurn()
    #expect(finished)
  }

  @Test("decision C26: with showHideTransitionViews the views are hidden and shown instead")
  func transitionShowsAndHides() {
    let superview = UIView()
    let from = UIView()
    let to = UIView()
    to.isHidden = true
    superview.addSubview(from)
    superview.addSubview(to)
    UIView.transition(from: from, to: to, duration: 0.5, options: .showHideTransitionViews)
    #expect(from.isHidden)
    #expect(!to.isHidden)
    #expect(superview.subviews == [from, to])
  }

  @Test("UIKit: AnimationOptions raw values are the SDK's")
  func animationOptionRawValues() {
    #expect(UIView.AnimationOptions.layoutSubviews.rawValue == 1)
    #expect(UIView.AnimationOptions.showHideTransitionViews.rawValue == 256)
    #expect(UIView.AnimationOptions.overrideInheritedOptions.rawValue == 512)
    #expect(UIView.AnimationOptions.curveEaseIn.rawValue == 65_536)
    #expect(UIView.AnimationOptions.curveLinear.rawValue == 196_608)
    #expect(UIView.AnimationOptions.transitionFlipFromLeft.rawValue == 1_048_576)
    #expect(UIView.AnimationOptions.transitionCrossDissolve.rawValue == 5_242_880)
    #expect(UIView.AnimationOptions.transitionFlipFromBottom.rawValue == 7_340_032)
    #expect(UIView.AnimationOptions.preferredFramesPerSecond30.rawValue == 117_440_512)
    #expect(UIView.AnimationOptions.curveEaseInOut.rawValue == 0)
  }
}
