import Foundation
import InterfaceBuilderDocuments

extension NibInstantiator {
  /// Applies the properties of the component classes (labels, buttons, image views, stack and
  /// scroll views).
  func applyComponentProperties(
    _ object: IBObject, _ attributes: [String: String], to view: UIView
  ) {
    switch view {
    case let label as UILabel: applyLabel(object, attributes, to: label)
    case let button as UIButton: applyButton(object, attributes, to: button)
    case let imageView as UIImageView: applyImageView(object, attributes, to: imageView)
    case let stack as UIStackView: applyStack(object, attributes, to: stack)
    case let textView as UITextView:
      applyScroll(object, attributes, to: textView)
      applyTextView(object, attributes, to: textView)
    case let scroll as UIScrollView: applyScroll(object, attributes, to: scroll)
    default: applyControlProperties(object, attributes, to: view)
    }
  }

  /// Format §9.2: text, font, colour, lines, wrapping, alignment and Dynamic Type.
  func applyLabel(_ object: IBObject, _ attributes: [String: String], to label: UILabel) {
    for property in object.properties {
      switch (property.name, property.key) {
      case ("fontDescription", _): if let font = font(property) { label.font = font }
      case ("color", "textColor"): if let color = color(property) { label.textColor = color }
      case ("color", "highlightedColor"): label.highlightedTextColor = color(property)
      default: break
      }
    }
    if let lines = attributes["numberOfLines"].flatMap(Int.init) { label.numberOfLines = lines }
    if let mode = attributes["lineBreakMode"].flatMap(Self.lineBreakMode) {
      label.lineBreakMode = mode
    }
    if let alignment = attributes["textAlignment"].flatMap(Self.textAlignment) {
      label.textAlignment = alignment
    }
    if let width = attributes["preferredMaxLayoutWidth"].flatMap(Double.init) {
      label.preferredMaxLayoutWidth = CGFloat(width)
    }
    if let value = bool(attributes["adjustsFontSizeToFit"]) {
      label.adjustsFontSizeToFitWidth = value
    }
    if let factor = attributes["minimumScaleFactor"].flatMap(Double.init) {
      label.minimumScaleFactor = CGFloat(factor)
    }
    if let value = bool(attributes["enabled"]) { label.isEnabled = value }
    if let value = bool(attributes["highlighted"]) { label.isHighlighted = value }
    if let text = attributes["text"] {
      label.text = text
    } else if let text = object.property(key: "text", named: "string") {
      label.text = text.text
    } else if let styled = object.property(key: "attributedText", named: "attributedString") {
      applyAttributedText(styled, to: label)
    }
    if let value = bool(attributes["adjustsFontForContentSizeCategory"]) {
      label.adjustsFontForContentSizeCategory = value
    }
  }

  /// Attributed label text: the fragments' characters with the first fragment's font and
  /// paragraph alignment (runs in several fonts are kept as one font; logged).
  func applyAttributedText(_ element: IBElement, to label: UILabel) {
    let fragments = element.children.filter { $0.name == "fragment" }
    var text = ""
    for fragment in fragments {
      text += fragment["content"] ?? fragment.child(key: "content")?.text ?? fragment.text
    }
    if let attributes = fragments.first?.child(named: "attributes") {
      if let fontElement = attributes.child(key: "NSFont"), let font = font(fontElement) {
        label.font = font
      }
      if let style = attributes.child(key: "NSParagraphStyle"),
        let alignment = style["alignment"].flatMap(Self.textAlignment)
      {
        label.textAlignment = alignment
      }
      if let colorElement = attributes.child(key: "NSColor"), let color = color(colorElement) {
        label.textColor = color
      }
    }
    if fragments.count > 1 {
      warn(
        nil, "line \(element.location.line): attributed text is loaded as plain text in one font")
    }
    label.text = text
  }

  /// Format §9.3: type, titles and images per state, font, insets and alignment.
  func applyButton(_ object: IBObject, _ attributes: [String: String], to button: UIButton) {
    switch attributes["buttonType"] {
    case "system", "roundedRect": button.buttonType = .system
    case "detailDisclosure": button.buttonType = .detailDisclosure
    case "infoLight": button.buttonType = .infoLight
    case "infoDark": button.buttonType = .infoDark
    case "contactAdd": button.buttonType = .contactAdd
    default: button.buttonType = .custom
    }
    if let alignment = enumerated(
      "contentHorizontalAlignment", of: object, attributes,
      [
        "left": .left, "right": .right, "fill": .fill, "leading": .leading,
        "trailing": .trailing, "center": .center,
      ]) as UIControl.ContentHorizontalAlignment?
    {
      button.contentHorizontalAlignment = alignment
    }
    if let alignment = enumerated(
      "contentVerticalAlignment", of: object, attributes,
      ["top": .top, "bottom": .bottom, "fill": .fill, "center": .center])
      as UIControl.ContentVerticalAlignment?
    {
      button.contentVerticalAlignment = alignment
    }
    if let value = bool(attributes["enabled"]) { button.isEnabled = value }
    if let value = bool(attributes["selected"]) { button.isSelected = value }
    for property in object.properties {
      switch (property.name, property.key) {
      case ("fontDescription", _):
        if let font = font(property) { button.titleLabel?.font = font }
      case ("inset", "contentEdgeInsets"): button.contentEdgeInsets = Self.insets(property)
      case ("inset", "titleEdgeInsets"): button.titleEdgeInsets = Self.insets(property)
      case ("inset", "imageEdgeInsets"): button.imageEdgeInsets = Self.insets(property)
      case ("state", let key?):
        guard let state = Self.controlState(key) else { continue }
        if let title = property["title"] {
          button.setTitle(title, for: state)
        } else if let title = property.child(key: "title") {
          button.setTitle(title.text, for: state)
        }
        if let name = property["image"] {
          button.setImage(image(named: name, object: object), for: state)
        }
        if let colorElement = property.child(key: "titleColor") {
          button.setTitleColor(color(colorElement), for: state)
        }
      case ("buttonConfiguration", _):
        button.configuration = buttonConfiguration(property, object: object)
      default: break
      }
    }
    if let mode = attributes["lineBreakMode"].flatMap(Self.lineBreakMode) {
      button.titleLabel?.lineBreakMode = mode
    }
  }

