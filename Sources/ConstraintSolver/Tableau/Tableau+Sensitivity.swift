/// Sensitivity: which constraints' constants the current values of some variables depend on.
///
/// A constraint's row was built with its marker symbols (the slack or the dummy marker, and the
/// error symbols of an optional constraint), so changing its constant by `δ` is the same as
/// shifting its marker by `δ`. In the current basis a basic external variable reads
/// `x = constant + Σ cᵢ·sᵢ` over the parametric symbols: `x` moves with the constant of every
/// constraint whose marker symbol has a non-zero coefficient there. A constraint whose marker
/// symbol is basic (an inequality that is not tight, a violated optional constraint, a
/// redundant equality) absorbs the change in its own row, and nothing else moves. A parametric
/// variable is 0 in this basis whatever the constants.
extension Tableau {
  /// The constraints and edit variables whose constants the current values of `variables`
  /// depend on, in the order they were added.
  ///
  /// A required equality whose marker was released (see ``markerBudget``) cannot be traced in
  /// this tableau, so then the question is answered on a copy rebuilt with a marker for every
  /// equality.
  ///
  /// - Parameter variables: The variables.
  /// - Returns: The constraints (without the edit variables' own constraints) and the edit
  ///   variables.
  func sensitivity(of variables: [Variable]) -> (
    constraints: [Constraint], editVariables: [Variable]
  ) {
    let tracksEveryMarker =
      !needsRebuild
      && records.values.allSatisfy { $0.marker != nil || !$0.constraint.strength.isRequired }
    guard tracksEveryMarker else { return fullyTrackedCopy().sensitivity(of: variables) }
    var owners: [ObjectIdentifier: Constraint] = [:]
    for variable in variables {
      guard let symbol = symbolOfVariable[ObjectIdentifier(variable)], isBasic[symbol.serial]
      else { continue }
      // In parametric form: a lazy row names the rows whose markers it depends on (PF33).
      for cell in expandedRow(of: symbol).cells {
        if let owner = markerOwners[cell.symbol.serial] { owners[ObjectIdentifier(owner)] = owner }
      }
    }
    let ordered = owners.values.compactMap { records[ObjectIdentifier($0)] }
      .sorted { $0.serial < $1.serial }.map(\.constraint)
    var editOfConstraint: [ObjectIdentifier: Variable] = [:]
    for edit in edits.values { editOfConstraint[ObjectIdentifier(edit.constraint)] = edit.variable }
    return (
      ordered.filter { editOfConstraint[ObjectIdentifier($0)] == nil },
      ordered.compactMap { editOfConstraint[ObjectIdentifier($0)] }
    )
  }

  /// A copy of the system in a tableau that keeps a marker for every required equality, built
  /// from the constraints and edit values in their original order.
  func fullyTrackedCopy() -> Tableau {
    var copy = Tableau(markerBudget: .max)
    copy.records = records
    copy.edits = edits
    copy.needsRebuild = true
    copy.rebuildIfNeeded()
    return copy
  }
}
