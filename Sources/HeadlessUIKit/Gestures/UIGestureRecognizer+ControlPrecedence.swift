import Foundation

extension UIGestureRecognizer {
  /// Whether a control under the touch keeps this recognizer from recognizing, because the
  /// gesture is the control's own default action (decision EV6).
  ///
  /// Since iOS 6 a control's default action wins over a recognizer on one of its ancestors
  /// that would recognize the same gesture: a single-finger single tap on an enabled
  /// `UIButton`, `UISwitch`, `UIStepper`, `UISegmentedControl` or `UIPageControl` sends the
  /// control's action, and a tap recognizer on its superview (or higher) fails. A recognizer
  /// attached to the control itself, another kind of gesture, or a tap that needs more taps
  /// or fingers is not affected.
  var isPreemptedByControlAction: Bool {
    guard let tap = self as? UITapGestureRecognizer, tap.numberOfTapsRequired == 1,
      tap.numberOfTouchesRequired == 1, let attachedView = view
    else { return false }
    return trackedTouches.contains { touch in
      guard let control = touch.view?.enclosingDefaultActionControl, control !== attachedView
      else { return false }
      return control.isDescendant(of: attachedView)
    }
  }
}

extension UIView {
  /// The view, or the nearest ancestor, that is an enabled control whose default action is a
  /// single tap; `nil` when there is none.
  fileprivate var enclosingDefaultActionControl: UIControl? {
    var current: UIView? = self
    while let view = current {
      if let control = view as? UIControl {
        let tapControl =
          control is UIButton || control is UISwitch || control is UIStepper
          || control is UISegmentedControl || control is UIPageControl
        return tapControl && control.isEnabled ? control : nil
      }
      current = view.superview
    }
    return nil
  }
}
