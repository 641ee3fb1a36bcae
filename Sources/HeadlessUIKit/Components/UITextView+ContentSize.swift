import Foundation

/// The kinds of data a text view turns into links.
public struct UIDataDetectorTypes: OptionSet, Sendable {
  /// The types' bits, as in UIKit.
  public let rawValue: UInt

  /// Creates types from their bits.
  ///
  /// - Parameter rawValue: The bits.
  public init(rawValue: UInt) {
    self.rawValue = rawValue
  }

  /// Phone numbers.
  public static let phoneNumber = UIDataDetectorTypes(rawValue: 1 << 0)
  /// URLs.
  public static let link = UIDataDetectorTypes(rawValue: 1 << 1)
  /// Postal addresses.
  public static let address = UIDataDetectorTypes(rawValue: 1 << 2)
  /// Dates and times of events.
  public static let calendarEvent = UIDataDetectorTypes(rawValue: 1 << 3)
  /// Parcel tracking numbers.
  public static let shipmentTrackingNumber = UIDataDetectorTypes(rawValue: 1 << 4)
  /// Flight numbers.
  public static let flightNumber = UIDataDetectorTypes(rawValue: 1 << 5)
  /// Words with a Look Up suggestion.
  public static let lookupSuggestion = UIDataDetectorTypes(rawValue: 1 << 6)
  /// Every kind.
  public static let all = UIDataDetectorTypes(rawValue: UInt.max)
}

extension UITextView: UIContentSizeCategoryAdjusting {
  /// A text view that adjusts takes its font's size for the current content size category
  /// (a text-style or metrics-scaled font; a fixed font stays), and lays its text out again.
  func adjustFontToContentSizeCategory() {
    guard adjustsFontForContentSizeCategory,
      let adjusted = storedFont.adjusted(for: traitCollection), !adjusted.isEqual(storedFont)
    else { return }
    font = adjusted
  }
}
