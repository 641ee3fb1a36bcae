import Foundation

/// Safe-area insets (spec 6.8–6.11, 6.14) and the notifications of inset changes.
extension UIView {
  /// The view's safe-area insets, read from the given geometry.
  ///
  /// Zero outside a window and in a hidden window (spec 6.8). A window takes the part of its
  /// screen's insets (for the device and orientation) that lies over it; any other view the part
  /// of its superview's insets that lies over it: `top = max(0, I.top − (f.minY − B.minY))` and
  /// likewise for the other edges, `f` being the view's untransformed frame, `B` the superview's
  /// bounds and `I` the superview's insets (decision 6.8; transforms ignored, 6.14); a scroll
  /// view's content gets none on an axis whose safe area the scroll view adds to its
  /// `adjustedContentInset` (decision IC51). The root
  /// view of a navigation or tab bar controller's child takes at least the depth of the
  /// container's bars on each edge (decision C34).
  ///
  /// Read from the current geometry, a view's insets are cached (decision PF1, see
  /// `UIView+SafeAreaCache.swift`): a read is then one look-up instead of a walk to the window.
  ///
  /// - Parameter geometry: Where frames are read.
  /// - Returns: The insets, in the view's bounds.
  func safeAreaInsets(in geometry: InsetGeometry) -> UIEdgeInsets {
    guard let window = cachedWindow ?? (self as? UIWindow), !window.isHidden else { return .zero }
    return safeAreaInsets(in: geometry, window: window, windowInsets: window.ownSafeAreaInsets)
  }

  /// The view's safe-area insets in `window`, whose own insets are `windowInsets` (computed once
  /// per read, not once per level of the walk up).
  private func safeAreaInsets(
    in geometry: InsetGeometry, window: UIWindow, windowInsets: UIEdgeInsets
  ) -> UIEdgeInsets {
    guard self !== window, let superview else { return self === window ? windowInsets : .zero }
    let isCurrent: Bool
    if case .current = geometry { isCurrent = true } else { isCurrent = false }
    if isCurrent, let cache = safeAreaCache, cache.windowInsets == windowInsets {
      return cache.insets
    }
    let outer =
      (superview.cachedWindow ?? (superview as? UIWindow)) === window
      ? superview.safeAreaInsets(in: geometry, window: window, windowInsets: windowInsets)
      : superview.safeAreaInsets(in: geometry)
    var insets = UIEdgeInsets.zero
    if outer != .zero {
      let frame = geometry.frame(of: self)
      let bounds = geometry.bounds(of: superview)
      insets = UIEdgeInsets(
        top: max(0, outer.top - (frame.minY - bounds.minY)),
        left: max(0, outer.left - (frame.minX - bounds.minX)),
        bottom: max(0, outer.bottom - (bounds.maxY - frame.maxY)),
        right: max(0, outer.right - (bounds.maxX - frame.maxX)))
      if let scrollView = superview as? UIScrollView {
        // A scroll view that adds its safe area to its content inset on an axis passes none of
        // it on to its content on that axis (decision IC51).
        let axes = scrollView.safeAreaAxes()
        if axes.vertical {
          insets.top = 0
          insets.bottom = 0
        }
        if axes.horizontal {
          insets.left = 0
          insets.right = 0
        }
      }
    }
    var dependsOnContainer = false  // Set when the value is not cacheable (decision PF1).
    if let controller = owningController {
      if let container = controller.storedParent as? any ChildSafeAreaContainer {
        // UIKit's containers extend a child's safe area over their bars (decision C34).
        dependsOnContainer = true
        let bars = container.barInsets(coveringChildView: self, in: geometry)
        insets = UIEdgeInsets(
          top: max(insets.top, bars.top), left: max(insets.left, bars.left),
          bottom: max(insets.bottom, bars.bottom), right: max(insets.right, bars.right))
      }
      let additional = controller.storedAdditionalSafeAreaInsets
      if additional != .zero {
        // A controller's additional insets add to its root view's safe area (spec 6.10).
        dependsOnContainer = true
        insets.top += additional.top
        insets.left += additional.left
        insets.bottom += additional.bottom
        insets.right += additional.right
      }
    }
    if isCurrent, !dependsOnContainer, superview === window || superview.safeAreaCache != nil {
      safeAreaCache = SafeAreaCacheEntry(windowInsets: windowInsets, insets: insets)
    }
    return insets
  }

  /// Reports changed safe-area insets and margins before the view's `layoutSubviews()`, as
  /// UIKit does during layout (spec 6.11): `safeAreaInsetsDidChange()` first, then
  /// `layoutMarginsDidChange()` if the effective margins moved with them.
  func reportInsetChangesBeforeLayout() {
    let visible = cachedWindow.map { !$0.isHidden } ?? false
    guard visible || marginState.reportedSafeArea != .zero else { return }
    let safeArea = safeAreaInsets(in: .current)
    guard safeArea != marginState.reportedSafeArea else { return }
    // Observers of `safeAreaInsets` hear of the change here, when UIKit reports it (KV2); the
    // getter already returns the new insets, so the reported ones are the old value.
    KeyValueObservingCenter.change(
      self, "safeAreaInsets", oldValue: marginState.reportedSafeArea
    ) { marginState.reportedSafeArea = safeArea }
    safeAreaInsetsDidChange()
    owningController?.viewSafeAreaInsetsDidChange()
    let margins = effectiveLayoutMargins(in: .current)
    if marginState.reportedMargins != margins {
      marginState.reportedMargins = margins
      notifyLayoutMarginsDidChange()
    }
  }

  /// The view moved or changed size: if that moved its safe area, it is laid out again so
  /// that it hears of it (UIKit re-evaluates safe areas when frames change).
  func safeAreaMayHaveMoved() {
    let visible = cachedWindow.map { !$0.isHidden } ?? false
    guard visible || marginState.reportedSafeArea != .zero,
      safeAreaInsets(in: .current) != marginState.reportedSafeArea
    else { return }
    setNeedsLayout()
  }

  /// After `layoutSubviews()`: subviews whose safe area moved (their frames changed) are laid
  /// out in this pass too, so that they hear of it.
  func markSubviewsWithMovedSafeArea() {
    guard let window = cachedWindow ?? (self as? UIWindow), !window.isHidden else { return }
    for subview in subviews
    where subview.safeAreaInsets(in: .current) != subview.marginState.reportedSafeArea {
      subview.setNeedsLayout()
    }
  }
}
