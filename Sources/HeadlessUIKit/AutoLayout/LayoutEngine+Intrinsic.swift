import ConstraintSolver
import Foundation

/// Intrinsic content size, content hugging and compression resistance (spec 5.13–5.16).
extension LayoutEngine {
  /// Reads a view's intrinsic size and replaces its content-size constraints: per axis with an
  /// intrinsic value `v`, `size <= v` at the hugging priority and `size >= v` at the
  /// compression-resistance priority.
  ///
  /// When only the values changed (the same axes, at the same priorities), the constraints of an
  /// axis whose value is unchanged stay, and the solver changes the others in place
  /// (`Solver.replace(_:with:)`): a relabelled text costs a few row updates, not a removal and
  /// an addition per constraint.
  func installContentSizeConstraints(for view: UIView) {
    guard view !== root || fitting != nil, let own = variables[ObjectIdentifier(view)] else {
      removeContentSizeConstraints(for: view)
      return
    }
    let size = measuredIntrinsicSize(of: view)
    var generated: [Constraint] = []
    for (axis, value, variable) in [
      (NSLayoutConstraint.Axis.horizontal, size.width, own.width),
      (.vertical, size.height, own.height),
    ] where value != UIView.noIntrinsicMetric && value >= 0 {
      let hugging = Self.strength(for: view.contentHuggingPriority(for: axis))
      let resistance = Self.strength(for: view.contentCompressionResistancePriority(for: axis))
      generated.append((variable <= Double(value)) | hugging)
      generated.append((variable >= Double(value)) | resistance)
    }
    let id = ObjectIdentifier(view)
    if let old = contentSizeConstraints[id], old.count == generated.count,
      old.allSatisfy(solver.contains)
    {
      var kept = old
      for (index, (previous, replacement)) in zip(old, generated).enumerated()
      where !Self.equivalent(previous, replacement) {
        try? solver.replace(previous, with: replacement)
        kept[index] = replacement
      }
      contentSizeConstraints[id] = kept
    } else {
      removeContentSizeConstraints(for: view)
      for constraint in generated { try? solver.add(constraint) }
      contentSizeConstraints[id] = generated.isEmpty ? nil : generated
    }
  }

  /// Removes a view's content-size constraints, if it has any.
  func removeContentSizeConstraints(for view: UIView) {
    guard let old = contentSizeConstraints.removeValue(forKey: ObjectIdentifier(view)) else {
      return
    }
    for constraint in old where solver.contains(constraint) { try? solver.remove(constraint) }
  }

  /// Records that a view's intrinsic size (or its priorities) changed; its constraints are
  /// replaced at the next update.
  func intrinsicContentSizeDidChange(of view: UIView) {
    guard variables[ObjectIdentifier(view)] != nil else { return }
    pendingIntrinsicViews[ObjectIdentifier(view)] = view
    view.superview?.setNeedsLayout()
  }

  /// Re-reads the intrinsic sizes invalidated since the last update.
  func refreshInvalidatedContentSizes() {
    let pending = pendingIntrinsicViews.values
    pendingIntrinsicViews = [:]
    for view in pending where variables[ObjectIdentifier(view)] != nil {
      installContentSizeConstraints(for: view)
    }
  }
}
