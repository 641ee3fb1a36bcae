import Foundation
import HeadlessUIKit
import Testing

/// An app's own key-input view that declares only the traits it cares about, as UIKit allows.
@MainActor
final class PINPadView: UIView, UIKeyInput {
  var keyboardType: UIKeyboardType = .numberPad
  var digits = ""
  var hasText: Bool { !digits.isEmpty }
  func insertText(_ text: String) { digits += text }
  func deleteBackward() { _ = digits.popLast() }
}

/// Records what a text field's delegate is asked while typing.
@MainActor
final class TypingDelegate: NSObject, UITextFieldDelegate {
  var asked: [String] = []
  var refuses: Set<String> = []
  var allowsReturn = true

  func textField(
    _ textField: UITextField, shouldChangeCharactersIn range: NSRange,
    replacementString string: String
  ) -> Bool {
    asked.append("\(range.location),\(range.length):\(string)")
    return !refuses.contains(string)
  }

  func textFieldShouldReturn(_ textField: UITextField) -> Bool {
    asked.append("return")
    return allowsReturn
  }
}

/// Records a text view's delegate calls.
@MainActor
final class RecordingTextViewDelegate: NSObject, UITextViewDelegate {
  var calls: [String] = []
  var refusesBegin = false

  func textViewShouldBeginEditing(_ textView: UITextView) -> Bool {
    calls.append("shouldBegin")
    return !refusesBegin
  }
  func textViewDidBeginEditing(_ textView: UITextView) { calls.append("didBegin") }
  func textViewShouldEndEditing(_ textView: UITextView) -> Bool {
    calls.append("shouldEnd")
    return true
  }
  func textViewDidEndEditing(_ textView: UITextView) { calls.append("didEnd") }
  func textView(
    _ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String
  ) -> Bool {
    calls.append("change \(range.location),\(range.length):\(text)")
    return text != "!"
  }
  func textViewDidChange(_ textView: UITextView) {
    calls.append("didChange:\(textView.text ?? "")")
  }
}

/// Counts notifications, from whatever thread posts them.
final class PostCounter: @unchecked Sendable {
  private let lock = NSLock()
  private var value = 0
  var count: Int { lock.withLock { value } }
  func increment() { lock.withLock { value += 1 } }
}

/// Keyboard traits and typing through UIKeyInput, as the keyboard types.
@MainActor
@Suite struct TextInputTests {
  @Test("text objects start with UIKit's documented trait defaults and keep what is set")
  func traitDefaults() {
    let field = UITextField()
    #expect(field.autocapitalizationType == .sentences)
    #expect(field.autocorrectionType == .default)
    #expect(field.keyboardType == .default)
    #expect(field.returnKeyType == .default)
    #expect(field.keyboardAppearance == .default)
    #expect(!field.enablesReturnKeyAutomatically)
    #expect(field.textContentType == nil)
    field.keyboardType = .emailAddress
    field.returnKeyType = .done
    field.autocapitalizationType = .none
    field.textContentType = .emailAddress
    field.isSecureTextEntry = true
    #expect(field.keyboardType == .emailAddress)
    #expect(field.returnKeyType == .done)
    #expect(field.autocapitalizationType == .none)
    #expect(field.textContentType == .emailAddress)
    #expect(field.isSecureTextEntry)

    let textView = UITextView()
    textView.keyboardType = .twitter
    textView.smartQuotesType = .no
    #expect(textView.keyboardType == .twitter)
    #expect(textView.smartQuotesType == .no)
    #expect(textView.autocapitalizationType == .sentences)

    let searchBar = UISearchBar()
    searchBar.returnKeyType = .search
    #expect(searchBar.searchTextField.returnKeyType == .search)
  }

  @Test("UIKit's raw values for the trait enumerations")
  func rawValues() {
    #expect(UIKeyboardType.numberPad.rawValue == 4)
    #expect(UIKeyboardType.emailAddress.rawValue == 7)
    #expect(UIKeyboardType.alphabet == .asciiCapable)
    #expect(UIReturnKeyType.done.rawValue == 9)
    #expect(UIReturnKeyType.continue.rawValue == 11)
    #expect(UITextAutocapitalizationType.allCharacters.rawValue == 3)
    #expect(UIKeyboardAppearance.alert == .dark)
  }

