import ConstraintSolver
import Foundation

/// Solving and applying: the engine's part of the update cycle.
extension LayoutEngine {
  /// Solves and marks for layout the superviews of the views whose solved frames changed, so
  /// that their `layoutSubviews` copies the new frames in (spec 4.5, 4.10).
  ///
  /// The views are found through `view(ofVariable:)`, which holds them weakly, so an engine never
  /// keeps its tree alive (decision A29).
  func update() {
    rebuildIfNeeded()
    refreshInvalidatedContentSizes()
    var changed = solver.updateVariables()
    for _ in 0..<Self.insetIterationLimit where !systemGuideTies.isEmpty {
      guard refreshSystemGuideInsets() else { break }
      changed += solver.updateVariables()
    }
    changed += settleWidthDependentSizes()
    refreshScrollContentSizes()
    markForLayout(changed)
  }

  /// Marks for layout the superview of each view, and the owning view of each guide, whose
  /// variables changed.
  func markForLayout(_ changed: [Variable]) {
    var marked = Set<ObjectIdentifier>()
    for variable in changed {
      let id = ObjectIdentifier(variable)
      if let view = view(ofVariable: id) {
        guard view !== root, marked.insert(ObjectIdentifier(view)).inserted else { continue }
        view.superview?.setNeedsLayout()
      } else if let owner = guideOfVariable[id]?.storedOwningView {
        // A guide moved: its owning view's layoutSubviews sees the new layoutFrame (spec 5.25).
        owner.setNeedsLayout()
      }
    }
  }

  /// The solved frame of a view, if the engine has it.
  func solvedFrame(of view: UIView) -> CGRect? {
    guard let v = existingVariables(of: view) else { return nil }
    return CGRect(
      x: solver.value(of: v.minX), y: solver.value(of: v.minY),
      width: solver.value(of: v.width), height: solver.value(of: v.height))
  }

  /// Copies the solved alignment rectangles of `view`'s subviews, turned into frames by
  /// `frame(forAlignmentRect:)` and snapped to the screen's pixel grid by their edges (decision
  /// A13), into their bounds size and centre (never `frame`, so transforms are kept, spec 1.11).
  func applySolvedFrames(toSubviewsOf view: UIView) {
    // Changes made during this layout pass (a frame set in viewWillLayoutSubviews, a constant
    // changed in a parent's layoutSubviews) are solved before their frames are read.
    markForLayout(solver.updateVariables())
    isApplying = true
    defer { isApplying = false }
    let grid = PixelGrid(scale: (view.window?.screen ?? UIScreen.main).scale)
    for subview in view.subviews {
      guard let alignmentRect = solvedFrame(of: subview) else { continue }
      let frame = grid.snap(subview.frame(forAlignmentRect: alignmentRect))
      // A view placed by its frame keeps the frame code gave it when the engine's rectangle
      // is the same but for rounding: snapping 50.66666666666667 to the 3× grid gives
      // 50.666666666666664, and writing that back would make a parent that sets the frame
      // in its layout pass lay out again for ever.
      if subview.translatesAutoresizingMaskIntoConstraints,
        Self.differsOnlyByRounding(subview.frame, frame)
      {
        continue
      }
      let size = CGSize(width: max(0, frame.width), height: max(0, frame.height))
      if subview.bounds.size != size { subview.bounds.size = size }
      let anchor = subview.layer.anchorPoint
      let center = CGPoint(
        x: frame.minX + anchor.x * size.width, y: frame.minY + anchor.y * size.height)
      if subview.center != center { subview.center = center }
    }
  }

  /// Whether two rectangles differ by no more than floating-point rounding (one part in 10⁹).
  static func differsOnlyByRounding(_ a: CGRect, _ b: CGRect) -> Bool {
    func same(_ x: CGFloat, _ y: CGFloat) -> Bool { abs(x - y) <= 1e-9 * max(1, abs(x), abs(y)) }
    return same(a.minX, b.minX) && same(a.minY, b.minY) && same(a.width, b.width)
      && same(a.height, b.height)
  }
}
