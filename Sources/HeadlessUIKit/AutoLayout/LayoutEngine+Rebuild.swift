import ConstraintSolver
import Foundation

/// Rebuilding the solver from the whole tree, after the tree changed shape.
extension LayoutEngine {
  /// Rebuilds the solver from every active constraint of the tree, after the tree changed
  /// shape.
  ///
  /// The first attempt (decision PF4) adds the constraints in the order sizes flow: the
  /// horizontal ones (x positions and widths) from the root down, each view's before its
  /// subviews', as widths come from the window; the vertical ones from the leaves up, each
  /// view's after its subviews', as heights come from content; the views' implicit
  /// non-negative sizes last. A width is then known before the views inside it are pinned to
  /// it, and a row's height before the rows are stacked under each other, so no stack of
  /// positions is rewritten each time a size above it is solved, and the equalities that fix
  /// sizes find them free instead of going through artificial variables. The order decides
  /// nothing but which solution an ambiguous layout settles on. Markers are kept as after
  /// incremental activation (see ``activate(_:inSubtreeOf:horizontal:rank:)``). The non-negative
  /// sizes are implicit bounds of the solver (decision PF35): only those the solution breaks are
  /// added, and the others before the next required constraint is. If any required
  /// constraint cannot hold, that attempt is dropped unreported and the tree is translated again
  /// in the order incremental activation uses (each view's constraints before its subviews',
  /// bounds as variables appear), so a conflict is reported and broken exactly as when the
  /// constraints were activated one by one.
  func rebuildIfNeeded() {
    guard needsRebuild else { return }
    needsRebuild = false
    if fitting == nil {
      resetTranslation()
      deferredBounds = []
      solver.rankForAdditions = 0
      _ = variables(for: root)
      for horizontal in [true, false] {
        var rank = 0
        activate(inSubtreeOf: root, horizontal: horizontal, rank: &rank)
      }
      solver.rankForAdditions = .max
      if solver.unsatisfiableCount == 0 {
        // Held aside and added only where the solution breaks them (decision PF35).
        solver.addImplicitBounds(deferredBounds ?? [])
        solver.enforceImplicitBounds()
      }
      deferredBounds = nil
      scheduleUpdate()
      if solver.unsatisfiableCount == 0 { return }
    }
    resetTranslation()
    _ = variables(for: root)
    root.forEachInSubtree { view in
      for constraint in view.constraints where constraint.isActive { activate(constraint) }
    }
  }

  /// Activates the active horizontal (or the other) constraints of `view`'s subtree, each
  /// view's before its subviews' for the horizontal ones and after them for the others, until
  /// one cannot hold.
  ///
  /// Each view's constraints are ranked by the view's place in the tree in pre-order (`rank`
  /// counts the views visited), as incremental activation would have added them: where rows
  /// carry too many markers to keep all, the solver keeps those of the views nearest the root,
  /// as it does after incremental activation (a form's top constraint keeps its marker, so its
  /// constant still changes in place).
  private func activate(inSubtreeOf view: UIView, horizontal: Bool, rank: inout Int) {
    let own = rank
    rank += 1
    if horizontal { activateConstraints(of: view, horizontal: true, rank: own) }
    for subview in view.subviews {
      activate(inSubtreeOf: subview, horizontal: horizontal, rank: &rank)
    }
    if !horizontal { activateConstraints(of: view, horizontal: false, rank: own) }
  }

  /// Activates the active constraints `view` holds on the horizontal axis (or the others).
  private func activateConstraints(of view: UIView, horizontal: Bool, rank: Int) {
    solver.rankForAdditions = rank
    for constraint in view.constraints where constraint.isActive {
      guard solver.unsatisfiableCount == 0 else { return }
      // The first term's attribute, read in place (no array of terms per constraint and pass).
      let attribute: NSLayoutConstraint.Attribute
      switch constraint.firstAnchorDefinition.form {
      case .attribute(let term): attribute = term.attribute
      case .offset(let from, _): attribute = from.attribute
      }
      guard Self.isHorizontal(attribute) == horizontal else { continue }
      activate(constraint)
    }
  }

  /// Whether an attribute is an x position or a width.
  private static func isHorizontal(_ attribute: NSLayoutConstraint.Attribute) -> Bool {
    attribute.anchorKind == .xAxis || attribute == .width
  }

  /// Starts the engine over with an empty solver and no translated constraint.
  private func resetTranslation() {
    solver = Solver()
    variables = [:]
    renewTranslationToken()
    viewOfVariable = [:]
    trackedViews = []
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
