import Foundation

/// The modifier keys held with a key press.
public struct UIKeyModifierFlags: OptionSet, Hashable, Sendable {
  /// The modifier bits.
  public let rawValue: Int

  /// Creates modifiers from their bits.
  ///
  /// - Parameter rawValue: The bits.
  public init(rawValue: Int) {
    self.rawValue = rawValue
  }

  /// Caps Lock.
  public static let alphaShift = UIKeyModifierFlags(rawValue: 1 << 16)
  /// Shift.
  public static let shift = UIKeyModifierFlags(rawValue: 1 << 17)
  /// Control.
  public static let control = UIKeyModifierFlags(rawValue: 1 << 18)
  /// Option (Alt).
  public static let alternate = UIKeyModifierFlags(rawValue: 1 << 19)
  /// Command.
  public static let command = UIKeyModifierFlags(rawValue: 1 << 20)
  /// A key on the numeric keypad.
  public static let numericPad = UIKeyModifierFlags(rawValue: 1 << 21)
}

/// A key press with modifiers that performs an action on a hardware keyboard.
///
/// Responders list their commands in ``UIResponder/keyCommands``; a key press goes to the
/// first responder's chain, and the first command that matches it performs its action.
/// Headless no key is ever pressed: ``UIWindow/headlessKeyCommand(input:modifierFlags:)``
/// tells which command a press would perform. In UIKit this is a menu command; HeadlessUIKit
/// has no menus yet, so it descends from `NSObject`.
@preconcurrency @MainActor
open class UIKeyCommand: NSObject {
  /// The key, a character or one of the `input…` constants.
  open private(set) var input: String?

  /// The modifier keys held with it.
  open private(set) var modifierFlags: UIKeyModifierFlags

  /// The selector the command sends.
  open private(set) var action: Selector?

  /// The title shown in menus and the keyboard shortcuts overlay; empty by default.
  open var title: String

  /// An image shown with the title.
  open var image: UIImage?

  /// A longer title shown in the keyboard shortcuts overlay.
  open var discoverabilityTitle: String?

  /// A value that tells commands with the same action apart.
  open private(set) var propertyList: Any?

  /// Whether the command takes the key before the system's own behaviour; `false` by default.
  open var wantsPriorityOverSystemBehavior = false

  /// Whether the system may localize the key for other keyboard layouts; `false` by default.
  open var allowsAutomaticLocalization = false

  /// Whether the system may mirror the key in right-to-left layouts; `false` by default.
  open var allowsAutomaticMirroring = false

  /// Creates a command.
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - image: An image.
  ///   - action: The selector.
  ///   - input: The key.
  ///   - modifierFlags: The modifier keys.
  ///   - propertyList: A value that tells commands apart.
  ///   - discoverabilityTitle: A longer title.
  public init(
    title: String = "", image: UIImage? = nil, action: Selector, input: String,
    modifierFlags: UIKeyModifierFlags = [], propertyList: Any? = nil,
    discoverabilityTitle: String? = nil
  ) {
    self.title = title
    self.image = image
    self.action = action
    self.input = input
    self.modifierFlags = modifierFlags
    self.propertyList = propertyList
    self.discoverabilityTitle = discoverabilityTitle
    super.init()
  }

  /// Creates a command with no title.
  ///
  /// - Parameters:
  ///   - input: The key.
  ///   - modifierFlags: The modifier keys.
  ///   - action: The selector.
  public convenience init(input: String, modifierFlags: UIKeyModifierFlags, action: Selector) {
    self.init(action: action, input: input, modifierFlags: modifierFlags)
  }

  /// Whether the command answers a key press.
  func matches(input: String, modifierFlags: UIKeyModifierFlags) -> Bool {
    self.input == input && self.modifierFlags == modifierFlags.subtracting(.alphaShift)
  }

  /// The Up Arrow key.
  nonisolated public static let inputUpArrow = "UIKeyInputUpArrow"
  /// The Down Arrow key.
  nonisolated public static let inputDownArrow = "UIKeyInputDownArrow"
  /// The Left Arrow key.
  nonisolated public static let inputLeftArrow = "UIKeyInputLeftArrow"
  /// The Right Arrow key.
  nonisolated public static let inputRightArrow = "UIKeyInputRightArrow"
  /// The Escape key.
  nonisolated public static let inputEscape = "UIKeyInputEscape"
  /// The Home key.
  nonisolated public static let inputHome = "UIKeyInputHome"
  /// The End key.
  nonisolated public static let inputEnd = "UIKeyInputEnd"
  /// The Page Up key.
  nonisolated public static let inputPageUp = "UIKeyInputPageUp"
  /// The Page Down key.
  nonisolated public static let inputPageDown = "UIKeyInputPageDown"
  /// The forward Delete key.
  nonisolated public static let inputDelete = "UIKeyInputDelete"
  /// The F1 key.
  nonisolated public static let f1 = "UIKeyInputF1"
  /// The F2 key.
  nonisolated public static let f2 = "UIKeyInputF2"
  /// The F3 key.
  nonisolated public static let f3 = "UIKeyInputF3"
  /// The F4 key.
  nonisolated public static let f4 = "UIKeyInputF4"
  /// The F5 key.
  nonisolated public static let f5 = "UIKeyInputF5"
  /// The F6 key.
  nonisolated public static let f6 = "UIKeyInputF6"
  /// The F7 key.
  nonisolated public static let f7 = "UIKeyInputF7"
  /// The F8 key.
  nonisolated public static let f8 = "UIKeyInputF8"
  /// The F9 key.
  nonisolated public static let f9 = "UIKeyInputF9"
  /// The F10 key.
  nonisolated public static let f10 = "UIKeyInputF10"
  /// The F11 key.
  nonisolated public static let f11 = "UIKeyInputF11"
  /// The F12 key.
  nonisolated public static let f12 = "UIKeyInputF12"
}

extension UIWindow {
  /// The key command a key press would perform (a HeadlessUIKit addition): the first command
  /// that matches, searching the first responder's chain from the first responder outwards
  /// (the window itself when there is no first responder).
  ///
  /// - Parameters:
  ///   - input: The key, a character or one of the `UIKeyCommand.input…` constants.
  ///   - modifierFlags: The modifier keys held (Caps Lock is ignored).
  /// - Returns: The command, or `nil` when no responder handles the press.
  public func headlessKeyCommand(
    input: String, modifierFlags: UIKeyModifierFlags = []
  ) -> UIKeyCommand? {
    var responder: UIResponder? = responderState.firstResponder ?? self
    while let current = responder {
      if let command = current.keyCommands?.first(where: {
        $0.matches(input: input, modifierFlags: modifierFlags)
      }) {
        return command
      }
      responder = current.next
    }
    return nil
  }
}
