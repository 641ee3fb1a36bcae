import Foundation
import TextLayout

/// The attributes of a paragraph of text: alignment, line breaking, spacing and indents.
///
/// Paragraph styles are immutable; ``NSMutableParagraphStyle`` is the editable kind.
open class NSParagraphStyle: NSObject, NSCopying, NSMutableCopying, @unchecked Sendable {
  /// The stored attributes.
  struct Values: Hashable {
    var alignment: NSTextAlignment = .natural
    var lineBreakMode: NSLineBreakMode = .byWordWrapping
    var lineSpacing: CGFloat = 0
    var paragraphSpacing: CGFloat = 0
    var paragraphSpacingBefore: CGFloat = 0
    var headIndent: CGFloat = 0
    var tailIndent: CGFloat = 0
    var firstLineHeadIndent: CGFloat = 0
    var minimumLineHeight: CGFloat = 0
    var maximumLineHeight: CGFloat = 0
    var lineHeightMultiple: CGFloat = 0
    var baseWritingDirection: NSWritingDirection = .natural
    var hyphenationFactor: Float = 0
    var usesDefaultHyphenation = false
    var allowsDefaultTighteningForTruncation = false
    var defaultTabInterval: CGFloat = 0
    var lineBreakStrategy: LineBreakStrategy = []
    /// The tab stops; `nil` stands for the default twelve.
    var tabStops: [NSTextTab]? = nil
  }

  var values: Values

  /// Creates a paragraph style with the default attributes.
  public override init() {
    values = Values()
    super.init()
  }

  init(values: Values) {
    self.values = values
    super.init()
  }

  /// The default paragraph style: natural alignment, word wrapping, no spacing or indents.
  open class var `default`: NSParagraphStyle { NSParagraphStyle() }

  /// How the lines line up.
  open var alignment: NSTextAlignment { values.alignment }
  /// How lines wrap and how the last line is cut.
  open var lineBreakMode: NSLineBreakMode { values.lineBreakMode }
  /// Extra space between lines of the paragraph, in points.
  open var lineSpacing: CGFloat { values.lineSpacing }
  /// Extra space after the paragraph, in points.
  open var paragraphSpacing: CGFloat { values.paragraphSpacing }
  /// Extra space before the paragraph, in points.
  open var paragraphSpacingBefore: CGFloat { values.paragraphSpacingBefore }
  /// The indent of every line but the first from the leading edge.
  open var headIndent: CGFloat { values.headIndent }
  /// The trailing indent: positive from the leading edge, or negative from the trailing edge.
  open var tailIndent: CGFloat { values.tailIndent }
  /// The indent of the first line from the leading edge.
  open var firstLineHeadIndent: CGFloat { values.firstLineHeadIndent }
  /// The smallest line height; 0 means no minimum.
  open var minimumLineHeight: CGFloat { values.minimumLineHeight }
  /// The largest line height; 0 means no maximum.
  open var maximumLineHeight: CGFloat { values.maximumLineHeight }
  /// The factor the natural line height is multiplied by; 0 means 1.
  open var lineHeightMultiple: CGFloat { values.lineHeightMultiple }
  /// The writing direction of the paragraph.
  open var baseWritingDirection: NSWritingDirection { values.baseWritingDirection }
  /// The hyphenation threshold: a line filled to less than this fraction of its width
  /// hyphenates the word that did not fit, with US English patterns (decision TX15); 0 turns
  /// hyphenation off unless ``usesDefaultHyphenation`` is on.
  open var hyphenationFactor: Float { values.hyphenationFactor }
  /// Whether a hyphenation factor of 0 means the system's hyphenation: headless, hyphenation
  /// is then always tried for a line that is not full (a factor of 1, decision TX15).
  open var usesDefaultHyphenation: Bool { values.usesDefaultHyphenation }
  /// Whether characters may be drawn closer before truncating: a line up to 5 % wider than
  /// its room is tightened to fit instead of truncated (decision TX14).
  open var allowsDefaultTighteningForTruncation: Bool {
    values.allowsDefaultTighteningForTruncation
  }
  /// The distance between the tab stops after the last of ``tabStops``, when positive; 0 by
  /// default (decision TX13).
  open var defaultTabInterval: CGFloat { values.defaultTabInterval }
  /// The tab stops, sorted by location: by default 12 left tabs 28 points apart (decision TX13).
  open var tabStops: [NSTextTab] { values.tabStops ?? NSTextTab.defaultStops }
  /// How lines choose among their break opportunities; none by default (decision TX9).
  open var lineBreakStrategy: LineBreakStrategy { values.lineBreakStrategy }

