import Foundation

/// Typing into a text field: the keyboard's side of editing (``UIKeyInput``).
///
/// There is no selection model headless: the insertion point is the end of the text. Each
/// change is offered to the delegate's
/// ``UITextFieldDelegate/textField(_:shouldChangeCharactersIn:replacementString:)`` first, as
/// the keyboard's are; an accepted change sends `.editingChanged` and posts
/// ``UITextField/textDidChangeNotification``. The return key (`"\n"`) is not inserted: the field
/// asks ``UITextFieldDelegate/textFieldShouldReturn(_:)`` and, when it agrees, sends
/// `.editingDidEndOnExit`, and resigns first responder when a target listens for that event
/// (a target or a `UIAction`; how UIKit dismisses the keyboard on return).
extension UITextField: UIKeyInput, _UITextInputTraitStorage {
  /// Whether the field has any text.
  public var hasText: Bool { !(text ?? "").isEmpty }

  /// Types text at the end of the field, as the keyboard does (see the extension's overview).
  ///
  /// - Parameter text: The characters typed; `"\n"` is the return key.
  public func insertText(_ text: String) {
    if text == "\n" {
      pressReturn()
      return
    }
    let current = self.text ?? ""
    let range = NSRange(location: (current as NSString).length, length: 0)
    replace(range, with: text)
  }

  /// Deletes the last character, as the delete key does (nothing when the field is empty).
  public func deleteBackward() {
    let current = (text ?? "") as NSString
    guard current.length > 0 else { return }
    replace(current.rangeOfComposedCharacterSequence(at: current.length - 1), with: "")
  }

  /// Offers a change to the delegate and applies it when accepted.
  private func replace(_ range: NSRange, with replacement: String) {
    if let delegate,
      !delegate.textField(self, shouldChangeCharactersIn: range, replacementString: replacement)
    {
      return
    }
    let current = (text ?? "") as NSString
    text = current.replacingCharacters(in: range, with: replacement)
    sendActions(for: .editingChanged)
    NotificationCenter.default.post(name: UITextField.textDidChangeNotification, object: self)
  }

  /// The return key: asks the delegate, then ends editing on exit.
  private func pressReturn() {
    if let delegate, !delegate.textFieldShouldReturn(self) { return }
    let listens = registeredEvents.contains(.editingDidEndOnExit)
    sendActions(for: .editingDidEndOnExit)
    if listens { resignFirstResponder() }
  }
}

extension UITextField {
  /// Posted with the field as object after its text changed by typing.
  public nonisolated static let textDidChangeNotification = NSNotification.Name(
    "UITextFieldTextDidChangeNotification")
}
