import ConstraintSolver

/// A validated `autolayout-bench/1` workload (see `Benchmarks/Workloads/WORKLOADS.md`).
///
/// Variable names are resolved to indices into ``variableNames`` when the file is loaded, so
/// building the solver objects does no name lookups. Every priority is in `(0, 1000]` and
/// every edit priority below 1000, so the ``Strength`` initialiser's precondition holds.
struct Workload: Sendable {
  /// The file it was read from, for messages.
  let file: String
  /// The workload's `name`, such as `chain-100`.
  let name: String
  /// Every variable name, in order of first use.
  let variableNames: [String]
  /// The constraints, in file order.
  let constraints: [ConstraintSpec]
  /// The edit variables, in file order.
  let edits: [EditSpec]
  /// The incremental steps; each is a list of suggestions, in the step's key order.
  let steps: [[Suggestion]]
  /// The correctness checks.
  let checks: [CheckSpec]
}

/// `coefficient · variable`, with the variable as an index into ``Workload/variableNames``.
struct TermSpec: Sendable {
  /// The variable's index.
  let variable: Int
  /// The coefficient.
  let coefficient: Double
}

/// A constraint `Σ terms + constant (op) 0` at a priority.
struct ConstraintSpec: Sendable {
  /// The terms, in the file's key order.
  let terms: [TermSpec]
  /// The constant.
  let constant: Double
  /// The relation to zero.
  let relation: Relation
  /// The priority, in `(0, 1000]`; 1000 is required.
  let priority: Double
}

/// An edit variable with its strength and optional initial suggestion.
struct EditSpec: Sendable {
  /// The variable's index.
  let variable: Int
  /// The priority, in `(0, 1000)`.
  let priority: Double
  /// The value suggested after the constraints are added, if any.
  let initial: Double?
}

/// One `suggestValue` of a step.
struct Suggestion: Sendable {
  /// The edit variable's index.
  let variable: Int
  /// The suggested value.
  let value: Double
}

/// When a check is evaluated.
enum CheckMoment: String, Sendable {
  /// After build and solve.
  case initial
  /// After the last step.
  case final
}

/// A check `Σ coefficient · value(variable) == value`, within `1e-6 · max(1, |value|)`.
struct CheckSpec: Sendable {
  /// When it is evaluated.
  let moment: CheckMoment
  /// The terms, in the file's key order.
  let terms: [TermSpec]
  /// The expected value.
  let value: Double
}

/// The strength for a workload priority: `.required` at 1000, else `Strength(priority)`.
///
/// - Parameter priority: A priority in `(0, 1000]` (validated on load).
/// - Returns: The strength.
func strength(forPriority priority: Double) -> Strength {
  priority >= 1000 ? .required : Strength(priority)
}
