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
    var allowsDefaultTighteningForTruncation = false
    var defaultTabInterval: CGFloat = 0
    var lineBreakStrategy: LineBreakStrategy = []
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
  /// The hyphenation threshold (hyphenation is not performed, decision L5).
  open var hyphenationFactor: Float { values.hyphenationFactor }
  /// Whether characters may be drawn closer before truncating.
  open var allowsDefaultTighteningForTruncation: Bool {
    values.allowsDefaultTighteningForTruncation
  }
  /// The distance between default tab stops.
  open var defaultTabInterval: CGFloat { values.defaultTabInterval }
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
  /// The hyphenation threshold (hyphenation is not performed, decision L5).
  open override var hyphenationFactor: Float {
    get { values.hyphenationFactor }
    set { values.hyphenationFactor = newValue }
  }
  /// Whether characters may be drawn closer before truncating.
  open override var allowsDefaultTighteningForTruncation: Bool {
    get { values.allowsDefaultTighteningForTruncation }
    set { values.allowsDefaultTighteningForTruncation = newValue }
  }
  /// The distance between default tab stops.
  open override var defaultTabInterval: CGFloat {
    get { values.defaultTabInterval }
    set { values.defaultTabInterval = newValue }
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
