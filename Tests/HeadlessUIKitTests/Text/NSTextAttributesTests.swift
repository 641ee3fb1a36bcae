import Foundation
import HeadlessUIKit
import Testing

/// The text attributes apps put in attributed strings: underline styles, shadows, links and
/// attachments.
@MainActor
@Suite struct NSTextAttributesTests {
  @Test("Underline styles keep UIKit's raw values and combine")
  func underlineStyles() {
    #expect(NSUnderlineStyle.single.rawValue == 1)
    #expect(NSUnderlineStyle.thick.rawValue == 2)
    #expect(NSUnderlineStyle.double.rawValue == 9)
    let dashed: NSUnderlineStyle = [.single, .patternDash, .byWord]
    #expect(dashed.rawValue == 0x8201)
    let text = NSAttributedString(
      string: "x", attributes: [.underlineStyle: NSUnderlineStyle.single.rawValue])
    #expect(text.attribute(.underlineStyle, at: 0, effectiveRange: nil) as? Int == 1)
  }

  @Test("Keys use UIKit's names")
  func keyNames() {
    #expect(NSAttributedString.Key.link.rawValue == "NSLink")
    #expect(NSAttributedString.Key.shadow.rawValue == "NSShadow")
    #expect(NSAttributedString.Key.attachment.rawValue == "NSAttachment")
    #expect(NSAttributedString.Key.strokeWidth.rawValue == "NSStrokeWidth")
  }

  @Test("A shadow starts with UIKit's offset, no blur and no colour")
  func shadowDefaults() {
    let shadow = NSShadow()
    #expect(shadow.shadowOffset == CGSize(width: 0, height: -3))
    #expect(shadow.shadowBlurRadius == 0)
    #expect(shadow.shadowColor == nil)
  }

  @Test("An attachment string is one object-replacement character carrying the attachment")
  func attachmentString() {
    let image = UIImage()
    let attachment = NSTextAttachment(image: image)
    attachment.bounds = CGRect(x: 0, y: -2, width: 10, height: 10)
    let text = NSAttributedString(attachment: attachment)
    #expect(text.string == "\u{FFFC}")
    let stored = text.attribute(.attachment, at: 0, effectiveRange: nil) as? NSTextAttachment
    #expect(stored === attachment)
    #expect(stored?.image === image)
  }
}
