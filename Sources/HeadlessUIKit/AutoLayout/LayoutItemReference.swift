/// A view or layout guide, referred to without keeping it alive, that reads `nil` once the
/// item is gone (decision PF31).
///
/// Constraints, anchors and layout engines refer to their items through one of these (each
/// item makes one, on first use, and clears it in its `deinit`) instead of through Swift weak
/// references. A weak reference gives its target a side table for good, and every retain and
/// release of an object with a side table takes the runtime's slow path; the views of a
/// constraint-built screen are retained and released hundreds of times each while it is built.
/// Holding this object strongly costs the ordinary, fast retain and release.
///
/// Not actor-isolated, and `Sendable` unchecked, so that an item's `deinit` (which Swift runs
/// without isolation) can clear it: it is read on the main actor, and written only when it is
/// made and by its item's `deinit`.
final class LayoutItemReference: @unchecked Sendable {
  /// The item, `nil` once it is gone.
  unowned(unsafe) private(set) var item: (any LayoutItem)?

  /// The item when it is a view, `nil` for a guide or once the view is gone.
  unowned(unsafe) private(set) var view: UIView?

  /// A reference to a view.
  init(view: UIView) {
    item = view
    self.view = view
  }

  /// A reference to a layout guide.
  init(guide: UILayoutGuide) {
    item = guide
    view = nil
  }

  /// Forgets the item; its `deinit` calls this, and nothing reads the item afterwards.
  func clear() {
    item = nil
    view = nil
  }
}
