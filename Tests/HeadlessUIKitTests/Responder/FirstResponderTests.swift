import Foundation
import HeadlessUIKit
import Testing

/// Records the keyboard notifications posted while it lives.
@MainActor
final class KeyboardObserver {
  var names: [String] = []
  var userInfos: [[AnyHashable: Any]] = []
  private var tokens: [NSObjectProtocol] = []

  init() {
    let names: [NSNotification.Name] = [
      UIResponder.keyboardWillShowNotification, UIResponder.keyboardDidShowNotification,
      UIResponder.keyboardWillHideNotification, UIResponder.keyboardDidHideNotification,
      UIResponder.keyboardWillChangeFrameNotification,
      UIResponder.keyboardDidChangeFrameNotification,
    ]
    for name in names {
      tokens.append(
        NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) {
          [weak self] notification in
          let short = notification.name.rawValue
            .replacingOccurrences(of: "UIKeyboard", with: "")
            .replacingOccurrences(of: "Notification", with: "")
          nonisolated(unsafe) let info = notification.userInfo ?? [:]
          MainActor.assumeIsolated {
            self?.names.append(short)
            self?.userInfos.append(info)
          }
        })
    }
  }

  func stop() {
    for token in tokens { NotificationCenter.default.removeObserver(token) }
  }
}

/// The first responder and the headless keyboard.
@MainActor
@Suite struct FirstResponderTests {
  @Test func responderMustBeInAWindowAndAbleToBecomeFirstResponder() {
    let (window, root) = makeTouchWindow()
    defer { withExtendedLifetime(window) {} }
    let detached = UITextField()
    #expect(!detached.becomeFirstResponder())
    #expect(!detached.isFirstResponder)

    let plain = UIView()
    root.addSubview(plain)
    #expect(!plain.canBecomeFirstResponder)
    #expect(!plain.becomeFirstResponder())

    let field = UITextField()
    root.addSubview(field)
    #expect(field.becomeFirstResponder())
    #expect(field.isFirstResponder)
    #expect(field.isEditing)
  }

  @Test func windowHasOneFirstResponder() {
    let (window, root) = makeTouchWindow()
    window.headlessKeyboardHeight = 300
    let first = UITextField()
    let second = UITextView()
    root.addSubview(first)
    root.addSubview(second)
    let observer = KeyboardObserver()
    defer { observer.stop() }

    #expect(first.becomeFirstResponder())
    #expect(second.becomeFirstResponder())

    #expect(!first.isFirstResponder)
    #expect(second.isFirstResponder)
    #expect(observer.names == ["WillChangeFrame", "WillShow", "DidChangeFrame", "DidShow"])
  }

  @Test func responderThatRefusesToResignKeepsItsStatus() {
    final class StubbornField: UITextField {
      var allowsResign = false
      override var canResignFirstResponder: Bool { allowsResign }
    }
    let (window, root) = makeTouchWindow()
    defer { withExtendedLifetime(window) {} }
    let stubborn = StubbornField()
    let other = UITextField()
    root.addSubview(stubborn)
    root.addSubview(other)
    #expect(stubborn.becomeFirstResponder())

    #expect(!other.becomeFirstResponder())
    #expect(!stubborn.resignFirstResponder())
    #expect(!root.endEditing(false))
    #expect(stubborn.isFirstResponder)
    #expect(root.endEditing(true))
    #expect(!stubborn.isFirstResponder)
  }

  @Test func textFieldShowsAndHidesTheKeyboardWithScreenFrames() {
    let (window, root) = makeTouchWindow()
    window.headlessKeyboardHeight = 216
    let field = UITextField()
    root.addSubview(field)
    let observer = KeyboardObserver()
    defer { observer.stop() }

    field.becomeFirstResponder()
    let screen = window.screen.bounds
    let shown = CGRect(x: 0, y: screen.maxY - 216, width: screen.width, height: 216)
    #expect(window.headlessKeyboardFrame == shown)
    let info = observer.userInfos[1]
    #expect(info[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect == shown)
    #expect(
      (info[UIResponder.keyboardFrameBeginUserInfoKey] as? NSValue)?.cgRectValue
        == CGRect(x: 0, y: screen.maxY, width: screen.width, height: 216))
    #expect(info[UIResponder.keyboardAnimationDurationUserInfoKey] as? Double == 0.25)
    #expect(info[UIResponder.keyboardAnimationCurveUserInfoKey] as? UInt == 7)
    #expect(info[UIResponder.keyboardIsLocalUserInfoKey] as? Bool == true)

    field.resignFirstResponder()
    #expect(window.headlessKeyboardFrame == nil)
    #expect(
      observer.names.suffix(4) == ["WillChangeFrame", "WillHide", "DidChangeFrame", "DidHide"])
    #expect(observer.userInfos.last?[UIResponder.keyboardFrameBeginUserInfoKey] as? CGRect == shown)
  }

  @Test func testCanShowAndHideTheKeyboard() {
    let (window, _) = makeTouchWindow()
    let observer = KeyboardObserver()
    defer { observer.stop() }

    window.headlessShowKeyboard(height: 100)
    window.headlessShowKeyboard(height: 100)
    window.headlessHideKeyboard()
    window.headlessHideKeyboard()

    #expect(
      observer.names == [
        "WillChangeFrame", "WillShow", "DidChangeFrame", "DidShow",
        "WillChangeFrame", "WillHide", "DidChangeFrame", "DidHide",
      ])
  }

  @Test func inputViewsAreStoredOnTextInputs() {
    let field = UITextField()
    let accessory = UIView()
    field.inputAccessoryView = accessory
    #expect(field.inputAccessoryView === accessory)
    #expect(field.inputView == nil)
    #expect(UIView().inputAccessoryView == nil)
  }

  @Test func keyCommandIsFoundAlongTheFirstRespondersChain() {
    final class CommandController: UIViewController {
      let escape = UIKeyCommand(
        input: UIKeyCommand.inputEscape, modifierFlags: [], action: Selector("close:"))
      let find = UIKeyCommand(
        title: "Find", action: Selector("find:"), input: "f", modifierFlags: .command)
      override var keyCommands: [UIKeyCommand]? { [escape, find] }
    }
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let controller = CommandController()
    window.rootViewController = controller
    window.makeKeyAndVisible()
    let field = UITextField()
    controller.view.addSubview(field)
    field.becomeFirstResponder()

    #expect(window.headlessKeyCommand(input: "f", modifierFlags: .command) === controller.find)
    #expect(window.headlessKeyCommand(input: UIKeyCommand.inputEscape) === controller.escape)
    #expect(window.headlessKeyCommand(input: "f") == nil)
    #expect(!field.canPerformAction(Selector("find:"), withSender: nil))
    #expect(controller.canPerformAction(Selector("find:"), withSender: nil))
    #expect(
      field.target(forAction: Selector("find:"), withSender: nil) as? UIViewController
        === controller)
    #expect(controller.find.title == "Find")
    #expect(controller.find.modifierFlags == .command)
  }
}
