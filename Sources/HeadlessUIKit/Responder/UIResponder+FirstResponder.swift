import Foundation

/// The first responder: one per window, the responder that receives keyboard input.
extension UIResponder {
  /// The window the responder belongs to: a view's window, a view controller's view's window.
  var responderWindow: UIWindow? {
    switch self {
    case let view as UIView: return view.window
    case let controller as UIViewController: return controller.viewIfLoaded?.window
    default: return nil
    }
  }

  /// Whether the responder takes text and so shows the keyboard: a text field, an editable
  /// text view, or any responder with an input view.
  var showsKeyboard: Bool {
    if inputView != nil { return true }
    if self is UITextField { return true }
    if let textView = self as? UITextView { return textView.isEditable }
    return false
  }

  /// Makes the responder first responder of its window (``becomeFirstResponder()``).
  func performBecomeFirstResponder() -> Bool {
    guard let window = responderWindow else { return false }
    if window.responderState.firstResponder === self { return true }
    guard canBecomeFirstResponder else { return false }
    var keyboardWasCurrents = false
    if let current = window.responderState.firstResponder,
      current.responderWindow === window
    {
      keyboardWasCurrents = window.responderState.keyboardOwner === current
      window.responderState.isTransferringFirstResponder = true
      let resigned = current.resignFirstResponder()
      window.responderState.isTransferringFirstResponder = false
      guard resigned, window.responderState.firstResponder == nil else { return false }
    }
    window.responderState.firstResponder = self
    if showsKeyboard {
      window.showKeyboard(for: self, height: window.headlessKeyboardHeight)
    } else if keyboardWasCurrents {
      window.hideKeyboard()
    }
    return true
  }

  /// Gives up first-responder status (``resignFirstResponder()``); with `force`, even when
  /// ``canResignFirstResponder`` is `false`.
  func performResignFirstResponder(force: Bool) -> Bool {
    guard let window = responderWindow, window.responderState.firstResponder === self else {
      return true
    }
    guard force || canResignFirstResponder else { return false }
    window.responderState.firstResponder = nil
    defer {
      (self as? UITextField)?.didEndEditing()
      if let textView = self as? UITextView, textView.isEditable { textView.didEndEditing() }
    }
    if window.responderState.keyboardOwner === self {
      // Between two text inputs the keyboard stays up; the next owner decides.
      if window.responderState.isTransferringFirstResponder {
        window.responderState.keyboardOwner = nil
      } else {
        window.hideKeyboard()
      }
    }
    return true
  }
}

extension UIView {
  /// Makes the first responder in the view's subtree (the view included) resign
  /// (``endEditing(_:)``); with `force`, even when it refuses.
  func resignFirstResponderInSubtree(force: Bool) -> Bool {
    guard let window, let responder = window.responderState.firstResponder as? UIView,
      responder.window === window, responder.isDescendant(of: self)
    else { return true }
    return force
      ? responder.performResignFirstResponder(force: true) : responder.resignFirstResponder()
  }
}