  @Test("an app's key-input view declares only some traits; the rest have UIKit's defaults")
  func customKeyInput() {
    let pad = PINPadView()
    let input: any UIKeyInput = pad
    #expect(input.keyboardType == .numberPad)
    #expect(input.returnKeyType == .default)
    #expect(input.autocapitalizationType == .sentences)
    input.insertText("1")
    input.insertText("2")
    input.deleteBackward()
    #expect(pad.digits == "1")
    #expect(input.hasText)
  }

  @Test("typing in a field asks the delegate, sends editingChanged and posts the notification")
  func typingInAField() {
    let field = UITextField()
    let delegate = TypingDelegate()
    field.delegate = delegate
    var changes = 0
    field.addAction(UIAction { _ in changes += 1 }, for: .editingChanged)
    let posted = PostCounter()
    let observer = NotificationCenter.default.addObserver(
      forName: UITextField.textDidChangeNotification, object: field, queue: nil
    ) { _ in posted.increment() }
    defer { NotificationCenter.default.removeObserver(observer) }

    #expect(!field.hasText)
    field.insertText("ab")
    field.insertText("é")
    delegate.refuses = ["x"]
    field.insertText("x")
    field.deleteBackward()
    #expect(field.text == "ab")
    #expect(delegate.asked == ["0,0:ab", "2,0:é", "3,0:x", "2,1:"])
    #expect(changes == 3)
    #expect(posted.count == 3)
    field.deleteBackward()
    field.deleteBackward()
    field.deleteBackward()
    #expect(field.text == "")
    #expect(!field.hasText)
  }

  @Test("the return key asks the delegate and resigns only when didEndOnExit is handled")
  func returnKey() {
    let (window, root) = makeTouchWindow()
    defer { withExtendedLifetime(window) {} }
    let field = UITextField()
    root.addSubview(field)
    let delegate = TypingDelegate()
    field.delegate = delegate

    #expect(field.becomeFirstResponder())
    field.insertText("\n")
    #expect(field.isFirstResponder)
    #expect(field.text == "")
    #expect(delegate.asked == ["return"])

    var exits = 0
    field.addAction(UIAction { _ in exits += 1 }, for: .editingDidEndOnExit)
    delegate.allowsReturn = false
    field.insertText("\n")
    #expect(exits == 0)
    #expect(field.isFirstResponder)
    delegate.allowsReturn = true
    field.insertText("\n")
    #expect(exits == 1)
    #expect(!field.isFirstResponder)
  }

  @Test("a text view asks its delegate around editing and typing, and tracks the insertion point")
  func textViewEditing() {
    let (window, root) = makeTouchWindow()
    defer { withExtendedLifetime(window) {} }
    let textView = UITextView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
    root.addSubview(textView)
    let delegate = RecordingTextViewDelegate()
    textView.delegate = delegate

    delegate.refusesBegin = true
    #expect(!textView.becomeFirstResponder())
    delegate.refusesBegin = false
    #expect(textView.becomeFirstResponder())
    textView.text = "Hello"
    #expect(textView.selectedRange == NSRange(location: 5, length: 0))
    textView.insertText("!")
    textView.insertText("\nWorld")
    textView.selectedRange = NSRange(location: 0, length: 5)
    textView.deleteBackward()
    #expect(textView.text == "\nWorld")
    #expect(textView.selectedRange == NSRange(location: 0, length: 0))
    #expect(textView.resignFirstResponder())
    #expect(
      delegate.calls == [
        "shouldBegin", "shouldBegin", "didBegin", "change 5,0:!", "change 5,0:\nWorld",
        "didChange:Hello\nWorld", "change 0,5:", "didChange:\nWorld", "shouldEnd", "didEnd",
      ])
  }

  @Test("a read-only text view neither asks to begin editing nor takes typing")
  func readOnlyTextView() {
    let (window, root) = makeTouchWindow()
    defer { withExtendedLifetime(window) {} }
    let textView = UITextView()
    textView.isEditable = false
    textView.text = "Fixed"
    root.addSubview(textView)
    let delegate = RecordingTextViewDelegate()
    textView.delegate = delegate
    #expect(textView.becomeFirstResponder())
    textView.insertText("x")
    #expect(textView.text == "Fixed")
    #expect(delegate.calls.isEmpty)
  }
}
