import Foundation

/// Activation: which view holds a constraint, and telling the engine (spec 5.9).
///
/// An active constraint is listed in exactly one view's `constraints`, its ``container``.
/// `isActive = true` picks the closest common ancestor of the constraint's items (a layout
/// guide counts as its owning view); `addConstraint(_:)` picks the receiver. The engine hears
/// of each change after the view's list changed.
extension NSLayoutConstraint {
  /// The items the constraint refers to that still exist: one or two per side (an offset
  /// anchor has two).
  var referencedItems: [any LayoutItem] {
    firstAnchorDefinition.items + (secondAnchorDefinition?.items ?? [])
  }

  /// Installs the constraint on the closest common ancestor of its items; nothing if it is
  /// active already.
  func activate() {
    guard container == nil else { return }
    guard let holder = commonAncestor else {
      preconditionFailure(
        "NSGenericException: Unable to activate constraint with anchors \(firstAnchor) and "
          + "\(secondAnchor.map(\.description) ?? "(null)") because they have no common "
          + "ancestor.  Does the constraint or its anchors reference items in different view "
          + "hierarchies?  That's illegal.")
    }
    install(on: holder)
  }

  /// Removes the constraint from the view that holds it; nothing if it is inactive.
  func deactivate() {
    guard let holder = container else { return }
    holder.installedConstraints.removeAll { $0 === self }
    container = nil
    LayoutEngineHooks.constraintWasDeactivated(self)
  }

  /// Lists the constraint in `view`'s constraints and tells the engine.
  ///
  /// The constraint must be inactive. Two locations of different axes stop here with UIKit's
  /// `NSInvalidLayoutConstraintException`, which UIKit raises when it first lowers the
  /// constraint into its engine.
  ///
  /// - Parameter view: The view that holds the constraint from now on.
  func install(on view: UIView) {
    container = view
    view.installedConstraints.append(self)
    if let secondKind = secondAnchorDefinition?.kind, secondKind != firstAnchorDefinition.kind {
      preconditionFailure(
        "NSInvalidLayoutConstraintException: Constraint improperly relates anchors of "
          + "incompatible types: \(self)")
    }
    LayoutEngineHooks.constraintWasActivated(self)
    if LayoutSanitizer.isOn { LayoutSanitizer.constraintWasActivated(self) }
  }

  /// The closest view that is, or is an ancestor of, the view of every item; `nil` if an item
  /// is gone, a layout guide has no owning view, or the items are in different trees.
  var commonAncestor: UIView? {
    // Every activation asks: the terms are visited in place, without arrays of items.
    var search = CommonAncestorSearch(missingView: .fail)
    search.visit(self)
    return search.failed ? nil : search.ancestor
  }

  /// Whether every item of the constraint lies in `view`'s subtree (the view itself
  /// included), the condition for `view.addConstraint(_:)` (spec A4).
  ///
  /// - Parameter view: The view that is to hold the constraint.
  /// - Returns: `true` if `view` may hold the constraint.
  func itemsLie(inSubtreeOf view: UIView) -> Bool {
    guard let ancestor = commonAncestor else { return false }
    return ancestor.isDescendant(of: view)
  }

  /// Whether the constraint refers to `view` or one of its descendants.
  ///
  /// - Parameter view: The root of a subtree.
  /// - Returns: `true` if an item of the constraint belongs to the subtree.
  func refers(toSubtreeOf view: UIView) -> Bool {
    referencedItems.contains { $0.layoutView?.isDescendant(of: view) == true }
  }
}
