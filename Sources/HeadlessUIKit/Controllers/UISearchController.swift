import Foundation

/// A controller that manages a search bar and shows results while a search is active
/// (decisions SC1–SC5).
///
///     let search = UISearchController(searchResultsController: ResultsController())
///     search.searchResultsUpdater = self
///     navigationItem.searchController = search
///     definesPresentationContext = true
///
/// Becoming active (``isActive``, or the search bar's field beginning to edit) presents the
/// search controller over the current context: the controller that owns the navigation item,
/// or the one whose view holds the search bar, presents it with `.overCurrentContext`, so the
/// nearest ancestor that `definesPresentationContext` (else the root-most one) is covered. The
/// field becomes first responder, the cancel button shows, and the results controller's view,
/// a child filling the search controller's view, is visible while the text is not empty.
/// Cancelling (``UISearchBar/headlessTapCancelButton()``) clears the text and deactivates.
@preconcurrency @MainActor
open class UISearchController: UIViewController {
  /// The controller that shows the results, or `nil` to show them in the searched view.
  public private(set) var searchResultsController: UIViewController?

  /// The search bar the controller manages.
  public let searchBar = UISearchBar(frame: CGRect(x: 0, y: 0, width: 0, height: 56))

  /// The object told to update the results; weak.
  open weak var searchResultsUpdater: (any UISearchResultsUpdating)?

  /// The delegate told of presentation and dismissal; weak.
  open weak var delegate: (any UISearchControllerDelegate)?

  /// Whether the content under the search is obscured while searching; `true` by default
  /// (stored: there is no dimming view headless).
  open var obscuresBackgroundDuringPresentation = true

  /// The old name of ``obscuresBackgroundDuringPresentation``.
  @available(iOS, deprecated: 12.0, renamed: "obscuresBackgroundDuringPresentation")
  open var dimsBackgroundDuringPresentation: Bool {
    get { obscuresBackgroundDuringPresentation }
    set { obscuresBackgroundDuringPresentation = newValue }
  }

  /// Whether the navigation bar hides while searching; `true` by default (decision SC4).
  open var hidesNavigationBarDuringPresentation = true

  /// Whether the search bar's cancel button shows while searching; `true` by default.
  open var automaticallyShowsCancelButton = true

  /// Whether the search bar's scope bar shows while searching (when it has two titles or
  /// more); `true` by default.
  open var automaticallyShowsScopeBar = true

  /// When the scope bar shows (iOS 16); `.automatic` by default (`.automatic` and
  /// `.onSearchActivation` show it on activation, `.onTextEntry` once text is typed).
  open var scopeBarActivation: ScopeBarActivation = .automatic

  /// Whether the controller shows its results controller by itself.
  ///
  /// It shows it while the search text is not empty; `true` by default. Setting ``showsSearchResultsController`` turns it off.
  open var automaticallyShowsSearchResultsController = true {
    didSet { updateResultsVisibility() }
  }

  /// Whether the results controller's view shows while the search is active; set it to show or
  /// hide the results yourself.
  open var showsSearchResultsController: Bool {
    get {
      automaticallyShowsSearchResultsController
        ? !(searchBar.text ?? "").isEmpty : storedShowsResults
    }
    set {
      storedShowsResults = newValue
      automaticallyShowsSearchResultsController = false
      updateResultsVisibility()
    }
  }

  /// Whether search suggestions and their presentation are managed (iOS 16); empty by default.
  open var searchSuggestions: [any UISearchSuggestion]?

  /// Whether the search is active: setting it presents or dismisses the controller.
  open var isActive: Bool {
    get { activeState }
    set { newValue ? activate(fromEditing: false) : deactivate() }
  }

  /// The value ``showsSearchResultsController`` was set to.
  var storedShowsResults = false
  /// Whether the search is active.
  var activeState = false
  /// Whether an activation or deactivation is under way (the field's callbacks re-enter).
  var isChangingActivation = false
  /// The navigation item whose search controller this is.
  weak var owningNavigationItem: UINavigationItem?
  /// Where the search bar was before the controller took it in, to put it back.
  var searchBarHome: RemovedView?
  /// The navigation controller whose bar the controller hid, to show it again.
  weak var hiddenNavigationController: UINavigationController?

  /// Creates a search controller.
  ///
  /// - Parameter searchResultsController: The controller that shows the results, or `nil`.
  public init(searchResultsController: UIViewController?) {
    self.searchResultsController = searchResultsController
    super.init(nibName: nil, bundle: nil)
    setUpSearchController()
  }

  /// Creates a search controller without a results controller.
  ///
  /// - Parameters:
  ///   - nibNameOrNil: Ignored.
  ///   - nibBundleOrNil: Ignored.
  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    setUpSearchController()
  }

  /// Creates a search controller from an archive, without a results controller.
  ///
  /// - Parameter coder: The archive.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    setUpSearchController()
  }

  /// Lays out the results controller's view over the whole view and the search bar, while the
  /// controller holds it, across the top of the safe area.
  open override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    guard let view = viewIfLoaded else { return }
    if let results = searchResultsController?.viewIfLoaded, results.superview === view {
      results.frame = view.bounds
    }
    if searchBarHome != nil, searchBar.superview === view {
      searchBar.frame = CGRect(
        x: 0, y: view.safeAreaInsets.top, width: view.bounds.width,
        height: UISearchBar.standardHeight)
    }
  }

  /// Where the navigation item puts the search bar (iOS 16): the item's preferred placement,
  /// `.stacked` for `.automatic`; `.automatic` when no navigation item holds the controller.
  public var searchBarPlacement: UINavigationItem.SearchBarPlacement {
    guard let item = owningNavigationItem else { return .automatic }
    return item.searchBarPlacement
  }

  /// Makes the results controller a child and ties the search bar to the controller.
  private func setUpSearchController() {
    modalPresentationStyle = .overCurrentContext
    searchBar.owningSearchController = self
    if let results = searchResultsController { addChild(results) }
  }
}

extension UISearchController {
  /// When a search controller shows the scope bar, with UIKit's raw values (iOS 16).
  public enum ScopeBarActivation: Int, Sendable {
    /// As the system decides: on activation.
    case automatic = 0
    /// Never by itself: the app sets the search bar's `showsScopeBar`.
    case manual = 1
    /// Once text is typed in the field.
    case onTextEntry = 2
    /// When the search becomes active.
    case onSearchActivation = 3
  }
}
