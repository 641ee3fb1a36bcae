import ConstraintSolver
import Foundation

/// Translating layout constraints into solver constraints, incrementally.
extension LayoutEngine {
  /// The one mapping from a UIKit priority to a solver strength.
  static func strength(for priority: UILayoutPriority) -> Strength {
    Strength(Double(min(max(priority.rawValue, 1), 1000)))
  }

  /// Adds an activated constraint to the solver.
  func activate(_ constraint: NSLayoutConstraint) {
    guard !needsRebuild else { return }
    let translated = translate(constraint)
    translations[ObjectIdentifier(constraint)] = translated
    for solverConstraint in translated { add(solverConstraint, for: constraint) }
    if fitting == nil { root.setNeedsLayout() }
  }

  /// Removes a deactivated constraint from the solver.
  func deactivate(_ constraint: NSLayoutConstraint) {
    guard !needsRebuild,
      let translated = translations.removeValue(forKey: ObjectIdentifier(constraint))
    else { return }
    for solverConstraint in translated where solver.contains(solverConstraint) {
      try? solver.remove(solverConstraint)
    }
    root.setNeedsLayout()
  }

  /// Replaces an active constraint's solver constraints after its constant changed.
  func updateConstant(of constraint: NSLayoutConstraint) {
    deactivate(constraint)
    activate(constraint)
  }

  /// Replaces an active constraint's solver constraints after its priority changed.
  func updatePriority(of constraint: NSLayoutConstraint) {
    deactivate(constraint)
    activate(constraint)
  }

  /// Adds one solver constraint; an unsatisfiable required one is reported as UIKit does and
  /// left out (the constraint stays active but is broken, spec 5.10).
  private func add(_ solverConstraint: Constraint, for constraint: NSLayoutConstraint) {
    do {
      try solver.add(solverConstraint)
    } catch let error {
      reportUnsatisfiable(constraint, error: error)
      recordBroken(constraint, solverConstraint: solverConstraint)
    }
  }

  /// Logs UIKit's "Unable to simultaneously satisfy constraints" report.
  func reportUnsatisfiable(_ constraint: NSLayoutConstraint, error: SolverError) {
    var lines = [
      "[LayoutConstraints] Unable to simultaneously satisfy constraints.",
      "\tProbably at least one of the constraints in the following list is one you don't want.",
      "(",
    ]
    if case .unsatisfiableConstraint(_, let conflicts) = error {
      let owners = conflicts.compactMap(owner(of:))
      for owner in owners { lines.append("    \"\(owner)\",") }
    }
    lines.append("    \"\(constraint)\"")
    lines.append(")")
    lines.append("")
    lines.append("Will attempt to recover by breaking constraint ")
    lines.append("\(constraint)")
    Diagnostics.log(lines.joined(separator: "\n"))
  }

  /// The layout constraint a solver constraint was translated from.
  private func owner(of solverConstraint: Constraint) -> NSLayoutConstraint? {
    for view in variables.values.map(\.view) {
      for constraint in view.constraints
      where translations[ObjectIdentifier(constraint)]?.contains(solverConstraint) == true {
        return constraint
      }
    }
    return nil
  }

  /// The solver constraints of a layout constraint: `first = multiplier · second + constant` (or
  /// `<=`, `>=`), with every term in the common ancestor's coordinate space.
  ///
  /// A side is an item's attribute, or the distance `to − from` of an `anchorWithOffset(to:)`
  /// anchor.
  func translate(_ constraint: NSLayoutConstraint) -> [Constraint] {
    let views = constraint.referencedItems.compactMap(\.layoutView)
    guard var ancestor = views.first else { return [] }
    for view in views.dropFirst() {
      guard let common = commonAncestor(ancestor, view) else { return [] }
      ancestor = common
    }
    if views.count == 1, let superview = ancestor.superview { ancestor = superview }
    guard let lhs = expression(constraint.firstAnchorDefinition, in: ancestor) else { return [] }
    var rhs = ConstraintSolver.Expression(constant: Double(constraint.constant))
    if let second = constraint.secondAnchorDefinition,
      second.attribute != .notAnAttribute
        || second.term == nil
    {
      guard let value = expression(second, in: ancestor) else { return [] }
      rhs = Double(constraint.multiplier) * value + Double(constraint.constant)
    }
    let relation: Relation
    switch constraint.relation {
    case .lessThanOrEqual: relation = .lessThanOrEqual
    case .equal: relation = .equal
    case .greaterThanOrEqual: relation = .greaterThanOrEqual
    @unknown default: relation = .equal
    }
    return [Constraint(lhs - rhs, relation, strength: Self.strength(for: constraint.priority))]
  }

