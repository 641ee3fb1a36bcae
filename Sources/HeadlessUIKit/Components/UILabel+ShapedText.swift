import Foundation
import TextLayout

/// A label's plain text split into clusters and shaped, kept from the engine's first measurement
/// of a wrapping label to its second (decision PF16).
///
/// The layout engine measures a wrapping label whose width comes from layout twice, as UIKit
/// does: once before its width is known, then at its solved width (decision L6). Only the line
/// breaking depends on the width, so the second measurement reuses the shaped clusters of the
/// first and drops them. The entry is keyed on the whole run that is measured (string, font,
/// kern and paragraph style), so a change of any of them in between makes the second
/// measurement shape anew.
struct ShapedLabelText {
  /// The run that was shaped: the cache key.
  let run: StyledRun
  /// Its clusters and their styles.
  let clusters: StyledClusters
  /// Its clusters measured.
  let measured: MeasuredText
}

extension UILabel {
  /// Lays out plain text in the label's font and paragraph, as
  /// `TextMeasurement.layout(plain:font:paragraph:kern:width:numberOfLines:lineBreakMode:isRightToLeft:)`
  /// does, reusing the shaped text of the previous measurement when the run is the same.
  ///
  /// The shaped text is kept only by a measurement the engine makes before it has solved the
  /// label's width (``expectsMeasurementAtSolvedWidth``), and used and dropped by the next one:
  /// a label keeps nothing once it is laid out, and `sizeThatFits(_:)` keeps nothing.
  func layoutPlainText(
    _ text: String, paragraph: NSParagraphStyle, width: Double, numberOfLines: Int,
    isRightToLeft: Bool
  ) -> TextLayoutResult {
    var options = TextLayoutOptions(
      maxWidth: width, numberOfLines: numberOfLines, lineBreakMode: lineBreakMode.layoutMode)
    options.isRightToLeft = isRightToLeft
    let run = StyledRun(text, font: font.font, paragraphStyle: paragraph.layoutStyle)
    let shaped: ShapedLabelText
    if let cached = shapedText, cached.run == run {
      shaped = cached
    } else {
      let clusters = StyledClusters(StyledText(runs: [run]))
      shaped = ShapedLabelText(run: run, clusters: clusters, measured: clusters.measured())
    }
    shapedText =
      expectsMeasurementAtSolvedWidth && intrinsicSizeDependsOnLayoutWidth ? shaped : nil
    return TextLayouter.layout(
      shaped.measured, styles: shaped.clusters, lineHeight: run.font.lineHeight, options: options)
  }
}
