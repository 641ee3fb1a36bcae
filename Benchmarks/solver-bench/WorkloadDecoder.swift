import ConstraintSolver

/// Turns a parsed workload document into a validated ``Workload``.
///
/// Checks everything the benchmark relies on, so no later step can trap: the `format`, unique
/// variable names, known names in every `terms`, `op` values, finite numbers, priorities in
/// `(0, 1000]` (edits below 1000), `at` values, and step keys that are edit variables.
/// Unknown extra keys (`family`, `params`, `counts`, …) are ignored.
struct WorkloadDecoder {
  /// The file, for messages.
  let file: String
  /// The source text, for line numbers in messages.
  let source: [UInt8]
  /// Whether to read `kiwi_strength` (mapped back to a priority) where present.
  let nativeKiwiStrength: Bool

  /// Kiwi's float strengths as priorities (WORKLOADS.md, kiwi-bench).
  static let kiwiStrengthPriorities: [Double: Double] = [
    1: 1, 1_000: 100, 1_250: 125, 100_000: 500, 1_000_000: 750,
  ]

  /// Reads, parses and validates the workload in `file`.
  ///
  /// - Parameters:
  ///   - file: The path.
  ///   - nativeKiwiStrength: Whether to use `kiwi_strength`, mapped back to a priority.
  /// - Returns: The workload.
  /// - Throws: ``WorkloadError`` naming the file and the place of the first problem.
  static func load(file: String, nativeKiwiStrength: Bool) throws(WorkloadError) -> Workload {
    let bytes: [UInt8]
    do {
      bytes = try FileReader.contents(of: file)
    } catch {
      throw .unreadable(file: file, reason: error.reason)
    }
    let root: JSONNode
    do {
      root = try OrderedJSON.parse(bytes)
    } catch {
      throw .malformedJSON(file: file, error)
    }
    let decoder = WorkloadDecoder(
      file: file, source: bytes, nativeKiwiStrength: nativeKiwiStrength)
    return try decoder.decode(root)
  }

  /// Validates the top-level object.
  func decode(_ root: JSONNode) throws(WorkloadError) -> Workload {
    let top = try object(root, "top level")
    let formatNode = try member("format", of: top, root, "top level")
    let format = try string(formatNode, "format")
    guard format == "autolayout-bench/1" else {
      throw invalid(
        formatNode, "format", "unsupported format \"\(format)\" (expected autolayout-bench/1)")
    }
    let name = try string(member("name", of: top, root, "top level"), "name")
    let namesNode = try member("variables", of: top, root, "top level")
    var names: [String] = []
    var index: [String: Int] = [:]
    for (i, node) in try array(namesNode, "variables").enumerated() {
      let variable = try string(node, "variables[\(i)]")
      guard index.updateValue(names.count, forKey: variable) == nil else {
        throw invalid(node, "variables[\(i)]", "duplicate variable name \"\(variable)\"")
      }
      names.append(variable)
    }
    let constraints = try array(member("constraints", of: top, root, "top level"), "constraints")
      .enumerated().map { (i, node) throws(WorkloadError) in
        try constraint(node, "constraints[\(i)]", index)
      }
    let edits = try self.edits(member("edits", of: top, root, "top level"), index)
    let steps = try self.steps(member("steps", of: top, root, "top level"), index, edits)
    let checks = try array(member("checks", of: top, root, "top level"), "checks")
      .enumerated().map { (i, node) throws(WorkloadError) in
        try check(node, "checks[\(i)]", index)
      }
    return Workload(
      file: file, name: name, variableNames: names, constraints: constraints, edits: edits,
      steps: steps, checks: checks)
  }

  /// One constraint: `terms`, `constant`, `op`, `strength` (and `kiwi_strength`).
  private func constraint(
    _ node: JSONNode, _ path: String, _ index: [String: Int]
  ) throws(WorkloadError) -> ConstraintSpec {
    let fields = try object(node, path)
    let terms = try self.terms(member("terms", of: fields, node, path), path + ".terms", index)
    let constant = try number(member("constant", of: fields, node, path), path + ".constant")
    let opNode = try member("op", of: fields, node, path)
    let relation: Relation
    switch try string(opNode, path + ".op") {
    case "==": relation = .equal
    case "<=": relation = .lessThanOrEqual
    case ">=": relation = .greaterThanOrEqual
    case let other:
      throw invalid(opNode, path + ".op", "unknown op \"\(other)\" (expected ==, <= or >=)")
    }
    let priority = try self.priority(fields, node, path, editVariable: false)
    return ConstraintSpec(terms: terms, constant: constant, relation: relation, priority: priority)
  }

