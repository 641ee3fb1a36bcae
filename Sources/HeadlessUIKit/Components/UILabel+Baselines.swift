import Foundation
import TextLayout

extension UILabel: LayoutWidthDependentSizing {}

extension UILabel: LayoutBaselineProviding {
  /// The offsets of the first and last baselines from the centre of the text, for the text laid
  /// out at the label's wrap width (decision L7).
  ///
  /// The text is as tall as the label's intrinsic height and centred in the label, so a label
  /// of its intrinsic height has its first baseline `ascender` below its top.
  func baselineOffsetsFromCenter(layoutWidth: CGFloat?) -> (first: CGFloat, last: CGFloat)? {
    guard let layout = baselineLayout(layoutWidth: layoutWidth) else { return nil }
    let height = CGFloat(TextLayoutResult.ceil(layout.height, scale: Double(pixelScale)))
    // Until styled layout reports per-line metrics, lines are one font's line height apart.
    let ascender = Double(font.ascender)
    let firstBaseline = ascender
    let lastBaseline = ascender + Double(layout.lines.count - 1) * layout.lineHeight
    let first = CGFloat(firstBaseline) - height / 2
    let last = CGFloat(lastBaseline) - height / 2
    return (first, last)
  }

  /// The text laid out as the intrinsic size lays it out, or `nil` when there is no text.
  private func baselineLayout(layoutWidth: CGFloat?) -> TextLayoutResult? {
    let width: CGFloat
    if numberOfLines == 1 {
      width = Self.unbounded
    } else if preferredMaxLayoutWidth > 0 {
      width = preferredMaxLayoutWidth
    } else if let layoutWidth {
      width = layoutWidth
    } else {
      width = bounds.width > 0 ? bounds.width : Self.unbounded
    }
    let layout = layoutText(width: width, numberOfLines: numberOfLines)
    return layout.lines.isEmpty ? nil : layout
  }
}
