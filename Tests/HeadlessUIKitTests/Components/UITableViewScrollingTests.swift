import Foundation
import HeadlessUIKit
import Testing

/// Scrolling to rows (decision TB4): a 375 × 220 table of twenty 44-point rows, 880 points of
/// content, so offsets run from 0 to 660.
@MainActor
@Suite struct UITableViewScrollingTests {
  private func makeLongTable() -> UITableView {
    makeListTable(ListDataSource([(0..<20).map { "row \($0)" }]))
  }

  private func row(_ row: Int) -> IndexPath {
    IndexPath(row: row, section: 0)
  }

  @Test("TB4: top, middle and bottom put the row at that place of the visible area")
  func positions() {
    let table = makeLongTable()
    table.scrollToRow(at: row(10), at: .top, animated: false)
    #expect(table.contentOffset.y == 440)
    table.scrollToRow(at: row(10), at: .middle, animated: true)
    #expect(table.contentOffset.y == 352)
    table.scrollToRow(at: row(10), at: .bottom, animated: false)
    #expect(table.contentOffset.y == 264)
  }

  @Test("TB4: none scrolls as little as shows the row, and not at all when it is visible")
  func nonePosition() {
    let table = makeLongTable()
    table.scrollToRow(at: row(10), at: .none, animated: false)
    #expect(table.contentOffset.y == 264)
    table.scrollToRow(at: row(8), at: .none, animated: false)
    #expect(table.contentOffset.y == 264)
    table.scrollToRow(at: row(2), at: .none, animated: false)
    #expect(table.contentOffset.y == 88)
  }

  @Test("TB4: offsets stay within the content and the adjusted insets")
  func clampedToContentAndInsets() {
    let table = makeLongTable()
    table.scrollToRow(at: row(19), at: .top, animated: false)
    #expect(table.contentOffset.y == 660)
    table.contentInset = UIEdgeInsets(top: 50, left: 0, bottom: 30, right: 0)
    table.scrollToRow(at: row(0), at: .top, animated: false)
    #expect(table.contentOffset.y == -50)
    table.scrollToRow(at: row(10), at: .middle, animated: false)
    // The visible area is 140 points tall below the 50-point inset: 462 − 50 − 70.
    #expect(table.contentOffset.y == 342)
    table.scrollToRow(at: row(19), at: .bottom, animated: false)
    #expect(table.contentOffset.y == 690)
  }

  @Test("TB4: a row of NSNotFound scrolls to its section")
  func sectionScroll() {
    let rows = (0..<10).map { "\($0)" }
    let table = makeListTable(ListDataSource([rows, rows]))
    table.scrollToRow(at: IndexPath(row: NSNotFound, section: 1), at: .top, animated: false)
    #expect(table.contentOffset.y == 440)
  }

  @Test("TB4: selecting with a position scrolls; with none it does not")
  func selectingScrolls() {
    let table = makeLongTable()
    table.selectRow(at: row(15), animated: false, scrollPosition: .none)
    #expect(table.contentOffset.y == 0)
    table.selectRow(at: row(15), animated: false, scrollPosition: .middle)
    #expect(table.contentOffset.y == 572)
  }

  @Test("TB4: scrolling to the nearest selected row picks the one nearest the position")
  func nearestSelectedRow() {
    let table = makeLongTable()
    table.scrollToNearestSelectedRow(at: .top, animated: false)
    #expect(table.contentOffset.y == 0)
    table.allowsMultipleSelection = true
    table.selectRow(at: row(3), animated: false, scrollPosition: .none)
    table.selectRow(at: row(13), animated: false, scrollPosition: .none)
    table.contentOffset.y = 400
    table.scrollToNearestSelectedRow(at: .top, animated: false)
    #expect(table.contentOffset.y == 572)
    table.scrollToNearestSelectedRow(at: .bottom, animated: false)
    #expect(table.contentOffset.y == 396)
  }

  @Test("TB4: a row is found by a point of the content")
  func rowAtPoint() {
    let table = makeLongTable()
    #expect(table.indexPathForRow(at: CGPoint(x: 10, y: 100)) == row(2))
    #expect(table.indexPathForRow(at: CGPoint(x: 10, y: 879)) == row(19))
    #expect(table.indexPathForRow(at: CGPoint(x: 10, y: 900)) == nil)
  }

  @Test("TB4: scrolling to a row the table does not have stops with UIKit's NSRangeException")
  func invalidRowStops() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      await MainActor.run {
        let table = makeListTable(ListDataSource([["a", "b"]]))
        table.scrollToRow(at: IndexPath(row: 2, section: 0), at: .top, animated: false)
      }
    }
    let expected: String =
      "NSRangeException: -[UITableView _contentOffsetForScrollingToRowAtIndexPath:"
      + "atScrollPosition:usingPresentationValues:]: row (2) beyond bounds (2) for section "
      + "(0)."
    #expect(standardErrorText(result).contains(expected))
  }
}
