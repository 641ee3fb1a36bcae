import Foundation

/// A view's cached safe-area insets (decision PF1).
///
/// UIKit reads safe areas on every layout of every view (margins, the safe-area guide, the
/// change notifications), and each value depends on every view between the view and its window.
/// Computed afresh, a read walks up to the window; cached, it is one look-up. The cache holds
/// exactly what `safeAreaInsets(in: .current)` would return, and is dropped whenever one of its
/// inputs changes:
///
/// - the view's or an ancestor's bounds, position or anchor point (the layer reports them, and
///   the view's whole cached subtree is dropped);
/// - the view moving to another superview or window (the moved subtree is dropped);
/// - the root view of a controller being assigned or released, the controller joining or leaving
///   a parent, or its `additionalSafeAreaInsets` changing (the root view's subtree is dropped);
/// - the window's own insets (its screen, device, orientation, status bar or frame): each entry
///   records the window insets it was derived from and is used only while they are unchanged.
///
/// A view whose insets include a container's bars (decision C34) or a controller's additional
/// insets is never cached (the bars change without any geometry of the view's ancestors
/// changing, and a controller that goes away takes its additional insets without telling its
/// view); neither, then, are its descendants. A window is never cached (its insets are recomputed, cheaply, on every read).
/// Invariant: a cached view's superview is cached or is the window, so dropping a subtree
/// stops at the first view without an entry.
struct SafeAreaCacheEntry: Equatable {
  /// The window's own insets when the entry was made.
  let windowInsets: UIEdgeInsets
  /// The view's insets.
  let insets: UIEdgeInsets
}

extension UIView {
  /// Drops the cached safe-area insets of this view and of every descendant that has them (a
  /// window's direct subviews too, as a window keeps no entry of its own).
  func invalidateSafeAreaCache() {
    guard safeAreaCache != nil || self is UIWindow else { return }
    safeAreaCache = nil
    for subview in subviews { subview.invalidateSafeAreaCache() }
  }
}

extension UIWindow {
  /// The window's own safe-area insets: the part of its screen's insets (for the device and
  /// orientation) that lies over its frame (spec 6.8).
  var ownSafeAreaInsets: UIEdgeInsets {
    let insets = screenSafeAreaInsets
    let frame = frame
    let bounds = screen.bounds
    return UIEdgeInsets(
      top: max(0, insets.top - (frame.minY - bounds.minY)),
      left: max(0, insets.left - (frame.minX - bounds.minX)),
      bottom: max(0, insets.bottom - (bounds.maxY - frame.maxY)),
      right: max(0, insets.right - (bounds.maxX - frame.maxX)))
  }
}
