import Foundation

/// The bar at the top of a navigation controller's view.
///
/// Headless, the bar is a plain view without items, titles or buttons: it exists so that its
/// frame and the safe area it takes from the controllers below it are UIKit's. Its standard
/// height is 44 points on iPhone (32 in landscape at compact width) and 50 on iPad; large
/// titles are not modelled (decision C35).
@MainActor
open class UINavigationBar: UIView {
  /// Whether the bar is translucent (the default); the top controller's view extends under an
  /// opaque bar only when its `extendedLayoutIncludesOpaqueBars` is `true` (decision C39).
  open var isTranslucent = true {
    didSet { superview?.setNeedsLayout() }
  }

  /// No intrinsic width, and the bar's standard height (a bar placed by constraints).
  open override var intrinsicContentSize: CGSize {
    CGSize(width: UIView.noIntrinsicMetric, height: BarMetrics(for: self).navigationBarHeight)
  }

  /// The proposed width and the bar's standard height.
  ///
  /// - Parameter size: The size the bar should fit in.
  /// - Returns: `size.width` by the standard height.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    CGSize(width: size.width, height: BarMetrics(for: self).navigationBarHeight)
  }
}
