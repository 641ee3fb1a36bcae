import Foundation
import TextLayout

/// A tab stop of a paragraph style: a location and how text after a tab lines up on it
/// (decision TX13).
///
/// A left (or natural, or justified) tab starts the text after the tab at ``location``; a right
/// tab ends it there; a centre tab centres it there. With ``OptionKey/columnTerminators`` in
/// ``options``, a right or centre tab aligns the text up to the first terminator, so that a
/// decimal separator sits on the stop. The location is measured from the leading margin.
open class NSTextTab: NSObject, NSCopying, @unchecked Sendable {
  /// A key of a tab's options.
  public struct OptionKey: Hashable, Equatable, RawRepresentable, Sendable {
    /// The key's name.
    public var rawValue: String

    /// Creates a key from its name.
    ///
    /// - Parameter rawValue: The name.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Creates a key from its name.
    ///
    /// - Parameter rawValue: The name.
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// A `CharacterSet` of the characters that end the column a tab aligns.
    public static let columnTerminators = OptionKey("NSTabColumnTerminatorsAttributeName")
  }

  /// How the text after the tab sits on the stop.
  public let alignment: NSTextAlignment
  /// The distance of the stop from the leading margin, in points.
  public let location: CGFloat
  /// The tab's options, such as ``OptionKey/columnTerminators``.
  public let options: [OptionKey: Any]

  /// Creates a tab stop.
  ///
  /// - Parameters:
  ///   - alignment: How the text after the tab sits on the stop.
  ///   - location: The distance from the leading margin, in points.
  ///   - options: The tab's options, such as ``OptionKey/columnTerminators``.
  public init(
    textAlignment alignment: NSTextAlignment, location: CGFloat,
    options: [OptionKey: Any] = [:]
  ) {
    self.alignment = alignment
    self.location = location
    self.options = options
    super.init()
  }

  /// The characters that end a decimal column in `locale`: its decimal separator.
  ///
  /// - Parameter locale: The locale; `nil` uses the current locale.
  /// - Returns: A set holding the decimal separator.
  open class func columnTerminators(for locale: Locale?) -> CharacterSet {
    CharacterSet(charactersIn: (locale ?? .current).decimalSeparator ?? ".")
  }

  /// Returns the tab itself: tabs are immutable.
  ///
  /// - Parameter zone: Unused.
  /// - Returns: This tab.
  open func copy(with zone: NSZone? = nil) -> Any { self }

  /// Tabs are equal when their alignment, location and terminators are.
  ///
  /// - Parameter object: Another object.
  /// - Returns: Whether `object` is a tab with the same alignment, location and terminators.
  open override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? NSTextTab else { return false }
    return other.alignment == alignment && other.location == location
      && other.terminators == terminators
  }

  /// A hash of the alignment and location.
  open override var hash: Int {
    var hasher = Hasher()
    hasher.combine(alignment)
    hasher.combine(location)
    return hasher.finalize()
  }

  /// The column terminators among the characters a decimal tab can meet: the locales' decimal
  /// and group separators and ASCII punctuation (a `CharacterSet` cannot be listed).
  var terminators: Set<Character> {
    guard let set = options[.columnTerminators] as? CharacterSet else { return [] }
    let candidates = "!\"#$%&'()*+,-./:;<=>?@[\\]^_`{|}~\u{066B}\u{066C}\u{00B7}\u{2019}\u{00A0}"
    return Set(candidates.filter { $0.unicodeScalars.allSatisfy(set.contains) })
  }

  /// The text module's stop.
  var layoutStop: TabStop {
    TabStop(
      location: Double(location),
      alignment: TextAlignment(rawValue: alignment.rawValue) ?? .natural,
      columnTerminators: terminators)
  }

  /// `NSParagraphStyle`'s default stops: 12 left tabs, 28 points apart.
  static var defaultStops: [NSTextTab] {
    (1...12).map { NSTextTab(textAlignment: .left, location: CGFloat($0) * 28) }
  }
}
