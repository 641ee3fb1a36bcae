import HeadlessUIKit
import Testing

/// Prefetching data for the rows and items ahead of a scroll (decision LS3).
@MainActor
@Suite struct PrefetchingTests {
  /// A 375 × 220 table of fifty 44-point rows with a recording prefetch data source.
  private func prefetchingTable() -> (UITableView, RecordingPrefetcher) {
    let table = makeListTable(ListDataSource([(0..<50).map { "\($0)" }]))
    let prefetcher = RecordingPrefetcher()
    retainedSources.append(prefetcher)
    table.prefetchDataSource = prefetcher
    return (table, prefetcher)
  }

  /// Scrolls a scroll view to a vertical offset and lays it out.
  private func scroll(_ view: UIScrollView, to y: CGFloat) {
    view.contentOffset.y = y
    view.layoutIfNeeded()
  }

  @Test("LS3: the table prefetches the rows one screen ahead of a scroll, nearest first")
  func tablePrefetchesAhead() {
    let (table, prefetcher) = prefetchingTable()
    #expect(table.isPrefetchingEnabled)
    table.layoutIfNeeded()
    #expect(prefetcher.log.isEmpty)
    // Rows 2–7 show; 8–12 lie in the next 220 points.
    scroll(table, to: 100)
    #expect(prefetcher.log == ["prefetch 8,9,10,11,12"])
    // Going on asks only for the rows not asked for yet: rows 4–9 show, 10–14 lie ahead.
    scroll(table, to: 200)
    #expect(prefetcher.log == ["prefetch 8,9,10,11,12", "prefetch 13,14"])
    // A jump past prefetched rows that were never shown cancels them.
    scroll(table, to: 600)
    #expect(prefetcher.log.suffix(2) == ["cancel 10,11,12", "prefetch 19,20,21,22,23"])
  }

  @Test("LS3: turning back cancels the rows prefetched ahead that were not shown")
  func tableCancelsBehind() {
    let (table, prefetcher) = prefetchingTable()
    scroll(table, to: 100)
    scroll(table, to: 0)
    #expect(prefetcher.log == ["prefetch 8,9,10,11,12", "cancel 8,9,10,11,12"])
  }

  @Test("LS3: nothing is prefetched while prefetching is off or without a prefetch data source")
  func tablePrefetchingOff() {
    let (table, prefetcher) = prefetchingTable()
    table.isPrefetchingEnabled = false
    scroll(table, to: 100)
    table.prefetchDataSource = nil
    table.isPrefetchingEnabled = true
    scroll(table, to: 200)
    #expect(prefetcher.log.isEmpty)
  }

  @Test("LS3: a collection view prefetches the items ahead of a scroll, nearest line first")
  func collectionPrefetchesAhead() {
    let collection = makeCollection(
      ItemsDataSource(items: [50]), size: CGSize(width: 110, height: 100))
    let prefetcher = RecordingPrefetcher()
    retainedSources.append(prefetcher)
    #expect(collection.isPrefetchingEnabled)
    collection.prefetchDataSource = prefetcher
    // Lines 1 and 2 (items 2–5) show; lines 3 and 4 reach into the next 100 points.
    scroll(collection, to: 60)
    #expect(prefetcher.log == ["prefetch 6,7,8,9"])
    scroll(collection, to: 0)
    #expect(prefetcher.log == ["prefetch 6,7,8,9", "cancel 6,7,8,9"])
  }
}
