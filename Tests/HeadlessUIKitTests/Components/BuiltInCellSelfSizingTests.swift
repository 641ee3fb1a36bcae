import HeadlessUIKit
import Testing

/// A data source of one section whose built-in cells of a style show the given texts.
@MainActor
private final class BuiltInRowsSource: NSObject, UITableViewDataSource {
  let style: UITableViewCell.CellStyle
  let rows: [(text: String, detail: String?)]

  init(style: UITableViewCell.CellStyle, rows: [(text: String, detail: String?)]) {
    self.style = style
    self.rows = rows
  }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    rows.count
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = UITableViewCell(style: style, reuseIdentifier: nil)
    cell.textLabel?.numberOfLines = 0
    cell.textLabel?.text = rows[indexPath.row].text
    cell.detailTextLabel?.text = rows[indexPath.row].detail
    return cell
  }
}

@MainActor
@Suite("Self-sizing rows of built-in cell styles (IC30)")
struct BuiltInCellSelfSizingTests {
  /// A 375-point plain table of automatic row height without separators, laid out.
  private func table(_ source: BuiltInRowsSource) -> UITableView {
    retainedSources.append(source)
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 375, height: 667), style: .plain)
    table.separatorStyle = .none
    table.rowHeight = UITableView.automaticDimension
    table.dataSource = source
    table.layoutIfNeeded()
    return table
  }

  /// The height a label of the cell's font and text takes at a width.
  private func textHeight(_ label: UILabel?, width: CGFloat) throws -> CGFloat {
    let label = try #require(label)
    return label.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude)).height
  }

  @Test("A Default row whose label wraps is its text's height plus 11 points above and below")
  func defaultRowGrows() throws {
    let text = "First line\nSecond line\nThird line\nFourth line"
    let table = table(BuiltInRowsSource(style: .default, rows: [(text, nil), ("Short", nil)]))
    let cell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
    // 16-point side margins on a 375-point phone.
    let labelHeight = try textHeight(cell.textLabel, width: 375 - 32)
    #expect(labelHeight > 3 * 17)
    let row = table.rectForRow(at: IndexPath(row: 0, section: 0))
    let scale = table.traitCollection.displayScale
    #expect(row.height == ((labelHeight + 22) * scale - 0.001).rounded(.up) / scale)
    // The label spans the content view, as in a fixed-height Default row.
    #expect(cell.textLabel?.frame.height == cell.contentView.bounds.height)
    // A one-line row keeps the built-in 44 points.
    #expect(table.rectForRow(at: IndexPath(row: 1, section: 0)).height == 44)
  }

  @Test("A Subtitle row is its two labels' heights plus 11 points above and below")
  func subtitleRowGrows() throws {
    let table = table(
      BuiltInRowsSource(style: .subtitle, rows: [("Title\nSecond line", "Detail")]))
    let cell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
    let text = try textHeight(cell.textLabel, width: 343)
    let detail = try textHeight(cell.detailTextLabel, width: 343)
    let scale = table.traitCollection.displayScale
    let expected = ((text + detail + 22) * scale - 0.001).rounded(.up) / scale
    #expect(expected > 44)
    #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).height == expected)
    // The labels fill the row between the margins.
    #expect(abs((cell.textLabel?.frame.minY ?? 0) - 11) <= 0.5)
  }

  @Test("A row height the table sets keeps built-in cells at that height")
  func fixedHeightWins() throws {
    let source = BuiltInRowsSource(style: .default, rows: [("A\nB\nC\nD", nil)])
    let table = table(source)
    table.rowHeight = 44
    table.reloadData()
    table.layoutIfNeeded()
    #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).height == 44)
  }
}
