import Foundation

/// The view that holds a presented controller's view: it covers the window (or, for the
/// current-context styles, the context controller's view) and sits in front of it, as UIKit's
/// private transition view does.
///
/// When a presentation controller places the presented view, this is its `containerView`: it
/// hears `containerViewWillLayoutSubviews()` and `containerViewDidLayoutSubviews()` around each
/// layout, and a built-in or popover presentation's view is framed again in between.
final class PresentationTransitionView: UIView {
  /// The presentation controller whose container this is, for custom presentations.
  weak var presentationController: UIPresentationController?

  override func layoutSubviews() {
    guard let controller = presentationController else {
      super.layoutSubviews()
      return
    }
    controller.containerViewWillLayoutSubviews()
    super.layoutSubviews()
    if controller is any BuiltInPresentationController
      || controller is UIPopoverPresentationController,
      let view = controller.presentedView, view.superview === self
    {
      let frame = controller.frameOfPresentedViewInContainerView
      if view.frame != frame { view.frame = frame }
    }
    controller.containerViewDidLayoutSubviews()
  }
}

/// The card that holds a presented controller's view in a sheet style, as UIKit's private
/// drop-shadow view does; the presented view fills it.
final class PresentationSheetView: UIView {}
