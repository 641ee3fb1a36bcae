import Foundation

/// UIKit's constraint-based layout debugging API (`UIConstraintBasedLayoutDebugging`, spec
/// 5.12), computed by the layout engine's solver.
///
/// UIKit meant these for the debugger only; here they work in every build, and they are
/// `public` rather than `open` because members declared in an extension cannot be overridden
/// (see DifferencesFromUIKit).
extension UIView {
  /// Whether the constraints that lay out the view leave its frame undetermined.
  ///
  /// `true` when another origin or size of the view's alignment rectangle would satisfy the
  /// constraints of its tree just as well: every required constraint holds, and no optional
  /// constraint at any priority is violated more (decision A30). A view whose tree has no
  /// layout engine, the root of the tree, and a view that translates its autoresizing mask
  /// are placed by their frames and are not ambiguous unless constraints say otherwise. UIKit
  /// does not check this automatically (spec 5.12): nothing is logged.
  ///
  /// Asking brings the engine up to date as the next layout would (the constraint pass, a
  /// pending rebuild, changed intrinsic sizes) but changes no frame and leaves the solution
  /// exactly as it was.
  public var hasAmbiguousLayout: Bool {
    guard let engine = LayoutEngine.existingEngine(forTreeOf: self) else { return false }
    return !engine.ambiguousVariables(of: self).isEmpty
  }

  /// Moves a view with an ambiguous layout to another valid frame, and back on the next
  /// call.
  ///
  /// The other frame is one that the constraints allow just as well; successive calls
  /// alternate between it and the frame the view had before the first call. The tree is laid
  /// out at once through the ordinary layout pass, so the new frame can be read as soon as
  /// the call returns, and later layout passes keep it while it stays valid (decision A32).
  /// Nothing happens for a view whose layout is not ambiguous.
  public func exerciseAmbiguityInLayout() {
    LayoutEngine.existingEngine(forTreeOf: self)?.exerciseAmbiguity(of: self)
  }

  /// The constraints that the view's layout along an axis currently rests on.
  ///
  /// For `.horizontal`, the active constraints whose constants `center.x` or the bounds width
  /// depend on (for `.vertical`, `center.y` or the height): changing the constant of any of
  /// them would move or resize the view. They need not mention the view: a superview's
  /// constraints that size the superview count when the view follows its edges (spec 5.12).
  /// Inequalities that are not tight, violated optional constraints and redundant
  /// constraints do not count. Constraints HeadlessUIKit generates (from autoresizing masks,
  /// intrinsic content sizes and the root's size) are not layout constraint objects here, so
  /// they are not listed (decision A31).
  ///
  /// - Parameter axis: The axis.
  /// - Returns: The constraints, in the order the engine took them in; empty for a view the
  ///   layout engine does not lay out.
  public func constraintsAffectingLayout(for axis: NSLayoutConstraint.Axis) -> [NSLayoutConstraint]
  {
    LayoutEngine.existingEngine(forTreeOf: self)?.constraintsAffectingLayout(of: self, for: axis)
      ?? []
  }

  /// A dump of the solver tableau of the view's layout engine, for tests that check a query
  /// left it unchanged; `nil` when the tree has no engine.
  package var layoutEngineDump: String? {
    LayoutEngine.existingEngine(forTreeOf: self)?.solver.dump
  }
}
