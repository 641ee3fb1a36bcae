import Foundation

/// The base of items shown in bars: a title, an image and a tag.
@preconcurrency @MainActor
open class UIBarItem: NSObject {
  /// The title; `nil` by default.
  open var title: String?

  /// The image; `nil` by default.
  open var image: UIImage?

  /// Whether the item accepts input; `true` by default.
  open var isEnabled = true

  /// A number the app chooses; 0 by default.
  open var tag = 0

  /// The title text attributes set for each state, by the state's raw value.
  var titleAttributesByState: [UInt: [NSAttributedString.Key: Any]] = [:]

  /// Whether the item is an appearance proxy, and its directly set appearance properties.
  var appearanceCustomization = AppearanceCustomization()

  /// Creates an empty item.
  public override init() {
    super.init()
  }

  /// Sets the attributes of the title for a state (an appearance property, decision AP6): a
  /// bar button item shown in a navigation bar draws its title with the `.font` and
  /// `.foregroundColor` given for its state.
  ///
  /// - Parameters:
  ///   - attributes: The attributes, or `nil` to remove those of the state.
  ///   - state: The state: `.normal`, `.highlighted`, `.disabled`, `.selected`, `.focused`.
  open func setTitleTextAttributes(
    _ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State
  ) {
    titleAttributesByState[state.rawValue] = attributes
    titleTextAttributesDidChange()
    appearanceAccessorDidChange(
      "setTitleTextAttributes", axes: [state.rawValue],
      replay: { target in (target as? UIBarItem)?.setTitleTextAttributes(attributes, for: state) })
  }

  /// The attributes of the title set for a state.
  ///
  /// - Parameter state: The state.
  /// - Returns: The attributes set for exactly that state, or `nil`.
  open func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
    titleAttributesByState[state.rawValue]
  }

  // MARK: Accessibility (UIResponder+Accessibility.swift)

  /// The accessibility values set on the item.
  var accessibilityStorage = AccessibilityStorage()

  /// Whether assistive apps see the item as an element; `true` by default.
  open var isAccessibilityElement: Bool {
    get { accessibilityStorage.isElement ?? true }
    set { accessibilityStorage.isElement = newValue }
  }

  /// A short description of the item; by default its title.
  open var accessibilityLabel: String? {
    get { accessibilityStorage.label ?? title }
    set { accessibilityStorage.label = newValue }
  }

  /// What happens when the item is activated; `nil` by default.
  open var accessibilityHint: String? {
    get { accessibilityStorage.hint }
    set { accessibilityStorage.hint = newValue }
  }

  /// The item's value; `nil` by default.
  open var accessibilityValue: String? {
    get { accessibilityStorage.value }
    set { accessibilityStorage.value = newValue }
  }

  /// The item's traits; `.button` (with `.notEnabled` when disabled) by default.
  open var accessibilityTraits: UIAccessibilityTraits {
    get { accessibilityStorage.traits ?? (isEnabled ? .button : [.button, .notEnabled]) }
    set { accessibilityStorage.traits = newValue }
  }

  /// A string that identifies the item in tests; `nil` by default.
  open var accessibilityIdentifier: String? {
    get { accessibilityStorage.identifier }
    set { accessibilityStorage.identifier = newValue }
  }
}

/// A button in a toolbar or navigation bar: a title, an image, a system item or a custom view.
///
/// Headless the item records what it shows; bars do not lay items out yet. Its action is the
/// target–selector pair or the ``UIAction`` it was made with, as data.
@preconcurrency @MainActor
open class UIBarButtonItem: UIBarItem {
  /// The look of the item; `.plain` by default.
  open var style: Style = .plain

  /// The width of a fixed space, or of the item; 0 (its natural width) by default.
  open var width: CGFloat = 0

  /// A view shown instead of a title or image; `nil` by default.
  open var customView: UIView?

  /// The object the action goes to; `nil` by default.
  open weak var target: AnyObject?

