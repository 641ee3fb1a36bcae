import Foundation

// This file holds UIViewController's stored state, its initialisers and every member UIKit lets
// subclasses override (Swift, without the Objective-C runtime, only overrides members declared
// in the class body, so they cannot move into extensions); the behaviour lives in
// `UIViewController+<Concern>.swift`. That is why the file is longer than the house's 600-line
// review mark.

/// An object that manages a view hierarchy: it loads its root view lazily, receives the
/// appearance and layout callbacks of that view, and contains child controllers (spec §7–§9).
///
///     final class ProfileViewController: UIViewController {
///       let map = MapViewController()
///
///       override func viewDidLoad() {
///         super.viewDidLoad()
///         addChild(map)
///         view.addSubview(map.view)
///         map.view.translatesAutoresizingMaskIntoConstraints = false
///         NSLayoutConstraint.activate([
///           map.view.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
///           map.view.leadingAnchor.constraint(equalTo: view.leadingAnchor),
///           map.view.trailingAnchor.constraint(equalTo: view.trailingAnchor),
///           map.view.heightAnchor.constraint(equalToConstant: 240),
///         ])
///         map.didMove(toParent: self)
///       }
///     }
@preconcurrency @MainActor
open class UIViewController: UIResponder {
  /// The root view once loaded.
  var storedView: UIView?

  /// The name of the nib the controller was made with, if any.
  public let nibName: String?

  /// The bundle of that nib, if any.
  public let nibBundle: Bundle?

  /// The appearance bookkeeping of the controller.
  var appearance = AppearanceState()

  /// The child controllers, in the order they were added.
  var childList: [UIViewController] = []

  /// The parent controller.
  weak var storedParent: UIViewController?

  /// Whether app code set `additionalSafeAreaInsets` and the other controller inputs.
  var storedAdditionalSafeAreaInsets = UIEdgeInsets.zero

  /// The size the controller last asked its container for.
  var storedPreferredContentSize = CGSize.zero

  /// The compressed fitting size of the root view last reported to the parent (decision 9.3).
  var reportedFittingSize: CGSize?

  /// The storyboard the controller was made from, if any.
  var storedStoryboard: UIStoryboard?

  /// The identified segues the storyboard declared from this controller's scene.
  var storyboardSegues: [String: StoryboardSegueTemplate] = [:]

  /// Builds the root view from the controller's document, when it came from one.
  final var nibViewLoader: NibViewLoader?

  /// The views the document made for the root view, by document id (for fidelity checks).
  package var nibViewsByID: [String: UIView] = [:]

  /// The storyboard identifier the controller was made with, if any (state restoration's
  /// fourth way to make a saved controller again).
  var storyboardIdentifier: String?

  // MARK: State restoration (Restoration/UIViewController+Restoration.swift)

  /// The identifier under which the controller's state is saved; `nil` (the default) saves
  /// neither it nor any controller under it (spec 13.2–13.3).
  open var restorationIdentifier: String?

  /// The class that makes the controller again at launch (spec 13.8, step 1), or `nil`.
  open var restorationClass: (any UIViewControllerRestoration.Type)?

  /// Saves the controller's state; overrides call `super` (spec 13.6).
  ///
  /// Controllers encoded into `coder` are saved as references to their restored instances.
  ///
  /// - Parameter coder: The controller's own secure keyed coder.
  open func encodeRestorableState(with coder: NSCoder) {}

  /// Reads back the controller's saved state, top-down after every saved controller exists and
  /// after the controller's view is loaded; overrides call `super` (spec 13.9).
  ///
  /// - Parameter coder: The coder the state was saved into.
  open func decodeRestorableState(with coder: NSCoder) {}

  /// Called once every restored object has decoded its state (spec 13.9).
  open func applicationFinishedRestoringState() {}

  /// Archives the controller; headless, nothing is archived (Interface Builder documents are
  /// read as XML, and restoration saves state through `encodeRestorableState(with:)`).
  ///
  /// - Parameter coder: The archiver.
  open func encode(with coder: NSCoder) {}

