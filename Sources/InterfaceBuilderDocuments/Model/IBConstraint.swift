import Foundation

/// A constraint as a document stores it.
package struct IBConstraint: Sendable {
  /// An attribute of a constraint item, spelled as in documents.
  package enum Attribute: String, Sendable, CaseIterable {
    case left, right, top, bottom, leading, trailing, width, height, centerX, centerY
    /// The old name of the last baseline.
    case baseline
    case firstBaseline, lastBaseline
    case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
    case centerXWithinMargins, centerYWithinMargins
  }

  /// The relation between the two sides.
  package enum Relation: String, Sendable {
    case equal
    case lessThanOrEqual
    case greaterThanOrEqual
  }

  /// The constraint's id (outlets to constraints name it).
  package var id: String
  /// The first item's id; `nil` means the view holding the constraint.
  package var firstItem: String?
  /// The first item's attribute.
  package var firstAttribute: Attribute
  /// The relation (`equal` when the attribute is absent).
  package var relation: Relation
  /// The second item's id; `nil` with no second attribute means a constant constraint.
  package var secondItem: String?
  /// The second item's attribute, or `nil` for none.
  package var secondAttribute: Attribute?
  /// The multiplier, from any of the three spellings (`0.25`, `1:1`, `21/15`).
  package var multiplier: Double
  /// The constant.
  package var constant: Double
  /// The priority, 1–1000.
  package var priority: Float
  /// `placeholder="YES"`: removed at build time.
  package var isPlaceholder: Bool
  /// `identifier`, if any.
  package var identifier: String?
  /// Size-class overrides of this constraint's attributes (`constant`).
  package var variations: [IBVariation]
  /// Where the constraint is declared.
  package var location: IBSourceLocation
}

extension IBConstraint {
  /// Parses a multiplier in any of the spellings documents use: a decimal (`0.25`), a ratio
  /// `a:b` or a fraction `a/b`.
  ///
  /// - Parameter text: The attribute's value.
  /// - Returns: The value, or `nil` when the text is not a finite, non-zero-denominator number.
  package static func multiplier(from text: String) -> Double? {
    for separator in [":", "/"] where text.contains(separator) {
      let parts = text.split(separator: Character(separator), omittingEmptySubsequences: false)
      guard parts.count == 2,
        let numerator = Double(parts[0].trimmingCharacters(in: .whitespaces)),
        let denominator = Double(parts[1].trimmingCharacters(in: .whitespaces)),
        denominator != 0
      else { return nil }
      let value = numerator / denominator
      return value.isFinite ? value : nil
    }
    guard let value = Double(text.trimmingCharacters(in: .whitespaces)), value.isFinite else {
      return nil
    }
    return value
  }
}
