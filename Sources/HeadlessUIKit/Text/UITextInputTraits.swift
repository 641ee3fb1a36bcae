import Foundation

/// How the keyboard behaves for a text object: its type, return key, capitalisation, correction
/// and content type, as UIKit's text fields, text views and search bars adopt it.
///
/// In UIKit every requirement is optional; here the protocol extension gives each a default
/// (UIKit's documented default, and a setter that does nothing), so an app's own class, typically
/// a ``UIKeyInput`` view, declares only the traits it cares about:
///
///     final class PINView: UIView, UIKeyInput {
///       var keyboardType: UIKeyboardType = .numberPad
///       ...
///     }
///
/// Headless there is no keyboard: the traits are stored and read back, and the headless
/// keyboard (``UIResponder/headlessShowKeyboard(height:)``) does not change with them.
@preconcurrency @MainActor
public protocol UITextInputTraits: AnyObject {
  /// When letters are capitalised; `.sentences` by default.
  var autocapitalizationType: UITextAutocapitalizationType { get set }
  /// Whether spelling is corrected; `.default` by default.
  var autocorrectionType: UITextAutocorrectionType { get set }
  /// Whether misspellings are marked; `.default` by default.
  var spellCheckingType: UITextSpellCheckingType { get set }
  /// Whether quotes become typographic; `.default` by default.
  var smartQuotesType: UITextSmartQuotesType { get set }
  /// Whether double hyphens become dashes; `.default` by default.
  var smartDashesType: UITextSmartDashesType { get set }
  /// Whether spaces follow pasted and deleted words; `.default` by default.
  var smartInsertDeleteType: UITextSmartInsertDeleteType { get set }
  /// The keyboard; `.default` by default.
  var keyboardType: UIKeyboardType { get set }
  /// The keyboard's look; `.default` by default.
  var keyboardAppearance: UIKeyboardAppearance { get set }
  /// The return key's title; `.default` by default.
  var returnKeyType: UIReturnKeyType { get set }
  /// Whether the return key is disabled while the text is empty; `false` by default.
  var enablesReturnKeyAutomatically: Bool { get set }
  /// Whether the text is hidden as it is typed; `false` by default.
  var isSecureTextEntry: Bool { get set }
  /// What the text is, for AutoFill; `nil` by default.
  var textContentType: UITextContentType! { get set }
  /// The rules for a new password; `nil` by default.
  var passwordRules: UITextInputPasswordRules? { get set }
}

extension UITextInputTraits {
  /// `.sentences`; setting it does nothing unless the type stores it.
  public var autocapitalizationType: UITextAutocapitalizationType {
    get { .sentences }
    set {}
  }
  /// `.default`; setting it does nothing unless the type stores it.
  public var autocorrectionType: UITextAutocorrectionType {
    get { .default }
    set {}
  }
  /// `.default`; setting it does nothing unless the type stores it.
  public var spellCheckingType: UITextSpellCheckingType {
    get { .default }
    set {}
  }
  /// `.default`; setting it does nothing unless the type stores it.
  public var smartQuotesType: UITextSmartQuotesType {
    get { .default }
    set {}
  }
  /// `.default`; setting it does nothing unless the type stores it.
  public var smartDashesType: UITextSmartDashesType {
    get { .default }
    set {}
  }
  /// `.default`; setting it does nothing unless the type stores it.
  public var smartInsertDeleteType: UITextSmartInsertDeleteType {
    get { .default }
    set {}
  }
  /// `.default`; setting it does nothing unless the type stores it.
  public var keyboardType: UIKeyboardType {
    get { .default }
    set {}
  }
  /// `.default`; setting it does nothing unless the type stores it.
  public var keyboardAppearance: UIKeyboardAppearance {
    get { .default }
    set {}
  }
  /// `.default`; setting it does nothing unless the type stores it.
  public var returnKeyType: UIReturnKeyType {
    get { .default }
    set {}
  }
  /// `false`; setting it does nothing unless the type stores it.
  public var enablesReturnKeyAutomatically: Bool {
    get { false }
    set {}
  }
  /// `false`; setting it does nothing unless the type stores it.
  public var isSecureTextEntry: Bool {
    get { false }
    set {}
  }
  /// `nil`; setting it does nothing unless the type stores it.
  public var textContentType: UITextContentType! {
    get { nil }
    set {}
  }
  /// `nil`; setting it does nothing unless the type stores it.
  public var passwordRules: UITextInputPasswordRules? {
    get { nil }
    set {}
  }
}

