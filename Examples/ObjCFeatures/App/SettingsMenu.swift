import UIKit

// Written as on iOS: a method declared in an extension of UIKit's class and overridden by the
// app's controllers, a layer class with its own initializers, a UIKit delegate method, and
// class names through the Objective-C runtime.

extension UIViewController {
  /// The title a menu shows for the screen; screens override it.
  @objc func menuTitle() -> String {
    "Menu"
  }
}

class SettingsViewController: UIViewController {
  override func menuTitle() -> String {
    "Settings / " + super.menuTitle()
  }
}

final class AdvancedSettingsViewController: SettingsViewController {
  override func menuTitle() -> String {
    super.menuTitle() + " / Advanced"
  }
}

final class GlowLayer: CAGradientLayer {
  private(set) var configured = false

  override init() {
    super.init()
    configured = true
  }

  override init(layer: Any) {
    super.init(layer: layer)
  }

  required init?(coder: NSCoder) {
    super.init(coder: coder)
  }
}

final class GlowView: UIView {
  override class var layerClass: AnyClass {
    GlowLayer.self
  }
}

@objc(SettingsListDelegate)
final class SettingsList: NSObject, UITableViewDelegate {
  func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
    60
  }

  func objectiveCName() -> String {
    NSStringFromClass(type(of: self))
  }

  static func byName() -> AnyClass? {
    NSClassFromString("SettingsListDelegate")
  }
}
