import Foundation

/// What an anchor measures, in the form the layout engine reads: one attribute of one item, or
/// the distance between two attributes (`anchorWithOffset(to:)`).
///
/// Every anchor and both sides of every constraint carry one. A constraint reads
/// `first (==|<=|>=) multiplier × second + constant`, where a side's value is its attribute's
/// value, or `to − from` for an offset. Items are held weakly, as UIKit's constraints do not
/// retain them.
@MainActor
struct LayoutAnchorDefinition {
  /// One attribute of one item.
  @MainActor
  struct Term {
    /// The view or layout guide, held without keeping it alive (decision PF31); `nil` for the
    /// empty anchor of an empty constraint.
    let reference: LayoutItemReference?

    /// The attribute of the item.
    let attribute: NSLayoutConstraint.Attribute

    /// A term for an attribute of an item.
    ///
    /// - Parameters:
    ///   - item: The view or layout guide, or `nil` for the empty anchor of an empty constraint.
    ///   - attribute: The attribute.
    init(item: (any LayoutItem)?, attribute: NSLayoutConstraint.Attribute) {
      reference = item?.layoutItemReference
      self.attribute = attribute
    }

    /// The view or layout guide, `nil` once it is gone.
    var item: (any LayoutItem)? {
      reference?.item
    }

    /// The item's ``LayoutItem/layoutView``: the view itself, or a guide's owning view; `nil`
    /// once the item is gone.
    var layoutView: UIView? {
      guard let reference else { return nil }
      return reference.view ?? reference.item?.layoutView
    }

    /// `UIView:0x….width`, or `(null).width` when the item is gone.
    var description: String {
      "\(item?.layoutDescription ?? "(null)").\(attribute.descriptionName)"
    }
  }

  /// The axis an anchor belongs to, which decides what it may be related to.
  enum Kind {
    /// A horizontal location (`NSLayoutXAxisAnchor`).
    case xAxis
    /// A vertical location (`NSLayoutYAxisAnchor`).
    case yAxis
    /// A size or a distance (`NSLayoutDimension`).
    case dimension
  }

  /// The two shapes of an anchor.
  enum Form {
    /// One attribute of one item.
    case attribute(Term)
    /// The distance from one location to another of the same axis: the value of `to` minus
    /// the value of `from`.
    case offset(from: Term, to: Term)
  }

  /// The anchor's shape.
  let form: Form

  /// An anchor for one attribute of an item.
  ///
  /// - Parameters:
  ///   - item: The view or layout guide, or `nil` for the empty anchor of an empty constraint.
  ///   - attribute: The attribute.
  init(item: (any LayoutItem)?, attribute: NSLayoutConstraint.Attribute) {
    form = .attribute(Term(item: item, attribute: attribute))
  }

  /// An anchor for the distance between two locations: `to − from`.
  ///
  /// - Parameters:
  ///   - from: The location the distance is measured from.
  ///   - to: The location the distance is measured to.
  init(offsetFrom from: Term, to: Term) {
    form = .offset(from: from, to: to)
  }

  /// The single term of an attribute anchor, `nil` for an offset.
  var term: Term? {
    if case .attribute(let term) = form { return term }
    return nil
  }

  /// The item UIKit reports as the constraint's `firstItem`/`secondItem`: the item of an
  /// attribute anchor, `nil` for an offset (which has two).
  var item: (any LayoutItem)? {
    term?.item
  }

  /// The attribute UIKit reports for the anchor: `notAnAttribute` for an offset.
  var attribute: NSLayoutConstraint.Attribute {
    term?.attribute ?? .notAnAttribute
  }

  /// The anchor's axis, `nil` for the empty anchor (`notAnAttribute`).
  var kind: Kind? {
    switch form {
    case .attribute(let term): term.attribute.anchorKind
    case .offset: .dimension
    }
  }

  /// The terms of the anchor: one, or both ends of an offset.
  var terms: [Term] {
    switch form {
    case .attribute(let term): [term]
    case .offset(let from, let to): [from, to]
    }
  }

  /// The items the anchor refers to that still exist.
  var items: [any LayoutItem] {
    terms.compactMap(\.item)
  }

  /// Whether `body` returns `true` for every term, in order (it is not called after the first
  /// `false`); the terms are visited without building an array.
  func allTerms(satisfy body: (Term) -> Bool) -> Bool {
    switch form {
    case .attribute(let term): body(term)
    case .offset(let from, let to): body(from) && body(to)
    }
  }

  /// Whether every term still has its item.
  var hasAllItems: Bool {
    terms.allSatisfy { $0.item != nil }
  }

  /// The anchor's equation text: `UIView:0x….width`, or `(UIView:0x….right -
  /// UIView:0x….left)` for an offset.
  var equationDescription: String {
    switch form {
    case .attribute(let term): term.description
    case .offset(let from, let to): "(\(to.description) - \(from.description))"
    }
  }

  /// The class name UIKit gives an anchor of this axis.
  var anchorClassName: String {
    switch kind {
    case .xAxis: "NSLayoutXAxisAnchor"
    case .yAxis: "NSLayoutYAxisAnchor"
    case .dimension: "NSLayoutDimension"
    case nil: "NSLayoutAnchor"
    }
  }
}
