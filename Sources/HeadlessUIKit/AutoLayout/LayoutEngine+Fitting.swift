import ConstraintSolver
import Foundation

/// Measuring a view's subtree: `systemLayoutSizeFitting` (spec 5.22).
extension LayoutEngine {
  /// Pins a fitting engine's root at the origin and pulls its size toward the target at the
  /// fitting priorities (a required priority pins that dimension).
  func installFittingSize(
    _ rootVariables: ViewVariables, _ target: CGSize, _ horizontal: UILayoutPriority,
    _ vertical: UILayoutPriority
  ) {
    let pins = [
      rootVariables.minX == 0, rootVariables.minY == 0,
      (rootVariables.width == Double(target.width)) | Self.strength(for: horizontal),
      (rootVariables.height == Double(target.height)) | Self.strength(for: vertical),
      rootVariables.width >= 0, rootVariables.height >= 0,
    ]
    for pin in pins { try? solver.add(pin) }
  }

  /// The size of `view` that satisfies the constraints of its subtree (those whose items are all
  /// inside it) and comes closest to `target` at the given priorities.
  ///
  /// The view and its subviews are not changed. The fitting engine is kept for the next
  /// measurement of the same view with the same target and priorities: if the subtree, its
  /// active constraints and the frames of its views that translate autoresizing masks are
  /// unchanged, only what changed is updated: the constraints whose constant or priority
  /// changed, and the content-size constraints of views whose intrinsic size or priorities
  /// changed, in place where the solver can. This is the self-sizing cell's case: one cell,
  /// configured with new text and measured again for every row. Checking that the subtree is
  /// unchanged walks it once against what the entry recorded and allocates nothing (decision
  /// PF9); every view's intrinsic size is read once per measurement, as a new engine would.
  static func fittingSize(
    of view: UIView, target: CGSize, horizontal: UILayoutPriority, vertical: UILayoutPriority
  ) -> CGSize {
    let id = ObjectIdentifier(view)
    let cached = fittingCache[id].flatMap { $0.view === view ? $0 : nil }
    let engine: LayoutEngine
    if let cached, cached.target == target,
      cached.horizontal == horizontal, cached.vertical == vertical,
      cached.updateIfUnchanged(root: view)
    {
      engine = cached.engine
      cached.lastUse = nextFittingUse
    } else {
      let inputs = FittingInputs(of: view, previous: cached?.inputs)
      engine = makeFittingEngine(
        for: view, inputs: inputs, target: target, horizontal: horizontal, vertical: vertical)
      if fittingCache[id] == nil { makeRoomInFittingCache() }
      fittingCache[id] = FittingCacheEntry(
        view: view, engine: engine, target: target, horizontal: horizontal, vertical: vertical,
        inputs: inputs.withoutViews, lastUse: nextFittingUse)
    }
    nextFittingUse += 1
    engine.solver.updateVariables()
    engine.settleWidthDependentSizes()
    let rootVariables = engine.variables(for: view)
    return CGSize(
      width: engine.solver.value(of: rootVariables.width),
      height: engine.solver.value(of: rootVariables.height))
  }

  /// A new fitting engine holding the root's pins and every active constraint of the subtree.
  private static func makeFittingEngine(
    for view: UIView, inputs: FittingInputs, target: CGSize, horizontal: UILayoutPriority,
    vertical: UILayoutPriority
  ) -> LayoutEngine {
    let engine = LayoutEngine(
      measuring: view, target: target, horizontal: horizontal, vertical: vertical)
    _ = engine.variables(for: view)
    for constraint in inputs.constraints { engine.activate(constraint.constraint) }
    return engine
  }

  /// Replaces the solver constraints of an active constraint whose constant or priority changed
  /// (in place where the solver can), without the layout request that `updateConstant(of:)` makes
  /// (measuring does not invalidate the measured view's layout).
  fileprivate func retranslate(_ constraint: NSLayoutConstraint) {
    let id = ObjectIdentifier(constraint)
    let old = (translations[id] ?? []).filter(solver.contains)
    let new = translate(constraint)
    translations[id] = new
    do {
      if old.count == new.count {
        for (previous, replacement) in zip(old, new) {
          try solver.replace(previous, with: replacement)
        }
      } else {
        for previous in old { try solver.remove(previous) }
        for replacement in new { try solver.add(replacement) }
      }
    } catch {
      reportUnsatisfiable(constraint, error: error)
    }
  }

  /// Drops the entries of views that are gone and, if the cache is still full, the least
  /// recently used entry.
  private static func makeRoomInFittingCache() {
    fittingCache = fittingCache.filter { $0.value.view != nil }
    guard fittingCache.count >= fittingCacheLimit,
      let oldest = fittingCache.min(by: { $0.value.lastUse < $1.value.lastUse })
    else { return }
    fittingCache[oldest.key] = nil
  }

