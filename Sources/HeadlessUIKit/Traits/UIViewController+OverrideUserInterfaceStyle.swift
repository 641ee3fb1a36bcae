import Foundation

/// `overrideUserInterfaceStyle` (iOS 13) of a controller: a light or dark appearance for the
/// controller, its view and its children, stored as a trait override (decision C18).
extension UIViewController {
  /// The appearance the controller, its view and its children use whatever their
  /// environment's; `.unspecified` (the default) inherits it.
  public var overrideUserInterfaceStyle: UIUserInterfaceStyle {
    get {
      traitOverrides.contains(UITraitUserInterfaceStyle.self)
        ? traitOverrides.userInterfaceStyle : .unspecified
    }
    set {
      if newValue == .unspecified {
        traitOverrides.remove(UITraitUserInterfaceStyle.self)
      } else {
        traitOverrides.userInterfaceStyle = newValue
      }
    }
  }
}
