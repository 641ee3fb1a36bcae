import Foundation
import Raster
import TextLayout
import UIGeometry

/// A label's text with its attribute runs' colours and lines (decision TX16).
extension DisplayListBuilder {
  /// The items of a label's lines: each piece's background, its glyphs in its run's colour
  /// (kern and tightening applied), then its underline and strikethrough.
  ///
  /// A run without a foreground colour draws in `color` (the label's text colour); a
  /// highlighted label with a highlighted text colour draws every run in it; a disabled label
  /// halves every alpha (decision R26). A background fills the piece from the line's ascent to
  /// its descent. An underline is centred on the font's underline position with its thickness
  /// (`post`), a strikethrough's top is at the font's strikeout position with its size (`OS/2`),
  /// both across the piece, in their own colour or the run's.
  static func textItems(
    of label: UILabel, lines: [LabelDrawnLine], color: RenderColor, highlighted: Bool
  ) -> [DisplayItem] {
    let traits = label.traitCollection
    let runs = label.styledText.map(TextRunDecoration.runs(of:)) ?? []
    func resolve(_ source: UIColor?, _ fallback: RenderColor) -> RenderColor {
      guard let source else { return fallback }
      var resolved = renderColor(source, traits: traits)
      if !label.isEnabled { resolved.alpha /= 2 }
      return resolved
    }
    var items: [DisplayItem] = []
    for line in lines {
      let run = line.run < runs.count ? runs[line.run] : TextRunDecoration()
      let textColor = highlighted ? color : resolve(run.foregroundColor, color)
      let left = Double(line.origin.x)
      let baseline = Double(line.origin.y)
      if let background = run.backgroundColor {
        let fill = resolve(background, color)
        if fill.alpha > 0, line.width > 0 {
          items.append(
            .fill(
              .rect(
                CGRect(
                  x: left, y: baseline - line.ascent, width: line.width,
                  height: line.ascent + line.descent)), fill))
        }
      }
      if textColor.alpha > 0 {
        items.append(
          .text(
            RenderText(
              text: line.text, font: line.font, origin: line.origin, color: textColor,
              tracking: line.tracking, pairKerning: line.pairKerning)))
      }
      let font = line.font
      let underline = TextRunDecoration.bands(of: run.underline, thickness: font.underlineThickness)
      let underlineColor = resolve(run.underlineColor, textColor)
      for (offset, height) in underline where underlineColor.alpha > 0 && line.width > 0 {
        let top = baseline - font.underlinePosition - font.underlineThickness / 2 + offset
        items.append(
          .fill(.rect(CGRect(x: left, y: top, width: line.width, height: height)), underlineColor))
      }
      let strike = TextRunDecoration.bands(of: run.strikethrough, thickness: font.strikeoutSize)
      let strikeColor = resolve(run.strikethroughColor, textColor)
      for (offset, height) in strike where strikeColor.alpha > 0 && line.width > 0 {
        let top = baseline - font.strikeoutPosition + offset
        items.append(
          .fill(.rect(CGRect(x: left, y: top, width: line.width, height: height)), strikeColor))
      }
    }
    return items
  }
}
