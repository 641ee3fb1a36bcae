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
    guard !needsRebuild else {
      if fitting == nil { root.setNeedsLayout() }
      return
    }
    let translated = translate(constraint)
    translations[ObjectIdentifier(constraint)] = translated
    for solverConstraint in translated { add(solverConstraint, for: constraint) }
    scheduleUpdate()
  }

  /// Removes a deactivated constraint from the solver.
  func deactivate(_ constraint: NSLayoutConstraint) {
    guard !needsRebuild,
      let translated = translations.removeValue(forKey: ObjectIdentifier(constraint))
    else { return }
    for solverConstraint in translated where solver.contains(solverConstraint) {
      try? solver.remove(solverConstraint)
    }
    scheduleUpdate()
  }

  /// Asks for an update pass after a change to the solver, without marking any view for
  /// layout (decision PF2): the update marks the superviews of the views whose frames change,
  /// and the views whose sizes change mark themselves, as UIKit lays out only those.
  ///
  /// In a window the pass is scheduled for the end of the turn of the main queue; outside one,
  /// the next `layoutIfNeeded()` of any view of the tree runs it.
  func scheduleUpdate() {
    guard fitting == nil else { return }
    UpdateCycle.shared.layerNeedsLayout(root.layer)
  }

  /// Replaces an active constraint's solver constraints after its constant changed.
  ///
  /// The change is made in place (`Solver.replace`, decision PF3) when every one of them is in
  /// the solver, so that the solver shifts the rows that depend on the constant instead of
  /// removing the constraint and adding it again; a new constant that cannot hold is reported
  /// and broken as `activate` reports it. The views that move are marked for layout at once (their superviews, as the
  /// update marks them), as UIKit's engine marks them when the constant changes.
  func updateConstant(of constraint: NSLayoutConstraint) {
    defer { markMovedViews() }
    let id = ObjectIdentifier(constraint)
    guard !needsRebuild, let old = translations[id], !old.isEmpty, old.allSatisfy(solver.contains)
    else {
      deactivate(constraint)
      activate(constraint)
      return
    }
    let new = translate(constraint)
    guard new.count == old.count else {
      deactivate(constraint)
      activate(constraint)
      return
    }
    translations[id] = new
    for (previous, replacement) in zip(old, new) {
      do {
        try solver.replace(previous, with: replacement)
      } catch let error {
        if solver.contains(previous) { try? solver.remove(previous) }
        reportUnsatisfiable(constraint, error: error)
        recordBroken(constraint, solverConstraint: replacement)
      }
    }
    scheduleUpdate()
  }

  /// Solves and marks for layout the superviews of the views that moved (not in a fitting
  /// engine, whose views are only measured, nor before a pending rebuild).
  private func markMovedViews() {
    guard fitting == nil, !needsRebuild else { return }
    markForLayout(solver.updateVariables())
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
      // A rebuild's first attempt reports nothing: it is redone in the incremental order,
      // which reports and breaks what that order breaks (decision PF4).
      guard deferredBounds == nil else { return }
      reportUnsatisfiable(constraint, error: error)
      recordBroken(constraint, solverConstraint: solverConstraint)
    }
  }

  /// Logs UIKit's "Unable to simultaneously satisfy constraints" report.
  func reportUnsatisfiable(_ constraint: NSLayoutConstraint, error: SolverError) {
    var owners: [NSLayoutConstraint] = []
    if case .unsatisfiableConstraint(_, let conflicts) = error {
      owners = conflicts.compactMap(owner(of:)).filter { $0 !== constraint }
    }
    UnsatisfiableConstraintRecorder.report(broken: constraint, conflicting: owners)
    owners.append(constraint)
    var lines = [
      "[LayoutConstraints] Unable to simultaneously satisfy constraints.",
      "\tProbably at least one of the constraints in the following list is one you don't want. ",
      "\tTry this: ",
      "\t\t(1) look at each constraint and try to figure out which you don't expect; ",
      "\t\t(2) find the code that added the unwanted constraint or constraints and fix it. ",
    ]
    if owners.contains(where: { $0 is NSAutoresizingMaskLayoutConstraint }) {
      lines.append(
        "\t(Note: If you're seeing NSAutoresizingMaskLayoutConstraints that you don't understand, "
          + "refer to the documentation for the UIView property "
          + "translatesAutoresizingMaskIntoConstraints) ")
    }
    lines.append("(")
    for (index, owner) in owners.enumerated() {
      lines.append("    \"\(owner)\"" + (index < owners.count - 1 ? "," : ""))
    }
    lines += [
      ")", "", "Will attempt to recover by breaking constraint ", "\(constraint)", "",
      "Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints to catch this in the "
        + "debugger.",
      "The methods in the UIConstraintBasedLayoutDebugging category on UIView listed in "
        + "<UIKitCore/UIView.h> may also be helpful.",
    ]
    Diagnostics.log(lines.joined(separator: "\n"))
  }

  /// The layout constraint a solver constraint was translated from.
  func owner(of solverConstraint: Constraint) -> NSLayoutConstraint? {
    for constraint in generatedConstraints.values
    where translations[ObjectIdentifier(constraint)]?.contains(solverConstraint) == true {
      return constraint
    }
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
  /// anchor. A constraint on leading or trailing edges held by a right-to-left view is read in a
  /// mirrored horizontal space (decision A11): there leading is the right edge and a positive
  /// constant points left.
  func translate(_ constraint: NSLayoutConstraint) -> [Constraint] {
    let views = constraint.referencedItems.compactMap(\.layoutView)
    guard var ancestor = views.first else { return [] }
    for view in views.dropFirst() {
      guard let common = commonAncestor(ancestor, view) else { return [] }
      ancestor = common
    }
    if views.count == 1, constraint.referencedItems.first is UIView,
      let superview = ancestor.superview
    {
      ancestor = superview
    }
    let mirrored = Self.isMirrored(constraint)
    var first = constraint.firstAnchorDefinition
    var secondDefinition = constraint.secondAnchorDefinition
    if let scrollView = ancestor as? UIScrollView, views.contains(where: { $0 !== scrollView }) {
      // Decision V8: between a scroll view and its content, the scroll view's edges are those
      // of its content area (its content layout guide); sizes and centres stay the frame's.
      first = Self.contentArea(first, of: scrollView)
      secondDefinition = secondDefinition.map { Self.contentArea($0, of: scrollView) }
    }
    guard let lhs = expression(first, in: ancestor, mirrored: mirrored)
    else { return [] }
    var rhs = ConstraintSolver.Expression(constant: Double(constraint.constant))
    if let second = secondDefinition,
      second.attribute != .notAnAttribute
        || second.term == nil
    {
      guard let value = expression(second, in: ancestor, mirrored: mirrored) else { return [] }
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

  /// The anchor with the scroll view's edges replaced by its content layout guide's.
  static func contentArea(
    _ definition: LayoutAnchorDefinition, of scrollView: UIScrollView
  ) -> LayoutAnchorDefinition {
    guard case .attribute(let term) = definition.form, term.item === scrollView else {
      return definition
    }
    switch term.attribute {
    case .left, .right, .top, .bottom, .leading, .trailing:
      return LayoutAnchorDefinition(item: scrollView.contentLayoutGuide, attribute: term.attribute)
    default:
      return definition
    }
  }

  /// Whether a constraint is read in mirrored horizontal space: it relates a leading or trailing
  /// edge (margins included), and the view that holds it (for an engine-made constraint, its
  /// first item's view) lays out right to left.
  static func isMirrored(_ constraint: NSLayoutConstraint) -> Bool {
    let terms =
      constraint.firstAnchorDefinition.terms + (constraint.secondAnchorDefinition?.terms ?? [])
    guard terms.contains(where: { $0.attribute.isDirectional }) else { return false }
    let holder = constraint.container ?? terms.first?.item?.layoutView
    return holder?.isRightToLeft ?? false
  }

  /// One side of a constraint as an expression, or nil if one of its items is gone.
  private func expression(
    _ definition: LayoutAnchorDefinition, in ancestor: UIView, mirrored: Bool
  ) -> ConstraintSolver.Expression? {
    func term(_ term: LayoutAnchorDefinition.Term) -> ConstraintSolver.Expression? {
      guard let item = term.item, item.layoutView != nil else { return nil }
      return expression(item, term.attribute, in: ancestor, mirrored: mirrored)
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
    // Walking up from `a` and asking whether `b` is below: no set to hash into, and views are
    // rarely deep enough for the quadratic worst case to matter.
    var candidate = a
    while !b.isDescendant(of: candidate) {
      guard let parent = candidate.superview else { return nil }
      candidate = parent
    }
    return candidate
  }

  /// Where `view`'s bounds origin lies in `ancestor`'s bounds space (bounds origins ignored,
  /// decision A1): the sum, over the views from `view` up to `ancestor`, of each one's frame
  /// origin (its alignment origin less its alignment insets).
  func boundsOrigin(
    of view: UIView, in ancestor: UIView
  ) -> (x: ConstraintSolver.Expression, y: ConstraintSolver.Expression) {
    var x = ConstraintSolver.Expression()
    var y = ConstraintSolver.Expression()
    var current = view
    while current !== ancestor, let parent = current.superview {
      let v = variables(for: current)
      let insets = current.alignmentRectInsets
      // Appended in place (`x + v.minX - left` would copy the terms at each step).
      x.terms.append(ConstraintSolver.Term(v.minX))
      x.constant -= Double(insets.left)
      y.terms.append(ConstraintSolver.Term(v.minY))
      y.constant -= Double(insets.top)
      current = parent
    }
    return (x, y)
  }

  /// An attribute of a view or guide as an expression in `ancestor`'s bounds space.
  ///
  /// A view's edges are those of its alignment rectangle; a guide's are its solved rectangle in
  /// its owning view. Margin attributes are the edges of the view's `layoutMarginsGuide` (spec
  /// 6.3). Leading and trailing are left and right, or right and left in mirrored space (spec
  /// 5.3). A view without text has its first baseline at its top edge and its last
  /// baseline at its bottom edge (spec 5.24); see ``baselineExpression(_:_:in:mirrored:)``. In
  /// mirrored space horizontal locations are negated.
  func expression(
    _ item: any LayoutItem, _ attribute: NSLayoutConstraint.Attribute, in ancestor: UIView,
    mirrored: Bool = false
  ) -> ConstraintSolver.Expression {
    guard let owner = item.layoutView else { return ConstraintSolver.Expression() }
    if let view = item as? UIView, let edge = attribute.marginFreeAttribute {
      return expression(view.layoutMarginsGuide, edge, in: ancestor, mirrored: mirrored)
    }
    if let view = item as? UIView, attribute == .firstBaseline || attribute == .lastBaseline {
      return baselineExpression(view, attribute, in: ancestor, mirrored: mirrored)
    }
    var resolved = attribute
    if attribute == .leading { resolved = mirrored ? .right : .left }
    if attribute == .trailing { resolved = mirrored ? .left : .right }
    let origin = boundsOrigin(of: owner, in: ancestor)
    let x: ConstraintSolver.Expression
    let y: ConstraintSolver.Expression
    let width: Variable
    let height: Variable
    if let guide = item as? UILayoutGuide {
      let g = variables(for: guide)
      (x, y, width, height) = (origin.x + g.minX, origin.y + g.minY, g.width, g.height)
    } else {
      let v = variables(for: owner)
      let insets = owner.alignmentRectInsets
      (x, y) = (origin.x + Double(insets.left), origin.y + Double(insets.top))
      (width, height) = (v.width, v.height)
    }
    let sign = mirrored ? -1.0 : 1.0
    switch resolved {
    case .left: return sign * x
    case .right: return sign * (x + width)
    case .centerX: return sign * (x + 0.5 * width)
    case .top, .firstBaseline: return y
    case .bottom, .lastBaseline: return y + height
    case .centerY: return y + 0.5 * height
    case .width: return width.linearExpression
    case .height: return height.linearExpression
    default: return ConstraintSolver.Expression()
    }
  }

  /// A view's first or last baseline in `ancestor`'s bounds space (spec 5.24, decision L7).
  ///
  /// The baseline of the view's `forFirstBaselineLayout` (or `forLastBaselineLayout`) when that
  /// is a descendant; for a view with text, its centre plus the baseline's offset from the
  /// centre of the text (a variable pinned to the measured value); otherwise its top (first) or
  /// bottom (last) edge.
  func baselineExpression(
    _ view: UIView, _ attribute: NSLayoutConstraint.Attribute, in ancestor: UIView,
    mirrored: Bool
  ) -> ConstraintSolver.Expression {
    let isFirst = attribute == .firstBaseline
    let target = isFirst ? view.forFirstBaselineLayout : view.forLastBaselineLayout
    if target !== view, target.isDescendant(of: view) {
      return expression(target, attribute, in: ancestor, mirrored: mirrored)
    }
    let edge = expression(view, isFirst ? .top : .bottom, in: ancestor, mirrored: mirrored)
    guard let offsets = baselineVariables(of: view) else { return edge }
    let center = expression(view, .centerY, in: ancestor, mirrored: mirrored)
    return center + (isFirst ? offsets.first : offsets.last)
  }
}
