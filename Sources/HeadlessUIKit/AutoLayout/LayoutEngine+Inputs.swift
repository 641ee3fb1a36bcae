import ConstraintSolver
import Foundation

/// What the engine takes from the views themselves: the root's size and the frames of views
/// that translate their autoresizing mask into constraints.
extension LayoutEngine {
  /// The strength of the root-size edits of a root that sizes itself by constraints: above
  /// every optional priority UIKit code can use.
  static let rootSizeStrength = Strength(999.999)

  /// Whether the root's size is required (decision IC7).
  ///
  /// A window's size, and the size of a root that translates its autoresizing mask, are fixed
  /// as UIKit's window and autoresizing-mask constraints are, so a required constraint that
  /// fights them is broken. Another root's size is a strong edit that its own required
  /// constraints may override.
  var rootSizeIsRequired: Bool {
    root is UIWindow || root.translatesAutoresizingMaskIntoConstraints
  }

  /// Pins the root's position to 0 (the root's own frame is not solved) and makes its width and
  /// height follow its bounds size: required constraints (decision IC7), or edit variables.
  func installRootSize(_ rootVariables: ViewVariables) {
    rootSizeConstraints = []
    do {
      try solver.add(rootVariables.minX == 0)
      try solver.add(rootVariables.minY == 0)
      if !rootSizeIsRequired {
        try solver.addEditVariable(rootVariables.width, strength: Self.rootSizeStrength)
        try solver.addEditVariable(rootVariables.height, strength: Self.rootSizeStrength)
      }
    } catch {
      preconditionFailure("LayoutEngine: fresh root variables were refused: \(error)")
    }
    rootSizeDidChange()
  }

  /// Gives the solver the root's current bounds size.
  func rootSizeDidChange() {
    guard let rootVariables = variables[ObjectIdentifier(root)] else { return }
    let size = root.alignmentRect(forFrame: CGRect(origin: .zero, size: root.bounds.size)).size
    guard !solver.hasEditVariable(rootVariables.width) else {
      try? solver.suggestValue(Double(size.width), for: rootVariables.width)
      try? solver.suggestValue(Double(size.height), for: rootVariables.height)
      return
    }
    let replacement = [
      rootVariables.width == Double(size.width), rootVariables.height == Double(size.height),
    ]
    if rootSizeConstraints.count == replacement.count,
      zip(rootSizeConstraints, replacement).allSatisfy({ Self.equivalent($0, $1) })
    {
      return
    }
    let old = rootSizeConstraints
    rootSizeConstraints = replacement
    if old.count == replacement.count, old.allSatisfy(solver.contains) {
      // In place (decision PF3): the rows that depend on the root's size are shifted, not
      // rebuilt; a size that a required constraint fights is added by the repair below.
      for (previous, constraint) in zip(old, replacement) {
        do {
          try solver.replace(previous, with: constraint)
        } catch {
          if solver.contains(previous) { try? solver.remove(previous) }
          if !solver.contains(constraint) { addRootSize(constraint) }
        }
      }
      return
    }
    for constraint in old where solver.contains(constraint) {
      try? solver.remove(constraint)
    }
    for constraint in replacement { addRootSize(constraint) }
  }

  /// Adds a required root-size constraint; the layout constraints it conflicts with are broken
  /// and reported as UIKit reports them, one at a time, until it fits (decision IC7).
  private func addRootSize(_ constraint: Constraint) {
    for _ in 0..<Self.rootSizeRepairLimit {
      do {
        try solver.add(constraint)
        return
      } catch let error {
        guard case .unsatisfiableConstraint(_, let conflicts) = error else { return }
        // The app's constraint gives way, not the window's or the mask's.
        let owned = conflicts.compactMap { conflict in owner(of: conflict).map { (conflict, $0) } }
        guard
          let (solverConstraint, broken) = owned.last(where: {
            !($0.1 is NSAutoresizingMaskLayoutConstraint)
          }) ?? owned.last
        else { return }
        try? solver.remove(solverConstraint)
        reportUnsatisfiable(broken, error: error)
        recordBroken(broken, solverConstraint: solverConstraint)
      }
    }
  }

  /// How many constraints a root resize breaks at most before it gives up.
  static let rootSizeRepairLimit = 16