  /// Format §9.4: the image (sized from `<resources>`) and highlighted state.
  func applyImageView(
    _ object: IBObject, _ attributes: [String: String], to imageView: UIImageView
  ) {
    if let name = attributes["image"] {
      imageView.image = image(named: name, object: object)
    } else if let reference = object.property(key: "image", named: "imageReference"),
      let name = reference["image"]
    {
      imageView.image = image(named: name, object: object)
    }
    if let name = attributes["highlightedImage"] {
      imageView.highlightedImage = image(named: name, object: object)
    }
    if let value = bool(attributes["highlighted"]) { imageView.isHighlighted = value }
  }

  /// Format §9.1: axis, distribution, alignment, spacing and arrangement flags (after variations).
  func applyStack(_ object: IBObject, _ attributes: [String: String], to stack: UIStackView) {
    stack.axis = attributes["axis"] == "vertical" ? .vertical : .horizontal
    switch attributes["distribution"] {
    case "fillEqually": stack.distribution = .fillEqually
    case "fillProportionally": stack.distribution = .fillProportionally
    case "equalSpacing": stack.distribution = .equalSpacing
    case "equalCentering": stack.distribution = .equalCentering
    case nil, "fill": stack.distribution = .fill
    case let other?: warn(object, "stack distribution '\(other)' is unknown; fill used")
    }
    switch attributes["alignment"] {
    case "leading", "top": stack.alignment = .leading
    case "trailing", "bottom": stack.alignment = .trailing
    case "center": stack.alignment = .center
    case "firstBaseline": stack.alignment = .firstBaseline
    case "lastBaseline", "baseline": stack.alignment = .lastBaseline
    case nil, "fill": stack.alignment = .fill
    case let other?: warn(object, "stack alignment '\(other)' is unknown; fill used")
    }
    if attributes["spacingType"] == "standard" {
      stack.spacing = UIStackView.spacingUseSystem
    } else if let spacing = attributes["spacing"].flatMap(Double.init) {
      stack.spacing = CGFloat(spacing)
    }
    if let value = bool(attributes["baselineRelativeArrangement"]) {
      stack.isBaselineRelativeArrangement = value
    }
    if let value = bool(attributes["layoutMarginsRelativeArrangement"]) {
      stack.isLayoutMarginsRelativeArrangement = value
    } else if forCanvas,
      object.properties.contains(where: {
        $0.key == "layoutMargins" || $0.key == "directionalLayoutMargins"
      })
    {
      // Xcode's canvas arranges a stack view with custom layout margins inside them
      // (decision CN3).
      stack.isLayoutMarginsRelativeArrangement = true
    }
  }

  /// Format §8: the scroll flags and the content-inset adjustment behaviour.
  func applyScroll(_ object: IBObject, _ attributes: [String: String], to scroll: UIScrollView) {
    if let value = bool(attributes["scrollEnabled"]) { scroll.isScrollEnabled = value }
    if let value = bool(attributes["bounces"]) { scroll.bounces = value }
    if let value = bool(attributes["alwaysBounceVertical"]) { scroll.alwaysBounceVertical = value }
    if let value = bool(attributes["alwaysBounceHorizontal"]) {
      scroll.alwaysBounceHorizontal = value
    }
    if let value = bool(attributes["showsVerticalScrollIndicator"]) {
      scroll.showsVerticalScrollIndicator = value
    }
    if let value = bool(attributes["showsHorizontalScrollIndicator"]) {
      scroll.showsHorizontalScrollIndicator = value
    }
    if let behavior = enumerated(
      "contentInsetAdjustmentBehavior", of: object, attributes,
      ["never": .never, "always": .always, "scrollableAxes": .scrollableAxes],
      ignoring: ["automatic"]) as UIScrollView.ContentInsetAdjustmentBehavior?
    {
      scroll.contentInsetAdjustmentBehavior = behavior
    }
  }

  /// The line-break mode for a label or paragraph spelling.
  static func lineBreakMode(_ text: String) -> NSLineBreakMode? {
    switch text {
    case "wordWrap", "wordWrapping": .byWordWrapping
    case "characterWrap", "charWrapping": .byCharWrapping
    case "clip", "clipping": .byClipping
    case "headTruncation", "truncatingHead": .byTruncatingHead
    case "tailTruncation", "truncatingTail": .byTruncatingTail
    case "middleTruncation", "truncatingMiddle": .byTruncatingMiddle
    default: nil
    }
  }

  /// The text alignment for a document spelling.
  static func textAlignment(_ text: String) -> NSTextAlignment? {
    switch text {
    case "left": .left
    case "center": .center
    case "right": .right
    case "justified": .justified
    case "natural": .natural
    default: nil
    }
  }

  /// The control state for a `<state key=…>`.
  static func controlState(_ key: String) -> UIControl.State? {
    switch key {
    case "normal": .normal
    case "highlighted": .highlighted
    case "selected": .selected
    case "disabled": .disabled
    case "focused": .focused
    default: nil
    }
  }
}
