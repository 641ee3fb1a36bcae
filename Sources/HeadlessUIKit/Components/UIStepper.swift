import Foundation

/// A control with minus and plus buttons that step a value, always 94×32 points (decision K4).
///
/// ``value`` stays between ``minimumValue`` (0) and ``maximumValue`` (100); moving one bound
/// past the other moves the other with it, as UIKit does. ``stepValue`` (1) must be positive:
/// anything else stops with UIKit's `NSInvalidArgumentException`. The size is fixed:
/// ``intrinsicContentSize`` and ``sizeThatFits(_:)`` are 94×32, `init(frame:)` and ``frame``
/// keep only the origin given. It hugs at priority 750 on both axes (spec 5.15).
///
///     let stepper = UIStepper(frame: .zero)
///     stepper.value = 150
///     stepper.value        // 100
///     stepper.frame.size   // 94×32
@preconcurrency @MainActor
open class UIStepper: UIControl {
  /// The size of every stepper.
  static let fixedSize = CGSize(width: 94, height: 32)

  private var storedValue: Double = 0
  private var storedMinimum: Double = 0
  private var storedMaximum: Double = 100
  private var storedStep: Double = 1
  /// The rounded background (decision K15).
  let chromeBackground = UIView(frame: .zero)
  /// The line between the two halves (decision K15).
  let divider = UIView(frame: .zero)
  /// The "−" label (decision K15).
  let minusLabel = UILabel(frame: .zero)
  /// The "+" label (decision K15).
  let plusLabel = UILabel(frame: .zero)

  /// Whether value changes are sent while the user holds a button; `true` by default.
  open var isContinuous = true

  /// Whether holding a button repeats the step; `true` by default.
  open var autorepeat = true

  /// Whether stepping past one bound wraps to the other; `false` by default.
  open var wraps = false

  /// Creates a stepper at a frame's origin, 94×32 points whatever the frame's size.
  ///
  /// - Parameter frame: The frame; only its origin is kept.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    stepperDidInitialize()
  }

  /// Creates a stepper from an archive, with the same defaults as `init(frame:)`.
  ///
  /// - Parameter coder: The archive.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    stepperDidInitialize()
    frame = CGRect(origin: frame.origin, size: Self.fixedSize)
  }

  private func stepperDidInitialize() {
    setContentHuggingPriority(.defaultHigh, for: .horizontal)
    setContentHuggingPriority(.defaultHigh, for: .vertical)
    installChrome()
  }

  /// Places the background, the divider and the labels (decision K15).
  open override func layoutSubviews() {
    super.layoutSubviews()
    updateChrome()
  }

  /// The value, kept between ``minimumValue`` and ``maximumValue``; 0 by default.
  open var value: Double {
    get { storedValue }
    set { storedValue = ControlValueRange.clamp(newValue, storedMinimum, storedMaximum) }
  }

  /// The lowest value; 0 by default.
  ///
  /// Setting it above ``maximumValue`` raises the maximum to it; ``value`` is clamped.
  open var minimumValue: Double {
    get { storedMinimum }
    set {
      (storedMinimum, storedMaximum) = ControlValueRange.bounds(
        settingMinimum: newValue, of: (storedMinimum, storedMaximum))
      value = storedValue
    }
  }

  /// The highest value; 100 by default.
  ///
  /// Setting it below ``minimumValue`` lowers the minimum to it; ``value`` is clamped.
  open var maximumValue: Double {
    get { storedMaximum }
    set {
      (storedMinimum, storedMaximum) = ControlValueRange.bounds(
        settingMaximum: newValue, of: (storedMinimum, storedMaximum))
      value = storedValue
    }
  }

  /// How much one tap changes the value; 1 by default.
  ///
  /// - Precondition: Greater than 0, else UIKit's `NSInvalidArgumentException`.
  open var stepValue: Double {
    get { storedStep }
    set {
      precondition(
        newValue > 0, "NSInvalidArgumentException: stepValue must be greater than 0")
      storedStep = newValue
    }
  }

  /// The frame; its size is always 94×32, whatever is set (decision K4).
  open override var frame: CGRect {
    get { super.frame }
    set { super.frame = CGRect(origin: newValue.origin, size: Self.fixedSize) }
  }

  /// 94×32 points.
  open override var intrinsicContentSize: CGSize {
    Self.fixedSize
  }

  /// 94×32 points, whatever size is offered.
  ///
  /// - Parameter size: The size offered (ignored).
  /// - Returns: 94×32.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    Self.fixedSize
  }
}
