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
  /// configured with new text and measured again for every row.
  static func fittingSize(
    of view: UIView, target: CGSize, horizontal: UILayoutPriority, vertical: UILayoutPriority
  ) -> CGSize {
    let id = ObjectIdentifier(view)
    let cached = fittingCache[id].flatMap { $0.view === view ? $0 : nil }
    let inputs = FittingInputs(of: view, previous: cached?.inputs)
    let engine: LayoutEngine
    if let cached, cached.target == target,
      cached.horizontal == horizontal, cached.vertical == vertical,
      cached.inputs.hasSameStructure(as: inputs)
    {
      engine = cached.engine
      for (index, state) in inputs.constraints.enumerated()
      where !state.hasSameValues(as: cached.inputs.constraints[index]) {
        engine.retranslate(state.constraint)
      }
      for (index, content) in inputs.contents.enumerated()
      where content != cached.inputs.contents[index] {
        engine.installContentSizeConstraints(for: inputs.views[index])
      }
      cached.inputs = inputs.withoutViews
      cached.lastUse = nextFittingUse
    } else {
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
  private func retranslate(_ constraint: NSLayoutConstraint) {
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
  weak var view: UIView?
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
    self.view = view
    self.engine = engine
    self.target = target
    self.horizontal = horizontal
    self.vertical = vertical
    self.inputs = inputs
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

    /// Whether the constant and the priority are those of `other`.
    func hasSameValues(as other: ConstraintState) -> Bool {
      constant == other.constant && priority == other.priority
    }
  }

  /// What the content-size constraints of a view are made from.
  struct Content: Equatable {
    let size: CGSize
    let hugging: (UILayoutPriority, UILayoutPriority)
    let resistance: (UILayoutPriority, UILayoutPriority)

    static func == (a: Content, b: Content) -> Bool {
      a.size == b.size && a.hugging == b.hugging && a.resistance == b.resistance
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
  var contents: [Content] = []
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
    contents.append(
      Content(
        size: view.intrinsicContentSize,
        hugging: (
          view.contentHuggingPriority(for: .horizontal),
          view.contentHuggingPriority(for: .vertical)
        ),
        resistance: (
          view.contentCompressionResistancePriority(for: .horizontal),
          view.contentCompressionResistancePriority(for: .vertical)
        )))
    if view !== root, view.translatesAutoresizingMaskIntoConstraints {
      masks.append(
        Mask(
          frame: view.alignmentFrameForEngine, mask: view.autoresizingMask.rawValue,
          superviewSize: view.superview?.bounds.size ?? .zero))
    } else {
      masks.append(nil)
    }
    for subview in view.subviews { collect(subview, root: root) }
  }

  /// Whether `other` has the same views, constraints and masks; the constraints' constants and
  /// priorities, and the contents, may differ.
  func hasSameStructure(as other: FittingInputs) -> Bool {
    guard viewIDs == other.viewIDs, constraints.count == other.constraints.count,
      subviewCounts == other.subviewCounts, masks == other.masks
    else { return false }
    for (a, b) in zip(constraints, other.constraints) where a.constraint !== b.constraint {
      return false
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
