import Foundation

extension UIView {
  /// Hides or shows the view, for the `isHidden` setter (which notifies its observers around
  /// this, decision KV2): a window shown gets the appearance proxies, and its controllers'
  /// appearance and safe area come and go with it.
  ///
  /// - Parameter newValue: Whether the view is hidden.
  func setHidden(_ newValue: Bool) {
    guard newValue != layer.isHidden else { return }
    guard let window = self as? UIWindow else {
      layer.isHidden = newValue
      return
    }
    // A window gets the appearance proxies when it is shown (decision AP2).
    if !newValue { window.applyAppearanceOnEnteringWindow() }
    // A window's safe area and its controllers' appearance come and go with it (spec 6.8).
    let changing = UIViewController.beginViewDrivenAppearance(of: window, appearing: !newValue)
    layer.isHidden = newValue
    setNeedsLayout()
    UIViewController.finishViewDrivenAppearance(changing, appearing: !newValue)
  }
}