/// The traits a text field or text view stores: one value per object.
///
/// Not API: public only because the stored traits witness ``UITextInputTraits``'s requirements
/// through the extension below (UIKit's text classes implement the protocol themselves).
public struct _UITextInputTraitValues: Sendable {
  var autocapitalizationType = UITextAutocapitalizationType.sentences
  var autocorrectionType = UITextAutocorrectionType.default
  var spellCheckingType = UITextSpellCheckingType.default
  var smartQuotesType = UITextSmartQuotesType.default
  var smartDashesType = UITextSmartDashesType.default
  var smartInsertDeleteType = UITextSmartInsertDeleteType.default
  var keyboardType = UIKeyboardType.default
  var keyboardAppearance = UIKeyboardAppearance.default
  var returnKeyType = UIReturnKeyType.default
  var enablesReturnKeyAutomatically = false
  var isSecureTextEntry = false
  var textContentType: UITextContentType?
  var passwordRules: UITextInputPasswordRules?

  /// UIKit's defaults.
  public init() {}
}

/// A text object that stores its traits (UIKit's text field and text view), not API.
@preconcurrency @MainActor
public protocol _UITextInputTraitStorage: UITextInputTraits {
  /// The stored traits.
  var _textInputTraits: _UITextInputTraitValues { get set }
}

extension UITextInputTraits where Self: _UITextInputTraitStorage {
  /// When letters are capitalised; `.sentences` by default.
  public var autocapitalizationType: UITextAutocapitalizationType {
    get { _textInputTraits.autocapitalizationType }
    set { _textInputTraits.autocapitalizationType = newValue }
  }
  /// Whether spelling is corrected; `.default` by default.
  public var autocorrectionType: UITextAutocorrectionType {
    get { _textInputTraits.autocorrectionType }
    set { _textInputTraits.autocorrectionType = newValue }
  }
  /// Whether misspellings are marked; `.default` by default.
  public var spellCheckingType: UITextSpellCheckingType {
    get { _textInputTraits.spellCheckingType }
    set { _textInputTraits.spellCheckingType = newValue }
  }
  /// Whether quotes become typographic; `.default` by default.
  public var smartQuotesType: UITextSmartQuotesType {
    get { _textInputTraits.smartQuotesType }
    set { _textInputTraits.smartQuotesType = newValue }
  }
  /// Whether double hyphens become dashes; `.default` by default.
  public var smartDashesType: UITextSmartDashesType {
    get { _textInputTraits.smartDashesType }
    set { _textInputTraits.smartDashesType = newValue }
  }
  /// Whether spaces follow pasted and deleted words; `.default` by default.
  public var smartInsertDeleteType: UITextSmartInsertDeleteType {
    get { _textInputTraits.smartInsertDeleteType }
    set { _textInputTraits.smartInsertDeleteType = newValue }
  }
  /// The keyboard; `.default` by default.
  public var keyboardType: UIKeyboardType {
    get { _textInputTraits.keyboardType }
    set { _textInputTraits.keyboardType = newValue }
  }
  /// The keyboard's look; `.default` by default.
  public var keyboardAppearance: UIKeyboardAppearance {
    get { _textInputTraits.keyboardAppearance }
    set { _textInputTraits.keyboardAppearance = newValue }
  }
  /// The return key's title; `.default` by default.
  public var returnKeyType: UIReturnKeyType {
    get { _textInputTraits.returnKeyType }
    set { _textInputTraits.returnKeyType = newValue }
  }
  /// Whether the return key is disabled while the text is empty; `false` by default.
  public var enablesReturnKeyAutomatically: Bool {
    get { _textInputTraits.enablesReturnKeyAutomatically }
    set { _textInputTraits.enablesReturnKeyAutomatically = newValue }
  }
  /// Whether the text is hidden as it is typed; `false` by default.
  public var isSecureTextEntry: Bool {
    get { _textInputTraits.isSecureTextEntry }
    set { _textInputTraits.isSecureTextEntry = newValue }
  }
  /// What the text is, for AutoFill; `nil` by default.
  public var textContentType: UITextContentType! {
    get { _textInputTraits.textContentType }
    set { _textInputTraits.textContentType = newValue }
  }
  /// The rules for a new password; `nil` by default.
  public var passwordRules: UITextInputPasswordRules? {
    get { _textInputTraits.passwordRules }
    set { _textInputTraits.passwordRules = newValue }
  }
}
