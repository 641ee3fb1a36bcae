import Foundation

/// Where a view goes when it is added or inserted.
enum SubviewPlacement {
  /// At the end of `subviews`, layer at the front of the sublayers.
  case front
  /// At an index of `subviews` (after removing the view from it if it was already there).
  case index(Int)
  /// Directly above a sibling, subview and layer; at the front if it is not a sibling.
  case above(UIView)
  /// Directly below a sibling, subview and layer; at the front if it is not a sibling.
  case below(UIView)
}

/// The view tree: adding, inserting, reordering and removing subviews, with UIKit's callbacks.
///
/// Callback order (decision H1 in the project's decision list, after the logs cited in the
/// peers survey V5): moving into a superview calls `willMove(toSuperview:)`, changes the tree,
/// calls `didMoveToSuperview()`, then, if the window changes, `willMove(toWindow:)` and
/// `didMoveToWindow()` on every view of the moved subtree (parents first), and finally the new
/// superview's `didAddSubview(_:)`. Removal calls the superview's `willRemoveSubview(_:)`,
/// `willMove(toSuperview: nil)`, `willMove(toWindow: nil)` on the subtree, changes the tree,
/// then `didMoveToWindow()` on the subtree and `didMoveToSuperview()`.
extension UIView {
  func place(_ view: UIView, at placement: SubviewPlacement) {
    precondition(view !== self, "NSInvalidArgumentException: Can't add self as subview")
    precondition(
      !view.appearanceCustomization.isProxy,
      "NSInvalidArgumentException: an appearance proxy (\(type(of: view)).appearance()) is not a "
        + "view and cannot be added as a subview")
    precondition(
      !isDescendant(of: view),
      "CALayerInvalid: layer \(ObjectAddress.layerDescription(view.layer)) is a part of cycle "
        + "in its layer tree (\(type(of: view)) added to its own descendant \(type(of: self)))")
    if view.superview === self {
      moveWithinSubviews(view, to: placement)
      return
    }
    UIViewController.checkHierarchyConsistency(adding: view, to: self)
    let oldWindow = view.window
    let newWindow = window
    let oldSuperview = view.superview
    oldSuperview?.willRemoveSubview(view)
    view.willMove(toSuperview: self)
    view.detachFromTree()
    insertIntoTree(view, at: placement)
    view.didMoveToSuperview()
    if oldWindow !== newWindow { view.moveSubtree(to: newWindow) }
    view.refreshTraitsInSubtree()
    didAddSubview(view)
    if let oldSuperview { view.deactivateConstraintsCrossingRemoval(from: oldSuperview) }
    LayoutEngine.viewDidMove(view, from: oldSuperview, to: self)
    if LayoutSanitizer.isOn { LayoutSanitizer.viewWasAdded(view, to: self) }
    checkHierarchyInvariants()
    oldSuperview?.checkHierarchyInvariants()
    view.setNeedsLayout()
    setNeedsLayout()
    oldSuperview?.setNeedsLayout()
  }

  func detachFromSuperview() {
    guard let parent = superview else { return }
    let oldWindow = window
    parent.willRemoveSubview(self)
    willMove(toSuperview: nil)
    let leaving =
      oldWindow.map { !$0.isHidden } == true
      ? UIViewController.beginViewDrivenAppearance(of: self, appearing: false) : []
    if oldWindow != nil { forEachInSubtree { $0.willMove(toWindow: nil) } }
    detachFromTree()
    if oldWindow != nil {
      refreshWindowCache(inherited: nil)
      forEachInSubtree { $0.didMoveToWindow() }
    }
    UIViewController.finishViewDrivenAppearance(leaving, appearing: false)
    didMoveToSuperview()
    LayoutEngine.viewDidMove(self, from: parent, to: nil)
    parent.checkHierarchyInvariants()
    checkHierarchyInvariants()
    parent.setNeedsLayout()
    // Auto Layout: constraints between the removed subtree and the views outside it go (V6).
    deactivateConstraintsCrossingRemoval(from: parent)
  }

  func exchangeSubviews(_ first: Int, _ second: Int) {
    guard first != second, subviews.indices.contains(first), subviews.indices.contains(second)
    else { return }
    let a = subviews[first].layer
    let b = subviews[second].layer
    subviews.swapAt(first, second)
    if let ia = layer.sublayerStorage.firstIndex(where: { $0 === a }),
      let ib = layer.sublayerStorage.firstIndex(where: { $0 === b })
    {
      layer.sublayerStorage.swapAt(ia, ib)
    }
    checkHierarchyInvariants()
    setNeedsLayout()
  }

