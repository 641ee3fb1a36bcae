import HeadlessUIKit
import HeadlessUIKitTestSupport
import Testing

/// Decodes a child process's standard error.
private func text(_ bytes: [UInt8]) -> String {
  String(decoding: bytes, as: UTF8.self)
}

/// `transition(from:to:duration:options:animations:completion:)` (spec 8.6–8.7, peers K4;
/// decision C25).
@MainActor
@Suite struct ChildTransitionTests {
  let log = EventLog()

  /// A container on screen with child `from` whose view fills a content view, and child `to`
  /// added with `addChild(_:)` and `from` told it will leave, as spec 8.6 asks the caller to.
  private func container() async throws -> (
    window: UIWindow, parent: UIViewController, from: PresentLogController,
    to: PresentLogController, content: UIView
  ) {
    let parent = UIViewController()
    let content = UIView(frame: CGRect(x: 0, y: 100, width: 393, height: 400))
    parent.view.addSubview(content)
    parent.view.addSubview(UIView())
    let from = PresentLogController("From", log: log)
    let to = PresentLogController("To", log: log)
    from.recordsLayout = false
    to.recordsLayout = false
    parent.addChild(from)
    content.addSubview(UIView())
    content.insertSubview(from.view, at: 0)
    from.didMove(toParent: parent)
    let window = try await presentationTestWindow(root: parent)
    parent.addChild(to)
    from.willMove(toParent: nil)
    log.clear()
    return (window, parent, from, to, content)
  }

  @Test("spec 8.7: from will-disappears and to will-appears when the transition starts")
  func transitionStartsWithTheWillCallbacks() async throws {
    let (window, parent, from, to, content) = try await container()
    defer { withExtendedLifetime(window) {} }
    to.view.frame = content.bounds
    parent.transition(
      from: from, to: to, duration: 0.3, options: .transitionCrossDissolve,
      animations: { self.log.record("animations") }, completion: { _ in })
    #expect(
      log.entries == [
        "To.viewDidLoad", "From.viewWillDisappear(true)", "To.viewWillAppear(true)",
        "animations",
      ])
    // spec 8.6: to's view goes into from's superview, above it; from's view stays until the
    // transition completes.
    #expect(content.subviews.count == 3)
    #expect(content.subviews[0] === from.view)
    #expect(content.subviews[1] === to.view)
  }

  @Test("spec 8.6–8.7, peers K4: to did-appears, from did-disappears, then completion(true)")
  func transitionFinishesAfterTheNextTurn() async throws {
    let (window, parent, from, to, content) = try await container()
    defer { withExtendedLifetime(window) {} }
    parent.transition(from: from, to: to, duration: 0.3, animations: nil) { finished in
      self.log.record("completion(\(finished))")
      to.didMove(toParent: parent)
      from.removeFromParent()
    }
    #expect(from.view.superview === content)
    await nextMainQueueTurn()
    #expect(
      log.entries == [
        "To.viewDidLoad", "From.viewWillDisappear(true)", "To.viewWillAppear(true)",
        "To.viewIsAppearing", "To.viewDidAppear(true)", "From.viewDidDisappear(true)",
        "completion(true)",
      ])
    #expect(from.view.superview == nil)
    #expect(content.subviews.first === to.view)
    #expect(parent.children == [to])
  }

  @Test("spec 8.6: a zero duration is not animated")
  func zeroDurationIsNotAnimated() async throws {
    let (window, parent, from, to, _) = try await container()
    defer { withExtendedLifetime(window) {} }
    parent.transition(from: from, to: to, duration: 0, animations: nil)
    await nextMainQueueTurn()
    #expect(
      log.entries == [
        "To.viewDidLoad", "From.viewWillDisappear(false)", "To.viewWillAppear(false)",
        "To.viewIsAppearing", "To.viewDidAppear(false)", "From.viewDidDisappear(false)",
      ])
  }

  @Test("decision C26: the animations block runs at once, inside an animation of the duration")
  func animationsRunAtOnce() async throws {
    let (window, parent, from, to, _) = try await container()
    defer { withExtendedLifetime(window) {} }
    var inherited: TimeInterval = -1
    parent.transition(
      from: from, to: to, duration: 0.25,
      animations: {
        from.view.alpha = 0
        inherited = UIView.inheritedAnimationDuration
      })
    #expect(from.view.alpha == 0)
    #expect(inherited == 0.25)
    await nextMainQueueTurn()
  }

  @Test("decision C25: off screen the views are swapped without appearance callbacks")
  func offScreenTransitionSwapsViewsOnly() async {
    let parent = UIViewController()
    let from = PresentLogController("From", log: log)
    let to = PresentLogController("To", log: log)
    parent.addChild(from)
    parent.view.addSubview(from.view)
    parent.addChild(to)
    var finished = false
    parent.transition(from: from, to: to, duration: 0.3, animations: nil) { finished = $0 }
    #expect(parent.view.subviews == [from.view, to.view])
    await nextMainQueueTurn()
    #expect(parent.view.subviews == [to.view])
    #expect(finished)
    #expect(log.entries == ["From.viewDidLoad", "To.viewDidLoad"])
  }

  @Test("spec 8.6, peers K4: both controllers must be children of the receiver")
  func nonChildrenStop() async throws {
    let result = try #require(
      await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
        await MainActor.run {
          let parent = UIViewController()
          let from = UIViewController()
          let stranger = UIViewController()
          parent.addChild(from)
          parent.view.addSubview(from.view)
          parent.transition(from: from, to: stranger, duration: 0, animations: nil)
        }
      })
    let message = text(result.standardErrorContent)
    #expect(message.contains("NSInvalidArgumentException: Children view controllers <"))
    #expect(
      message.contains(
        "must have a common parent view controller when calling -[UIViewController "
          + "transitionFromViewController:toViewController:duration:options:animations:"
          + "completion:]"))
  }

  @Test("spec 8.6, peers K4: a receiver that forwards appearance by hand cannot transition")
  func manualForwardingStops() async throws {
    let result = try #require(
      await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
        await MainActor.run {
          let parent = TransitionHandForwardingParent()
          let from = UIViewController()
          let to = UIViewController()
          parent.addChild(from)
          parent.view.addSubview(from.view)
          parent.addChild(to)
          parent.transition(from: from, to: to, duration: 0, animations: nil)
        }
      })
    #expect(
      text(result.standardErrorContent).contains(
        "(shouldAutomaticallyForwardAppearanceMethods is false) and so cannot call "
          + "-[UIViewController transitionFromViewController:"))
  }
}

/// A container that drives its children's appearance itself.
final class TransitionHandForwardingParent: UIViewController {
  override var shouldAutomaticallyForwardAppearanceMethods: Bool {
    false
  }
}
