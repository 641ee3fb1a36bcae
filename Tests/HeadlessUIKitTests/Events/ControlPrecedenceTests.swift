import Testing

@testable import HeadlessUIKit

/// A control's default action wins over a tap recognizer on an ancestor (iOS 6 and later).
@MainActor
@Suite struct ControlPrecedenceTests {
  /// A window whose root view has a single-tap recognizer and `control` as a subview; returns
  /// the recognizer and a counter of the control's `touchUpInside` actions.
  private func makeScene(_ control: UIControl) -> (UIWindow, UITapGestureRecognizer, () -> Int) {
    let (window, root) = makeTouchWindow()
    control.frame = CGRect(x: 100, y: 100, width: 80, height: 44)
    root.addSubview(control)
    var actions = 0
    control.addAction(UIAction { _ in actions += 1 }, for: .touchUpInside)
    let tap = UITapGestureRecognizer()
    root.addGestureRecognizer(tap)
    return (window, tap, { actions })
  }

  @Test("a tap on a button sends its action; the superview's tap recognizer fails")
  func buttonWins() {
    let (window, tap, actions) = makeScene(UIButton(type: .system))
    window.headlessTap(at: CGPoint(x: 140, y: 122))
    #expect(actions() == 1)
    #expect(tap.state == .failed)
    window.headlessTap(at: CGPoint(x: 20, y: 20))
    #expect(tap.state == .ended)
  }

  @Test("switches, steppers, segmented controls and page controls win too")
  func otherTapControls() {
    let controls: [UIControl] = [
      UISwitch(), UIStepper(), UISegmentedControl(items: ["A", "B"]), UIPageControl(),
    ]
    for control in controls {
      let (window, tap, _) = makeScene(control)
      window.headlessTap(at: CGPoint(x: 110, y: 110))
      #expect(tap.state == .failed, "\(type(of: control))")
    }
  }

  @Test("a disabled button or a plain UIControl does not keep the recognizer from recognizing")
  func notPreempted() {
    let disabled = UIButton(type: .system)
    disabled.isEnabled = false
    let (window, tap, _) = makeScene(disabled)
    window.headlessTap(at: CGPoint(x: 140, y: 122))
    #expect(tap.state == .ended)

    let (plainWindow, plainTap, plainActions) = makeScene(UIControl())
    plainWindow.headlessTap(at: CGPoint(x: 140, y: 122))
    #expect(plainTap.state == .ended)
    #expect(plainActions() == 0)
  }

  @Test("a double-tap recognizer on the superview still recognizes over a button")
  func doubleTapNotPreempted() {
    let (window, tap, _) = makeScene(UIButton(type: .system))
    tap.numberOfTapsRequired = 2
    window.headlessTap(at: CGPoint(x: 140, y: 122), numberOfTaps: 2)
    #expect(tap.state == .ended)
  }

  @Test("a tap recognizer on the button itself recognizes and cancels the button's touch")
  func recognizerOnTheButton() throws {
    let button = UIButton(type: .system)
    let (window, ancestorTap, actions) = makeScene(button)
    var cancels = 0
    button.addAction(UIAction { _ in cancels += 1 }, for: .touchCancel)
    let own = UITapGestureRecognizer()
    button.addGestureRecognizer(own)
    window.headlessTap(at: CGPoint(x: 140, y: 122))
    #expect(own.state == .ended)
    #expect(ancestorTap.state != .ended)
    #expect(actions() == 0)
    #expect(cancels == 1)
  }
}
