import Foundation
import HeadlessUIKitTestSupport
import Testing
import UIGeometry

@testable import HeadlessUIKit
@testable import Raster
@testable import ViewRendering

/// Decisions TX16–TX18: attribute runs draw their colours, lines and kern, and emoji draw in
/// colour.
///
/// Labels are in DejaVu Sans at 102.4 pt (0.05 pt per font unit of 2,048) in a 120 pt tall label,
/// rendered at 1×. From the font's tables (FreeType): 'l' advances 569 units with its stem from
/// 193 to 377 (9.65…18.85 pt, then 38.1…47.3 pt for a second 'l'); `hhea` ascender 1,901 and
/// descender −483, so the 119.2 pt line (rounded up to 119.33 on the 3× grid) is centred with
/// its baseline at 0.333 + 95.05 = 95.38 pt; `post` underline position −40 and thickness 90
/// (FreeType centres it at −85: 95.38 + 4.25 pt, 4.5 pt thick); `OS/2` strikeout position 530
/// and size 102 (its top at 95.38 − 26.5 pt, 5.1 pt thick).
@MainActor
@Suite(.dejaVuSystemFace)
struct TextAttributeRenderTests {
  private func render(_ text: NSAttributedString, width: CGFloat = 120, height: CGFloat = 120)
    -> Canvas
  {
    let label = UILabel(frame: CGRect(x: 0, y: 0, width: width, height: height))
    label.textAlignment = .left
    label.attributedText = text
    return RasterRenderer.render(DisplayList(rendering: label), scale: 1, background: nil)
  }

  private let font = UIFont.systemFont(ofSize: 102.4)

  private func string(_ runs: [(String, [NSAttributedString.Key: Any])]) -> NSAttributedString {
    let text = NSMutableAttributedString(string: "")
    for (string, attributes) in runs {
      var attributes = attributes
      attributes[.font] = font
      text.append(NSAttributedString(string: string, attributes: attributes))
    }
    return text
  }

  @Test("Per-run foreground colour: the first 'l' stem is red, the second blue")
  func foregroundColors() {
    let canvas = render(
      string([("l", [.foregroundColor: UIColor.red]), ("l", [.foregroundColor: UIColor.blue])]))
    #expect(canvas.pixel(x: 14, y: 50) == [255, 0, 0, 255])
    #expect(canvas.pixel(x: 42, y: 50) == [0, 0, 255, 255])
  }

  @Test("Background colour fills the run from the line's ascent to its descent")
  func backgroundColor() {
    let canvas = render(string([("l", [:]), ("l", [.backgroundColor: UIColor.yellow])]))
    // The second run spans 28.45…56.9 pt across, 0.33…119.53 pt down; its stem stays black.
    #expect(canvas.pixel(x: 32, y: 50) == [255, 255, 0, 255])
    #expect(canvas.pixel(x: 32, y: 2) == [255, 255, 0, 255])
    #expect(canvas.pixel(x: 42, y: 50) == [0, 0, 0, 255])
    // The first run has no background: beside its stem nothing is drawn.
    #expect(canvas.pixel(x: 22, y: 50) == [0, 0, 0, 0])
    #expect(canvas.pixel(x: 60, y: 50) == [0, 0, 0, 0])
  }

  @Test("Underline: a band 4.5 pt thick centred 4.25 pt below the baseline, in its colour")
  func underline() {
    let canvas = render(
      string([
        ("ll", [.underlineStyle: NSUnderlineStyle.single.rawValue, .underlineColor: UIColor.green])
      ]))
    // The band runs from 97.38 to 101.88 pt down, across both 'l's (0…56.9 pt).
    for y in 98...100 { #expect(canvas.pixel(x: 5, y: y) == [0, 255, 0, 255]) }
    #expect(canvas.pixel(x: 50, y: 99) == [0, 255, 0, 255])
    #expect(canvas.pixel(x: 5, y: 96) == [0, 0, 0, 0])
    #expect(canvas.pixel(x: 5, y: 103) == [0, 0, 0, 0])
    #expect(canvas.pixel(x: 60, y: 99) == [0, 0, 0, 0])
  }

  @Test("Strikethrough: a band 5.1 pt thick whose top is 26.5 pt above the baseline")
  func strikethrough() {
    let canvas = render(
      string([
        (
          "ll",
          [.strikethroughStyle: NSUnderlineStyle.single.rawValue, .strikethroughColor: UIColor.red]
        )
      ]))
    // 68.88…73.98 pt down.
    for y in 69...72 { #expect(canvas.pixel(x: 5, y: y) == [255, 0, 0, 255]) }
    #expect(canvas.pixel(x: 5, y: 67) == [0, 0, 0, 0])
    #expect(canvas.pixel(x: 5, y: 75) == [0, 0, 0, 0])
  }

  @Test("Kern: the second 'l' is drawn 20 pt further right, as it is measured")
  func kern() {
    let canvas = render(string([("ll", [.kern: 20])]))
    // Its stem moves from 38.1…47.3 to 58.1…67.3 pt.
    #expect(canvas.pixel(x: 14, y: 50) == [0, 0, 0, 255])
    #expect(canvas.pixel(x: 62, y: 50) == [0, 0, 0, 255])
    #expect(canvas.pixel(x: 42, y: 50) == [0, 0, 0, 0])
  }

  @Test("Colour emoji: '😀' draws Noto Color Emoji's CBDT bitmap, not a black shape")
  func colorEmoji() {
    // At 109 pt the 109-ppem strike is drawn 1:1. FreeType (FT_LOAD_COLOR) reads the glyph as a
    // 136 × 128 bitmap, left 0, top 101: (68, 64) is (253, 224, 48) and (40, 30) is (250, 206, 45).
    // The line is 101.18 pt (DejaVu's ascent) over 26.61 (Noto Color Emoji's descent, 500 units),
    // 128 pt on the 3× grid: in a 200 pt label its top is at 36 and its baseline at 137.18, so
    // the bitmap's top row is at 36.18 pt.
    let label = UILabel(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    label.textAlignment = .left
    label.font = .systemFont(ofSize: 109)
    label.text = "😀"
    let canvas = RasterRenderer.render(DisplayList(rendering: label), scale: 1, background: nil)
    func close(_ pixel: [UInt8], _ expected: [UInt8]) -> Bool {
      zip(pixel, expected).allSatisfy { abs(Int($0) - Int($1)) <= 10 }
    }
    #expect(close(canvas.pixel(x: 68, y: 100), [253, 224, 48, 255]))
    #expect(close(canvas.pixel(x: 40, y: 66), [250, 206, 45, 255]))
    #expect(canvas.pixel(x: 160, y: 100) == [0, 0, 0, 0])
  }
}