  /// Returns an immutable copy.
  ///
  /// - Parameter zone: Unused.
  /// - Returns: A paragraph style with the same attributes.
  open func copy(with zone: NSZone? = nil) -> Any { NSParagraphStyle(values: values) }

  /// Returns a mutable copy.
  ///
  /// - Parameter zone: Unused.
  /// - Returns: An ``NSMutableParagraphStyle`` with the same attributes.
  open func mutableCopy(with zone: NSZone? = nil) -> Any {
    NSMutableParagraphStyle(values: values)
  }

  /// Styles are equal when their attributes are.
  ///
  /// - Parameter object: Another object.
  /// - Returns: Whether `object` is a paragraph style with the same attributes.
  open override func isEqual(_ object: Any?) -> Bool {
    (object as? NSParagraphStyle)?.values == values
  }

  /// A hash of the attributes.
  open override var hash: Int { values.hashValue }

  /// The text module's paragraph style with these attributes.
  var layoutStyle: ParagraphLayoutStyle {
    var style = ParagraphLayoutStyle()
    style.alignment = TextAlignment(rawValue: values.alignment.rawValue) ?? .natural
    style.lineSpacing = Double(values.lineSpacing)
    style.lineHeightMultiple = Double(values.lineHeightMultiple)
    style.minimumLineHeight = Double(values.minimumLineHeight)
    style.maximumLineHeight = Double(values.maximumLineHeight)
    style.paragraphSpacing = Double(values.paragraphSpacing)
    style.paragraphSpacingBefore = Double(values.paragraphSpacingBefore)
    style.firstLineHeadIndent = Double(values.firstLineHeadIndent)
    style.headIndent = Double(values.headIndent)
    style.tailIndent = Double(values.tailIndent)
    style.lineBreakMode = values.lineBreakMode.layoutMode
    style.pushesOutOrphans = values.lineBreakStrategy.contains(.pushOut)
    style.keepsHangulWords = values.lineBreakStrategy.contains(.hangulWordPriority)
    style.tabStops = values.tabStops?.map(\.layoutStop)
    style.defaultTabInterval = Double(values.defaultTabInterval)
    style.tightensBeforeTruncating = values.allowsDefaultTighteningForTruncation
    style.hyphenationFactor =
      values.hyphenationFactor > 0
      ? Double(min(values.hyphenationFactor, 1)) : values.usesDefaultHyphenation ? 1 : 0
    return style
  }
}

