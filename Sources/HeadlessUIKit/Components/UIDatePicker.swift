import Foundation

/// A control for picking a date, a time or a countdown duration (decision K13).
///
/// The style shown, ``datePickerStyle``, follows ``preferredDatePickerStyle`` and
/// ``datePickerMode`` as in UIKit: `.automatic` gives `.compact`, and the countdown timer is
/// always `.wheels`. Only the wheels' size is modelled: 320×216 points, as ``intrinsicContentSize``
/// and from ``sizeThatFits(_:)``. The compact and inline styles have no intrinsic size yet, so
/// they need constraints (or a frame) for both axes.
@preconcurrency @MainActor
open class UIDatePicker: UIControl {
  /// The size of the wheels.
  static let wheelsSize = CGSize(width: 320, height: 216)

  /// What the picker picks; `.dateAndTime` by default.
  open var datePickerMode: Mode = .dateAndTime {
    didSet { invalidateIntrinsicContentSize() }
  }

  /// The style asked for; `.automatic` by default.
  open var preferredDatePickerStyle: UIDatePickerStyle = .automatic {
    didSet { invalidateIntrinsicContentSize() }
  }

  /// The style shown: `.wheels` for the countdown timer, `.compact` for `.automatic`, else the
  /// preferred style.
  open var datePickerStyle: UIDatePickerStyle {
    if datePickerMode == .countDownTimer { return .wheels }
    return preferredDatePickerStyle == .automatic ? .compact : preferredDatePickerStyle
  }

  /// The date shown; the current date when the picker is made.
  open var date = Date()

  /// The earliest date that can be picked; `nil` (no limit) by default.
  open var minimumDate: Date?

  /// The latest date that can be picked; `nil` (no limit) by default.
  open var maximumDate: Date?

  /// The step of the minute wheel; 1 by default.
  ///
  /// Values that are not a divisor of 60 between 1 and 30 are ignored, as in UIKit.
  open var minuteInterval: Int {
    get { storedMinuteInterval }
    set {
      if (1...30).contains(newValue), 60 % newValue == 0 { storedMinuteInterval = newValue }
    }
  }

  /// The countdown duration in seconds; 0 by default.
  open var countDownDuration: TimeInterval = 0

  /// The locale of the wheels; `nil` means the current locale.
  open var locale: Locale?

  /// The calendar of the wheels; the current calendar by default.
  open var calendar: Calendar! = Calendar.current

  /// The time zone of the wheels; `nil` means the current time zone.
  open var timeZone: TimeZone?

  private var storedMinuteInterval = 1

  /// Creates a date picker with a frame.
  ///
  /// - Parameter frame: The frame.
  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  /// Creates a date picker from an archive, with the same defaults as `init(frame:)`.
  ///
  /// - Parameter coder: The archive.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// Sets ``date``; animation does not apply headless.
  ///
  /// - Parameters:
  ///   - date: The date.
  ///   - animated: Whether UIKit would animate the change (ignored).
  open func setDate(_ date: Date, animated: Bool) {
    self.date = date
  }

  /// 320×216 points for the wheels; `noIntrinsicMetric` on both axes otherwise.
  open override var intrinsicContentSize: CGSize {
    guard datePickerStyle == .wheels else {
      return CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }
    return Self.wheelsSize
  }

  /// 320×216 points for the wheels; the offered size otherwise.
  ///
  /// - Parameter size: The size offered.
  /// - Returns: The picker's size.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    datePickerStyle == .wheels ? Self.wheelsSize : size
  }
}

extension UIDatePicker {
  /// What a date picker picks, with UIKit's raw values.
  public enum Mode: Int, Sendable {
    /// Hours and minutes.
    case time = 0
    /// A day.
    case date = 1
    /// A day and a time.
    case dateAndTime = 2
    /// Hours and minutes of a countdown.
    case countDownTimer = 3
    /// A month and a year.
    case yearAndMonth = 4
  }
}

/// The looks of a date picker, with UIKit's raw values.
public enum UIDatePickerStyle: Int, Sendable {
  /// The platform's choice for the mode.
  case automatic = 0
  /// Spinning wheels.
  case wheels = 1
  /// A compact label that opens an editor.
  case compact = 2
  /// An inline calendar or time editor.
  case inline = 3
}
