/// The simplex tableau behind ``Solver``: rows in parametric form, a column index, the
/// lexicographic objective and the bookkeeping for constraints and edit variables.
///
/// Every basic symbol has one row, `basic = constant + Σ coefficient · parametric`; parametric
/// symbols take the value 0, so a basic symbol's value is its row's constant. Restricted
/// symbols (slacks and errors) must stay non-negative; the tableau is feasible when every row
/// whose basic symbol is restricted has a non-negative constant.
///
/// The column index maps each parametric symbol to the rows that contain it, so substituting
/// a symbol touches only those rows (Kiwi scans every row). The objective has one row per
/// priority level in use, highest first; each error symbol of an optional constraint appears
/// with coefficient 1 in its level's row, and the levels are minimised lexicographically.
struct Tableau {
  /// The one tolerance of the solver: coefficients and reduced costs with a smaller magnitude
  /// are zero, and a row constant is negative only below `-epsilon`.
  static let epsilon = 1e-8

  /// Whether a value is zero within ``epsilon``.
  @inline(__always)
  static func isNearZero(_ value: Double) -> Bool {
    value < epsilon && value > -epsilon
  }

  /// One level of the objective.
  struct Level {
    /// The priority of the constraints whose errors this level sums.
    let priority: Double
    /// The sum of their error symbols, in parametric form.
    var row: Row
  }

  /// What the tableau keeps about a constraint it holds.
  struct ConstraintRecord {
    let constraint: Constraint
    /// Insertion order, for rebuilding.
    let serial: Int
    /// The retention rank it was added with (``rankForAdditions``): a row that carries too
    /// many markers keeps those of the lowest rank.
    let rank: Int
    /// The slack, the positive error, or the dummy marker; nil for an untracked required
    /// equality that got none (see ``markerBudget``).
    var marker: Symbol?
    /// The negative error of an optional equality, or the error of an optional inequality.
    var other: Symbol?
  }

  /// What the tableau keeps about an edit variable.
  struct EditRecord {
    let variable: Variable
    let strength: Strength
    let constraint: Constraint
    var marker: Symbol
    var other: Symbol
    /// The last suggested value.
    var constant: Double
  }

  // MARK: Symbols and rows

  /// Rows by the serial of their basic symbol; meaningful only where `isBasic` is set (an
  /// array of non-optional rows lets hot loops edit a row's fields in place).
  var rows: [Row] = []
  /// Whether the symbol with a serial is basic (has a row).
  var isBasic: [Bool] = []
  /// For each parametric symbol (by serial), the basic symbols of the rows containing it.
  var columns: [SymbolSet] = []
  /// The kind of each symbol, by serial.
  var symbolKinds: [Symbol.Kind] = []
  /// Whether the row of the symbol with a serial names other rows (decision PF33).
  var isLazy: [Bool] = []
  /// The symbols whose rows were installed lazy, oldest first (some may no longer be).
  var lazyRows: [Symbol] = []
  /// The number of lazy rows.
  var lazyCount = 0
  /// The order in which ``updateVariables()`` refreshes values while rows may be lazy.
  var valueOrder = SymbolHeap()
  /// Whether new rows may keep references (decision PF33); tests compare against `false`.
  var keepsReferences = true
  /// The number of rows.
  var rowCount = 0
  /// The next symbol serial.
  var nextSerial = 0

  // MARK: Objective

  /// The objective levels, highest priority first.
  var levels: [Level] = []
  /// The artificial objective while a constraint is added with an artificial variable.
  var artificial: Row?
  /// Basic symbols of rows made infeasible by a suggestion or a substitution.
  var infeasible: [Symbol] = []
  /// Symbols whose objective cost changed since they were last examined: the only possible
  /// entering symbols of the primal simplex (so it need not scan the whole objective).
  var candidates = SymbolHeap()

  // MARK: Bookkeeping