  /// The edit variables; each is an object with `var`, `strength` and optional `initial`.
  private func edits(
    _ node: JSONNode, _ index: [String: Int]
  ) throws(WorkloadError) -> [EditSpec] {
    var seen: Set<Int> = []
    return try array(node, "edits").enumerated().map { (i, edit) throws(WorkloadError) in
      let path = "edits[\(i)]"
      let fields = try object(edit, path)
      let variableNode = try member("var", of: fields, edit, path)
      let variable = try variable(string(variableNode, path + ".var"), variableNode, path, index)
      guard seen.insert(variable).inserted else {
        throw invalid(
          variableNode, path + ".var", "\"\(name(variable, index))\" is already an edit")
      }
      let priority = try self.priority(fields, edit, path, editVariable: true)
      var initial: Double? = nil
      if let value = fields.first(where: { $0.key == "initial" })?.node {
        if case .null = value.value {
          initial = nil
        } else {
          initial = try number(value, path + ".initial")
        }
      }
      return EditSpec(variable: variable, priority: priority, initial: initial)
    }
  }

  /// The steps; each is an object from edit variable names to suggested values.
  private func steps(
    _ node: JSONNode, _ index: [String: Int], _ edits: [EditSpec]
  ) throws(WorkloadError) -> [[Suggestion]] {
    let editVariables = Set(edits.map(\.variable))
    return try array(node, "steps").enumerated().map { (i, step) throws(WorkloadError) in
      let path = "steps[\(i)]"
      return try object(step, path).map { (entry) throws(WorkloadError) in
        let variable = try variable(entry.key, entry.node, path, index)
        guard editVariables.contains(variable) else {
          throw invalid(entry.node, path, "\"\(entry.key)\" is not an edit variable")
        }
        return Suggestion(variable: variable, value: try number(entry.node, "\(path).\(entry.key)"))
      }
    }
  }

  /// One check: `at`, `terms`, `value`.
  private func check(
    _ node: JSONNode, _ path: String, _ index: [String: Int]
  ) throws(WorkloadError) -> CheckSpec {
    let fields = try object(node, path)
    let atNode = try member("at", of: fields, node, path)
    let atText = try string(atNode, path + ".at")
    guard let moment = CheckMoment(rawValue: atText) else {
      throw invalid(
        atNode, path + ".at", "unknown \"at\" value \"\(atText)\" (expected initial or final)")
    }
    let terms = try self.terms(member("terms", of: fields, node, path), path + ".terms", index)
    let value = try number(member("value", of: fields, node, path), path + ".value")
    return CheckSpec(moment: moment, terms: terms, value: value)
  }

  /// A `terms` object: variable names to finite coefficients, in key order.
  private func terms(
    _ node: JSONNode, _ path: String, _ index: [String: Int]
  ) throws(WorkloadError) -> [TermSpec] {
    try object(node, path).map { (entry) throws(WorkloadError) in
      TermSpec(
        variable: try variable(entry.key, entry.node, path, index),
        coefficient: try number(entry.node, "\(path).\(entry.key)"))
    }
  }

  /// The priority of a constraint or edit: `strength`, or with `--native-kiwi-strength` its
  /// `kiwi_strength` mapped back to a priority (required stays required).
  private func priority(
    _ fields: [JSONMember], _ node: JSONNode, _ path: String, editVariable: Bool
  ) throws(WorkloadError) -> Double {
    let strengthNode = try member("strength", of: fields, node, path)
    let priority = try number(strengthNode, path + ".strength")
    let upper = editVariable ? "below 1000 (edit variables cannot be required)" : "at most 1000"
    guard priority > 0, editVariable ? priority < 1000 : priority <= 1000 else {
      throw invalid(
        strengthNode, path + ".strength",
        "strength \(priority) out of range: must be above 0 and \(upper)")
    }
    guard let kiwiNode = fields.first(where: { $0.key == "kiwi_strength" })?.node else {
      return priority
    }
    let kiwi = try number(kiwiNode, path + ".kiwi_strength")
    guard nativeKiwiStrength, priority < 1000 else { return priority }
    guard let mapped = Self.kiwiStrengthPriorities[kiwi] else {
      throw invalid(
        kiwiNode, path + ".kiwi_strength",
        "kiwi_strength \(kiwi) is not one of Kiwi's named strengths")
    }
    return mapped
  }
}
