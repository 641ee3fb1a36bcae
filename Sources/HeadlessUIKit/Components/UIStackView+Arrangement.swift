import Foundation

/// The constraint recipe of a stack view (spec 10.3–10.16, peers S3–S8), built from scratch
/// whenever the arrangement changes.
extension UIStackView {
  /// The attributes of one axis: the leading and trailing edges, the length and the centre.
  struct AxisAttributes {
    let lead: NSLayoutConstraint.Attribute
    let trail: NSLayoutConstraint.Attribute
    let length: NSLayoutConstraint.Attribute
    let center: NSLayoutConstraint.Attribute

    /// The attributes along `axis`.
    init(_ axis: NSLayoutConstraint.Axis) {
      switch axis {
      case .horizontal: (lead, trail, length, center) = (.leading, .trailing, .width, .centerX)
      case .vertical: (lead, trail, length, center) = (.top, .bottom, .height, .centerY)
      }
    }
  }

  /// Collects the constraints of one arrangement, in the order they are made.
  @MainActor
  struct RecipeBuilder {
    var constraints: [NSLayoutConstraint] = []

    /// Adds `first.a1 (relation) second.a2 × multiplier + constant` at `priority`.
    mutating func add(
      _ identifier: String, _ first: AnyObject, _ a1: NSLayoutConstraint.Attribute,
      _ relation: NSLayoutConstraint.Relation, _ second: AnyObject?,
      _ a2: NSLayoutConstraint.Attribute, multiplier: CGFloat = 1, constant: CGFloat = 0,
      priority: UILayoutPriority = .required
    ) {
      let constraint = NSLayoutConstraint(
        item: first, attribute: a1, relatedBy: relation, toItem: second, attribute: a2,
        multiplier: multiplier, constant: constant)
      constraint.priority = priority
      constraint.identifier = identifier
      constraints.append(constraint)
    }
  }

  /// What makes two arrangement constraints the same apart from their constant.
  struct ConstraintKey: Hashable {
    let identifier: String
    let first: ObjectIdentifier?
    let firstAttribute: Int
    let relation: Int
    let second: ObjectIdentifier?
    let secondAttribute: Int
    let multiplier: CGFloat
    let priority: Float

    /// The key of a constraint.
    @MainActor
    init(_ constraint: NSLayoutConstraint) {
      identifier = constraint.identifier ?? ""
      first = constraint.firstItem.map(ObjectIdentifier.init)
      firstAttribute = constraint.firstAttribute.rawValue
      relation = constraint.relation.rawValue
      second = constraint.secondItem.map(ObjectIdentifier.init)
      secondAttribute = constraint.secondAttribute.rawValue
      multiplier = constraint.multiplier
      priority = constraint.priority.rawValue
    }
  }

  /// Replaces the arrangement constraints and guides when they are stale.
  ///
  /// The recipe is made from scratch, then compared with the constraints in place: a constraint
  /// that differs only by its constant is kept and given the new constant, unchanged ones are
  /// kept, and only the rest are removed and added, so that hiding one view of a long stack
  /// touches a few constraints (decision S1). Guides are reused in order.
  func rebuildArrangementIfNeeded() {
    guard arrangementIsStale else { return }
    arrangementIsStale = false
    reusableGuides = arrangementGuides
    arrangementGuides = []
    var recipe = RecipeBuilder()
    if !arrangedSubviews.isEmpty {
      addAxisConstraints(to: &recipe)
      addAlignmentConstraints(to: &recipe)
    }
    var existing: [ConstraintKey: [NSLayoutConstraint]] = [:]
    for constraint in arrangementConstraints {
      existing[ConstraintKey(constraint), default: []].append(constraint)
    }
    var kept: [NSLayoutConstraint] = []
    var added: [NSLayoutConstraint] = []
    for constraint in recipe.constraints {
      let key = ConstraintKey(constraint)
      if let match = existing[key]?.popLast() {
        if match.constant != constraint.constant { match.constant = constraint.constant }
        kept.append(match)
      } else {
        added.append(constraint)
        kept.append(constraint)
      }
    }
    removeConstraints(existing.values.flatMap { $0 })
    // (UIKit's own constraints, on a stack that may well translate its mask: no P7 check)
    LayoutSanitizer.withoutChecks { addConstraints(added) }
    for guide in reusableGuides { removeLayoutGuide(guide) }
    reusableGuides = []
    arrangementConstraints = kept
  }

