import Foundation

/// Turns a parsed ``VisualFormat`` into constraints, in UIKit's order and shape.
///
/// The builder visits the format in the order UIKit's one-pass parser acts on it, so the first
/// problem UIKit would report is the one reported here:
///
/// 1. the first item: a view's name is looked up and its size predicates become constraints
///    (`[a(>=20)]` is `a.width >= 20`; `V:` formats use heights);
/// 2. for every further item: the connection's operands are resolved, then the item, then the
///    connection is finished (``finish(_:between:and:at:)``) and the item's size constraints
///    follow its connection constraints;
/// 3. the alignment constraints made by the options come last.
///
/// Constraints are returned inactive, as UIKit returns them.
@MainActor
package struct VisualFormatBuilder {
  /// One end of a connection.
  enum Endpoint {
    /// A `|`: the superview of the view next to it.
    case superview
    /// A view (or another layout item) from the views dictionary.
    case item(any LayoutItem)
  }

  /// A connection with its operands resolved.
  enum Spacing {
    /// `[a][b]`: no space.
    case flush
    /// `[a]-[b]`: the standard space.
    case standard
    /// One constraint per predicate: relation, constant and priority.
    case explicit([(relation: NSLayoutConstraint.Relation, constant: Double, priority: Float?)])
  }

  /// The parsed format.
  let format: VisualFormat

  /// The options the caller passed.
  let options: NSLayoutConstraint.FormatOptions

  /// The metrics dictionary (empty for `nil`).
  let metrics: [String: Any]

  /// The views dictionary.
  let views: [String: Any]

  /// The connection and size constraints, in order.
  var constraints: [NSLayoutConstraint] = []

  /// The alignment constraints, appended after all others.
  var alignmentConstraints: [NSLayoutConstraint] = []

  /// Whether the format lays views out horizontally.
  var isHorizontal: Bool {
    format.orientation == .horizontal
  }

  /// Parses a format and builds its constraints.
  ///
  /// A syntax error is reported only after what was read before it has been checked, because
  /// UIKit reports an unknown name or a missing superview as soon as it meets it.
  ///
  /// - Parameters:
  ///   - string: The visual format string.
  ///   - options: The format options.
  ///   - metrics: The metrics dictionary, or `nil`.
  ///   - views: The views dictionary.
  /// - Returns: The constraints, inactive, in UIKit's order.
  /// - Throws: ``VisualFormatError`` for the first problem UIKit would report.
  package static func constraints(
    format string: String, options: NSLayoutConstraint.FormatOptions, metrics: [String: Any]?,
    views: [String: Any]
  ) throws(VisualFormatError) -> [NSLayoutConstraint] {
    let format: VisualFormat
    var syntaxError: VisualFormatError?
    do {
      format = try VisualFormatParser.parse(string)
    } catch {
      guard let parsed = error.parsed else { throw error }
      format = parsed
      syntaxError = error
    }
    var builder = VisualFormatBuilder(
      format: format, options: options, metrics: metrics ?? [:], views: views)
    try builder.build()
    if let syntaxError { throw syntaxError }
    return builder.constraints + builder.alignmentConstraints
  }

  /// Visits the items and connections in UIKit's order and collects the constraints.
  mutating func build() throws(VisualFormatError) {
    guard let firstItem = format.items.first else { return }
    var previous = try endpoint(for: firstItem)
    if case .view(let view) = firstItem, case .item(let item) = previous {
      constraints += try sizeConstraints(of: view, item: item)
    }
    for (index, item) in format.items.enumerated().dropFirst() {
      let spacing = try resolve(format.connections[index - 1])
      let next = try endpoint(for: item)
      var size: [NSLayoutConstraint] = []
      if case .view(let view) = item, case .item(let layoutItem) = next {
        size = try sizeConstraints(of: view, item: layoutItem)
      }
      guard let end = item.end else { return }
      try finish(spacing, between: previous, and: next, at: end)
      constraints += size
      previous = next
    }
    if format.connections.count == format.items.count, let dangling = format.connections.last {
      _ = try resolve(dangling)
    }
  }

  /// The endpoint an item stands for, looking up a view's name.
  ///
  /// - Parameter item: The item.
  /// - Returns: `.superview` for a bar, else the view.
  /// - Throws: `unknownView` if the name is not a key of the views dictionary.
  private func endpoint(for item: VisualFormat.Item) throws(VisualFormatError) -> Endpoint {
    guard case .view(let view) = item else { return .superview }
    guard let layoutItem = layoutItem(named: view.name) else {
      throw VisualFormatError(.unknownView(view.name), at: view.nameEnd)
    }
    return .item(layoutItem)
  }

  /// The constraints of a view's size predicates, `view.width (relation) operand`.
  ///
  /// An operand that names a view relates the two sizes (`[a(==b)]` is `a.width == b.width`);
  /// a view named as a priority counts as priority 0, as in UIKit.
  ///
  /// - Parameters:
  ///   - view: The parsed view.
  ///   - item: The view it names.
  /// - Returns: One constraint per predicate.
  /// - Throws: `unknownMetric` for an unknown name, and the priority range errors.
  private func sizeConstraints(
    of view: VisualFormat.View, item: any LayoutItem
  ) throws(VisualFormatError) -> [NSLayoutConstraint] {
    let attribute: NSLayoutConstraint.Attribute = isHorizontal ? .width : .height
    var result: [NSLayoutConstraint] = []
    for predicate in view.predicates {
      var constant: Double = 0
      var second: (any LayoutItem)?
      switch predicate.object.value {
      case .number(let number):
        constant = number
      case .name(let name):
        if let metric = metricValue(named: name) {
          constant = metric
        } else if let other = layoutItem(named: name) {
          second = other
        } else {
          throw VisualFormatError(.unknownMetric(name), at: predicate.object.end)
        }
      }
      let priority = try checkedPriority(predicate.priority, viewNamesCountAsZero: true)
      result.append(
        Self.constraint(
          (item, attribute), predicate.relation.layoutRelation,
          second.map { ($0, attribute) }, constant: constant, priority: priority))
    }
    return result
  }

  /// Resolves a connection's operands: a metric or a number for each constant and priority.
  ///
  /// - Parameter connection: The parsed connection.
  /// - Returns: The spacing.
  /// - Throws: `viewUsedAsSpace` for a view name, `unknownMetric` for an unknown name, and the
  ///   priority range errors.
  private func resolve(_ connection: VisualFormat.Connection) throws(VisualFormatError) -> Spacing {
    switch connection {
    case .flush: return .flush
    case .standard: return .standard
    case .predicates(let predicates):
      var resolved: [(relation: NSLayoutConstraint.Relation, constant: Double, priority: Float?)] =
        []
      for predicate in predicates {
        let constant = try spaceValue(predicate.object)
        let priority = try checkedPriority(predicate.priority, viewNamesCountAsZero: false)
        resolved.append((predicate.relation.layoutRelation, constant, priority))
      }
      return .explicit(resolved)
    }
  }

  /// A priority operand, checked as UIKit checks it: greater than 0 and at most 1000.
  ///
  /// - Parameters:
  ///   - operand: The operand after `@`, or `nil`.
  ///   - viewNamesCountAsZero: Whether a view name reads as 0 (inside a view's predicate)
  ///     rather than being an error (in a connection).
  /// - Returns: The priority, or `nil` without one.
  /// - Throws: `priorityNotPositive`, `priorityAboveRequired`, or the errors of a name.
  private func checkedPriority(
    _ operand: VisualFormat.Operand?, viewNamesCountAsZero: Bool
  ) throws(VisualFormatError) -> Float? {
    guard let operand else { return nil }
    let value: Double
    if viewNamesCountAsZero, case .name(let name) = operand.value, metricValue(named: name) == nil,
      views[name] != nil
    {
      value = 0
    } else {
      value = try spaceValue(operand)
    }
    guard value > 0 else {
      throw VisualFormatError(.priorityNotPositive(value), at: operand.end)
    }
    guard value <= 1000 else {
      throw VisualFormatError(.priorityAboveRequired(value), at: operand.end)
    }
    return Float(value)
  }

  /// The number an operand stands for outside a view's size: a literal or a metric.
  ///
  /// - Parameter operand: The operand.
  /// - Returns: The number.
  /// - Throws: `viewUsedAsSpace` if it names a view, `unknownMetric` if it names nothing.
  private func spaceValue(_ operand: VisualFormat.Operand) throws(VisualFormatError) -> Double {
    switch operand.value {
    case .number(let number):
      return number
    case .name(let name):
      if let metric = metricValue(named: name) { return metric }
      throw VisualFormatError(
        views[name] != nil ? .viewUsedAsSpace : .unknownMetric(name), at: operand.end)
    }
  }

  /// Makes an inactive constraint `first (relation) second + constant`, multiplier 1.
  ///
  /// - Parameters:
  ///   - first: The first item and attribute.
  ///   - relation: The relation.
  ///   - second: The second item and attribute, or `nil`.
  ///   - constant: The constant.
  ///   - priority: The priority, or `nil` for required.
  /// - Returns: The constraint.
  static func constraint(
    _ first: (any LayoutItem, NSLayoutConstraint.Attribute),
    _ relation: NSLayoutConstraint.Relation,
    _ second: (any LayoutItem, NSLayoutConstraint.Attribute)?, constant: Double,
    priority: Float? = nil
  ) -> NSLayoutConstraint {
    let constraint = NSLayoutConstraint(
      anchor: LayoutAnchorDefinition(item: first.0, attribute: first.1), relatedBy: relation,
      toAnchor: second.map { LayoutAnchorDefinition(item: $0.0, attribute: $0.1) },
      multiplier: 1, constant: CGFloat(constant))
    if let priority { constraint.priority = UILayoutPriority(priority) }
    return constraint
  }
}

extension VisualFormat.Relation {
  /// The constraint relation for the predicate's operator.
  var layoutRelation: NSLayoutConstraint.Relation {
    switch self {
    case .equal: .equal
    case .lessThanOrEqual: .lessThanOrEqual
    case .greaterThanOrEqual: .greaterThanOrEqual
    }
  }
}
