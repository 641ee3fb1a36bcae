import Foundation

/// Child controllers (spec 8.1–8.6, 8.9).
extension UIViewController {
  /// `addChild(_:)`: removes the child from another parent, calls `willMove(toParent:)`, then
  /// appends it (spec 8.1).
  func performAddChild(_ child: UIViewController) {
    precondition(
      child !== self,
      "NSInvalidArgumentException: child view controller:\(ObjectAddress.short(child)) should "
        + "have parent view controller:(null) but actual parent is:\(ObjectAddress.short(self))")
    if child.storedParent === self { return }
    if child.storedParent != nil { child.performRemoveFromParent() }
    child.appearance.isMovingToParent = true
    child.willMove(toParent: self)
    childList.append(child)
    child.storedParent = self
    child.storedView?.invalidateSafeAreaCache()  // A container may cover it (decision PF1).
    child.refreshTraitsOfHierarchy()
    if LayoutSanitizer.isOn { LayoutSanitizer.childWasAdded(child, to: self) }
  }

  /// `removeFromParent()`: removes the controller from its parent's children, clears `parent`,
  /// then calls `didMove(toParent: nil)` (spec 8.3).
  func performRemoveFromParent() {
    guard let parent = storedParent else { return }
    parent.childList.removeAll { $0 === self }
    storedParent = nil
    storedView?.invalidateSafeAreaCache()
    refreshTraitsOfHierarchy()
    appearance.isMovingFromParent = true
    didMove(toParent: nil)
  }

  /// The base `didMove(toParent:)`: a removal that caused no disappearance in progress is over
  /// (`isMovingToParent` lasts until the end of the first appearance, decision C4).
  func finishMoveToParent() {
    if LayoutSanitizer.isOn { LayoutSanitizer.childDidMove(self, to: storedParent) }
    guard appearance.phase == .appeared || appearance.phase == .disappeared else { return }
    appearance.isMovingFromParent = false
  }

  /// The closest controller that owns `view` or one of its ancestors.
  static func owningController(ofHierarchyAt view: UIView) -> UIViewController? {
    var current: UIView? = view
    while let candidate = current {
      if let controller = candidate.owningController { return controller }
      current = candidate.superview
    }
    return nil
  }

  /// Checks spec 8.9 when a controller's root view is added under `superview`: the closest
  /// controller above must be the child's parent (when the child has one).
  static func checkHierarchyConsistency(adding view: UIView, to superview: UIView) {
    guard let child = view.owningController, let parent = child.storedParent else { return }
    let above = owningController(ofHierarchyAt: superview)
    guard let above, above !== parent else { return }
    preconditionFailure(
      "UIViewControllerHierarchyInconsistencyException: child view controller:"
        + "\(ObjectAddress.short(child)) should have parent view controller:"
        + "\(ObjectAddress.short(above)) but actual parent is:\(ObjectAddress.short(parent))")
  }
}
