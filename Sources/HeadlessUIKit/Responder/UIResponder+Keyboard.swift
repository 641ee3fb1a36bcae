import Foundation

/// The keyboard notifications and their user-info keys.
///
/// Each notification's `object` is the screen the keyboard is on; its user info has the
/// keyboard's frame before and after (in screen coordinates), the animation's duration and
/// curve, and whether the keyboard belongs to this app.
extension UIResponder {
  /// Posted before the keyboard appears (or changes size while shown).
  nonisolated public static let keyboardWillShowNotification = NSNotification.Name(
    "UIKeyboardWillShowNotification")
  /// Posted after the keyboard appeared.
  nonisolated public static let keyboardDidShowNotification = NSNotification.Name(
    "UIKeyboardDidShowNotification")
  /// Posted before the keyboard disappears.
  nonisolated public static let keyboardWillHideNotification = NSNotification.Name(
    "UIKeyboardWillHideNotification")
  /// Posted after the keyboard disappeared.
  nonisolated public static let keyboardDidHideNotification = NSNotification.Name(
    "UIKeyboardDidHideNotification")
  /// Posted before the keyboard's frame changes (when it appears, disappears or resizes).
  nonisolated public static let keyboardWillChangeFrameNotification = NSNotification.Name(
    "UIKeyboardWillChangeFrameNotification")
  /// Posted after the keyboard's frame changed.
  nonisolated public static let keyboardDidChangeFrameNotification = NSNotification.Name(
    "UIKeyboardDidChangeFrameNotification")

  /// The key of the keyboard's frame before the change: a `CGRect` in an `NSValue`, in screen
  /// coordinates.
  nonisolated public static let keyboardFrameBeginUserInfoKey = "UIKeyboardFrameBeginUserInfoKey"
  /// The key of the keyboard's frame after the change: a `CGRect` in an `NSValue`, in screen
  /// coordinates.
  nonisolated public static let keyboardFrameEndUserInfoKey = "UIKeyboardFrameEndUserInfoKey"
  /// The key of the animation's duration in seconds: an `NSNumber` holding a `Double`.
  nonisolated public static let keyboardAnimationDurationUserInfoKey =
    "UIKeyboardAnimationDurationUserInfoKey"
  /// The key of the animation's curve: an `NSNumber` holding a `UIView.AnimationCurve` raw
  /// value.
  nonisolated public static let keyboardAnimationCurveUserInfoKey =
    "UIKeyboardAnimationCurveUserInfoKey"
  /// The key of whether the keyboard belongs to this app: an `NSNumber` holding a `Bool`.
  nonisolated public static let keyboardIsLocalUserInfoKey = "UIKeyboardIsLocalUserInfoKey"
}
