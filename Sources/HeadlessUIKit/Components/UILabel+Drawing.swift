import Foundation
import TextLayout

/// One piece of a line of a label's text, in one font, as the label draws it.
package struct LabelDrawnLine: Hashable, Sendable {
  /// The visible characters of the line (with "…" when it was truncated).
  package var text: String
  /// The font the line is drawn in: the label's font, scaled by the shrink factor.
  package var font: Font
  /// The start of the line's baseline, in the label's bounds space.
  package var origin: CGPoint
  /// The index of the attribute run the piece belongs to (0 for plain text).
  package var run = 0
  /// Points added after each cluster when drawn: the run's kern, and a tightened line's
  /// negative tracking (decisions TX14, TX17).
  package var tracking = 0.0
  /// Whether the font's pair kerning applies: not in a run that sets a kern (decision T14).
  package var pairKerning = true
  /// The piece's width in points, its tracking included.
  package var width = 0.0
  /// The line's ascent above the baseline (the tallest font on it).
  package var ascent = 0.0
  /// The line's descent below the baseline.
  package var descent = 0.0
}

/// Where a label draws its text, for renderers (decisions R24–R25).
extension UILabel {
  /// The lines of text the label draws in its bounds, placed as `drawText(in:)` places them.
  ///
  /// The text is laid out at the bounds' width (shrunk when `adjustsFontSizeToFitWidth` asks for
  /// it, decision L8). A multi-line label whose lines are taller than its bounds keeps only the
  /// lines that fit (at least one), laid out again with that line limit so that the last one is
  /// truncated for the line-break mode. The text block, as tall as its height rounded up to the
  /// pixel grid, is centred vertically in the bounds; each line starts at its alignment's x and
  /// has its baseline at the line's baseline below the block's top. A line in several fonts
  /// comes back as one piece per run, each in its run's font at its place on the line
  /// (decision R25).
  package var drawnLines: [LabelDrawnLine] {
    let box = bounds
    let drawing = drawingLayout(in: box)
    let factor = drawing.scale
    var layout = drawing.layout
    if numberOfLines != 1, factor == 1, layout.height > Double(box.height) + 1e-9 {
      let fitting = max(
        layout.lines.filter { $0.top + $0.height <= Double(box.height) + 1e-9 }.count, 1)
      if fitting < layout.lines.count {
        layout = layoutText(width: box.width, numberOfLines: fitting)
      }
    }
    guard !layout.lines.isEmpty else { return [] }
    let runs = runStyles()
    let fonts = runs.map { run in
      factor == 1 ? run.font : Font(face: run.font.face, size: run.font.pointSize * Double(factor))
    }
    let blockHeight = TextLayoutResult.ceil(layout.height, scale: Double(pixelScale))
    let top = Double(box.minY) + (Double(box.height) - blockHeight) / 2
    return layout.lines.flatMap { line in
      let x = Double(box.minX) + line.x(inWidth: Double(box.width))
      let baseline = top + line.baseline
      guard !line.segments.isEmpty else {
        return [
          LabelDrawnLine(
            text: line.text, font: fonts[0], origin: CGPoint(x: x, y: baseline),
            width: line.width, ascent: line.ascent, descent: line.descent)
        ]
      }
      return line.segments.enumerated().map { index, segment in
        let run = min(segment.run, fonts.count - 1)
        let next = index + 1 < line.segments.count ? line.segments[index + 1].x : nil
        let end = next.map { min($0, line.width) } ?? line.width
        return LabelDrawnLine(
          text: segment.text, font: segment.font(drawnWith: fonts[run]),
          origin: CGPoint(x: x + segment.x, y: baseline), run: run,
          tracking: segment.tracking + (runs[run].kern ?? 0) * Double(factor),
          pairKerning: runs[run].kern == nil, width: max(end - segment.x, 0), ascent: line.ascent,
          descent: line.descent)
      }
    }
  }

  /// The runs of the label's text, for their fonts and kerns: the label's font for plain text,
  /// each attribute run's font (or the label's) for styled text.
  private func runStyles() -> [StyledRun] {
    guard let styledText, styledText.length > 0 else { return [StyledRun("", font: font.font)] }
    return TextMeasurement.styledText(styledText, defaultFont: font).runs
  }
}