  /// A guide for the arrangement: an unused one from the previous arrangement, or a new one
  /// added to the stack.
  func arrangementGuide(_ identifier: String) -> UILayoutGuide {
    let guide: UILayoutGuide
    if let index = reusableGuides.firstIndex(where: { $0.identifier == identifier }) {
      guide = reusableGuides.remove(at: index)
    } else {
      guide = UILayoutGuide()
      guide.identifier = identifier
      addLayoutGuide(guide)
    }
    arrangementGuides.append(guide)
    return guide
  }

  /// The item the arranged views are pinned to: the stack or its margins guide (spec 10.16).
  private var canvas: AnyObject {
    isLayoutMarginsRelativeArrangement ? layoutMarginsGuide : self
  }

  /// A spacing value resolved to points (spec 10.10): the default marker means 0, the system
  /// marker the system spacing.
  private func resolved(_ value: CGFloat) -> CGFloat {
    if value == Self.spacingUseDefault { return 0 }
    if value == Self.spacingUseSystem { return NSLayoutConstraint.systemSpacing }
    return value
  }

  /// The spacing after a visible arranged view: its custom spacing, or `spacing`.
  private func spacing(after view: UIView) -> CGFloat {
    resolved(customSpacings[ObjectIdentifier(view)] ?? spacing)
  }

  /// The constant of the spacing constraint between arranged views `index` and `index + 1`
  /// (spec 10.3, peers S4): the spacing after the previous visible view, shared equally by the
  /// gaps up to the next visible view; 0 when either side has no visible view.
  private func gapConstant(after index: Int) -> CGFloat {
    let views = arrangedSubviews
    guard let before = views[...index].lastIndex(where: { !$0.isHidden }),
      let after = views[(index + 1)...].firstIndex(where: { !$0.isHidden })
    else { return 0 }
    return spacing(after: views[before]) / CGFloat(after - before)
  }

  /// The intrinsic lengths along the axis of the visible arranged views (0 without one, or
  /// for `.fillProportionally` the view's current length, or its entry in `current`).
  func visibleIntrinsicLengths(current: [CGFloat]? = nil) -> [CGFloat] {
    arrangedSubviews.filter { !$0.isHidden }.enumerated().map { index, view in
      let size = view.intrinsicContentSize
      let length = axis == .horizontal ? size.width : size.height
      guard length == UIView.noIntrinsicMetric, distribution == .fillProportionally else {
        return max(0, length)
      }
      // A view without an intrinsic length (a nested stack view) takes part with its current
      // length, the one its document or its last layout gave it (decision S11); a later
      // layout changing that length does not recompute the multipliers.
      if let current, index < current.count { return current[index] }
      return max(0, axis == .horizontal ? view.bounds.width : view.bounds.height)
    }
  }

