import Foundation

/// The bar at the top of a navigation controller's view, showing a stack of navigation items.
///
/// The bar shows its top item: the title in the middle (or the item's title view), the left and
/// right bar button items in the margins, and a back button titled after the item below
/// (decisions C61–C63). With ``prefersLargeTitles`` the top item's title can show large, left
/// aligned under the standard row, and the bar is 52 points taller (decisions C64–C65). Its
/// standard height is 44 points on iPhone (32 in landscape at compact width) and 50 on iPad
/// (decision C35). A navigation controller's bar holds the navigation items of its stack
/// (decision C60).
@preconcurrency @MainActor
open class UINavigationBar: UIView {
  /// Whether the bar is translucent (the default); the top controller's view extends under an
  /// opaque bar only when its `extendedLayoutIncludesOpaqueBars` is `true` (decision C39).
  open var isTranslucent = true {
    didSet { superview?.setNeedsLayout() }
  }

  /// Whether the bar shows the top item's title large when the item allows it; `false` by
  /// default (decision C64).
  open var prefersLargeTitles = false {
    didSet { itemsDidChange() }
  }

  /// The appearance at the standard height (stored as a copy); the default background.
  @NSCopying open var standardAppearance = UINavigationBarAppearance()
  /// The appearance at the compact height (a copy); `nil` uses the standard one.
  @NSCopying open var compactAppearance: UINavigationBarAppearance?
  /// The appearance at the content's top edge (a copy); `nil`: the standard one, transparent.
  @NSCopying open var scrollEdgeAppearance: UINavigationBarAppearance?
  /// The scroll-edge appearance at the compact height; `nil` uses ``scrollEdgeAppearance``.
  @NSCopying open var compactScrollEdgeAppearance: UINavigationBarAppearance?

  /// The items of a bar no navigation controller manages, bottom first.
  var ownItems: [UINavigationItem] = []

  /// The navigation controller whose stack's items the bar shows, if any.
  weak var managingController: UINavigationController?

  /// The views that show the top item, rebuilt when the items change.
  var content = NavigationBarContent()

  /// Whether ``content`` must be rebuilt before the next layout.
  var needsContentRebuild = true

  /// The items, bottom first: a navigation controller's bar holds the navigation items of the
  /// controllers of its stack.
  ///
  /// Setting it is `setItems(_:animated:)` without animation.
  open var items: [UINavigationItem]? {
    get { itemStack }
    set { setItems(newValue, animated: false) }
  }

  /// The item on top of the stack, whose contents the bar shows.
  open var topItem: UINavigationItem? {
    itemStack.last
  }

  /// The item below the top one, which the back button leads to.
  open var backItem: UINavigationItem? {
    itemStack.dropLast().last
  }

  /// Replaces the items (decision C60).
  ///
  /// - Parameters:
  ///   - items: The new items, bottom first.
  ///   - animated: Whether UIKit would animate the change (headless: no animation).
  open func setItems(_ items: [UINavigationItem]?, animated: Bool) {
    requireUnmanaged("setItems:animated:")
    ownItems = items ?? []
    itemsDidChange()
  }

  /// Pushes an item onto the stack and shows it.
  ///
  /// - Parameters:
  ///   - item: The item.
  ///   - animated: Whether UIKit would animate the change (headless: no animation).
  open func pushItem(_ item: UINavigationItem, animated: Bool) {
    requireUnmanaged("pushNavigationItem:animated:")
    ownItems.append(item)
    itemsDidChange()
  }

  /// Pops the top item and shows the one below it.
  ///
  /// - Parameter animated: Whether UIKit would animate the change (headless: no animation).
  /// - Returns: The popped item, or `nil` when the bar holds none.
  @discardableResult
  open func popItem(animated: Bool) -> UINavigationItem? {
    requireUnmanaged("popNavigationItemAnimated:")
    guard let top = ownItems.popLast() else { return nil }
    itemsDidChange()
    return top
  }

  /// No intrinsic width, and the bar's height (a bar placed by constraints).
  open override var intrinsicContentSize: CGSize {
    CGSize(width: UIView.noIntrinsicMetric, height: preferredHeight(BarMetrics(for: self)))
  }

  /// The proposed width and the bar's height.
  ///
  /// - Parameter size: The size the bar should fit in.
  /// - Returns: `size.width` by the bar's height, the large-title area included when shown.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    CGSize(width: size.width, height: preferredHeight(BarMetrics(for: self)))
  }

  /// Lays out the views that show the top item.
  open override func layoutSubviews() {
    super.layoutSubviews()
    layOutContent()
  }

  /// The items the bar shows, bottom first.
  var itemStack: [UINavigationItem] {
    managingController.map { controller in controller.stack.map(\.navigationItem) } ?? ownItems
  }

  /// Shows the items again: the contents are rebuilt and laid out, and the bar's height (and so
  /// the safe area of the controllers below it) is looked at again.
  func itemsDidChange() {
    for item in itemStack { item.bar = self }
    needsContentRebuild = true
    invalidateIntrinsicContentSize()
    setNeedsLayout()
    superview?.setNeedsLayout()
  }

  /// Stops the process when the items of a bar a navigation controller manages are changed
  /// directly, with UIKit's message.
  private func requireUnmanaged(_ selector: String) {
    precondition(
      managingController == nil,
      "NSInternalInconsistencyException: Cannot call \(selector) directly on a UINavigationBar "
        + "managed by a controller.")
  }
}
