/// Views waiting for reuse, by key (a reuse identifier, or a supplementary kind and
/// identifier): the one table views and collection views keep for their cells, header-footer
/// views and supplementary views.
///
/// The view enqueued last is dequeued first, so a view that just left the screen comes back
/// before older ones.
struct ReuseQueue<Key: Hashable, View> {
  /// The waiting views, by key, oldest first.
  private var waiting: [Key: [View]] = [:]

  /// Puts a view in its key's queue.
  ///
  /// - Parameters:
  ///   - view: The view that left the screen.
  ///   - key: Its reuse key.
  mutating func enqueue(_ view: View, for key: Key) {
    waiting[key, default: []].append(view)
  }

  /// Takes the view enqueued last under a key.
  ///
  /// - Parameter key: The reuse key.
  /// - Returns: The view, or `nil` when none waits.
  mutating func dequeue(for key: Key) -> View? {
    guard var queue = waiting[key], let view = queue.popLast() else { return nil }
    waiting[key] = queue
    return view
  }
}
