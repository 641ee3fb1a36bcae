import Foundation

// This file holds UITabBarController's stored state and every member UIKit lets subclasses
// override; selection and the list of controllers live in `UITabBarController+Selection.swift`,
// the bar and the children's frames and safe areas in `UITabBarController+Layout.swift`.

/// A container that shows one of several controllers, chosen with a tab bar at the bottom.
///
///     let tabs = UITabBarController()
///     tabs.viewControllers = [FeedViewController(), SettingsViewController()]
///     window.rootViewController = tabs
///     window.makeKeyAndVisible()
///     tabs.selectedIndex = 1
///
/// All the controllers of the list are children of the tab bar controller; only the selected
/// one's view is in the tab bar controller's view, which it fills, extending under the bar. The
/// bar is part of the selected controller's safe area (decision C34). A change of selection
/// drives the appearance callbacks of the old and new selected controllers by hand (decisions
/// C30 and C36).
@preconcurrency @MainActor
open class UITabBarController: UIViewController {
  /// The list of controllers, or `nil` before one is set.
  var tabList: [UIViewController]?

  /// The selected controller.
  var selectedChild: UIViewController?

  /// The tab bar.
  let bar = UITabBar()

  /// The appearance of the child whose view is shown.
  let childAppearance = ContainerChildAppearance()

  /// Creates a tab bar controller with no controllers.
  ///
  /// - Parameters:
  ///   - nibNameOrNil: Ignored: the tab bar controller makes its own view.
  ///   - nibBundleOrNil: Ignored.
  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    bar.managingController = self
  }

  /// Creates a tab bar controller from an archive (no archived state is read yet).
  ///
  /// - Parameter coder: The decoder.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    bar.managingController = self
  }

  // MARK: Controllers and selection (UITabBarController+Selection.swift)

  /// The controllers of the tabs, in order; setting it is `setViewControllers(_:animated:)`
  /// without animation.
  ///
  /// `nil` until a list is set.
  open var viewControllers: [UIViewController]? {
    get { tabList }
    set { setViewControllers(newValue, animated: false) }
  }

  /// Replaces the controllers: those that leave are removed from the tab bar controller, new ones
  /// are added, and the selection is kept when it can be (decision C36).
  ///
  /// The previously selected controller stays selected if it is still in the list; otherwise the
  /// controller at the same index is selected, or the first one if that index is past the end.
  ///
  /// - Parameters:
  ///   - viewControllers: The new controllers, or `nil` for none.
  ///   - animated: Whether to animate the change of tabs (headless: no animation).
  open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
    replaceTabs(with: viewControllers)
  }

  /// The selected controller; setting it to one of `viewControllers` shows that controller
  /// (setting another controller does nothing).
  open var selectedViewController: UIViewController? {
    get { selectedChild }
    set { select(newValue) }
  }

  /// The index of the selected controller in `viewControllers`, or `NSNotFound` when none is
  /// selected; setting an index outside the list does nothing.
  open var selectedIndex: Int {
    get { indexOfSelection }
    set { select(index: newValue) }
  }

  /// The object asked about, and told of, the user's tab selections.
  open weak var delegate: (any UITabBarControllerDelegate)?

  /// Called when the user taps an item of the controller's tab bar, before the tab changes (the
  /// controller is its bar's delegate); does nothing by default, so subclasses may override it
  /// without calling `super`.
  ///
  /// - Parameters:
  ///   - tabBar: The controller's tab bar.
  ///   - item: The tapped item; `selectedIndex` still names the previous tab.
  open func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) {}

  // MARK: The bar (UITabBarController+Layout.swift)

  /// The bar at the bottom of the tab bar controller's view.
  open var tabBar: UITabBar {
    bar
  }

  // MARK: Containment

  /// The child controllers in the order of the list of tabs, then any other children (such as a
  /// controller whose removal an animated transition has not finished yet).
  open override var children: [UIViewController] {
    let all = super.children
    let ordered = (tabList ?? []).filter { member in all.contains { $0 === member } }
    return ordered + all.filter { child in !ordered.contains { $0 === child } }
  }

  // MARK: The view and appearance

  /// Makes the tab bar controller's view: a view that fills the screen and holds the bar.
  open override func loadView() {
    view = makeContainerView()
  }

  /// `false`: the tab bar controller drives its selected controller's appearance itself.
  open override var shouldAutomaticallyForwardAppearanceMethods: Bool {
    false
  }

  /// Installs the selected controller's view if needed, then forwards the appearance to it.
  ///
  /// - Parameter animated: Whether the appearance is animated.
  open override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    installSelectionIfNeeded()
    childAppearance.containerWillAppear(animated: animated)
  }

  /// Forwards the end of the appearance to the selected controller.
  ///
  /// - Parameter animated: Whether the appearance was animated.
  open override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    childAppearance.containerDidAppear()
  }

  /// Forwards the disappearance to the selected controller.
  ///
  /// - Parameter animated: Whether the disappearance is animated.
  open override func viewWillDisappear(_ animated: Bool) {
    super.viewWillDisappear(animated)
    childAppearance.containerWillDisappear(animated: animated)
  }

  /// Forwards the end of the disappearance to the selected controller.
  ///
  /// - Parameter animated: Whether the disappearance was animated.
  open override func viewDidDisappear(_ animated: Bool) {
    super.viewDidDisappear(animated)
    childAppearance.containerDidDisappear()
  }

  /// Saves the selected tab with the controller's state.
  open override func encodeRestorableState(with coder: NSCoder) {
    super.encodeRestorableState(with: coder)
    encodeSelection(with: coder)
  }

  /// Selects the saved tab again.
  open override func decodeRestorableState(with coder: NSCoder) {
    super.decodeRestorableState(with: coder)
    decodeSelection(with: coder)
  }
}
