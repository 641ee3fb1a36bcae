import Foundation

/// Views as constraint items: their anchors, the constraints they hold, and the constraints
/// that go away with a view when it leaves its superview.
extension UIView: LayoutItem {
  /// A view belongs to itself.
  var layoutView: UIView? {
    self
  }

  /// `UIView:0x…`, or the module-qualified class name for app classes.
  var layoutDescription: String {
    "\(ObjectAddress.className(of: self)):\(ObjectAddress.of(self))"
  }

  /// The view's reference for constraints, anchors and engines, made once (decision PF31).
  var layoutItemReference: LayoutItemReference {
    if let storedItemReference { return storedItemReference }
    let reference = LayoutItemReference(view: self)
    storedItemReference = reference
    return reference
  }

  /// The view's x-axis anchor for an attribute, made once.
  func xAxisAnchor(for attribute: NSLayoutConstraint.Attribute) -> NSLayoutXAxisAnchor {
    cachedAnchor(for: attribute) { NSLayoutXAxisAnchor(item: self, attribute: attribute) }
  }

  /// The view's y-axis anchor for an attribute, made once.
  func yAxisAnchor(for attribute: NSLayoutConstraint.Attribute) -> NSLayoutYAxisAnchor {
    cachedAnchor(for: attribute) { NSLayoutYAxisAnchor(item: self, attribute: attribute) }
  }

  /// The view's dimension anchor for an attribute, made once.
  func dimensionAnchor(for attribute: NSLayoutConstraint.Attribute) -> NSLayoutDimension {
    cachedAnchor(for: attribute) {
      NSLayoutDimension(definition: LayoutAnchorDefinition(item: self, attribute: attribute))
    }
  }

  private func cachedAnchor<Anchor: AnyObject>(
    for attribute: NSLayoutConstraint.Attribute, make: () -> Anchor
  ) -> Anchor {
    // Indexed by the attribute's raw value (0...20): views are made by the thousand, and
    // each asks for several anchors, so no hashing and one small array per view.
    let index = attribute.rawValue
    if index < layoutAnchorCache.count, let anchor = layoutAnchorCache[index] as? Anchor {
      return anchor
    }
    let anchor = make()
    if layoutAnchorCache.count <= index {
      let count = max(index, NSLayoutConstraint.Attribute.centerYWithinMargins.rawValue) + 1
      layoutAnchorCache.append(
        contentsOf: repeatElement(nil, count: count - layoutAnchorCache.count))
    }
    layoutAnchorCache[index] = anchor
    return anchor
  }

  /// `addConstraint(_:)`: the view holds the constraint from now on.
  ///
  /// A constraint whose items are not all in the view's subtree is still installed, after
  /// UIKit's "view hierarchy is not prepared" message (UIKit installs it too and fails only if
  /// the engine must resolve it before the hierarchy is assembled).
  func hold(_ constraint: NSLayoutConstraint) {
    guard constraint.container !== self else { return }
    constraint.deactivate()
    if !constraint.itemsLie(inSubtreeOf: self) {
      Diagnostics.log(
        "[LayoutConstraints] The view hierarchy is not prepared for the constraint: "
          + "\(constraint)\n\tWhen added to a view, the constraint's items must be descendants "
          + "of that view (or the view itself). This will crash if the constraint needs to be "
          + "resolved before the view hierarchy is assembled. Break on "
          + "-[UIView(UIConstraintBasedLayout) _viewHierarchyUnpreparedForConstraint:] to debug.")
    }
    constraint.install(on: self)
  }

  /// `removeConstraint(_:)`: deactivates the constraint if this view holds it.
  func stopHolding(_ constraint: NSLayoutConstraint) {
    guard constraint.container === self else { return }
    constraint.deactivate()
  }

  /// Deactivates the constraints between the view's subtree and the tree it just left.
  ///
  /// Every constraint held by `formerSuperview` or one of its ancestors that refers to the
  /// view or a descendant goes, as UIKit removes them with the view (peers V6). Constraints
  /// held inside the subtree stay.
  ///
  /// - Parameter formerSuperview: The superview the view was removed from.
  func deactivateConstraintsCrossingRemoval(from formerSuperview: UIView) {
    var holder: UIView? = formerSuperview
    while let view = holder {
      for constraint in view.installedConstraints where constraint.refers(toSubtreeOf: self) {
        constraint.deactivate()
      }
      holder = view.superview
    }
  }
}
