import Foundation

/// The cell's background views (decision CL3).
///
/// UIKit keeps the ``UITableViewCell/backgroundView`` at the back of the cell and, while the
/// cell is selected or highlighted and its selection style is not `.none`, the selected
/// background view above it and below the content view; both are as large as the cell. The
/// selected background view is the ``UITableViewCell/multipleSelectionBackgroundView`` when the
/// cell's table allows multiple selection and that view is set.
extension UITableViewCell {
  /// Whether the selected background view shows: the cell is selected or highlighted and its
  /// selection style is not `.none`.
  var showsSelectedBackground: Bool {
    (isSelected || isHighlighted) && selectionStyle != .none
  }

  /// The selected background view in use: the multiple-selection one in a table that allows
  /// multiple selection, else the selected one.
  var activeSelectedBackgroundView: UIView? {
    if let multipleSelectionBackgroundView,
      (superview as? UITableView)?.allowsMultipleSelection == true
    {
      return multipleSelectionBackgroundView
    }
    return selectedBackgroundView
  }

  /// Takes a replaced background view out of the cell and places the new ones.
  func replaceBackgroundView(_ old: UIView?) {
    if let old, old !== backgroundView, old !== selectedBackgroundView,
      old !== multipleSelectionBackgroundView, old.superview === self
    {
      old.removeFromSuperview()
    }
    updateBackgroundViews()
  }

  /// Puts the background view at the back, and the active selected background view above it
  /// while it shows, both over the bounds; removes the selected background views otherwise.
  func updateBackgroundViews() {
    if let backgroundView {
      backgroundView.frame = bounds
      if backgroundView.superview !== self || subviews.first !== backgroundView {
        insertSubview(backgroundView, at: 0)
      }
    }
    let active = showsSelectedBackground ? activeSelectedBackgroundView : nil
    for view in [selectedBackgroundView, multipleSelectionBackgroundView].compactMap({ $0 })
    where view !== active && view.superview === self {
      view.removeFromSuperview()
    }
    guard let active else { return }
    active.frame = bounds
    insertSubview(active, belowSubview: contentView)
  }

  /// Sizes the background views to the bounds.
  func layoutBackgroundViews() {
    backgroundView?.frame = bounds
    if let active = activeSelectedBackgroundView, active.superview === self {
      active.frame = bounds
    }
  }
}
