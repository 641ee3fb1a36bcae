import Foundation

/// The appearance of the one child that a UIKit container shows at a time (the top of a
/// navigation stack, the selected tab), driven by hand through the public
/// `beginAppearanceTransition(_:animated:)` and `endAppearanceTransition()` (decision C30).
///
/// The container reports its own four appearance callbacks and every change of the child it
/// shows; this object keeps the container's phase and the child whose begin still waits for its
/// end, so that each child gets balanced callbacks whatever the container is doing.
@MainActor
final class ContainerChildAppearance {
  /// Where the container is in its own appearance cycle.
  enum Phase {
    case disappeared, appearing, appeared, disappearing
  }

  /// The container's phase, from its own callbacks.
  private(set) var phase = Phase.disappeared

  /// The child whose view the container shows, if any is installed.
  private(set) var shown: UIViewController?

  /// The child that got a begin from the container's own callback and waits for the end.
  private var forwarded: UIViewController?

  /// Whether the container is on screen, or getting there.
  var isVisible: Bool {
    phase == .appearing || phase == .appeared
  }

  /// The container's `viewWillAppear(_:)`: the shown child begins appearing.
  ///
  /// - Parameter animated: Whether the appearance is animated.
  func containerWillAppear(animated: Bool) {
    phase = .appearing
    forwarded = shown
    shown?.beginAppearanceTransition(true, animated: animated)
  }

  /// The container's `viewDidAppear(_:)`: the child it forwarded to finishes appearing.
  ///
  /// - Returns: That child.
  @discardableResult
  func containerDidAppear() -> UIViewController? {
    phase = .appeared
    let child = forwarded
    forwarded = nil
    child?.endAppearanceTransition()
    return child
  }

  /// The container's `viewWillDisappear(_:)`: the shown child begins disappearing.
  ///
  /// - Parameter animated: Whether the disappearance is animated.
  func containerWillDisappear(animated: Bool) {
    phase = .disappearing
    forwarded = shown
    shown?.beginAppearanceTransition(false, animated: animated)
  }

  /// The container's `viewDidDisappear(_:)`: the child it forwarded to finishes disappearing.
  func containerDidDisappear() {
    phase = .disappeared
    let child = forwarded
    forwarded = nil
    child?.endAppearanceTransition()
  }

  /// Records that `child`'s view was installed without an appearance transition (the container
  /// installs its first child lazily).
  ///
  /// - Parameter child: The child now shown.
  func install(_ child: UIViewController?) {
    shown = child
  }

  /// Starts showing `new` in place of the shown child, calling the will-callbacks now; returns
  /// the step that calls the did-callbacks, to run once the views are swapped.
  ///
  /// On an appeared container the old child begins disappearing and the new one appearing (in
  /// the order `newFirst` says), and the returned step ends both, old child first. On an
  /// appearing container the old child's interrupted appearance turns into a disappearance
  /// that the step ends, and the new child's appearance ends with the container's own
  /// `viewDidAppear(_:)`. A disappearing or disappeared container calls nothing: a child that
  /// was forwarded a disappearance still gets its end from the container's
  /// `viewDidDisappear(_:)`.
  ///
  /// - Parameters:
  ///   - new: The child to show, or `nil` for none.
  ///   - animated: Whether the transition is animated.
  ///   - newFirst: Whether the new child's `viewWillAppear(_:)` comes before the old child's
  ///     `viewWillDisappear(_:)`.
  /// - Returns: The step that ends the transition.
  func beginSwitch(to new: UIViewController?, animated: Bool, newFirst: Bool)
    -> @MainActor () -> Void
  {
    let old = shown
    shown = new
    guard old !== new else { return {} }
    switch phase {
    case .appeared:
      if newFirst { new?.beginAppearanceTransition(true, animated: animated) }
      old?.beginAppearanceTransition(false, animated: animated)
      if !newFirst { new?.beginAppearanceTransition(true, animated: animated) }
      return {
        old?.endAppearanceTransition()
        new?.endAppearanceTransition()
      }
    case .appearing:
      if forwarded === old { forwarded = new }
      if newFirst { new?.beginAppearanceTransition(true, animated: animated) }
      old?.beginAppearanceTransition(false, animated: animated)
      if !newFirst { new?.beginAppearanceTransition(true, animated: animated) }
      return { old?.endAppearanceTransition() }
    case .disappearing, .disappeared:
      return {}
    }
  }
}
