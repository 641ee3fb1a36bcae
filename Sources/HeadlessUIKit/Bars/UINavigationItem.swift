import Foundation

/// What a navigation bar shows while a controller is on top of its stack: a title, buttons and
/// the look of the back button that leads back to it.
///
///     navigationItem.title = "Inbox"
///     navigationItem.rightBarButtonItem = UIBarButtonItem(
///       barButtonSystemItem: .compose, target: self, action: #selector(compose))
///     navigationItem.largeTitleDisplayMode = .always
///
/// Every controller has one (`UIViewController.navigationItem`); a navigation controller's bar
/// holds the items of its stack (decision C60). A change to an item that a bar holds lays the
/// bar out again, and its navigation controller when the bar's height may change.
@preconcurrency @MainActor
open class UINavigationItem: NSObject {
  /// The bar that holds the item, told when the item changes.
  package weak var bar: UINavigationBar?

  /// The bar's appearance while the item is on top, winning over the bar's; `nil` by default.
  @NSCopying open var standardAppearance: UINavigationBarAppearance?
  /// The compact-height appearance while the item is on top; `nil` by default.
  @NSCopying open var compactAppearance: UINavigationBarAppearance?
  /// The scroll-edge appearance while the item is on top; `nil` by default.
  @NSCopying open var scrollEdgeAppearance: UINavigationBarAppearance?
  /// The compact scroll-edge appearance while the item is on top; `nil` by default.
  @NSCopying open var compactScrollEdgeAppearance: UINavigationBarAppearance?

  /// The title shown in the middle of the bar, and by the next item's back button.
  open var title: String? {
    didSet { changed() }
  }

  /// A view shown in the middle of the bar instead of the title; `nil` by default.
  open var titleView: UIView? {
    didSet { changed() }
  }

  /// A line under the title (iOS 26); `nil` by default (stored: the headless navigation bar
  /// lays out the title alone).
  open var subtitle: String? {
    didSet { changed() }
  }

  /// A line of text above the title; `nil` by default (not shown headless, decision C66).
  open var prompt: String? {
    didSet { changed() }
  }

  /// The title of the back button that leads back to this item; `nil` uses the item's title.
  open var backButtonTitle: String? {
    didSet { changed() }
  }

  /// The button shown to go back to this item; `nil` makes one from the titles (decision C63).
  open var backBarButtonItem: UIBarButtonItem? {
    didSet { changed() }
  }

  /// How the back button that leads back to this item is titled when ``backBarButtonItem`` is
  /// `nil`; `.default` by default (decision C63).
  open var backButtonDisplayMode: BackButtonDisplayMode = .default {
    didSet { changed() }
  }

  /// Whether the back button is hidden while this item is on top; `false` by default.
  open var hidesBackButton = false {
    didSet { changed() }
  }

  /// Whether the left items come after the back button rather than replacing it.
  open var leftItemsSupplementBackButton = false {
    didSet { changed() }
  }

  /// The buttons at the leading edge, first item leftmost; `nil` by default.
  open var leftBarButtonItems: [UIBarButtonItem]? {
    didSet { changed() }
  }

  /// The buttons at the trailing edge, first item rightmost; `nil` by default.
  open var rightBarButtonItems: [UIBarButtonItem]? {
    didSet { changed() }
  }

  /// When the bar shows this item's title large; `.automatic` by default (decision C65).
  open var largeTitleDisplayMode: LargeTitleDisplayMode = .automatic {
    didSet { changed() }
  }

  /// The search controller whose search bar the item integrates (iOS 11).
  ///
  /// `nil` by default. The bar's height does not change headless (decision SC5).
  open var searchController: UISearchController? {
    didSet {
      if oldValue?.owningNavigationItem === self { oldValue?.owningNavigationItem = nil }
      searchController?.owningNavigationItem = self
    }
  }

  /// Whether the integrated search bar hides while the content scrolls; `true` by default
  /// (at rest, with the content at its top, it shows; decision SC5).
  open var hidesSearchBarWhenScrolling = true