  /// One side of a constraint as an expression, or nil if one of its items is gone.
  private func expression(
    _ definition: LayoutAnchorDefinition, in ancestor: UIView
  ) -> ConstraintSolver.Expression? {
    func term(_ term: LayoutAnchorDefinition.Term) -> ConstraintSolver.Expression? {
      guard let view = term.item?.layoutView else { return nil }
      return expression(view, term.attribute, in: ancestor)
    }
    switch definition.form {
    case .attribute(let single):
      return term(single)
    case .offset(let from, let to):
      guard let start = term(from), let end = term(to) else { return nil }
      return end - start
    }
  }

  /// The closest view that is `a`, `b` or an ancestor of both.
  func commonAncestor(_ a: UIView, _ b: UIView) -> UIView? {
    var ancestors = Set<ObjectIdentifier>()
    var view: UIView? = a
    while let candidate = view {
      ancestors.insert(ObjectIdentifier(candidate))
      view = candidate.superview
    }
    view = b
    while let candidate = view {
      if ancestors.contains(ObjectIdentifier(candidate)) { return candidate }
      view = candidate.superview
    }
    return nil
  }

  /// An attribute of `view` as an expression in `ancestor`'s coordinate space.
  ///
  /// `ancestor`'s own edges are 0 and its size; any other view's edges add the positions of
  /// the views between it and `ancestor`. Margin attributes add the view's layout margins; a
  /// view without text has its first baseline at its top edge and its last baseline at its
  /// bottom edge, as Apple documents for `forFirstBaselineLayout`/`forLastBaselineLayout`. Leading and trailing are left and right
  /// (left-to-right layout).
  func expression(
    _ view: UIView, _ attribute: NSLayoutConstraint.Attribute, in ancestor: UIView
  ) -> ConstraintSolver.Expression {
    let own = variables(for: view)
    var x = ConstraintSolver.Expression()
    var y = ConstraintSolver.Expression()
    if view !== ancestor {
      var current: UIView? = view
      while let step = current, step !== ancestor {
        let v = variables(for: step)
        x = x + v.minX
        y = y + v.minY
        current = step.superview
      }
    }
    let margins = view.layoutMarginsForEngine
    switch attribute {
    case .left, .leading: return x
    case .right, .trailing: return x + own.width
    case .top, .firstBaseline: return y
    case .bottom, .lastBaseline: return y + own.height
    case .width: return own.width.linearExpression
    case .height: return own.height.linearExpression
    case .centerX: return x + 0.5 * own.width
    case .centerY: return y + 0.5 * own.height
    case .leftMargin, .leadingMargin: return x + Double(margins.left)
    case .rightMargin, .trailingMargin: return x + own.width - Double(margins.right)
    case .topMargin: return y + Double(margins.top)
    case .bottomMargin: return y + own.height - Double(margins.bottom)
    case .centerXWithinMargins:
      return x + Double(margins.left) + 0.5 * (own.width - Double(margins.left + margins.right))
    case .centerYWithinMargins:
      return y + Double(margins.top) + 0.5 * (own.height - Double(margins.top + margins.bottom))
    case .notAnAttribute: return ConstraintSolver.Expression()
    @unknown default: return ConstraintSolver.Expression()
    }
  }
}
