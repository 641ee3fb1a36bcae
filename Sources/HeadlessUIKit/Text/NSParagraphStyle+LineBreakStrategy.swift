extension NSParagraphStyle {
  /// How the text system chooses among the places a paragraph's lines may break (decision TX9).
  ///
  /// A strategy applies to wrapping line break modes only; `.byClipping` and the truncating modes
  /// ignore it, as in UIKit.
  public struct LineBreakStrategy: OptionSet, Hashable, Sendable {
    /// The bits (UIKit's `NSLineBreakStrategy` values).
    public var rawValue: UInt

    /// Creates a strategy from its bits.
    ///
    /// - Parameter rawValue: The bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// A last line holding a single word takes the last word of the line above it too.
    public static let pushOut = LineBreakStrategy(rawValue: 1 << 0)
    /// No break between two Hangul characters, so Korean words stay whole.
    public static let hangulWordPriority = LineBreakStrategy(rawValue: 1 << 1)
    /// The strategies UIKit uses for labels: every strategy above.
    public static let standard = LineBreakStrategy(rawValue: 0xFFFF)
  }
}