  /// Creates a controller; with a nib name the view would be loaded from that nib.
  ///
  /// - Parameters:
  ///   - nibNameOrNil: The nib to load the view from, or `nil` to make a plain view.
  ///   - nibBundleOrNil: The nib's bundle, or `nil` for the main bundle.
  public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    nibName = nibNameOrNil
    nibBundle = nibBundleOrNil
    super.init()
  }

  /// Creates a controller with no nib.
  public convenience override init() {
    self.init(nibName: nil, bundle: nil)
  }

  /// Creates a controller from an archive (no archived state is read yet).
  ///
  /// - Parameter coder: The decoder.
  public required init?(coder: NSCoder) {
    nibName = nil
    nibBundle = nil
    super.init()
  }

  // MARK: The view (UIViewController+Loading.swift)

  /// The root view; reading it loads it first if needed (`loadView()` then `viewDidLoad()`,
  /// spec 7.1).
  open var view: UIView! {
    get { loadedView() }
    set { setView(newValue) }
  }

  /// Makes the root view.
  ///
  /// The default makes a plain `UIView` whose autoresizing mask is flexible width and height
  /// (spec 7.2–7.2a). Overrides assign `view` and do not call `super`; app code never calls it.
  open func loadView() {
    makeDefaultView()
  }

  /// Called once after the view is loaded (spec 7.1).
  open func viewDidLoad() {}

  /// Whether the view is loaded; reading it never loads the view (spec 7.3).
  open var isViewLoaded: Bool {
    storedView != nil
  }

  /// The view if it is loaded, `nil` otherwise; never loads it (spec 7.3).
  open var viewIfLoaded: UIView? {
    storedView
  }

  /// Loads the view if it is not loaded yet (spec 7.3).
  open func loadViewIfNeeded() {
    _ = loadedView()
  }

  /// The controller's title; setting it sets the titles of its navigation item and, once made,
  /// its tab bar item too (decision C60).
  open var title: String? {
    willSet { KeyValueObservingCenter.willChange(self, "title") }
    didSet {
      defer { KeyValueObservingCenter.didChange(self, "title") }
      storedNavigationItem?.title = title
      chrome.tabBarItem?.title = title
    }
  }

  /// The navigation item, once made.
  var storedNavigationItem: UINavigationItem?

  /// What a navigation bar shows while the controller is on top of a navigation controller's
  /// stack; made when first asked for, with the controller's title (decision C60).
  open var navigationItem: UINavigationItem {
    if let item = storedNavigationItem { return item }
    let item = UINavigationItem()
    item.title = title
    storedNavigationItem = item
    return item
  }

  /// The edges of the view that extend under a container's bars; all of them by default
  /// (decision C39).
  open var edgesForExtendedLayout: UIRectEdge = .all {
    didSet { parent?.viewIfLoaded?.setNeedsLayout() }
  }

  /// Whether the view extends under opaque bars too; `false` by default (decision C39).
  open var extendedLayoutIncludesOpaqueBars = false {
    didSet { parent?.viewIfLoaded?.setNeedsLayout() }
  }

  // MARK: Storyboards (Nibs/UIViewController+Segues.swift)

  /// Called before a segue from this controller is performed, to pass data to its destination.
  ///
  /// Embed segues (container views) are prepared while the view loads, before `viewDidLoad()`.
  ///
  /// - Parameters:
  ///   - segue: The segue about to be performed.
  ///   - sender: What triggered it.
  open func prepare(for segue: UIStoryboardSegue, sender: Any?) {}

  /// Whether a segue a control triggers should be performed; `true` by default.
  ///
  /// - Parameters:
  ///   - identifier: The segue's identifier.
  ///   - sender: What triggered it.
  /// - Returns: `false` to cancel the segue.
  open func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
    true
  }

  /// Performs the segue with this identifier from the controller's storyboard scene.
  ///
  /// Stops with UIKit's message when the scene declares no such segue.
  ///
  /// - Parameters:
  ///   - identifier: The segue's identifier.
  ///   - sender: What triggered it, passed to `prepare(for:sender:)`.
  open func performSegue(withIdentifier identifier: String, sender: Any?) {
    performStoryboardSegue(withIdentifier: identifier, sender: sender)
  }

  // MARK: Showing (UIViewController+Showing.swift)

  /// Shows a view controller in a primary context, wherever this controller is embedded.
  ///
  /// The nearest navigation or split view controller among the parents shows it (a navigation
  /// controller pushes it); without one, this controller presents it modally, animated.
  ///
  /// - Parameters:
  ///   - vc: The view controller to show.
  ///   - sender: The object that asked.
  open func show(_ vc: UIViewController, sender: Any?) {
    showInPrimaryContext(vc, sender: sender)
  }

  /// Shows a view controller in a secondary (detail) context.
  ///
  /// The nearest split view controller among the parents shows it as its secondary; without
  /// one, this controller presents it modally, animated.
  ///
  /// - Parameters:
  ///   - vc: The view controller to show.
  ///   - sender: The object that asked.
  open func showDetailViewController(_ vc: UIViewController, sender: Any?) {
    showInSecondaryContext(vc, sender: sender)
  }

  // MARK: Appearance (UIViewController+Appearance.swift)

  /// Called before the view is added to a visible view hierarchy (spec 7.5).
  ///
  /// - Parameter animated: Whether the appearance is animated.
  open func viewWillAppear(_ animated: Bool) {
    checkAppearanceCallbackUse("viewWillAppear:")
  }

  /// Called once per appearance, after the view is in the hierarchy and its superview laid it
  /// out, before the controller's own layout callbacks (spec 7.5, decision D13).
  ///
  /// - Parameter animated: Whether the appearance is animated.
  open func viewIsAppearing(_ animated: Bool) {}

  /// Called after the view appeared, once the transition finished (spec 7.5).
  ///
  /// - Parameter animated: Whether the appearance was animated.
  open func viewDidAppear(_ animated: Bool) {
    checkAppearanceCallbackUse("viewDidAppear:")
  }

  /// Called before the view is removed from a visible view hierarchy (spec 7.6).
  ///
  /// - Parameter animated: Whether the disappearance is animated.
  open func viewWillDisappear(_ animated: Bool) {
    checkAppearanceCallbackUse("viewWillDisappear:")
  }

  /// Called after the view was removed from a visible view hierarchy (spec 7.6).
  ///
  /// - Parameter animated: Whether the disappearance was animated.
  open func viewDidDisappear(_ animated: Bool) {
    checkAppearanceCallbackUse("viewDidDisappear:")
  }

  /// Whether the controller forwards appearance callbacks to its children by itself.
  ///
  /// Defaults to `true`; a container that returns `false` drives its children with
  /// `beginAppearanceTransition(_:animated:)` and `endAppearanceTransition()` (spec 7.8).
  open var shouldAutomaticallyForwardAppearanceMethods: Bool {
    true
  }

  /// Starts an appearance (`true`) or disappearance (`false`): calls `viewWillAppear(_:)` or
  /// `viewWillDisappear(_:)` and forwards to the children (spec 7.8).
  ///
  /// - Parameters:
  ///   - isAppearing: Whether the view is appearing.
  ///   - animated: Whether the transition is animated.
  open func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
    beginAppearance(isAppearing, animated: animated)
  }

  /// Ends the transition started by `beginAppearanceTransition(_:animated:)`: calls
  /// `viewDidAppear(_:)` or `viewDidDisappear(_:)` and forwards to the children.
  open func endAppearanceTransition() {
    endAppearance()
  }

  /// Whether the controller is appearing or disappearing because it is being added to a parent.
  open var isMovingToParent: Bool {
    appearance.isMovingToParent
  }

  /// Whether the controller is disappearing because it is being removed from its parent.
  open var isMovingFromParent: Bool {
    appearance.isMovingFromParent
  }

  /// Whether the controller is appearing because it is being presented.
  open var isBeingPresented: Bool {
    appearance.isBeingPresented
  }

  /// Whether the controller is disappearing because it is being dismissed.
  open var isBeingDismissed: Bool {
    appearance.isBeingDismissed
  }

  // MARK: Layout (UIViewController+Layout.swift)

  /// Called before the root view's `layoutSubviews()` (spec 4.12).
  open func viewWillLayoutSubviews() {}

  /// Called after the root view's `layoutSubviews()` (spec 4.12).
  open func viewDidLayoutSubviews() {}

  /// Called in the constraint pass for the root view, in place of its `updateConstraints()`;
  /// overrides call `super` last, which updates the root view's constraints.
  open func updateViewConstraints() {
    storedView?.updateConstraints()
  }

  /// Insets added to the safe area of the controller's view, and so to its descendants' (spec
  /// 6.10).
  ///
  /// Defaults to zero.
  open var additionalSafeAreaInsets: UIEdgeInsets {
    get { storedAdditionalSafeAreaInsets }
    set { setAdditionalSafeAreaInsets(newValue) }
  }

  /// Called when the root view's safe-area insets change (spec 6.11).
  open func viewSafeAreaInsetsDidChange() {}

  /// Called when the root view's layout margins change (spec 6.11).
  open func viewLayoutMarginsDidChange() {}

  /// Whether the root view's margins are at least the system minimum (spec 6.5).
  ///
  /// Defaults to `true`.
  open var viewRespectsSystemMinimumLayoutMargins = true {
    didSet { storedView?.rootMarginInputsDidChange() }
  }

  /// The smallest margins the root view gets: 0 at the top and bottom, 16 points on the sides in
  /// a compact width and 20 in a regular width or on a phone at least 414 points wide (spec 6.4,
  /// decision C40).
  open var systemMinimumLayoutMargins: NSDirectionalEdgeInsets {
    defaultSystemMinimumLayoutMargins
  }

  // MARK: Containment (UIViewController+Containment.swift)

  /// The child controllers, in the order they were added (spec 8.5).
  open var children: [UIViewController] {
    childList
  }

  /// The parent controller, or `nil` for a root or presented controller (spec 8.5).
  open var parent: UIViewController? {
    storedParent
  }

  /// Adds a child controller: removes it from its old parent, calls its `willMove(toParent:)`, then
  /// appends it (spec 8.1).
  ///
  /// It does not touch views and does not call `didMove(toParent:)`.
  ///
  /// - Parameter childController: The child.
  open func addChild(_ childController: UIViewController) {
    performAddChild(childController)
  }

  /// Removes the controller from its parent and then calls `didMove(toParent: nil)` (spec 8.3);
  /// it does not remove the view.
  open func removeFromParent() {
    performRemoveFromParent()
  }

  /// Called before the controller is added to or removed from a parent.
  ///
  /// Overrides call `super`: a removal (`nil`) makes `isMovingFromParent` true for the
  /// disappearance that follows (decision C4).
  ///
  /// - Parameter parent: The new parent, or `nil` when it is being removed.
  open func willMove(toParent parent: UIViewController?) {
    if parent == nil, storedParent != nil { appearance.isMovingFromParent = true }
  }

  /// Called after the controller was added to or removed from a parent.
  ///
  /// Overrides call `super`: once a removal is complete, `isMovingFromParent` stops being true
  /// unless the disappearance it caused is still under way (decision C4).
  ///
  /// - Parameter parent: The new parent, or `nil` after removal.
  open func didMove(toParent parent: UIViewController?) {
    finishMoveToParent()
  }

  // MARK: Content container (UIContentContainer.swift)

  /// The size the controller would like its container to give it (spec 9.2).
  ///
  /// Defaults to zero; setting a new value tells the parent.
  open var preferredContentSize: CGSize {
    get { storedPreferredContentSize }
    set {
      KeyValueObservingCenter.change(self, "preferredContentSize") {
        setPreferredContentSize(newValue)
      }
    }
  }

  /// Called on the parent when a child's `preferredContentSize` changed (spec 9.2).
  ///
  /// - Parameter container: The child.
  open func preferredContentSizeDidChange(
    forChildContentContainer container: any UIContentContainer
  ) {}

  /// Called on the parent when the compressed fitting size of a child's Auto Layout view
  /// changed (spec 9.3).
  ///
  /// - Parameter container: The child.
  open func systemLayoutFittingSizeDidChange(
    forChildContentContainer container: any UIContentContainer
  ) {}

  /// The size to give a child when the controller's size becomes `parentSize` (spec 9.4).
  ///
  /// - Parameters:
  ///   - container: The child.
  ///   - parentSize: The controller's new size.
  /// - Returns: `parentSize` by default.
  open func size(
    forChildContentContainer container: any UIContentContainer,
    withParentContainerSize parentSize: CGSize
  ) -> CGSize {
    parentSize
  }

  // MARK: Traits and size transitions (Controllers/UIViewController+Traits.swift)

  /// The controller's traits, trait-change registrations and overrides for its children.
  var traitState = TraitState()

  /// The controller's traits: its view's superview's (its parent's while the view is not in a
  /// hierarchy), with the parent's override for it laid over them (spec 7.12, 7.14).
  open var traitCollection: UITraitCollection {
    storedTraitCollection
  }

  /// Called after the controller's traits changed, with the previous traits (spec 7.12).
  ///
  /// - Parameter previousTraitCollection: The traits before the change.
  open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

  /// Overrides some traits of a child: the collection's specified traits are laid over the
  /// traits the child inherits, and the child's traits are updated at once (spec 7.14).
  ///
  /// - Parameters:
  ///   - collection: The traits to override, or `nil` to remove the override.
  ///   - childViewController: The child; the override applies while it is a child of this
  ///     controller.
  open func setOverrideTraitCollection(
    _ collection: UITraitCollection?, forChild childViewController: UIViewController
  ) {
    setTraitOverride(collection, forChild: childViewController)
  }

  /// The traits that override a child's inherited traits; containers may override this method.
  ///
  /// - Parameter childViewController: The child.
  /// - Returns: The collection set with `setOverrideTraitCollection(_:forChild:)`, or `nil`.
  open func overrideTraitCollection(forChild childViewController: UIViewController)
    -> UITraitCollection?
  {
    traitOverride(forChild: childViewController)
  }

  /// Called before the controller's traits change in a transition (spec 7.11).
  ///
  /// The default tells each child whose traits will change; overrides call `super`.
  ///
  /// - Parameters:
  ///   - newCollection: The traits the controller will have.
  ///   - coordinator: The transition's coordinator.
  open func willTransition(
    to newCollection: UITraitCollection, with coordinator: any UIViewControllerTransitionCoordinator
  ) {
    forwardTraitTransition(to: newCollection, with: coordinator)
  }

  /// Called before the controller's view is resized by its container, or by the window when it
  /// rotates (spec 7.13).
  ///
  /// The default tells each child whose size will change (spec 9.4); overrides call `super`.
  ///
  /// - Parameters:
  ///   - size: The view's new size.
  ///   - coordinator: The transition's coordinator.
  open func viewWillTransition(
    to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator
  ) {
    forwardSizeTransition(to: size, with: coordinator)
  }

  // MARK: Presentation (Controllers/UIViewController+Presentation.swift)

  /// What the controller presents and who presents it.
  var presentation = PresentationState()

  /// How the controller is shown when it is presented.
  ///
  /// Defaults to `.automatic`, which is a page sheet (a full-screen view in a compact height);
  /// the value stays `.automatic` when read back.
  open var modalPresentationStyle: UIModalPresentationStyle {
    get { presentation.requestedStyle }
    set { presentation.requestedStyle = newValue }
  }

  /// Whether the controller's view is covered when a controller it contains, or itself,
  /// presents with `.currentContext` or `.overCurrentContext`.
  ///
  /// Defaults to `false`.
  open var definesPresentationContext: Bool {
    get { presentation.definesContext }
    set { presentation.definesContext = newValue }
  }

  /// The controller presented by this controller or by its nearest ancestor that presents one.
  open var presentedViewController: UIViewController? {
    resolvedPresentedViewController
  }

  /// The controller that presented this controller or its nearest presented ancestor.
  open var presentingViewController: UIViewController? {
    resolvedPresentingViewController
  }

  /// Presents a controller modally over the presentation context (spec 7.10, peers C5–C6).
  ///
  /// The context is the root-most ancestor, or for the current-context styles the nearest
  /// ancestor that defines a presentation context. The presented controller's `viewWillAppear`
  /// (after the context's `viewWillDisappear` for `.fullScreen` and `.currentContext`) runs at
  /// once; `viewDidAppear`, the context's `viewDidDisappear` and `completion` run after the next
  /// layout pass. A context that is already presenting, not in a window, or in a window where
  /// another presentation is under way logs UIKit's message and presents nothing.
  ///
  /// - Parameters:
  ///   - viewControllerToPresent: The controller to present.
  ///   - flag: Whether UIKit would animate the presentation.
  ///   - completion: Called once the presentation has finished.
  open func present(
    _ viewControllerToPresent: UIViewController, animated flag: Bool,
    completion: (() -> Void)? = nil
  ) {
    performPresent(viewControllerToPresent, animated: flag, completion: completion)
  }

  /// Dismisses the controller this one (or its nearest ancestor) presents, with everything
  /// presented above it, or else the presented controller this one is or belongs to.
  ///
  /// `viewWillDisappear` of the dismissed controllers (and `viewWillAppear` of the presenting
  /// one, when its view comes back) run at once; the did-callbacks and `completion` after the
  /// next layout pass.
  ///
  /// - Parameters:
  ///   - flag: Whether UIKit would animate the dismissal.
  ///   - completion: Called once the dismissal has finished.
  open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
    performDismiss(animated: flag, completion: completion)
  }

  /// Replaces one child controller's view with another's in the first one's superview (spec
  /// 8.6–8.7).
  ///
  /// Both must be children of the receiver, which must forward appearance callbacks
  /// automatically. `to`'s view is inserted above `from`'s and `animations` runs at once;
  /// after the next layout pass `from`'s view leaves its superview and `completion(true)` runs.
  /// While the views are in a visible window, `from` gets `viewWillDisappear` and `to`
  /// `viewWillAppear` at the start and the did-callbacks before `completion`.
  ///
  /// - Parameters:
  ///   - fromViewController: The child whose view leaves.
  ///   - toViewController: The child whose view arrives.
  ///   - duration: The duration UIKit would animate for; 0 means not animated.
  ///   - options: The animation options.
  ///   - animations: Changes to make to the views.
  ///   - completion: Called with `true` once the transition has finished.
  open func transition(
    from fromViewController: UIViewController, to toViewController: UIViewController,
    duration: TimeInterval, options: UIView.AnimationOptions = [], animations: (() -> Void)?,
    completion: ((Bool) -> Void)? = nil
  ) {
    performTransition(
      from: fromViewController, to: toViewController, duration: duration,
      animations: animations, completion: completion)
  }

  // MARK: Chrome (UIViewController+StatusBar.swift, +Orientation, +Chrome, +CustomPresentation)

  /// The status bar, toolbar, tab bar item and custom-presentation state of the controller.
  var chrome = ControllerChrome()

  /// The status bar style the controller prefers; `.default` by default.
  open var preferredStatusBarStyle: UIStatusBarStyle { .default }

  /// Whether the controller prefers the status bar hidden; `false` by default.
  open var prefersStatusBarHidden: Bool { false }

  /// How a status bar change animates; `.fade` by default (not animated headless).
  open var preferredStatusBarUpdateAnimation: UIStatusBarAnimation { .fade }

  /// The child whose status bar style is used instead of this controller's; `nil` by default.
  open var childForStatusBarStyle: UIViewController? { nil }

  /// The child whose status bar visibility is used instead of this controller's; `nil` by
  /// default.
  open var childForStatusBarHidden: UIViewController? { nil }

  /// Obsolete name of ``childForStatusBarStyle``.
  ///
  /// Declared in the class, not with the other pre-4.2 names, so that an override written with
  /// the old name gets the renamed error too.
  @available(swift, obsoleted: 4.2, renamed: "childForStatusBarStyle")
  open var childViewControllerForStatusBarStyle: UIViewController? { childForStatusBarStyle }

  /// Obsolete name of ``childForStatusBarHidden``.
  ///
  /// See ``childViewControllerForStatusBarStyle``.
  @available(swift, obsoleted: 4.2, renamed: "childForStatusBarHidden")
  open var childViewControllerForStatusBarHidden: UIViewController? { childForStatusBarHidden }

  /// Tells the system that the status bar preferences changed: the window resolves its status
  /// bar again and lays out, since a hidden status bar can change the safe area.
  open func setNeedsStatusBarAppearanceUpdate() { statusBarPreferencesDidChange() }

  /// Whether a controller presented other than full screen takes over the status bar from the
  /// presenting one; `false` by default.
  open var modalPresentationCapturesStatusBarAppearance: Bool {
    get { chrome.capturesStatusBarAppearance }
    set { chrome.capturesStatusBarAppearance = newValue }
  }

  /// The interface orientations the controller supports: all of them on iPad, all but upside
  /// down on iPhone.
  open var supportedInterfaceOrientations: UIInterfaceOrientationMask {
    defaultSupportedOrientations
  }

  /// Whether the controller's interface rotates with the device; `true` by default.
  open var shouldAutorotate: Bool { true }

  /// The orientation the controller prefers when presented full screen; the current one by
  /// default.
  open var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation {
    currentInterfaceOrientation
  }

  /// Called when the app receives a memory warning; does nothing by default.
  open func didReceiveMemoryWarning() {}

  /// The items a navigation controller's toolbar shows while this controller is on top.
  open var toolbarItems: [UIBarButtonItem]? {
    get { chrome.toolbarItems }
    set { setToolbarItems(newValue, animated: false) }
  }

  /// Sets ``toolbarItems``; the navigation controller's toolbar shows them at once.
  open func setToolbarItems(_ toolbarItems: [UIBarButtonItem]?, animated: Bool) {
    chrome.toolbarItems = toolbarItems
    toolbarItemsDidChange()
  }

  /// The item that represents the controller in a tab bar; made on first use, with the title.
  open var tabBarItem: UITabBarItem! {
    get { resolvedTabBarItem }
    set { chrome.tabBarItem = newValue }
  }

  /// Whether the tab bar hides while this controller is pushed on a navigation controller.
  open var hidesBottomBarWhenPushed: Bool {
    get { chrome.hidesBottomBarWhenPushed }
    set { chrome.hidesBottomBarWhenPushed = newValue }
  }

  /// The object that provides the custom presentation controller and animators; weak.
  open weak var transitioningDelegate: (any UIViewControllerTransitioningDelegate)?

  /// The controller that manages the presentation of this controller.
  open var presentationController: UIPresentationController? { resolvedPresentationController }

  /// Whether the controller refuses to be dismissed interactively (a sheet pulled down, a tap
  /// outside a popover) while it is presented; `false` by default (iOS 13,
  /// UIViewController+InteractiveDismissal.swift).
  open var isModalInPresentation: Bool {
    get { presentation.isModalInPresentation }
    set { presentation.isModalInPresentation = newValue }
  }

  /// The coordinator of the presentation or dismissal under way that involves the controller,
  /// or `nil` outside one.
  open var transitionCoordinator: (any UIViewControllerTransitionCoordinator)? {
    chrome.transitionCoordinator ?? storedParent?.transitionCoordinator
  }

  /// Whether the controller prefers the home indicator hidden; `false` by default.
  open var prefersHomeIndicatorAutoHidden: Bool { false }

  /// The child whose home indicator preference is used; `nil` by default.
  open var childForHomeIndicatorAutoHidden: UIViewController? { nil }

  /// The screen edges whose system gestures wait for the app's; none by default.
  open var preferredScreenEdgesDeferringSystemGestures: UIRectEdge { [] }

  /// The child whose deferred screen edges are used; `nil` by default.
  open var childForScreenEdgesDeferringSystemGestures: UIViewController? { nil }

  /// The popover presentation controller, when the presentation style is `.popover`.
  open var popoverPresentationController: UIPopoverPresentationController? {
    resolvedPresentationController as? UIPopoverPresentationController
  }

  // MARK: Editing (UIViewController+Editing.swift)

  /// Whether the controller is in editing mode.
  ///
  /// `false` by default. Setting it calls ``setEditing(_:animated:)`` without animation.
  open var isEditing: Bool {
    get { chrome.isEditing }
    set { setEditing(newValue, animated: false) }
  }

  /// Enters or leaves editing mode.
  ///
  /// The ``editButtonItem`` reads Done while editing and Edit otherwise. Subclasses override
  /// it to put their views in editing mode, calling `super`.
  ///
  /// - Parameters:
  ///   - editing: Whether the controller edits.
  ///   - animated: Whether UIKit would animate the change (headless, it completes at once).
  open func setEditing(_ editing: Bool, animated: Bool) {
    applyEditing(editing)
  }

  /// A bar button item that toggles editing mode: "Edit", or a bold "Done" while editing
  /// (UIViewController+Editing.swift).
  open var editButtonItem: UIBarButtonItem {
    resolvedEditButtonItem
  }

  // MARK: Responder chain

  /// The next responder: the presenting controller for a presented controller, otherwise the
  /// superview of the root view.
  open override var next: UIResponder? {
    presentation.presenting ?? storedView?.superview
  }

  /// UIKit's description: `<MyApp.ProfileViewController: 0x…>`.
  nonisolated open override var description: String {
    MainQueue.describe(self, separator: ": ") { ObjectAddress.short(self) }
  }
}
