import Foundation
import HeadlessUIKit
import Testing

/// Where a configured button puts its title, subtitle and image, and its size (BC1, BC2).
///
/// Interface Builder's frames in the shared corpus give the medium rule in San Francisco:
/// "Remove All" 108⅓ × 34⅓, "+" 34⅓ × 34⅓ (the body font's text plus 24 by 14); a 12-point
/// title font gives 28⅓ high (14⅓ + 14), a 10-point one 26 (12 + 14).
@MainActor
@Suite struct UIButtonConfigurationLayoutTests {
  private typealias Fixtures = ConfigurationFixtures

  /// A button showing a configuration, sized to fit and laid out.
  private func fitted(_ config: UIButton.Configuration) -> UIButton {
    let button = UIButton(configuration: config)
    button.sizeToFit()
    button.layoutIfNeeded()
    return button
  }

  @Test("BC1: every style's medium title is body text plus 24 by 14 points")
  func mediumTitleSize() throws {
    let text = Fixtures.textSize("Continue", .body)
    for (name, make) in Fixtures.styles {
      let button = fitted(Fixtures.titled("Continue", make))
      let expected = CGSize(width: text.width + 24, height: text.height + 14)
      #expect(button.intrinsicContentSize == expected, "\(name)")
      #expect(button.frame.size == expected, "\(name)")
      let label = try #require(button.titleLabel)
      #expect(
        Fixtures.near(label.frame, CGRect(origin: CGPoint(x: 12, y: 7), size: text)), "\(name)")
      #expect(label.font == .preferredFont(forTextStyle: .body), "\(name)")
    }
  }

  @Test("BC1: small and mini use subheadline text and 10 by 5 insets, large body text and 20 by 15")
  func sizes() {
    let cases: [(UIButton.Configuration.Size, UIFont.TextStyle, CGFloat, CGFloat)] = [
      (.mini, .subheadline, 20, 10), (.small, .subheadline, 20, 10),
      (.medium, .body, 24, 14), (.large, .body, 40, 30),
    ]
    for (size, style, extraWidth, extraHeight) in cases {
      var config = Fixtures.titled("Save", UIButton.Configuration.filled)
      config.buttonSize = size
      let text = Fixtures.textSize("Save", style)
      let button = fitted(config)
      #expect(
        button.bounds.size
          == CGSize(width: text.width + extraWidth, height: text.height + extraHeight),
        "\(size)")
      #expect(button.titleLabel?.font == .preferredFont(forTextStyle: style), "\(size)")
    }
  }

  @Test("BC2: zero content insets make the button exactly its title")
  func zeroInsets() {
    var config = Fixtures.titled("Edit")
    config.contentInsets = .zero
    let button = fitted(config)
    #expect(button.bounds.size == Fixtures.textSize("Edit", .body))
    #expect(button.titleLabel?.frame.origin == .zero)
  }

  @Test("BC1: an empty configured button is its insets")
  func emptyButton() {
    #expect(UIButton(configuration: .gray()).intrinsicContentSize == CGSize(width: 24, height: 14))
  }

  @Test("BC2: the subtitle sits titlePadding under the title, leading-aligned, in subheadline")
  func subtitleBelowTitle() throws {
    var config = Fixtures.titled("Continue", UIButton.Configuration.filled)
    config.subtitle = "2 items"
    config.titlePadding = 3
    let title = Fixtures.textSize("Continue", .body)
    let subtitle = Fixtures.textSize("2 items", .subheadline)
    let button = fitted(config)
    #expect(
      button.bounds.size
        == CGSize(
          width: max(title.width, subtitle.width) + 24,
          height: title.height + 3 + subtitle.height + 14))
    let subtitleLabel = try #require(button.subtitleLabel)
    #expect(
      Fixtures.near(button.titleLabel?.frame, CGRect(origin: CGPoint(x: 12, y: 7), size: title)))
    #expect(
      Fixtures.near(subtitleLabel.frame, CGRect(x: 12, y: 7 + title.height + 3, size: subtitle)))
    #expect(subtitleLabel.font == .preferredFont(forTextStyle: .subheadline))
  }

  @Test("BC2: centre and trailing title alignments line the two lines up on that edge")
  func titleAlignments() throws {
    var config = Fixtures.titled("Continue")
    config.subtitle = "2 items"
    let title = Fixtures.textSize("Continue", .body)
    let subtitle = Fixtures.textSize("2 items", .subheadline)
    config.titleAlignment = .center
    var button = fitted(config)
    var subtitleFrame = try #require(button.subtitleLabel?.frame)
    #expect(abs(subtitleFrame.midX - 12 - title.width / 2) < 0.34)
    config.titleAlignment = .trailing
    button = fitted(config)
    subtitleFrame = try #require(button.subtitleLabel?.frame)
    #expect(abs(subtitleFrame.maxX - (12 + title.width)) < 0.34)
    #expect(subtitle.width < title.width)
  }

  @Test("BC2: a leading image sits imagePadding before the title, both centred vertically")
  func leadingImage() throws {
    let image = ButtonFixtures.image(20, 30)
    var config = Fixtures.titled("Next")
    config.image = image
    config.imagePadding = 8
    let title = Fixtures.textSize("Next", .body)
    let button = fitted(config)
    let height = max(30, title.height)
    #expect(button.bounds.size == CGSize(width: 20 + 8 + title.width + 24, height: height + 14))
    #expect(
      Fixtures.near(
        button.imageView?.frame, CGRect(x: 12, y: 7 + (height - 30) / 2, width: 20, height: 30)))
    let titleFrame = try #require(button.titleLabel?.frame)
    #expect(Fixtures.near(titleFrame.minX, 12 + 20 + 8))
    #expect(abs(titleFrame.midY - button.bounds.midY) < 0.34)
  }

  @Test("BC3: the background view is the bottom subview, under the image and the title")
  func backgroundIsBehind() throws {
    var config = Fixtures.titled("Next", UIButton.Configuration.filled)
    config.image = ButtonFixtures.image(20, 20)
    let button = fitted(config)
    let imageView = try #require(button.imageView)
    let titleLabel = try #require(button.titleLabel)
    let background = try #require(button.subviews.first)
    #expect(background !== imageView && background !== titleLabel)
    #expect(background.frame == button.bounds)
    #expect(button.subviews.contains(imageView) && button.subviews.contains(titleLabel))
  }

  @Test("BC2: a trailing image sits after the title")
  func trailingImage() throws {
    var config = Fixtures.titled("Next")
    config.image = ButtonFixtures.image(20, 20)
    config.imagePlacement = .trailing
    config.imagePadding = 5
    let title = Fixtures.textSize("Next", .body)
    let button = fitted(config)
    #expect(Fixtures.near(button.titleLabel?.frame.minX, 12))
    let imageFrame = try #require(button.imageView?.frame)
    #expect(Fixtures.near(imageFrame.minX, 12 + title.width + 5))
    #expect(Fixtures.near(imageFrame.maxX, button.bounds.width - 12))
  }

  @Test("BC2: a top image sits above the title, both centred across")
  func topImage() throws {
    var config = Fixtures.titled("Share")
    config.image = ButtonFixtures.image(10, 24)
    config.imagePlacement = .top
    config.imagePadding = 4
    let title = Fixtures.textSize("Share", .body)
    let button = fitted(config)
    #expect(
      button.bounds.size
        == CGSize(width: max(10, title.width) + 24, height: 24 + 4 + title.height + 14))
    let imageFrame = try #require(button.imageView?.frame)
    #expect(Fixtures.near(imageFrame.minY, 7))
    #expect(abs(imageFrame.midX - button.bounds.midX) < 0.34)
    #expect(Fixtures.near(button.titleLabel?.frame.minY, 7 + 24 + 4))
  }

  @Test("BC2: a bottom image sits under the title and the subtitle")
  func bottomImage() throws {
    var config = Fixtures.titled("Share")
    config.subtitle = "Photos"
    config.image = ButtonFixtures.image(10, 24)
    config.imagePlacement = .bottom
    let button = fitted(config)
    let subtitleFrame = try #require(button.subtitleLabel?.frame)
    let imageFrame = try #require(button.imageView?.frame)
    #expect(Fixtures.near(button.titleLabel?.frame.minY, 7))
    #expect(Fixtures.near(imageFrame.minY, subtitleFrame.maxY))
    #expect(Fixtures.near(imageFrame.maxY, button.bounds.height - 7))
    // Automatic alignment centres text over a bottom image.
    #expect(abs(subtitleFrame.midX - button.bounds.midX) < 0.34)
  }

  @Test("BC2: a right-to-left button puts a leading image on the right")
  func rightToLeft() throws {
    var config = Fixtures.titled("Next")
    config.image = ButtonFixtures.image(20, 20)
    let button = UIButton(configuration: config)
    button.semanticContentAttribute = .forceRightToLeft
    button.sizeToFit()
    button.layoutIfNeeded()
    let imageFrame = try #require(button.imageView?.frame)
    #expect(Fixtures.near(imageFrame.maxX, button.bounds.width - 12))
    #expect(Fixtures.near(button.titleLabel?.frame.minX, 12))
  }

  @Test("BC2: a wider button centres its content; leading alignment moves it to the inset")
  func contentAlignment() throws {
    let button = UIButton(configuration: Fixtures.titled("OK"))
    button.frame = CGRect(x: 0, y: 0, width: 200, height: 60)
    button.layoutIfNeeded()
    let title = Fixtures.textSize("OK", .body)
    let frame = try #require(button.titleLabel?.frame)
    #expect(abs(frame.midX - 100) < 0.34 && abs(frame.midY - 30) < 0.34)
    button.contentHorizontalAlignment = .leading
    button.contentVerticalAlignment = .top
    button.layoutIfNeeded()
    #expect(
      Fixtures.near(button.titleLabel?.frame, CGRect(origin: CGPoint(x: 12, y: 7), size: title)))
  }

  @Test("BC2: sizeThatFits wraps the title to the width offered; the intrinsic size stays one line")
  func wrapping() {
    let title = "A rather long title for a button"
    let button = UIButton(configuration: Fixtures.titled(title))
    let natural = button.intrinsicContentSize
    let narrow = button.sizeThatFits(CGSize(width: 120, height: 0))
    #expect(narrow.width <= 120)
    #expect(narrow.height > natural.height)
    #expect(button.sizeThatFits(.zero) == natural)
  }

  @Test("BC9: an activity indicator takes the image's place at 20×20")
  func activityIndicator() {
    var config = Fixtures.titled("Loading")
    config.image = ButtonFixtures.image(40, 40)
    config.showsActivityIndicator = true
    config.imagePadding = 6
    let title = Fixtures.textSize("Loading", .body)
    let button = fitted(config)
    #expect(button.bounds.width == 20 + 6 + title.width + 24)
    let indicator = button.subviews.compactMap { $0 as? UIActivityIndicatorView }.first
    #expect(Fixtures.near(indicator?.frame.minX, 12))
    #expect(indicator?.isAnimating == true)
    #expect(button.imageView?.frame == .zero)
  }

  @Test("BC2: imageReservation widens the image's slot and centres the image in it")
  func imageReservation() throws {
    var config = Fixtures.titled("Go")
    config.image = ButtonFixtures.image(10, 10)
    config.imageReservation = 30
    let title = Fixtures.textSize("Go", .body)
    let button = fitted(config)
    #expect(button.bounds.width == 30 + title.width + 24)
    #expect(Fixtures.near(button.imageView?.frame.minX, 12 + 10))
    #expect(Fixtures.near(button.titleLabel?.frame.minX, 12 + 30))
  }

  @Test("BC9: a symbol image takes the title's text style unless a symbol configuration says so")
  func symbolImage() throws {
    var config = Fixtures.titled("Next")
    config.image = UIImage(systemName: "arrow.right")
    let button = fitted(config)
    let body = try #require(
      UIImage(
        systemName: "arrow.right",
        withConfiguration: UIImage.SymbolConfiguration(textStyle: .body)))
    #expect(button.imageView?.frame.size == body.size)
    config.preferredSymbolConfigurationForImage = UIImage.SymbolConfiguration(pointSize: 40)
    let large = try #require(
      UIImage(
        systemName: "arrow.right",
        withConfiguration: UIImage.SymbolConfiguration(pointSize: 40)))
    #expect(fitted(config).imageView?.frame.size == large.size)
  }
}

extension CGRect {
  /// A rectangle at a point with a size.
  fileprivate init(x: CGFloat, y: CGFloat, size: CGSize) {
    self.init(origin: CGPoint(x: x, y: y), size: size)
  }
}
