import Foundation

/// The constraints across the axis (spec 10.12–10.15, peers S5, S8).
extension UIStackView {
  /// The alignment used across the axis: baseline alignments act as leading and trailing in a
  /// vertical stack (decision S4).
  private var effectiveAlignment: Alignment {
    guard axis == .vertical else { return alignment }
    switch alignment {
    case .firstBaseline: return .leading
    case .lastBaseline: return .trailing
    default: return alignment
    }
  }

  /// Adds the alignment, canvas-connection, spanning and ambiguity-suppression constraints.
  func addAlignmentConstraints(to recipe: inout RecipeBuilder) {
    let t = AxisAttributes(axis == .horizontal ? .vertical : .horizontal)
    let views = arrangedSubviews
    guard let first = views.first else { return }
    let canvas: AnyObject = isLayoutMarginsRelativeArrangement ? layoutMarginsGuide : self
    let alignment = effectiveAlignment
    let aligned: NSLayoutConstraint.Attribute? =
      switch alignment {
      case .fill: nil
      case .leading: t.lead
      case .trailing: t.trail
      case .center: t.center
      case .firstBaseline: .firstBaseline
      case .lastBaseline: .lastBaseline
      }
    if let aligned {
      for view in views.dropFirst() {
        recipe.add("UISV-alignment", view, aligned, .equal, first, aligned)
      }
    } else {
      recipe.add("UISV-canvas-connection", first, t.lead, .equal, canvas, t.lead)
      recipe.add("UISV-canvas-connection", canvas, t.trail, .equal, first, t.trail)
      for view in views.dropFirst() {
        recipe.add("UISV-alignment", view, t.lead, .equal, first, t.lead)
        recipe.add("UISV-alignment", view, t.trail, .equal, first, t.trail)
      }
      return
    }
    if alignment == .center && views.count == 1 {
      // Spec 10.15: one centred view needs no spacer.
      recipe.add("UISV-canvas-connection", first, t.lead, .greaterThanOrEqual, canvas, t.lead)
      recipe.add("UISV-canvas-connection", canvas, t.trail, .greaterThanOrEqual, first, t.trail)
      recipe.add("UISV-canvas-connection", canvas, t.center, .equal, first, t.center)
      recipe.add(
        "UISV-canvas-fit", self, t.length, .equal, nil, .notAnAttribute,
        priority: UILayoutPriority(49))
      recipe.add(
        "UISV-ambiguity-suppression", first, t.length, .equal, nil, .notAnAttribute,
        priority: UILayoutPriority(25))
      return
    }
    let spacer = arrangementGuide("UISV-alignment-spanner")
    let spanned = views.filter { !$0.isHidden }
    // Decision S8: a first-baseline stack also pulls every view's bottom to the spanner's at 45
    // (the tallest view reaches the bottom), a last-baseline stack every view's top.
    let baselines = alignment == .firstBaseline || alignment == .lastBaseline
    let equalLead = alignment == .leading || alignment == .lastBaseline
    let equalTrail = alignment == .trailing || alignment == .firstBaseline
    for view in spanned {
      if !equalLead || baselines {
        recipe.add("UISV-spanning-boundary", spacer, t.lead, .lessThanOrEqual, view, t.lead)
      }
      if equalLead {
        recipe.add(
          "UISV-spanning-boundary", spacer, t.lead, .equal, view, t.lead,
          priority: UILayoutPriority(baselines ? 45 : 999.5))
      }
      if !equalTrail || baselines {
        recipe.add("UISV-spanning-boundary", spacer, t.trail, .greaterThanOrEqual, view, t.trail)
      }
      if equalTrail {
        recipe.add(
          "UISV-spanning-boundary", spacer, t.trail, .equal, view, t.trail,
          priority: UILayoutPriority(baselines ? 45 : 999.5))
      }
    }
    switch alignment {
    case .leading:
      recipe.add("UISV-canvas-connection", first, t.lead, .equal, canvas, t.lead)
      recipe.add("UISV-canvas-connection", canvas, t.trail, .equal, spacer, t.trail)
    case .trailing:
      recipe.add("UISV-canvas-connection", spacer, t.lead, .equal, canvas, t.lead)
      recipe.add("UISV-canvas-connection", canvas, t.trail, .equal, first, t.trail)
    default:
      recipe.add("UISV-canvas-connection", spacer, t.lead, .equal, canvas, t.lead)
      recipe.add("UISV-canvas-connection", canvas, t.trail, .equal, spacer, t.trail)
      if alignment == .center {
        recipe.add("UISV-canvas-connection", canvas, t.center, .equal, first, t.center)
      } else {
        recipe.add(
          "UISV-canvas-fit", self, t.length, .equal, nil, .notAnAttribute,
          priority: UILayoutPriority(49))
      }
    }
    recipe.add(
      "UISV-spanning-fit", spacer, t.length, .equal, nil, .notAnAttribute,
      priority: UILayoutPriority(51))
    for view in views {
      recipe.add(
        "UISV-ambiguity-suppression", view, t.length, .equal, nil, .notAnAttribute,
        priority: UILayoutPriority(25))
    }
  }
}
