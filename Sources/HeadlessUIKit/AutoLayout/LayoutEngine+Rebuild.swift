import ConstraintSolver
import Foundation

/// Rebuilding the solver from the whole tree, after the tree changed shape.
extension LayoutEngine {
  /// Rebuilds the solver from every active constraint of the tree, after the tree changed
  /// shape.
  ///
  /// The first attempt (decision PF4) adds the constraints of each view after those of its
  /// subviews, and the views' implicit non-negative sizes after every constraint: a row of
  /// views then gets its height from its content before the rows are stacked, so the stack's
  /// positions are built once instead of being rewritten each time a row's height is solved,
  /// and the equalities that fix sizes find those sizes free instead of going through
  /// artificial variables. The order decides nothing but which solution an ambiguous layout
  /// settles on. Markers are kept as after incremental activation (see
  /// ``activateDeepestFirst(_:rank:)``). If any required constraint cannot hold, that attempt is dropped unreported
  /// and the tree is translated again in the order incremental activation uses (each view's
  /// constraints before its subviews', bounds as variables appear), so a conflict is reported
  /// and broken exactly as when the constraints were activated one by one.
  func rebuildIfNeeded() {
    guard needsRebuild else { return }
    needsRebuild = false
    if fitting == nil {
      resetTranslation()
      deferredBounds = []
      solver.rankForAdditions = 0
      _ = variables(for: root)
      var rank = 0
      activateDeepestFirst(root, rank: &rank)
      solver.rankForAdditions = .max
      for bound in deferredBounds ?? [] where solver.unsatisfiableCount == 0 {
        try? solver.add(bound)
      }
      deferredBounds = nil
      if solver.unsatisfiableCount == 0 { return }
    }
    resetTranslation()
    _ = variables(for: root)
    root.forEachInSubtree { view in
      for constraint in view.constraints where constraint.isActive { activate(constraint) }
    }
  }

  /// Activates the active constraints of `view`'s subtree, each view's after its subviews',
  /// until one cannot hold.
  ///
  /// Each view's constraints are ranked by the view's place in the tree in pre-order (`rank`
  /// counts the views visited), as incremental activation would have added them: where rows
  /// carry too many markers to keep all, the solver keeps those of the views nearest the root,
  /// as it does after incremental activation (a form's top constraint keeps its marker, so its
  /// constant still changes in place).
  private func activateDeepestFirst(_ view: UIView, rank: inout Int) {
    let own = rank
    rank += 1
    for subview in view.subviews { activateDeepestFirst(subview, rank: &rank) }
    solver.rankForAdditions = own
    for constraint in view.constraints where constraint.isActive {
      guard solver.unsatisfiableCount == 0 else { return }
      activate(constraint)
    }
  }

  /// Starts the engine over with an empty solver and no translated constraint.
  private func resetTranslation() {
    solver = Solver()
    variables = [:]
    viewOfVariable = [:]
    translations = [:]
    maskConstraints = [:]
    rootSizeConstraints = []
    contentSizeConstraints = [:]
    pendingIntrinsicViews = [:]
    widthDependentViews = [:]
    baselines = [:]
    for constraint in generatedConstraints.values { constraint.isHeldByEngine = false }
    generatedConstraints = [:]
    maskConstraintObjects = [:]
    guideVariables = [:]
    guideOfVariable = [:]
    systemGuideTies = [:]
  }
}
