import HeadlessUIKit
import HeadlessUIKitTestSupport
import Testing

/// A cell whose content view holds a view pinned to the content view's margins.
@MainActor
final class PinnedContentCell: UITableViewCell {
  let content = ContentView(frame: .zero)
  var reuses = 0

  override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
    super.init(style: style, reuseIdentifier: reuseIdentifier)
    pin()
  }

  required init?(coder: NSCoder) {
    super.init(coder: coder)
    pin()
  }

  private func pin() {
    content.translatesAutoresizingMaskIntoConstraints = false
    contentView.addSubview(content)
    let guide = contentView.layoutMarginsGuide
    NSLayoutConstraint.activate([
      content.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
      content.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
      content.topAnchor.constraint(equalTo: guide.topAnchor),
      content.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
    ])
  }

  override func prepareForReuse() {
    super.prepareForReuse()
    reuses += 1
  }
}

/// A data source of cells of one class, each configured by a closure.
@MainActor
final class ConfiguringDataSource: NSObject, UITableViewDataSource {
  let count: Int
  let configure: (UITableViewCell, IndexPath) -> Void

  init(count: Int, configure: @escaping (UITableViewCell, IndexPath) -> Void) {
    self.count = count
    self.configure = configure
  }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { count }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
    configure(cell, indexPath)
    return cell
  }
}

/// A table 374 points wide with 20-point margins (as nnw-settings' cells) and the given cells.
@MainActor
func makeMarginTable(
  _ source: ConfiguringDataSource, cellClass: AnyClass = UITableViewCell.self,
  rowHeight: CGFloat = 44, width: CGFloat = 374, margin: CGFloat = 20
) -> UITableView {
  let table = UITableView(frame: CGRect(x: 0, y: 0, width: width, height: 600), style: .plain)
  table.directionalLayoutMargins = NSDirectionalEdgeInsets(
    top: 0, leading: margin, bottom: 0, trailing: margin)
  retainedSources.append(source)
  ObjectiveCRuntime.registerClass(
    PinnedContentCell.self, objectiveCName: "HeadlessUIKitTests.PinnedContentCell"
  ) { PinnedContentCell(style: $0, reuseIdentifier: $1) }
  table.register(cellClass, forCellReuseIdentifier: "cell")
  table.rowHeight = rowHeight
  table.dataSource = source
  table.layoutIfNeeded()
  return table
}

