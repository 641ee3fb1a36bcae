import Foundation
import HeadlessUIKit
import Testing

/// The unrounded width of `text` in `font`.
@MainActor
private func width(_ text: String, _ font: UIFont) -> CGFloat {
  (text as NSString).size(withAttributes: [.font: font]).width
}

/// `value` rounded up to the 3× pixel grid of the default screen.
private func ceil3(_ value: CGFloat) -> CGFloat {
  (value * 3 - 1e-6).rounded(.up) / 3
}

/// UITextField's intrinsic size by border style (decision K7) and its text properties.
@MainActor
@Suite struct UITextFieldTests {
  @Test("K7: the border style raw values and the overlay view modes are UIKit's")
  func rawValues() {
    #expect(UITextField.BorderStyle.none.rawValue == 0)
    #expect(UITextField.BorderStyle.line.rawValue == 1)
    #expect(UITextField.BorderStyle.bezel.rawValue == 2)
    #expect(UITextField.BorderStyle.roundedRect.rawValue == 3)
    #expect(UITextField.ViewMode.never.rawValue == 0)
    #expect(UITextField.ViewMode.whileEditing.rawValue == 1)
    #expect(UITextField.ViewMode.unlessEditing.rawValue == 2)
    #expect(UITextField.ViewMode.always.rawValue == 3)
  }

  @Test("K7: defaults: no border, empty text, 17-point system font, centred vertically")
  func defaults() {
    let field = UITextField(frame: .zero)
    #expect(field.borderStyle == .none)
    #expect(field.text == "")
    #expect(field.placeholder == nil)
    #expect(field.font?.pointSize == 17)
    #expect(field.contentVerticalAlignment == .center)
    #expect(field.textAlignment == .natural)
    field.text = nil
    #expect(field.text == "")
    field.font = nil
    #expect(field.font?.pointSize == 17)
  }

  @Test("K7: IB's default rounded field at system 14 is 34 tall (corpus frames)")
  func roundedRectHeight() {
    let field = UITextField(frame: .zero)
    field.borderStyle = .roundedRect
    field.font = .systemFont(ofSize: 14)
    #expect(field.intrinsicContentSize.height == 34)
    field.placeholder = "Single line placeholder"
    #expect(field.intrinsicContentSize.height == 34)
  }