  /// The action's selector; `nil` by default.
  open var action: Selector?

  /// The action run when the item is tapped; `nil` by default.
  open var primaryAction: UIAction?

  /// The menu the item shows (iOS 14); `nil` by default.
  ///
  /// UIKit shows it on a tap when the item has no primary action or target, else on a long
  /// press. Headless menus are not shown.
  open var menu: UIMenu?

  /// The colour of the item's title or image; `nil` (the default) uses the bar's tint colour.
  ///
  /// An appearance property (decision AP6); the view the item is shown with takes it.
  open var tintColor: UIColor? {
    didSet {
      if let shownView, shownView !== customView { shownView.tintColor = tintColor }
      appearancePropertyDidChange(\UIBarButtonItem.tintColor, to: tintColor)
    }
  }

  /// The view a navigation bar shows the item with, while it shows it.
  weak var shownView: UIView?

  /// The offsets of the title and of the back button's title, by bar metrics and back-ness.
  var titleOffsets: [TitleOffsetSlot: UIOffset] = [:]

  /// Moves the title by an offset for bar metrics (an appearance property; kept, not drawn).
  ///
  /// - Parameters:
  ///   - adjustment: The offset.
  ///   - barMetrics: The bar metrics.
  open func setTitlePositionAdjustment(_ adjustment: UIOffset, for barMetrics: UIBarMetrics) {
    titleOffsets[TitleOffsetSlot(isBackButton: false, metrics: barMetrics)] = adjustment
    appearanceAccessorDidChange(
      "setTitlePositionAdjustment", axes: [UInt(barMetrics.rawValue)],
      replay: { target in
        (target as? UIBarButtonItem)?.setTitlePositionAdjustment(adjustment, for: barMetrics)
      })
  }

  /// The title's offset for bar metrics.
  ///
  /// - Parameter barMetrics: The bar metrics.
  /// - Returns: The offset set, else zero.
  open func titlePositionAdjustment(for barMetrics: UIBarMetrics) -> UIOffset {
    titleOffsets[TitleOffsetSlot(isBackButton: false, metrics: barMetrics)] ?? .zero
  }

  /// Moves the title of a back button made from the item by an offset for bar metrics (an
  /// appearance property; kept, not drawn).
  ///
  /// - Parameters:
  ///   - adjustment: The offset.
  ///   - barMetrics: The bar metrics.
  open func setBackButtonTitlePositionAdjustment(
    _ adjustment: UIOffset, for barMetrics: UIBarMetrics
  ) {
    titleOffsets[TitleOffsetSlot(isBackButton: true, metrics: barMetrics)] = adjustment
    appearanceAccessorDidChange(
      "setBackButtonTitlePositionAdjustment", axes: [UInt(barMetrics.rawValue)],
      replay: { target in
        (target as? UIBarButtonItem)?.setBackButtonTitlePositionAdjustment(
          adjustment, for: barMetrics)
      })
  }

  /// The back button title's offset for bar metrics.
  ///
  /// - Parameter barMetrics: The bar metrics.
  /// - Returns: The offset set, else zero.
  open func backButtonTitlePositionAdjustment(for barMetrics: UIBarMetrics) -> UIOffset {
    titleOffsets[TitleOffsetSlot(isBackButton: true, metrics: barMetrics)] ?? .zero
  }

  /// The system item the item was made as, if any.
  package private(set) var systemItem: SystemItem?

  /// Creates an empty plain item.
  public override init() {
    super.init()
  }

  /// Creates an item with a title.
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - style: The look.
  ///   - target: The object the action goes to.
  ///   - action: The action's selector.
  public convenience init(title: String?, style: Style, target: Any?, action: Selector?) {
    self.init()
    self.title = title
    self.style = style
    self.target = target as AnyObject?
    self.action = action
  }

