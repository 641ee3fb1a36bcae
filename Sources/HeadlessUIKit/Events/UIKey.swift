import Foundation

/// A key of a hardware keyboard, as a press carries it: the characters it types and its
/// position on the keyboard.
@preconcurrency @MainActor
open class UIKey: NSObject {
  /// The characters the key types with the modifiers held.
  open internal(set) var characters: String

  /// The characters the key types without modifiers.
  open internal(set) var charactersIgnoringModifiers: String

  /// The modifier keys held with it.
  open internal(set) var modifierFlags: UIKeyModifierFlags

  /// The key's position, as a USB HID usage.
  open internal(set) var keyCode: UIKeyboardHIDUsage

  /// Makes a key.
  init(
    characters: String, charactersIgnoringModifiers: String,
    modifierFlags: UIKeyModifierFlags, keyCode: UIKeyboardHIDUsage
  ) {
    self.characters = characters
    self.charactersIgnoringModifiers = charactersIgnoringModifiers
    self.modifierFlags = modifierFlags
    self.keyCode = keyCode
    super.init()
  }
}

/// The USB HID usages of the keys a keyboard press names (a subset of UIKit's list, with
/// UIKit's raw values).
public enum UIKeyboardHIDUsage: Int, Sendable {
  /// A.
  case keyboardA = 4
  /// B.
  case keyboardB = 5
  /// C.
  case keyboardC = 6
  /// D.
  case keyboardD = 7
  /// E.
  case keyboardE = 8
  /// F.
  case keyboardF = 9
  /// G.
  case keyboardG = 10
  /// H.
  case keyboardH = 11
  /// I.
  case keyboardI = 12
  /// J.
  case keyboardJ = 13
  /// K.
  case keyboardK = 14
  /// L.
  case keyboardL = 15
  /// M.
  case keyboardM = 16
  /// N.
  case keyboardN = 17
  /// O.
  case keyboardO = 18
  /// P.
  case keyboardP = 19
  /// Q.
  case keyboardQ = 20
  /// R.
  case keyboardR = 21
  /// S.
  case keyboardS = 22
  /// T.
  case keyboardT = 23
  /// U.
  case keyboardU = 24
  /// V.
  case keyboardV = 25
  /// W.
  case keyboardW = 26
  /// X.
  case keyboardX = 27
  /// Y.
  case keyboardY = 28
  /// Z.
  case keyboardZ = 29
  /// 1 and !.
  case keyboard1 = 30
  /// 2 and @.
  case keyboard2 = 31
  /// 3 and #.
  case keyboard3 = 32
  /// 4 and $.
  case keyboard4 = 33
  /// 5 and %.
  case keyboard5 = 34
  /// 6 and ^.
  case keyboard6 = 35
  /// 7 and &.
  case keyboard7 = 36
  /// 8 and *.
  case keyboard8 = 37
  /// 9 and (.
  case keyboard9 = 38
  /// 0 and ).
  case keyboard0 = 39
  /// Return.
  case keyboardReturnOrEnter = 40
  /// Escape.
  case keyboardEscape = 41
  /// Delete (backspace).
  case keyboardDeleteOrBackspace = 42
  /// Tab.
  case keyboardTab = 43
  /// Space.
  case keyboardSpacebar = 44
  /// - and _.
  case keyboardHyphen = 45
  /// = and +.
  case keyboardEqualSign = 46
  /// F1.
  case keyboardF1 = 58
  /// F2.
  case keyboardF2 = 59
  /// F3.
  case keyboardF3 = 60
  /// F4.
  case keyboardF4 = 61
  /// F5.
  case keyboardF5 = 62
  /// F6.
  case keyboardF6 = 63
  /// F7.
  case keyboardF7 = 64
  /// F8.
  case keyboardF8 = 65
  /// F9.
  case keyboardF9 = 66
  /// F10.
  case keyboardF10 = 67
  /// F11.
  case keyboardF11 = 68
  /// F12.
  case keyboardF12 = 69
  /// Home.
  case keyboardHome = 74
  /// Page Up.
  case keyboardPageUp = 75
  /// Forward delete.
  case keyboardDeleteForward = 76
  /// End.
  case keyboardEnd = 77
  /// Page Down.
  case keyboardPageDown = 78
  /// Right arrow.
  case keyboardRightArrow = 79
  /// Left arrow.
  case keyboardLeftArrow = 80
  /// Down arrow.
  case keyboardDownArrow = 81
  /// Up arrow.
  case keyboardUpArrow = 82
  /// The keypad's Enter.
  case keypadEnter = 88
  /// Left Control.
  case keyboardLeftControl = 224
  /// Left Shift.
  case keyboardLeftShift = 225
  /// Left Option.
  case keyboardLeftAlt = 226
  /// Left Command.
  case keyboardLeftGUI = 227
  /// Right Control.
  case keyboardRightControl = 228
  /// Right Shift.
  case keyboardRightShift = 229
  /// Right Option.
  case keyboardRightAlt = 230
  /// Right Command.
  case keyboardRightGUI = 231
}
