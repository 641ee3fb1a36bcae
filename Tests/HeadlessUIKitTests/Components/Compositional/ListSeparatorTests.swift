import HeadlessUIKit
import Testing

/// The separators of list rows (decision CV10).
@MainActor
@Suite struct ListSeparatorTests {
  /// The visible one-pixel lines of a row, top first.
  private func lines(_ list: UICollectionView, _ item: Int) throws -> [CGRect] {
    let cell = try #require(list.cellForItem(at: IndexPath(item: item, section: 0)))
    cell.layoutIfNeeded()
    return cell.subviews.filter {
      !$0.isHidden && $0.frame.height > 0 && $0.frame.height <= 1
        && $0.backgroundColor == .separator
    }.map(\.frame).sorted { $0.minY < $1.minY }
  }

  @Test("CV10: plain rows have a line from the text's leading edge, the last row none")
  func plainSeparators() throws {
    let list = makeListCollection(.plain, counts: [3])
    let thickness = 1 / max(1, list.traitCollection.displayScale)
    #expect(try lines(list, 0) == [CGRect(x: 16, y: 44 - thickness, width: 359, height: thickness)])
    #expect(try lines(list, 1).count == 1)
    #expect(try lines(list, 2).isEmpty)
  }

  @Test("CV10: grouped sections have full-width lines above the first row and under the last")
  func groupedSeparators() throws {
    let list = makeListCollection(.grouped, counts: [2])
    let thickness = 1 / max(1, list.traitCollection.displayScale)
    let first = try lines(list, 0)
    #expect(first.count == 2)
    #expect(first.first == CGRect(x: 0, y: 0, width: 375, height: thickness))
    #expect(first.last?.minX == 16)
    #expect(try lines(list, 1) == [CGRect(x: 0, y: 44 - thickness, width: 375, height: thickness)])
  }

  @Test("CV10: sidebars and lists without separators draw none; the item handler decides")
  func hiddenSeparators() throws {
    #expect(try lines(makeListCollection(.sidebar, counts: [2]), 0).isEmpty)
    let none = makeListCollection(
      .plain, counts: [2], configureList: { $0.showsSeparators = false })
    #expect(try lines(none, 0).isEmpty)
    let handled = makeListCollection(
      .plain, counts: [3],
      configureList: {
        $0.itemSeparatorHandler = { indexPath, configuration in
          var configuration = configuration
          configuration.bottomSeparatorVisibility = indexPath.item == 1 ? .hidden : .visible
          configuration.bottomSeparatorInsets = NSDirectionalEdgeInsets(
            top: 0, leading: 40, bottom: 0, trailing: 10)
          return configuration
        }
      })
    #expect(try lines(handled, 0).first?.minX == 40)
    #expect(try lines(handled, 0).first?.width == 325)
    #expect(try lines(handled, 1).isEmpty)
    #expect(try lines(handled, 2).count == 1)
  }
}