  /// The fitting engines kept for the next measurement, by measured view.
  ///
  /// An entry holds its view weakly and no other view at all, so measuring never extends a
  /// view's life; at most ``fittingCacheLimit`` engines are kept.
  private static var fittingCache: [ObjectIdentifier: FittingCacheEntry] = [:]

  /// The most fitting engines kept at once.
  static let fittingCacheLimit = 64

  /// A counter that orders the uses of cached fitting engines.
  private static var nextFittingUse = 0
}

/// A fitting engine kept for its view, with what it was built from.
@MainActor
private final class FittingCacheEntry {
  /// The measured view, held without keeping it alive (decision PF31).
  let viewReference: LayoutItemReference
  /// The measured view, `nil` once it is gone.
  var view: UIView? { viewReference.view }
  let engine: LayoutEngine
  let target: CGSize
  let horizontal: UILayoutPriority
  let vertical: UILayoutPriority
  var inputs: FittingInputs
  var lastUse: Int

  init(
    view: UIView, engine: LayoutEngine, target: CGSize, horizontal: UILayoutPriority,
    vertical: UILayoutPriority, inputs: FittingInputs, lastUse: Int
  ) {
    self.lastUse = lastUse
    viewReference = view.layoutItemReference
    self.engine = engine
    self.target = target
    self.horizontal = horizontal
    self.vertical = vertical
    self.inputs = inputs
  }

  /// If `root`'s subtree has the views, active constraints and masks the engine was built
  /// from, brings the engine up to date (constraints whose constant or priority changed, and
  /// every content size, which is left alone when unchanged) and returns `true`; otherwise
  /// changes nothing and returns `false`.
  func updateIfUnchanged(root: UIView) -> Bool {
    var viewIndex = 0
    var constraintIndex = 0
    var changed = false
    guard
      inputs.matches(
        root, root: root, viewIndex: &viewIndex, constraintIndex: &constraintIndex,
        valuesChanged: &changed),
      viewIndex == inputs.viewIDs.count, constraintIndex == inputs.constraints.count
    else { return false }
    if changed {
      for index in inputs.constraints.indices {
        let state = inputs.constraints[index]
        let constraint = state.constraint
        guard constraint.constant != state.constant || constraint.priority != state.priority
        else { continue }
        engine.retranslate(constraint)
        inputs.constraints[index] = FittingInputs.ConstraintState(
          constraint: constraint, constant: constraint.constant, priority: constraint.priority)
      }
    }
    // Any view's content may have changed since the last measurement (a kept engine is not
    // told), so width-dependent views are measured first as a new engine measures them, without
    // the width this engine solved for their old content: a kept engine measures what a new one
    // does. Measured at that width instead, a multi-line label whose new text is longer wraps
    // inside the old width, and the solver keeps it there (decision L6).
    for id in engine.widthDependentViews.keys { engine.forgetMeasuredWidth(of: id) }
    var batch = ContentSizeBatch()
    installContentSizes(in: root, batch: &batch)
    batch.flush(into: engine.solver)
    return true
  }

  /// Re-reads the intrinsic size of every view of the subtree that the engine has variables for;
  /// the changed constants of all of them are made together (decision PF14).
  private func installContentSizes(in view: UIView, batch: inout ContentSizeBatch) {
    if let own = engine.existingVariables(of: view) {
      engine.installContentSizeConstraints(for: view, variables: own, batch: &batch)
    }
    for subview in view.subviews { installContentSizes(in: subview, batch: &batch) }
  }
}

/// Everything a fitting engine reads from a subtree.
@MainActor
private struct FittingInputs {
  /// One active constraint whose items all lie in the subtree, with its mutable values.
  struct ConstraintState {
    /// The constraint (held, so that its identity cannot be reused while it is compared).
    let constraint: NSLayoutConstraint
    let constant: CGFloat
    let priority: UILayoutPriority

    /// Whether the constant and the priority are those `constraint` has now.
    func hasSameValues(as constraint: NSLayoutConstraint) -> Bool {
      constant == constraint.constant && priority == constraint.priority
    }
  }

  /// What the autoresizing constraints of a view other than the root are made from (`nil` when
  /// it does not translate its mask).
  struct Mask: Equatable {
    let frame: CGRect
    let mask: UInt
    let superviewSize: CGSize
  }

  /// The subtree's views, depth first (empty in a cache entry, which must not keep them alive).
  var views: [UIView] = []
  /// The identities of the subtree's views, depth first, and their numbers of subviews.
  var viewIDs: [ObjectIdentifier] = []
  var subviewCounts: [Int] = []
  var constraints: [ConstraintState] = []
  var masks: [Mask?] = []