/// A paragraph style whose attributes can be changed.
open class NSMutableParagraphStyle: NSParagraphStyle, @unchecked Sendable {
  /// How the lines line up.
  open override var alignment: NSTextAlignment {
    get { values.alignment }
    set { values.alignment = newValue }
  }
  /// How lines wrap and how the last line is cut.
  open override var lineBreakMode: NSLineBreakMode {
    get { values.lineBreakMode }
    set { values.lineBreakMode = newValue }
  }
  /// Extra space between lines of the paragraph, in points.
  open override var lineSpacing: CGFloat {
    get { values.lineSpacing }
    set { values.lineSpacing = newValue }
  }
  /// Extra space after the paragraph, in points.
  open override var paragraphSpacing: CGFloat {
    get { values.paragraphSpacing }
    set { values.paragraphSpacing = newValue }
  }
  /// Extra space before the paragraph, in points.
  open override var paragraphSpacingBefore: CGFloat {
    get { values.paragraphSpacingBefore }
    set { values.paragraphSpacingBefore = newValue }
  }
  /// The indent of every line but the first from the leading edge.
  open override var headIndent: CGFloat {
    get { values.headIndent }
    set { values.headIndent = newValue }
  }
  /// The trailing indent: positive from the leading edge, or negative from the trailing edge.
  open override var tailIndent: CGFloat {
    get { values.tailIndent }
    set { values.tailIndent = newValue }
  }
  /// The indent of the first line from the leading edge.
  open override var firstLineHeadIndent: CGFloat {
    get { values.firstLineHeadIndent }
    set { values.firstLineHeadIndent = newValue }
  }
  /// The smallest line height; 0 means no minimum.
  open override var minimumLineHeight: CGFloat {
    get { values.minimumLineHeight }
    set { values.minimumLineHeight = newValue }
  }
  /// The largest line height; 0 means no maximum.
  open override var maximumLineHeight: CGFloat {
    get { values.maximumLineHeight }
    set { values.maximumLineHeight = newValue }
  }
  /// The factor the natural line height is multiplied by; 0 means 1.
  open override var lineHeightMultiple: CGFloat {
    get { values.lineHeightMultiple }
    set { values.lineHeightMultiple = newValue }
  }
  /// The writing direction of the paragraph.
  open override var baseWritingDirection: NSWritingDirection {
    get { values.baseWritingDirection }
    set { values.baseWritingDirection = newValue }
  }
  /// The hyphenation threshold, from 0 (off) to 1 (always tried), decision TX15.
  open override var hyphenationFactor: Float {
    get { values.hyphenationFactor }
    set { values.hyphenationFactor = newValue }
  }
  /// Whether a hyphenation factor of 0 means the system's hyphenation (decision TX15).
  open override var usesDefaultHyphenation: Bool {
    get { values.usesDefaultHyphenation }
    set { values.usesDefaultHyphenation = newValue }
  }
  /// Whether characters may be drawn closer before truncating.
  open override var allowsDefaultTighteningForTruncation: Bool {
    get { values.allowsDefaultTighteningForTruncation }
    set { values.allowsDefaultTighteningForTruncation = newValue }
  }
  /// The distance between the tab stops after the last of ``tabStops``, when positive.
  open override var defaultTabInterval: CGFloat {
    get { values.defaultTabInterval }
    set { values.defaultTabInterval = newValue }
  }
  /// The tab stops; setting them sorts them by location. (UIKit declares the property
  /// implicitly unwrapped here; a Swift subclass cannot, so `nil` cannot be assigned.)
  open override var tabStops: [NSTextTab] {
    get { values.tabStops ?? NSTextTab.defaultStops }
    set {
      let sorted = newValue.sorted { $0.location < $1.location }
      values.tabStops = sorted == NSTextTab.defaultStops ? nil : sorted
    }
  }

  /// Adds a tab stop, kept in order of location.
  ///
  /// - Parameter tab: The stop to add.
  open func addTabStop(_ tab: NSTextTab) {
    tabStops = tabStops + [tab]
  }

  /// Removes the first tab stop equal to `tab`.
  ///
  /// - Parameter tab: The stop to remove.
  open func removeTabStop(_ tab: NSTextTab) {
    var stops: [NSTextTab] = tabStops
    if let index = stops.firstIndex(of: tab) { stops.remove(at: index) }
    tabStops = stops
  }
  /// How lines choose among their break opportunities.
  open override var lineBreakStrategy: LineBreakStrategy {
    get { values.lineBreakStrategy }
    set { values.lineBreakStrategy = newValue }
  }

  /// Replaces every attribute with those of another style.
  ///
  /// - Parameter other: The style to copy.
  open func setParagraphStyle(_ other: NSParagraphStyle) {
    values = other.values
  }
}