  /// Creates an item with an image.
  ///
  /// - Parameters:
  ///   - image: The image.
  ///   - style: The look.
  ///   - target: The object the action goes to.
  ///   - action: The action's selector.
  public convenience init(image: UIImage?, style: Style, target: Any?, action: Selector?) {
    self.init()
    self.image = image
    self.style = style
    self.target = target as AnyObject?
    self.action = action
  }

  /// Creates one of the system's items.
  ///
  /// - Parameters:
  ///   - systemItem: The system item.
  ///   - target: The object the action goes to.
  ///   - action: The action's selector.
  public convenience init(
    barButtonSystemItem systemItem: SystemItem, target: Any?, action: Selector?
  ) {
    self.init()
    self.systemItem = systemItem
    self.target = target as AnyObject?
    self.action = action
  }

  /// Creates an item that shows a view.
  ///
  /// - Parameter customView: The view.
  public convenience init(customView: UIView) {
    self.init()
    self.customView = customView
  }

  /// Creates an item with a title or an image that runs an action or shows a menu (iOS 14).
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - image: The image.
  ///   - primaryAction: The action.
  ///   - menu: The menu.
  public convenience init(
    title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil,
    menu: UIMenu? = nil
  ) {
    self.init()
    self.title = title
    self.image = image
    self.primaryAction = primaryAction
    self.menu = menu
  }

  /// Creates one of the system's items that runs an action or shows a menu (iOS 14).
  ///
  /// - Parameters:
  ///   - systemItem: The system item.
  ///   - primaryAction: The action.
  ///   - menu: The menu.
  public convenience init(
    systemItem: SystemItem, primaryAction: UIAction? = nil, menu: UIMenu? = nil
  ) {
    self.init()
    self.systemItem = systemItem
    self.primaryAction = primaryAction
    self.menu = menu
  }

  /// A space that takes the room left in the bar.
  ///
  /// - Returns: A `.flexibleSpace` system item.
  public class func flexibleSpace() -> UIBarButtonItem {
    UIBarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil, action: nil)
  }

  /// A space of a fixed width.
  ///
  /// - Parameter width: The width in points.
  /// - Returns: A `.fixedSpace` system item of that width.
  public class func fixedSpace(_ width: CGFloat) -> UIBarButtonItem {
    let item = UIBarButtonItem(barButtonSystemItem: .fixedSpace, target: nil, action: nil)
    item.width = width
    return item
  }
}

extension UIBarButtonItem {
  /// The looks of a bar button item, with UIKit's raw values.
  public enum Style: Int, Sendable {
    /// A plain title or image.
    case plain = 0
    /// A bordered button (deprecated; the same as plain).
    case bordered = 1
    /// A bold title, for the button that completes a task.
    case done = 2
  }

  /// The system's standard items, with UIKit's raw values.
  public enum SystemItem: Int, Sendable {
    /// Done.
    case done = 0
    /// Cancel.
    case cancel = 1
    /// Edit.
    case edit = 2
    /// Save.
    case save = 3
    /// A plus sign.
    case add = 4
    /// Space that takes the room left.
    case flexibleSpace = 5
    /// Space of a fixed width.
    case fixedSpace = 6
    /// Compose.
    case compose = 7
    /// Reply.
    case reply = 8
    /// Share.
    case action = 9
    /// Organise (move to a folder).
    case organize = 10
    /// Bookmarks.
    case bookmarks = 11
    /// Search.
    case search = 12
    /// Refresh.
    case refresh = 13
    /// Stop.
    case stop = 14
    /// Camera.
    case camera = 15
    /// Trash.
    case trash = 16
    /// Play.
    case play = 17
    /// Pause.
    case pause = 18
    /// Rewind.
    case rewind = 19
    /// Fast forward.
    case fastForward = 20
    /// Undo.
    case undo = 21
    /// Redo.
    case redo = 22
    /// Page curl (deprecated).
    case pageCurl = 23
    /// Close.
    case close = 24
  }
}
