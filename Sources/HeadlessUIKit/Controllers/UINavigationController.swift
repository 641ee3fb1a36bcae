import Foundation

// This file holds UINavigationController's stored state and every member UIKit lets subclasses
// override; the stack changes live in `UINavigationController+Stack.swift`, the bar and the
// children's frames and safe areas in `UINavigationController+Layout.swift`.

/// A container that shows a stack of controllers one at a time, under a navigation bar.
///
///     let navigation = UINavigationController(rootViewController: InboxViewController())
///     window.rootViewController = navigation
///     window.makeKeyAndVisible()
///     navigation.pushViewController(MessageViewController(), animated: true)
///
/// The controllers of the stack are its children, added and removed with the public containment
/// sequence (spec 8.1–8.4); only the top controller's view is in the navigation controller's
/// view, which it fills, extending under the bar. The bar is part of the top controller's safe
/// area (decision C34). Pushes and pops drive the appearance callbacks of the old and new top
/// controllers by hand, in UIKit's order (decisions C30–C33).
@preconcurrency @MainActor
open class UINavigationController: UIViewController {
  /// The stack, root first.
  var stack: [UIViewController] = []

  /// The navigation bar.
  let bar = UINavigationBar()

  /// Whether the bar is hidden.
  var barHidden = false
  /// Whether the controller stands for a storyboard scene Xcode's canvas shows as a sheet, so
  /// that its bar takes a sheet's height without a presentation (decision IC5).
  package var showsSheetCanvas = false

  /// The toolbar, and whether it is hidden (the default) (UINavigationController+Toolbar.swift).
  let toolbarView = UIToolbar()
  var toolbarHiddenState = true

  /// The appearance of the child whose view is shown.
  let childAppearance = ContainerChildAppearance()

  /// The end of an animated transition, waiting for the next layout pass (decision C32).
  var pendingTransition: PendingContainerTransition?

  /// Counts transitions, so that a deferred end finds out whether it is still pending.
  var transitionGeneration = 0

  /// Creates a navigation controller whose stack holds one controller.
  ///
  /// The root controller is pushed with `pushViewController(_:animated:)`, without animation.
  ///
  /// - Parameter rootViewController: The bottom of the stack.
  public init(rootViewController: UIViewController) {
    super.init(nibName: nil, bundle: nil)
    pushViewController(rootViewController, animated: false)
  }

