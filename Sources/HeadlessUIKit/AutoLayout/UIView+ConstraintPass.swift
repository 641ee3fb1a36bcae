import Foundation

/// The constraint-update pass (spec 4.6–4.11).
extension UIView {
  /// Calls `updateConstraints()`, bottom-up, on every view of the subtree that needs it, and
  /// stops with UIKit's message when an override did not call `super` (decision A7).
  func runConstraintPass() {
    for subview in subviews { subview.runConstraintPass() }
    defer { owningController?.checkFittingSizeAfterConstraintPass() }
    guard constraintUpdateFlag else { return }
    constraintUpdateFlag = false
    reachedBaseUpdateConstraints = false
    if let controller = owningController {
      controller.updateViewConstraints()
    } else {
      updateConstraints()
    }
    guard reachedBaseUpdateConstraints else {
      let name = ObjectAddress.className(of: self)
      preconditionFailure(
        "NSInternalInconsistencyException: Auto Layout still required after sending "
          + "-updateConstraints to \(ObjectAddress.short(self)). \(name) or one of its superclasses "
          + "may have overridden -updateConstraints without calling super. Or, something may have "
          + "dirtied layout constraints in the middle of updating them.  Both are programming "
          + "errors.")
    }
  }

  /// Whether constraint-based layout is engaged for the tree whose root this is: the tree has
  /// a layout engine (it holds a constraint, or a view that requires constraint-based layout
  /// joined it, see `LayoutEngine.viewDidMove`), or the root itself requires it (spec 4.11).
  var treeUsesConstraintBasedLayout: Bool {
    LayoutEngine.existingEngine(forTreeOf: self) != nil
      || type(of: self).requiresConstraintBasedLayout
  }

  /// The constraint pass of the tree's root, when constraint-based layout is engaged, then the
  /// engine's solve: what runs before a layout pass (spec 4.9).
  func prepareTreeForLayout() {
    var root = self
    while let parent = root.superview { root = parent }
    guard root.treeUsesConstraintBasedLayout else { return }
    root.runConstraintPass()
    if LayoutSanitizer.isOn { LayoutSanitizer.checkPendingConstraints() }
    LayoutEngine.existingEngine(forTreeOf: root)?.update()
  }
}
