import UIKit

/// The one-shot flag that works around seed scene 1's P3.
final class OnceLaidOutController: UIViewController {
  private var didSetUpMap = false
  private var isFirstLayout = true
  let mapView = UIView()

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    if !didSetUpMap {  // expect: P4
      didSetUpMap = true
      mapView.frame = view.bounds
    }
  }

  override func viewWillLayoutSubviews() {
    super.viewWillLayoutSubviews()
    if isFirstLayout {  // expect: P4
      defer { isFirstLayout = false }
      mapView.layer.cornerRadius = view.bounds.width / 20
    }
  }
}

/// The same flag in a view.
final class OnceLaidOutView: UIView {
  private var laidOut = false

  override func layoutSubviews() {
    super.layoutSubviews()
    guard !laidOut else { return }  // expect: P4
    laidOut = true
    subviews.first?.frame = bounds
  }
}