  /// Where the item would like its search bar (iOS 16); `.automatic` by default.
  open var preferredSearchBarPlacement: SearchBarPlacement = .automatic

  /// How the item arranges its contents; `.navigator` by default (stored, not drawn).
  open var style: ItemStyle = .navigator {
    didSet { changed() }
  }

  /// Creates an item without a title.
  public override init() {
    super.init()
  }

  /// Creates an item with a title.
  ///
  /// - Parameter title: The title.
  public init(title: String) {
    self.title = title
    super.init()
  }

  /// Creates an item from an archive (no archived state is read).
  ///
  /// - Parameter coder: The archive.
  public required init?(coder: NSCoder) {
    super.init()
  }

  /// The first of the left items; setting it replaces them with one item (or none).
  open var leftBarButtonItem: UIBarButtonItem? {
    get { leftBarButtonItems?.first }
    set { leftBarButtonItems = newValue.map { [$0] } }
  }

  /// The first (rightmost) of the right items; setting it replaces them with one item (or none).
  open var rightBarButtonItem: UIBarButtonItem? {
    get { rightBarButtonItems?.first }
    set { rightBarButtonItems = newValue.map { [$0] } }
  }

  /// Hides or shows the back button.
  ///
  /// - Parameters:
  ///   - hidesBackButton: Whether to hide it.
  ///   - animated: Whether UIKit would animate the change (headless: no animation).
  open func setHidesBackButton(_ hidesBackButton: Bool, animated: Bool) {
    self.hidesBackButton = hidesBackButton
  }

  /// Sets the left items.
  ///
  /// - Parameters:
  ///   - items: The items, first leftmost.
  ///   - animated: Whether UIKit would animate the change (headless: no animation).
  open func setLeftBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) {
    leftBarButtonItems = items
  }

  /// Sets the right items.
  ///
  /// - Parameters:
  ///   - items: The items, first rightmost.
  ///   - animated: Whether UIKit would animate the change (headless: no animation).
  open func setRightBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) {
    rightBarButtonItems = items
  }

  /// Sets the left items to one item, or none.
  ///
  /// - Parameters:
  ///   - item: The item.
  ///   - animated: Whether UIKit would animate the change (headless: no animation).
  open func setLeftBarButton(_ item: UIBarButtonItem?, animated: Bool) {
    leftBarButtonItem = item
  }

  /// Sets the right items to one item, or none.
  ///
  /// - Parameters:
  ///   - item: The item.
  ///   - animated: Whether UIKit would animate the change (headless: no animation).
  open func setRightBarButton(_ item: UIBarButtonItem?, animated: Bool) {
    rightBarButtonItem = item
  }

  /// Tells the bar that holds the item to show it again.
  private func changed() {
    bar?.itemsDidChange()
  }
}

extension UINavigationItem {
  /// When a navigation bar shows an item's title large, with UIKit's raw values.
  public enum LargeTitleDisplayMode: Int, Sendable {
    /// As the item below it in the stack; large at the bottom of the stack (decision C65).
    case automatic = 0
    /// Large whenever the bar prefers large titles.
    case always = 1
    /// Never large.
    case never = 2
    /// Never large; the title sits inline at the leading edge (headless: as `.never`).
    case inline = 3
  }

  /// How the back button leading back to an item is titled, with UIKit's raw values.
  public enum BackButtonDisplayMode: Int, Sendable {
    /// The back button title, else the title, else "Back".
    case `default` = 0
    /// "Back", whatever the item's titles.
    case generic = 1
    /// No title: the chevron alone.
    case minimal = 2
  }

  /// How a navigation item arranges its contents, with UIKit's raw values.
  public enum ItemStyle: Int, Sendable {
    /// A title in the middle, for moving through a hierarchy.
    case navigator = 0
    /// The title at the leading edge, for browsing documents.
    case browser = 1
    /// The title at the leading edge, for editing a document.
    case editor = 2
  }
}
