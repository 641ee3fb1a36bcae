import ConstraintSolver
import Foundation

/// Translating a layout constraint into solver terms.
///
/// Every constraint of a tree passes through here when the engine is built, so the translation
/// makes no intermediate arrays or expressions (decision PF5): the items are visited in place, and
/// each side's terms are appended to one expression in the order, and with the coefficients and
/// constants, that the expression operators (`+`, `-`, `*`) would give.
extension LayoutEngine {
  /// The solver constraints of a layout constraint: `first = multiplier · second + constant` (or
  /// `<=`, `>=`), with every term in the common ancestor's coordinate space.
  ///
  /// A side is an item's attribute, or the distance `to − from` of an `anchorWithOffset(to:)`
  /// anchor. A constraint on leading or trailing edges held by a right-to-left view is read in a
  /// mirrored horizontal space (decision A11): there leading is the right edge and a positive
  /// constant points left.
  func translate(_ constraint: NSLayoutConstraint) -> [Constraint] {
    guard let ancestor = translationSpace(of: constraint) else { return [] }
    let mirrored = Self.isMirrored(constraint)
    var first = constraint.firstAnchorDefinition
    var secondDefinition = constraint.secondAnchorDefinition
    if let scrollView = ancestor as? UIScrollView,
      Self.namesViewOtherThan(scrollView, in: constraint)
    {
      // Decision V8: between a scroll view and its content, the scroll view's edges are those
      // of its content area (its content layout guide); sizes and centres stay the frame's.
      first = Self.contentArea(first, of: scrollView)
      secondDefinition = secondDefinition.map { Self.contentArea($0, of: scrollView) }
    }
    guard var result = expression(first, in: ancestor, mirrored: mirrored) else { return [] }
    let constant = Double(constraint.constant)
    if let second = secondDefinition,
      second.attribute != .notAnAttribute
        || second.term == nil
    {
      guard let value = expression(second, in: ancestor, mirrored: mirrored) else { return [] }
      // first − (multiplier · second + constant), as `lhs - (m * value + c)` computes it.
      let multiplier = Double(constraint.multiplier)
      result.terms.reserveCapacity(result.terms.count + value.terms.count)
      for term in value.terms {
        let coefficient = term.coefficient * multiplier * -1.0
        result.terms.append(ConstraintSolver.Term(term.variable, coefficient))
      }
      result.constant = result.constant + (value.constant * multiplier + constant) * -1.0
    } else {
      result.constant = result.constant + constant * -1.0
    }
    let relation: Relation
    switch constraint.relation {
    case .lessThanOrEqual: relation = .lessThanOrEqual
    case .equal: relation = .equal
    case .greaterThanOrEqual: relation = .greaterThanOrEqual
    @unknown default: relation = .equal
    }
    return [Constraint(result, relation, strength: Self.strength(for: constraint.priority))]
  }

  /// The view in whose bounds space a constraint is translated: the closest common ancestor of
  /// the views of its items, or the superview when the constraint names a single view (a size
  /// or an edge against a constant); `nil` when it names no view or views of different trees.
  ///
  /// Items that are gone, and guides without an owning view, are skipped here (their sides
  /// translate to nothing later).
  private func translationSpace(of constraint: NSLayoutConstraint) -> UIView? {
    var search = CommonAncestorSearch(missingView: .skip)
    search.visit(constraint)
    guard !search.failed, let ancestor = search.ancestor else { return nil }
    if search.viewCount == 1, search.firstItemIsView == true, let superview = ancestor.superview {
      return superview
    }
    return ancestor
  }

  /// Whether a constraint names a view (through an item's view) other than `view`.
  private static func namesViewOtherThan(_ view: UIView, in constraint: NSLayoutConstraint)
    -> Bool
  {
    func isView(_ term: LayoutAnchorDefinition.Term) -> Bool {
      guard let other = term.layoutView else { return true }
      return other === view
    }
    return
      !(constraint.firstAnchorDefinition.allTerms(satisfy: isView)
      && (constraint.secondAnchorDefinition?.allTerms(satisfy: isView) ?? true))
  }

  /// The anchor with the scroll view's edges replaced by its content layout guide's.
  static func contentArea(
    _ definition: LayoutAnchorDefinition, of scrollView: UIScrollView
  ) -> LayoutAnchorDefinition {
    guard case .attribute(let term) = definition.form, term.item === scrollView else {
      return definition
    }
    switch term.attribute {
    case .left, .right, .top, .bottom, .leading, .trailing:
      return LayoutAnchorDefinition(item: scrollView.contentLayoutGuide, attribute: term.attribute)
    default:
      return definition
    }
  }