/// The content view, margins, accessories, built-in layouts and self-sizing of cells
/// (decisions W4, W7, W9, W11).
@MainActor
@Suite(.dejaVuSystemFace) struct UITableViewCellTests {
  @Test("W9: the content view fills a cell without accessory; its margins are 11 and 16")
  func contentViewDefaults() {
    let cell = UITableViewCell(style: .default, reuseIdentifier: "id")
    cell.frame = CGRect(x: 0, y: 0, width: 320, height: 44)
    cell.layoutIfNeeded()
    #expect(cell.reuseIdentifier == "id")
    #expect(cell.contentView.superview === cell)
    #expect(cell.contentView.frame == CGRect(x: 0, y: 0, width: 320, height: 44))
    #expect(
      cell.contentView.directionalLayoutMargins
        == NSDirectionalEdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16))
    #expect(cell.accessoryType == .none)
    #expect(cell.selectionStyle == .default)
    #expect(UITableViewCell.CellStyle.subtitle.rawValue == 3)
    #expect(UITableViewCell.AccessoryType.detailButton.rawValue == 4)
    #expect(UITableViewCell.SelectionStyle.default.rawValue == 3)
  }

  @Test(
    "W7, W11: a disclosure indicator takes 30.5 points with 20-point margins (nnw-settings XHc-rQ-7FK: content 343.5, label 20…335.5)"
  )
  func disclosureIndicator() {
    let table = makeMarginTable(
      ConfiguringDataSource(count: 1) { cell, _ in
        cell.accessoryType = .disclosureIndicator
        cell.textLabel?.text = "Add Account"
      }, rowHeight: 51)
    let cell = table.visibleCells[0]
    cell.layoutIfNeeded()
    #expect(cell.contentView.frame == CGRect(x: 0, y: 0, width: 343.5, height: 51))
    #expect(cell.textLabel?.frame == CGRect(x: 20, y: 0, width: 315.5, height: 51))
  }

  @Test(
    "W7: with 16-point margins a disclosure indicator takes 26.5 points (ddg-bookmarks KGu-j0-KJK: 343 → 316.5)"
  )
  func disclosureIndicatorCompact() {
    let table = makeMarginTable(
      ConfiguringDataSource(count: 1) { cell, _ in
        cell.accessoryType = .disclosureIndicator
      }, width: 343, margin: 16)
    let cell = table.visibleCells[0]
    cell.layoutIfNeeded()
    #expect(cell.contentView.frame == CGRect(x: 0, y: 0, width: 316.5, height: 44))
  }

  @Test(
    "W7, W11: a checkmark takes 44 points with 20-point margins (ddg-settings S4B-Ad-3e2: 374 → 330, label 20…322)"
  )
  func checkmark() {
    let table = makeMarginTable(
      ConfiguringDataSource(count: 1) { cell, _ in
        cell.accessoryType = .checkmark
        cell.textLabel?.text = "Exit"
      })
    let cell = table.visibleCells[0]
    cell.layoutIfNeeded()
    #expect(cell.contentView.frame == CGRect(x: 0, y: 0, width: 330, height: 44))
    #expect(cell.textLabel?.frame == CGRect(x: 20, y: 0, width: 302, height: 44))
  }

  @Test(
    "W11: a default cell's label spans the margins over the full height (nnw-settings F9H-Kr-npj: 20, 0, 334, 51)"
  )
  func defaultStyleLabel() {
    let table = makeMarginTable(
      ConfiguringDataSource(count: 1) { cell, _ in
        cell.textLabel?.text = "Open System Settings"
      }, rowHeight: 51)
    let cell = table.visibleCells[0]
    cell.layoutIfNeeded()
    #expect(cell.textLabel?.frame == CGRect(x: 20, y: 0, width: 334, height: 51))
  }

  @Test(
    "W11, IC20: a subtitle cell centres its two labels as a group at the leading margin, each as wide as its text"
  )
  func subtitleStyle() {
    let cell = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
    cell.frame = CGRect(x: 0, y: 0, width: 320, height: 80)
    cell.textLabel?.text = "Title"
    cell.detailTextLabel?.text = "Detail"
    cell.layoutIfNeeded()
    let text = cell.textLabel?.frame ?? .zero
    let detail = cell.detailTextLabel?.frame ?? .zero
    // erouska-riskyencounters stores "Title" 33 and "Detail" 33 wide in a 374-point row.
    let textWidth = cell.textLabel?.intrinsicContentSize.width ?? 0
    let detailWidth = cell.detailTextLabel?.intrinsicContentSize.width ?? 0
    #expect(abs(text.minX - 16) < 0.001 && abs(text.width - textWidth) < 0.001)
    #expect(text.width > 0 && text.width < 288)
    #expect(abs(detail.minX - 16) < 0.001 && detail.minY == text.maxY)
    #expect(abs(detail.width - detailWidth) < 0.001)
    #expect(abs((80 - detail.maxY) - text.minY) <= 0.5)
    #expect(text.height > 0 && detail.height > 0)
  }

  @Test(
    "IC22: the text of a cell with an image starts 15 points after the image (erouska-riskyencounters tZU-wK-S6m: image 20…44, text at 59)"
  )
  func imageToTextSpacing() {
    let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
    cell.frame = CGRect(x: 0, y: 0, width: 320, height: 60)
    cell.imageView?.image = UIGraphicsImageRenderer(size: CGSize(width: 24, height: 24)).image {
      _ in
    }
    cell.textLabel?.text = "Title"
    cell.layoutIfNeeded()
    let image = cell.imageView?.frame ?? .zero
    #expect(image == CGRect(x: 16, y: 18, width: 24, height: 24))
    #expect(cell.textLabel?.frame.minX == image.maxX + 15)
  }

  @Test("W11: a value1 cell puts the detail against the trailing margin")
  func value1Style() {
    let cell = UITableViewCell(style: .value1, reuseIdentifier: nil)
    cell.frame = CGRect(x: 0, y: 0, width: 320, height: 44)
    cell.textLabel?.text = "Name"
    cell.detailTextLabel?.text = "Value"
    cell.layoutIfNeeded()
    let detail = cell.detailTextLabel?.frame ?? .zero
    #expect(abs((cell.textLabel?.frame.minX ?? 0) - 16) < 0.001)
    #expect(detail.maxX == 304)
    #expect(detail.width == cell.detailTextLabel?.intrinsicContentSize.width)
  }

  @Test(
    "IC20: a subtitle cell's labels are as wide as their text (pulley-main P8T-LG-TaH: 111 and 58½ of 343)"
  )
  func subtitleLabelsFitTheirText() {
    let cell = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
    cell.frame = CGRect(x: 0, y: 0, width: 375, height: 80)
    cell.textLabel?.text = "New Square"
    cell.detailTextLabel?.text = "Subtitle"
    cell.layoutIfNeeded()
    let text = cell.textLabel?.frame ?? .zero
    let detail = cell.detailTextLabel?.frame ?? .zero
    let fitted = cell.textLabel?.sizeThatFits(CGSize(width: 343, height: 1000)).width ?? 0
    #expect(abs(text.minX - 16) < 0.001 && abs(detail.minX - 16) < 0.001)
    #expect(text.width == fitted && text.width < 343)
    #expect(detail.width < text.width)
    // A text longer than the row is cut to the row.
    let long = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
    long.frame = CGRect(x: 0, y: 0, width: 375, height: 80)
    long.textLabel?.text = String(repeating: "Neighborhood Market ", count: 10)
    long.detailTextLabel?.text = "Subtitle"
    long.layoutIfNeeded()
    #expect(long.textLabel?.frame.width == 343)
  }

  @Test(
    "IC8: value1 labels are centred with their top on a whole point (fscalendar, alamofire, googleads-apidemo: 19⅓-point labels at 13 in 44 and 43⅔)"
  )
  func value1LabelsOnWholePoints() {
    for height in [44, 43 + 2.0 / 3] {
      let cell = UITableViewCell(style: .value1, reuseIdentifier: nil)
      cell.frame = CGRect(x: 0, y: 0, width: 375, height: height)
      cell.textLabel?.text = "Name"
      cell.detailTextLabel?.text = "Value"
      cell.layoutIfNeeded()
      for label in [cell.textLabel, cell.detailTextLabel] {
        let frame = label?.frame ?? .zero
        #expect(frame.minY == frame.minY.rounded())
        // Centred, then moved down to the next whole point.
        let centred = (cell.contentView.bounds.height - frame.height) / 2
        #expect(frame.minY >= centred && frame.minY - centred < 1)
      }
    }
  }

  @Test(
    "W4: a self-sizing cell is as tall as its content view's constraints make it (ddg-settings Pmc-Ob-6Cz: content + margins)"
  )
  func selfSizing() {
    let table = makeMarginTable(
      ConfiguringDataSource(count: 2) { cell, indexPath in
        (cell as? PinnedContentCell)?.content.contentSize = CGSize(
          width: 50, height: 30 + 10 * CGFloat(indexPath.row))
      }, cellClass: PinnedContentCell.self, rowHeight: UITableView.automaticDimension)
    #expect(
      table.rectForRow(at: IndexPath(row: 0, section: 0))
        == CGRect(x: 0, y: 0, width: 374, height: 52))
    #expect(
      table.rectForRow(at: IndexPath(row: 1, section: 0))
        == CGRect(x: 0, y: 52, width: 374, height: 62))
    let cell = table.visibleCells[1] as? PinnedContentCell
    cell?.layoutIfNeeded()
    #expect(cell?.content.frame == CGRect(x: 20, y: 11, width: 334, height: 40))
  }

  @Test("W4: a multi-line label sizes its row at the content view's width")
  func selfSizingMultilineLabel() {
    let text = String(repeating: "Some content may require JavaScript to work. ", count: 4)
    let source = ConfiguringDataSource(count: 1) { cell, _ in
      guard cell.contentView.subviews.isEmpty else { return }
      let label = UILabel(frame: .zero)
      label.numberOfLines = 0
      label.text = text
      label.translatesAutoresizingMaskIntoConstraints = false
      cell.contentView.addSubview(label)
      let guide = cell.contentView.layoutMarginsGuide
      NSLayoutConstraint.activate([
        label.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
        label.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
        label.topAnchor.constraint(equalTo: guide.topAnchor),
        label.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
      ])
    }
    let table = makeMarginTable(source, rowHeight: UITableView.automaticDimension)
    let measure = UILabel(frame: .zero)
    measure.numberOfLines = 0
    measure.text = text
    let labelHeight = measure.sizeThatFits(
      CGSize(width: 334, height: CGFloat.greatestFiniteMagnitude)
    ).height
    #expect(labelHeight > 3 * (measure.font.lineHeight))
    #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).height == labelHeight + 22)
  }

  @Test(
    "W3: a registered subclass is made, queued when it leaves the screen and prepared for reuse")
  func reuseOfSubclass() {
    let table = makeMarginTable(
      ConfiguringDataSource(count: 30) { _, _ in }, cellClass: PinnedContentCell.self)
    let made = table.visibleCells.map(ObjectIdentifier.init)
    #expect(made.count == 14)
    table.contentOffset = CGPoint(x: 0, y: 1000)
    table.layoutIfNeeded()
    let reused = table.visibleCells.compactMap { $0 as? PinnedContentCell }
    #expect(reused.count == 8)
    #expect(reused.allSatisfy { made.contains(ObjectIdentifier($0)) })
    #expect(reused.map(\.reuses) == Array(repeating: 1, count: 8))
  }
}
