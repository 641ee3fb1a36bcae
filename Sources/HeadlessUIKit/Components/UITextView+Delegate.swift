import Foundation

/// The methods a text view's delegate implements to allow and hear of editing.
///
/// Every method is optional, as in UIKit: the protocol extension allows everything and does
/// nothing. Set it as the text view's `delegate` (the scroll view's delegate property, as in
/// UIKit). The view asks ``textViewShouldBeginEditing(_:)`` in
/// ``UITextView/becomeFirstResponder()`` and ``textViewShouldEndEditing(_:)`` in
/// ``UITextView/resignFirstResponder()`` (for editable text only); typing through ``UIKeyInput``
/// asks ``textView(_:shouldChangeTextIn:replacementText:)`` and reports
/// ``textViewDidChange(_:)``. Setting ``UITextView/text`` in code reports nothing, as in UIKit.
@preconcurrency @MainActor
public protocol UITextViewDelegate: UIScrollViewDelegate {
  /// Whether editing may begin.
  ///
  /// - Parameter textView: The text view.
  /// - Returns: `false` to keep the view from becoming first responder.
  func textViewShouldBeginEditing(_ textView: UITextView) -> Bool

  /// Whether editing may end.
  ///
  /// - Parameter textView: The text view.
  /// - Returns: `false` to keep the view first responder.
  func textViewShouldEndEditing(_ textView: UITextView) -> Bool

  /// Called after editing began.
  ///
  /// - Parameter textView: The text view.
  func textViewDidBeginEditing(_ textView: UITextView)

  /// Called after editing ended.
  ///
  /// - Parameter textView: The text view.
  func textViewDidEndEditing(_ textView: UITextView)

  /// Whether typed text may replace a range.
  ///
  /// - Parameters:
  ///   - textView: The text view.
  ///   - range: The range replaced.
  ///   - text: The replacement.
  /// - Returns: `false` to refuse the change.
  func textView(
    _ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String
  )
    -> Bool

  /// Called after typing changed the text.
  ///
  /// - Parameter textView: The text view.
  func textViewDidChange(_ textView: UITextView)

  /// Called after the selection changed.
  ///
  /// - Parameter textView: The text view.
  func textViewDidChangeSelection(_ textView: UITextView)

  // swift-format-ignore: AlwaysUseLowerCamelCase
  /// Whether a tapped link opens (deprecated in iOS 17, still called by UIKit).
  ///
  /// - Parameters:
  ///   - textView: The text view.
  ///   - URL: The link.
  ///   - characterRange: The link's characters.
  ///   - interaction: How the user interacted.
  /// - Returns: `false` to keep the link from opening.
  func textView(
    _ textView: UITextView, shouldInteractWith URL: URL, in characterRange: NSRange,
    interaction: UITextItemInteraction
  ) -> Bool
}

extension UITextViewDelegate {
  /// Returns `true`.
  ///
  /// - Parameter textView: The text view.
  /// - Returns: `true`.
  public func textViewShouldBeginEditing(_ textView: UITextView) -> Bool { true }

  /// Returns `true`.
  ///
  /// - Parameter textView: The text view.
  /// - Returns: `true`.
  public func textViewShouldEndEditing(_ textView: UITextView) -> Bool { true }

  /// Does nothing.
  ///
  /// - Parameter textView: The text view.
  public func textViewDidBeginEditing(_ textView: UITextView) {}

  /// Does nothing.
  ///
  /// - Parameter textView: The text view.
  public func textViewDidEndEditing(_ textView: UITextView) {}

  /// Returns `true`.
  ///
  /// - Parameters:
  ///   - textView: The text view.
  ///   - range: The range replaced.
  ///   - text: The replacement.
  /// - Returns: `true`.
  public func textView(
    _ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String
  ) -> Bool { true }

  /// Does nothing.
  ///
  /// - Parameter textView: The text view.
  public func textViewDidChange(_ textView: UITextView) {}

