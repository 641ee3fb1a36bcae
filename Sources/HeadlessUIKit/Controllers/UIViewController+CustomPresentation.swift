import Foundation

/// Presentation controllers, custom presentations and their animators.
///
/// Every presentation has a presentation controller. For `.custom` it comes from the presented
/// controller's `transitioningDelegate` (or is a plain ``UIPresentationController``); for
/// `.popover` it is a ``UIPopoverPresentationController``, made when first asked for, as app
/// code configures it before presenting. Built-in controllers (alerts) supply their own.
///
/// A presentation whose presentation controller places the view (custom, popover in a
/// regular width, alerts) frames the presented view at
/// `frameOfPresentedViewInContainerView` in a transition view that covers the window; the
/// presentation controller hears `presentationTransitionWillBegin()` once the container is in
/// the window. When the transitioning delegate supplies an animator, its
/// `animateTransition(using:)` runs at once with an immediate context and must call
/// `completeTransition(_:)`, as in UIKit: the presentation finishes (the did-callbacks,
/// `presentationTransitionDidEnd(_:)`, the completion handler) only after that, and after the
/// next layout pass. Without an animator the presented view is put in the container.
extension UIViewController {
  /// `presentationController`: the one made for the current style, made now if needed.
  var resolvedPresentationController: UIPresentationController? {
    let style = presentation.requestedStyle
    if let (controller, madeFor) = chrome.presentationController,
      madeFor == style || presentation.effectiveStyle != nil
    {
      return controller
    }
    let controller = makePresentationController(for: style, presenting: nil)
    chrome.presentationController = (controller, style)
    return controller
  }

  /// The presentation controller for a style: the built-in one, the popover one, the
  /// transitioning delegate's for `.custom`, else a plain one.
  private func makePresentationController(
    for style: UIModalPresentationStyle, presenting: UIViewController?
  ) -> UIPresentationController {
    if let builtIn = (self as? any BuiltInPresentation)?.makeBuiltInPresentationController() {
      return builtIn
    }
    switch style {
    case .popover:
      return UIPopoverPresentationController(presentedViewController: self, presenting: presenting)
    case .custom:
      if let delegate = transitioningDelegate, let source = presenting,
        let custom = delegate.presentationController(
          forPresented: self, presenting: presenting, source: source)
      {
        return custom
      }
      return UIPresentationController(presentedViewController: self, presenting: presenting)
    case .automatic, .pageSheet, .formSheet:
      return UISheetPresentationController(presentedViewController: self, presenting: presenting)
    default:
      return UIPresentationController(presentedViewController: self, presenting: presenting)
    }
  }

  /// The presentation controller for a presentation that starts now over `context`, asked of
  /// `source`: a `.custom` one is asked of the transitioning delegate now, as UIKit does.
  func presentationControllerForPresenting(
    over context: UIViewController, source: UIViewController
  ) -> UIPresentationController {
    let style = presentation.requestedStyle
    var controller: UIPresentationController
    if style == .custom, (self as? any BuiltInPresentation) == nil {
      controller =
        transitioningDelegate?.presentationController(
          forPresented: self, presenting: context, source: source)
        ?? UIPresentationController(presentedViewController: self, presenting: context)
    } else {
      controller =
        resolvedPresentationController
        ?? makePresentationController(for: style, presenting: context)
    }
    controller.storedPresenting = context
    chrome.presentationController = (controller, style)
    return controller
  }

  /// Whether the presentation controller of a presentation in `style` places the view.
  static func placesView(
    _ controller: UIPresentationController, style: UIModalPresentationStyle
  ) -> Bool {
    controller is any BuiltInPresentationController || style == .custom || style == .popover
  }
}

/// A built-in controller (an alert) that brings its own presentation controller.
@MainActor
protocol BuiltInPresentation: UIViewController {
  /// The presentation controller to use.
  func makeBuiltInPresentationController() -> UIPresentationController?
}

/// A presentation controller that places the presented view in every size class.
@MainActor
protocol BuiltInPresentationController: UIPresentationController {
  /// The style the presentation takes in a horizontal size class (stops with UIKit's exception
  /// when it cannot be presented there).
  func style(in classes: UIUserInterfaceSizeClass) -> UIModalPresentationStyle
}

/// The context an animator gets: the presentation's container and controllers; it finishes the
/// transition when the animator calls ``completeTransition(_:)``.
final class HeadlessTransitionContext: NSObject, UIViewControllerContextTransitioning {
  let containerView: UIView
  let isAnimated: Bool
  let presentationStyle: UIModalPresentationStyle
  private let from: UIViewController
  private let to: UIViewController
  private let isPresenting: Bool
  private let presentedFrame: CGRect
  private var onComplete: ((Bool) -> Void)?
  private(set) var transitionWasCancelled = false

  init(
    container: UIView, from: UIViewController, to: UIViewController, presenting: Bool,
    animated: Bool, style: UIModalPresentationStyle, presentedFrame: CGRect,
    onComplete: @escaping (Bool) -> Void
  ) {
    containerView = container
    self.from = from
    self.to = to
    isPresenting = presenting
    isAnimated = animated
    presentationStyle = style
    self.presentedFrame = presentedFrame
    self.onComplete = onComplete
    super.init()
  }

  var isInteractive: Bool { false }
  var targetTransform: CGAffineTransform { .identity }

  func updateInteractiveTransition(_ percentComplete: CGFloat) {}
  func finishInteractiveTransition() {}
  func cancelInteractiveTransition() { transitionWasCancelled = true }
  func pauseInteractiveTransition() {}

  /// Finishes the transition; later calls are ignored.
  func completeTransition(_ didComplete: Bool) {
    guard let onComplete else { return }
    self.onComplete = nil
    onComplete(didComplete)
  }

  func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
    switch key {
    case .from: return from
    case .to: return to
    default: return nil
    }
  }

  /// The arriving presented view, or the leaving one; the presenting side's view is not given
  /// (UIKit gives it only when the presentation removes it).
  func view(forKey key: UITransitionContextViewKey) -> UIView? {
    switch key {
    case .to: return isPresenting ? to.viewIfLoaded : nil
    case .from: return isPresenting ? nil : from.viewIfLoaded
    default: return nil
    }
  }

  /// The presented view's frame for the dismissed controller at the start of a dismissal;
  /// `.zero` otherwise.
  func initialFrame(for vc: UIViewController) -> CGRect {
    !isPresenting && vc === from ? presentedFrame : .zero
  }

  /// The presented view's frame for the presented controller when presenting; `.zero`
  /// otherwise.
  func finalFrame(for vc: UIViewController) -> CGRect {
    isPresenting && vc === to ? presentedFrame : .zero
  }
}
