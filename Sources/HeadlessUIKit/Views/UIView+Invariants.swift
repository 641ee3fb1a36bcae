import Foundation

/// Consistency checks of the view tree, compiled in only with `HEADLESS_UIKIT_INTERNAL_CHECKS`
/// (debug builds, so every test run): they run after every hierarchy mutation.
extension UIView {
  /// Checks that this view's links agree: each subview names it as superview and appears once,
  /// subview layers are sublayers of this layer in the same relative order, and the cached
  /// window of this view and its subtree equals the window computed from the superview chain.
  func checkHierarchyInvariants() {
    #if HEADLESS_UIKIT_INTERNAL_CHECKS
      var seen = Set<ObjectIdentifier>()
      var lastLayerIndex = -1
      for subview in subviews {
        precondition(
          subview.superview === self,
          "Invariant: \(subview) is in subviews of \(self) but its "
            + "superview is \(String(describing: subview.superview))")
        precondition(
          seen.insert(ObjectIdentifier(subview)).inserted,
          "Invariant: \(subview) appears twice in subviews")
        guard let index = layer.sublayerStorage.firstIndex(where: { $0 === subview.layer })
        else { preconditionFailure("Invariant: \(subview)'s layer is not a sublayer of \(self)") }
        precondition(
          index > lastLayerIndex, "Invariant: sublayer order disagrees with subviews of \(self)")
        lastLayerIndex = index
      }
      if let superview {
        precondition(
          superview.subviews.contains { $0 === self },
          "Invariant: \(self) names \(superview) as superview but is not among its subviews")
        precondition(layer.superlayer === superview.layer, "Invariant: layer tree disagrees")
      }
      // While a subtree moves between windows, callbacks that run before its caches are
      // refreshed (viewWillAppear from willMove(toWindow:)) can change the tree: the caches
      // are stale by design until the move ends, and are checked then.
      if UIView.windowMovesInProgress == 0 { checkWindowCache(expected: computedWindow()) }
    #endif
  }

  #if HEADLESS_UIKIT_INTERNAL_CHECKS
    /// How many subtree moves between windows (``moveSubtree(to:)``) are under way.
    static var windowMovesInProgress = 0
  #endif

  #if HEADLESS_UIKIT_INTERNAL_CHECKS
    private func computedWindow() -> UIWindow? {
      var view: UIView? = self
      while let candidate = view {
        if let window = candidate as? UIWindow { return window }
        view = candidate.superview
      }
      return nil
    }

    private func checkWindowCache(expected: UIWindow?) {
      let expected = (self as? UIWindow) ?? expected
      precondition(
        cachedWindow === expected,
        "Invariant: \(self) caches window \(String(describing: cachedWindow)), "
          + "expected \(String(describing: expected))")
      for subview in subviews { subview.checkWindowCache(expected: expected) }
    }
  #endif
}
