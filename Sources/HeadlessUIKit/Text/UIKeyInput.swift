/// A responder that takes typed text: what the keyboard calls as keys are pressed, as in UIKit.
///
/// UIKit's text field and text view adopt it; an app's own view (a PIN pad, a code editor)
/// adopts it to receive keys while it is first responder. Headless nothing types by itself:
/// tests call ``insertText(_:)`` and ``deleteBackward()`` on the first responder, as the
/// keyboard would.
@preconcurrency @MainActor
public protocol UIKeyInput: UITextInputTraits {
  /// Whether there is any text to delete.
  var hasText: Bool { get }

  /// Inserts text typed on the keyboard at the insertion point.
  ///
  /// - Parameter text: The characters typed (`"\n"` for the return key).
  func insertText(_ text: String)

  /// Deletes the character before the insertion point, as the delete key does.
  func deleteBackward()
}