  @Test("K7: a borderless field is one line tall and as wide as its text")
  func borderless() {
    let font = UIFont.systemFont(ofSize: 14)
    let field = UITextField(frame: .zero)
    field.font = font
    field.text = "Hello"
    #expect(
      field.intrinsicContentSize
        == CGSize(width: ceil3(width("Hello", font)), height: ceil3(font.lineHeight)))
    #expect(field.sizeThatFits(.zero) == field.intrinsicContentSize)
  }

  @Test("K7: the placeholder sizes an empty field; the text wins when there is one")
  func placeholderWidth() {
    let font = UIFont.systemFont(ofSize: 14)
    let field = UITextField(frame: .zero)
    field.font = font
    field.borderStyle = .roundedRect
    field.placeholder = "Email address"
    #expect(field.intrinsicContentSize.width == ceil3(width("Email address", font)) + 14)
    field.text = "a"
    #expect(field.intrinsicContentSize.width == ceil3(width("a", font)) + 14)
  }

  @Test("K7: line and bezel fields are at least 30 tall with 7-point insets")
  func lineAndBezel() {
    let font = UIFont.systemFont(ofSize: 14)
    for style in [UITextField.BorderStyle.line, .bezel] {
      let field = UITextField(frame: .zero)
      field.font = font
      field.borderStyle = style
      field.text = "Text"
      #expect(field.intrinsicContentSize.height == 30)
      #expect(field.intrinsicContentSize.width == ceil3(width("Text", font)) + 14)
    }
  }

  @Test("K7: a large font grows a rounded field beyond 34")
  func largeFont() {
    let font = UIFont.systemFont(ofSize: 40)
    let field = UITextField(frame: .zero)
    field.font = font
    field.borderStyle = .roundedRect
    #expect(field.intrinsicContentSize.height == ceil3(font.lineHeight) + 12)
    #expect(field.intrinsicContentSize.height > 34)
  }

  @Test("K7: shown overlay views add their widths and can raise the height")
  func overlayViews() {
    let font = UIFont.systemFont(ofSize: 14)
    let field = UITextField(frame: .zero)
    field.font = font
    field.borderStyle = .roundedRect
    let left = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 40))
    field.leftView = left
    let base = ceil3(width("", font)) + 14
    #expect(field.intrinsicContentSize.width == base)
    field.leftViewMode = .always
    #expect(field.intrinsicContentSize == CGSize(width: base + 20, height: 40))
    field.rightView = UIView(frame: CGRect(x: 0, y: 0, width: 16, height: 10))
    field.rightViewMode = .whileEditing
    #expect(field.intrinsicContentSize.width == base + 20)
    field.rightViewMode = .unlessEditing
    #expect(field.intrinsicContentSize.width == base + 36)
  }

  @Test("K7: the text rectangle is the bounds less the insets and overlay views")
  func textRect() {
    let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 34))
    field.borderStyle = .roundedRect
    #expect(field.textRect(forBounds: field.bounds) == CGRect(x: 7, y: 0, width: 186, height: 34))
    field.leftView = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
    field.leftViewMode = .always
    #expect(field.textRect(forBounds: field.bounds) == CGRect(x: 27, y: 0, width: 166, height: 34))
    #expect(
      field.leftViewRect(forBounds: field.bounds) == CGRect(x: 0, y: 7, width: 20, height: 20))
    #expect(field.borderRect(forBounds: field.bounds) == field.bounds)
    #expect(field.isEditing == false)
  }

  @Test("K7: attributed text and placeholder read back as the plain strings")
  func attributedText() {
    let field = UITextField(frame: .zero)
    field.attributedText = NSAttributedString(string: "Styled")
    #expect(field.text == "Styled")
    #expect(field.attributedText?.string == "Styled")
    field.attributedPlaceholder = NSAttributedString(string: "Hint")
    #expect(field.placeholder == "Hint")
  }

  @Test("K7: a rounded field pinned at its sides lays out 34 tall (iqkm-testcases)")
  func autoLayout() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 414, height: 896))
    let field = UITextField(frame: .zero)
    field.borderStyle = .roundedRect
    field.font = .systemFont(ofSize: 14)
    field.translatesAutoresizingMaskIntoConstraints = false
    window.addSubview(field)
    NSLayoutConstraint.activate([
      field.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 5),
      field.widthAnchor.constraint(equalToConstant: 197),
      field.topAnchor.constraint(equalTo: window.topAnchor, constant: 5),
    ])
    window.layoutIfNeeded()
    #expect(field.frame == CGRect(x: 5, y: 5, width: 197, height: 34))
  }

  @Test("K15: a rounded field draws a rounded border and shows the placeholder, then the text")
  func appearance() {
    let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 34))
    field.borderStyle = .roundedRect
    field.placeholder = "Name"
    field.layoutIfNeeded()
    let border = field.subviews[0]
    let label = try? #require(field.subviews[1] as? UILabel)
    #expect(border.isHidden == false)
    #expect(border.frame == CGRect(x: 0, y: 0, width: 200, height: 34))
    #expect(border.layer.cornerRadius == 5)
    #expect(label?.text == "Name")
    #expect(label?.textColor == .placeholderText)
    #expect(label?.frame.minX == 7)
    #expect(label?.frame.width == 186)
    field.text = "Ada"
    field.layoutIfNeeded()
    #expect(label?.text == "Ada")
    #expect(label?.textColor == .label)
    field.borderStyle = .none
    field.layoutIfNeeded()
    #expect(border.isHidden)
  }
}