  func reorder(_ view: UIView, toFront: Bool) {
    guard view.superview === self, let index = subviews.firstIndex(where: { $0 === view }) else {
      return
    }
    let target = toFront ? subviews.count - 1 : 0
    guard index != target else { return }
    subviews.remove(at: index)
    view.layer.detachFromSuperlayer()
    if toFront {
      subviews.append(view)
      layer.insertSublayer(view.layer, at: UInt32(clamping: layer.sublayerStorage.count))
    } else {
      subviews.insert(view, at: 0)
      layer.insertSublayer(view.layer, at: 0)
    }
    checkHierarchyInvariants()
    setNeedsLayout()
  }

  func findView(withTag tag: Int) -> UIView? {
    if self.tag == tag { return self }
    for subview in subviews {
      if let found = subview.findView(withTag: tag) { return found }
    }
    return nil
  }

  /// Calls `body` on this view and every descendant, parents before children.
  func forEachInSubtree(_ body: (UIView) -> Void) {
    body(self)
    for subview in subviews { subview.forEachInSubtree(body) }
  }

  /// Moves an already-inserted subtree to `newWindow`, with the window callbacks.
  func moveSubtree(to newWindow: UIWindow?) {
    // `cachedWindow` is still the old window here: the tree changed, the caches did not.
    let wasVisible = cachedWindow.map { !$0.isHidden } ?? false
    let willBeVisible = newWindow.map { !$0.isHidden } ?? false
    #if HEADLESS_UIKIT_INTERNAL_CHECKS
      UIView.windowMovesInProgress += 1
      defer {
        UIView.windowMovesInProgress -= 1
        if UIView.windowMovesInProgress == 0 { (newWindow ?? self).checkHierarchyInvariants() }
      }
    #endif
    let moving =
      wasVisible != willBeVisible
      ? UIViewController.beginViewDrivenAppearance(of: self, appearing: willBeVisible) : []
    forEachInSubtree { $0.willMove(toWindow: newWindow) }
    refreshWindowCache(inherited: newWindow)
    forEachInSubtree { view in
      // Appearance proxies reach a view as it enters a window, before didMoveToWindow (AP2).
      if newWindow != nil { view.applyAppearanceOnEnteringWindow() }
      view.didMoveToWindow()
    }
    UIViewController.finishViewDrivenAppearance(moving, appearing: willBeVisible)
  }

  /// Recomputes the cached window of this subtree: a window is its own window, every other
  /// view inherits its superview's.
  private func refreshWindowCache(inherited: UIWindow?) {
    cachedWindow = (self as? UIWindow) ?? inherited
    for subview in subviews { subview.refreshWindowCache(inherited: cachedWindow) }
  }

  /// A subview moved within the same superview: order changes, no move callbacks.
  private func moveWithinSubviews(_ view: UIView, to placement: SubviewPlacement) {
    let before = subviews.map(ObjectIdentifier.init)
    view.detachFromTree()
    insertIntoTree(view, at: placement)
    checkHierarchyInvariants()
    if subviews.map(ObjectIdentifier.init) != before { setNeedsLayout() }
  }

  /// Removes the view from its superview's `subviews` and its layer from the sublayers.
  private func detachFromTree() {
    guard let parent = superview else { return }
    invalidateSafeAreaCache()  // Its safe area was its old superview's (decision PF1).
    parent.subviews.removeAll { $0 === self }
    layer.detachFromSuperlayer()
    parentView = nil
  }

  /// Inserts a detached view into `subviews` and its layer into the sublayers.
  private func insertIntoTree(_ view: UIView, at placement: SubviewPlacement) {
    let sublayers = layer.sublayerStorage
    func layerIndex(of sibling: UIView) -> Int? {
      sublayers.firstIndex { $0 === sibling.layer }
    }
    var subviewIndex = subviews.count
    var sublayerIndex = sublayers.count
    switch placement {
    case .front:
      break
    case .index(let index):
      if index < subviews.count {
        subviewIndex = max(index, 0)
        sublayerIndex = layerIndex(of: subviews[subviewIndex]) ?? sublayerIndex
      }
    case .above(let sibling):
      if sibling.superview === self, let i = subviews.firstIndex(where: { $0 === sibling }) {
        subviewIndex = i + 1
        sublayerIndex = (layerIndex(of: sibling) ?? sublayers.count - 1) + 1
      }
    case .below(let sibling):
      if sibling.superview === self, let i = subviews.firstIndex(where: { $0 === sibling }) {
        subviewIndex = i
        sublayerIndex = layerIndex(of: sibling) ?? sublayerIndex
      }
    }
    subviews.insert(view, at: subviewIndex)
    layer.insertSublayer(view.layer, at: UInt32(clamping: sublayerIndex))
    view.parentView = self
  }
}
