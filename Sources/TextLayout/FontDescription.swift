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

/// The families that stand in for Apple's system fonts (decisions T1, TX6, TX11).
///
/// UIKit's system font is San Francisco, which Linux machines do not have; the "system font"
/// resolves to ``family`` and the monospaced system font to ``monospacedFamily`` (default
/// "DejaVu Sans Mono"). ``family`` defaults to Inter (``preferredFamily``) when fontconfig knows
/// it, else to DejaVu Sans (``fallbackFamily``); the choice is made once, when the family is first
/// read. Both are settable so that another font can be dropped in; every size computation goes
/// through ``Font`` and its metrics.
package enum SystemFontFamilies {
  /// The default system family when it is installed: Inter (Debian `fonts-inter`), the open
  /// family that reproduced the most stored storyboard frames (decision TX11).
  package static let preferredFamily = "Inter"
  /// The default system family when ``preferredFamily`` is not installed: DejaVu Sans.
  package static let fallbackFamily = "DejaVu Sans"

  private static let storage = Mutex<(String?, String)>((nil, "DejaVu Sans Mono"))

  /// A family that replaces ``family`` for the current task and its child tasks, when set: tests
  /// whose expected values were read from another face's tables name that face with it.
  @TaskLocal package static var taskFamily: String?

  /// The family used for the system font: Inter when installed, else DejaVu Sans, unless
  /// changed.
  package static var family: String {
    get {
      if let taskFamily { return taskFamily }
      if let chosen = storage.withLock({ $0.0 }) { return chosen }
      // fontconfig is asked outside the lock: the matcher has its own.
      let resolved = defaultFamily { family in
        (try? FontMatcher.file(for: FontDescription(family: family))) != nil
      }
      return storage.withLock { state in
        if state.0 == nil { state.0 = resolved }
        return state.0 ?? resolved
      }
    }
    set { storage.withLock { $0.0 = newValue } }
  }

  /// The default system family: ``preferredFamily`` when `isInstalled` says so, else
  /// ``fallbackFamily``.
  package static func defaultFamily(isInstalled: (String) -> Bool) -> String {
    isInstalled(preferredFamily) ? preferredFamily : fallbackFamily
  }

  /// The family used for the monospaced system font; "DejaVu Sans Mono" unless changed.
  package static var monospacedFamily: String {
    get { storage.withLock { $0.1 } }
    set { storage.withLock { $0.1 = newValue } }
  }
}
