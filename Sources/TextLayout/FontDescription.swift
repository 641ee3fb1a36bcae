import Synchronization

/// What a caller asks fontconfig for: a family, a weight and an upright or italic style.
package struct FontDescription: Hashable, Sendable, CustomStringConvertible {
  /// The family name, such as "DejaVu Sans".
  package var family: String
  /// The weight on the OpenType scale (100 thin … 400 regular … 900 black).
  package var weight: FontWeight
  /// Whether an italic (or oblique) face is wanted.
  package var isItalic: Bool

  /// Creates a description of a face in `family`.
  package init(family: String, weight: FontWeight = .regular, isItalic: Bool = false) {
    self.family = family
    self.weight = weight
    self.isItalic = isItalic
  }

  /// The family, weight and style, as error messages print them.
  package var description: String {
    "\"\(family)\" weight \(weight.rawValue)\(isItalic ? " italic" : "")"
  }
}

/// A font weight on the OpenType `usWeightClass` scale (1…1000).
package struct FontWeight: Hashable, Sendable, Comparable {
  /// The OpenType weight class.
  package var rawValue: Int

  /// Creates a weight from an OpenType weight class.
  package init(_ rawValue: Int) { self.rawValue = rawValue }

  /// Thin, 100.
  package static let thin = FontWeight(100)
  /// Ultra light (extra light), 200.
  package static let ultraLight = FontWeight(200)
  /// Light, 300.
  package static let light = FontWeight(300)
  /// Regular, 400.
  package static let regular = FontWeight(400)
  /// Medium, 500.
  package static let medium = FontWeight(500)
  /// Semibold, 600.
  package static let semibold = FontWeight(600)
  /// Bold, 700.
  package static let bold = FontWeight(700)
  /// Heavy (extra bold), 800.
  package static let heavy = FontWeight(800)
  /// Black, 900.
  package static let black = FontWeight(900)

  /// Orders weights from light to heavy.
  package static func < (lhs: FontWeight, rhs: FontWeight) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// The families that stand in for Apple's system fonts (decision T1).
///
/// UIKit's system font is San Francisco, which Linux machines do not have; the "system font"
/// resolves to ``family`` (default "DejaVu Sans") and the monospaced system font to
/// ``monospacedFamily`` (default "DejaVu Sans Mono"). Both are settable so that another font can
/// be dropped in; every size computation goes through ``Font`` and its metrics.
package enum SystemFontFamilies {
  private static let storage = Mutex(("DejaVu Sans", "DejaVu Sans Mono"))

  /// The family used for the system font; "DejaVu Sans" unless changed.
  package static var family: String {
    get { storage.withLock { $0.0 } }
    set { storage.withLock { $0.0 = newValue } }
  }

  /// The family used for the monospaced system font; "DejaVu Sans Mono" unless changed.
  package static var monospacedFamily: String {
    get { storage.withLock { $0.1 } }
    set { storage.withLock { $0.1 = newValue } }
  }
}
