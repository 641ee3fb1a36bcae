import Foundation
import HeadlessUIKit
import Testing

/// Styled titles, text attributes transformers and UIKit's AttributedString attributes
/// (decisions BC4, BC10).
@MainActor
@Suite struct UIButtonConfigurationTextTests {
  private typealias Fixtures = ConfigurationFixtures

  @Test("BC4: a title transformer's font is the title's font and sets the button's size")
  func transformerFont() throws {
    var config = Fixtures.titled("Continue", UIButton.Configuration.filled)
    var incomingFont: UIFont?
    var incomingColor: UIColor?
    config.titleTextAttributesTransformer = UIConfigurationTextAttributesTransformer { incoming in
      incomingFont = incoming.font
      incomingColor = incoming.foregroundColor
      var outgoing = incoming
      outgoing.font = UIFont.preferredFont(forTextStyle: .headline)
      return outgoing
    }
    let button = UIButton(configuration: config)
    button.sizeToFit()
    button.layoutIfNeeded()
    #expect(incomingFont == .preferredFont(forTextStyle: .body))
    #expect(incomingColor == .white)
    let headline = Fixtures.textSize("Continue", .headline)
    #expect(button.titleLabel?.font == .preferredFont(forTextStyle: .headline))
    #expect(button.bounds.size == CGSize(width: headline.width + 24, height: headline.height + 14))
  }

  @Test("BC4: a styled title keeps its own font; the foreground colour still comes from the style")
  func styledTitle() {
    var config = UIButton.Configuration.plain()
    var title = AttributedString("Big")
    title.font = .systemFont(ofSize: 30)
    title.foregroundColor = .systemOrange
    config.attributedTitle = title
    config.baseForegroundColor = .systemPurple
    let button = UIButton(configuration: config)
    button.layoutIfNeeded()
    #expect(button.titleLabel?.font == .systemFont(ofSize: 30))
    #expect(button.titleLabel?.textColor == .systemPurple)
  }

  @Test("BC4: the subtitle transformer changes only the subtitle")
  func subtitleTransformer() {
    var config = Fixtures.titled("Title")
    config.subtitle = "Subtitle"
    config.subtitleTextAttributesTransformer = UIConfigurationTextAttributesTransformer {
      var outgoing = $0
      outgoing.foregroundColor = .systemGray
      return outgoing
    }
    let button = UIButton(configuration: config)
    button.layoutIfNeeded()
    #expect(button.subtitleLabel?.textColor == .systemGray)
    #expect(button.titleLabel?.textColor == button.tintColor)
  }

  @Test("Transformers are equal only to themselves")
  func transformerIdentity() {
    let first = UIConfigurationTextAttributesTransformer { $0 }
    let second = UIConfigurationTextAttributesTransformer { $0 }
    #expect(first == first && first != second)
    var container = AttributeContainer()
    container.kern = 2
    #expect(first(container) == container)
  }

  @Test("BC10: UIKit's attributes convert between AttributedString and NSAttributedString")
  func conversions() {
    let font = UIFont.systemFont(ofSize: 13)
    let container = AttributeContainer([.font: font, .foregroundColor: UIColor.red, .kern: 1.5])
    #expect(container.font == font)
    #expect(container.foregroundColor == .red)
    #expect(container.kern == 1.5)
    var string = AttributedString("Hello ", attributes: container)
    string += AttributedString("world")
    let converted = NSAttributedString(string)
    #expect(converted.string == "Hello world")
    #expect(converted.attribute(.font, at: 0, effectiveRange: nil) as? UIFont == font)
    #expect(converted.attribute(.font, at: 7, effectiveRange: nil) == nil)
    let back = AttributedString(converted)
    #expect(back == string)
  }
}
