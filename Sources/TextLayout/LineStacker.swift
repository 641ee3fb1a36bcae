/// Places broken lines one below the other (decisions T11–T13).
///
/// Each line fragment holds, top to bottom: the paragraph's `paragraphSpacingBefore` when the
/// line starts a paragraph other than the first; the line itself, whose natural height (the
/// largest ascent + descent + leading of its fonts) the paragraph style scales and clamps, with
/// the baseline at `descent + leading` above its bottom so that added height goes above the text;
/// `lineSpacing` when the text has more than one line (after every line, the last included); and
/// `paragraphSpacing` when the line ends a paragraph and more lines follow.
package enum LineStacker {
  /// The placed lines and the total height.
  package static func stack(
    _ lines: [BrokenLine], lineHeight: Double, options: TextLayoutOptions
  ) -> TextLayoutResult {
    var placed: [TextLine] = []
    placed.reserveCapacity(lines.count)
    let addsLineSpacing = lines.count > 1
    var y = 0.0
    for (index, line) in lines.enumerated() {
      let style = line.style
      let top = y
      if line.isFirstInParagraph && index > 0 { y += style.paragraphSpacingBefore }
      let metrics = line.metrics
      let height = style.lineHeight(natural: metrics.height)
      let baseline = y + height - metrics.descent - metrics.leading
      y += height
      if addsLineSpacing { y += style.lineSpacing }
      if line.isLastInParagraph && index < lines.count - 1 { y += style.paragraphSpacing }
      placed.append(
        TextLine(
          text: line.text, width: line.width, isTruncated: line.isTruncated,
          ascent: metrics.ascent, descent: metrics.descent, leading: metrics.leading, top: top,
          height: y - top, baseline: baseline,
          headIndent: style.headIndent(isFirstLine: line.isFirstInParagraph),
          tailIndent: style.tailIndent,
          alignment: style.alignment.resolved(isRightToLeft: options.isRightToLeft),
          isRightToLeft: options.isRightToLeft, segments: line.segments))
    }
    return TextLayoutResult(lines: placed, lineHeight: lineHeight, height: y)
  }
}
