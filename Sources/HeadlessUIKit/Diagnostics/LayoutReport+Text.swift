import Foundation

/// The text of a layout report.
extension LayoutReport {
  /// The report as text, one finding a line, ending with a newline.
  ///
  /// A header names the root; then `ambiguous:` lines (the view and, per axis, each variable
  /// that can move: `free`, `at least 20`, `at most 80` or `between 20 and 80`), `broken:` and
  /// `redundant:` lines (the constraint's description); and a summary, `ok: 3 views, 6
  /// constraints` when nothing was found, else `found 1 ambiguous, 0 broken, 2 redundant: 3
  /// views, 6 constraints`. Numbers are printed as UIKit prints them (`%g`).
  package var text: String {
    var lines = ["Layout report for \(root.layoutDescription)"]
    for ambiguous in ambiguousViews {
      lines.append(
        "ambiguous: \(ambiguous.view.layoutDescription) (\(Self.describe(ambiguous.variables)))")
    }
    for constraint in brokenConstraints { lines.append("broken: \(constraint.uikitDescription)") }
    for constraint in redundantConstraints {
      lines.append("redundant: \(constraint.uikitDescription)")
    }
    let size = "\(viewCount) views, \(constraintCount) constraints"
    lines.append(
      isClean
        ? "ok: \(size)"
        : "found \(ambiguousViews.count) ambiguous, \(brokenConstraints.count) broken, "
          + "\(redundantConstraints.count) redundant: \(size)")
    return lines.joined(separator: "\n") + "\n"
  }

  /// `horizontal: minX free, width at least 20; vertical: minY free`.
  private static func describe(_ variables: [VariableRange]) -> String {
    var parts: [String] = []
    for (axis, label) in [
      (NSLayoutConstraint.Axis.horizontal, "horizontal"), (.vertical, "vertical"),
    ] {
      let onAxis = variables.filter { $0.axis == axis }
      guard !onAxis.isEmpty else { continue }
      parts.append(
        "\(label): " + onAxis.map { "\($0.name) \(describe($0))" }.joined(separator: ", "))
    }
    return parts.joined(separator: "; ")
  }

  /// `free`, `at least 20`, `at most 80` or `between 20 and 80`.
  private static func describe(_ range: VariableRange) -> String {
    switch (range.lowerBound, range.upperBound) {
    case (nil, nil): return "free"
    case (let lower?, nil): return "at least \(GeometryFormat.number(lower))"
    case (nil, let upper?): return "at most \(GeometryFormat.number(upper))"
    case (let lower?, let upper?):
      return "between \(GeometryFormat.number(lower)) and \(GeometryFormat.number(upper))"
    }
  }
}
