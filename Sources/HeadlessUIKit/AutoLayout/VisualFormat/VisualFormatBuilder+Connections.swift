import Foundation

/// Connections between neighbours, with UIKit's items, attributes and checks.
///
/// A connection reads `later.start (relation) earlier.end + constant`: the view that comes
/// later in the flow is the first item, so `H:[a]-8-[b]` is `b.leading == a.trailing + 8` and
/// `H:[a]-8-|` is `superview.trailing == a.trailing + 8`. The flow is the textual order,
/// except with `directionRightToLeft`, where the second view comes first. The edges are
/// leading and trailing, left and right when a direction option is given, top and bottom
/// for `V:` (first and last baselines between two views with `spacingBaselineToBaseline`).
/// A standard space is 8 points between two views; towards a `|` it is 0 points to the
/// superview's layout margin (decision A21).
extension VisualFormatBuilder {
  /// Adds a connection's constraints, and the alignment constraints between two views.
  ///
  /// Checks, in UIKit's order: baseline spacing in a horizontal format, a superview for a
  /// `|`, then each alignment option's axis.
  ///
  /// - Parameters:
  ///   - spacing: The resolved connection.
  ///   - left: The item before the connection in the text.
  ///   - right: The item after it.
  ///   - offset: The offset just past `right`, where UIKit reports problems.
  /// - Throws: `baselineSpacingInHorizontalLayout`, `superviewMissing` or
  ///   `alignmentAlongLayoutAxis`.
  mutating func finish(
    _ spacing: Spacing, between left: Endpoint, and right: Endpoint, at offset: Int
  ) throws(VisualFormatError) {
    if isHorizontal, options.contains(.spacingBaselineToBaseline) {
      throw VisualFormatError(.baselineSpacingInHorizontalLayout, at: offset)
    }
    let direction = options.intersection(.directionMask)
    let reversed = isHorizontal && direction == .directionRightToLeft
    let (earlier, later) = reversed ? (right, left) : (left, right)
    let edges = Edges(horizontal: isHorizontal, absolute: !direction.isEmpty)
    let baseline = !isHorizontal && options.contains(.spacingBaselineToBaseline)
    let toMargins = spacing.isStandard
    let second: (any LayoutItem, NSLayoutConstraint.Attribute)
    switch earlier {
    case .item(let item):
      second = (item, baseline ? .lastBaseline : edges.end)
    case .superview:
      second = (
        try superview(nextTo: left, or: right, at: offset),
        toMargins ? edges.startMargin : edges.start
      )
    }
    let first: (any LayoutItem, NSLayoutConstraint.Attribute)
    switch later {
    case .item(let item):
      first = (item, baseline ? .firstBaseline : edges.start)
    case .superview:
      first = (
        try superview(nextTo: left, or: right, at: offset), toMargins ? edges.endMargin : edges.end
      )
    }
    if case .item(let earlierItem) = earlier, case .item(let laterItem) = later {
      try align(earlierItem, laterItem, at: offset)
    }
    let touchingSuperview = earlier.isSuperview || later.isSuperview
    for term in spacing.terms(touchingSuperview: touchingSuperview) {
      constraints.append(
        Self.constraint(
          first, term.relation, second, constant: term.constant, priority: term.priority))
    }
  }

  /// The superview of the view next to a `|` (the owning view for a layout guide): the view
  /// before the connection if there is one, else the view after it.
  ///
  /// - Parameters:
  ///   - left: The endpoint before the connection.
  ///   - right: The endpoint after it.
  ///   - offset: Where to report a missing superview.
  /// - Returns: The superview.
  /// - Throws: `superviewMissing` if the view has none.
  private func superview(
    nextTo left: Endpoint, or right: Endpoint, at offset: Int
  ) throws(VisualFormatError) -> UIView {
    var superview: UIView?
    if case .item(let item) = left {
      superview = Self.superitem(of: item)
    } else if case .item(let item) = right {
      superview = Self.superitem(of: item)
    }
    guard let superview else { throw VisualFormatError(.superviewMissing, at: offset) }
    return superview
  }

  /// The view a `|` stands for next to an item: a view's superview, a guide's owning view.
  private static func superitem(of item: any LayoutItem) -> UIView? {
    if let view = item as? UIView { return view.superview }
    return item.layoutView
  }

  /// Adds `earlier.attribute == later.attribute` for each alignment option, in the order of
  /// the attributes' raw values.
  ///
  /// - Parameters:
  ///   - earlier: The view that comes first in the flow.
  ///   - later: The view that comes next.
  ///   - offset: Where to report an option on the layout axis.
  /// - Throws: `alignmentAlongLayoutAxis` for an option that aligns along the layout axis.
  private mutating func align(
    _ earlier: any LayoutItem, _ later: any LayoutItem, at offset: Int
  ) throws(VisualFormatError) {
    let mask = options.intersection(.alignmentMask).rawValue
    for rawValue in 1...12 where mask & (1 << rawValue) != 0 {
      guard let attribute = NSLayoutConstraint.Attribute(rawValue: rawValue) else { continue }
      let alignsHorizontally = attribute.anchorKind == .xAxis || attribute == .width
      guard alignsHorizontally != isHorizontal else {
        throw VisualFormatError(.alignmentAlongLayoutAxis(horizontal: isHorizontal), at: offset)
      }
      alignmentConstraints.append(
        Self.constraint((earlier, attribute), .equal, (later, attribute), constant: 0))
    }
  }
}

extension VisualFormatBuilder {
  /// The attributes a connection uses on one axis.
  struct Edges {
    /// The edge a view starts at: leading, left or top.
    let start: NSLayoutConstraint.Attribute
    /// The edge a view ends at: trailing, right or bottom.
    let end: NSLayoutConstraint.Attribute
    /// The superview's margin at the start.
    let startMargin: NSLayoutConstraint.Attribute
    /// The superview's margin at the end.
    let endMargin: NSLayoutConstraint.Attribute

    /// The edges of an axis.
    ///
    /// - Parameters:
    ///   - horizontal: Whether the format is horizontal.
    ///   - absolute: Whether a direction option asks for left and right.
    init(horizontal: Bool, absolute: Bool) {
      switch (horizontal, absolute) {
      case (false, _):
        (start, end, startMargin, endMargin) = (.top, .bottom, .topMargin, .bottomMargin)
      case (true, true):
        (start, end, startMargin, endMargin) = (.left, .right, .leftMargin, .rightMargin)
      case (true, false):
        (start, end, startMargin, endMargin) = (
          .leading, .trailing, .leadingMargin, .trailingMargin
        )
      }
    }
  }
}

extension VisualFormatBuilder.Endpoint {
  /// Whether this is a `|`.
  var isSuperview: Bool {
    if case .superview = self { return true }
    return false
  }
}

@MainActor
extension VisualFormatBuilder.Spacing {
  /// Whether this is the standard space (a lone `-`).
  var isStandard: Bool {
    if case .standard = self { return true }
    return false
  }

  /// The constraints the connection makes: relation, constant and priority of each.
  ///
  /// - Parameter touchingSuperview: Whether one end is a `|`; a standard space is then 0 to
  ///   the margin, else the system spacing.
  /// - Returns: One term, or one per predicate.
  func terms(
    touchingSuperview: Bool
  ) -> [(relation: NSLayoutConstraint.Relation, constant: Double, priority: Float?)] {
    switch self {
    case .flush: [(.equal, 0, nil)]
    case .standard:
      [(.equal, touchingSuperview ? 0 : Double(NSLayoutConstraint.systemSpacing), nil)]
    case .explicit(let terms): terms
    }
  }
}
