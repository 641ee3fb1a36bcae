import Foundation

/// The layout pass and autoresizing (spec §4 and §5.3).
extension UIView {
  /// Runs the view's part of a layout pass: `layoutSubviews()`, which may set subview frames.
  ///
  /// Called by the view's layer from `layoutSublayers()`, top-down (spec 4.4). A controller's
  /// root view is bracketed by the controller's `viewWillLayoutSubviews()` and
  /// `viewDidLayoutSubviews()`, preceded once per appearance by `viewIsAppearing(_:)` (spec 4.12,
  /// 7.5).
  ///
  /// Safe-area and margin changes are reported just before `layoutSubviews()` (spec 6.11), and
  /// subviews whose safe area it moved are laid out in the same pass.
  func performLayoutPass() {
    reportInsetChangesBeforeLayout()
    let controller = owningController
    controller?.runViewIsAppearingIfNeeded()
    LayoutSanitizer.layingOut(self) {
      controller?.viewWillLayoutSubviews()
      layoutSubviews()
      controller?.viewDidLayoutSubviews()
    }
    markSubviewsWithMovedSafeArea()
  }

  /// Called by the layer when its bounds size changed: autoresizes the subviews at once
  /// (spec 4.14) when `autoresizesSubviews` is true.
  func layerBoundsSizeDidChange(from oldSize: CGSize) {
    guard autoresizesSubviews else { return }
    let newSize = bounds.size
    for subview in subviews where !subview.autoresizingMask.isEmpty {
      subview.autoresize(superviewSizeChangedFrom: oldSize, to: newSize)
    }
  }

  /// Applies the autoresizing mask for a superview size change (spec 5.18–5.19).
  func autoresize(superviewSizeChangedFrom oldSize: CGSize, to newSize: CGSize) {
    let mask = autoresizingMask
    // (the layer's frame: UIKit's own read, not the app's, for the layout sanitizer's P2)
    var frame = layer.frame
    let (x, width) = Self.resize(
      origin: frame.origin.x, length: frame.size.width,
      extent: oldSize.width, delta: newSize.width - oldSize.width,
      flexibleLeading: mask.contains(.flexibleLeftMargin),
      flexibleLength: mask.contains(.flexibleWidth),
      flexibleTrailing: mask.contains(.flexibleRightMargin))
    let (y, height) = Self.resize(
      origin: frame.origin.y, length: frame.size.height,
      extent: oldSize.height, delta: newSize.height - oldSize.height,
      flexibleLeading: mask.contains(.flexibleTopMargin),
      flexibleLength: mask.contains(.flexibleHeight),
      flexibleTrailing: mask.contains(.flexibleBottomMargin))
    frame = CGRect(x: x, y: y, width: width, height: height)
    if frame != layer.frame { self.frame = frame }
  }

  /// One axis of the autoresizing rule: the change `delta` of the superview's extent is shared
  /// among the flexible portions (leading margin, length, trailing margin) in proportion to their
  /// current sizes; when the flexible portions sum to zero it is shared equally (decision in spec
  /// 5.19).
  ///
  /// No rounding.
  static func resize(
    origin: CGFloat, length: CGFloat, extent: CGFloat, delta: CGFloat,
    flexibleLeading: Bool, flexibleLength: Bool, flexibleTrailing: Bool
  ) -> (origin: CGFloat, length: CGFloat) {
    guard delta != 0 else { return (origin, length) }
    let trailing = extent - origin - length
    let portions = [
      (flexibleLeading, origin), (flexibleLength, length), (flexibleTrailing, trailing),
    ]
    let flexible = portions.filter(\.0)
    guard !flexible.isEmpty else { return (origin, length) }
    let total = flexible.reduce(0) { $0 + $1.1 }
    func share(_ isFlexible: Bool, _ size: CGFloat) -> CGFloat {
      guard isFlexible else { return 0 }
      return total != 0 ? delta * size / total : delta / CGFloat(flexible.count)
    }
    return (origin + share(flexibleLeading, origin), length + share(flexibleLength, length))
  }
}
