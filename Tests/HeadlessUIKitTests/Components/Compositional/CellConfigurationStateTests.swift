import HeadlessUIKit
import Testing

/// Configuration states and updates of cells, headers and footers (decisions CV8, CV9).
@MainActor
@Suite struct CellConfigurationStateTests {
  @Test("CV9: selecting a list cell turns its background grey at the next layout, and back")
  func selectionUpdatesBackground() throws {
    let list = makeListCollection(.plain, counts: [2])
    let cell = try #require(list.cellForItem(at: IndexPath(item: 0, section: 0)))
    #expect(cell.backgroundConfiguration?.backgroundColor == .systemBackground)
    list.selectItem(at: IndexPath(item: 0, section: 0), animated: false, scrollPosition: [])
    #expect(cell.configurationState.isSelected)
    cell.layoutIfNeeded()
    #expect(cell.backgroundConfiguration?.backgroundColor == .systemGray4)
    let background = try #require(cell.subviews.first)
    #expect(background.backgroundColor == .systemGray4)
    #expect(background.frame == cell.bounds)
    list.deselectItem(at: IndexPath(item: 0, section: 0), animated: false)
    cell.layoutIfNeeded()
    #expect(cell.backgroundConfiguration?.backgroundColor == .systemBackground)
  }

  @Test("CV9: the update handler sees each new state; automatic updates can be turned off")
  func updateHandler() {
    let cell = UICollectionViewCell(frame: CGRect(x: 0, y: 0, width: 100, height: 44))
    var states: [UICellConfigurationState] = []
    cell.configurationUpdateHandler = { _, state in states.append(state) }
    cell.backgroundConfiguration = .listPlainCell()
    cell.automaticallyUpdatesBackgroundConfiguration = false
    cell.layoutIfNeeded()
    cell.isHighlighted = true
    cell.layoutIfNeeded()
    #expect(states.map(\.isHighlighted) == [false, true])
    #expect(cell.backgroundConfiguration?.backgroundColor == .systemBackground)
  }

  @Test("CV9: updateConfiguration(using:) can be overridden and runs before layout")
  func overriddenUpdate() {
    final class Cell: UICollectionViewCell {
      var seen: [Bool] = []
      override func updateConfiguration(using state: UICellConfigurationState) {
        seen.append(state.isSelected)
        var content = UIListContentConfiguration.cell()
        content.text = state.isSelected ? "Selected" : "Normal"
        contentConfiguration = content
      }
    }
    let cell = Cell(frame: CGRect(x: 0, y: 0, width: 200, height: 44))
    cell.layoutIfNeeded()
    cell.isSelected = true
    #expect(cell.seen == [false])
    cell.layoutIfNeeded()
    #expect(cell.seen == [false, true])
    let content = cell.contentConfiguration as? UIListContentConfiguration
    #expect(content?.text == "Selected")
  }

  @Test("CV8: table cells: defaultContentConfiguration follows the cell style; rows 44 points")
  func tableCells() throws {
    #expect(
      UITableViewCell(style: .subtitle, reuseIdentifier: nil).defaultContentConfiguration()
        == .subtitleCell())
    #expect(
      UITableViewCell(style: .value1, reuseIdentifier: nil).defaultContentConfiguration()
        == .valueCell())
    let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
    var content = cell.defaultContentConfiguration()
    content.text = "Row"
    cell.contentConfiguration = content
    let fitted = cell.systemLayoutSizeFitting(
      CGSize(width: 375, height: 0), withHorizontalFittingPriority: .required,
      verticalFittingPriority: .fittingSizeLevel)
    let scale = max(1, cell.traitCollection.displayScale)
    #expect(fitted.height == 44 - 1 / scale)
    cell.setSelected(true, animated: false)
    #expect(cell.configurationState.isSelected)
  }

  @Test("CV8: header-footer views show content configurations and take grouped header styles")
  func headerFooterViews() throws {
    let header = UITableViewHeaderFooterView(reuseIdentifier: "h")
    var content = header.defaultContentConfiguration()
    #expect(content.textProperties.font == .preferredFont(forTextStyle: .footnote))
    content.text = "Header"
    header.contentConfiguration = content
    header.frame = CGRect(x: 0, y: 0, width: 375, height: 40)
    header.layoutIfNeeded()
    let view = try #require(header.contentView.subviews.last as? UIListContentView)
    #expect(view.frame == header.contentView.bounds)
    #expect(header.configurationState.traitCollection == header.traitCollection)
  }

  @Test("CV9: background configurations: insets, corner radius and stroke on the background view")
  func backgroundAppearance() throws {
    let cell = UICollectionViewCell(frame: CGRect(x: 0, y: 0, width: 200, height: 50))
    var background = UIBackgroundConfiguration.listGroupedCell()
    background.cornerRadius = 10
    background.strokeColor = .red
    background.strokeWidth = 2
    background.backgroundInsets = NSDirectionalEdgeInsets(
      top: 2, leading: 4, bottom: 2, trailing: 4)
    cell.backgroundConfiguration = background
    cell.layoutIfNeeded()
    let view = try #require(cell.subviews.first)
    #expect(view.frame == CGRect(x: 4, y: 2, width: 192, height: 46))
    #expect(view.layer.cornerRadius == 10)
    #expect(view.layer.borderWidth == 2)
    #expect(view.backgroundColor == .secondarySystemGroupedBackground)
    #expect(UIBackgroundConfiguration.clear().backgroundColor == .clear)
  }
}
