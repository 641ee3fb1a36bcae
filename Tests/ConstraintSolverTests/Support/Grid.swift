import ConstraintSolver

/// The pinned grid of `WORKLOADS.md` b), built in code.
///
/// `rows × columns` cells with equal sizes and 8 pt spacing sit inside a root whose size is
/// fixed; every last-column cell is pinned to the root's trailing edge and every last-row cell
/// to its bottom edge. Of those pins `(rows − 1) + (columns − 1)` are redundant but consistent.
///
/// Expected values: cell width 20, height 10, `x = 8 + 28c`, `y = 8 + 18r`.
struct Grid {
  struct Frame {
    let x: Variable
    let y: Variable
    let w: Variable
    let h: Variable

    init(_ name: String) {
      x = Variable("\(name).x")
      y = Variable("\(name).y")
      w = Variable("\(name).w")
      h = Variable("\(name).h")
    }

    var variables: [Variable] {
      [x, y, w, h]
    }
  }

  let rows: Int
  let columns: Int
  let root = Frame("root")
  let cells: [[Frame]]
  /// Every constraint, in the workload's order.
  let constraints: [Constraint]
  /// The trailing pins of the last column, one per row.
  let trailingPins: [Constraint]
  /// The bottom pins of the last row, one per column.
  let bottomPins: [Constraint]

  init(rows: Int, columns: Int) {
    self.rows = rows
    self.columns = columns
    let cells = (0..<rows).map { r in (0..<columns).map { c in Frame("cell\(r)_\(c)") } }
    self.cells = cells
    var constraints = [
      root.x == 0, root.y == 0, root.w == Double(28 * columns + 8),
      root.h == Double(18 * rows + 8),
    ]
    var trailing: [Constraint] = []
    var bottom: [Constraint] = []
    for r in 0..<rows {
      for c in 0..<columns {
        let cell = cells[r][c]
        constraints.append(
          c == 0 ? cell.x == root.x + 8 : cell.x == cells[r][c - 1].x + cells[r][c - 1].w + 8)
        constraints.append(
          r == 0 ? cell.y == root.y + 8 : cell.y == cells[r - 1][c].y + cells[r - 1][c].h + 8)
        if r > 0 || c > 0 {
          constraints.append(cell.w == cells[0][0].w)
          constraints.append(cell.h == cells[0][0].h)
        }
        if c == columns - 1 {
          let pin = root.x + root.w == cell.x + cell.w + 8
          trailing.append(pin)
          constraints.append(pin)
        }
        if r == rows - 1 {
          let pin = root.y + root.h == cell.y + cell.h + 8
          bottom.append(pin)
          constraints.append(pin)
        }
      }
    }
    self.constraints = constraints
    trailingPins = trailing
    bottomPins = bottom
  }

  /// Every variable: the root's, then each cell's.
  var variables: [Variable] {
    root.variables + cells.flatMap { $0.flatMap(\.variables) }
  }

  /// The expected value of every variable, from the formulas of `WORKLOADS.md`.
  var expected: [(Variable, Double)] {
    var result: [(Variable, Double)] = [
      (root.x, 0), (root.y, 0), (root.w, Double(28 * columns + 8)), (root.h, Double(18 * rows + 8)),
    ]
    for r in 0..<rows {
      for c in 0..<columns {
        let cell = cells[r][c]
        result += [
          (cell.x, Double(8 + 28 * c)), (cell.y, Double(8 + 18 * r)), (cell.w, 20), (cell.h, 10),
        ]
      }
    }
    return result
  }
}
