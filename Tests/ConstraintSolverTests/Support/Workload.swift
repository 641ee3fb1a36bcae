import ConstraintSolver
import Foundation

/// A benchmark workload in the `autolayout-bench/1` format of `Benchmarks/Workloads/WORKLOADS.md`,
/// read with `JSONSerialization` (which loses key order; for these workloads' unique checked
/// values the order does not matter).
struct Workload {
  /// One linear constraint `Σ coefficient·variable + constant (op) 0`.
  struct ConstraintSpec {
    let terms: [(variable: String, coefficient: Double)]
    let constant: Double
    let relation: Relation
    let priority: Double
  }

  /// An edit variable with its strength and optional initial suggestion.
  struct EditSpec {
    let variable: String
    let priority: Double
    let initial: Double?
  }

  /// `Σ coefficient·value(variable) == value` within `1e-6·max(1, |value|)`.
  struct Check {
    let at: String
    let terms: [(variable: String, coefficient: Double)]
    let value: Double
  }

  /// A malformed file.
  struct FormatError: Error, CustomStringConvertible {
    let description: String
  }

  let name: String
  let variableNames: [String]
  let constraints: [ConstraintSpec]
  let edits: [EditSpec]
  let steps: [[String: Double]]
  let checks: [Check]

  /// Reads a workload file.
  ///
  /// - Parameter url: The file.
  /// - Throws: A read or JSON error, or ``FormatError``.
  init(contentsOf url: URL) throws {
    let data = try Data(contentsOf: url)
    guard let root = try JSONSerialization.jsonObject(with: data) as? [String: Any] else {
      throw FormatError(description: "\(url.lastPathComponent): not a JSON object")
    }
    func field<T>(_ key: String, in object: [String: Any], as type: T.Type) throws -> T {
      guard let value = object[key] as? T else {
        throw FormatError(description: "\(url.lastPathComponent): bad or missing `\(key)`")
      }
      return value
    }
    func number(_ key: String, in object: [String: Any]) throws -> Double {
      guard let value = object[key].flatMap(Self.number) else {
        throw FormatError(description: "\(url.lastPathComponent): bad or missing `\(key)`")
      }
      return value
    }
    func terms(_ object: [String: Any]) throws -> [(variable: String, coefficient: Double)] {
      let raw = try field("terms", in: object, as: [String: Any].self)
      return try raw.keys.sorted().map { key in
        guard let coefficient = raw[key].flatMap(Self.number) else {
          throw FormatError(description: "\(url.lastPathComponent): bad coefficient of \(key)")
        }
        return (key, coefficient)
      }
    }
    name = try field("name", in: root, as: String.self)
    variableNames = try field("variables", in: root, as: [String].self)
    constraints = try field("constraints", in: root, as: [[String: Any]].self).map { object in
      let relation: Relation
      switch try field("op", in: object, as: String.self) {
      case "==": relation = .equal
      case "<=": relation = .lessThanOrEqual
      case ">=": relation = .greaterThanOrEqual
      case let op: throw FormatError(description: "\(url.lastPathComponent): bad op \(op)")
      }
      return ConstraintSpec(
        terms: try terms(object), constant: try number("constant", in: object),
        relation: relation, priority: try number("strength", in: object))
    }
    edits = try field("edits", in: root, as: [[String: Any]].self).map { object in
      EditSpec(
        variable: try field("var", in: object, as: String.self),
        priority: try number("strength", in: object),
        initial: object["initial"].flatMap(Self.number))
    }
    steps = try field("steps", in: root, as: [[String: Any]].self).map { step in
      try step.mapValues { value in
        guard let number = Self.number(value) else {
          throw FormatError(description: "\(url.lastPathComponent): bad step value")
        }
        return number
      }
    }
    checks = try field("checks", in: root, as: [[String: Any]].self).map { object in
      Check(
        at: try field("at", in: object, as: String.self), terms: try terms(object),
        value: try number("value", in: object))
    }
  }

  /// A JSON number as a `Double` (nil for `null` and non-numbers).
  private static func number(_ value: Any) -> Double? {
    if let number = value as? NSNumber, !(value is Bool) { return number.doubleValue }
    return value as? Double
  }
}

/// A workload built into a solver by the protocol of `WORKLOADS.md`: edit variables, then
/// constraints in file order, then the initial suggestions, then one update.
struct BuiltWorkload {
  let workload: Workload
  let solver = Solver()
  /// The variables, by name.
  private(set) var variables: [String: Variable] = [:]

  /// Builds and solves the workload.
  ///
  /// - Parameter workload: The workload.
  /// - Throws: What the solver throws.
  init(_ workload: Workload) throws(SolverError) {
    self.workload = workload
    for name in workload.variableNames { variables[name] = Variable(name) }
    for edit in workload.edits {
      try solver.addEditVariable(variable(edit.variable), strength: Strength(edit.priority))
    }
    for spec in workload.constraints {
      let terms = spec.terms.map { Term(variable($0.variable), $0.coefficient) }
      let expression = Expression(terms, constant: spec.constant)
      try solver.add(Constraint(expression, spec.relation, strength: Strength(spec.priority)))
    }
    for edit in workload.edits {
      if let initial = edit.initial {
        try solver.suggestValue(initial, for: variable(edit.variable))
      }
    }
    solver.updateVariables()
  }

  /// The variable of a name (a new one if the file did not list it).
  ///
  /// - Parameter name: The name.
  /// - Returns: The variable.
  mutating func variable(_ name: String) -> Variable {
    if let variable = variables[name] { return variable }
    let variable = Variable(name)
    variables[name] = variable
    return variable
  }

  /// Runs one step: suggests each value, then updates.
  ///
  /// - Parameter step: The suggestions.
  /// - Throws: What the solver throws.
  mutating func run(_ step: [String: Double]) throws(SolverError) {
    for (name, value) in step { try solver.suggestValue(value, for: variable(name)) }
    solver.updateVariables()
  }

  /// The left-hand side of a check, `Σ coefficient·value(variable)`.
  ///
  /// - Parameter check: The check.
  /// - Returns: Its value in the solver.
  mutating func value(of check: Workload.Check) -> Double {
    check.terms.reduce(0) { $0 + $1.coefficient * solver.value(of: variable($1.variable)) }
  }
}
