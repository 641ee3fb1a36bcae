import Foundation

/// How the proxy of each UIKit class that adopts `UIAppearance` is made (decision AP1).
///
/// Swift cannot make an instance of an arbitrary subclass (UIView's initialisers are not
/// `required`), so a proxy is an instance of the nearest UIKit class in the receiver's
/// ancestry, made here with that class's plain initialiser. Every public view class and bar
/// item class has an entry; a UIKit class without one stops `appearance()` with a message
/// rather than returning an object of the wrong class.
@MainActor
enum AppearanceProxyFactories {
  /// The factory of a class, if it is a UIKit class that has one.
  ///
  /// - Parameter type: A class.
  /// - Returns: A closure that makes a fresh instance of exactly that class.
  static func factory(for type: AnyClass) -> (@MainActor () -> any AppearanceCustomizable)? {
    table[ObjectIdentifier(type)]
  }

  private static let table: [ObjectIdentifier: @MainActor () -> any AppearanceCustomizable] = {
    var table: [ObjectIdentifier: @MainActor () -> any AppearanceCustomizable] = [:]
    func add(_ type: AnyClass, _ make: @escaping @MainActor () -> any AppearanceCustomizable) {
      table[ObjectIdentifier(type)] = make
    }
    add(UIView.self) { UIView(frame: .zero) }
    add(UIActivityIndicatorView.self) { UIActivityIndicatorView(frame: .zero) }
    add(UIButton.self) { UIButton(frame: .zero) }
    add(UICollectionReusableView.self) { UICollectionReusableView(frame: .zero) }
    add(UICollectionView.self) {
      UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
    }
    add(UICollectionViewCell.self) { UICollectionViewCell(frame: .zero) }
    add(UIControl.self) { UIControl(frame: .zero) }
    add(UIDatePicker.self) { UIDatePicker(frame: .zero) }
    add(UIImageView.self) { UIImageView(frame: .zero) }
    add(UILabel.self) { UILabel(frame: .zero) }
    add(UINavigationBar.self) { UINavigationBar(frame: .zero) }
    add(UIPageControl.self) { UIPageControl(frame: .zero) }
    add(UIPickerView.self) { UIPickerView(frame: .zero) }
    add(UIProgressView.self) { UIProgressView(frame: .zero) }
    add(UIScrollView.self) { UIScrollView(frame: .zero) }
    add(UISearchBar.self) { UISearchBar(frame: .zero) }
    add(UISegmentedControl.self) { UISegmentedControl(frame: .zero) }
    add(UISlider.self) { UISlider(frame: .zero) }
    add(UIStackView.self) { UIStackView(frame: .zero) }
    add(UIStepper.self) { UIStepper(frame: .zero) }
    add(UISwitch.self) { UISwitch(frame: .zero) }
    add(UITabBar.self) { UITabBar(frame: .zero) }
    add(UITableView.self) { UITableView(frame: .zero, style: .plain) }
    add(UITableViewCell.self) { UITableViewCell(style: .default, reuseIdentifier: nil) }
    add(UITableViewHeaderFooterView.self) { UITableViewHeaderFooterView(reuseIdentifier: nil) }
    add(UITextField.self) { UITextField(frame: .zero) }
    add(UITextView.self) { UITextView(frame: .zero) }
    add(UIToolbar.self) { UIToolbar(frame: .zero) }
    add(UIVisualEffectView.self) { UIVisualEffectView(effect: nil) }
    add(UIWindow.self) {
      // A proxy is not one of the app's windows.
      let window = UIWindow(frame: .zero)
      WindowRegistry.remove(window)
      return window
    }
    add(UIBarItem.self) { UIBarItem() }
    add(UIBarButtonItem.self) { UIBarButtonItem() }
    add(UITabBarItem.self) { UITabBarItem() }
    return table
  }()
}
