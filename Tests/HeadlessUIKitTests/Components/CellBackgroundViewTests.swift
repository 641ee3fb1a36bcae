import Foundation
import HeadlessUIKit
import Testing

/// Background views of cells, tables and collection views (decision CL3).
@MainActor
@Suite struct CellBackgroundViewTests {
  @Test("a table cell's background view is at the back, as large as the cell")
  func tableCellBackground() {
    let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
    let background = UIView()
    cell.backgroundView = background
    #expect(cell.subviews.first === background)
    #expect(background.frame == CGRect(x: 0, y: 0, width: 320, height: 44))
    cell.frame = CGRect(x: 0, y: 0, width: 375, height: 60)
    cell.layoutIfNeeded()
    #expect(background.frame == CGRect(x: 0, y: 0, width: 375, height: 60))
    let replacement = UIView()
    cell.backgroundView = replacement
    #expect(background.superview == nil)
    #expect(cell.subviews.first === replacement)
  }

  @Test("the selected background view shows above the background while selected or highlighted")
  func tableCellSelectedBackground() throws {
    let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
    let background = UIView()
    let selected = UIView()
    cell.backgroundView = background
    cell.selectedBackgroundView = selected
    #expect(selected.superview == nil)
    cell.setSelected(true, animated: false)
    #expect(selected.superview === cell)
    let index = try #require(cell.subviews.firstIndex { $0 === selected })
    #expect(index == 1)
    #expect(cell.subviews.firstIndex { $0 === cell.contentView } ?? 0 > index)
    #expect(selected.frame == CGRect(x: 0, y: 0, width: 320, height: 44))
    cell.isSelected = false
    #expect(selected.superview == nil)
    cell.setHighlighted(true, animated: true)
    #expect(selected.superview === cell)
    cell.isHighlighted = false
    #expect(selected.superview == nil)
  }

  @Test("a cell whose selection style is none never shows its selected background view")
  func selectionStyleNone() {
    let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
    let selected = UIView()
    cell.selectedBackgroundView = selected
    cell.selectionStyle = .none
    cell.setSelected(true, animated: false)
    #expect(cell.isSelected)
    #expect(selected.superview == nil)
    cell.selectionStyle = .default
    #expect(selected.superview === cell)
  }

  @Test(
    "in a table that allows multiple selection a selected row shows its multiple-selection view")
  func multipleSelectionBackground() throws {
    let source = RowsDataSource(rows: [3])
    let table = makeTable(source, size: CGSize(width: 375, height: 300))
    table.allowsMultipleSelection = true
    let cell = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
    let selected = UIView()
    let multiple = UIView()
    cell.selectedBackgroundView = selected
    cell.multipleSelectionBackgroundView = multiple
    table.selectRow(at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
    table.selectRow(at: IndexPath(row: 2, section: 0), animated: false, scrollPosition: .none)
    #expect(
      table.indexPathsForSelectedRows == [
        IndexPath(row: 1, section: 0), IndexPath(row: 2, section: 0),
      ])
    #expect(cell.isSelected)
    #expect(multiple.superview === cell)
    #expect(selected.superview == nil)
    #expect(multiple.frame == CGRect(x: 0, y: 0, width: 375, height: 44))
    table.deselectRow(at: IndexPath(row: 1, section: 0), animated: false)
    #expect(multiple.superview == nil)
    #expect(table.indexPathForSelectedRow == IndexPath(row: 2, section: 0))
  }

  @Test("selecting a row without multiple selection deselects the others; a reload clears it")
  func singleSelection() {
    let source = RowsDataSource(rows: [3])
    let table = makeTable(source, size: CGSize(width: 375, height: 300))
    table.selectRow(at: IndexPath(row: 0, section: 0), animated: false, scrollPosition: .none)
    table.selectRow(at: IndexPath(row: 2, section: 0), animated: false, scrollPosition: .none)
    #expect(table.indexPathsForSelectedRows == [IndexPath(row: 2, section: 0)])
    #expect(table.cellForRow(at: IndexPath(row: 0, section: 0))?.isSelected == false)
    #expect(table.cellForRow(at: IndexPath(row: 2, section: 0))?.isSelected == true)
    table.reloadData()
    #expect(table.indexPathForSelectedRow == nil)
  }

  @Test("a collection cell shows its selected background view while selected")
  func collectionCellBackgrounds() throws {
    let cell = UICollectionViewCell(frame: CGRect(x: 0, y: 0, width: 100, height: 80))
    let background = UIView()
    let selected = UIView()
    cell.backgroundView = background
    cell.selectedBackgroundView = selected
    #expect(cell.subviews.first === background)
    #expect(background.frame == CGRect(x: 0, y: 0, width: 100, height: 80))
    #expect(selected.superview == nil)
    cell.isSelected = true
    #expect(
      cell.subviews.map(ObjectIdentifier.init)
        == [background, selected, cell.contentView].map(ObjectIdentifier.init))
    cell.isSelected = false
    cell.isHighlighted = true
    #expect(selected.superview === cell)
    cell.isHighlighted = false
    #expect(selected.superview == nil)
  }

  @Test("a table's background view covers the visible bounds and does not scroll")
  func tableBackgroundView() {
    let source = RowsDataSource(rows: [20])
    let table = makeTable(source, size: CGSize(width: 375, height: 300))
    let background = UIView()
    table.backgroundView = background
    table.layoutIfNeeded()
    #expect(table.subviews.first === background)
    #expect(background.frame == CGRect(x: 0, y: 0, width: 375, height: 300))
    table.contentOffset = CGPoint(x: 0, y: 200)
    table.layoutIfNeeded()
    #expect(background.frame == CGRect(x: 0, y: 200, width: 375, height: 300))
    #expect(table.subviews.first === background)
    #expect(table.visibleCells.allSatisfy { $0.superview === table })
  }

  @Test("a collection view's background view covers the visible bounds behind the cells")
  func collectionBackgroundView() {
    let source = ItemsDataSource(items: [60])
    let collection = makeCollection(source, size: CGSize(width: 375, height: 200))
    let background = UIView()
    collection.backgroundView = background
    collection.layoutIfNeeded()
    #expect(collection.subviews.first === background)
    #expect(background.frame == CGRect(x: 0, y: 0, width: 375, height: 200))
    collection.contentOffset = CGPoint(x: 0, y: 300)
    collection.layoutIfNeeded()
    #expect(background.frame == CGRect(x: 0, y: 300, width: 375, height: 200))
    #expect(collection.subviews.first === background)
    collection.backgroundView = nil
    #expect(background.superview == nil)
  }
}
