import Foundation

// The UIKit properties that key-value observation can watch (decision KV2). Each class's table is
// a generic function over a protocol that only that class adopts, so that a key path written with
// a subclass as root (`\MyScrollView.contentOffset`) is compared with key paths made for that
// same subclass.

/// Adopted by `UIView` only, to make its key paths for a subclass.
protocol ObservableViewKeys: UIView {}
/// Adopted by `CALayer` only.
protocol ObservableLayerKeys: CALayer {}
/// Adopted by `UIScrollView` only.
protocol ObservableScrollViewKeys: UIScrollView {}
/// Adopted by `UITableView` only.
protocol ObservableTableViewKeys: UITableView {}
/// Adopted by `UIViewController` only.
protocol ObservableViewControllerKeys: UIViewController {}
/// Adopted by `UIControl` only.
protocol ObservableControlKeys: UIControl {}
/// Adopted by `UIProgressView` only.
protocol ObservableProgressViewKeys: UIProgressView {}
/// Adopted by `UIImageView` only.
protocol ObservableImageViewKeys: UIImageView {}
/// Adopted by `UISwitch` only.
protocol ObservableSwitchKeys: UISwitch {}
/// Adopted by `UISlider` only.
protocol ObservableSliderKeys: UISlider {}
/// Adopted by `UILabel` only.
protocol ObservableLabelKeys: UILabel {}
/// Adopted by `UITextField` only.
protocol ObservableTextFieldKeys: UITextField {}

extension UIView: ObservableViewKeys {}
extension CALayer: ObservableLayerKeys {}
extension UIScrollView: ObservableScrollViewKeys {}
extension UITableView: ObservableTableViewKeys {}
extension UIViewController: ObservableViewControllerKeys {}
extension UIControl: ObservableControlKeys {}
extension UIProgressView: ObservableProgressViewKeys {}
extension UIImageView: ObservableImageViewKeys {}
extension UISwitch: ObservableSwitchKeys {}
extension UISlider: ObservableSliderKeys {}
extension UILabel: ObservableLabelKeys {}
extension UITextField: ObservableTextFieldKeys {}

/// The tables of UIKit's observable keys, registered before the first key path is resolved.
@MainActor
enum UIKitObservableKeys {
  nonisolated static func registerOnce() {
    _ = registered
  }

  private nonisolated static let registered: Bool = {
    func add<Owner: AnyObject>(
      _ type: Owner.Type, _ table: @escaping @MainActor (AnyClass) -> [KeyValueObservingKey]
    ) {
      KeyValueObservingKeys.register(type, table)
    }
    add(UIView.self) { ($0 as? any ObservableViewKeys.Type).map { view($0) } ?? [] }
    add(CALayer.self) { ($0 as? any ObservableLayerKeys.Type).map { layer($0) } ?? [] }
    add(UIScrollView.self) {
      ($0 as? any ObservableScrollViewKeys.Type).map { scrollView($0) } ?? []
    }
    add(UITableView.self) { ($0 as? any ObservableTableViewKeys.Type).map { tableView($0) } ?? [] }
    add(UIViewController.self) {
      ($0 as? any ObservableViewControllerKeys.Type).map { viewController($0) } ?? []
    }
    add(UIControl.self) { ($0 as? any ObservableControlKeys.Type).map { control($0) } ?? [] }
    add(UIProgressView.self) {
      ($0 as? any ObservableProgressViewKeys.Type).map { progressView($0) } ?? []
    }
    add(UIImageView.self) {
      ($0 as? any ObservableImageViewKeys.Type).map { imageView($0) } ?? []
    }
    add(UISwitch.self) { ($0 as? any ObservableSwitchKeys.Type).map { switchControl($0) } ?? [] }
    add(UISlider.self) { ($0 as? any ObservableSliderKeys.Type).map { slider($0) } ?? [] }
    add(UILabel.self) { ($0 as? any ObservableLabelKeys.Type).map { label($0) } ?? [] }
    add(UITextField.self) { ($0 as? any ObservableTextFieldKeys.Type).map { textField($0) } ?? [] }
    return true
  }()

  static func view<T: ObservableViewKeys>(_: T.Type) -> [KeyValueObservingKey] {
    [
      KeyValueObservingKey("frame", \T.frame), KeyValueObservingKey("bounds", \T.bounds),
      KeyValueObservingKey("center", \T.center), KeyValueObservingKey("transform", \T.transform),
      KeyValueObservingKey("alpha", \T.alpha), KeyValueObservingKey("isHidden", \T.isHidden),
      KeyValueObservingKey("backgroundColor", \T.backgroundColor),
      KeyValueObservingKey("safeAreaInsets", \T.safeAreaInsets),
      KeyValueObservingKey("layer", \T.layer),
    ]
  }

  static func layer<T: ObservableLayerKeys>(_: T.Type) -> [KeyValueObservingKey] {
    [
      KeyValueObservingKey("bounds", \T.bounds), KeyValueObservingKey("position", \T.position),
      KeyValueObservingKey("frame", \T.frame),
    ]
  }

  static func scrollView<T: ObservableScrollViewKeys>(_: T.Type) -> [KeyValueObservingKey] {
    [
      KeyValueObservingKey("contentOffset", \T.contentOffset),
      KeyValueObservingKey("contentSize", \T.contentSize),
      KeyValueObservingKey("contentInset", \T.contentInset),
    ]
  }

  static func tableView<T: ObservableTableViewKeys>(_: T.Type) -> [KeyValueObservingKey] {
    [KeyValueObservingKey("isEditing", \T.isEditing)]
  }

  static func viewController<T: ObservableViewControllerKeys>(_: T.Type)
    -> [KeyValueObservingKey]
  {
    [
      KeyValueObservingKey("preferredContentSize", \T.preferredContentSize),
      KeyValueObservingKey("title", \T.title),
    ]
  }

  static func control<T: ObservableControlKeys>(_: T.Type) -> [KeyValueObservingKey] {
    [
      KeyValueObservingKey("isEnabled", \T.isEnabled),
      KeyValueObservingKey("isSelected", \T.isSelected),
      KeyValueObservingKey("isHighlighted", \T.isHighlighted),
    ]
  }

  static func progressView<T: ObservableProgressViewKeys>(_: T.Type) -> [KeyValueObservingKey] {
    [KeyValueObservingKey("progress", \T.progress)]
  }

  static func imageView<T: ObservableImageViewKeys>(_: T.Type) -> [KeyValueObservingKey] {
    [KeyValueObservingKey("image", \T.image)]
  }

  static func switchControl<T: ObservableSwitchKeys>(_: T.Type) -> [KeyValueObservingKey] {
    [KeyValueObservingKey("isOn", \T.isOn)]
  }

  static func slider<T: ObservableSliderKeys>(_: T.Type) -> [KeyValueObservingKey] {
    [KeyValueObservingKey("value", \T.value)]
  }

  static func label<T: ObservableLabelKeys>(_: T.Type) -> [KeyValueObservingKey] {
    [KeyValueObservingKey("text", \T.text)]
  }

  static func textField<T: ObservableTextFieldKeys>(_: T.Type) -> [KeyValueObservingKey] {
    [KeyValueObservingKey("text", \T.text)]
  }
}