  /// Reads the inputs of `root`'s subtree.
  ///
  /// - Parameters:
  ///   - root: The measured view.
  ///   - previous: The inputs read last time, if any: a constraint found at the same place as
  ///     there is known to lie inside the subtree when the views are the same, so its items
  ///     need not be looked at again.
  init(of root: UIView, previous: FittingInputs?) {
    collect(root, root: root)
    let sameViews = previous?.viewIDs == viewIDs
    var members: Set<ObjectIdentifier>?
    for holder in views {
      for constraint in holder.constraints where constraint.isActive {
        let index = constraints.count
        if sameViews, let previous, index < previous.constraints.count,
          previous.constraints[index].constraint === constraint
        {
          append(constraint)
          continue
        }
        let inside = members ?? Set(viewIDs)
        members = inside
        let isInside = constraint.referencedItems.allSatisfy { item in
          item.layoutView.map { inside.contains(ObjectIdentifier($0)) } ?? false
        }
        if isInside { append(constraint) }
      }
    }
  }

  /// These inputs without the views themselves, to be kept in a cache entry.
  ///
  /// The identities are enough to compare a later subtree with: a view that went away took its
  /// constraints with it, and the entry holds those constraints, so their identities cannot be
  /// reused.
  var withoutViews: FittingInputs {
    var copy = self
    copy.views = []
    return copy
  }

  private mutating func append(_ constraint: NSLayoutConstraint) {
    constraints.append(
      ConstraintState(
        constraint: constraint, constant: constraint.constant, priority: constraint.priority))
  }

  /// Records `view` and its subtree, depth first.
  private mutating func collect(_ view: UIView, root: UIView) {
    views.append(view)
    viewIDs.append(ObjectIdentifier(view))
    subviewCounts.append(view.subviews.count)
    masks.append(Self.mask(of: view, root: root))
    for subview in view.subviews { collect(subview, root: root) }
  }

  /// What the autoresizing constraints of `view` are made from, `nil` for the root and for a
  /// view that does not translate its mask.
  private static func mask(of view: UIView, root: UIView) -> Mask? {
    guard view !== root, view.translatesAutoresizingMaskIntoConstraints else { return nil }
    return Mask(
      frame: view.alignmentFrameForEngine, mask: view.autoresizingMask.rawValue,
      superviewSize: view.superview?.bounds.size ?? .zero)
  }

  /// Whether the subtree of `view` is still what these inputs recorded.
  ///
  /// The subtree starts at `viewIndex` of the recorded views and its constraints at
  /// `constraintIndex`; it matches when it has the recorded views, subview counts, masks and
  /// active constraints inside the measured subtree, in the same order. Both indices advance
  /// past it, and `valuesChanged` is set when a constraint's constant or priority differs.
  /// Allocates nothing.
  func matches(
    _ view: UIView, root: UIView, viewIndex: inout Int, constraintIndex: inout Int,
    valuesChanged: inout Bool
  ) -> Bool {
    let index = viewIndex
    let subviews = view.subviews
    guard index < viewIDs.count, viewIDs[index] == ObjectIdentifier(view),
      subviewCounts[index] == subviews.count, masks[index] == Self.mask(of: view, root: root)
    else { return false }
    viewIndex += 1
    for constraint in view.constraints where constraint.isActive {
      if constraintIndex < constraints.count,
        constraints[constraintIndex].constraint === constraint
      {
        if !constraints[constraintIndex].hasSameValues(as: constraint) { valuesChanged = true }
        constraintIndex += 1
        continue
      }
      // A constraint not recorded here: one reaching outside the subtree is left out, as
      // when the inputs were read; one inside it is a change of structure.
      let isInside = constraint.referencedItems.allSatisfy { item in
        item.layoutView.map { $0.isDescendant(of: root) } ?? false
      }
      if isInside { return false }
    }
    for subview in subviews {
      guard
        matches(
          subview, root: root, viewIndex: &viewIndex, constraintIndex: &constraintIndex,
          valuesChanged: &valuesChanged)
      else { return false }
    }
    return true
  }
}

extension UIView {
  /// The smallest size: the target of `systemLayoutSizeFitting` for a compressed layout.
  public static let layoutFittingCompressedSize = CGSize.zero

  /// A very large size: the target of `systemLayoutSizeFitting` for an expanded layout
  /// (UIKit does not document its value; HeadlessUIKit uses 10,000,000 points per axis).
  public static let layoutFittingExpandedSize = CGSize(width: 10_000_000, height: 10_000_000)
}
