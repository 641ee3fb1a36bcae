import Foundation

extension UIViewController {
  /// Pulls the sheet (or taps outside the popover) this controller is presented in, as the user
  /// would to dismiss it (a HeadlessUIKit addition); returns whether it was dismissed.
  ///
  /// Only sheets (page and form sheets) and popovers can be dismissed this way; for other styles
  /// nothing happens. When this controller, or the child it shows on top (a navigation
  /// controller's top controller, a tab bar controller's selected one), has
  /// ``isModalInPresentation`` set, or the presentation controller's delegate answers `false` to
  /// `presentationControllerShouldDismiss(_:)`, the delegate hears
  /// `presentationControllerDidAttemptToDismiss(_:)` and the sheet stays. Otherwise the delegate
  /// hears `presentationControllerWillDismiss(_:)`, the controller is dismissed (animated), and
  /// the delegate hears `presentationControllerDidDismiss(_:)` when the dismissal finishes, as
  /// in UIKit; a dismissal from code never calls these.
  ///
  /// - Returns: Whether the dismissal started.
  @discardableResult
  public func headlessPullToDismiss() -> Bool {
    guard presentingViewController != nil, let controller = presentationController,
      Self.interactivelyDismissibleStyles.contains(presentation.effectiveStyle ?? .fullScreen)
    else { return false }
    let delegate = controller.delegate
    if refusesInteractiveDismissal
      || delegate?.presentationControllerShouldDismiss(controller) == false
    {
      delegate?.presentationControllerDidAttemptToDismiss(controller)
      return false
    }
    delegate?.presentationControllerWillDismiss(controller)
    dismiss(animated: true) { delegate?.presentationControllerDidDismiss(controller) }
    return true
  }

  /// The styles a user can dismiss by pulling down or tapping outside.
  private static let interactivelyDismissibleStyles: Set<UIModalPresentationStyle> = [
    .pageSheet, .formSheet, .popover,
  ]

  /// Whether this controller or the child it shows on top is modal in presentation.
  private var refusesInteractiveDismissal: Bool {
    var controller: UIViewController? = self
    while let current = controller {
      if current.isModalInPresentation { return true }
      if let navigation = current as? UINavigationController {
        controller = navigation.topViewController
      } else if let tabs = current as? UITabBarController {
        controller = tabs.selectedViewController
      } else {
        controller = nil
      }
    }
    return false
  }
}
