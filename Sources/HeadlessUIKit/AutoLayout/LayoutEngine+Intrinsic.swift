import ConstraintSolver
import Foundation

/// Intrinsic content size, content hugging and compression resistance (spec 5.13–5.16).
extension LayoutEngine {
  /// Reads a view's intrinsic size and replaces its content-size constraints: per axis with an
  /// intrinsic value `v`, `size <= v` at the hugging priority and `size >= v` at the
  /// compression-resistance priority.
  ///
  /// When only the values changed (the same axes, at the same priorities), the constraints of an
  /// axis whose value is unchanged stay, and the solver changes the others in place, all
  /// together (`Solver.replace(_:)`, decision PF8): a relabelled text costs a few row updates,
  /// not a removal and an addition per constraint. Nothing is made when nothing changed, so
  /// calling this for a view whose content did not change costs one measurement.
  func installContentSizeConstraints(for view: UIView) {
    let id = ObjectIdentifier(view)
    guard view !== root || fitting != nil, let own = existingVariables(of: view) else {
      removeContentSizeConstraints(for: view)
      return
    }
    let size = measuredIntrinsicSize(of: view)
    let hasWidth = size.width != UIView.noIntrinsicMetric && size.width >= 0
    let hasHeight = size.height != UIView.noIntrinsicMetric && size.height >= 0
    let count = (hasWidth ? 2 : 0) + (hasHeight ? 2 : 0)
    let old = contentSizeConstraints[id]
    guard count > 0 || old != nil else { return }
    guard let old, old.count == count, old.allSatisfy(solver.contains) else {
      removeContentSizeConstraints(for: view)
      var generated: [Constraint] = []
      generated.reserveCapacity(count)
      if hasWidth {
        appendContentSizeConstraints(view, .horizontal, own.width, size.width, &generated)
      }
      if hasHeight {
        appendContentSizeConstraints(view, .vertical, own.height, size.height, &generated)
      }
      for constraint in generated { try? solver.add(constraint) }
      contentSizeConstraints[id] = generated.isEmpty ? nil : generated
      return
    }
    var pairs: [(old: Constraint, new: Constraint)] = []
    var index = 0
    func update(_ axis: NSLayoutConstraint.Axis, _ variable: Variable, _ value: CGFloat) {
      let strengths = (
        Self.strength(for: view.contentHuggingPriority(for: axis)),
        Self.strength(for: view.contentCompressionResistancePriority(for: axis))
      )
      for (relation, strength) in [
        (Relation.lessThanOrEqual, strengths.0), (.greaterThanOrEqual, strengths.1),
      ] {
        let previous = old[index]
        index += 1
        let constant = -Double(value)
        let terms = previous.expression.terms
        guard previous.relation == relation, previous.strength == strength, terms.count == 1,
          terms[0].variable === variable, terms[0].coefficient == 1
        else {
          let replacement =
            relation == .lessThanOrEqual
            ? (variable <= Double(value)) | strength : (variable >= Double(value)) | strength
          pairs.append((previous, replacement))
          continue
        }
        let current = previous.expression.constant
        guard abs(current - constant) > 1e-9 * max(1, abs(current), abs(constant)) else { continue }
        var expression = previous.expression
        expression.constant = constant
        pairs.append((previous, Constraint(expression, relation, strength: strength)))
      }
    }
    if hasWidth { update(.horizontal, own.width, size.width) }
    if hasHeight { update(.vertical, own.height, size.height) }
    guard !pairs.isEmpty else { return }
    // Optional pairs cannot fail, so they go together; a required content priority may
    // conflict, and is replaced on its own so that a conflict leaves the others done.
    if pairs.allSatisfy({ !$0.old.strength.isRequired && !$0.new.strength.isRequired }) {
      try? solver.replace(pairs)
    } else {
      for (previous, replacement) in pairs { try? solver.replace(previous, with: replacement) }
    }
    var kept = old
    var next = 0
    for (position, constraint) in old.enumerated() where next < pairs.count {
      if pairs[next].old === constraint {
        kept[position] = pairs[next].new
        next += 1
      }
    }
    contentSizeConstraints[id] = kept
  }

  /// Appends a view's two content-size constraints on one axis to `generated`.
  private func appendContentSizeConstraints(
    _ view: UIView, _ axis: NSLayoutConstraint.Axis, _ variable: Variable, _ value: CGFloat,
    _ generated: inout [Constraint]
  ) {
    let hugging = Self.strength(for: view.contentHuggingPriority(for: axis))
    let resistance = Self.strength(for: view.contentCompressionResistancePriority(for: axis))
    generated.append((variable <= Double(value)) | hugging)
    generated.append((variable >= Double(value)) | resistance)
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
    guard existingVariables(of: view) != nil else { return }
    pendingIntrinsicViews[ObjectIdentifier(view)] = view
    view.superview?.setNeedsLayout()
  }

  /// Re-reads the intrinsic sizes invalidated since the last update.
  func refreshInvalidatedContentSizes() {
    let pending = pendingIntrinsicViews.values
    pendingIntrinsicViews = [:]
    for view in pending where existingVariables(of: view) != nil {
      installContentSizeConstraints(for: view)
    }
  }
}
