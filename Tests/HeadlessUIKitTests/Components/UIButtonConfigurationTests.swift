import Foundation
import HeadlessUIKit
import Testing

/// Measurements a configured button's content is checked against.
@MainActor
enum ConfigurationFixtures {
  /// The size of text in a text style, as a multi-line label measures it.
  static func textSize(_ text: String, _ style: UIFont.TextStyle) -> CGSize {
    let label = UILabel()
    label.numberOfLines = 0
    label.font = .preferredFont(forTextStyle: style)
    label.text = text
    return label.sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: 0))
  }

  /// Whether two rectangles are the same but for rounding in the last bits.
  static func near(_ lhs: CGRect?, _ rhs: CGRect) -> Bool {
    guard let lhs else { return false }
    return abs(lhs.minX - rhs.minX) < 1e-9 && abs(lhs.minY - rhs.minY) < 1e-9
      && abs(lhs.width - rhs.width) < 1e-9 && abs(lhs.height - rhs.height) < 1e-9
  }

  /// Whether two lengths are the same but for rounding in the last bits.
  static func near(_ lhs: CGFloat?, _ rhs: CGFloat) -> Bool {
    guard let lhs else { return false }
    return abs(lhs - rhs) < 1e-9
  }

  /// A configuration of a style with a title.
  static func titled(
    _ title: String, _ make: () -> UIButton.Configuration = UIButton.Configuration.plain
  ) -> UIButton.Configuration {
    var config = make()
    config.title = title
    return config
  }

  /// The styles and the names UIKit gives them, in the order Apple lists them.
  static let styles: [(String, () -> UIButton.Configuration)] = [
    ("plain", UIButton.Configuration.plain), ("gray", UIButton.Configuration.gray),
    ("tinted", UIButton.Configuration.tinted), ("filled", UIButton.Configuration.filled),
    ("borderless", UIButton.Configuration.borderless),
    ("bordered", UIButton.Configuration.bordered),
    ("borderedTinted", UIButton.Configuration.borderedTinted),
    ("borderedProminent", UIButton.Configuration.borderedProminent),
  ]
}

/// The configuration value type: defaults, sizes and the title's two spellings (decisions BC1,
/// BC4).
@MainActor
@Suite struct UIButtonConfigurationTests {
  @Test("BC1: every style starts medium, dynamic corners, leading image, no paddings")
  func defaults() {
    for (name, make) in ConfigurationFixtures.styles {
      let config = make()
      #expect(config.buttonSize == .medium, "\(name)")
      #expect(config.cornerStyle == .dynamic, "\(name)")
      #expect(config.imagePlacement == .leading, "\(name)")
      #expect(config.imagePadding == 0 && config.titlePadding == 0, "\(name)")
      #expect(config.titleAlignment == .automatic, "\(name)")
      #expect(config.title == nil && config.subtitle == nil && config.image == nil, "\(name)")
      #expect(config.baseForegroundColor == nil && config.baseBackgroundColor == nil, "\(name)")
      #expect(!config.showsActivityIndicator, "\(name)")
      #expect(config.indicator == .automatic && config.macIdiomStyle == .automatic, "\(name)")
    }
  }

