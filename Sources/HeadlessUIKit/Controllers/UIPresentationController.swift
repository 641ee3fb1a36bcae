import Foundation

/// The object that manages a presented controller's place on screen: the container view, the
/// presented view's frame, and the chrome around it.
///
/// UIKit makes one for every presentation. A `.custom` presentation uses the one the
/// presented controller's `transitioningDelegate` returns: its
/// ``frameOfPresentedViewInContainerView`` frames the presented view, its
/// ``shouldRemovePresentersView`` decides whether the presenting view leaves, and it hears the
/// transition's will and did callbacks and its container's layout.
@preconcurrency @MainActor
open class UIPresentationController: NSObject, UIContentContainer {
  /// The controller presented.
  ///
  /// The presented controller owns its presentation controller, which refers back to it
  /// weakly: reading this after the presented controller went away stops the program.
  open var presentedViewController: UIViewController {
    guard let presented = weakPresented else {
      preconditionFailure(
        "UIPresentationController: the presented view controller no longer exists.")
    }
    return presented
  }

  /// The controller presented, weakly (it owns this object).
  private weak var weakPresented: UIViewController?

  /// The presenting controller given at creation, or set when the presentation starts.
  weak var storedPresenting: UIViewController?

  /// The transition view made for the presentation.
  weak var storedContainer: UIView?

  /// The delegate consulted about adaptation; weak.
  open weak var delegate: (any UIAdaptivePresentationControllerDelegate)?

  /// Traits to lay over the presented controller's; `nil` by default.
  open var overrideTraitCollection: UITraitCollection?

  /// Creates a presentation controller.
  ///
  /// - Parameters:
  ///   - presentedViewController: The controller to present.
  ///   - presentingViewController: The controller that presents it, if known.
  public init(
    presentedViewController: UIViewController,
    presenting presentingViewController: UIViewController?
  ) {
    weakPresented = presentedViewController
    storedPresenting = presentingViewController
    super.init()
  }

  /// The controller that presents (the presentation context once the presentation started).
  open var presentingViewController: UIViewController {
    guard let presenting = storedPresenting ?? presentedViewController.presentingViewController
    else {
      preconditionFailure(
        "UIPresentationController: presentingViewController was read before the presentation of "
          + "\(ObjectAddress.short(presentedViewController)) started.")
    }
    return presenting
  }

  /// The style the presented controller asked for.
  open var presentationStyle: UIModalPresentationStyle {
    presentedViewController.modalPresentationStyle
  }

  /// The view that holds the presentation, once it started.
  open var containerView: UIView? {
    storedContainer
  }

  /// The view that is animated and framed: the presented controller's view.
  open var presentedView: UIView? {
    presentedViewController.viewIfLoaded
  }

  /// The presented view's frame in the container: the container's bounds by default.
  open var frameOfPresentedViewInContainerView: CGRect {
    containerView?.bounds ?? .zero
  }

  /// Whether the presentation covers the screen; `true` by default.
  open var shouldPresentInFullscreen: Bool {
    true
  }

  /// Whether the presenting controller's view leaves the hierarchy once a custom presentation
  /// finished; `false` by default, as UIKit documents.
  open var shouldRemovePresentersView: Bool {
    false
  }

  /// The style the presentation adapts to in a compact environment: the presented
  /// controller's style.
  open var adaptivePresentationStyle: UIModalPresentationStyle {
    adaptivePresentationStyle(for: traitCollection)
  }

  /// The style the presentation adapts to in an environment; the presented controller's style
  /// by default.
  ///
  /// - Parameter traitCollection: The environment's traits.
  /// - Returns: The style.
  open func adaptivePresentationStyle(for traitCollection: UITraitCollection)
    -> UIModalPresentationStyle
  {
    presentationStyle
  }

  /// The traits of the presented controller's environment.
  open var traitCollection: UITraitCollection {
    containerView?.traitCollection ?? presentedViewController.traitCollection
  }

