import ConstraintSolver
import Foundation

/// The engine's answers to the debugging APIs and the layout report: ambiguity, the constraints
/// a frame rests on, broken and redundant constraints, and exercising an ambiguous view (spec
/// 5.10, 5.12; decisions A30–A34).
///
/// Every question is answered on a copy of the solver's tableau, so asking leaves the solution
/// and the reported values bit for bit as they were. Only `exerciseAmbiguity(of:)` changes the
/// solution, on purpose.
extension LayoutEngine {
  /// What the debugging APIs keep between calls, for one solver: a rebuild makes a new solver,
  /// which clears it.
  struct DiagnosticState {
    /// The solver the records belong to.
    weak var solver: Solver?
    /// The constraints that could not be added, in the order they were broken.
    var broken: [BrokenConstraint] = []
    /// The exercised views, by identity.
    var exercises: [ObjectIdentifier: Exercise] = [:]
  }

  /// A layout constraint whose solver constraint was refused as unsatisfiable (spec 5.10).
  struct BrokenConstraint {
    weak var constraint: NSLayoutConstraint?
    let solverConstraint: Constraint
  }

  /// The pins that hold an exercised view in one of two solutions (decision A32).
  struct Exercise {
    var pins: [Pin]
    /// Whether the pins currently hold the alternative values (else the original ones).
    var showsAlternative: Bool
  }

  /// An edit variable, weaker than every constraint, on one variable of an exercised view.
  struct Pin {
    let variable: Variable
    let original: Double
    let alternative: Double
  }

  /// One of a view's four engine variables, named as UIKit's layout trace names them.
  enum VariableName: String, CaseIterable {
    case minX, minY, width, height

    /// The axis the variable belongs to.
    var axis: NSLayoutConstraint.Axis {
      switch self {
      case .minX, .width: return .horizontal
      case .minY, .height: return .vertical
      }
    }
  }

  /// A variable of a view that can take more than one value, with its range.
  struct AmbiguousVariable {
    let name: VariableName
    let range: ValueRange
  }

  /// The strength of exercise pins: below every priority a constraint can have (1 to 1000),
  /// so a pin only chooses among solutions that are equally good for every constraint.
  static let exerciseStrength = Strength(0.5)

  /// How far an exercise moves a variable whose range is unbounded in the chosen direction.
  static let exerciseDistance = 100.0

  // MARK: Records

  /// Drops the records of a previous solver (the engine was rebuilt since they were made).
  func synchronizeDiagnostics() {
    guard diagnosticState.solver !== solver else { return }
    diagnosticState = DiagnosticState(solver: solver)
  }

  /// Records that `constraint` was broken: its solver constraint was refused (spec 5.10).
  func recordBroken(_ constraint: NSLayoutConstraint, solverConstraint: Constraint) {
    synchronizeDiagnostics()
    diagnosticState.broken.removeAll { !isStillBroken($0) }
    diagnosticState.broken.append(
      BrokenConstraint(constraint: constraint, solverConstraint: solverConstraint))
  }

  /// The active constraints the engine broke and still leaves out, in the order they were
  /// broken (decision A33).
  var brokenConstraints: [NSLayoutConstraint] {
    guard diagnosticState.solver === solver else { return [] }
    var seen = Set<ObjectIdentifier>()
    return diagnosticState.broken.filter(isStillBroken).compactMap(\.constraint)
      .filter { seen.insert(ObjectIdentifier($0)).inserted }
  }

  /// Whether a record still describes the engine: the constraint is active with the same
  /// translation (deactivating or changing it makes a new one), and the solver lacks it.
  private func isStillBroken(_ record: BrokenConstraint) -> Bool {
    guard let constraint = record.constraint, constraint.isActive,
      translations[ObjectIdentifier(constraint)]?.contains(record.solverConstraint) == true
    else { return false }
    return !solver.contains(record.solverConstraint)
  }

  /// The variables that exercise pins hold, which every question leaves out.
  var pinnedVariables: [Variable] {
    guard diagnosticState.solver === solver else { return [] }
    return diagnosticState.exercises.values.flatMap { $0.pins.map(\.variable) }
  }

