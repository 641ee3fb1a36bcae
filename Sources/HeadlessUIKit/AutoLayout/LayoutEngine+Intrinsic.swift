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
    var batch = ContentSizeBatch()
    installContentSizeConstraints(for: view, batch: &batch)
    batch.flush(into: solver)
  }

  /// Reads a view's intrinsic size as ``installContentSizeConstraints(for:)`` does, but leaves
  /// the in-place changes of optional constants in `batch`, so that several views re-measured
  /// together (a fitting measurement, the invalidated views of an update, the second pass of
  /// wrapping labels) are repaired by one dual-simplex pass (decision PF14).
  ///
  /// A removal, an addition or the replacement of a required content-size constraint flushes the
  /// batch first, so the solver sees those in the order of the calls.
  func installContentSizeConstraints(for view: UIView, batch: inout ContentSizeBatch) {
    installContentSizeConstraints(for: view, variables: existingVariables(of: view), batch: &batch)
  }

  /// ``installContentSizeConstraints(for:batch:)`` for a caller that has just read the view's
  /// variables in this engine (`existingVariables(of:)`, passed as `own`), so that they are not
  /// looked up twice: the tree's engine and a fitting engine of the same views take turns in the
  /// views' variable slots, so each such look-up misses the slot and reads the table.
  func installContentSizeConstraints(
    for view: UIView, variables own: ViewVariables?, batch: inout ContentSizeBatch
  ) {
    let id = ObjectIdentifier(view)
    guard view !== root || fitting != nil, let own else {
      batch.flush(into: solver)
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
      batch.flush(into: solver)
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
    // The constraints as they will be: a copy of `old`, made at the first change.
    var kept: [Constraint] = []
    let start = batch.pairs.count
    var hasRequired = false
    var index = 0
    // Per axis with a value, hugging (`<=`) then compression resistance (`>=`), in the order
    // `old` was generated in; a plain loop rather than nested functions, whose captured state
    // cost retains and releases on every call.
    for pass in 0..<2 {
      guard pass == 0 ? hasWidth : hasHeight else { continue }
      let axis: NSLayoutConstraint.Axis = pass == 0 ? .horizontal : .vertical
      let variable = pass == 0 ? own.width : own.height
      let value = Double(pass == 0 ? size.width : size.height)
      for side in 0..<2 {
        let previous = old[index]
        index += 1
        let relation: Relation = side == 0 ? .lessThanOrEqual : .greaterThanOrEqual
        let strength = Self.strength(
          for: side == 0
            ? view.contentHuggingPriority(for: axis)
            : view.contentCompressionResistancePriority(for: axis))
        guard
          let replacement = Self.contentSizeReplacement(
            for: previous, relation, strength, variable, value)
        else { continue }
        if previous.strength.isRequired || strength.isRequired { hasRequired = true }
        batch.append(previous, replacement)
        if kept.isEmpty { kept = old }
        kept[index - 1] = replacement
      }
    }
    guard batch.pairs.count > start else { return }
    contentSizeConstraints[id] = kept
    // Optional pairs cannot fail, so they go together; a required content priority may
    // conflict, and this view's pairs are then replaced one by one, after what was queued
    // before them, so that a conflict leaves the others done.
    guard hasRequired else { return }
    let separate = Array(batch.pairs[start...])
    batch.pairs.removeSubrange(start...)
    batch.flush(into: solver)
    for (previous, replacement) in separate { try? solver.replace(previous, with: replacement) }
  }

  /// The constraint to replace `previous` with, `nil` if there is no change.
  ///
  /// The constraint is `variable relation value` at `strength`; `previous` already is that
  /// constraint when its constant is within a relative 1e-9. A replacement that differs only in its constant reuses `previous`'s terms.
  private static func contentSizeReplacement(
    for previous: Constraint, _ relation: Relation, _ strength: Strength, _ variable: Variable,
    _ value: Double
  ) -> Constraint? {
    let constant = -value
    let expression = previous.expression
    if previous.relation == relation, previous.strength == strength,
      expression.terms.count == 1, expression.terms[0].variable === variable,
      expression.terms[0].coefficient == 1
    {
      let current = expression.constant
      guard abs(current - constant) > 1e-9 * max(1, abs(current), abs(constant)) else {
        return nil
      }
      var changed = expression
      changed.constant = constant
      return Constraint(changed, relation, strength: strength)
    }
    return relation == .lessThanOrEqual
      ? (variable <= value) | strength : (variable >= value) | strength
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

  /// Makes the next measurement of a width-dependent view start as its first one in a new
  /// engine does, without a width solved by this engine (decision L6): a multi-line label then
  /// wraps at its bounds width from the last layout, or not at all before its first layout.
  func forgetMeasuredWidth(of id: ObjectIdentifier) {
    guard widthDependentViews[id] != nil else { return }
    widthDependentViews[id]?.width = nil
  }

  /// Re-reads the intrinsic sizes invalidated since the last update.
  func refreshInvalidatedContentSizes() {
    let pending = pendingIntrinsicViews.values
    pendingIntrinsicViews = [:]
    var batch = ContentSizeBatch()
    for view in pending {
      guard let own = existingVariables(of: view) else { continue }
      installContentSizeConstraints(for: view, variables: own, batch: &batch)
    }
    batch.flush(into: solver)
  }
}

/// In-place changes of optional content-size constants waiting to be made together: the
/// solver shifts every row first and repairs feasibility once (decision PF14).
struct ContentSizeBatch {
  /// The constraints to replace and their replacements, in the order they were queued.
  var pairs: [(old: Constraint, new: Constraint)] = []

  /// Queues the replacement of `old` by `new`; the first one makes room for eight (a cell's
  /// labels change up to four constants each), so the queue does not grow one by one.
  mutating func append(_ old: Constraint, _ new: Constraint) {
    if pairs.capacity == 0 { pairs.reserveCapacity(8) }
    pairs.append((old, new))
  }

  /// Makes the queued replacements (one `Solver.replace(_:)`, which cannot fail for optional
  /// constraints) and empties the batch.
  mutating func flush(into solver: Solver) {
    guard !pairs.isEmpty else { return }
    try? solver.replace(pairs)
    pairs.removeAll(keepingCapacity: true)
  }
}
