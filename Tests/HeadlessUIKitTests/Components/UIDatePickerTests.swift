import Foundation
import HeadlessUIKit
import Testing

/// UIDatePicker's modes, styles and wheel size (decision K13).
@MainActor
@Suite struct UIDatePickerTests {
  @Test("K13: the mode and style raw values are UIKit's")
  func rawValues() {
    #expect(UIDatePicker.Mode.time.rawValue == 0)
    #expect(UIDatePicker.Mode.date.rawValue == 1)
    #expect(UIDatePicker.Mode.dateAndTime.rawValue == 2)
    #expect(UIDatePicker.Mode.countDownTimer.rawValue == 3)
    #expect(UIDatePicker.Mode.yearAndMonth.rawValue == 4)
    #expect(UIDatePickerStyle.automatic.rawValue == 0)
    #expect(UIDatePickerStyle.wheels.rawValue == 1)
    #expect(UIDatePickerStyle.compact.rawValue == 2)
    #expect(UIDatePickerStyle.inline.rawValue == 3)
  }

  @Test("K13: automatic shows compact; the countdown timer always shows wheels")
  func effectiveStyle() {
    let picker = UIDatePicker(frame: .zero)
    #expect(picker.datePickerMode == .dateAndTime)
    #expect(picker.preferredDatePickerStyle == .automatic)
    #expect(picker.datePickerStyle == .compact)
    picker.preferredDatePickerStyle = .inline
    #expect(picker.datePickerStyle == .inline)
    picker.datePickerMode = .countDownTimer
    #expect(picker.datePickerStyle == .wheels)
  }

  @Test("K13: wheels are 320×216; other styles have no intrinsic size")
  func sizes() {
    let picker = UIDatePicker(frame: .zero)
    #expect(picker.intrinsicContentSize == CGSize(width: -1, height: -1))
    #expect(picker.sizeThatFits(CGSize(width: 50, height: 60)) == CGSize(width: 50, height: 60))
    picker.preferredDatePickerStyle = .wheels
    #expect(picker.intrinsicContentSize == CGSize(width: 320, height: 216))
    #expect(picker.sizeThatFits(.zero) == CGSize(width: 320, height: 216))
  }

  @Test("K13: the minute interval accepts only divisors of 60 up to 30")
  func minuteInterval() {
    let picker = UIDatePicker(frame: .zero)
    #expect(picker.minuteInterval == 1)
    picker.minuteInterval = 15
    #expect(picker.minuteInterval == 15)
    picker.minuteInterval = 7
    #expect(picker.minuteInterval == 15)
    picker.minuteInterval = 60
    #expect(picker.minuteInterval == 15)
    picker.minuteInterval = 30
    #expect(picker.minuteInterval == 30)
  }

  @Test("K13: dates are kept as set")
  func dates() {
    let picker = UIDatePicker(frame: .zero)
    let day = Date(timeIntervalSince1970: 1_000_000)
    picker.setDate(day, animated: true)
    #expect(picker.date == day)
    #expect(picker.minimumDate == nil)
    #expect(picker.countDownDuration == 0)
  }
}