  // MARK: Questions

  /// Brings the engine up to date as the next layout would before it is asked anything: the
  /// constraint pass, a pending rebuild and invalidated intrinsic sizes.
  ///
  /// The solution is not re-read and no frame changes.
  func prepareForQuery() {
    if fitting == nil { root.runConstraintPass() }
    rebuildIfNeeded()
    refreshInvalidatedContentSizes()
  }

  /// The variables of `view` that can take more than one value while every constraint stays
  /// as well satisfied as it is (decision A30); empty when its layout is determined.
  ///
  /// The root is never ambiguous. A view without engine variables is ambiguous in all four
  /// when it does not translate its autoresizing mask (nothing places it), and not at all
  /// otherwise (its frame is set by code).
  ///
  /// - Parameters:
  ///   - view: A view of the engine's tree.
  ///   - preparing: Whether to bring the engine up to date first (a caller asking about many
  ///     views does it once).
  /// - Returns: The ambiguous variables, in the order minX, minY, width, height.
  func ambiguousVariables(of view: UIView, preparing: Bool = true) -> [AmbiguousVariable] {
    if preparing { prepareForQuery() }
    guard view !== root else { return [] }
    guard let own = variables[ObjectIdentifier(view)] else {
      guard !view.translatesAutoresizingMaskIntoConstraints else { return [] }
      return VariableName.allCases.map {
        AmbiguousVariable(name: $0, range: ValueRange(lowerBound: nil, upperBound: nil))
      }
    }
    let pinned = pinnedVariables
    return VariableName.allCases.compactMap { name in
      let range = solver.range(of: own.variable(name), ignoringEditVariables: pinned)
      return range.isSingleValue ? nil : AmbiguousVariable(name: name, range: range)
    }
  }

  /// The active layout constraints whose constants the view's centre and size along `axis`
  /// currently depend on (decision A31).
  func constraintsAffectingLayout(
    of view: UIView, for axis: NSLayoutConstraint.Axis
  ) -> [NSLayoutConstraint] {
    prepareForQuery()
    guard let own = variables[ObjectIdentifier(view)] else { return [] }
    let measured: [Variable]
    switch axis {
    case .horizontal: measured = [own.minX, own.width]
    case .vertical: measured = [own.minY, own.height]
    }
    let owners = layoutConstraintsBySolverConstraint()
    var seen = Set<ObjectIdentifier>()
    return solver.sensitivity(of: measured).constraints
      .compactMap { owners[ObjectIdentifier($0)] }
      .filter { seen.insert(ObjectIdentifier($0)).inserted }
  }

  /// The required active constraints of `view`'s subtree that the others imply, in tree order
  /// (decision A34).
  ///
  /// - Parameters:
  ///   - view: A view of the engine's tree.
  ///   - preparing: Whether to bring the engine up to date first.
  /// - Returns: The redundant constraints.
  func redundantConstraints(
    inSubtreeOf view: UIView, preparing: Bool = true
  ) -> [NSLayoutConstraint] {
    if preparing { prepareForQuery() }
    var candidates: [(constraint: NSLayoutConstraint, translated: [Constraint])] = []
    for constraint in Self.activeConstraints(inSubtreeOf: view)
    where constraint.priority == .required {
      guard let translated = translations[ObjectIdentifier(constraint)], !translated.isEmpty,
        translated.allSatisfy(solver.contains)
      else { continue }
      candidates.append((constraint, translated))
    }
    // Implied by the required constraints alone: optional constraints (app ones, content sizes)
    // and the root's size edits are left out, so a cap that the optional constraints keep
    // slack today is not called redundant.
    var optional: [Constraint] = contentSizeConstraints.values.flatMap { $0 } + rootSizeConstraints
    for constraint in Self.activeConstraints(inSubtreeOf: root)
    where constraint.priority != .required {
      optional += translations[ObjectIdentifier(constraint)] ?? []
    }
    var edits = pinnedVariables
    if fitting == nil, let rootVariables = variables[ObjectIdentifier(root)] {
      edits += [rootVariables.width, rootVariables.height]
    }
    let redundant = Set(
      solver.redundantConstraints(
        among: candidates.flatMap(\.translated), ignoring: optional, ignoringEditVariables: edits
      ).map(ObjectIdentifier.init))
    return candidates.filter {
      $0.translated.allSatisfy { redundant.contains(ObjectIdentifier($0)) }
    }
    .map(\.constraint)
  }

