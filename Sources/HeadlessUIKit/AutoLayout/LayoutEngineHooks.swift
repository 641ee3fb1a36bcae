import Foundation

/// The notifications the constraint object model sends to the layout engine.
///
/// The engine is the only code that talks to the solver; `NSLayoutConstraint` and `UIView` call
/// these and nothing else of it.
@MainActor
enum LayoutEngineHooks {
  /// A constraint became active (it is already in its owning view's `constraints`).
  static func constraintWasActivated(_ constraint: NSLayoutConstraint) {
    LayoutEngine.engine(for: constraint)?.activate(constraint)
  }

  /// A constraint stopped being active (it is already out of its owning view's `constraints`).
  static func constraintWasDeactivated(_ constraint: NSLayoutConstraint) {
    LayoutEngine.engine(for: constraint)?.deactivate(constraint)
  }

  /// An active constraint's constant changed.
  static func constraintConstantDidChange(_ constraint: NSLayoutConstraint) {
    LayoutEngine.engine(for: constraint)?.updateConstant(of: constraint)
  }

  /// An active constraint's priority changed (optional to optional only).
  static func constraintPriorityDidChange(_ constraint: NSLayoutConstraint) {
    LayoutEngine.engine(for: constraint)?.updatePriority(of: constraint)
  }
}
