import Foundation

/// Editing mode and the Edit/Done button (decision TB8).
///
/// The ``UIViewController/editButtonItem`` is made on first use, titled "Edit" in the
/// `.plain` style; while the controller edits it reads "Done" in the `.done` style. Tapping it
/// calls ``UIViewController/setEditing(_:animated:)`` with the opposite of
/// ``UIViewController/isEditing``, animated, so overrides run as they do in UIKit. Headless the
/// item does this through its `primaryAction`, which a navigation bar's button for the item
/// runs when tapped.
extension UIViewController {
  /// Records editing mode and updates the edit button item.
  func applyEditing(_ editing: Bool) {
    chrome.isEditing = editing
    if let item = chrome.editButtonItem { Self.style(item, editing: editing) }
  }

  /// The edit button item, made now if needed.
  var resolvedEditButtonItem: UIBarButtonItem {
    if let item = chrome.editButtonItem { return item }
    let item = UIBarButtonItem()
    Self.style(item, editing: chrome.isEditing)
    item.primaryAction = UIAction { [weak self] _ in
      guard let self else { return }
      self.setEditing(!self.isEditing, animated: true)
    }
    chrome.editButtonItem = item
    return item
  }

  /// Gives the edit button item the title and style of a mode.
  private static func style(_ item: UIBarButtonItem, editing: Bool) {
    item.title = editing ? "Done" : "Edit"
    item.style = editing ? .done : .plain
  }
}
