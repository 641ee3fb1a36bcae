import Foundation
import HeadlessUIKit
import Testing

private func text(_ result: ExitTest.Result?) -> String {
  String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
}

/// UIStepper's range, step and fixed size (decision K4).
@MainActor
@Suite struct UIStepperTests {
  @Test("K4: a stepper is 94×32 whatever frame it is given; the origin is kept")
  func fixedSize() {
    let stepper = UIStepper(frame: CGRect(x: 7, y: 8, width: 300, height: 300))
    #expect(stepper.frame == CGRect(x: 7, y: 8, width: 94, height: 32))
    stepper.frame = CGRect(x: 1, y: 2, width: 3, height: 4)
    #expect(stepper.frame == CGRect(x: 1, y: 2, width: 94, height: 32))
    #expect(stepper.intrinsicContentSize == CGSize(width: 94, height: 32))
    #expect(stepper.sizeThatFits(.zero) == CGSize(width: 94, height: 32))
  }

  @Test("5.15: a stepper hugs at 750 on both axes")
  func priorities() {
    let stepper = UIStepper()
    #expect(stepper.contentHuggingPriority(for: .horizontal).rawValue == 750)
    #expect(stepper.contentHuggingPriority(for: .vertical).rawValue == 750)
  }

  @Test("K4: defaults are UIKit's: 0 in 0…100, step 1, continuous, autorepeat, no wrap")
  func defaults() {
    let stepper = UIStepper()
    #expect(stepper.value == 0)
    #expect(stepper.minimumValue == 0)
    #expect(stepper.maximumValue == 100)
    #expect(stepper.stepValue == 1)
    #expect(stepper.isContinuous)
    #expect(stepper.autorepeat)
    #expect(stepper.wraps == false)
  }

  @Test("K4: the value is clamped to the range")
  func valueIsClamped() {
    let stepper = UIStepper()
    stepper.value = 150
    #expect(stepper.value == 100)
    stepper.value = -3
    #expect(stepper.value == 0)
    stepper.value = 42.5
    #expect(stepper.value == 42.5)
  }

  @Test("K4: moving a bound past the other moves the other; the value follows")
  func boundsPushEachOther() {
    let stepper = UIStepper()
    stepper.value = 50
    stepper.minimumValue = 200
    #expect(stepper.maximumValue == 200)
    #expect(stepper.minimumValue == 200)
    #expect(stepper.value == 200)
    stepper.maximumValue = -10
    #expect(stepper.minimumValue == -10)
    #expect(stepper.maximumValue == -10)
    #expect(stepper.value == -10)
    stepper.maximumValue = 5
    stepper.value = 3
    stepper.maximumValue = 2
    #expect(stepper.value == 2)
  }

  @Test("K4: a step of zero stops with UIKit's NSInvalidArgumentException")
  func zeroStepStops() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      await MainActor.run {
        let stepper = UIStepper()
        stepper.stepValue = 0
      }
    }
    #expect(
      text(result).contains("NSInvalidArgumentException: stepValue must be greater than 0"))
  }

  @Test("K4: a positive step is kept")
  func positiveStep() {
    let stepper = UIStepper()
    stepper.stepValue = 0.25
    #expect(stepper.stepValue == 0.25)
  }

  @Test("K15: a stepper draws a rounded background with minus and plus labels")
  func appearance() {
    let stepper = UIStepper(frame: .zero)
    stepper.layoutIfNeeded()
    let background = stepper.subviews[0]
    #expect(background.frame == CGRect(x: 0, y: 0, width: 94, height: 32))
    #expect(background.layer.cornerRadius == 8)
    let labels = stepper.subviews.compactMap { $0 as? UILabel }
    #expect(labels.map(\.text) == ["\u{2212}", "+"])
    #expect(labels[0].center.x < 47)
    #expect(labels[1].center.x > 47)
  }
}
