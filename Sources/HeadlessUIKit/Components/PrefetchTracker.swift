import Foundation

/// The rows or items a table or collection view asked its prefetch data source to prepare, and
/// where its bounds were at the last layout pass (decision LS3).
///
/// Headless, prefetching follows scrolling: after a layout pass in which the bounds moved, the
/// rows or items whose frames lie within one bounds length ahead of the visible area, in the
/// direction of the scroll, are prefetched, nearest first, unless they are on screen or
/// already prefetched. Prefetched ones that are no longer ahead (the scroll turned back)
/// before they came on screen are cancelled; those that come on screen are simply forgotten.
/// Nothing is prefetched by the first layout pass or by a reload.
struct PrefetchTracker {
  /// The origin of the bounds at the last layout pass; `nil` before the first.
  var lastOrigin: CGPoint?
  /// The rows or items prefetched and not yet shown or cancelled.
  var pending: Set<IndexPath> = []

  /// What to prefetch and cancel after a layout pass.
  ///
  /// - Parameters:
  ///   - bounds: The bounds now.
  ///   - visible: The rows or items on screen now.
  ///   - frames: The rows or items whose frames intersect a rectangle, with their frames.
  /// - Returns: The rows or items to prefetch, nearest first, and those to cancel, in index
  ///   path order.
  mutating func update(
    bounds: CGRect, visible: Set<IndexPath>,
    frames: (CGRect) -> [(indexPath: IndexPath, frame: CGRect)]
  ) -> (prefetch: [IndexPath], cancel: [IndexPath]) {
    pending.subtract(visible)
    defer { lastOrigin = bounds.origin }
    guard let last = lastOrigin, last != bounds.origin, !bounds.isEmpty else { return ([], []) }
    let dx = bounds.minX - last.x
    let dy = bounds.minY - last.y
    let ahead: CGRect
    let distance: (CGRect) -> CGFloat
    if abs(dy) >= abs(dx) {
      ahead = bounds.offsetBy(dx: 0, dy: dy > 0 ? bounds.height : -bounds.height)
      distance = dy > 0 ? { $0.minY - bounds.maxY } : { bounds.minY - $0.maxY }
    } else {
      ahead = bounds.offsetBy(dx: dx > 0 ? bounds.width : -bounds.width, dy: 0)
      distance = dx > 0 ? { $0.minX - bounds.maxX } : { bounds.minX - $0.maxX }
    }
    let candidates = frames(ahead).filter { !visible.contains($0.indexPath) }
    let inRange = Set(candidates.map(\.indexPath))
    let prefetch =
      candidates
      .filter { !pending.contains($0.indexPath) }
      .sorted { (distance($0.frame), $0.indexPath) < (distance($1.frame), $1.indexPath) }
      .map(\.indexPath)
    let cancel = pending.subtracting(inRange).sorted()
    pending.subtract(cancel)
    pending.formUnion(prefetch)
    return (prefetch, cancel)
  }

  /// Forgets the prefetched rows or items after a reload.
  mutating func reset() {
    pending = []
  }

  /// Moves the prefetched rows or items with an update; deleted ones are forgotten.
  ///
  /// - Parameter transform: The index path of each one after the update, or `nil`.
  mutating func remap(_ transform: (IndexPath) -> IndexPath?) {
    pending = Set(pending.compactMap(transform))
  }
}
