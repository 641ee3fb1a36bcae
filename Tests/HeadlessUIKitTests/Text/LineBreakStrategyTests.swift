import Foundation
import HeadlessUIKitTestSupport
import Testing

@testable import HeadlessUIKit

/// `NSParagraphStyle.lineBreakStrategy` reaches the layout (decision TX9).
@MainActor
@Suite(.dejaVuSystemFace)
struct ParagraphLineBreakStrategyTests {
  @Test("Strategies keep UIKit's raw values; paragraph styles have none by default")
  func rawValues() {
    #expect(NSParagraphStyle.LineBreakStrategy.pushOut.rawValue == 1)
    #expect(NSParagraphStyle.LineBreakStrategy.hangulWordPriority.rawValue == 2)
    #expect(NSParagraphStyle.LineBreakStrategy.standard.rawValue == 0xFFFF)
    #expect(NSParagraphStyle.default.lineBreakStrategy == [])
    let style = NSMutableParagraphStyle()
    style.lineBreakStrategy = .pushOut
    #expect((style.copy() as? NSParagraphStyle)?.lineBreakStrategy == .pushOut)
    #expect(style != NSParagraphStyle.default)
  }

  @Test("Push-out measured by boundingRect: 'aaa' / 'bbb ccc' at 2,048 points, 7,929 wide")
  func pushOutInBoundingRect() {
    // hb-shape DejaVuSans.ttf: a=1255, b=1300, c=1126, space=651 units of 2,048.
    let font = UIFont.systemFont(ofSize: 2048)
    let style = NSMutableParagraphStyle()
    let size = CGSize(width: 9000, height: CGFloat.greatestFiniteMagnitude)
    let plain = NSAttributedString(
      string: "aaa bbb ccc", attributes: [.font: font, .paragraphStyle: style])
    #expect(
      plain.boundingRect(with: size, options: .usesLineFragmentOrigin, context: nil).width
        == 8316)
    style.lineBreakStrategy = .standard
    let pushed = NSAttributedString(
      string: "aaa bbb ccc", attributes: [.font: font, .paragraphStyle: style])
    let rect = pushed.boundingRect(with: size, options: .usesLineFragmentOrigin, context: nil)
    #expect(rect.width == 7929)
    #expect(rect.height == 2 * font.lineHeight)
  }
}

/// `UILabel.lineBreakStrategy`: `.standard` by default, for plain text only (decision TX12).
@MainActor
@Suite(.dejaVuSystemFace)
struct LabelLineBreakStrategyTests {
  @Test("TX12: a label's plain text avoids a one-word last line by default; attributed text not")
  func labelDefaultsToStandard() {
    // hb-shape DejaVuSans.ttf: a=1255, b=1300, c=1126, space=651 units of 2,048, so at 2,048
    // points 'aaa bbb' is 8,316 wide (fits 9,000 with 'ccc' alone below) and 'bbb ccc' 7,929.
    let font = UIFont.systemFont(ofSize: 2048)
    let label = UILabel()
    label.font = font
    label.numberOfLines = 0
    label.text = "aaa bbb ccc"
    let proposal = CGSize(width: 9000, height: 0)
    #expect(label.lineBreakStrategy == .standard)
    #expect(label.sizeThatFits(proposal).width == 7929)
    label.lineBreakStrategy = []
    #expect(label.sizeThatFits(proposal).width == 8316)
    label.lineBreakStrategy = .standard
    label.attributedText = NSAttributedString(string: "aaa bbb ccc", attributes: [.font: font])
    #expect(label.sizeThatFits(proposal).width == 8316)
  }
}
