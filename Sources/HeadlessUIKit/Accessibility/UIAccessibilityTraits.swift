import Foundation

/// Traits that tell assistive apps how an accessibility element behaves.
///
/// In UIKit each trait is an exported 64-bit mask; the bits here are those the accessibility
/// runtime uses (a button is bit 0, a header bit 16, a toggle button bit 53).
public struct UIAccessibilityTraits: OptionSet, Hashable, Sendable {
  /// The trait bits.
  public let rawValue: UInt64

  /// Creates traits from their bits.
  ///
  /// - Parameter rawValue: The bits.
  public init(rawValue: UInt64) {
    self.rawValue = rawValue
  }

  /// No traits.
  public static let none = UIAccessibilityTraits([])
  /// The element behaves like a button.
  public static let button = UIAccessibilityTraits(rawValue: 1 << 0)
  /// The element behaves like a link.
  public static let link = UIAccessibilityTraits(rawValue: 1 << 1)
  /// The element behaves like an image.
  public static let image = UIAccessibilityTraits(rawValue: 1 << 2)
  /// The element is selected.
  public static let selected = UIAccessibilityTraits(rawValue: 1 << 3)
  /// The element plays its own sound when activated.
  public static let playsSound = UIAccessibilityTraits(rawValue: 1 << 4)
  /// The element behaves like a keyboard key.
  public static let keyboardKey = UIAccessibilityTraits(rawValue: 1 << 5)
  /// The element is static text that cannot change.
  public static let staticText = UIAccessibilityTraits(rawValue: 1 << 6)
  /// The element summarises the app's state when it starts.
  public static let summaryElement = UIAccessibilityTraits(rawValue: 1 << 7)
  /// The element is not enabled and does not respond to interaction.
  public static let notEnabled = UIAccessibilityTraits(rawValue: 1 << 8)
  /// The element updates its label or value often.
  public static let updatesFrequently = UIAccessibilityTraits(rawValue: 1 << 9)
  /// The element is a search field.
  public static let searchField = UIAccessibilityTraits(rawValue: 1 << 10)
  /// Activating the element starts a media session.
  public static let startsMediaSession = UIAccessibilityTraits(rawValue: 1 << 11)
  /// The element's value can be adjusted continuously.
  public static let adjustable = UIAccessibilityTraits(rawValue: 1 << 12)
  /// The element lets VoiceOver users touch it directly.
  public static let allowsDirectInteraction = UIAccessibilityTraits(rawValue: 1 << 13)
  /// The element turns the page when VoiceOver finishes reading it.
  public static let causesPageTurn = UIAccessibilityTraits(rawValue: 1 << 14)
  /// The element behaves like a tab bar.
  public static let tabBar = UIAccessibilityTraits(rawValue: 1 << 15)
  /// The element is a header that divides content into sections.
  public static let header = UIAccessibilityTraits(rawValue: 1 << 16)
  /// The element behaves like a toggle button (a switch).
  public static let toggleButton = UIAccessibilityTraits(rawValue: 1 << 53)
}
