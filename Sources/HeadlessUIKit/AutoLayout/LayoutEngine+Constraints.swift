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
    // A rebuild's first attempt asks once, at its end.
    if deferredBounds == nil { scheduleUpdate() }
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
}
