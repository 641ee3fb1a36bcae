import Foundation

/// A cell's editing mode and the editing style and swipe state its table gives it.
struct TableCellEditingState {
  /// Whether the cell is in editing mode.
  var isEditing = false
  /// The editing control the table gave the cell.
  var style: UITableViewCell.EditingStyle = .none
  /// Whether the cell's swipe actions (or Delete button) are shown.
  var showsDeleteConfirmation = false
}

extension UITableViewCell {
  /// The control a row shows in front of its content while the table edits.
  public enum EditingStyle: Int, Sendable {
    /// No control.
    case none = 0
    /// A red minus that reveals a Delete button.
    case delete = 1
    /// A green plus that asks the data source to insert.
    case insert = 2
  }

  /// The editing states a cell moves between, told to ``willTransition(to:)`` and
  /// ``didTransition(to:)``.
  public struct StateMask: OptionSet, Sendable {
    /// The state's bits.
    public let rawValue: UInt

    /// Creates a state from its bits.
    ///
    /// - Parameter rawValue: The bits.
    public init(rawValue: UInt) {
      self.rawValue = rawValue
    }

    /// The cell shows its editing control (the table is editing).
    public static let showingEditControl = StateMask(rawValue: 1 << 0)
    /// The cell shows its Delete button or swipe actions.
    public static let showingDeleteConfirmation = StateMask(rawValue: 1 << 1)
  }
}

/// The cell's side of editing: its state, its editing style and the accessory it shows.
extension UITableViewCell {
  /// The editing control the table gives the row while editing, from its delegate; `.none`
  /// until the table sets it.
  public var editingStyle: EditingStyle {
    editingState.style
  }

  /// Whether the cell shows its Delete button or swipe actions.
  public var showingDeleteConfirmation: Bool {
    editingState.showsDeleteConfirmation
  }

  /// The cell's current editing states.
  var editingStateMask: StateMask {
    var mask: StateMask = []
    if editingState.isEditing { mask.insert(.showingEditControl) }
    if editingState.showsDeleteConfirmation { mask.insert(.showingDeleteConfirmation) }
    return mask
  }

  /// Enters or leaves editing mode, telling ``willTransition(to:)`` and
  /// ``didTransition(to:)``.
  func applyEditing(_ editing: Bool) {
    guard editing != editingState.isEditing else { return }
    var next = editingStateMask
    if editing { next.insert(.showingEditControl) } else { next.remove(.showingEditControl) }
    willTransition(to: next)
    editingState.isEditing = editing
    setNeedsLayout()
    didTransition(to: next)
  }

  /// Shows or hides the Delete button or swipe actions, telling ``willTransition(to:)`` and
  /// ``didTransition(to:)``.
  func setShowsDeleteConfirmation(_ shows: Bool) {
    guard shows != editingState.showsDeleteConfirmation else { return }
    var next = editingStateMask
    if shows {
      next.insert(.showingDeleteConfirmation)
    } else {
      next.remove(.showingDeleteConfirmation)
    }
    willTransition(to: next)
    editingState.showsDeleteConfirmation = shows
    didTransition(to: next)
  }

  /// Sets the editing control the table gives the row.
  func setEditingStyle(_ style: EditingStyle) {
    guard style != editingState.style else { return }
    editingState.style = style
    setNeedsLayout()
  }

  /// The custom accessory view shown now: the editing one while editing.
  var displayedAccessoryView: UIView? {
    editingState.isEditing ? editingAccessoryView : accessoryView
  }

  /// The standard accessory shown now: the editing one while editing.
  var displayedAccessoryType: AccessoryType {
    editingState.isEditing ? editingAccessoryType : accessoryType
  }

  /// Keeps the shown accessory view among the subviews and the other one out of them.
  func showDisplayedAccessoryView() {
    let hidden = editingState.isEditing ? accessoryView : editingAccessoryView
    if let hidden, hidden.superview === self, hidden !== displayedAccessoryView {
      hidden.removeFromSuperview()
    }
    if let shown = displayedAccessoryView, shown.superview !== self { addSubview(shown) }
  }
}