  /// The active constraints held by the views of a subtree, parents first, each view's in
  /// `constraints` order.
  static func activeConstraints(inSubtreeOf view: UIView) -> [NSLayoutConstraint] {
    var found: [NSLayoutConstraint] = []
    view.forEachInSubtree { holder in found += holder.constraints.filter(\.isActive) }
    return found
  }

  /// Each solver constraint of an active layout constraint of the tree (app constraints, then
  /// the engine's own autoresizing-mask and system-guide constraints), mapped to it.
  private func layoutConstraintsBySolverConstraint() -> [ObjectIdentifier: NSLayoutConstraint] {
    var owners: [ObjectIdentifier: NSLayoutConstraint] = [:]
    for constraint in Self.activeConstraints(inSubtreeOf: root) + Array(generatedConstraints.values)
    {
      for translated in translations[ObjectIdentifier(constraint)] ?? [] {
        owners[ObjectIdentifier(translated)] = constraint
      }
    }
    return owners
  }

  // MARK: Exercising

  /// Moves an ambiguous view to another solution that is as good for every constraint, or
  /// back to the one it had, on alternate calls, and lays the tree out (decision A32).
  ///
  /// Nothing changes for a view whose layout is determined.
  func exerciseAmbiguity(of view: UIView) {
    guard !ambiguousVariables(of: view).isEmpty else { return }
    synchronizeDiagnostics()
    let id = ObjectIdentifier(view)
    if var exercise = diagnosticState.exercises[id] {
      exercise.showsAlternative.toggle()
      for pin in exercise.pins {
        let value = exercise.showsAlternative ? pin.alternative : pin.original
        try? solver.suggestValue(value, for: pin.variable)
      }
      diagnosticState.exercises[id] = exercise
    } else {
      diagnosticState.exercises[id] = Exercise(pins: pin(view), showsAlternative: true)
    }
    root.layoutIfNeeded()
  }

  /// Pins each ambiguous variable of `view`, in the order minX, minY, width, height, at an
  /// alternative value, each range measured with the pins made before it.
  private func pin(_ view: UIView) -> [Pin] {
    let own = variables(for: view)
    update()  // The values read below are the current solution's.
    let originals = VariableName.allCases.map { solver.value(of: own.variable($0)) }
    let others = pinnedVariables
    var pins: [Pin] = []
    for (index, name) in VariableName.allCases.enumerated() {
      let variable = own.variable(name)
      guard !solver.hasEditVariable(variable) else { continue }
      let range = solver.range(of: variable, ignoringEditVariables: others)
      guard !range.isSingleValue else { continue }
      let alternative = Self.alternative(to: solver.value(of: variable), in: range)
      do {
        try solver.addEditVariable(variable, strength: Self.exerciseStrength)
        try solver.suggestValue(alternative, for: variable)
      } catch {
        continue
      }
      pins.append(Pin(variable: variable, original: originals[index], alternative: alternative))
      update()
    }
    return pins
  }

  /// The value an exercise moves a variable to: up to the upper end of its range, or by
  /// ``exerciseDistance`` when it is unbounded above; down the same way when it is already at
  /// its upper end.
  static func alternative(to value: Double, in range: ValueRange) -> Double {
    if let upper = range.upperBound {
      if upper - value > ValueRange.tolerance { return upper }
    } else {
      return value + exerciseDistance
    }
    return range.lowerBound ?? value - exerciseDistance
  }
}

extension LayoutEngine.ViewVariables {
  /// The variable with a name.
  func variable(_ name: LayoutEngine.VariableName) -> Variable {
    switch name {
    case .minX: return minX
    case .minY: return minY
    case .width: return width
    case .height: return height
    }
  }
}
