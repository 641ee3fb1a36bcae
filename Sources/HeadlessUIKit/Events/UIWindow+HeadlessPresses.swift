import Foundation

/// Sending presses to a window: the HeadlessUIKit press driver (decision CL8).
///
/// Every method is a HeadlessUIKit addition. A press goes to the window's first responder (the
/// window itself when there is none) with `pressesBegan(_:with:)`, then, after the press's
/// duration on the headless touch clock, `pressesEnded(_:with:)`; each responder's default
/// passes it to its `next`, so it travels the responder chain as touches do. One `UIPress`
/// and one `UIPressesEvent` serve the whole press.
extension UIWindow {
  /// Presses and releases a button (a HeadlessUIKit addition).
  ///
  ///     window.headlessPress(.select)
  ///
  /// - Parameters:
  ///   - type: The button.
  ///   - duration: How long it is held, in seconds.
  public func headlessPress(_ type: UIPress.PressType, duration: TimeInterval = 0.1) {
    let press = UIPress()
    press.type = type
    deliver(press, duration: duration)
  }

  /// Presses and releases a hardware keyboard key (a HeadlessUIKit addition).
  ///
  /// A key command of the first responder's chain that matches the key and modifiers takes
  /// the press, as in UIKit: the command is returned and no press is delivered (its action
  /// would be performed; HeadlessUIKit cannot perform selectors). Otherwise the press is
  /// delivered with a `UIKey`; arrows report the arrow press types, Return and the keypad's
  /// Enter `.select`, Escape `.menu`, Page Up and Page Down theirs, and every other key
  /// `.select` (decision CL8).
  ///
  ///     window.headlessPressKey("a")
  ///     window.headlessPressKey(UIKeyCommand.inputEscape)
  ///
  /// - Parameters:
  ///   - characters: The characters the key types without modifiers, or one of the
  ///     `UIKeyCommand.input…` constants.
  ///   - modifierFlags: The modifier keys held.
  ///   - keyCode: The key's position; found from `characters` for letters, digits, space,
  ///     Return, Tab and the `input…` constants when `nil`.
  /// - Returns: The key command that took the press, or `nil` when the press was delivered.
  @discardableResult
  public func headlessPressKey(
    _ characters: String, modifierFlags: UIKeyModifierFlags = [],
    keyCode: UIKeyboardHIDUsage? = nil
  ) -> UIKeyCommand? {
    if let command = headlessKeyCommand(input: characters, modifierFlags: modifierFlags) {
      return command
    }
    guard let usage = keyCode ?? Self.keyCode(for: characters) else {
      preconditionFailure(
        "headlessPressKey: no key types \"\(characters)\"; pass its keyCode")
    }
    let typed =
      modifierFlags.contains(.shift) || modifierFlags.contains(.alphaShift)
      ? characters.uppercased() : characters
    let press = UIPress()
    press.key = UIKey(
      characters: typed, charactersIgnoringModifiers: characters, modifierFlags: modifierFlags,
      keyCode: usage)
    press.type = Self.pressType(for: usage)
    deliver(press, duration: 0.1)
    return nil
  }

  /// Sends a press's began and ended phases to the first responder.
  private func deliver(_ press: UIPress, duration: TimeInterval) {
    let responder: UIResponder = responderState.firstResponder ?? self
    let event = UIPressesEvent()
    event.eventPresses = [press]
    press.window = self
    press.responder = responder
    press.gestureRecognizers = []
    press.phase = .began
    press.force = 1
    press.timestamp = HeadlessTouchClock.now
    responder.pressesBegan([press], with: event)
    touchSession.advanceClock(by: duration)
    press.phase = .ended
    press.force = 0
    press.timestamp = HeadlessTouchClock.now
    responder.pressesEnded([press], with: event)
  }

  /// The press type a key reports.
  static func pressType(for usage: UIKeyboardHIDUsage) -> UIPress.PressType {
    switch usage {
    case .keyboardUpArrow: .upArrow
    case .keyboardDownArrow: .downArrow
    case .keyboardLeftArrow: .leftArrow
    case .keyboardRightArrow: .rightArrow
    case .keyboardEscape: .menu
    case .keyboardPageUp: .pageUp
    case .keyboardPageDown: .pageDown
    default: .select
    }
  }

  /// The key that types `characters`, for letters, digits, space, Return, Tab, Delete and the
  /// `UIKeyCommand.input…` constants.
  static func keyCode(for characters: String) -> UIKeyboardHIDUsage? {
    switch characters {
    case UIKeyCommand.inputUpArrow: return .keyboardUpArrow
    case UIKeyCommand.inputDownArrow: return .keyboardDownArrow
    case UIKeyCommand.inputLeftArrow: return .keyboardLeftArrow
    case UIKeyCommand.inputRightArrow: return .keyboardRightArrow
    case UIKeyCommand.inputEscape: return .keyboardEscape
    case UIKeyCommand.inputHome: return .keyboardHome
    case UIKeyCommand.inputEnd: return .keyboardEnd
    case UIKeyCommand.inputPageUp: return .keyboardPageUp
    case UIKeyCommand.inputPageDown: return .keyboardPageDown
    case UIKeyCommand.inputDelete: return .keyboardDeleteForward
    case " ": return .keyboardSpacebar
    case "\r", "\n": return .keyboardReturnOrEnter
    case "\t": return .keyboardTab
    case "\u{8}": return .keyboardDeleteOrBackspace
    default: break
    }
    guard characters.count == 1, let scalar = characters.lowercased().unicodeScalars.first
    else { return nil }
    let value = Int(scalar.value)
    switch scalar {
    case "a"..."z": return UIKeyboardHIDUsage(rawValue: 4 + value - 97)
    case "1"..."9": return UIKeyboardHIDUsage(rawValue: 30 + value - 49)
    case "0": return .keyboard0
    default: return nil
    }
  }
}
