import Foundation

/// The keyboard a text object asks for, with UIKit's raw values.
public enum UIKeyboardType: Int, Sendable {
  /// The current input method's default keyboard.
  case `default` = 0
  /// Only ASCII characters.
  case asciiCapable = 1
  /// Numbers and punctuation.
  case numbersAndPunctuation = 2
  // swift-format-ignore: AlwaysUseLowerCamelCase
  /// For URLs: `.`, `/` and `.com` prominent.
  case URL = 3
  /// Digits 0–9.
  case numberPad = 4
  /// Digits with `*`, `#` and `+`.
  case phonePad = 5
  /// A phone pad that also types names.
  case namePhonePad = 6
  /// For e-mail addresses: `@` and `.` prominent.
  case emailAddress = 7
  /// Digits and a decimal point.
  case decimalPad = 8
  /// With `@` and `#` for social networks.
  case twitter = 9
  /// For search terms: a Go key.
  case webSearch = 10
  /// Digits with ASCII-only input.
  case asciiCapableNumberPad = 11
  /// Deprecated name of ``asciiCapable``.
  public static let alphabet = UIKeyboardType.asciiCapable
}

/// The title of the keyboard's return key, with UIKit's raw values.
public enum UIReturnKeyType: Int, Sendable {
  /// "return".
  case `default` = 0
  /// "Go".
  case go = 1
  /// "Google".
  case google = 2
  /// "Join".
  case join = 3
  /// "Next".
  case next = 4
  /// "Route".
  case route = 5
  /// "Search".
  case search = 6
  /// "Send".
  case send = 7
  /// "Yahoo".
  case yahoo = 8
  /// "Done".
  case done = 9
  /// "Emergency Call".
  case emergencyCall = 10
  /// "Continue".
  case `continue` = 11
}

/// When the keyboard capitalises letters, with UIKit's raw values.
public enum UITextAutocapitalizationType: Int, Sendable {
  /// Never.
  case none = 0
  /// The first letter of each word.
  case words = 1
  /// The first letter of each sentence.
  case sentences = 2
  /// Every letter.
  case allCharacters = 3
}

/// Whether the keyboard corrects spelling as the user types.
public enum UITextAutocorrectionType: Int, Sendable {
  /// As the current input method does.
  case `default` = 0
  /// Off.
  case no = 1
  /// On.
  case yes = 2
}

/// Whether misspelled words are marked.
public enum UITextSpellCheckingType: Int, Sendable {
  /// As the current input method does.
  case `default` = 0
  /// Off.
  case no = 1
  /// On.
  case yes = 2
}

/// Whether straight quotes become typographic quotes.
public enum UITextSmartQuotesType: Int, Sendable {
  /// As the current input method does.
  case `default` = 0
  /// Off.
  case no = 1
  /// On.
  case yes = 2
}

/// Whether double hyphens become dashes.
public enum UITextSmartDashesType: Int, Sendable {
  /// As the current input method does.
  case `default` = 0
  /// Off.
  case no = 1
  /// On.
  case yes = 2
}

/// Whether spaces are added and removed around pasted and deleted words.
public enum UITextSmartInsertDeleteType: Int, Sendable {
  /// As the current input method does.
  case `default` = 0
  /// Off.
  case no = 1
  /// On.
  case yes = 2
}

/// Whether the keyboard is light or dark.
public enum UIKeyboardAppearance: Int, Sendable {
  /// The system's appearance.
  case `default` = 0
  /// Dark.
  case dark = 1
  /// Light.
  case light = 2
  /// Deprecated name of ``dark``.
  public static let alert = UIKeyboardAppearance.dark
}

/// What a text object holds, so the keyboard can suggest it (AutoFill), as in UIKit: a string
/// constant per kind (`UITextContentType.emailAddress`...).
///
/// Apple does not document the constants' strings; HeadlessUIKit's are the HTML `autocomplete`
/// tokens for the same kinds, so compare constants, never their raw strings.
public struct UITextContentType: RawRepresentable, Hashable, Sendable {
  /// The constant's string.
  public let rawValue: String

  /// Creates a content type from its string.
  public init(rawValue: String) {
    self.rawValue = rawValue
  }

  /// Creates a content type from its string.
  public init(_ rawValue: String) {
    self.rawValue = rawValue
  }

  /// A full name.
  public static let name = UITextContentType("name")
  /// A name prefix ("Dr.").
  public static let namePrefix = UITextContentType("honorific-prefix")
  /// A first name.
  public static let givenName = UITextContentType("given-name")
  /// A middle name.
  public static let middleName = UITextContentType("additional-name")
  /// A family name.
  public static let familyName = UITextContentType("family-name")
  /// A name suffix ("Jr.").
  public static let nameSuffix = UITextContentType("honorific-suffix")
  /// A nickname.
  public static let nickname = UITextContentType("nickname")
  /// A job title.
  public static let jobTitle = UITextContentType("organization-title")
  /// An organisation's name.
  public static let organizationName = UITextContentType("organization")
  /// A place.
  public static let location = UITextContentType("location")
  /// A full street address.
  public static let fullStreetAddress = UITextContentType("street-address")
  /// The first line of a street address.
  public static let streetAddressLine1 = UITextContentType("address-line1")
  /// The second line of a street address.
  public static let streetAddressLine2 = UITextContentType("address-line2")
  /// A city.
  public static let addressCity = UITextContentType("address-level2")
  /// A state or province.
  public static let addressState = UITextContentType("address-level1")
  /// A city and a state.
  public static let addressCityAndState = UITextContentType("address-level1+2")
  /// A sublocality.
  public static let sublocality = UITextContentType("address-level3")
  /// A country.
  public static let countryName = UITextContentType("country-name")
  /// A postal code.
  public static let postalCode = UITextContentType("postal-code")
  /// A telephone number.
  public static let telephoneNumber = UITextContentType("tel")
  /// An e-mail address.
  public static let emailAddress = UITextContentType("email")
  // swift-format-ignore: AlwaysUseLowerCamelCase
  /// A URL.
  public static let URL = UITextContentType("url")
  /// A credit card number.
  public static let creditCardNumber = UITextContentType("cc-number")
  /// A user name.
  public static let username = UITextContentType("username")
  /// A password.
  public static let password = UITextContentType("password")
  /// A new password.
  public static let newPassword = UITextContentType("new-password")
  /// A one-time code.
  public static let oneTimeCode = UITextContentType("one-time-code")
  /// A shipment tracking number.
  public static let shipmentTrackingNumber = UITextContentType("shipment-tracking-number")
  /// A flight number.
  public static let flightNumber = UITextContentType("flight-number")
  /// A date, a time or a duration.
  public static let dateTime = UITextContentType("date-time")
  /// A birth date.
  public static let birthdate = UITextContentType("bday")
  /// A credit card's security code.
  public static let creditCardSecurityCode = UITextContentType("cc-csc")
  /// A credit card's expiration date.
  public static let creditCardExpiration = UITextContentType("cc-exp")
  /// A credit card holder's name.
  public static let creditCardName = UITextContentType("cc-name")
}

/// Rules a new password must follow, for the keyboard's password suggestions.
open class UITextInputPasswordRules: NSObject, @unchecked Sendable {
  /// The rules, in Apple's password-rules language (`"required: upper; minlength: 8;"`).
  public let passwordRulesDescriptor: String

  /// Creates rules from a descriptor.
  ///
  /// - Parameter passwordRulesDescriptor: The rules, in Apple's password-rules language.
  public init(descriptor passwordRulesDescriptor: String) {
    self.passwordRulesDescriptor = passwordRulesDescriptor
    super.init()
  }
}
