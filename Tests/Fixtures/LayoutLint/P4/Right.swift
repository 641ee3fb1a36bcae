import UIKit

/// Flags that are not one-shot layout workarounds.
final class FlaggedController: UIViewController {
  private var didSetupConstraints = false
  var isEditingEnabled = false
  let mapView = UIView()

  /// Apple's pattern for updateViewConstraints: constraints made once, not a layout pass.
  override func updateViewConstraints() {
    if !didSetupConstraints {
      didSetupConstraints = true
    }
    super.updateViewConstraints()
  }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    // A state flag read every pass, never flipped here.
    if isEditingEnabled {
      mapView.frame = view.bounds.insetBy(dx: 8, dy: 8)
    } else {
      mapView.frame = view.bounds
    }
    // A local flag.
    var changed = false
    if !changed {
      changed = true
    }
  }
}