  /// Does nothing.
  ///
  /// - Parameter textView: The text view.
  public func textViewDidChangeSelection(_ textView: UITextView) {}

  // swift-format-ignore: AlwaysUseLowerCamelCase
  /// Returns `true`.
  ///
  /// - Parameters:
  ///   - textView: The text view.
  ///   - URL: The link.
  ///   - characterRange: The link's characters.
  ///   - interaction: How the user interacted.
  /// - Returns: `true`.
  public func textView(
    _ textView: UITextView, shouldInteractWith URL: URL, in characterRange: NSRange,
    interaction: UITextItemInteraction
  ) -> Bool { true }
}

/// How the user interacted with a link or attachment in a text view.
public enum UITextItemInteraction: Int, Sendable {
  /// A tap.
  case invokeDefaultAction = 0
  /// A long press.
  case presentActions = 1
  /// A preview (3D Touch).
  case preview = 2
}

extension UITextView: UIKeyInput, _UITextInputTraitStorage {
  /// The delegate, when it is a ``UITextViewDelegate``.
  var textViewDelegate: (any UITextViewDelegate)? { delegate as? any UITextViewDelegate }

  /// Whether the view has any text.
  public var hasText: Bool { !(text ?? "").isEmpty }

  /// Types text at the insertion point (``selectedRange``), replacing the selection.
  ///
  /// As the keyboard does, the delegate's ``UITextViewDelegate/textView(_:shouldChangeTextIn:replacementText:)``
  /// may refuse; an accepted change reports ``UITextViewDelegate/textViewDidChange(_:)`` and posts
  /// ``UITextView/textDidChangeNotification``. `"\n"` is a new line. Nothing happens while the
  /// text is not editable.
  ///
  /// - Parameter text: The characters typed.
  public func insertText(_ text: String) {
    replace(selectedRange, with: text)
  }

  /// Deletes the selection, or the character before the insertion point, as the delete key does.
  public func deleteBackward() {
    let range = selectedRange
    if range.length > 0 {
      replace(range, with: "")
    } else if range.location > 0 {
      let current = (text ?? "") as NSString
      replace(current.rangeOfComposedCharacterSequence(at: range.location - 1), with: "")
    }
  }

  /// Offers a change to the delegate and applies it when accepted; the insertion point moves
  /// to the end of the replacement.
  private func replace(_ range: NSRange, with replacement: String) {
    guard isEditable else { return }
    if let delegate = textViewDelegate,
      !delegate.textView(self, shouldChangeTextIn: range, replacementText: replacement)
    {
      return
    }
    let current = (text ?? "") as NSString
    text = current.replacingCharacters(in: range, with: replacement)
    storedSelectedRange = NSRange(
      location: range.location + (replacement as NSString).length, length: 0)
    textViewDelegate?.textViewDidChange(self)
    NotificationCenter.default.post(name: UITextView.textDidChangeNotification, object: self)
  }

  /// Notifies the delegate that editing began.
  func didBeginEditing() {
    textViewDelegate?.textViewDidBeginEditing(self)
    NotificationCenter.default.post(name: UITextView.textDidBeginEditingNotification, object: self)
  }

  /// Notifies the delegate that editing ended.
  func didEndEditing() {
    textViewDelegate?.textViewDidEndEditing(self)
    NotificationCenter.default.post(name: UITextView.textDidEndEditingNotification, object: self)
  }

  /// Posted with the text view as object after editing began.
  public nonisolated static let textDidBeginEditingNotification = NSNotification.Name(
    "UITextViewTextDidBeginEditingNotification")

  /// Posted with the text view as object after typing changed its text.
  public nonisolated static let textDidChangeNotification = NSNotification.Name(
    "UITextViewTextDidChangeNotification")

  /// Posted with the text view as object after editing ended.
  public nonisolated static let textDidEndEditingNotification = NSNotification.Name(
    "UITextViewTextDidEndEditingNotification")
}
