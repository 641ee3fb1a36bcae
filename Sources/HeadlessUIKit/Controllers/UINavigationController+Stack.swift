import Foundation

/// Changing the stack (decisions C30–C33).
///
/// Every change is one move from the old stack to the new: controllers that leave get
/// `willMove(toParent: nil)`, new ones are added with `addChild(_:)`; if the top controller
/// changes, the old top begins disappearing and the new top appearing (will-callbacks now), the
/// new top's view goes in, and the end follows — at once without animation, after the next
/// layout pass with it: the old top's view leaves, the did-callbacks run (old top first), the
/// leaving controllers get `removeFromParent()` and the new ones `didMove(toParent:)`.
extension UINavigationController {
  /// `pushViewController(_:animated:)`.
  func push(_ controller: UIViewController, animated: Bool) {
    precondition(
      !(controller is UINavigationController),
      "NSInvalidArgumentException: Pushing a navigation controller is not supported")
    precondition(
      !stack.contains { $0 === controller },
      "NSInvalidArgumentException: \(ObjectAddress.short(self)) is pushing the same view "
        + "controller instance (\(ObjectAddress.short(controller))) more than once which is "
        + "not supported and is most likely an error in the application")
    moveStack(to: stack + [controller], animated: animated)
  }

  /// `popViewController(animated:)`.
  func popTop(animated: Bool) -> UIViewController? {
    guard stack.count > 1, let top = stack.last else { return nil }
    moveStack(to: Array(stack.dropLast()), animated: animated)
    return top
  }

  /// `popToViewController(_:animated:)`.
  func pop(to controller: UIViewController, animated: Bool) -> [UIViewController]? {
    guard let index = stack.firstIndex(where: { $0 === controller }) else {
      preconditionFailure(
        "NSInternalInconsistencyException: Tried to pop to a view controller that doesn't exist.")
    }
    guard index < stack.count - 1 else { return nil }
    let popped = Array(stack[(index + 1)...])
    moveStack(to: Array(stack[...index]), animated: animated)
    return popped
  }

  /// `setViewControllers(_:animated:)`.
  func replaceStack(with controllers: [UIViewController], animated: Bool) {
    var seen = Set<ObjectIdentifier>()
    let distinct = controllers.allSatisfy { seen.insert(ObjectIdentifier($0)).inserted }
    precondition(
      distinct,
      "NSInternalInconsistencyException: All view controllers in a navigation controller must "
        + "be distinct ((\(controllers.map(ObjectAddress.short).joined(separator: ", "))))")
    moveStack(to: controllers, animated: animated)
  }

  /// Moves from the current stack to `newStack`: containment, views and appearance.
  private func moveStack(to newStack: [UIViewController], animated: Bool) {
    finishPendingTransition()
    let oldStack = stack
    let leaving = oldStack.reversed().filter { old in !newStack.contains { $0 === old } }
    let arriving = newStack.filter { new in !oldStack.contains { $0 === new } }
    stack = newStack
    bar.managingController = self
    bar.itemsDidChange()
    for controller in leaving { controller.willMove(toParent: nil) }
    for controller in arriving { addChild(controller) }
    let top = newStack.last
    for controller in newStack where controller !== top { controller.dropPendingMovingToParent() }
    let complete: @MainActor () -> Void = { [unowned self] in
      for controller in leaving { controller.removeFromParent() }
      for controller in arriving { controller.didMove(toParent: self) }
    }
    let old = childAppearance.shown
    guard let container = viewIfLoaded, old !== top else {
      complete()
      return
    }
    let wasAppeared = childAppearance.phase == .appeared
    if let old, childAppearance.isVisible, leaving.contains(where: { $0 === old }) {
      old.markMovingFromParentForRemoval()
    }
    top?.loadViewIfNeeded()
    let endAppearance = childAppearance.beginSwitch(to: top, animated: animated, newFirst: false)
    if let top, childAppearance.isVisible {
      delegate?.navigationController(self, willShow: top, animated: animated)
    }
    install(top, in: container, below: oldStack.contains { $0 === top } ? old : nil)
    let finish: @MainActor () -> Void = { [unowned self] in
      if let oldView = old?.viewIfLoaded, oldView.superview === container {
        oldView.removeFromSuperview()
      }
      endAppearance()
      complete()
      if wasAppeared, let top {
        delegate?.navigationController(self, didShow: top, animated: animated)
      }
    }
    guard animated, wasAppeared else {
      if wasAppeared, container.window != nil { container.layoutIfNeeded() }
      finish()
      return
    }
    transitionGeneration += 1
    let generation = transitionGeneration
    pendingTransition = PendingContainerTransition(generation: generation, finish: finish)
    UpdateCycle.shared.afterNextPass { [weak self] in
      guard let self, self.pendingTransition?.generation == generation else { return }
      self.finishPendingTransition()
    }
  }

  /// Ends an animated transition now, if one is waiting.
  func finishPendingTransition() {
    guard let pending = pendingTransition else { return }
    pendingTransition = nil
    pending.finish()
  }

  /// Puts a child's view into the navigation controller's view, filling it, under the bar (and
  /// under `sibling`'s view when given, as a pop reveals the controller below).
  private func install(
    _ child: UIViewController?, in container: UIView, below sibling: UIViewController?
  ) {
    guard let child else { return }
    let childView: UIView = child.view
    childView.frame = container.bounds
    if let siblingView = sibling?.viewIfLoaded, siblingView.superview === container {
      container.insertSubview(childView, belowSubview: siblingView)
    } else {
      container.insertSubview(childView, belowSubview: bar)
    }
  }

  /// Shows the top controller's view if none is shown yet: the first appearance or layout of
  /// the navigation controller's view installs it, without appearance callbacks of its own.
  func installTopIfNeeded() {
    guard childAppearance.shown == nil, pendingTransition == nil, let top = stack.last,
      let container = viewIfLoaded
    else { return }
    childAppearance.install(top)
    install(top, in: container, below: nil)
  }

  /// The navigation controller's `viewWillAppear(_:)`: the top controller begins appearing and
  /// the delegate hears that it will be shown.
  func navigationWillAppear(animated: Bool) {
    finishPendingTransition()
    installTopIfNeeded()
    childAppearance.containerWillAppear(animated: animated)
    if let top = childAppearance.shown {
      delegate?.navigationController(self, willShow: top, animated: animated)
    }
  }

  /// The navigation controller's `viewDidAppear(_:)`: the top controller finishes appearing and
  /// the delegate hears that it was shown.
  func navigationDidAppear(animated: Bool) {
    guard let top = childAppearance.containerDidAppear() else { return }
    delegate?.navigationController(self, didShow: top, animated: animated)
  }
}
