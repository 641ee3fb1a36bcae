import Foundation

/// Presenting controllers modally (spec 7.10, peers C5–C6; decisions C20–C22, C27).
///
/// The presented controller's view goes into a transition view in front of the presentation
/// context: in the window for the full-screen and sheet styles, in the context view's superview
/// for the current-context styles. Its will-callbacks run at once and its did-callbacks, like
/// the completion handler, after the window's next layout pass.
extension UIViewController {
  /// `presentedViewController`: what this controller, or its nearest ancestor that presents
  /// something, presents.
  var resolvedPresentedViewController: UIViewController? {
    var current: UIViewController? = self
    while let controller = current {
      if let presented = controller.presentation.presented { return presented }
      current = controller.storedParent
    }
    return nil
  }

  /// `presentingViewController`: who presents this controller or its nearest presented
  /// ancestor.
  var resolvedPresentingViewController: UIViewController? {
    var current: UIViewController? = self
    while let controller = current {
      if let presenting = controller.presentation.presenting { return presenting }
      current = controller.storedParent
    }
    return nil
  }

  /// The controller that presents on the receiver's behalf in `style`: the nearest ancestor
  /// that defines a presentation context for the current-context styles, otherwise (and when
  /// none does) the root-most ancestor.
  func presentationContext(for style: UIModalPresentationStyle) -> UIViewController {
    var current = self
    let usesContext = style == .currentContext || style == .overCurrentContext
    while let parent = current.storedParent {
      if usesContext, current.presentation.definesContext { return current }
      current = parent
    }
    return current
  }

  /// `present(_:animated:completion:)`.
  func performPresent(
    _ presented: UIViewController, animated: Bool, completion: (() -> Void)?
  ) {
    checkPresentable(presented)
    let context = presentationContext(for: presented.presentation.requestedStyle)
    guard let window = windowForPresenting(presented, on: context) else { return }
    let controller = presented.presentationControllerForPresenting(over: context, source: self)
    let style = adaptedStyle(of: presented, in: window, controller: controller)
    let custom = Self.placesView(controller, style: style) ? controller : nil
    let animator =
      custom != nil && style == .custom
      ? presented.transitioningDelegate?.animationController(
        forPresented: presented, presenting: context, source: self) : nil
    let presentedView: UIView = presented.view
    let container = PresentationTransitionView()
    controller.storedContainer = container
    let host = place(
      presentedView, of: presented, style: style, in: container, over: context, window: window,
      custom: custom.map { ($0, animator == nil) })

    context.presentation.presented = presented
    presented.presentation.presenting = context
    presented.presentation.effectiveStyle = style
    presented.presentation.container = container

    let key = PresentationTransitions.begin(in: window)
    let removesContext =
      custom.map { style == .custom && $0.shouldRemovePresentersView }
      ?? (style == .fullScreen || style == .currentContext)
    let visible = !window.isHidden
    var leaving: (UIViewController, Int)?
    if visible, removesContext, context.isOnScreenForAppearance {
      context.beginAppearance(false, animated: animated)
      leaving = (context, context.appearance.generation)
    }
    presented.appearance.isBeingPresented = true
    var arriving: Int?
    if visible, !presented.isOnScreenForAppearance {
      presented.beginAppearance(true, animated: animated)
      arriving = presented.appearance.generation
    }
    if let over = host.over {
      host.view.insertSubview(container, aboveSubview: over)
    } else {
      host.view.addSubview(container)
    }
    let coordinator = beginPresentationTransition(
      controller, animated: animated, container: container, between: context, and: presented)

    let finish: @MainActor @Sendable () -> Void = {
      controller.presentationTransitionDidEnd(true)
      if removesContext, let contextView = context.viewIfLoaded,
        let superview = contextView.superview,
        let index = superview.subviews.firstIndex(where: { $0 === contextView })
      {
        presented.presentation.removedPresenterView = RemovedView(
          view: contextView, superview: superview, index: index)
        contextView.removeFromSuperview()
      }
      if let arriving { presented.endAppearanceIfCurrent(.appearing, generation: arriving) }
      if let (controller, generation) = leaving {
        controller.endAppearanceIfCurrent(.disappearing, generation: generation)
      }
      presented.appearance.isBeingPresented = false
      PresentationTransitions.end(key)
      Self.endTransitionCoordinator(coordinator, between: context, and: presented)
      animator?.animationEnded(true)
      completion?()
    }
    guard let animator else {
      UpdateCycle.shared.afterNextPass(finish)
      return
    }
    let transitionContext = HeadlessTransitionContext(
      container: container, from: context, to: presented, presenting: true, animated: animated,
      style: style, presentedFrame: controller.frameOfPresentedViewInContainerView
    ) { completed in
      if completed {
        UpdateCycle.shared.afterNextPass(finish)
      } else {
        Self.cancelPresentation(
          of: presented, by: context, controller: controller, key: key, animator: animator)
      }
    }
    animator.animateTransition(using: transitionContext)
  }

  /// Ends the current appearance transition if it is still the one that began with
  /// `generation` in `phase`.
  func endAppearanceIfCurrent(_ phase: AppearanceState.Phase, generation: Int) {
    guard appearance.phase == phase, appearance.generation == generation else { return }
    endAppearance()
  }

