import ConstraintSolver
import Foundation

/// Intrinsic content size, content hugging and compression resistance (spec 5.13–5.16).
extension LayoutEngine {
  /// Reads a view's intrinsic size and replaces its content-size constraints: per axis with an
  /// intrinsic value `v`, `size <= v` at the hugging priority and `size >= v` at the
  /// compression-resistance priority.
  func installContentSizeConstraints(for view: UIView) {
    removeContentSizeConstraints(for: view)
    guard view !== root || fitting != nil, let own = variables[ObjectIdentifier(view)] else {
      return
    }
    let size = view.intrinsicContentSize
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
    for constraint in generated { try? solver.add(constraint) }
    if !generated.isEmpty { contentSizeConstraints[ObjectIdentifier(view)] = generated }
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
