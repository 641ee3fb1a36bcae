import Foundation

/// Where a controller is in its appearance cycle, and why.
struct AppearanceState {
  /// The phase of the cycle.
  enum Phase {
    case disappeared, appearing, appeared, disappearing
  }

  var phase = Phase.disappeared
  var animated = false
  /// Set at `viewWillAppear`, cleared once `viewIsAppearing` ran (once per appearance).
  var needsViewIsAppearing = false
  /// Bumped at every begin, so that a deferred end of an older transition does nothing.
  var generation = 0
  /// The children this controller forwarded the current begin to, which get the end too.
  var forwarded: [UIViewController] = []
  var isMovingToParent = false
  var isMovingFromParent = false
  var isBeingPresented = false
  var isBeingDismissed = false
  /// Set while HeadlessUIKit itself calls an appearance method.
  var isDelivering = false
}

/// The appearance callbacks (spec 7.5–7.10, 8.7–8.8).
///
/// A controller appears when its root view enters a visible window (added to a window that is
/// shown, or the window is shown) and disappears when it leaves one. The controllers whose
/// root views move get `viewWillAppear`/`viewWillDisappear` at once; children are reached by
/// forwarding when their parent forwards automatically (parent first, spec 7.7), and containers
/// that forward by hand drive their children themselves (spec 7.8). `viewDidDisappear` follows
/// at once; `viewDidAppear` follows after the next layout pass of the window (decision C1).
extension UIViewController {
  /// `beginAppearanceTransition(_:animated:)`.
  func beginAppearance(_ isAppearing: Bool, animated: Bool) {
    switch (isAppearing, appearance.phase) {
    case (true, .disappeared), (true, .disappearing):
      appearance.phase = .appearing
      appearance.animated = animated
      appearance.needsViewIsAppearing = true
      appearance.generation += 1
      deliver { viewWillAppear(animated) }
      forwardBegin(true, animated: animated)
    case (false, .appeared), (false, .appearing):
      appearance.phase = .disappearing
      appearance.animated = animated
      appearance.needsViewIsAppearing = false
      appearance.generation += 1
      deliver { viewWillDisappear(animated) }
      forwardBegin(false, animated: animated)
    default:
      logUnbalancedAppearance()
    }
  }

  /// `endAppearanceTransition()`.
  func endAppearance() {
    switch appearance.phase {
    case .appearing:
      runViewIsAppearingIfNeeded()
      appearance.phase = .appeared
      deliver { viewDidAppear(appearance.animated) }
    case .disappearing:
      appearance.phase = .disappeared
      deliver { viewDidDisappear(appearance.animated) }
    default:
      logUnbalancedAppearance()
      return
    }
    let forwarded = appearance.forwarded
    appearance.forwarded = []
    for child in forwarded { child.endAppearance() }
    appearance.isMovingToParent = false
    appearance.isMovingFromParent = false
    appearance.isBeingPresented = false
    appearance.isBeingDismissed = false
  }

  /// Runs an appearance method as HeadlessUIKit's own call (not app code calling it directly).
  private func deliver(_ call: () -> Void) {
    let outer = appearance.isDelivering
    appearance.isDelivering = true
    call()
    appearance.isDelivering = outer
  }

  /// Peers fact C4: app code calling an appearance method directly gets UIKit's warning.
  func checkAppearanceCallbackUse(_ selector: String) {
    guard !appearance.isDelivering else { return }
    Diagnostics.log(
      "Calling -\(selector) directly on a view controller is not supported, and may result in "
        + "out-of-order callbacks and other inconsistent behavior. Use the "
        + "-beginAppearanceTransition:animated: and -endAppearanceTransition APIs on "
        + "UIViewController to manually drive appearance callbacks instead. Make a symbolic "
        + "breakpoint at UIViewControllerAlertForAppearanceCallbackMisuse to catch this in the "
        + "debugger.")
  }

  /// Calls `viewIsAppearing(_:)` if the current appearance has not had it yet.
  func runViewIsAppearingIfNeeded() {
    guard appearance.phase == .appearing, appearance.needsViewIsAppearing else { return }
    appearance.needsViewIsAppearing = false
    viewIsAppearing(appearance.animated)
  }

  /// Forwards a begin to the children whose views are in this controller's view, when the
  /// controller forwards automatically.
  private func forwardBegin(_ isAppearing: Bool, animated: Bool) {
    appearance.forwarded = []
    guard shouldAutomaticallyForwardAppearanceMethods, let root = storedView else { return }
    for child in childList where child.storedView?.isDescendant(of: root) == true {
      let phase = child.appearance.phase
      let changes =
        isAppearing
        ? (phase == .disappeared || phase == .disappearing)
        : (phase == .appeared || phase == .appearing)
      guard changes else { continue }
      appearance.forwarded.append(child)
      child.beginAppearance(isAppearing, animated: animated)
    }
  }

  /// UIKit's message for a begin or end that does not match the controller's state (spec 7.9).
  private func logUnbalancedAppearance() {
    Diagnostics.log(
      "Unbalanced calls to begin/end appearance transitions for \(ObjectAddress.short(self)).")
  }

  /// Whether the controller is appearing or has appeared.
  var isOnScreenForAppearance: Bool {
    appearance.phase == .appearing || appearance.phase == .appeared
  }

  // MARK: Views entering and leaving visible windows

  /// The controllers that a move of `subtree` in or out of visible windows drives directly:
  /// those whose root view is in the subtree, except children of a controller also in it
  /// (their parent forwards) and children of containers that forward by hand.
  static func appearanceDrivenControllers(in subtree: UIView) -> [UIViewController] {
    var found: [UIViewController] = []
    var seen = Set<ObjectIdentifier>()
    subtree.forEachInSubtree { view in
      guard let controller = view.owningController else { return }
      seen.insert(ObjectIdentifier(controller))
      if let parent = controller.storedParent {
        guard parent.shouldAutomaticallyForwardAppearanceMethods,
          !seen.contains(ObjectIdentifier(parent))
        else { return }
      }
      found.append(controller)
    }
    return found
  }

  /// Begins the appearance or disappearance of the controllers driven by a subtree that is
  /// about to enter or leave visible windows.
  ///
  /// - Returns: The controllers whose transition began, to pass to
  ///   ``finishViewDrivenAppearance(_:appearing:)``.
  static func beginViewDrivenAppearance(of subtree: UIView, appearing: Bool) -> [UIViewController] {
    let controllers = appearanceDrivenControllers(in: subtree).filter {
      $0.isOnScreenForAppearance != appearing
    }
    for controller in controllers { controller.beginAppearance(appearing, animated: false) }
    return controllers
  }

  /// Ends what ``beginViewDrivenAppearance(of:appearing:)`` began: at once for a
  /// disappearance, after the window's next layout pass for an appearance.
  ///
  /// Ends run in the reverse order of the begins, so controllers whose views are merely nested
  /// (no containment) get nested callbacks: parent will, child will, child did, parent did (spec
  /// 8.8, peers K3).
  static func finishViewDrivenAppearance(_ controllers: [UIViewController], appearing: Bool) {
    for controller in controllers.reversed() {
      if !appearing {
        if controller.appearance.phase == .disappearing { controller.endAppearance() }
        continue
      }
      let generation = controller.appearance.generation
      UpdateCycle.shared.afterNextPass { [weak controller] in
        guard let controller, controller.appearance.phase == .appearing,
          controller.appearance.generation == generation
        else { return }
        controller.endAppearance()
      }
    }
  }
}
