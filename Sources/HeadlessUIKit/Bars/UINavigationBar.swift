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
    didSet {
      superview?.setNeedsLayout()
      appearancePropertyDidChange(\UINavigationBar.isTranslucent, to: isTranslucent)
    }
  }

  /// Whether the bar's navigation controller is shown in a page or form sheet, where the bar
  /// is 56 points tall (decision IC5); its navigation controller keeps it up to date.
  package var isInSheet = false {
    didSet {
      guard oldValue != isInSheet else { return }
      invalidateIntrinsicContentSize()
      setNeedsLayout()
      superview?.setNeedsLayout()
    }
  }

  /// Whether the bar shows the top item's title large when the item allows it; `false` by
  /// default (decision C64).
  open var prefersLargeTitles = false {
    didSet {
      itemsDidChange()
      appearancePropertyDidChange(\UINavigationBar.prefersLargeTitles, to: prefersLargeTitles)
    }
  }

  /// The appearance at the standard height (stored as a copy); the default background.
  ///
  /// Its title text attributes style the title (decision AP6).
  @NSCopying open var standardAppearance = UINavigationBarAppearance() {
    didSet {
      itemsDidChange()
      appearancePropertyDidChange(\UINavigationBar.standardAppearance, to: standardAppearance)
    }
  }
  /// The appearance at the compact height (a copy); `nil` uses the standard one.
  @NSCopying open var compactAppearance: UINavigationBarAppearance? {
    didSet {
      appearancePropertyDidChange(\UINavigationBar.compactAppearance, to: compactAppearance)
    }
  }
  /// The appearance at the content's top edge (a copy); `nil`: the standard one, transparent.
  @NSCopying open var scrollEdgeAppearance: UINavigationBarAppearance? {
    didSet {
      appearancePropertyDidChange(\UINavigationBar.scrollEdgeAppearance, to: scrollEdgeAppearance)
    }
  }
  /// The scroll-edge appearance at the compact height; `nil` uses ``scrollEdgeAppearance``.
  @NSCopying open var compactScrollEdgeAppearance: UINavigationBarAppearance? {
    didSet {
      appearancePropertyDidChange(
        \UINavigationBar.compactScrollEdgeAppearance, to: compactScrollEdgeAppearance)
    }
  }

  /// The colour of the bar's background; `nil` (the default) is the system's.
  ///
  /// Kept for the bar's background, which the renderer does not draw (decision AP6).
  open var barTintColor: UIColor? {
    didSet { appearancePropertyDidChange(\UINavigationBar.barTintColor, to: barTintColor) }
  }

  /// The style of the bar's background; `.default` by default.
  open var barStyle: UIBarStyle = .default {
    didSet { appearancePropertyDidChange(\UINavigationBar.barStyle, to: barStyle) }
  }

  /// The attributes of the title (its `.font` and `.foregroundColor` style the title label);
  /// `nil` by default, the title's semibold 17-point label colour (decision AP6).
  open var titleTextAttributes: [NSAttributedString.Key: Any]? {
    didSet {
      itemsDidChange()
      appearancePropertyDidChange(\UINavigationBar.titleTextAttributes, to: titleTextAttributes)
    }
  }

  /// The attributes of the large title, as ``titleTextAttributes`` are of the title.
  open var largeTitleTextAttributes: [NSAttributedString.Key: Any]? {
    didSet {
      itemsDidChange()
      appearancePropertyDidChange(
        \UINavigationBar.largeTitleTextAttributes, to: largeTitleTextAttributes)
    }
  }

  /// The image of the hairline under the bar; `nil` (the default) is the system's line.
  open var shadowImage: UIImage? {
    didSet { appearancePropertyDidChange(\UINavigationBar.shadowImage, to: shadowImage) }
  }

  /// The image of the back button's chevron; `nil` (the default) is the system's.
  open var backIndicatorImage: UIImage? {
    didSet {
      appearancePropertyDidChange(\UINavigationBar.backIndicatorImage, to: backIndicatorImage)
    }
  }

  /// The mask of the back chevron during push and pop transitions; `nil` by default.
  open var backIndicatorTransitionMaskImage: UIImage? {
    didSet {
      appearancePropertyDidChange(
        \UINavigationBar.backIndicatorTransitionMaskImage, to: backIndicatorTransitionMaskImage)
    }
  }

  /// The background images set, by bar position and bar metrics.
  var backgroundImages: [BarImageSlot: UIImage] = [:]

  /// Sets the background image for a bar position and bar metrics (an appearance property).
  ///
  /// - Parameters:
  ///   - backgroundImage: The image, or `nil` to remove it.
  ///   - barPosition: The bar's position.
  ///   - barMetrics: The bar metrics.
  open func setBackgroundImage(
    _ backgroundImage: UIImage?, for barPosition: UIBarPosition, barMetrics: UIBarMetrics
  ) {
    backgroundImages[BarImageSlot(position: barPosition, metrics: barMetrics)] = backgroundImage
    appearanceAccessorDidChange(
      "setBackgroundImage", axes: [UInt(barPosition.rawValue), UInt(barMetrics.rawValue)],
      replay: { target in
        (target as? UINavigationBar)?.setBackgroundImage(
          backgroundImage, for: barPosition, barMetrics: barMetrics)
      })
  }

  /// The background image set for a bar position and bar metrics.
  ///
  /// - Parameters:
  ///   - barPosition: The bar's position.
  ///   - barMetrics: The bar metrics.
  /// - Returns: The image set for exactly those, or `nil`.
  open func backgroundImage(for barPosition: UIBarPosition, barMetrics: UIBarMetrics) -> UIImage? {
    backgroundImages[BarImageSlot(position: barPosition, metrics: barMetrics)]
  }

  /// Sets the background image for bar metrics at any bar position (an appearance property).
  ///
  /// - Parameters:
  ///   - backgroundImage: The image, or `nil` to remove it.
  ///   - barMetrics: The bar metrics.
  open func setBackgroundImage(_ backgroundImage: UIImage?, for barMetrics: UIBarMetrics) {
    setBackgroundImage(backgroundImage, for: .any, barMetrics: barMetrics)
  }

  /// The background image set for bar metrics at any bar position.
  ///
  /// - Parameter barMetrics: The bar metrics.
  /// - Returns: The image, or `nil`.
  open func backgroundImage(for barMetrics: UIBarMetrics) -> UIImage? {
    backgroundImage(for: .any, barMetrics: barMetrics)
  }

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