  /// Canvas connection, spacing, hiding and distribution constraints along the axis.
  private func addAxisConstraints(to recipe: inout RecipeBuilder) {
    let a = AxisAttributes(axis)
    let views = arrangedSubviews
    let visible = views.filter { !$0.isHidden }
    guard let first = views.first, let last = views.last else { return }
    recipe.add("UISV-canvas-connection", first, a.lead, .equal, canvas, a.lead)
    recipe.add("UISV-canvas-connection", canvas, a.trail, .equal, last, a.trail)
    let spacingRelation: NSLayoutConstraint.Relation =
      distribution == .equalSpacing || distribution == .equalCentering
      ? .greaterThanOrEqual : .equal
    // Spec 10.17: a vertical baseline-relative stack spaces baselines instead of edges.
    let baselines = axis == .vertical && isBaselineRelativeArrangement
    let nextEdge: NSLayoutConstraint.Attribute = baselines ? .firstBaseline : a.lead
    let previousEdge: NSLayoutConstraint.Attribute = baselines ? .lastBaseline : a.trail
    for index in views.indices.dropLast() {
      // Decision S7: a hidden view sits at its exact share of the spacing after its
      // predecessor, so that a minimum spacing does not leave it free.
      let relation = views[index + 1].isHidden ? .equal : spacingRelation
      recipe.add(
        "UISV-spacing", views[index + 1], nextEdge, relation, views[index], previousEdge,
        constant: gapConstant(after: index))
    }
    for view in views where view.isHidden {
      recipe.add("UISV-hiding", view, a.length, .equal, nil, .notAnAttribute)
    }
    switch distribution {
    case .fill:
      break
    case .fillEqually:
      if let reference = visible.first {
        for view in visible.dropFirst() {
          recipe.add("UISV-fill-equally", view, a.length, .equal, reference, a.length)
        }
      }
    case .fillProportionally:
      addProportionalConstraints(visible, a, to: &recipe)
    case .equalSpacing, .equalCentering:
      addGapGuides(visible, a, to: &recipe)
    }
    addTextWidthDisambiguation(visible, to: &recipe)
  }

  /// Gives each multi-line label of a horizontal stack an equal share of the stack's width at
  /// 760, as UIKit does when wrapped text would leave the widths ambiguous (spec 10.14, decision
  /// S10).
  private func addTextWidthDisambiguation(_ visible: [UIView], to recipe: inout RecipeBuilder) {
    guard axis == .horizontal, distribution != .fillEqually, visible.count > 1 else { return }
    let share = 1 / CGFloat(visible.count)
    for view in visible {
      guard let label = view as? UILabel, label.numberOfLines != 1 else { continue }
      recipe.add(
        "UISV-text-width-disambiguation", label, .width, .equal, self, .width,
        multiplier: share, priority: UILayoutPriority(760))
    }
  }

  /// `UISV-fill-proportionally` constraints (spec 10.7, peers S7).
  private func addProportionalConstraints(
    _ visible: [UIView], _ a: AxisAttributes, to recipe: inout RecipeBuilder
  ) {
    let lengths = visibleIntrinsicLengths()
    proportionalLengths = lengths
    guard visible.count > 1 else { return }
    let spacings = visible.dropLast().reduce(CGFloat(0)) { $0 + spacing(after: $1) }
    let total = lengths.reduce(0, +) + spacings
    guard total > 0 else { return }
    for (index, view) in visible.enumerated() {
      recipe.add(
        "UISV-fill-proportionally", view, a.length, .equal, self, a.length,
        multiplier: lengths[index] / total,
        priority: UILayoutPriority(Float(999 - index)))
    }
  }

  /// Gap guides between visible neighbours, made equal (spec 10.8, 10.9, peers S6), and the
  /// stack's length pulled toward 0 at 49.
  private func addGapGuides(
    _ visible: [UIView], _ a: AxisAttributes, to recipe: inout RecipeBuilder
  ) {
    let centering = distribution == .equalCentering
    let edgeOfPrevious = centering ? a.center : a.trail
    let edgeOfNext = centering ? a.center : a.lead
    var guides: [UILayoutGuide] = []
    for (previous, next) in zip(visible, visible.dropFirst()) {
      let guide = arrangementGuide("UISV-distributing")
      guides.append(guide)
      recipe.add("UISV-distributing-edge", guide, a.lead, .equal, previous, edgeOfPrevious)
      recipe.add("UISV-distributing-edge", guide, a.trail, .equal, next, edgeOfNext)
    }
    if let reference = guides.first {
      for (index, guide) in guides.enumerated().dropFirst() {
        let priority = centering ? UILayoutPriority(Float(150 - index)) : .required
        recipe.add(
          "UISV-fill-equally", guide, a.length, .equal, reference, a.length, priority: priority)
      }
    }
    recipe.add(
      "UISV-canvas-fit", self, a.length, .equal, nil, .notAnAttribute,
      priority: UILayoutPriority(49))
  }
}