  @Test("BC1: the medium size insets content 7 points above and below and 12 at the sides")
  func mediumInsets() {
    // Interface Builder's plain "Remove All" is 108⅓ × 34⅓ in San Francisco: 84⅓ + 24 by
    // 20⅓ + 14 (shared corpus, gomap-questbuilder).
    #expect(
      UIButton.Configuration.filled().contentInsets
        == NSDirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12))
  }

  @Test("BC1: the size chooses the default insets until insets are set; the default comes back")
  func insetsFollowTheSize() {
    var config = UIButton.Configuration.gray()
    let expected: [(UIButton.Configuration.Size, NSDirectionalEdgeInsets)] = [
      (.mini, NSDirectionalEdgeInsets(top: 5, leading: 10, bottom: 5, trailing: 10)),
      (.small, NSDirectionalEdgeInsets(top: 5, leading: 10, bottom: 5, trailing: 10)),
      (.medium, NSDirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12)),
      (.large, NSDirectionalEdgeInsets(top: 15, leading: 20, bottom: 15, trailing: 20)),
    ]
    for (size, insets) in expected {
      config.buttonSize = size
      #expect(config.contentInsets == insets, "\(size)")
    }
    config.contentInsets = NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
    config.buttonSize = .small
    #expect(
      config.contentInsets == NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
    config.setDefaultContentInsets()
    #expect(
      config.contentInsets == NSDirectionalEdgeInsets(top: 5, leading: 10, bottom: 5, trailing: 10))
  }

  @Test("BC5: the background's corner radius follows the size unless it was set")
  func cornerRadiusFollowsTheSize() {
    var config = UIButton.Configuration.filled()
    // Values UIKit reports for background.cornerRadius (a backport checked against iOS).
    #expect(config.background.cornerRadius == 5.95)
    config.buttonSize = .large
    #expect(config.background.cornerRadius == 8.75)
    config.buttonSize = .small
    #expect(config.background.cornerRadius == 14)
    config.buttonSize = .mini
    #expect(config.background.cornerRadius == 14)
    config.background.cornerRadius = 3
    config.buttonSize = .medium
    #expect(config.background.cornerRadius == 3)
  }

  @Test("BC3: only the filled style leaves selection alone by default")
  func selectionDefaults() {
    #expect(UIButton.Configuration.plain().automaticallyUpdateForSelection)
    #expect(UIButton.Configuration.gray().automaticallyUpdateForSelection)
    #expect(UIButton.Configuration.tinted().automaticallyUpdateForSelection)
    #expect(!UIButton.Configuration.filled().automaticallyUpdateForSelection)
    #expect(!UIButton.Configuration.borderedProminent().automaticallyUpdateForSelection)
  }

  @Test("The bordered names are the same styles as plain, gray, tinted and filled")
  func borderedNamesAreAliases() {
    #expect(UIButton.Configuration.borderless() == .plain())
    #expect(UIButton.Configuration.bordered() == .gray())
    #expect(UIButton.Configuration.borderedTinted() == .tinted())
    #expect(UIButton.Configuration.borderedProminent() == .filled())
    #expect(UIButton.Configuration.plain() != .filled())
  }

  @Test("BC4: title and attributedTitle are one value; so are subtitle and attributedSubtitle")
  func titleSpellings() {
    var config = UIButton.Configuration.plain()
    config.title = "Continue"
    #expect(config.attributedTitle == AttributedString("Continue"))
    var styled = AttributedString("Bold")
    styled.font = .boldSystemFont(ofSize: 20)
    config.attributedTitle = styled
    #expect(config.title == "Bold")
    config.subtitle = "2 items"
    #expect(config.attributedSubtitle.map { String($0.characters) } == "2 items")
    config.title = nil
    #expect(config.attributedTitle == nil)
  }

  @Test("UIButton.Role has UIKit's raw values and buttons start normal")
  func roles() {
    let roles: [UIButton.Role] = [.normal, .primary, .cancel, .destructive]
    #expect(roles.map(\.rawValue) == [0, 1, 2, 3])
    let button = UIButton(configuration: .plain())
    #expect(button.role == .normal)
    button.role = .destructive
    #expect(button.role == .destructive)
  }

  @Test("updated(for:) keeps every value set and leaves the original alone")
  func updatedKeepsValues() {
    var config = UIButton.Configuration.tinted()
    config.title = "Title"
    config.baseForegroundColor = .red
    config.imagePadding = 4
    let button = UIButton(configuration: config)
    button.isEnabled = false
    let updated = config.updated(for: button)
    #expect(updated.title == "Title" && updated.baseForegroundColor == .red)
    #expect(updated.imagePadding == 4)
    #expect(button.configuration == config)
  }
}
