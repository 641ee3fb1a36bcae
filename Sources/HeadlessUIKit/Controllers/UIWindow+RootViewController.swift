import Foundation

/// The window's root view controller.
extension UIWindow {
  /// Replaces the root controller: the old one's view leaves the window, the new one's view
  /// fills it (autoresizing with the window) and is laid out at the next pass.
  func setRootViewController(_ controller: UIViewController?) {
    guard controller !== storedRootViewController else { return }
    if let old = storedRootViewController, let oldView = old.viewIfLoaded,
      oldView.superview === self
    {
      oldView.removeFromSuperview()
    }
    storedRootViewController = controller
    guard let controller else { return }
    let root: UIView = controller.view
    root.frame = bounds
    root.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    addSubview(root)
  }
}
