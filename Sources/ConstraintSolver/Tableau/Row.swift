/// A tableau row, `basic = constant + Σ coefficient · symbol`, or, before it has a basic
/// symbol, the equation `0 = constant + Σ coefficient · symbol`.
///
/// The cells are kept sorted by symbol in two parallel arrays (as Kiwi's sorted vector map),
/// so lookups are binary searches and adding a multiple of another row is one merge.
/// Coefficients whose magnitude falls below ``Tableau/epsilon`` are dropped: that is the
/// solver's one epsilon policy. Rows inside a tableau are changed only through the tableau,
/// which keeps its column index in step; these methods are for rows being built.
struct Row {
  /// One term: a symbol and its non-zero coefficient.
  struct Cell {
    var symbol: Symbol
    var coefficient: Double
  }

  /// The terms, in increasing symbol order.
  private(set) var cells: [Cell] = []
  /// The constant.
  var constant: Double

  /// Creates a row with a constant and no terms.
  init(constant: Double = 0) {
    self.constant = constant
  }

  /// Creates a row from cells in any order, dropping coefficients that are (near) zero.
  init(constant: Double, unsortedCells: [Symbol: Double]) {
    self.constant = constant
    cells.reserveCapacity(unsortedCells.count)
    for (symbol, coefficient) in unsortedCells where !Tableau.isNearZero(coefficient) {
      cells.append(Cell(symbol: symbol, coefficient: coefficient))
    }
    cells.sort { $0.symbol.raw < $1.symbol.raw }
  }

  /// Makes room for `count` cells, so that a row being built grows without reallocating.
  mutating func reserveCapacity(_ count: Int) {
    cells.reserveCapacity(count)
  }

  /// The number of cells whose symbol is a dummy (a marker).
  var dummyCount: Int {
    cells.withUnsafeBufferPointer { cells in
      var count = 0
      for cell in cells where cell.symbol.isDummy { count += 1 }
      return count
    }
  }

  /// Whether the row has no terms.
  var isEmpty: Bool {
    cells.isEmpty
  }

  /// The number of terms.
  var count: Int {
    cells.count
  }

  /// The symbols with a non-zero coefficient, in increasing order.
  var symbols: LazyMapSequence<[Cell], Symbol> {
    cells.lazy.map { $0.symbol }  // A closure: a key path here is projected at run time.
  }

  /// The position of `symbol` in `cells`, or where it would be inserted.
  @inline(__always)
  func position(of symbol: Symbol) -> (index: Int, found: Bool) {
    var low = 0
    var high = cells.count
    while low < high {
      let mid = (low + high) >> 1
      let value = cells[mid].symbol.raw
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
    return found ? cells[index].coefficient : 0
  }

  /// Adds `coefficient · symbol`, dropping the cell if it cancels to (near) zero.
  ///
  /// - Returns: +1 if a cell was created, −1 if one was removed, 0 otherwise.
  @discardableResult
  mutating func insert(_ symbol: Symbol, _ coefficient: Double) -> Int {
    let (index, found) = position(of: symbol)
    if found {
      let value = cells[index].coefficient + coefficient
      if Tableau.isNearZero(value) {
        cells.remove(at: index)
        return -1
      }
      cells[index].coefficient = value
      return 0
    }
    if Tableau.isNearZero(coefficient) { return 0 }
    cells.insert(Cell(symbol: symbol, coefficient: coefficient), at: index)
    return 1
  }

  /// Removes a symbol's cell and returns its coefficient (nil when absent).
  @discardableResult
  mutating func remove(_ symbol: Symbol) -> Double? {
    let (index, found) = position(of: symbol)
    guard found else { return nil }
    return cells.remove(at: index).coefficient
  }

  /// Adds `factor · other`: the constant and every cell.
  ///
  /// A few cells into a long row are inserted one by one; otherwise the two sorted cell
  /// lists are merged in place, from the back, into the row's own storage.
  ///
  /// - Parameters:
  ///   - other: The row to add.
  ///   - factor: The multiple of `other` to add.
  ///   - changed: Called with each symbol whose cell was created (`true`) or removed
  ///     (`false`), so a tableau can keep its column index in step.
  mutating func add(
    _ other: Row, times factor: Double, changed: (Symbol, Bool) -> Void = { _, _ in }
  ) {
    constant += other.constant * factor
    let m = other.cells.count
    guard m > 0 else { return }
    let n = cells.count
    if n == 0 {
      // A row being built from a basic row (a new constraint naming a basic variable): its
      // cells are the other row's, scaled, with exactly the values and drops of the merge.
      copyCells(of: other, times: factor, changed: changed)
      return
    }
    if m * 16 < n {
      for cell in other.cells {
        switch insert(cell.symbol, cell.coefficient * factor) {
        case 1: changed(cell.symbol, true)
        case -1: changed(cell.symbol, false)
        default: break
        }
      }
      return
    }
    // Make room for m more cells (their contents are overwritten by the merge).
    cells.append(contentsOf: other.cells)
    var start = 0
    cells.withUnsafeMutableBufferPointer { out in
      other.cells.withUnsafeBufferPointer { theirs in
        var i = n - 1
        var j = m - 1
        var w = n + m - 1
        while j >= 0 {
          if i >= 0 && out[i].symbol.raw > theirs[j].symbol.raw {
            out[w] = out[i]
            i -= 1
            w -= 1
          } else if i < 0 || theirs[j].symbol.raw > out[i].symbol.raw {
            let value = theirs[j].coefficient * factor
            if !Tableau.isNearZero(value) {
              out[w] = Cell(symbol: theirs[j].symbol, coefficient: value)
              w -= 1
              changed(theirs[j].symbol, true)
            }
            j -= 1
          } else {
            let value = out[i].coefficient + theirs[j].coefficient * factor
            if Tableau.isNearZero(value) {
              changed(out[i].symbol, false)
            } else {
              out[w] = Cell(symbol: out[i].symbol, coefficient: value)
              w -= 1
            }
            i -= 1
            j -= 1
          }
        }
        // The rest of our own cells (0...i) are already in place; close the gap after them.
        let gap = w - i
        if gap > 0 {
          var k = i + 1
          while k + gap < n + m {
            out[k] = out[k + gap]
            k += 1
          }
        }
        start = gap
      }
    }
    if start > 0 { cells.removeLast(start) }
  }

  /// Sets the cells of an empty row to `factor · other`'s, dropping those that become (near)
  /// zero, and reports each created one; the merge of ``add(_:times:changed:)`` gives the same.
  private mutating func copyCells(
    of other: Row, times factor: Double, changed: (Symbol, Bool) -> Void
  ) {
    cells.reserveCapacity(other.cells.count)
    other.cells.withUnsafeBufferPointer { theirs in
      for cell in theirs {
        let value = cell.coefficient * factor
        guard !Tableau.isNearZero(value) else { continue }
        cells.append(Cell(symbol: cell.symbol, coefficient: value))
      }
    }
    // In the merge's order: from the back.
    for cell in cells.reversed() { changed(cell.symbol, true) }
  }

  /// Multiplies the constant and every coefficient by `factor`.
  mutating func scale(by factor: Double) {
    constant *= factor
    for index in cells.indices { cells[index].coefficient *= factor }
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
}
