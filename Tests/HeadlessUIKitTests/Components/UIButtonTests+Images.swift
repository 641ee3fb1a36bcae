import Foundation
import HeadlessUIKit
import Testing

@MainActor
@Suite struct UIButtonImageTests {
  @Test("IM5: a background image alone sizes the button to the image")
  func backgroundImageAlone() {
    let button = UIButton(type: .custom)
    button.setBackgroundImage(ButtonFixtures.image(80, 44), for: .normal)
    #expect(button.intrinsicContentSize == CGSize(width: 80, height: 44))
    button.sizeToFit()
    #expect(button.frame.size == CGSize(width: 80, height: 44))
  }

  @Test("IM5: the button is at least its background image's size, and grows with its content")
  func backgroundImageIsALowerBound() {
    let button = UIButton(type: .system)
    button.setTitle("A much longer title than the image", for: .normal)
    let content = button.intrinsicContentSize
    button.setBackgroundImage(ButtonFixtures.image(40, 50), for: .normal)
    #expect(button.intrinsicContentSize == CGSize(width: content.width, height: 50))
    button.setBackgroundImage(ButtonFixtures.image(400, 10), for: .normal)
    #expect(button.intrinsicContentSize == CGSize(width: 400, height: content.height))
    #expect(button.sizeThatFits(.zero) == button.intrinsicContentSize)
  }

  @Test("IM5: a state without a background image uses the normal one")
  func stateFallback() {
    let button = UIButton(type: .custom)
    let normal = ButtonFixtures.image(20, 20)
    let highlighted = ButtonFixtures.image(30, 30)
    button.setBackgroundImage(normal, for: .normal)
    #expect(button.backgroundImage(for: .selected) === normal)
    #expect(button.backgroundImage(for: .highlighted) === normal)
    button.setBackgroundImage(highlighted, for: .highlighted)
    #expect(button.backgroundImage(for: .highlighted) === highlighted)
    #expect(button.currentBackgroundImage === normal)
    button.isHighlighted = true
    #expect(button.currentBackgroundImage === highlighted)
    #expect(button.intrinsicContentSize == CGSize(width: 30, height: 30))
    button.setBackgroundImage(nil, for: .highlighted)
    #expect(button.currentBackgroundImage === normal)
    #expect(UIButton().backgroundImage(for: .normal) == nil)
  }

  @Test("IM5: the background fills the bounds behind the image and title")
  func backgroundLayout() throws {
    let button = UIButton(type: .system)
    button.setImage(ButtonFixtures.image(10, 10), for: .normal)
    button.setTitle("Go", for: .normal)
    button.setBackgroundImage(ButtonFixtures.image(8, 8), for: .normal)
    button.frame = CGRect(x: 0, y: 0, width: 120, height: 40)
    button.layoutIfNeeded()
    let background = try #require(button.subviews.first as? UIImageView)
    #expect(background !== button.imageView)
    #expect(background.frame == button.bounds)
    #expect(background.image === button.currentBackgroundImage)
    #expect(button.subviews.firstIndex { $0 === button.imageView } == 1)
    #expect(button.subviews.last === button.titleLabel)
  }

  @Test("IM5: backgroundRect(forBounds:) places the background")
  func backgroundRect() throws {
    final class InsetButton: UIButton {
      override func backgroundRect(forBounds bounds: CGRect) -> CGRect {
        bounds.insetBy(dx: 5, dy: 5)
      }
    }
    let button = InsetButton(type: .custom)
    button.setBackgroundImage(ButtonFixtures.image(8, 8), for: .normal)
    button.frame = CGRect(x: 0, y: 0, width: 100, height: 50)
    button.layoutIfNeeded()
    let background = try #require(button.subviews.first as? UIImageView)
    #expect(background.frame == CGRect(x: 5, y: 5, width: 90, height: 40))
  }

  @Test("IM3: a preferred symbol configuration sizes the button's symbol, per state")
  func preferredSymbolConfiguration() throws {
    let button = UIButton(type: .system)
    button.setImage(UIImage(systemName: "plus"), for: .normal)
    #expect(button.intrinsicContentSize.height == symbolSide(.systemFont(ofSize: 17)))
    let large = UIImage.SymbolConfiguration(pointSize: 30)
    button.setPreferredSymbolConfiguration(large, forImageIn: .normal)
    #expect(button.preferredSymbolConfigurationForImage(in: .highlighted) == large)
    #expect(button.currentPreferredSymbolConfiguration == large)
    let side = symbolSide(.systemFont(ofSize: 30))
    #expect(button.intrinsicContentSize == CGSize(width: side, height: side))
    #expect(button.imageView?.preferredSymbolConfiguration == large)
    button.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
    button.layoutIfNeeded()
    #expect(button.imageView?.frame.size == CGSize(width: side, height: side))
    let small = UIImage.SymbolConfiguration(pointSize: 10)
    button.setPreferredSymbolConfiguration(small, forImageIn: .highlighted)
    button.isHighlighted = true
    #expect(button.intrinsicContentSize.height == symbolSide(.systemFont(ofSize: 10)))
  }
}