  /// Called before the presentation's animations start; does nothing by default.
  open func presentationTransitionWillBegin() {}

  /// Called after the presentation ended; does nothing by default.
  ///
  /// - Parameter completed: Whether it completed rather than being cancelled.
  open func presentationTransitionDidEnd(_ completed: Bool) {}

  /// Called before the dismissal's animations start; does nothing by default.
  open func dismissalTransitionWillBegin() {}

  /// Called after the dismissal ended; does nothing by default.
  ///
  /// - Parameter completed: Whether it completed rather than being cancelled.
  open func dismissalTransitionDidEnd(_ completed: Bool) {}

  /// Called before the container view lays out its subviews; does nothing by default.
  open func containerViewWillLayoutSubviews() {}

  /// Called after the container view laid out its subviews; does nothing by default.
  open func containerViewDidLayoutSubviews() {}

  // MARK: UIContentContainer

  /// The presented controller's preferred content size.
  open var preferredContentSize: CGSize {
    presentedViewController.preferredContentSize
  }

  /// Does nothing.
  open func preferredContentSizeDidChange(
    forChildContentContainer container: any UIContentContainer
  ) {}

  /// Does nothing.
  open func systemLayoutFittingSizeDidChange(
    forChildContentContainer container: any UIContentContainer
  ) {}

  /// The parent's size.
  open func size(
    forChildContentContainer container: any UIContentContainer,
    withParentContainerSize parentSize: CGSize
  ) -> CGSize {
    parentSize
  }

  /// Does nothing.
  open func viewWillTransition(
    to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator
  ) {}

  /// Does nothing.
  open func willTransition(
    to newCollection: UITraitCollection, with coordinator: any UIViewControllerTransitionCoordinator
  ) {}
}

/// The delegate a presentation controller consults about adapting to the environment (every
/// requirement is optional in UIKit).
@preconcurrency @MainActor
public protocol UIAdaptivePresentationControllerDelegate: NSObjectProtocol {
  /// The style to adapt to; `.none` keeps the presentation's own.
  func adaptivePresentationStyle(for controller: UIPresentationController)
    -> UIModalPresentationStyle
  /// The style to adapt to in an environment; `.none` keeps the presentation's own.
  func adaptivePresentationStyle(
    for controller: UIPresentationController, traitCollection: UITraitCollection
  ) -> UIModalPresentationStyle
  /// Whether the user may dismiss the sheet by swiping it down.
  func presentationControllerShouldDismiss(_ presentationController: UIPresentationController)
    -> Bool
  /// Called before a user-initiated dismissal.
  func presentationControllerWillDismiss(_ presentationController: UIPresentationController)
  /// Called after a user-initiated dismissal.
  func presentationControllerDidDismiss(_ presentationController: UIPresentationController)
  /// Called when a swipe to dismiss was refused.
  func presentationControllerDidAttemptToDismiss(
    _ presentationController: UIPresentationController)
}

extension UIAdaptivePresentationControllerDelegate {
  /// `.none`.
  public func adaptivePresentationStyle(for controller: UIPresentationController)
    -> UIModalPresentationStyle
  { .none }
  /// `.none`.
  public func adaptivePresentationStyle(
    for controller: UIPresentationController, traitCollection: UITraitCollection
  ) -> UIModalPresentationStyle { adaptivePresentationStyle(for: controller) }
  /// `true`.
  public func presentationControllerShouldDismiss(
    _ presentationController: UIPresentationController
  ) -> Bool { true }
  /// Does nothing.
  public func presentationControllerWillDismiss(
    _ presentationController: UIPresentationController
  ) {}
  /// Does nothing.
  public func presentationControllerDidDismiss(
    _ presentationController: UIPresentationController
  ) {}
  /// Does nothing.
  public func presentationControllerDidAttemptToDismiss(
    _ presentationController: UIPresentationController
  ) {}
}
