import Foundation

@testable import TextLayout

/// Builds a `CGSize` from `Double`s in expectations.
struct CGSizeValue {
  let size: CGSize
  init(width: Double, height: Double) { size = CGSize(width: width, height: height) }
}

/// `count` DejaVu Sans font units (2048 per em) in points at 17 pt, exactly.
func units(_ count: Int) -> Double { Double(count) * 17 / 2048 }

/// `lines` with only their text, width and truncation kept, to compare with
/// `TextLine(text:width:isTruncated:)` when a test is about the visible text and not the metrics.
func visible(_ lines: [TextLine]) -> [TextLine] {
  lines.map { TextLine(text: $0.text, width: $0.width, isTruncated: $0.isTruncated) }
}

extension Font {
  /// DejaVu Sans at `size`, named explicitly: the face whose tables these tests' expected values
  /// were read from (the system face defaults to Inter since decision TX11).
  static func dejaVuSans(
    size: Double, weight: FontWeight = .regular, isItalic: Bool = false
  ) throws(FontError) -> Font {
    try Font(
      FontDescription(family: "DejaVu Sans", weight: weight, isItalic: isItalic), size: size)
  }
}
