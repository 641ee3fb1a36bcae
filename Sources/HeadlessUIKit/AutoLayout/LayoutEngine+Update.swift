import ConstraintSolver
import Foundation

/// Solving and applying: the engine's part of the update cycle.
extension LayoutEngine {
  /// Rebuilds the solver from every active constraint of the tree, after the tree changed
  /// shape.
  func rebuildIfNeeded() {
    guard needsRebuild else { return }
    needsRebuild = false
    solver = Solver()
    variables = [:]
    viewOfVariable = [:]
    translations = [:]
    maskConstraints = [:]
    contentSizeConstraints = [:]
    pendingIntrinsicViews = [:]
    _ = variables(for: root)
    root.forEachInSubtree { view in
      for constraint in view.constraints where constraint.isActive { activate(constraint) }
    }
  }

  /// Solves and marks for layout the superviews of the views whose solved frames changed, so
  /// that their `layoutSubviews` copies the new frames in (spec 4.5, 4.10).
  ///
  /// The views are found through ``variables`` (which holds them unowned), and the
  /// `viewOfVariable` map, whose strong references would otherwise keep the tree, and through
  /// the registry of engines the engine itself, alive for good, is emptied.
  func update() {
    rebuildIfNeeded()
    refreshInvalidatedContentSizes()
    let changed = solver.updateVariables()
    viewOfVariable = [:]
    guard !changed.isEmpty else { return }
    let ids = Set(changed.lazy.map { ObjectIdentifier($0) })
    for own in variables.values where own.view !== root {
      let moved =
        ids.contains(ObjectIdentifier(own.minX)) || ids.contains(ObjectIdentifier(own.minY))
        || ids.contains(ObjectIdentifier(own.width)) || ids.contains(ObjectIdentifier(own.height))
      if moved { own.view.superview?.setNeedsLayout() }
    }
  }

  /// The solved frame of a view, if the engine has it.
  func solvedFrame(of view: UIView) -> CGRect? {
    guard let v = variables[ObjectIdentifier(view)] else { return nil }
    return CGRect(
      x: solver.value(of: v.minX), y: solver.value(of: v.minY),
      width: solver.value(of: v.width), height: solver.value(of: v.height))
  }

  /// Copies the solved alignment rectangles of `view`'s subviews, turned into frames by
  /// `frame(forAlignmentRect:)`, into their bounds size and centre (never `frame`, so
  /// transforms are kept, spec 1.11).
  func applySolvedFrames(toSubviewsOf view: UIView) {
    isApplying = true
    defer { isApplying = false }
    for subview in view.subviews {
      guard let alignmentRect = solvedFrame(of: subview) else { continue }
      let frame = subview.frame(forAlignmentRect: alignmentRect)
      let size = CGSize(width: max(0, frame.width), height: max(0, frame.height))
      if subview.bounds.size != size { subview.bounds.size = size }
      let anchor = subview.layer.anchorPoint
      let center = CGPoint(
        x: frame.minX + anchor.x * size.width, y: frame.minY + anchor.y * size.height)
      if subview.center != center { subview.center = center }
    }
  }
}
