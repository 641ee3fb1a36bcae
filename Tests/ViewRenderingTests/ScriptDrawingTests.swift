import Foundation
import Testing
import UIGeometry

@testable import HeadlessUIKit
@testable import Raster
@testable import ViewRendering

/// Issue 23's done-means audit: labels in each script draw their glyphs where HarfBuzz places them,
/// in visual order.
///
/// Each label is in the system font (Inter, decision TX11) at 50 pt, left aligned from x = 0 and
/// rendered at 1×. Expected ink comes from `hb-shape --show-extents` for the stand-in font and text:
/// a glyph's ink runs from its pen position plus its x bearing for its extent's width, in font units
/// (1,000 per em for the Noto fonts, so 0.05 pt each); Inter's space is 792 of 2,816 units
/// (14.0625 pt). Antialiasing may leave the outermost column of a glyph's box uninked, hence a
/// one-pixel tolerance at the word's edges.
@MainActor
@Suite("Drawing labels in each script")
struct ScriptDrawingTests {
  /// The columns of a rendering of `text` that hold any ink.
  private func inkedColumns(_ text: String, width: CGFloat = 300) -> Set<Int> {
    let label = UILabel(frame: CGRect(x: 0, y: 0, width: width, height: 100))
    label.font = .systemFont(ofSize: 50)
    label.textAlignment = .left
    label.text = text
    let canvas = RasterRenderer.render(DisplayList(rendering: label), scale: 1, background: nil)
    var columns: Set<Int> = []
    for x in 0..<canvas.width {
      for y in 0..<canvas.height where canvas.premultipliedPixel(x: x, y: y).alpha > 0 {
        columns.insert(x)
        break
      }
    }
    return columns
  }

  /// Checks that the leftmost and rightmost inked columns of `columns` within `window` are
  /// those of ink from `left` to `right` points, within a pixel.
  private func expectInk(
    _ columns: Set<Int>, from left: Double, to right: Double, within window: ClosedRange<Int>,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let inside = columns.filter { window.contains($0) }
    guard let first = inside.min(), let last = inside.max() else {
      Issue.record("no ink in \(window)", sourceLocation: sourceLocation)
      return
    }
    #expect(abs(first - Int(left.rounded(.down))) <= 1, sourceLocation: sourceLocation)
    #expect(abs(last - Int(right.rounded(.down))) <= 1, sourceLocation: sourceLocation)
  }

  /// Whether no column of `range` is inked.
  private func isBlank(_ columns: Set<Int>, _ range: ClosedRange<Int>) -> Bool {
    columns.allSatisfy { !range.contains($0) }
  }

  @Test("Arabic: the second word is drawn on the left, the first on the right, joined forms inked")
  func arabic() {
    // 'بالعالم' ink 10…2,404 units from x = 0: 0.5…120.2 pt. 'مرحبا' starts after 2,454 units and
    // the space (136.7625 pt); its ink is 72…2,044 units: 140.36…238.96 pt.
    let columns = inkedColumns("مرحبا بالعالم")
    expectInk(columns, from: 0.5, to: 120.2, within: 0...129)
    expectInk(columns, from: 140.36, to: 238.96, within: 130...299)
    #expect(isBlank(columns, 122...138))
  }

  @Test("Hebrew: 'עולם' on the left, then 'שלום', each glyph's ink in place")
  func hebrew() {
    // 'עולם' ink 49…2,052 units: 2.45…102.6 pt. 'שלום' starts at 2,100 units + the space
    // (119.0625 pt); ink 49…2,162 units: 121.51…227.16 pt.
    let columns = inkedColumns("שלום עולם")
    expectInk(columns, from: 2.45, to: 102.6, within: 0...110)
    expectInk(columns, from: 121.51, to: 227.16, within: 111...299)
    #expect(isBlank(columns, 104...120))
  }

  @Test("Hindi: conjunct and vowel signs inked inside each word, the words apart")
  func hindi() {
    // 'नमस्ते' ink 0…2,126 units (the e sign's mark −409 from the pen at 2,112): 0…106.3 pt.
    // 'दुनिया' from 2,112 units + the space (119.6625 pt); ink 0…2,187 units: 119.66…229.01 pt.
    let columns = inkedColumns("नमस्ते दुनिया")
    expectInk(columns, from: 0, to: 106.3, within: 0...112)
    expectInk(columns, from: 119.66, to: 229.01, within: 113...299)
    #expect(isBlank(columns, 108...118))
  }

  @Test("Thai: the marks above are positioned over their consonants")
  func thai() {
    // 'สวัสดี' ink 49…2,171 units: 2.45…108.55 pt; the mai han-akat (GPOS offset 10) spans
    // 743…1,116 units, over the gap between ว (610…1,001) and ส (1,113…1,598): 53 pt is inked
    // only by the mark.
    let columns = inkedColumns("สวัสดี")
    expectInk(columns, from: 2.45, to: 108.55, within: 0...299)
    #expect(columns.contains(53))
  }

  @Test("Chinese: two ideographs, one em each, a gap between their boxes")
  func chinese() {
    // Noto Sans CJK SC '你好': ink 16…959 and 1,026…1,960 units: 0.8…47.95 and 51.3…98 pt.
    let columns = inkedColumns("你好")
    expectInk(columns, from: 0.8, to: 47.95, within: 0...49)
    expectInk(columns, from: 51.3, to: 98, within: 50...299)
    #expect(isBlank(columns, 49...50))
  }

  @Test("Japanese: kana drawn from Noto Sans CJK JP at one em each")
  func japanese() {
    // 'こんにちは': ink 173 units from the start to 4,000 + 115 + 835 = 4,950: 8.65…247.5 pt;
    // 'こ' ends at 835 (41.75 pt) and 'ん' starts at 1,076 (53.8 pt).
    let columns = inkedColumns("こんにちは")
    expectInk(columns, from: 8.65, to: 247.5, within: 0...299)
    #expect(isBlank(columns, 43...52))
  }
}