  /// Creates a navigation controller with an empty stack.
  ///
  /// - Parameters:
  ///   - nibNameOrNil: Ignored: the navigation controller makes its own view.
  ///   - nibBundleOrNil: Ignored.
  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
  }

  /// Creates a navigation controller from an archive (no archived state is read yet).
  ///
  /// - Parameter coder: The decoder.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  // MARK: The stack (UINavigationController+Stack.swift)

  /// The controllers of the stack, root first; setting it is `setViewControllers(_:animated:)`
  /// without animation.
  open var viewControllers: [UIViewController] {
    get { stack }
    set { setViewControllers(newValue, animated: false) }
  }

  /// Replaces the stack: controllers that leave it are removed from the navigation controller,
  /// new ones are added, and the new top controller is shown (decision C31).
  ///
  /// - Parameters:
  ///   - viewControllers: The new stack, root first; its controllers must be distinct.
  ///   - animated: Whether the change of top controller is animated.
  open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
    replaceStack(with: viewControllers, animated: animated)
  }

  /// The controller at the top of the stack.
  open var topViewController: UIViewController? {
    stack.last
  }

  /// The controller whose view is visible: the controller the top controller presents (the
  /// last of a chain of presentations), else the top controller.
  open var visibleViewController: UIViewController? {
    guard let top = stack.last else { return nil }
    var visible = top
    while let presented = visible.presentedViewController { visible = presented }
    return visible
  }

  /// Pushes the view controller, animated: a navigation controller shows controllers on its
  /// stack.
  ///
  /// - Parameters:
  ///   - vc: The view controller to show.
  ///   - sender: The object that asked.
  open override func show(_ vc: UIViewController, sender: Any?) {
    pushViewController(vc, animated: true)
  }

  /// Pushes a controller onto the stack and shows it (decision C31).
  ///
  /// - Parameters:
  ///   - viewController: The controller; not a navigation controller, not already in the stack.
  ///   - animated: Whether the transition is animated (it then ends on the next turn of the
  ///     main queue, decision C32).
  open func pushViewController(_ viewController: UIViewController, animated: Bool) {
    push(viewController, animated: animated)
  }

  /// Pops the top controller and shows the one below it; does nothing on the root.
  ///
  /// - Parameter animated: Whether the transition is animated.
  /// - Returns: The popped controller, or `nil` when the stack holds one controller or none.
  @discardableResult
  open func popViewController(animated: Bool) -> UIViewController? {
    popTop(animated: animated)
  }

  /// Pops the controllers above `viewController` and shows it.
  ///
  /// - Parameters:
  ///   - viewController: A controller of the stack.
  ///   - animated: Whether the transition is animated.
  /// - Returns: The popped controllers, bottom first, or `nil` when none were above it.
  @discardableResult
  open func popToViewController(_ viewController: UIViewController, animated: Bool)
    -> [UIViewController]?
  {
    pop(to: viewController, animated: animated)
  }

  /// Pops every controller but the root and shows the root.
  ///
  /// - Parameter animated: Whether the transition is animated.
  /// - Returns: The popped controllers, bottom first, or `nil` when only the root was there.
  @discardableResult
  open func popToRootViewController(animated: Bool) -> [UIViewController]? {
    guard let root = stack.first else { return nil }
    return pop(to: root, animated: animated)
  }

  /// The object told when the navigation controller shows a new top controller.
  open weak var delegate: (any UINavigationControllerDelegate)?

  // MARK: The bar (UINavigationController+Layout.swift)

  /// The bar at the top of the navigation controller's view.
  open var navigationBar: UINavigationBar {
    bar
  }

  /// Whether the navigation bar is hidden; setting it is `setNavigationBarHidden(_:animated:)`
  /// without animation.
  open var isNavigationBarHidden: Bool {
    get { barHidden }
    set { setNavigationBarHidden(newValue, animated: false) }
  }

  /// Hides or shows the navigation bar; the top controller's safe area follows at the next
  /// layout pass.
  ///
  /// - Parameters:
  ///   - hidden: Whether to hide the bar.
  ///   - animated: Whether to animate the change (headless: no animation).
  open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
    updateBarHidden(hidden)
  }

  /// The toolbar at the bottom of the view, showing the top controller's `toolbarItems`.
  open var toolbar: UIToolbar! {
    toolbarView
  }

  /// Whether the toolbar is hidden; `true` by default.
  ///
  /// Setting it is `setToolbarHidden(_:animated:)` without animation.
  open var isToolbarHidden: Bool {
    get { toolbarHiddenState }
    set { setToolbarHidden(newValue, animated: false) }
  }

  /// Hides or shows the toolbar; the top controller's safe area follows at the next layout
  /// pass.
  ///
  /// - Parameters:
  ///   - hidden: Whether to hide the toolbar.
  ///   - animated: Whether to animate the change (headless: no animation).
  open func setToolbarHidden(_ hidden: Bool, animated: Bool) {
    updateToolbarHidden(hidden)
  }

  // MARK: Containment

  /// The child controllers in the order of the stack, then any other children (such as a
  /// controller whose removal an animated transition has not finished yet).
  open override var children: [UIViewController] {
    let all = super.children
    let ordered = (stack).filter { member in all.contains { $0 === member } }
    return ordered + all.filter { child in !ordered.contains { $0 === child } }
  }

  // MARK: The view and appearance

  /// Makes the navigation controller's view: a view that fills the screen and holds the bar.
  open override func loadView() {
    view = makeContainerView()
    view.addGestureRecognizer(popGestureRecognizer)
  }

  /// The recognizer that pops the top controller when the user drags from the left edge,
  /// attached to the navigation controller's view (UINavigationController+PopGesture.swift).
  open var interactivePopGestureRecognizer: UIGestureRecognizer? {
    popGestureRecognizer
  }

  /// The interactive pop recognizer, made on first use.
  var storedPopGestureRecognizer: InteractivePopGestureRecognizer?

  /// `false`: the navigation controller drives its top controller's appearance itself.
  open override var shouldAutomaticallyForwardAppearanceMethods: Bool {
    false
  }

  /// Installs the top controller's view if needed, then forwards the appearance to it.
  ///
  /// - Parameter animated: Whether the appearance is animated.
  open override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    navigationWillAppear(animated: animated)
  }

  /// Forwards the end of the appearance to the top controller.
  ///
  /// - Parameter animated: Whether the appearance was animated.
  open override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    navigationDidAppear(animated: animated)
  }

  /// Finishes a pending transition, then forwards the disappearance to the top controller.
  ///
  /// - Parameter animated: Whether the disappearance is animated.
  open override func viewWillDisappear(_ animated: Bool) {
    super.viewWillDisappear(animated)
    finishPendingTransition()
    childAppearance.containerWillDisappear(animated: animated)
  }

  /// Forwards the end of the disappearance to the top controller.
  ///
  /// - Parameter animated: Whether the disappearance was animated.
  open override func viewDidDisappear(_ animated: Bool) {
    super.viewDidDisappear(animated)
    childAppearance.containerDidDisappear()
  }

  /// Saves the stack (as references to its saved controllers) with the controller's state.
  open override func encodeRestorableState(with coder: NSCoder) {
    super.encodeRestorableState(with: coder)
    encodeStack(with: coder)
  }

  /// Restores the stack from the restored controllers, without animation.
  open override func decodeRestorableState(with coder: NSCoder) {
    super.decodeRestorableState(with: coder)
    decodeStack(with: coder)
  }
}

/// The end of a container's animated transition, run after the next layout pass or earlier when
/// another transition starts.
struct PendingContainerTransition {
  /// Which transition this is, so that a late run of an earlier one does nothing.
  var generation: Int
  /// The did-callbacks and containment calls that end the transition.
  var finish: @MainActor () -> Void
}