  /// UIKit's exceptions for a controller that cannot be presented at all.
  private func checkPresentable(_ presented: UIViewController) {
    let isActive =
      presented === self || isDescendant(of: presented) || presented.isWindowRoot
    precondition(
      !isActive,
      "NSInvalidArgumentException: Application tried to present modally an active controller "
        + "\(ObjectAddress.short(presented)).")
    if let parent = presented.storedParent {
      preconditionFailure(
        "NSInvalidArgumentException: Application tried to present modally a view controller "
          + "\(ObjectAddress.short(presented)) that has a parent view controller "
          + "\(ObjectAddress.short(parent)).")
    }
    if let presenting = presented.presentation.presenting {
      preconditionFailure(
        "NSInvalidArgumentException: Application tried to present modally a view controller "
          + "\(ObjectAddress.short(presented)) that is already being presented by "
          + "\(ObjectAddress.short(presenting)).")
    }
    precondition(
      presented.presentation.requestedStyle != .none,
      "NSInvalidArgumentException: \(ObjectAddress.short(presented)) cannot be presented with "
        + "UIModalPresentationNone, which is only an adaptive presentation style.")
  }

  /// The window to present in, or `nil` after logging UIKit's message when the presentation
  /// cannot start (decision C20).
  private func windowForPresenting(
    _ presented: UIViewController, on context: UIViewController
  ) -> UIWindow? {
    let attempt =
      "Attempt to present \(ObjectAddress.short(presented)) on \(ObjectAddress.short(context)) "
      + "(from \(ObjectAddress.short(self)))"
    let window = context.viewIfLoaded?.window
    if let window, PresentationTransitions.isInProgress(in: window) {
      Diagnostics.log(attempt + " while a presentation is in progress.")
      return nil
    }
    if let current = context.presentation.presented {
      Diagnostics.log(attempt + " which is already presenting \(ObjectAddress.short(current)).")
      return nil
    }
    guard let window else {
      Diagnostics.log(attempt + " whose view is not in the window hierarchy.")
      return nil
    }
    return window
  }

  /// The style `presented` is shown with in `window`, after adaptation to its size classes
  /// (`.custom` for a built-in presentation such as an alert); a popover in a regular width
  /// without a source view or bar button item stops with UIKit's exception.
  private func adaptedStyle(
    of presented: UIViewController, in window: UIWindow, controller: UIPresentationController
  ) -> UIModalPresentationStyle {
    let screen = window.screen
    let classes = screen.headlessDevice.sizeClasses(for: screen.headlessInterfaceOrientation)
    if let builtIn = controller as? any BuiltInPresentationController {
      return builtIn.style(in: classes.horizontal)
    }
    let style = PresentationLayout.effectiveStyle(
      for: presented.presentation.requestedStyle, horizontal: classes.horizontal,
      vertical: classes.vertical)
    let hasSource = (controller as? UIPopoverPresentationController)?.hasSource ?? false
    precondition(
      style != .popover || hasSource,
      "NSGenericException: UIPopoverPresentationController should have a non-nil sourceView "
        + "or barButtonItem set before the presentation occurs.")
    return style
  }

  /// Frames the presented view for `style` inside `container` and frames the container over
  /// the context; returns the view the container goes into and the sibling to put it above.
  private func place(
    _ presentedView: UIView, of presented: UIViewController, style: UIModalPresentationStyle,
    in container: PresentationTransitionView, over context: UIViewController, window: UIWindow,
    custom: (controller: UIPresentationController, addsView: Bool)?
  ) -> (view: UIView, over: UIView?) {
    var host: (view: UIView, over: UIView?) = (window, nil)
    container.frame = window.bounds
    if let (controller, addsView) = custom {
      // The presentation controller frames the view (custom, popover, alert presentations).
      container.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      container.presentationController = controller
      presentedView.autoresizingMask = []
      presentedView.frame = controller.frameOfPresentedViewInContainerView
      if addsView { container.addSubview(presentedView) }
      return host
    }
    if style == .currentContext || style == .overCurrentContext,
      let contextView = context.viewIfLoaded, let superview = contextView.superview
    {
      host = (superview, contextView)
      container.frame = contextView.frame
    }
    container.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    presentedView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    guard style == .pageSheet || style == .formSheet else {
      presentedView.frame = container.bounds
      container.addSubview(presentedView)
      return host
    }
    let screen = window.screen
    let classes = screen.headlessDevice.sizeClasses(for: screen.headlessInterfaceOrientation)
    let frame = PresentationLayout.sheetFrame(
      style: style, in: container.bounds,
      safeArea: screen.headlessDevice.safeAreaInsets(for: screen.headlessInterfaceOrientation),
      horizontal: classes.horizontal,
      hasHomeIndicator: screen.headlessDevice.portraitSafeArea.bottom > 0,
      preferredContentSize: presented.preferredContentSize)
    let sheet = PresentationSheetView(frame: frame)
    if let controller = presented.resolvedPresentationController as? UISheetPresentationController {
      controller.place(
        sheet, regularWidth: classes.horizontal == .regular, in: container.bounds,
        safeArea: screen.headlessDevice.safeAreaInsets(for: screen.headlessInterfaceOrientation),
        hasHomeIndicator: screen.headlessDevice.portraitSafeArea.bottom > 0)
    }
    sheet.autoresizingMask =
      classes.horizontal == .regular
      ? [.flexibleLeftMargin, .flexibleRightMargin, .flexibleTopMargin, .flexibleBottomMargin]
      : [.flexibleWidth, .flexibleHeight]
    presentedView.frame = sheet.bounds
    sheet.addSubview(presentedView)
    container.addSubview(sheet)
    return host
  }

  /// Whether `ancestor` is this controller's parent, or its parent's, and so on.
  private func isDescendant(of ancestor: UIViewController) -> Bool {
    var current = storedParent
    while let controller = current {
      if controller === ancestor { return true }
      current = controller.storedParent
    }
    return false
  }

  /// Whether the controller is the root controller of the window its view is in.
  private var isWindowRoot: Bool {
    guard let window = storedView?.superview as? UIWindow else { return false }
    return window.rootViewController === self
  }
}
