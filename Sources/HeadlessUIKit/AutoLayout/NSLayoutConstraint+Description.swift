import Foundation

/// UIKit's description of a constraint.
///
/// Pieces joined by single spaces, then `>`: `<ClassName:0x…`, the ``descriptionAccessory``
/// if any, `'identifier'` if set, the equation, `priority:750` unless required, and
/// `  (active)` or `  (inactive)`. The equation is
/// `UIView:0x….width == 0.5*UIView:0x….height + 10`: the multiplier is printed only when it is
/// not ±1 (a negative one as a leading `-`), the constant only when it is not 0 or there is no
/// second side, numbers with `%g`. UIKit's visual-format forms of some constraints
/// (`H:|-(8)-[UIView:0x…]`) and the `names:` legend for views with accessibility identifiers
/// are not produced: every constraint prints as an equation.
extension NSLayoutConstraint {
  /// The description, read on the main actor.
  var uikitDescription: String {
    var pieces = ["<\(ObjectAddress.className(of: self)):\(ObjectAddress.of(self))"]
    if let descriptionAccessory { pieces.append(descriptionAccessory) }
    if let identifier { pieces.append("'\(identifier)'") }
    pieces.append(equationOverride ?? equationDescription)
    if storedPriority != .required { pieces.append("priority:\(Self.format(storedPriority))") }
    pieces.append("  (\(isActive ? "active" : "inactive"))")
    return pieces.joined(separator: " ") + ">"
  }

  /// The equation: `first == [-][m*]second [+|- c]`.
  var equationDescription: String {
    var pieces = [firstAnchorDefinition.equationDescription, relation.symbol]
    if let secondAnchorDefinition {
      let sign = storedMultiplier < 0 ? "-" : ""
      let factor = abs(storedMultiplier)
      let coefficient = factor == 1 ? "" : "\(GeometryFormat.number(CGFloat(factor)))*"
      pieces.append(sign + coefficient + secondAnchorDefinition.equationDescription)
    }
    let constant = storedConstant
    if secondAnchorDefinition == nil || constant != 0 {
      if constant < 0 {
        pieces.append("-")
      } else if secondAnchorDefinition != nil {
        pieces.append("+")
      }
      pieces.append(GeometryFormat.number(abs(constant)))
    }
    return pieces.joined(separator: " ")
  }
}
