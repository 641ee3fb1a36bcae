/// The part of `NSParagraphStyle` that affects where lines go: alignment, spacing, line heights
/// and indents.
///
/// Lengths are points. Zero means "not set" for ``lineHeightMultiple``, ``minimumLineHeight`` and
/// ``maximumLineHeight``, as in UIKit. A paragraph takes the style of its first cluster's run.
package struct ParagraphLayoutStyle: Hashable, Sendable {
  /// The alignment of the paragraph's lines; `.natural` follows the writing direction.
  package var alignment: TextAlignment = .natural
  /// Extra space below each line fragment (decision T12).
  package var lineSpacing: Double = 0
  /// The factor the natural line height is multiplied by when positive (decision T11).
  package var lineHeightMultiple: Double = 0
  /// The smallest line fragment height when positive (decision T11).
  package var minimumLineHeight: Double = 0
  /// The largest line fragment height when positive (decision T11).
  package var maximumLineHeight: Double = 0
  /// Space after the paragraph's last line, when another paragraph follows (decision T13).
  package var paragraphSpacing: Double = 0
  /// Space above the paragraph's first line, except at the top of the text (decision T13).
  package var paragraphSpacingBefore: Double = 0
  /// The distance from the leading margin to the start of the paragraph's first line.
  package var firstLineHeadIndent: Double = 0
  /// The distance from the leading margin to the start of the paragraph's other lines.
  package var headIndent: Double = 0
  /// The end of lines: from the leading margin when positive, else from the trailing margin.
  package var tailIndent: Double = 0
  /// The paragraph's own line break mode; `nil` uses ``TextLayoutOptions/lineBreakMode``.
  package var lineBreakMode: LineBreakMode? = nil
  /// `NSParagraphStyle.LineBreakStrategy.pushOut`: a last line holding one word takes the last
  /// word of the line above it too, when both fit (decision TX9).
  package var pushesOutOrphans = false
  /// `NSParagraphStyle.LineBreakStrategy.hangulWordPriority`: no break between two Hangul
  /// characters, only at spaces and other opportunities (decision TX9).
  package var keepsHangulWords = false
  /// The tab stops, by location; `nil` is `NSParagraphStyle`'s default twelve (decision TX13).
  package var tabStops: [TabStop]? = nil
  /// The distance between the stops after the last of ``tabStops``, when positive.
  package var defaultTabInterval: Double = 0
  /// `allowsDefaultTighteningForTruncation`: a line up to ``Truncator/tighteningFactor`` too
  /// wide is drawn tighter instead of truncated (decision TX14).
  package var tightensBeforeTruncating = false
  /// `hyphenationFactor`: a line filled to less than this fraction of its width hyphenates the
  /// word that did not fit, where the patterns allow (decision TX15); 0 never hyphenates.
  package var hyphenationFactor: Double = 0

  /// The default style: natural alignment, no spacing, no indents, natural line heights.
  package init() {}

  /// The head indent of a line: ``firstLineHeadIndent`` for the paragraph's first line.
  package func headIndent(isFirstLine: Bool) -> Double {
    isFirstLine ? firstLineHeadIndent : headIndent
  }

  /// The room lines have between their head indent and the tail edge in a box `maxWidth` wide.
  ///
  /// The tail edge is ``tailIndent`` from the leading margin when positive, and otherwise
  /// `maxWidth + tailIndent` (``tailIndent`` measured back from the trailing margin).
  package func availableWidth(_ maxWidth: Double, isFirstLine: Bool) -> Double {
    let tailEdge = tailIndent > 0 ? tailIndent : maxWidth + tailIndent
    return tailEdge - headIndent(isFirstLine: isFirstLine)
  }

  /// The height of a line fragment whose fonts give `natural` points (decision T11).
  ///
  /// The natural height is multiplied by ``lineHeightMultiple`` when that is positive, raised to
  /// ``minimumLineHeight`` and then lowered to ``maximumLineHeight`` when those are positive.
  package func lineHeight(natural: Double) -> Double {
    var height = natural
    if lineHeightMultiple > 0 { height *= lineHeightMultiple }
    if minimumLineHeight > 0 { height = max(height, minimumLineHeight) }
    if maximumLineHeight > 0 { height = min(height, maximumLineHeight) }
    return height
  }
}