  /// Whether a constraint is read in mirrored horizontal space: it relates a leading or trailing
  /// edge (margins included), and the view that holds it (for an engine-made constraint, its
  /// first item's view) lays out right to left.
  static func isMirrored(_ constraint: NSLayoutConstraint) -> Bool {
    func isAbsolute(_ term: LayoutAnchorDefinition.Term) -> Bool { !term.attribute.isDirectional }
    let first = constraint.firstAnchorDefinition
    guard
      !(first.allTerms(satisfy: isAbsolute)
        && (constraint.secondAnchorDefinition?.allTerms(satisfy: isAbsolute) ?? true))
    else { return false }
    let firstTerm: LayoutAnchorDefinition.Term
    switch first.form {
    case .attribute(let term): firstTerm = term
    case .offset(let from, _): firstTerm = from
    }
    let holder = constraint.container ?? firstTerm.layoutView
    return holder?.isRightToLeft ?? false
  }

  /// One side of a constraint as an expression, or nil if one of its items is gone.
  private func expression(
    _ definition: LayoutAnchorDefinition, in ancestor: UIView, mirrored: Bool
  ) -> ConstraintSolver.Expression? {
    func term(_ term: LayoutAnchorDefinition.Term) -> ConstraintSolver.Expression? {
      guard let item = term.item, item.layoutView != nil else { return nil }
      return expression(item, term.attribute, in: ancestor, mirrored: mirrored)
    }
    switch definition.form {
    case .attribute(let single):
      return term(single)
    case .offset(let from, let to):
      guard let start = term(from), var end = term(to) else { return nil }
      // `end - start`.
      end.terms.reserveCapacity(end.terms.count + start.terms.count)
      for term in start.terms {
        end.terms.append(ConstraintSolver.Term(term.variable, term.coefficient * -1.0))
      }
      end.constant = end.constant + start.constant * -1.0
      return end
    }
  }

  /// Appends the frame origins of the views from `view` up to `ancestor` on one axis: where
  /// `view`'s bounds origin lies in `ancestor`'s bounds space (bounds origins ignored, decision
  /// A1).
  ///
  /// Each view's term is its alignment origin; its alignment inset is subtracted from the
  /// constant. The variables of every view on the way are made (as a full origin would make
  /// them), so the solver meets them in the same order whatever the axis.
  ///
  /// - Parameters:
  ///   - view: The view whose origin is wanted.
  ///   - ancestor: The view whose bounds space the origin is in.
  ///   - horizontal: `true` for x, `false` for y, `nil` for neither (a size).
  ///   - expression: Where the terms are appended.
  /// - Returns: The constant: zero less the alignment insets on the way, view by view.
  private func appendBoundsOrigin(
    of view: UIView, in ancestor: UIView, horizontal: Bool?,
    to expression: inout ConstraintSolver.Expression
  ) -> Double {
    var constant = 0.0
    var current = view
    while current !== ancestor, let parent = current.superview {
      let v = variables(for: current)
      if let horizontal {
        let insets = current.alignmentRectInsets
        expression.terms.append(ConstraintSolver.Term(horizontal ? v.minX : v.minY))
        constant -= Double(horizontal ? insets.left : insets.top)
      }
      current = parent
    }
    return constant
  }

