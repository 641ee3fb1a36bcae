import Foundation
import TextLayout

/// Where a text layer draws its text, for renderers.
extension CATextLayer {
  /// The lines the layer draws, placed from the top of its bounds.
  ///
  /// A wrapped layer breaks lines at the bounds' width; an unwrapped one keeps each paragraph on
  /// one line, shortened with an ellipsis at the truncation mode's place when it has one. Each
  /// line is aligned in the bounds' width by `alignmentMode` (`.natural` and `.justified` draw
  /// left-aligned), with its baseline at the line's baseline below the bounds' top; a line comes
  /// back in pieces where its font changes (fallback fonts, decision TX4).
  package var drawnLines: [LabelDrawnLine] {
    guard let text = plainText, !text.isEmpty else { return [] }
    let box = bounds
    let font = resolvedFont
    let paragraph = NSMutableParagraphStyle()
    paragraph.alignment =
      switch alignmentMode {
      case .right: .right
      case .center: .center
      default: .left
      }
    let lineBreak: NSLineBreakMode =
      switch truncationMode {
      case .start: .byTruncatingHead
      case .middle: .byTruncatingMiddle
      case .end: .byTruncatingTail
      default: isWrapped ? .byWordWrapping : .byClipping
      }
    paragraph.lineBreakMode = lineBreak
    let limited = isWrapped || truncationMode != .none
    let layout = TextMeasurement.layout(
      plain: text, font: font, paragraph: paragraph,
      width: limited ? Double(box.width) : .infinity, numberOfLines: isWrapped ? 0 : 1,
      lineBreakMode: lineBreak, isRightToLeft: false)
    return layout.lines.flatMap { line in
      let x = Double(box.minX) + line.x(inWidth: Double(box.width))
      let y = Double(box.minY) + line.baseline
      guard !line.segments.isEmpty else {
        return [LabelDrawnLine(text: line.text, font: font.font, origin: CGPoint(x: x, y: y))]
      }
      // One piece per font: characters the font lacks are drawn in their fallback (TX4).
      return line.segments.map { segment in
        LabelDrawnLine(
          text: segment.text, font: segment.font(drawnWith: font.font),
          origin: CGPoint(x: x + segment.x, y: y), tracking: segment.tracking)
      }
    }
  }
}
