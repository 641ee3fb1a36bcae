import Foundation

/// The navigation controller's toolbar: hidden (out of the view) by default; when shown it is
/// in the view, across its bottom, its standard height (44 points on iPhone, 49 above a home
/// indicator, decision IC9) plus the view's bottom safe-area inset; it shows the top controller's `toolbarItems` and takes its depth
/// from the top controller's safe area, as the navigation bar does at the top.
extension UINavigationController {
  /// The toolbar's frame: across the bottom of the view, the standard height above the bottom
  /// safe-area inset, which it covers too.
  func toolbarFrame(in container: UIView, geometry: InsetGeometry) -> CGRect {
    let bounds = geometry.bounds(of: container)
    let bottomInset = container.safeAreaInsets(in: geometry).bottom
    let height = BarMetrics(for: container).bottomToolbarHeight(bottomInset: bottomInset)
    return CGRect(x: bounds.minX, y: bounds.maxY - height, width: bounds.width, height: height)
  }

  /// Frames the toolbar and gives it the top controller's items; returns its frame and
  /// translucency for the children's frames, or `nil` while it is hidden.
  func layoutToolbar(in container: UIView) -> (CGRect, Bool)? {
    let items = topViewController?.chrome.toolbarItems
    let current = toolbarView.items
    if current?.count != items?.count
      || zip(current ?? [], items ?? []).contains(where: { $0 !== $1 })
    {
      toolbarView.setItems(items, animated: false)
    }
    guard !toolbarHiddenState else {
      if toolbarView.superview === container { toolbarView.removeFromSuperview() }
      return nil
    }
    if toolbarView.superview !== container { container.addSubview(toolbarView) }
    let frame = toolbarFrame(in: container, geometry: .current)
    if toolbarView.frame != frame { toolbarView.frame = frame }
    return (frame, toolbarView.isTranslucent)
  }

  /// `setToolbarHidden(_:animated:)`: the toolbar hides or shows at once, and the view is laid
  /// out again so that the top controller's safe area follows.
  func updateToolbarHidden(_ hidden: Bool) {
    guard hidden != toolbarHiddenState else { return }
    toolbarHiddenState = hidden
    viewIfLoaded?.setNeedsLayout()
    for child in children { child.viewIfLoaded?.setNeedsLayout() }
  }
}
