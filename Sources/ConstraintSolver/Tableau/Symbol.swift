/// A column of the tableau: an external variable or one of the solver's own symbols.
///
/// The kind sits in the low two bits and a creation serial above them, so symbols order by
/// creation (the order Bland's rule uses) and fit in one machine word.
struct Symbol: Hashable, Comparable, CustomStringConvertible {
  /// What a symbol stands for.
  enum Kind: Int {
    /// A user variable (unrestricted).
    case external = 0
    /// The slack of an inequality (restricted to be non-negative).
    case slack = 1
    /// The error of an optional constraint (restricted to be non-negative).
    case error = 2
    /// The marker of a required equality (always zero; never enters the basis).
    case dummy = 3
  }

  /// Kind and serial packed into one integer.
  let raw: Int

  /// Creates a symbol.
  init(serial: Int, kind: Kind) {
    raw = serial << 2 | kind.rawValue
  }

  /// Recreates a symbol from its packed value.
  init(raw: Int) {
    self.raw = raw
  }

  /// The creation serial, an index into the tableau's per-symbol arrays.
  var serial: Int {
    raw >> 2
  }

  /// The kind.
  var kind: Kind {
    Kind(rawValue: raw & 3) ?? .external
  }

  /// Whether the symbol is a user variable.
  var isExternal: Bool {
    raw & 3 == 0
  }

  /// Whether the symbol is a marker of a required equality.
  var isDummy: Bool {
    raw & 3 == 3
  }

  /// Whether the symbol is restricted to non-negative values (slacks and errors).
  var isRestricted: Bool {
    let kind = raw & 3
    return kind == 1 || kind == 2
  }

  /// Orders by creation.
  static func < (lhs: Symbol, rhs: Symbol) -> Bool {
    lhs.raw < rhs.raw
  }

  /// `x12`, `s13`, `e14` or `d15`.
  var description: String {
    ["x", "s", "e", "d"][raw & 3] + "\(serial)"
  }
}