  /// The external symbol of each variable the tableau has seen.
  var symbolOfVariable = VariableTable()
  /// The variable of each external symbol, by serial.
  var variableOfSerial: [Variable?] = []
  /// The constraints held, by identity (a table hashing the address, decision PF23).
  var records = ObjectTable<ConstraintRecord>()
  /// The owner of each marker symbol, by serial (for explanations).
  var markerOwners: [Constraint?] = []
  /// The edit variables, by identity.
  var edits: [ObjectIdentifier: EditRecord] = [:]
  /// The next constraint serial.
  var nextConstraintSerial = 0
  /// The retention rank given to constraints added from now on.
  ///
  /// When a row comes to carry more than ``markerBudget`` markers, those of the constraints with
  /// the lowest rank are kept, then the oldest; with one rank for all (the default), the oldest.
  /// A caller that adds constraints in an order of its own (the layout engine's rebuild adds a
  /// view's constraints after its subviews') ranks them in the order it wants their markers
  /// kept.
  var rankForAdditions = Int.max
  /// Whether a constraint was ever added with a rank other than the default (until then
  /// ``limitMarkers(inRowOf:keeping:)`` keeps the oldest markers without looking ranks up).
  var hasRankedConstraints = false

  // MARK: Values

  /// The last reported value of each external symbol, by serial.
  var reported: [Double] = []
  /// Values of variables from before a reset or rebuild, until the next update.
  var carried: [ObjectIdentifier: Double] = [:]
  /// Whether a symbol (by serial) is in `touched`.
  var isTouched: [Bool] = []
  /// External symbols whose value may have changed since the last update.
  var touched: [Symbol] = []
  /// Variables dropped by a reset or rebuild; reported at 0 unless they have a symbol again.
  var released: [Variable] = []

  /// How many dummy markers one row may carry.
  ///
  /// A marker lets a required equality be removed by pivoting (work proportional to the rows
  /// it touches), but every row its subject is substituted into carries the marker from then
  /// on: with a marker on every equality, building an equal-width row of N views or N nested
  /// views is quadratic (Kiwi's behaviour). So each required equality starts with a marker,
  /// and when a row comes to carry more than `markerBudget` markers the newest extra ones are
  /// released: deleted from every row (their constraints stay in force, fixed for good). A
  /// required equality whose marker was released is removed by rebuilding the tableau from
  /// the remaining constraints (once, before the next operation; linear). Rows stay short,
  /// building stays linear, and in UI-sized systems almost every constraint keeps its marker.
  /// Explanations of unsatisfiable constraints use a scratch tableau with no limit.
  let markerBudget: Int

  /// The default ``markerBudget``: UI rows rarely carry more, chains saturate at it.
  static let defaultMarkerBudget = 8
  /// Public operations so far (for the invariant check's schedule).
  var operationCount = 0
  /// Set when an untracked required equality was removed: the next operation rebuilds.
  var needsRebuild = false

  /// Creates an empty tableau.
  init(markerBudget: Int = Tableau.defaultMarkerBudget) {
    self.markerBudget = markerBudget
  }

  /// Creates a new symbol of a kind.
  mutating func makeSymbol(_ kind: Symbol.Kind) -> Symbol {
    let serial = nextSerial
    if serial == isBasic.count { growFlatSymbolArrays() }
    nextSerial += 1
    rows.append(Row())
    columns.append(SymbolSet())
    symbolKinds[serial] = kind
    return Symbol(serial: serial, kind: kind)
  }

  /// Doubles the per-symbol arrays of plain values (64 entries at first).
  ///
  /// The new entries hold a new symbol's values (no row, nothing reported, no variable or
  /// owner), so a new symbol writes its kind and appends its row and column, where appending to
  /// nine arrays one symbol at a time checked each array's uniqueness and capacity (decision
  /// PF34). Rows and columns are still appended one by one (a repeated row or column is copied,
  /// which retains the empty array it holds). Entries from `nextSerial` on belong to no symbol
  /// yet.
  private mutating func growFlatSymbolArrays() {
    let extra = Swift.max(64, isBasic.count)
    isBasic.append(contentsOf: repeatElement(false, count: extra))
    symbolKinds.append(contentsOf: repeatElement(.external, count: extra))
    isLazy.append(contentsOf: repeatElement(false, count: extra))
    isTouched.append(contentsOf: repeatElement(false, count: extra))
    variableOfSerial.append(contentsOf: repeatElement(nil, count: extra))
    markerOwners.append(contentsOf: repeatElement(nil, count: extra))
    reported.append(contentsOf: repeatElement(0, count: extra))
  }

