import Foundation
import HeadlessUIKit
import HeadlessUIKitTestSupport
import Testing

/// Intrinsic sizes by uikit-peers L13 and the rules of decision B9.
@MainActor
@Suite(.dejaVuSystemFace) struct UIButtonSizingTests {
  @Test("L13: an empty button measures 30×34 and sizeToFit gives that")
  func emptyButton() {
    for type in [UIButton.ButtonType.custom, .system] {
      let button = UIButton(type: type)
      #expect(button.intrinsicContentSize == CGSize(width: 30, height: 34))
      button.frame = CGRect(x: 7, y: 8, width: 100, height: 100)
      button.sizeToFit()
      #expect(button.frame == CGRect(x: 7, y: 8, width: 30, height: 34))
    }
  }

  @Test("L13: an image alone gives exactly the image's size")
  func imageOnly() {
    let button = UIButton(type: .custom)
    button.setImage(ButtonFixtures.image(80, 80), for: .normal)
    #expect(button.intrinsicContentSize == CGSize(width: 80, height: 80))
    button.sizeToFit()
    #expect(button.frame.size == CGSize(width: 80, height: 80))
    button.setImage(ButtonFixtures.image(12, 9), for: .normal)
    #expect(button.intrinsicContentSize == CGSize(width: 12, height: 9))
  }

  @Test("L13: a title is its label's size plus 6 points above and below")
  func titleOnly() {
    let button = UIButton(type: .system)
    button.setTitle("Hello World", for: .normal)
    let title = ButtonFixtures.titleSize("Hello World")
    #expect(title.width > 30)
    #expect(button.intrinsicContentSize == CGSize(width: title.width, height: title.height + 12))
    // San Francisco gives 78×30; DejaVu Sans 15 pt gives 86 × 29.67 on a 3× screen.
    #expect(title.height == ButtonFixtures.titleSize("On").height)
    #expect(UIScreen.main.scale == 3)
    #expect(button.intrinsicContentSize.width == 86)
    #expect(abs(button.intrinsicContentSize.height - 89.0 / 3) < 1e-9)
  }

  @Test("B9: a titled button is at least 30 points wide")
  func shortTitleIsThirtyWide() {
    let button = UIButton(type: .system)
    button.setTitle("On", for: .normal)
    let title = ButtonFixtures.titleSize("On")
    #expect(title.width < 30)
    #expect(button.intrinsicContentSize == CGSize(width: 30, height: title.height + 12))
  }

  @Test("B9: the default system \"Button\" is its title plus 6 points above and below")
  func defaultSystemButton() {
    // Interface Builder stores 46×30 for it in San Francisco: an 18-point line plus 12.
    let button = UIButton(type: .system)
    button.setTitle("Button", for: .normal)
    let title = ButtonFixtures.titleSize("Button")
    #expect(button.intrinsicContentSize == CGSize(width: title.width, height: title.height + 12))
    #expect(button.sizeThatFits(.zero) == button.intrinsicContentSize)
    // Checked in for DejaVu Sans 15 pt on the default 3× screen: 151 × 89 pixels.
    #expect(UIScreen.main.scale == 3)
    #expect(abs(button.intrinsicContentSize.width - 151.0 / 3) < 1e-9)
    #expect(abs(button.intrinsicContentSize.height - 89.0 / 3) < 1e-9)
  }

  @Test("L13: title and image side by side: the widths add up, the height is the larger")
  func titleAndImage() {
    let button = UIButton(type: .system)
    button.setTitle("Hello World", for: .normal)
    let title = ButtonFixtures.titleSize("Hello World")
    button.setImage(ButtonFixtures.image(20, 20), for: .normal)
    #expect(
      button.intrinsicContentSize
        == CGSize(width: title.width + 20, height: max(20, title.height + 12)))
    button.setImage(ButtonFixtures.image(40, 80), for: .normal)
    #expect(button.intrinsicContentSize == CGSize(width: title.width + 40, height: 80))
  }

  @Test("B9: content insets add to the size; title and image insets do not")
  func insets() {
    let button = UIButton(type: .custom)
    button.setImage(ButtonFixtures.image(40, 20), for: .normal)
    button.titleEdgeInsets = UIEdgeInsets(top: 5, left: 5, bottom: 5, right: 5)
    button.imageEdgeInsets = UIEdgeInsets(top: 3, left: 3, bottom: 3, right: 3)
    #expect(button.intrinsicContentSize == CGSize(width: 40, height: 20))
    button.contentEdgeInsets = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
    #expect(button.intrinsicContentSize == CGSize(width: 46, height: 24))
    let empty = UIButton(type: .custom)
    empty.contentEdgeInsets = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
    #expect(empty.intrinsicContentSize == CGSize(width: 36, height: 38))
  }

  @Test("5.16: changing the title, image or content insets invalidates the intrinsic size")
  func changesInvalidate() {
    let button = CountingButton(type: .system)
    let start = button.invalidations
    button.setTitle("A", for: .normal)
    #expect(button.invalidations == start + 1)
    button.setImage(ButtonFixtures.image(4, 4), for: .normal)
    #expect(button.invalidations == start + 2)
    button.contentEdgeInsets = UIEdgeInsets(top: 1, left: 1, bottom: 1, right: 1)
    #expect(button.invalidations == start + 3)
    button.isHighlighted = true
    #expect(button.invalidations == start + 4)
  }

  @Test("5.14: a positioned button takes its intrinsic size and follows its title")
  func autoLayoutUsesTheIntrinsicSize() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
    let button = UIButton(type: .system)
    button.translatesAutoresizingMaskIntoConstraints = false
    button.setImage(ButtonFixtures.image(40, 24), for: .normal)
    window.addSubview(button)
    NSLayoutConstraint.activate([
      button.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 10),
      button.topAnchor.constraint(equalTo: window.topAnchor, constant: 20),
    ])
    window.layoutIfNeeded()
    #expect(button.frame == CGRect(x: 10, y: 20, width: 40, height: 24))
    button.setImage(ButtonFixtures.image(60, 36), for: .normal)
    window.layoutIfNeeded()
    #expect(button.frame == CGRect(x: 10, y: 20, width: 60, height: 36))
    #expect(button.imageView?.frame == CGRect(x: 0, y: 0, width: 60, height: 36))
  }

  @Test("B12: a new font for the title label resizes the button at the next layout")
  func titleLabelFontResizesTheButton() throws {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
    let button = CountingButton(type: .system)
    button.translatesAutoresizingMaskIntoConstraints = false
    button.setTitle("Hello", for: .normal)
    window.addSubview(button)
    NSLayoutConstraint.activate([
      button.leadingAnchor.constraint(equalTo: window.leadingAnchor),
      button.topAnchor.constraint(equalTo: window.topAnchor),
    ])
    window.layoutIfNeeded()
    let small = button.frame.size
    let label = try #require(button.titleLabel)
    #expect(String(describing: type(of: label)) == "UIButtonLabel")
    let before = button.invalidations
    label.font = .systemFont(ofSize: 30)
    #expect(button.invalidations == before + 1)
    window.layoutIfNeeded()
    let large = label.intrinsicContentSize
    #expect(button.frame.size == CGSize(width: large.width, height: large.height + 12))
    #expect(button.frame.height > small.height)
    #expect(label.frame.size == large)
  }
}
