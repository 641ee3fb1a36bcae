import HeadlessUIKit
import Testing

/// "section-row" for an index path.
func pathText(_ indexPath: IndexPath) -> String {
  "\(indexPath.section)-\(indexPath.item)"
}

/// A table delegate that records the display calls it gets, as "call section-row" for cells
/// and "call section" for headers and footers, with the cells of the calls.
@MainActor
final class DisplayRecordingTableDelegate: NSObject, UITableViewDelegate {
  var log: [String] = []
  var displayedCells: [UITableViewCell] = []
  var endedCells: [UITableViewCell] = []
  var headerViews: [UIView] = []

  func tableView(
    _ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath
  ) {
    log.append("willDisplay " + pathText(indexPath))
    displayedCells.append(cell)
  }

  func tableView(
    _ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath
  ) {
    log.append("didEndDisplaying " + pathText(indexPath))
    endedCells.append(cell)
  }

  func tableView(
    _ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int
  ) {
    log.append("willDisplayHeader \(section)")
    headerViews.append(view)
  }

  func tableView(
    _ tableView: UITableView, willDisplayFooterView view: UIView, forSection section: Int
  ) {
    log.append("willDisplayFooter \(section)")
  }

  func tableView(
    _ tableView: UITableView, didEndDisplayingHeaderView view: UIView, forSection section: Int
  ) {
    log.append("didEndDisplayingHeader \(section)")
  }

  func tableView(
    _ tableView: UITableView, didEndDisplayingFooterView view: UIView, forSection section: Int
  ) {
    log.append("didEndDisplayingFooter \(section)")
  }
}

/// A collection view delegate that records the display, highlight and selection calls it
/// gets, as "call section-item", and answers as configured.
@MainActor
final class RecordingCollectionDelegate: NSObject, UICollectionViewDelegate {
  var log: [String] = []
  var displayedCells: [UICollectionViewCell] = []
  var endedCells: [UICollectionViewCell] = []
  var shouldHighlight: (IndexPath) -> Bool = { _ in true }
  var shouldSelect: (IndexPath) -> Bool = { _ in true }
  var shouldDeselect: (IndexPath) -> Bool = { _ in true }

  private func record(_ call: String, _ indexPath: IndexPath) {
    log.append(call + " " + pathText(indexPath))
  }

  func collectionView(
    _ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath
  ) -> Bool {
    record("shouldHighlight", indexPath)
    return shouldHighlight(indexPath)
  }

  func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) {
    record("didHighlight", indexPath)
  }

  func collectionView(
    _ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath
  ) {
    record("didUnhighlight", indexPath)
  }

  func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath)
    -> Bool
  {
    record("shouldSelect", indexPath)
    return shouldSelect(indexPath)
  }

  func collectionView(
    _ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath
  ) -> Bool {
    record("shouldDeselect", indexPath)
    return shouldDeselect(indexPath)
  }

  func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
    record("didSelect", indexPath)
  }

  func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {
    record("didDeselect", indexPath)
  }

  func collectionView(
    _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell,
    forItemAt indexPath: IndexPath
  ) {
    record("willDisplay", indexPath)
    displayedCells.append(cell)
  }

  func collectionView(
    _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell,
    forItemAt indexPath: IndexPath
  ) {
    record("didEndDisplaying", indexPath)
    endedCells.append(cell)
  }

  func collectionView(
    _ collectionView: UICollectionView, willDisplaySupplementaryView view: UICollectionReusableView,
    forElementKind elementKind: String, at indexPath: IndexPath
  ) {
    record(
      "willDisplay \(elementKind == UICollectionView.elementKindSectionHeader ? "header" : elementKind)",
      indexPath)
  }

  func collectionView(
    _ collectionView: UICollectionView,
    didEndDisplayingSupplementaryView view: UICollectionReusableView,
    forElementOfKind elementKind: String, at indexPath: IndexPath
  ) {
    record(
      "didEndDisplaying \(elementKind == UICollectionView.elementKindSectionHeader ? "header" : elementKind)",
      indexPath)
  }
}

/// A prefetch data source for tables and collection views that records what it is asked, as
/// "prefetch [rows]" and "cancel [rows]", rows given by their row or item number.
@MainActor
final class RecordingPrefetcher: NSObject, UITableViewDataSourcePrefetching,
  UICollectionViewDataSourcePrefetching
{
  var log: [String] = []

  private func record(_ call: String, _ indexPaths: [IndexPath]) {
    log.append(call + " " + indexPaths.map { "\($0.item)" }.joined(separator: ","))
  }

  func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath]) {
    record("prefetch", indexPaths)
  }

  func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]) {
    record("cancel", indexPaths)
  }

  func collectionView(_ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath]) {
    record("prefetch", indexPaths)
  }

  func collectionView(
    _ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]
  ) {
    record("cancel", indexPaths)
  }
}
