import Foundation

/// The methods a text field's delegate implements to allow and hear of editing.
///
/// Every method is optional, as in UIKit: the protocol extension provides defaults that allow
/// everything and do nothing. The field asks ``textFieldShouldBeginEditing(_:)`` in
/// ``UITextField/becomeFirstResponder()`` and ``textFieldShouldEndEditing(_:)`` in
/// ``UITextField/resignFirstResponder()``, and reports ``textFieldDidBeginEditing(_:)`` and
/// ``textFieldDidEndEditing(_:reason:)`` once the status changed. Headless there is no keyboard
/// to type with, so the text-change, clear and return methods are called only by the app.
@preconcurrency @MainActor
public protocol UITextFieldDelegate: NSObjectProtocol {
  /// Whether editing may begin; asked before the field becomes first responder.
  ///
  /// - Parameter textField: The field.
  /// - Returns: `false` to keep the field from becoming first responder.
  func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool

  /// Called after the field became first responder.
  ///
  /// - Parameter textField: The field.
  func textFieldDidBeginEditing(_ textField: UITextField)

  /// Whether editing may end; asked before the field resigns first responder (a forced
  /// `endEditing(true)` does not ask).
  ///
  /// - Parameter textField: The field.
  /// - Returns: `false` to keep the field first responder.
  func textFieldShouldEndEditing(_ textField: UITextField) -> Bool

  /// Called after the field resigned first responder.
  ///
  /// - Parameter textField: The field.
  func textFieldDidEndEditing(_ textField: UITextField)

  /// Called after the field resigned first responder, with the reason; by default calls
  /// ``textFieldDidEndEditing(_:)``, so a delegate implements one or the other, as in UIKit.
  ///
  /// - Parameters:
  ///   - textField: The field.
  ///   - reason: Why editing ended.
  func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason)

  /// Whether the characters in a range may be replaced.
  ///
  /// - Parameters:
  ///   - textField: The field.
  ///   - range: The range replaced.
  ///   - string: The replacement.
  /// - Returns: `false` to reject the change.
  func textField(
    _ textField: UITextField, shouldChangeCharactersIn range: NSRange,
    replacementString string: String
  ) -> Bool

  /// Called after the selection changed.
  ///
  /// - Parameter textField: The field.
  func textFieldDidChangeSelection(_ textField: UITextField)

  /// Whether the clear button may clear the text.
  ///
  /// - Parameter textField: The field.
  /// - Returns: `false` to keep the text.
  func textFieldShouldClear(_ textField: UITextField) -> Bool

  /// Whether the return key is processed.
  ///
  /// - Parameter textField: The field.
  /// - Returns: `false` to ignore the return key.
  func textFieldShouldReturn(_ textField: UITextField) -> Bool
}

extension UITextFieldDelegate {
  /// Returns `true`.
  ///
  /// - Parameter textField: The field.
  /// - Returns: `true`.
  public func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { true }

  /// Does nothing.
  ///
  /// - Parameter textField: The field.
  public func textFieldDidBeginEditing(_ textField: UITextField) {}

  /// Returns `true`.
  ///
  /// - Parameter textField: The field.
  /// - Returns: `true`.
  public func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { true }

  /// Does nothing.
  ///
  /// - Parameter textField: The field.
  public func textFieldDidEndEditing(_ textField: UITextField) {}

  /// Calls ``textFieldDidEndEditing(_:)``.
  ///
  /// - Parameters:
  ///   - textField: The field.
  ///   - reason: Why editing ended (ignored).
  public func textFieldDidEndEditing(
    _ textField: UITextField, reason: UITextField.DidEndEditingReason
  ) {
    textFieldDidEndEditing(textField)
  }

  /// Returns `true`.
  ///
  /// - Parameters:
  ///   - textField: The field.
  ///   - range: The range replaced.
  ///   - string: The replacement.
  /// - Returns: `true`.
  public func textField(
    _ textField: UITextField, shouldChangeCharactersIn range: NSRange,
    replacementString string: String
  ) -> Bool { true }

  /// Does nothing.
  ///
  /// - Parameter textField: The field.
  public func textFieldDidChangeSelection(_ textField: UITextField) {}

  /// Returns `true`.
  ///
  /// - Parameter textField: The field.
  /// - Returns: `true`.
  public func textFieldShouldClear(_ textField: UITextField) -> Bool { true }

  /// Returns `true`.
  ///
  /// - Parameter textField: The field.
  /// - Returns: `true`.
  public func textFieldShouldReturn(_ textField: UITextField) -> Bool { true }
}

extension UITextField {
  /// Why editing ended.
  public enum DidEndEditingReason: Int, Sendable {
    /// The field resigned first responder.
    case committed = 0
  }

  /// Notifies the delegate and the control's targets that editing began.
  func didBeginEditing() {
    delegate?.textFieldDidBeginEditing(self)
    sendActions(for: .editingDidBegin)
    NotificationCenter.default.post(name: UITextField.textDidBeginEditingNotification, object: self)
  }

  /// Notifies the delegate and the control's targets that editing ended.
  func didEndEditing() {
    delegate?.textFieldDidEndEditing(self, reason: .committed)
    sendActions(for: .editingDidEnd)
    NotificationCenter.default.post(name: UITextField.textDidEndEditingNotification, object: self)
  }
}

extension UITextField {
  /// Posted with the field as object after editing began.
  public nonisolated static let textDidBeginEditingNotification = NSNotification.Name(
    "UITextFieldTextDidBeginEditingNotification")

  /// Posted with the field as object after editing ended.
  public nonisolated static let textDidEndEditingNotification = NSNotification.Name(
    "UITextFieldTextDidEndEditingNotification")
}