  /// An attribute of a view or guide as an expression in `ancestor`'s bounds space.
  ///
  /// A view's edges are those of its alignment rectangle; a guide's are its solved rectangle in
  /// its owning view. Margin attributes are the edges of the view's `layoutMarginsGuide` (spec
  /// 6.3). Leading and trailing are left and right, or right and left in mirrored space (spec
  /// 5.3). A view without text has its first baseline at its top edge and its last
  /// baseline at its bottom edge (spec 5.24); see ``baselineExpression(_:_:in:mirrored:)``. In
  /// mirrored space horizontal locations are negated.
  ///
  /// The terms come in this order: the origins of the views from the item's view up to
  /// `ancestor`, the guide's origin, then the size (for trailing edges and centres); the
  /// constant is the origins' (less the alignment insets on the way, plus the item's own).
  func expression(
    _ item: any LayoutItem, _ attribute: NSLayoutConstraint.Attribute, in ancestor: UIView,
    mirrored: Bool = false
  ) -> ConstraintSolver.Expression {
    guard let owner = item.layoutView else { return ConstraintSolver.Expression() }
    if let view = item as? UIView, let edge = attribute.marginFreeAttribute {
      return expression(view.layoutMarginsGuide, edge, in: ancestor, mirrored: mirrored)
    }
    if let view = item as? UIView, attribute == .firstBaseline || attribute == .lastBaseline {
      return baselineExpression(view, attribute, in: ancestor, mirrored: mirrored)
    }
    var resolved = attribute
    if attribute == .leading { resolved = mirrored ? .right : .left }
    if attribute == .trailing { resolved = mirrored ? .left : .right }
    let horizontal: Bool?
    let size: Double  // The share of the size in the location: 0, ½ or 1.
    switch resolved {
    case .left: (horizontal, size) = (true, 0)
    case .right: (horizontal, size) = (true, 1)
    case .centerX: (horizontal, size) = (true, 0.5)
    case .top, .firstBaseline: (horizontal, size) = (false, 0)
    case .bottom, .lastBaseline: (horizontal, size) = (false, 1)
    case .centerY: (horizontal, size) = (false, 0.5)
    default: (horizontal, size) = (nil, 0)
    }
    var result = ConstraintSolver.Expression()
    result.terms.reserveCapacity(4)
    var constant = appendBoundsOrigin(
      of: owner, in: ancestor, horizontal: horizontal, to: &result)
    let width: Variable
    let height: Variable
    if let guide = item as? UILayoutGuide {
      let g = variables(for: guide)
      if let horizontal { result.terms.append(ConstraintSolver.Term(horizontal ? g.minX : g.minY)) }
      constant = constant + 0
      (width, height) = (g.width, g.height)
    } else {
      let v = variables(for: owner)
      if let horizontal {
        let insets = owner.alignmentRectInsets
        constant = constant + Double(horizontal ? insets.left : insets.top)
      }
      (width, height) = (v.width, v.height)
    }
    guard let horizontal else {
      switch resolved {
      case .width: return width.linearExpression
      case .height: return height.linearExpression
      default: return ConstraintSolver.Expression()
      }
    }
    if size != 0 {
      result.terms.append(ConstraintSolver.Term(horizontal ? width : height, size))
      constant = constant + 0
    }
    result.constant = constant
    guard mirrored, horizontal else { return result }
    // `-1 * expression`, term by term.
    for index in result.terms.indices { result.terms[index].coefficient *= -1.0 }
    result.constant *= -1.0
    return result
  }

  /// A view's first or last baseline in `ancestor`'s bounds space (spec 5.24, decision L7).
  ///
  /// The baseline of the view's `forFirstBaselineLayout` (or `forLastBaselineLayout`) when that
  /// is a descendant; for a view with text, its centre plus the baseline's offset from the
  /// centre of the text (a variable pinned to the measured value); otherwise its top (first) or
  /// bottom (last) edge.
  func baselineExpression(
    _ view: UIView, _ attribute: NSLayoutConstraint.Attribute, in ancestor: UIView,
    mirrored: Bool
  ) -> ConstraintSolver.Expression {
    let isFirst = attribute == .firstBaseline
    let target = isFirst ? view.forFirstBaselineLayout : view.forLastBaselineLayout
    if target !== view, target.isDescendant(of: view) {
      return expression(target, attribute, in: ancestor, mirrored: mirrored)
    }
    let edge = expression(view, isFirst ? .top : .bottom, in: ancestor, mirrored: mirrored)
    guard let offsets = baselineVariables(of: view) else { return edge }
    let center = expression(view, .centerY, in: ancestor, mirrored: mirrored)
    return center + (isFirst ? offsets.first : offsets.last)
  }
}

extension UIView {
  /// The closest common ancestor of two views, when it is found without a walk (the fast path
  /// of ``commonAncestor(_:_:)``).
  ///
  /// That is one of the two (the same view, or one the other's superview) or their shared
  /// superview; anything else gives `nil` and the caller walks up. Nearly every constraint
  /// relates a view to its superview or to a sibling.
  ///
  /// - Parameters:
  ///   - a: A view.
  ///   - b: Another view, or the same.
  /// - Returns: The closest common ancestor, or `nil` if it is further up (or there is none).
  static func nearbyCommonAncestor(_ a: UIView, _ b: UIView) -> UIView? {
    if a === b { return a }
    let parentOfA = a.superview
    if parentOfA === b { return b }
    let parentOfB = b.superview
    if parentOfB === a { return a }
    if let parentOfA, parentOfA === parentOfB { return parentOfA }
    return nil
  }

  /// The closest view that is `a`, `b` or an ancestor of both; `nil` if they are in different
  /// trees.
  static func commonAncestor(_ a: UIView, _ b: UIView) -> UIView? {
    if let nearby = nearbyCommonAncestor(a, b) { return nearby }
    // Walking up from `a` and asking whether `b` is below: no set to hash into, and views are
    // rarely deep enough for the quadratic worst case to matter.
    var candidate = a
    while !b.isDescendant(of: candidate) {
      guard let parent = candidate.superview else { return nil }
      candidate = parent
    }
    return candidate
  }
}
