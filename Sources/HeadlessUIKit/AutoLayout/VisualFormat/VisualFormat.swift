/// A visual format string after parsing: what it says, with the character offsets that UIKit's
/// error messages point at.
///
/// The grammar is the one of Apple's "Visual Format Language" appendix, as UIKit's parser
/// accepts it:
///
///     format     = ("H:" | "V:")? item (connection item)*
///     item       = "|" | "[" name ("(" predicate ("," predicate)* ")")? "]"
///     connection = "" | "-" | "-" predicate "-" | "-(" predicate ("," predicate)* ")-"
///     predicate  = ("==" | "<=" | ">=")? operand ("@" operand)?
///     operand    = name | number
///
/// A `|` may only be the first or the last item, and at least one item is a view. Names are C
/// identifiers; numbers start with a digit or `-` and are read as C's `strtod` reads them.
/// Nothing here knows about views: names stay names until the builder looks them up.
///
/// Items and connections alternate: `connections[i]` joins `items[i]` and `items[i + 1]`. A
/// format that failed to parse keeps what was read before the error (see
/// ``VisualFormatError/parsed``); its last item or connection may then be unfinished.
package struct VisualFormat: Equatable, Sendable {
  /// The axis a format lays views out along.
  package enum Orientation: Equatable, Sendable {
    /// `H:`, or no prefix: views from leading to trailing.
    case horizontal
    /// `V:`: views from top to bottom.
    case vertical
  }

  /// The layout axis.
  package var orientation: Orientation = .horizontal

  /// The superview bars and views, in textual order.
  package var items: [Item] = []

  /// The connections between neighbouring items, in textual order.
  package var connections: [Connection] = []

  /// Creates an empty format, to be filled by the parser.
  package init() {}

  /// Creates a format from its parts.
  ///
  /// - Parameters:
  ///   - orientation: The layout axis.
  ///   - items: The items in textual order.
  ///   - connections: The connections between them.
  package init(orientation: Orientation, items: [Item], connections: [Connection]) {
    self.orientation = orientation
    self.items = items
    self.connections = connections
  }
}

extension VisualFormat {
  /// One item of a format: a superview bar or a view.
  package enum Item: Equatable, Sendable {
    /// A `|`; `end` is the offset just past it.
    case superview(end: Int)
    /// A view in brackets.
    case view(View)

    /// Whether the item was read to its end (a bar always is).
    package var isComplete: Bool {
      switch self {
      case .superview: true
      case .view(let view): view.end != nil
      }
    }

    /// The offset just past the item, `nil` for an unfinished view.
    package var end: Int? {
      switch self {
      case .superview(let end): end
      case .view(let view): view.end
      }
    }
  }

  /// A view in brackets, `[name(predicates)]`.
  package struct View: Equatable, Sendable {
    /// The key of the view in the views dictionary.
    package var name: String

    /// The offset just past the name, where UIKit reports an unknown key.
    package var nameEnd: Int

    /// The predicates on the view's width (`H:`) or height (`V:`), in order.
    package var predicates: [Predicate]

    /// The offset just past the closing `]`; `nil` while the view is unfinished.
    package var end: Int?

    /// Creates a view.
    ///
    /// - Parameters:
    ///   - name: The key of the view.
    ///   - nameEnd: The offset just past the name.
    ///   - predicates: The size predicates.
    ///   - end: The offset just past the `]`, or `nil` if the view is unfinished.
    package init(name: String, nameEnd: Int, predicates: [Predicate] = [], end: Int?) {
      self.name = name
      self.nameEnd = nameEnd
      self.predicates = predicates
      self.end = end
    }
  }

  /// The space between two neighbouring items.
  package enum Connection: Equatable, Sendable {
    /// No `-`: the items touch (`[a][b]`, `|[a]`).
    case flush
    /// A lone `-`: the standard space (`[a]-[b]`, `|-[a]`).
    case standard
    /// `-20-`, `-(>=20@750)-` or `-(>=8,<=20)-`: one constraint per predicate.
    case predicates([Predicate])
  }

  /// How a predicate relates its subject to its operand.
  package enum Relation: Equatable, Sendable {
    /// `==`, or no operator.
    case equal
    /// `<=`.
    case lessThanOrEqual
    /// `>=`.
    case greaterThanOrEqual
  }

  /// One predicate: a relation, an operand and an optional priority.
  package struct Predicate: Equatable, Sendable {
    /// The relation.
    package var relation: Relation

    /// The constant, metric or view the subject is related to.
    package var object: Operand

    /// The priority after `@`, if any.
    package var priority: Operand?

    /// Creates a predicate.
    ///
    /// - Parameters:
    ///   - relation: The relation.
    ///   - object: The operand.
    ///   - priority: The priority operand, if any.
    package init(relation: Relation = .equal, object: Operand, priority: Operand? = nil) {
      self.relation = relation
      self.object = object
      self.priority = priority
    }
  }

  /// A number or a name, with the offset just past it.
  package struct Operand: Equatable, Sendable {
    /// What an operand says.
    package enum Value: Equatable, Sendable {
      /// A literal number.
      case number(Double)
      /// A metric name, or (in a view's predicate) a view name.
      case name(String)
    }

    /// The value.
    package var value: Value

    /// The offset just past the operand, where UIKit reports a problem with it.
    package var end: Int

    /// Creates an operand.
    ///
    /// - Parameters:
    ///   - value: The value.
    ///   - end: The offset just past it.
    package init(_ value: Value, end: Int) {
      self.value = value
      self.end = end
    }
  }
}
