/// A tableau row, `basic = constant + Σ coefficient · symbol`, or, before it has a basic
/// symbol, the equation `0 = constant + Σ coefficient · symbol`.
///
/// The cells are kept sorted by symbol in two parallel arrays (as Kiwi's sorted vector map),
/// so lookups are binary searches and adding a multiple of another row is one merge.
/// Coefficients whose magnitude falls below ``Tableau/epsilon`` are dropped: that is the
/// solver's one epsilon policy. Rows inside a tableau are changed only through the tableau,
/// which keeps its column index in step; these methods are for rows being built.
struct Row {
  /// The symbols with a non-zero coefficient, in increasing order.
  private(set) var symbols: [Symbol] = []
  /// The coefficients, parallel to `symbols`.
  private(set) var coefficients: [Double] = []
  /// The constant.
  var constant: Double

  /// Creates a row with a constant and no terms.
  init(constant: Double = 0) {
    self.constant = constant
  }

  /// Whether the row has no terms.
  var isEmpty: Bool {
    symbols.isEmpty
  }

  /// The number of terms.
  var count: Int {
    symbols.count
  }

  /// The position of `symbol` in `symbols`, or where it would be inserted.
  @inline(__always)
  func position(of symbol: Symbol) -> (index: Int, found: Bool) {
    var low = 0
    var high = symbols.count
    while low < high {
      let mid = (low + high) >> 1
      let value = symbols[mid].raw
      if value < symbol.raw {
        low = mid + 1
      } else if value > symbol.raw {
        high = mid
      } else {
        return (mid, true)
      }
    }
    return (low, false)
  }

  /// The coefficient of `symbol` (0 when absent).
  @inline(__always)
  func coefficient(for symbol: Symbol) -> Double {
    let (index, found) = position(of: symbol)
    return found ? coefficients[index] : 0
  }

  /// Adds `coefficient · symbol`, dropping the cell if it cancels to (near) zero.
  ///
  /// - Returns: +1 if a cell was created, −1 if one was removed, 0 otherwise.
  @discardableResult
  mutating func insert(_ symbol: Symbol, _ coefficient: Double) -> Int {
    let (index, found) = position(of: symbol)
    if found {
      let value = coefficients[index] + coefficient
      if Tableau.isNearZero(value) {
        symbols.remove(at: index)
        coefficients.remove(at: index)
        return -1
      }
      coefficients[index] = value
      return 0
    }
    if Tableau.isNearZero(coefficient) { return 0 }
    symbols.insert(symbol, at: index)
    coefficients.insert(coefficient, at: index)
    return 1
  }

  /// Removes a symbol's cell and returns its coefficient (nil when absent).
  @discardableResult
  mutating func remove(_ symbol: Symbol) -> Double? {
    let (index, found) = position(of: symbol)
    guard found else { return nil }
    symbols.remove(at: index)
    return coefficients.remove(at: index)
  }

  /// Adds `factor · other`: the constant and every cell, in one merge.
  ///
  /// - Parameter changed: Called with each symbol whose cell was created (`true`) or removed
  ///   (`false`) by the merge, so a tableau can keep its column index in step.
  mutating func add(_ other: Row, times factor: Double, changed: (Symbol, Bool) -> Void = { _, _ in }) {
    constant += other.constant * factor
    guard !other.symbols.isEmpty else { return }
    if other.symbols.count * 16 < symbols.count {
      // A few cells into a long row (an objective level): update in place.
      for (symbol, coefficient) in other.cells {
        switch insert(symbol, coefficient * factor) {
        case 1: changed(symbol, true)
        case -1: changed(symbol, false)
        default: break
        }
      }
      return
    }
    var mergedSymbols: [Symbol] = []
    var mergedCoefficients: [Double] = []
    mergedSymbols.reserveCapacity(symbols.count + other.symbols.count)
    mergedCoefficients.reserveCapacity(symbols.count + other.symbols.count)
    var i = 0
    var j = 0
    let mine = symbols.count
    let theirs = other.symbols.count
    while i < mine || j < theirs {
      if j == theirs || (i < mine && symbols[i].raw < other.symbols[j].raw) {
        mergedSymbols.append(symbols[i])
        mergedCoefficients.append(coefficients[i])
        i += 1
      } else if i == mine || other.symbols[j].raw < symbols[i].raw {
        let value = other.coefficients[j] * factor
        if !Tableau.isNearZero(value) {
          mergedSymbols.append(other.symbols[j])
          mergedCoefficients.append(value)
          changed(other.symbols[j], true)
        }
        j += 1
      } else {
        let value = coefficients[i] + other.coefficients[j] * factor
        if Tableau.isNearZero(value) {
          changed(symbols[i], false)
        } else {
          mergedSymbols.append(symbols[i])
          mergedCoefficients.append(value)
        }
        i += 1
        j += 1
      }
    }
    symbols = mergedSymbols
    coefficients = mergedCoefficients
  }

  /// Multiplies the constant and every coefficient by `factor`.
  mutating func scale(by factor: Double) {
    constant *= factor
    for index in coefficients.indices { coefficients[index] *= factor }
  }

  /// Negates the constant and every coefficient.
  mutating func reverseSign() {
    scale(by: -1)
  }

  /// Solves `0 = constant + a·symbol + Σ cᵢ·sᵢ` for `symbol`, leaving
  /// `symbol = −constant/a − Σ (cᵢ/a)·sᵢ` (the symbol itself is removed from the cells).
  ///
  /// - Precondition: `symbol` has a non-zero coefficient.
  mutating func solve(for symbol: Symbol) {
    guard let a = remove(symbol) else {
      preconditionFailure("Row.solve(for:): \(symbol) is not in the row")
    }
    scale(by: -1 / a)
  }

  /// Rewrites `lhs = constant + … + a·rhs + …` as `rhs = …` in terms of `lhs` and the rest.
  ///
  /// - Precondition: `rhs` has a non-zero coefficient.
  mutating func solve(lhs: Symbol, rhs: Symbol) {
    insert(lhs, -1)
    solve(for: rhs)
  }

  /// The cells as (symbol, coefficient) pairs, in symbol order.
  var cells: Zip2Sequence<[Symbol], [Double]> {
    zip(symbols, coefficients)
  }
}
