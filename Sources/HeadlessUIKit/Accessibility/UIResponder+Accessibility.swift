import Foundation

/// The accessibility values set on an object; `nil` means "the class's default".
struct AccessibilityStorage {
  /// ``UIResponder/isAccessibilityElement`` when set.
  var isElement: Bool?
  /// ``UIResponder/accessibilityLabel`` when set.
  var label: String?
  /// ``UIResponder/accessibilityHint``.
  var hint: String?
  /// ``UIResponder/accessibilityValue`` when set.
  var value: String?
  /// ``UIResponder/accessibilityTraits`` when set.
  var traits: UIAccessibilityTraits?
  /// ``UIResponder/accessibilityFrame`` when set.
  var frame: CGRect?
  /// ``UIResponder/accessibilityActivationPoint`` when set.
  var activationPoint: CGPoint?
  /// ``UIResponder/accessibilityLanguage``.
  var language: String?
  /// ``UIResponder/accessibilityElements``.
  var elements: [Any]?
  /// ``UIResponder/accessibilityElementsHidden``.
  var elementsHidden = false
  /// ``UIResponder/accessibilityViewIsModal``.
  var viewIsModal = false
  /// ``UIResponder/shouldGroupAccessibilityChildren``.
  var groupsChildren = false
  /// The accessibility identifier of a view or bar item.
  var identifier: String?
}

/// The accessibility defaults UIKit's standard views give themselves.
///
/// UIKit's classes override the informal-protocol properties; HeadlessUIKit computes their
/// defaults here by class, so that a value set on the object (or an override in a subclass)
/// still wins.
extension UIResponder {
  /// Labels and every control are elements; other responders are not.
  var defaultIsAccessibilityElement: Bool {
    self is UILabel || self is UIControl
  }

  /// A label's text, a button's current title.
  var defaultAccessibilityLabel: String? {
    switch self {
    case let label as UILabel:
      return label.text ?? label.attributedText?.string
    case let button as UIButton:
      return button.currentTitle
    default:
      return nil
    }
  }

  /// A text field's text, a switch's "1" or "0".
  var defaultAccessibilityValue: String? {
    switch self {
    case let textField as UITextField:
      return textField.text
    case let toggle as UISwitch:
      return toggle.isOn ? "1" : "0"
    default:
      return nil
    }
  }

  /// The class's trait (a button, static text, an image, adjustable) with the state's
  /// (`.notEnabled` when disabled, `.selected` when selected).
  var defaultAccessibilityTraits: UIAccessibilityTraits {
    var traits: UIAccessibilityTraits = []
    switch self {
    case let label as UILabel:
      traits.insert(.staticText)
      if !label.isEnabled { traits.insert(.notEnabled) }
      return traits
    case is UIImageView:
      return .image
    case is UIButton:
      traits.insert(.button)
    case is UISwitch:
      traits.formUnion([.button, .toggleButton])
    case is UISlider, is UIStepper, is UIPageControl:
      traits.insert(.adjustable)
    default:
      break
    }
    if let control = self as? UIControl {
      if !control.isEnabled { traits.insert(.notEnabled) }
      if control.isSelected { traits.insert(.selected) }
    }
    return traits
  }

  /// A view's bounds in screen coordinates (its root's when it is in no window); `.zero` for
  /// other responders.
  var defaultAccessibilityFrame: CGRect {
    guard let view = self as? UIView else { return .zero }
    let transform = view.transformToScreen ?? view.layer.transformToRoot().transform
    return view.bounds.applying(transform)
  }
}
