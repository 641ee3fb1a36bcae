import Foundation
import HeadlessUIKit
import Testing

/// Segments made from actions, and what a tap on a segment does.
@MainActor
@Suite struct UISegmentedControlActionTests {
  private func place(_ control: UISegmentedControl) -> UIWindow {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    window.makeKeyAndVisible()
    control.frame = CGRect(x: 10, y: 100, width: 200, height: 32)
    window.addSubview(control)
    window.layoutIfNeeded()
    return window
  }

  @Test("Segments take their titles from the actions")
  func titlesFromActions() {
    let cold = UIAction(title: "Cold") { _ in }
    let control = UISegmentedControl(frame: .zero, actions: [cold])
    #expect(control.frame.size == control.sizeThatFits(.zero))
    control.insertSegment(action: UIAction(title: "Hot") { _ in }, at: 1, animated: false)
    #expect(control.numberOfSegments == 2)
    #expect(control.titleForSegment(at: 0) == "Cold")
    #expect(control.titleForSegment(at: 1) == "Hot")
    #expect(control.actionForSegment(at: 0) === cold)
    #expect(control.segmentIndex(identifiedBy: cold.identifier) == 0)
    control.setAction(UIAction(title: "Warm") { _ in }, forSegmentAt: 0)
    #expect(control.titleForSegment(at: 0) == "Warm")
    #expect(control.actionForSegment(at: 2) == nil)
  }

  @Test("A tap selects the segment, runs its action, then sends valueChanged")
  func tapRunsTheAction() {
    var log: [String] = []
    let control = UISegmentedControl(
      frame: .zero,
      actions: [
        UIAction(title: "A") { _ in log.append("A") },
        UIAction(title: "B") { action in
          log.append("B:\((action.sender as? UISegmentedControl)?.selectedSegmentIndex ?? -9)")
        },
      ])
    control.selectedSegmentIndex = 0
    control.addAction(UIAction { _ in log.append("valueChanged") }, for: .valueChanged)
    let window = place(control)
    window.headlessTap(at: CGPoint(x: 160, y: 116))
    #expect(control.selectedSegmentIndex == 1)
    #expect(log == ["B:1", "valueChanged"])
    window.headlessTap(at: CGPoint(x: 160, y: 116))
    #expect(log == ["B:1", "valueChanged"])
  }

  @Test("A momentary control sends valueChanged on every tap; disabled segments ignore taps")
  func momentaryAndDisabled() {
    let control = UISegmentedControl(items: ["A", "B"])
    control.isMomentary = true
    var count = 0
    control.addAction(UIAction { _ in count += 1 }, for: .valueChanged)
    let window = place(control)
    window.headlessTap(at: CGPoint(x: 60, y: 116))
    window.headlessTap(at: CGPoint(x: 60, y: 116))
    #expect(count == 2)
    #expect(control.selectedSegmentIndex == 0)
    control.setEnabled(false, forSegmentAt: 1)
    window.headlessTap(at: CGPoint(x: 160, y: 116))
    #expect(count == 2)
  }
}
