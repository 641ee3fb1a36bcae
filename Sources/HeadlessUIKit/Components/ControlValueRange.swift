/// The range rule UIKit's value controls share (`UISlider`, `UIStepper`): the value stays
/// between the minimum and the maximum, and a bound set past the other one moves the other one
/// with it (Apple's documentation of `UISlider.minimumValue` and of `UIStepper`).
enum ControlValueRange {
  /// A value clamped to a range.
  ///
  /// - Parameters:
  ///   - value: The value set.
  ///   - minimum: The lowest value.
  ///   - maximum: The highest value, not below `minimum`.
  /// - Returns: `minimum` below the range, `maximum` above it, else `value`.
  static func clamp<Value: FloatingPoint>(_ value: Value, _ minimum: Value, _ maximum: Value)
    -> Value
  {
    min(max(value, minimum), maximum)
  }

  /// The bounds after the minimum is set: a maximum below the new minimum rises to it.
  ///
  /// - Parameters:
  ///   - minimum: The new minimum.
  ///   - bounds: The current bounds.
  /// - Returns: The new bounds.
  static func bounds<Value: FloatingPoint>(
    settingMinimum minimum: Value, of bounds: (minimum: Value, maximum: Value)
  ) -> (minimum: Value, maximum: Value) {
    (minimum, Swift.max(bounds.maximum, minimum))
  }

  /// The bounds after the maximum is set: a minimum above the new maximum falls to it.
  ///
  /// - Parameters:
  ///   - maximum: The new maximum.
  ///   - bounds: The current bounds.
  /// - Returns: The new bounds.
  static func bounds<Value: FloatingPoint>(
    settingMaximum maximum: Value, of bounds: (minimum: Value, maximum: Value)
  ) -> (minimum: Value, maximum: Value) {
    (Swift.min(bounds.minimum, maximum), maximum)
  }
}
