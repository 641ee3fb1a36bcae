import Foundation

/// The tint colour and its adjustment mode, inherited down the view hierarchy as UIKit does.
extension UIView {
  /// How a view's tint colour is adjusted.
  public enum TintAdjustmentMode: Int, Sendable {
    /// The mode of the nearest ancestor that sets one; `.normal` when none does.
    case automatic
    /// The tint colour as it is.
    case normal
    /// The tint colour dimmed, as UIKit does behind a presented alert or popover.
    case dimmed
  }

  /// This view's tint colour, else its superview's, else UIKit's default tint colour.
  var effectiveTintColor: UIColor {
    var view: UIView? = self
    while let current = view {
      if let tint = current.ownTintColor { return tint }
      view = current.superview
    }
    return .tintColor
  }

  /// This view's adjustment mode, else its nearest ancestor's, else `.normal`.
  var effectiveTintAdjustmentMode: TintAdjustmentMode {
    var view: UIView? = self
    while let current = view {
      if current.ownTintAdjustmentMode != .automatic { return current.ownTintAdjustmentMode }
      view = current.superview
    }
    return .normal
  }

  /// Applies a change to this view's own tint settings and, when the effective colour or mode
  /// changed, calls `tintColorDidChange()` on this view and on the descendants that inherit
  /// them (a descendant with its own colour and mode keeps its tint and is not told).
  func changeTint(_ change: () -> Void) {
    let before = (effectiveTintColor, effectiveTintAdjustmentMode)
    change()
    guard before.0 != effectiveTintColor || before.1 != effectiveTintAdjustmentMode else {
      return
    }
    tintColorDidChange()
    for subview in subviews { subview.inheritedTintDidChange() }
  }

  /// Tells a view whose ancestor's tint changed, and its inheriting descendants.
  private func inheritedTintDidChange() {
    guard ownTintColor == nil || ownTintAdjustmentMode == .automatic else { return }
    tintColorDidChange()
    for subview in subviews { subview.inheritedTintDidChange() }
  }
}
