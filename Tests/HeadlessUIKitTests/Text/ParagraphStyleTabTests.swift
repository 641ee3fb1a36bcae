import Foundation
import HeadlessUIKitTestSupport
import Testing

@testable import HeadlessUIKit

/// Tab stops, tightening and hyphenation reach labels (decisions TX13–TX15).
///
/// Widths are DejaVu Sans advances from `hb-shape DejaVuSans.ttf` (2,048 units per em) at 17 pt:
/// 'Hello' 5,191 units (43.09 pt); 'a hy' 4,416 and the hyphen 739; hyphenation points from
/// libhyphen's US English patterns (hy=phen=ation).
@MainActor
@Suite(.dejaVuSystemFace)
struct ParagraphStyleTabTests {
  @Test("The default paragraph style has 12 left tabs 28 pt apart and no default interval")
  func defaultTabStops() {
    let stops = NSParagraphStyle.default.tabStops
    #expect(stops.count == 12)
    #expect(stops.map(\.location) == (1...12).map { CGFloat($0) * 28 })
    #expect(stops.allSatisfy { $0.alignment == .left && $0.options.isEmpty })
    #expect(NSParagraphStyle.default.defaultTabInterval == 0)
  }

  @Test("Setting, adding and removing tab stops keeps them sorted by location")
  func editingTabStops() {
    let style = NSMutableParagraphStyle()
    style.tabStops = [
      NSTextTab(textAlignment: .right, location: 90), NSTextTab(textAlignment: .left, location: 10),
    ]
    style.addTabStop(NSTextTab(textAlignment: .center, location: 50))
    #expect(style.tabStops.map(\.location) == [10, 50, 90])
    #expect(style.tabStops.map(\.alignment) == [.left, .center, .right])
    style.removeTabStop(NSTextTab(textAlignment: .center, location: 50))
    #expect(style.tabStops.map(\.location) == [10, 90])
    style.tabStops = []
    #expect(style.tabStops.isEmpty)
    #expect(style != NSParagraphStyle.default)
    #expect(NSTextTab(textAlignment: .left, location: 28) == NSParagraphStyle.default.tabStops[0])
  }

  @Test("A label draws the text after a tab at the paragraph's stop")
  func labelTabs() {
    let style = NSMutableParagraphStyle()
    style.tabStops = [NSTextTab(textAlignment: .left, location: 100)]
    let label = UILabel(frame: CGRect(x: 0, y: 0, width: 300, height: 40))
    label.attributedText = NSAttributedString(
      string: "a\tb", attributes: [.paragraphStyle: style, .font: UIFont.systemFont(ofSize: 17)])
    #expect(label.drawnLines.map(\.text) == ["a", "b"])
    #expect(label.drawnLines.map(\.origin.x) == [0, 100])
  }

  @Test("allowsDefaultTighteningForTruncation: 'Hello' (43.09 pt) fits 42 pt tightened, not 40")
  func tightening() {
    let label = UILabel(frame: CGRect(x: 0, y: 0, width: 42, height: 40))
    label.textAlignment = .left
    label.text = "Hello"
    #expect(label.drawnLines.first?.text.hasSuffix("…") == true)
    label.allowsDefaultTighteningForTruncation = true
    #expect(label.drawnLines.map(\.text) == ["Hello"])
    // The four gaps lose (43.09 − 42) / 4 pt each.
    let tracking = (42 - 5191.0 * 17 / 2048) / 4
    #expect(abs((label.drawnLines.first?.tracking ?? 0) - tracking) < 1e-9)
    label.frame.size.width = 40
    #expect(label.drawnLines.first?.text.hasSuffix("…") == true)
  }

  @Test("hyphenationFactor: a label hyphenates 'hyphenation' after 'hy' and 'phen'")
  func hyphenation() {
    let style = NSMutableParagraphStyle()
    style.hyphenationFactor = 1
    let label = UILabel(frame: CGRect(x: 0, y: 0, width: 60, height: 200))
    label.numberOfLines = 0
    label.attributedText = NSAttributedString(
      string: "a hyphenation",
      attributes: [.paragraphStyle: style, .font: UIFont.systemFont(ofSize: 17)])
    #expect(label.drawnLines.map(\.text) == ["a hy", "-", "phen", "-", "ation"])
    // The hyphen follows 'a hy' (4,416 units).
    #expect(abs(label.drawnLines[1].origin.x - 4416.0 * 17 / 2048) < 1e-9)
    style.hyphenationFactor = 0
    label.attributedText = NSAttributedString(
      string: "a hyphenation",
      attributes: [.paragraphStyle: style, .font: UIFont.systemFont(ofSize: 17)])
    #expect(!label.drawnLines.map(\.text).contains("-"))
    style.usesDefaultHyphenation = true
    label.attributedText = NSAttributedString(
      string: "a hyphenation",
      attributes: [.paragraphStyle: style, .font: UIFont.systemFont(ofSize: 17)])
    #expect(label.drawnLines.map(\.text).contains("-"))
  }
}
