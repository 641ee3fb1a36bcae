/// Rows that name other rows (decision PF33).
///
/// In a fully substituted tableau a stacked view's position is basic in terms of the parametric
/// symbols of every height above it, so a stack of N rows holds O(N²) cells. When a new row's
/// subject is an external symbol made by that very row (a variable no constraint named before),
/// the simplex would choose that symbol whether or not the basic variables the row names were
/// substituted: the newest external symbol of the substituted row is the newest of the symbols
/// just made. Such a row is installed as it was written: its basic external variables stay in it
/// as *references*, `basic = constant + Σ coefficient · symbol`, where a symbol is parametric or
/// the basic external symbol of an older row. Such a row is *lazy*; its value is its constant plus
/// the values of the rows it names, each times its coefficient.
///
/// What keeps every choice of the simplex the same as in the substituted tableau:
/// - only external rows are lazy, and the simplex never reads an external row to choose: ratio
///   tests and the dual simplex read restricted rows, pricing reads the objective, and those stay
///   fully substituted (no replacement row substituted into them is lazy);
/// - a symbol that becomes basic is substituted into the rows that contain it, lazy ones included,
///   so a reference is always to a row that was basic when the lazy row was made and has stayed
///   basic since (the references point from newer rows to older ones: no cycles);
/// - a lazy row that would leave the basis (a removal with no restricted row to pivot by), and
///   anything that reads rows for diagnostics (ranges, redundancy, sensitivity), works on the
///   substituted form: ``canonicalizeAll(keeping:)`` or ``expandedRow(of:)``.
///
/// The marker budget (``limitMarkers(inRowOf:keeping:)``) counts the dummies a row stores, so a
/// lazy row keeps markers that a substituted one would have released; that changes only whether
/// a later removal of their constraints pivots or rebuilds (and so, where the system has several
/// optimal solutions, which one it reaches), not a value the system determines.
extension Tableau {
  /// The symbol a new row made with references should be solved for without substituting them,
  /// or nil if its subject could depend on them.
  ///
  /// - Parameters:
  ///   - row: The row as written, naming basic external symbols.
  ///   - firstNewSerial: The serial of the first symbol made for this row.
  /// - Returns: The row's newest external symbol if the row made it, else nil.
  func subjectKeepingReferences(of row: Row, firstNewSerial: Int) -> Symbol? {
    for symbol in row.symbols.reversed() where symbol.isExternal {
      return symbol.serial >= firstNewSerial && !isBasic[symbol.serial] ? symbol : nil
    }
    return nil
  }

  /// Whether some row is lazy.
  var hasLazyRows: Bool {
    lazyCount > 0
  }

  /// Installs a new row that keeps its references, solved for `subject` (a symbol made for it).
  mutating func installKeepingReferences(_ row: Row, subject: Symbol) {
    install(row, basic: subject)
    isLazy[subject.serial] = true
    if lazyCount == 0 {
      lazyRows.removeAll(keepingCapacity: true)
    } else if lazyRows.count >= 64 && lazyRows.count > 2 * lazyCount {
      lazyRows.removeAll { !isLazy[$0.serial] }
    }
    lazyCount += 1
    lazyRows.append(subject)
  }

  /// The row of a basic symbol in fully substituted form: its own row if it is not lazy, else
  /// that row with every reference replaced by the referenced row's substituted form.
  ///
  /// - Complexity: Proportional to the cells of the rows it reaches through references.
  func expandedRow(of basic: Symbol) -> Row {
    guard isLazy[basic.serial] else { return rows[basic.serial] }
    // The rows reached through references. A reference always has a lower serial than the
    // row naming it, so taking them from the highest serial down takes each row after every
    // row that names it, when its weight in the expansion is complete.
    var seen: Set<Int> = [basic.serial]
    var pending = [basic.serial]
    var reached: [Int] = []
    while let serial = pending.popLast() {
      reached.append(serial)
      guard isLazy[serial] else { continue }
      for cell in rows[serial].cells
      where isBasic[cell.symbol.serial] && seen.insert(cell.symbol.serial).inserted {
        pending.append(cell.symbol.serial)
      }
    }
    reached.sort(by: >)
    var weights: [Int: Double] = [basic.serial: 1]
    var constant = 0.0
    var sums: [Symbol: Double] = [:]
    for serial in reached {
      guard let weight = weights[serial], weight != 0 else { continue }
      let row = rows[serial]
      constant += row.constant * weight
      for cell in row.cells {
        if isBasic[cell.symbol.serial] {
          weights[cell.symbol.serial, default: 0] += cell.coefficient * weight
        } else {
          sums[cell.symbol, default: 0] += cell.coefficient * weight
        }
      }
    }
    return Row(constant: constant, unsortedCells: sums)
  }

  /// Replaces every lazy row by its substituted form.
  ///
  /// - Parameter marker: A marker the budget must not release (that of a constraint being
  ///   removed, which pivots by a row containing it).
  mutating func canonicalizeAll(keeping marker: Symbol? = nil) {
    for symbol in lazyRows where isLazy[symbol.serial] && isBasic[symbol.serial] {
      canonicalize(symbol, keeping: marker)
    }
    lazyRows.removeAll()
  }

  /// Replaces a lazy row, and first the lazy rows it names, by its substituted form: each named
  /// row is added in, in the order of the cells, as ``makeRow(for:record:references:)`` adds
  /// the rows of a constraint's basic variables; then the marker budget applies to it, as to a
  /// row made substituted.
  ///
  /// - Parameters:
  ///   - basic: A basic symbol whose row is lazy.
  ///   - marker: A marker the budget must not release.
  mutating func canonicalize(_ basic: Symbol, keeping marker: Symbol? = nil) {
    guard isLazy[basic.serial], isBasic[basic.serial] else { return }
    // Usually every row it names is substituted already: no stack.
    if !rows[basic.serial].cells.contains(where: {
      isBasic[$0.symbol.serial] && isLazy[$0.symbol.serial]
    }) {
      substituteReferences(ofRow: basic, keeping: marker)
      return
    }
    // Depth first without recursion: a stack of stacked views can be thousands deep.
    var stack = [basic]
    while let top = stack.last {
      guard isLazy[top.serial], isBasic[top.serial] else {
        stack.removeLast()
        continue
      }
      var waiting = false
      for cell in rows[top.serial].cells
      where isBasic[cell.symbol.serial] && isLazy[cell.symbol.serial] {
        stack.append(cell.symbol)
        waiting = true
      }
      if waiting { continue }
      stack.removeLast()
      substituteReferences(ofRow: top, keeping: marker)
    }
  }

  /// Replaces a lazy row whose references are all to substituted rows by its substituted form.
  private mutating func substituteReferences(ofRow basic: Symbol, keeping marker: Symbol?) {
    let lazy = rows[basic.serial]
    var row = Row(constant: lazy.constant)
    for cell in lazy.cells {
      if isBasic[cell.symbol.serial] {
        row.add(rows[cell.symbol.serial], times: cell.coefficient)
      } else {
        row.insert(cell.symbol, cell.coefficient)
      }
    }
    uninstall(basic: basic)
    install(row, basic: basic)
    limitMarkers(inRowOf: basic, keeping: marker)
  }
}