  /// Generates the constraints of a view's frame and autoresizing mask (spec 5.20–5.21): per
  /// axis, `origin = x + a·(S − S₀)` and `size = w + b·(S − S₀)`, where `S` is the
  /// superview's solved extent, `S₀` its current extent and `a`, `b` the shares of the change
  /// that the mask gives to the leading margin and the size (spec 5.19, linear in `S`).
  ///
  /// A constraint equal to the present one (the same linear function of `S`) is kept as it is:
  /// when autoresizing resizes a view along with its superview, as every resize of a window
  /// resizes its root view, its size constraints stay, and with them every row that depends on
  /// them.
  func installMaskConstraints(for view: UIView) {
    guard let superview = view.superview else {
      removeMaskConstraints(for: view)
      return
    }
    let own = variables(for: view)
    let parent = variables(for: superview)
    let frame = view.alignmentFrameForEngine
    let mask = view.autoresizingMask
    let reference = superview.bounds.size
    func shares(
      origin: CGFloat, length: CGFloat, extent: CGFloat, leading: Bool, size: Bool, trailing: Bool
    )
      -> (Double, Double)
    {
      let portions = [(leading, origin), (size, length), (trailing, extent - origin - length)]
      let flexible = portions.filter(\.0)
      guard !flexible.isEmpty else { return (0, 0) }
      let total = flexible.reduce(0) { $0 + $1.1 }
      func share(_ isFlexible: Bool, _ portion: CGFloat) -> Double {
        guard isFlexible else { return 0 }
        return total != 0 ? Double(portion / total) : 1 / Double(flexible.count)
      }
      return (share(leading, origin), share(size, length))
    }
    let (ax, bx) = shares(
      origin: frame.minX, length: frame.width, extent: reference.width,
      leading: mask.contains(.flexibleLeftMargin), size: mask.contains(.flexibleWidth),
      trailing: mask.contains(.flexibleRightMargin))
    let (ay, by) = shares(
      origin: frame.minY, length: frame.height, extent: reference.height,
      leading: mask.contains(.flexibleTopMargin), size: mask.contains(.flexibleHeight),
      trailing: mask.contains(.flexibleBottomMargin))
    let dx = parent.width - Double(reference.width)
    let dy = parent.height - Double(reference.height)
    let generated = [
      own.minX == Double(frame.minX) + ax * dx,
      own.width == Double(frame.width) + bx * dx,
      own.minY == Double(frame.minY) + ay * dy,
      own.height == Double(frame.height) + by * dy,
    ]
    let id = ObjectIdentifier(view)
    let describe = {
      // A view controller's root view is "encapsulated" by its container (UIKit's
      // UIView-Encapsulated-Layout-* constraints); other views print their mask.
      view.owningController != nil
        ? NSAutoresizingMaskLayoutConstraint.encapsulating(view, frame: frame)
        : NSAutoresizingMaskLayoutConstraint.describing(
          view, in: superview, frame: frame, extent: reference, shares: ((ax, bx), (ay, by)))
    }
    guard let old = maskConstraints[id], old.count == generated.count else {
      removeMaskConstraints(for: view)
      for constraint in generated { try? solver.add(constraint) }
      maskConstraints[id] = generated
      registerMaskObjects(describe(), translatedAs: generated, for: view)
      return
    }
    var kept = old
    for (index, (previous, replacement)) in zip(old, generated).enumerated()
    where !Self.equivalent(previous, replacement) {
      if solver.contains(previous) { try? solver.remove(previous) }
      try? solver.add(replacement)
      kept[index] = replacement
    }
    maskConstraints[id] = kept
    guard !zip(old, kept).allSatisfy({ $0 === $1 }) else { return }
    registerMaskObjects(describe(), translatedAs: kept, for: view)
  }

  /// Replaces the constraint objects that describe a view's mask constraints (decision A10).
  private func registerMaskObjects(
    _ objects: [NSLayoutConstraint], translatedAs solverConstraints: [Constraint], for view: UIView
  ) {
    for object in maskConstraintObjects.removeValue(forKey: ObjectIdentifier(view)) ?? [] {
      forgetGenerated(object)
    }
    for (object, solverConstraint) in zip(objects, solverConstraints) {
      registerGenerated(object, translatedAs: [solverConstraint])
    }
    maskConstraintObjects[ObjectIdentifier(view)] = objects
  }

  /// Whether two constraints state the same relation at the same strength between the same
  /// linear functions, up to rounding (terms are compared per variable, in any order).
  static func equivalent(_ a: Constraint, _ b: Constraint) -> Bool {
    guard a.relation == b.relation, a.strength == b.strength else { return false }
    func close(_ x: Double, _ y: Double) -> Bool {
      abs(x - y) <= 1e-9 * max(1, abs(x), abs(y))
    }
    guard close(a.expression.constant, b.expression.constant) else { return false }
    let termsA = a.expression.terms
    let termsB = b.expression.terms
    if termsA.count == termsB.count,
      zip(termsA, termsB).allSatisfy({
        $0.variable === $1.variable && close($0.coefficient, $1.coefficient)
      })
    {
      return true  // The common case: made the same way, so the terms come in the same order.
    }
    var coefficients: [ObjectIdentifier: (Double, Double)] = [:]
    for term in a.expression.terms {
      coefficients[ObjectIdentifier(term.variable), default: (0, 0)].0 += term.coefficient
    }
    for term in b.expression.terms {
      coefficients[ObjectIdentifier(term.variable), default: (0, 0)].1 += term.coefficient
    }
    return coefficients.values.allSatisfy { close($0.0, $0.1) }
  }

  /// Removes the frame constraints of a view, if it has any.
  func removeMaskConstraints(for view: UIView) {
    guard let old = maskConstraints.removeValue(forKey: ObjectIdentifier(view)) else { return }
    for constraint in old where solver.contains(constraint) { try? solver.remove(constraint) }
    for object in maskConstraintObjects.removeValue(forKey: ObjectIdentifier(view)) ?? [] {
      forgetGenerated(object)
    }
  }

  /// A view's `translatesAutoresizingMaskIntoConstraints` changed: its frame constraints are
  /// made or removed, and its superview is laid out again.
  func translatesMaskDidChange(of view: UIView) {
    if view === root, fitting == nil, !needsRebuild, existingVariables(of: view) != nil {
      // Whether the root's size is required changed (IC7).
      needsRebuild = true
      root.setNeedsLayout()
      return
    }
    guard !needsRebuild, view !== root, existingVariables(of: view) != nil else { return }
    if view.translatesAutoresizingMaskIntoConstraints {
      installMaskConstraints(for: view)
    } else {
      removeMaskConstraints(for: view)
    }
    view.superview?.setNeedsLayout()
  }

  /// A view in the engine that translates its mask had its frame set by code: its generated
  /// constraints follow the new frame.
  ///
  /// Engine-applied frames do not come here.
  func frameDidChange(of view: UIView) {
    guard !isApplying, existingVariables(of: view) != nil, view !== root,
      view.translatesAutoresizingMaskIntoConstraints
    else { return }
    installMaskConstraints(for: view)
    view.superview?.setNeedsLayout()
  }
}
