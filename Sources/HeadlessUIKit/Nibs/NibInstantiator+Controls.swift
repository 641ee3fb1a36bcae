import Foundation
import InterfaceBuilderDocuments

extension NibInstantiator {
  /// Applies the properties of the simple controls (format §9.8): values and ranges (the range
  /// first, as UIKit decodes them together), segments, styles, text and placeholders.
  func applyControlProperties(
    _ object: IBObject, _ attributes: [String: String], to view: UIView
  ) {
    func number(_ name: String) -> Double? { attributes[name].flatMap(Double.init) }
    switch view {
    case let control as UISwitch:
      if let on = bool(attributes["on"]) { control.isOn = on }
    case let slider as UISlider:
      if let value = number("minValue") { slider.minimumValue = Float(value) }
      if let value = number("maxValue") { slider.maximumValue = Float(value) }
      if let value = number("value") { slider.value = Float(value) }
    case let stepper as UIStepper:
      if let value = number("minimumValue") { stepper.minimumValue = value }
      if let value = number("maximumValue") { stepper.maximumValue = value }
      if let value = number("stepValue"), value > 0 { stepper.stepValue = value }
      if let value = number("value") { stepper.value = value }
    case let progress as UIProgressView:
      if attributes["progressViewStyle"] == "bar" { progress.progressViewStyle = .bar }
      if let value = number("progress") { progress.progress = Float(value) }
    case let indicator as UIActivityIndicatorView:
      switch attributes["style"] {
      case "large": indicator.style = .large
      case "whiteLarge": indicator.style = .whiteLarge
      case "white": indicator.style = .white
      case "gray": indicator.style = .gray
      default: indicator.style = .medium
      }
      // Interface Builder writes `hidesWhenStopped` only when it is set, so an indicator
      // without the attribute keeps showing when stopped (decision IC10).
      indicator.hidesWhenStopped = bool(attributes["hidesWhenStopped"]) ?? false
      if bool(attributes["animating"]) == true { indicator.startAnimating() }
    case let segmented as UISegmentedControl:
      let segments = object.properties.first { $0.name == "segments" }?.children ?? []
      for (index, segment) in segments.enumerated() where segment.name == "segment" {
        segmented.insertSegment(withTitle: segment["title"], at: index, animated: false)
      }
      if let index = attributes["selectedSegmentIndex"].flatMap(Int.init) {
        segmented.selectedSegmentIndex = index
      }
    case let field as UITextField:
      applyTextField(object, attributes, to: field)
    case let picker as UIDatePicker:
      if let mode = enumerated(
        "datePickerMode", of: object, attributes,
        ["time": .time, "date": .date, "countDownTimer": .countDownTimer],
        ignoring: ["dateAndTime"]) as UIDatePicker.Mode?
      {
        picker.datePickerMode = mode
      }
      if let style = enumerated(
        "style", of: object, attributes,
        ["wheels": .wheels, "compact": .compact, "inline": .inline],
        ignoring: ["automatic"]) as UIDatePickerStyle?
      {
        picker.preferredDatePickerStyle = style
      }
    case let search as UISearchBar:
      search.placeholder = attributes["placeholder"]
      search.text = attributes["text"]
      if let style = enumerated(
        "searchBarStyle", of: object, attributes,
        ["prominent": .prominent, "minimal": .minimal], ignoring: ["default"])
        as UISearchBar.Style?
      {
        search.searchBarStyle = style
      }
    case let pages as UIPageControl:
      if let count = attributes["numberOfPages"].flatMap(Int.init) { pages.numberOfPages = count }
      if let page = attributes["currentPage"].flatMap(Int.init) { pages.currentPage = page }
    default:
      break
    }
  }

  /// A text field's text, placeholder, border, font, colour and alignment.
  func applyTextField(_ object: IBObject, _ attributes: [String: String], to field: UITextField) {
    switch attributes["borderStyle"] {
    case "roundedRect": field.borderStyle = .roundedRect
    case "line": field.borderStyle = .line
    case "bezel": field.borderStyle = .bezel
    default: field.borderStyle = .none
    }
    for property in object.properties {
      switch (property.name, property.key) {
      case ("fontDescription", _): if let font = font(property) { field.font = font }
      case ("color", "textColor"): field.textColor = color(property)
      default: break
      }
    }
    if let alignment = attributes["textAlignment"].flatMap(Self.textAlignment) {
      field.textAlignment = alignment
    }
    if let size = attributes["minimumFontSize"].flatMap(Double.init) {
      field.minimumFontSize = CGFloat(size)
    }
    if let value = bool(attributes["adjustsFontSizeToFit"]) {
      field.adjustsFontSizeToFitWidth = value
    }
    field.placeholder = attributes["placeholder"]
    field.text = attributes["text"]
  }

  /// A text view's text, font, colour and alignment.
  func applyTextView(_ object: IBObject, _ attributes: [String: String], to textView: UITextView) {
    for property in object.properties {
      switch (property.name, property.key) {
      case ("fontDescription", _): if let font = font(property) { textView.font = font }
      case ("color", "textColor"): textView.textColor = color(property)
      default: break
      }
    }
    if let alignment = attributes["textAlignment"].flatMap(Self.textAlignment) {
      textView.textAlignment = alignment
    }
    if let value = bool(attributes["editable"]) { textView.isEditable = value }
    if let text = attributes["text"] {
      textView.text = text
    } else if let text = object.property(key: "text", named: "string") {
      textView.text = text.text
    }
  }
}

extension NibInstantiator {
  /// Makes a `<barButtonItem>`: a system item, else a title and an image (named images take
  /// their size from the document's resources), with its style, width and enabled state.
  func makeBarButtonItem(_ attributes: [String: String]) -> UIBarButtonItem {
    let item: UIBarButtonItem
    if let system = attributes["systemItem"].flatMap(Self.barButtonSystemItem) {
      item = UIBarButtonItem(barButtonSystemItem: system, target: nil, action: nil)
    } else {
      item = UIBarButtonItem()
      item.title = attributes["title"]
      if let name = attributes["image"], document.resources.imageSizes[name] != nil {
        item.image = image(named: name, object: nil)
      }
    }
    if attributes["style"] == "done" { item.style = .done }
    if let width = attributes["width"].flatMap(Double.init) { item.width = CGFloat(width) }
    if let enabled = bool(attributes["enabled"]) { item.isEnabled = enabled }
    return item
  }

  /// The system item an Interface Builder `systemItem` attribute names.
  static func barButtonSystemItem(_ name: String) -> UIBarButtonItem.SystemItem? {
    let names: [String: UIBarButtonItem.SystemItem] = [
      "done": .done, "cancel": .cancel, "edit": .edit, "save": .save, "add": .add,
      "flexibleSpace": .flexibleSpace, "fixedSpace": .fixedSpace, "compose": .compose,
      "reply": .reply, "action": .action, "organize": .organize, "bookmarks": .bookmarks,
      "search": .search, "refresh": .refresh, "stop": .stop, "camera": .camera, "trash": .trash,
      "play": .play, "pause": .pause, "rewind": .rewind, "fastForward": .fastForward,
      "undo": .undo, "redo": .redo, "pageCurl": .pageCurl, "close": .close,
    ]
    return names[name]
  }
}
