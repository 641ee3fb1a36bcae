import Foundation
import TextLayout

/// How a label's text fits the label as it is laid out now, measured with the same text
/// layout that draws it (decisions L6, L8, R24): what the layout audits of
/// `HeadlessUIKitTesting` read to find truncated labels.
package struct LabelTextFit: Equatable, Sendable {
  /// The lines the whole text takes at the label's width, with no line limit (at the shrunk
  /// font size when the label shrinks its text to fit).
  package var neededLines: Int
  /// The lines the label draws in its bounds.
  package var shownLines: Int
  /// The width of the widest line the label draws, before truncation cuts it (for a
  /// single-line label: its whole text's width).
  package var textWidth: CGFloat
  /// Whether part of the text is not drawn: a line ends in a truncation, the lines drawn are
  /// fewer than the text needs, or a line is wider than the label.
  package var isCut: Bool
}

extension UILabel {
  /// How the label's text fits its bounds (see ``LabelTextFit``); a label without text fits.
  ///
  /// The text is laid out at the bounds' width as `drawText(in:)` lays it out: shrunk when
  /// `adjustsFontSizeToFitWidth` asks for it, limited to `numberOfLines`, and, for a multi-line
  /// label shorter than its lines, limited to the lines that fit its height.
  package var textFit: LabelTextFit {
    let box = bounds
    let drawing = drawingLayout(in: box)
    guard !drawing.layout.lines.isEmpty else {
      return LabelTextFit(neededLines: 0, shownLines: 0, textWidth: 0, isCut: false)
    }
    var shown = drawing.layout
    if numberOfLines != 1, drawing.scale == 1, shown.height > Double(box.height) + 1e-9 {
      let fitting = max(
        shown.lines.filter { $0.top + $0.height <= Double(box.height) + 1e-9 }.count, 1)
      if fitting < shown.lines.count {
        shown = layoutText(width: box.width, numberOfLines: fitting)
      }
    }
    let needed: Int
    let textWidth: Double
    if drawing.scale == 1 {
      needed = layoutText(width: box.width, numberOfLines: 0).lines.count
      textWidth =
        numberOfLines == 1
        ? layoutText(width: Self.unbounded, numberOfLines: 1).width : shown.width
    } else {
      needed = shown.lines.count
      textWidth = shown.width
    }
    let cut =
      shown.isTruncated || shown.lines.count < needed || textWidth > Double(box.width) + 0.5
    return LabelTextFit(
      neededLines: needed, shownLines: shown.lines.count, textWidth: CGFloat(textWidth),
      isCut: cut)
  }
}
