import Foundation

/// The bar at the bottom of a tab bar controller's view.
///
/// Headless, the bar is a plain view without items: it exists so that its frame and the safe
/// area it takes from the selected controller are UIKit's. Its standard height is 49 points on
/// iPhone (32 in landscape at compact width) and 50 on iPad, plus the bottom safe-area inset it
/// covers (45 plus the inset on an iPad with a home indicator, decision C35).
@preconcurrency @MainActor
open class UITabBar: UIView {
  /// Whether the bar is translucent (the default); the selected controller's view extends
  /// under an opaque bar only when its `extendedLayoutIncludesOpaqueBars` is `true` (decision
  /// C39).
  open var isTranslucent = true {
    didSet { superview?.setNeedsLayout() }
  }

  /// No intrinsic width, and the bar's standard height without any safe-area inset (a bar
  /// placed by constraints).
  open override var intrinsicContentSize: CGSize {
    CGSize(
      width: UIView.noIntrinsicMetric, height: BarMetrics(for: self).tabBarHeight(bottomInset: 0))
  }

  /// The proposed width and the bar's standard height, which includes the bar's own bottom
  /// safe-area inset.
  ///
  /// - Parameter size: The size the bar should fit in.
  /// - Returns: `size.width` by the standard height.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    let height = BarMetrics(for: self).tabBarHeight(bottomInset: safeAreaInsets.bottom)
    return CGSize(width: size.width, height: height)
  }
}
