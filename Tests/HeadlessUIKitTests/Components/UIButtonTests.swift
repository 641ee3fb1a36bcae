import Foundation
import HeadlessUIKit
import Testing

/// A button that counts intrinsic-size invalidations.
@MainActor
final class CountingButton: UIButton {
  var invalidations = 0

  override func invalidateIntrinsicContentSize() {
    invalidations += 1
    super.invalidateIntrinsicContentSize()
  }
}

/// Test helpers shared by the button suites.
@MainActor
enum ButtonFixtures {
  /// An image of a size in points at scale 1.
  static func image(_ width: CGFloat, _ height: CGFloat) -> UIImage {
    let format = UIGraphicsImageRendererFormat()
    format.scale = 1
    return UIGraphicsImageRenderer(size: CGSize(width: width, height: height), format: format)
      .image { _ in }
  }

  /// The size of a title measured as a button's title label measures it (15-point system font).
  static func titleSize(_ title: String) -> CGSize {
    let label = UILabel()
    label.font = .systemFont(ofSize: 15)
    label.text = title
    return label.intrinsicContentSize
  }
}

@MainActor
@Suite struct UIButtonTests {
  @Test func buttonTypeRawValuesMatchUIKit() {
    let types: [UIButton.ButtonType] = [
      .custom, .system, .detailDisclosure, .infoLight, .infoDark, .contactAdd, .plain, .close,
    ]
    #expect(types.map(\.rawValue) == [0, 1, 2, 3, 4, 5, 6, 7])
    #expect(UIButton.ButtonType.roundedRect == .system)
  }

  @Test func typeComesFromTheInitializer() {
    #expect(UIButton(type: .system).buttonType == .system)
    #expect(UIButton(type: .close).buttonType == .close)
    #expect(UIButton(frame: .zero).buttonType == .custom)
    #expect(UIButton().buttonType == .custom)
    let button = UIButton(type: .system)
    #expect(button.frame == .zero)
    #expect(button.isUserInteractionEnabled)
    #expect(button.contentHorizontalAlignment == .center)
    #expect(button.contentVerticalAlignment == .center)
  }

  @Test("5.15: buttons made in code hug at 250 and resist compression at 750")
  func defaultPriorities() {
    let button = UIButton(type: .system)
    #expect(button.contentHuggingPriority(for: .horizontal).rawValue == 250)
    #expect(button.contentHuggingPriority(for: .vertical).rawValue == 250)
    #expect(button.contentCompressionResistancePriority(for: .horizontal).rawValue == 750)
    #expect(button.contentCompressionResistancePriority(for: .vertical).rawValue == 750)
  }

  @Test func titlesFallBackToTheNormalState() {
    let button = UIButton(type: .system)
    #expect(button.currentTitle == nil)
    button.setTitle("Normal", for: .normal)
    button.setTitle("Pressed", for: .highlighted)
    button.setTitle("Chosen", for: .selected)
    #expect(button.title(for: .normal) == "Normal")
    #expect(button.title(for: .highlighted) == "Pressed")
    #expect(button.title(for: .disabled) == "Normal")
    #expect(button.currentTitle == "Normal")
    #expect(button.titleLabel?.text == "Normal")
    button.isHighlighted = true
    #expect(button.currentTitle == "Pressed")
    #expect(button.titleLabel?.text == "Pressed")
    button.isHighlighted = false
    button.isSelected = true
    #expect(button.currentTitle == "Chosen")
    button.isHighlighted = true
    #expect(button.state == [.selected, .highlighted])
    #expect(button.currentTitle == "Normal")
    button.setTitle(nil, for: .selected)
    button.isHighlighted = false
    #expect(button.currentTitle == "Normal")
  }

  @Test func titleColorsDefaultByType() {
    let custom = UIButton(type: .custom)
    #expect(custom.titleColor(for: .normal) == .white)
    #expect(custom.currentTitleColor == .white)
    let system = UIButton(type: .system)
    #expect(system.currentTitleColor == .tintColor)
    system.isEnabled = false
    #expect(system.currentTitleColor == .systemGray)
    system.setTitleColor(.red, for: .normal)
    #expect(system.currentTitleColor == .red)
    system.setTitleColor(.green, for: .disabled)
    #expect(system.currentTitleColor == .green)
    system.setTitle("Go", for: .normal)
    #expect(system.titleLabel?.textColor == .green)
    system.isEnabled = true
    #expect(system.titleLabel?.textColor == .red)
  }

  @Test func imagesFallBackToTheNormalState() {
    let button = UIButton(type: .custom)
    let normal = ButtonFixtures.image(10, 10)
    let selected = ButtonFixtures.image(20, 20)
    button.setImage(normal, for: .normal)
    button.setImage(selected, for: .selected)
    #expect(button.image(for: .normal) === normal)
    #expect(button.image(for: .highlighted) === normal)
    #expect(button.currentImage === normal)
    #expect(button.imageView?.image === normal)
    button.isSelected = true
    #expect(button.currentImage === selected)
    #expect(button.imageView?.image === selected)
  }

  @Test func attributedTitlesTakePrecedence() {
    let button = UIButton(type: .system)
    button.setTitle("Plain", for: .normal)
    button.setAttributedTitle(NSAttributedString(string: "Styled"), for: .normal)
    #expect(button.currentAttributedTitle?.string == "Styled")
    #expect(button.attributedTitle(for: .highlighted)?.string == "Styled")
    #expect(button.currentTitle == "Plain")
    #expect(button.titleLabel?.text == "Styled")
    button.setAttributedTitle(nil, for: .normal)
    #expect(button.titleLabel?.text == "Plain")
  }

  @Test func titleLabelUsesTheFifteenPointSystemFont() throws {
    for type in [UIButton.ButtonType.system, .custom] {
      let label = try #require(UIButton(type: type).titleLabel)
      #expect(label.font.pointSize == 15)
      #expect(label.font == UIFont.systemFont(ofSize: 15))
    }
  }

  @Test func primaryActionRunsOnPrimaryActionTriggered() {
    var count = 0
    let button = UIButton(type: .system, primaryAction: UIAction(title: "Go") { _ in count += 1 })
    button.sendActions(for: .primaryActionTriggered)
    #expect(count == 1)
  }
}
