import Foundation

/// Changing a constraint's constant and priority, with UIKit's rules, and telling the engine.
extension NSLayoutConstraint {
  /// The largest constant magnitude UIKit keeps; larger constants are replaced by it.
  static let constantLimit: CGFloat = 1e10

  /// Whether the warning for a constant beyond ``constantLimit`` was logged (UIKit logs it
  /// once per process).
  private static var hasLoggedConstantLimit = false

  /// Sets the constant and, if the constraint is active, tells the engine.
  ///
  /// - Parameter newValue: The new constant; it must be finite.
  func setConstant(_ newValue: CGFloat) {
    let constant = checkedConstant(newValue)
    guard constant != storedConstant else { return }
    storedConstant = constant
    if isActive { LayoutEngineHooks.constraintConstantDidChange(self) }
  }

  /// A constant as UIKit accepts it: a non-finite constant stops with UIKit's message, and a
  /// magnitude above ``constantLimit`` is clamped with UIKit's warning.
  ///
  /// - Parameter constant: The constant asked for.
  /// - Returns: The constant to store.
  func checkedConstant(_ constant: CGFloat) -> CGFloat {
    guard constant.isFinite else {
      preconditionFailure(
        "NSInternalInconsistencyException: \(ObjectAddress.className(of: self)) constant is not "
          + "finite!  That's illegal.  constant:\(GeometryFormat.number(constant)) "
          + "firstAnchor:\(firstAnchor) secondAnchor:\(secondAnchor.map(\.description) ?? "(null)")"
      )
    }
    guard abs(constant) > Self.constantLimit else { return constant }
    if !Self.hasLoggedConstantLimit {
      Self.hasLoggedConstantLimit = true
      Diagnostics.log(
        "This NSLayoutConstraint is being configured with a constant that exceeds internal "
          + "limits.  A smaller value will be substituted, but this problem should be fixed. "
          + "Break on BOOL _NSLayoutConstraintNumberExceedsLimit() to debug.  This will be logged "
          + "only once.  This may break in the future.")
    }
    return constant < 0 ? -Self.constantLimit : Self.constantLimit
  }

  /// Sets the priority with UIKit's rules and, if the constraint is active, tells the engine.
  ///
  /// - Parameter newValue: The new priority, greater than 0 and at most 1000 (decision D9).
  func setPriority(_ newValue: UILayoutPriority) {
    let value = newValue.rawValue
    guard value > 0, value <= UILayoutPriority.required.rawValue else {
      preconditionFailure(
        "NSInternalInconsistencyException: It's illegal to set priority:\(Self.format(newValue)).  "
          + "Priorities must be greater than 0 and less or equal to NSLayoutPriorityRequired, "
          + "which is 1000.000000.")
    }
    guard newValue != storedPriority else { return }
    if isActive, (newValue == .required) != (storedPriority == .required) {
      preconditionFailure(
        "NSInternalInconsistencyException: Mutating a priority from required to not on an "
          + "installed constraint (or vice-versa) is not supported.  You passed priority "
          + "\(Self.format(newValue)) and the existing priority was \(Self.format(storedPriority))."
      )
    }
    storedPriority = newValue
    if isActive { LayoutEngineHooks.constraintPriorityDidChange(self) }
  }

  /// A priority as UIKit prints it (`%g`): `750`, `999.5`.
  ///
  /// - Parameter priority: The priority.
  /// - Returns: The text.
  static func format(_ priority: UILayoutPriority) -> String {
    GeometryFormat.number(CGFloat(priority.rawValue))
  }
}
