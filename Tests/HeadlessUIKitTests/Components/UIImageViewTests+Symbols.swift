import Foundation
import HeadlessUIKit
import Testing

@MainActor
@Suite struct UIImageViewSymbolTests {
  @Test("IM3: an image view measures a symbol with its preferred configuration laid over")
  func preferredConfiguration() throws {
    let symbol = try #require(
      UIImage(systemName: "star", withConfiguration: UIImage.SymbolConfiguration(pointSize: 30)))
    let imageView = CountingImageView(image: symbol)
    #expect(imageView.frame.size == symbol.size)
    #expect(imageView.intrinsicContentSize == symbol.size)
    let start = imageView.invalidations
    imageView.preferredSymbolConfiguration = UIImage.SymbolConfiguration(scale: .large)
    #expect(imageView.invalidations == start + 1)
    #expect(
      imageView.intrinsicContentSize.height
        == symbolSide(.systemFont(ofSize: 30), factor: 1.3))
    // What the view prefers wins over what the image says.
    imageView.preferredSymbolConfiguration = UIImage.SymbolConfiguration(pointSize: 12)
    #expect(imageView.intrinsicContentSize.height == symbolSide(.systemFont(ofSize: 12)))
    #expect(imageView.sizeThatFits(.zero) == imageView.intrinsicContentSize)
    // The image the view holds is the one set.
    #expect(imageView.image === symbol)
    // Images that are not symbols ignore the preferred configuration.
    imageView.image = ButtonFixtures.image(8, 6)
    #expect(imageView.intrinsicContentSize == CGSize(width: 8, height: 6))
  }

  @Test("IM3: a text-style symbol follows the image view's content size category")
  func dynamicType() throws {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let symbol = try #require(
      UIImage(systemName: "star", withConfiguration: UIImage.SymbolConfiguration(textStyle: .body)))
    let imageView = CountingImageView(image: symbol)
    window.addSubview(imageView)
    let before = imageView.intrinsicContentSize
    #expect(before.height == symbolSide(.systemFont(ofSize: 17)))
    let start = imageView.invalidations
    window.traitOverrides.preferredContentSizeCategory = .accessibilityExtraExtraExtraLarge
    #expect(imageView.invalidations > start)
    #expect(imageView.intrinsicContentSize.height == symbolSide(.systemFont(ofSize: 53)))
    // The image itself is unchanged.
    #expect(symbol.size == before)
  }
}