  /// The row of a basic symbol.
  @inline(__always)
  func row(of symbol: Symbol) -> Row? {
    isBasic[symbol.serial] ? rows[symbol.serial] : nil
  }

  /// Installs `row` as the row of `basic` and indexes its cells.
  mutating func install(_ row: Row, basic: Symbol) {
    precondition(!isBasic[basic.serial], "Tableau: \(basic) already has a row")
    columns.withUnsafeMutableBufferPointer { columns in
      for symbol in row.symbols { columns[symbol.serial].insertNew(basic) }
    }
    rows[basic.serial] = row
    isBasic[basic.serial] = true
    rowCount += 1
    touch(basic)
  }

  /// Removes and returns the row of `basic`, unindexing its cells.
  @discardableResult
  mutating func uninstall(basic: Symbol) -> Row? {
    guard isBasic[basic.serial] else { return nil }
    let row = rows[basic.serial]
    // Through the buffer, as `install` does: no uniqueness check of the index per cell.
    columns.withUnsafeMutableBufferPointer { columns in
      for symbol in row.symbols { columns[symbol.serial].remove(basic) }
    }
    rows[basic.serial] = Row()
    isBasic[basic.serial] = false
    if isLazy[basic.serial] {
      isLazy[basic.serial] = false
      lazyCount -= 1
    }
    rowCount -= 1
    touch(basic)
    return row
  }

  /// Records that the value of an external symbol may have changed.
  @inline(__always)
  mutating func touch(_ symbol: Symbol) {
    guard symbol.isExternal, !isTouched[symbol.serial] else { return }
    isTouched[symbol.serial] = true
    touched.append(symbol)
  }

  /// Replaces `symbol` by `replacement` (`symbol = replacement`) in every row that contains it
  /// and in the objective; rows whose restricted basic symbol goes negative are queued as
  /// infeasible.
  mutating func substitute(_ symbol: Symbol, with replacement: Row) {
    // The column is taken whole (no copy of its symbols) and visited in its storage order. The
    // rows and the column index are moved out of `self` while the rows are edited, so that each
    // row is changed in place (uniquely referenced) and the index beside it.
    var users = SymbolSet()
    swap(&users, &columns[symbol.serial])
    var rows: [Row] = []
    var columns: [SymbolSet] = []
    swap(&rows, &self.rows)
    swap(&columns, &self.columns)
    users.visit { basic in
      guard isBasic[basic.serial] else { return }
      guard let factor = rows[basic.serial].remove(symbol) else { return }
      rows[basic.serial].add(replacement, times: factor) { other, added in
        if added {
          columns[other.serial].insertNew(basic)
        } else {
          columns[other.serial].remove(basic)
        }
      }
      if basic.isRestricted && rows[basic.serial].constant < -Self.epsilon {
        infeasible.append(basic)
      }
      touch(basic)
    }
    swap(&rows, &self.rows)
    swap(&columns, &self.columns)
    var objectiveChanged = false
    for index in levels.indices {
      if let factor = levels[index].row.remove(symbol) {
        levels[index].row.add(replacement, times: factor)
        objectiveChanged = true
      }
    }
    // A closure, not a key path: a key path here is projected at run time for every cell.
    if replacement.cells.contains(where: { $0.symbol.isDummy }) {
      users.visit { basic in
        if isBasic[basic.serial] { limitMarkers(inRowOf: basic) }
      }
    }
    if objectiveChanged {
      for other in replacement.symbols { candidates.insert(other) }
    }
    if var row = artificial, let factor = row.remove(symbol) {
      artificial = nil
      row.add(replacement, times: factor)
      artificial = row
    }
  }

  /// Makes `entering` basic in place of `leaving`: the leaving row is solved for the entering
  /// symbol and substituted everywhere.
  mutating func pivot(entering: Symbol, leaving: Symbol) {
    if isLazy[leaving.serial] { canonicalize(leaving, keeping: entering) }
    guard var row = uninstall(basic: leaving) else {
      preconditionFailure("Tableau.pivot: \(leaving) is not basic")
    }
    row.solve(lhs: leaving, rhs: entering)
    substitute(entering, with: row)
    install(row, basic: entering)
  }
}
