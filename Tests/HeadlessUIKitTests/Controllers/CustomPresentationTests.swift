import Foundation
import HeadlessUIKit
import HeadlessUIKitTestSupport
import Testing

/// `.custom` presentations: the presentation controller's frame and callbacks, the animator's
/// immediate context, and popovers.
@MainActor
@Suite struct CustomPresentationTests {
  @Test("a custom presentation uses the presentation controller's frame and callbacks")
  func presentationControllerFramesTheView() async throws {
    let root = UIViewController()
    let window = try await presentationTestWindow(root: root)
    defer { withExtendedLifetime(window) {} }
    let delegate = TransitioningDelegate(animates: false)
    let presented = UIViewController()
    presented.modalPresentationStyle = .custom
    presented.transitioningDelegate = delegate
    var completed = false
    root.present(presented, animated: true) { completed = true }
    let controller = try #require(delegate.made)
    #expect(presented.presentationController === controller)
    #expect(controller.presentingViewController === root)
    #expect(controller.events == ["willBegin"])
    #expect(presented.view.frame == CGRect(x: 0, y: 452, width: 393, height: 400))
    #expect(presented.view.superview === controller.containerView)
    await nextMainQueueTurn()
    #expect(completed)
    #expect(controller.events.prefix(1) == ["willBegin"])
    #expect(controller.events.contains("didEnd true"))
    // shouldRemovePresentersView is false: the presenting view stays.
    #expect(root.view.window === window)
    presented.dismiss(animated: true)
    #expect(controller.events.last == "dismissWillBegin")
    await nextMainQueueTurn()
    #expect(controller.events.last == "dismissDidEnd true")
    #expect(presented.view.window == nil)
  }

  @Test("the animator runs with an immediate context; nothing finishes before completeTransition")
  func animatorMustCompleteTheTransition() async throws {
    let root = UIViewController()
    let window = try await presentationTestWindow(root: root)
    defer { withExtendedLifetime(window) {} }
    let delegate = TransitioningDelegate(animates: true)
    let presented = UIViewController()
    presented.modalPresentationStyle = .custom
    presented.transitioningDelegate = delegate
    var completed = false
    root.present(presented, animated: true) { completed = true }
    let animator = try #require(delegate.animator)
    let context = try #require(animator.context)
    #expect(context.viewController(forKey: .from) === root)
    #expect(context.viewController(forKey: .to) === presented)
    #expect(context.view(forKey: .to) === presented.view)
    #expect(context.finalFrame(for: presented) == CGRect(x: 0, y: 452, width: 393, height: 400))
    #expect(presented.view.superview === context.containerView)
    await nextMainQueueTurn()
    await nextMainQueueTurn()
    #expect(!completed)
    context.completeTransition(true)
    await nextMainQueueTurn()
    #expect(completed)
    #expect(animator.ended == [true])
  }

  @Test("a popover without a source in a regular width is refused by UIKit's rule")
  func popoverFramesBelowTheSource() async throws {
    let root = UIViewController()
    let window = try await presentationTestWindow(device: "iPad Air 11-inch (M2)", root: root)
    defer { withExtendedLifetime(window) {} }
    let presented = UIViewController()
    presented.modalPresentationStyle = .popover
    presented.preferredContentSize = CGSize(width: 200, height: 100)
    let popover = try #require(presented.popoverPresentationController)
    #expect(popover.permittedArrowDirections == .any)
    let source = UIView(frame: CGRect(x: 300, y: 100, width: 20, height: 20))
    root.view.addSubview(source)
    popover.sourceView = source
    popover.sourceRect = source.bounds
    root.present(presented, animated: false)
    await nextMainQueueTurn()
    #expect(presented.view.frame == CGRect(x: 210, y: 120, width: 200, height: 100))
    #expect(popover.arrowDirection == .up)
    #expect(root.view.window === window)
  }

  @Test("a popover in a compact width adapts to a sheet and needs no source")
  func popoverAdaptsOnPhone() async throws {
    let root = UIViewController()
    let window = try await presentationTestWindow(root: root)
    defer { withExtendedLifetime(window) {} }
    let presented = UIViewController()
    presented.modalPresentationStyle = .popover
    root.present(presented, animated: false)
    await nextMainQueueTurn()
    #expect(root.presentedViewController === presented)
    #expect(presented.view.bounds.width == window.bounds.width)
  }
}

/// A transitioning delegate that makes a bottom-half presentation controller, and an animator
/// when asked to.
private final class TransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
  let animates: Bool
  var made: BottomPresentationController?
  var animator: ManualAnimator?

  init(animates: Bool) {
    self.animates = animates
  }

  func presentationController(
    forPresented presented: UIViewController, presenting: UIViewController?,
    source: UIViewController
  ) -> UIPresentationController? {
    let controller = BottomPresentationController(
      presentedViewController: presented, presenting: presenting)
    made = controller
    return controller
  }

  func animationController(
    forPresented presented: UIViewController, presenting: UIViewController,
    source: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)? {
    guard animates else { return nil }
    let animator = ManualAnimator()
    self.animator = animator
    return animator
  }
}

/// Puts the presented view in the bottom 400 points and records its callbacks.
private final class BottomPresentationController: UIPresentationController {
  var events: [String] = []

  override var frameOfPresentedViewInContainerView: CGRect {
    guard let bounds = containerView?.bounds else { return .zero }
    return CGRect(x: 0, y: bounds.height - 400, width: bounds.width, height: 400)
  }

  override func presentationTransitionWillBegin() { events.append("willBegin") }
  override func presentationTransitionDidEnd(_ completed: Bool) {
    events.append("didEnd \(completed)")
  }
  override func dismissalTransitionWillBegin() { events.append("dismissWillBegin") }
  override func dismissalTransitionDidEnd(_ completed: Bool) {
    events.append("dismissDidEnd \(completed)")
  }
}

/// An animator that adds the view and leaves the completion to the test.
private final class ManualAnimator: NSObject, UIViewControllerAnimatedTransitioning {
  var context: (any UIViewControllerContextTransitioning)?
  var ended: [Bool] = []

  func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?)
    -> TimeInterval
  { 0.3 }

  func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
    context = transitionContext
    if let view = transitionContext.view(forKey: .to),
      let presented = transitionContext.viewController(forKey: .to)
    {
      view.frame = transitionContext.finalFrame(for: presented)
      transitionContext.containerView.addSubview(view)
    }
  }

  func animationEnded(_ transitionCompleted: Bool) {
    ended.append(transitionCompleted)
  }
}
