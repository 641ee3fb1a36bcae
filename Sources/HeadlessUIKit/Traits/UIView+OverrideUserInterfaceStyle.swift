import Foundation

/// `overrideUserInterfaceStyle` (iOS 13) of a view: a light or dark appearance for the view and
/// everything below it, stored as a trait override (decision C18).
extension UIView {
  /// The appearance the view and its subviews use whatever their environment's;
  /// `.unspecified` (the default) inherits it.
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
