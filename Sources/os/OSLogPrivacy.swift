#if os(Linux)
  /// Whether a value in a log message is shown or redacted, as in Apple's `os` module.
  ///
  /// Apple's system redacts private values (`<private>`) unless a debugger is attached. Headless
  /// every value is shown, as in Xcode's console while debugging; the privacy is accepted so that
  /// code compiles unchanged.
  public struct OSLogPrivacy: Equatable, Sendable {
    /// How a redacted value is replaced.
    public struct Mask: Equatable, Sendable {
      let kind: Int
      /// A hash of the value, so equal values can be matched.
      public static let hash = Mask(kind: 1)
      /// No mask: the value is replaced by `<private>`.
      public static let none = Mask(kind: 0)
    }

    let level: Int
    let mask: Mask

    /// Shown.
    public static let `public` = OSLogPrivacy(level: 0, mask: .none)
    /// Redacted on Apple's system outside a debugging session.
    public static let `private` = OSLogPrivacy(level: 1, mask: .none)
    /// Redacted always on Apple's system.
    public static let sensitive = OSLogPrivacy(level: 2, mask: .none)
    /// Private for dynamic strings and objects, public for numbers and Booleans.
    public static let auto = OSLogPrivacy(level: 3, mask: .none)

    /// Private with a mask.
    public static func `private`(mask: Mask) -> OSLogPrivacy { OSLogPrivacy(level: 1, mask: mask) }
    /// Sensitive with a mask.
    public static func sensitive(mask: Mask) -> OSLogPrivacy { OSLogPrivacy(level: 2, mask: mask) }
    /// Automatic with a mask.
    public static func auto(mask: Mask) -> OSLogPrivacy { OSLogPrivacy(level: 3, mask: mask) }
  }

  /// How an interpolated value is aligned in its columns.
  public struct OSLogStringAlignment: Sendable {
    let columns: Int
    let right: Bool

    /// No padding.
    public static let none = OSLogStringAlignment(columns: 0, right: false)
    /// Padded with spaces on the right to the given width.
    public static func left(columns: @autoclosure () -> Int) -> OSLogStringAlignment {
      OSLogStringAlignment(columns: columns(), right: false)
    }
    /// Padded with spaces on the left to the given width.
    public static func right(columns: @autoclosure () -> Int) -> OSLogStringAlignment {
      OSLogStringAlignment(columns: columns(), right: true)
    }

    func apply(_ text: String) -> String {
      guard text.count < columns else { return text }
      let padding = String(repeating: " ", count: columns - text.count)
      return right ? padding + text : text + padding
    }
  }
#endif
