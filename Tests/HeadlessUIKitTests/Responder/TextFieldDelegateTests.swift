import Foundation
import HeadlessUIKit
import Testing

/// Records what a text field asks and tells its delegate.
@MainActor
final class RecordingTextFieldDelegate: NSObject, UITextFieldDelegate {
  var calls: [String] = []
  var allowsBegin = true
  var allowsEnd = true

  func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool {
    calls.append("shouldBegin")
    return allowsBegin
  }

  func textFieldDidBeginEditing(_ textField: UITextField) {
    calls.append("didBegin:\(textField.isFirstResponder)")
  }

  func textFieldShouldEndEditing(_ textField: UITextField) -> Bool {
    calls.append("shouldEnd")
    return allowsEnd
  }

  func textFieldDidEndEditing(_ textField: UITextField) {
    calls.append("didEnd:\(textField.isFirstResponder)")
  }
}

/// A text field's delegate around first-responder changes.
@MainActor
@Suite struct TextFieldDelegateTests {
  @Test func delegateIsAskedAndToldInUIKitsOrder() {
    let (window, root) = makeTouchWindow()
    defer { withExtendedLifetime(window) {} }
    let field = UITextField()
    root.addSubview(field)
    let delegate = RecordingTextFieldDelegate()
    field.delegate = delegate

    #expect(field.becomeFirstResponder())
    #expect(field.resignFirstResponder())
    #expect(delegate.calls == ["shouldBegin", "didBegin:true", "shouldEnd", "didEnd:false"])
  }

  @Test func delegateCanRefuseToBeginOrEnd() {
    let (window, root) = makeTouchWindow()
    defer { withExtendedLifetime(window) {} }
    let field = UITextField()
    root.addSubview(field)
    let delegate = RecordingTextFieldDelegate()
    field.delegate = delegate

    delegate.allowsBegin = false
    #expect(!field.becomeFirstResponder())
    #expect(!field.isFirstResponder)
    #expect(delegate.calls == ["shouldBegin"])

    delegate.allowsBegin = true
    delegate.allowsEnd = false
    #expect(field.becomeFirstResponder())
    #expect(!field.resignFirstResponder())
    #expect(field.isFirstResponder)
    // A forced end of editing does not ask, and still tells.
    #expect(root.endEditing(true))
    #expect(!field.isFirstResponder)
    #expect(delegate.calls.suffix(2) == ["shouldEnd", "didEnd:false"])
  }

  @Test func movingToAnotherFieldEndsTheFirstFieldsEditing() {
    let (window, root) = makeTouchWindow()
    defer { withExtendedLifetime(window) {} }
    let first = UITextField()
    let second = UITextField()
    root.addSubview(first)
    root.addSubview(second)
    let delegate = RecordingTextFieldDelegate()
    first.delegate = delegate
    var events: [String] = []
    first.addAction(UIAction { _ in events.append("end") }, for: .editingDidEnd)

    #expect(first.becomeFirstResponder())
    #expect(second.becomeFirstResponder())
    #expect(delegate.calls == ["shouldBegin", "didBegin:true", "shouldEnd", "didEnd:false"])
    #expect(events == ["end"])
  }

  @Test func detachedFieldDoesNotAskItsDelegate() {
    let field = UITextField()
    let delegate = RecordingTextFieldDelegate()
    field.delegate = delegate
    #expect(!field.becomeFirstResponder())
    #expect(delegate.calls.isEmpty)
  }
}
