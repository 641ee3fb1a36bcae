import Foundation

/// The bar at the bottom of a tab bar controller's view.
///
/// Headless, the bar holds its items (a tab bar controller's are its controllers' tab bar
/// items) but draws none: it exists so that its frame and the safe area it takes from the
/// selected controller are UIKit's. Its standard height is 49 points on iPhone (32 in landscape
/// at compact width) and 50 on iPad, plus the bottom safe-area inset it covers (45 plus the
/// inset on an iPad with a home indicator, decision C35).
@preconcurrency @MainActor
open class UITabBar: UIView {
  /// Whether the bar is translucent (the default); the selected controller's view extends
  /// under an opaque bar only when its `extendedLayoutIncludesOpaqueBars` is `true` (decision
  /// C39).
  open var isTranslucent = true {
    didSet {
      superview?.setNeedsLayout()
      appearancePropertyDidChange(\UITabBar.isTranslucent, to: isTranslucent)
    }
  }

  /// The items, left to right: `nil` by default, a tab bar controller's bar shows the tab bar
  /// items of its controllers.
  ///
  /// Setting it is `setItems(_:animated:)` without animation.
  open var items: [UITabBarItem]? {
    get { managingController.map { $0.tabList?.map(\.resolvedTabBarItem) } ?? storedItems }
    set { setItems(newValue, animated: false) }
  }
  private var storedItems: [UITabBarItem]?

  /// The selected item, one of ``items``; `nil` by default, and for a tab bar controller's bar
  /// the selected controller's tab bar item.
  open var selectedItem: UITabBarItem? {
    get {
      if let managingController { return managingController.selectedChild?.resolvedTabBarItem }
      return storedSelectedItem
    }
    set { storedSelectedItem = newValue }
  }
  private weak var storedSelectedItem: UITabBarItem?

  /// The tab bar controller whose bar this is, if any.
  weak var managingController: UITabBarController?

  /// The object told of the user's item selections: the managing tab bar controller for its
  /// own bar, which UIKit does not let an app replace.
  open weak var delegate: (any UITabBarDelegate)? {
    get { managingController ?? storedDelegate }
    set {
      precondition(
        managingController == nil,
        "Changing the delegate of a tab bar managed by a tab bar controller is not allowed.")
      storedDelegate = newValue
    }
  }
  private weak var storedDelegate: (any UITabBarDelegate)?

  /// The colour of the bar's background; `nil` (the default) is the system's.
  open var barTintColor: UIColor? {
    didSet { appearancePropertyDidChange(\UITabBar.barTintColor, to: barTintColor) }
  }

  /// The colour of the unselected items' images and titles; `nil` (the default) is the
  /// system's grey.
  open var unselectedItemTintColor: UIColor? {
    didSet {
      appearancePropertyDidChange(\UITabBar.unselectedItemTintColor, to: unselectedItemTintColor)
    }
  }

  /// The style of the bar's background; `.default` by default.
  open var barStyle: UIBarStyle = .default {
    didSet { appearancePropertyDidChange(\UITabBar.barStyle, to: barStyle) }
  }

  /// The appearance of the bar (stored as a copy); the default background.
  @NSCopying open var standardAppearance = UITabBarAppearance() {
    didSet { appearancePropertyDidChange(\UITabBar.standardAppearance, to: standardAppearance) }
  }

  /// The appearance when the content's bottom edge meets the bar (a copy); `nil` is the
  /// standard one, transparent.
  @NSCopying open var scrollEdgeAppearance: UITabBarAppearance? {
    didSet {
      appearancePropertyDidChange(\UITabBar.scrollEdgeAppearance, to: scrollEdgeAppearance)
    }
  }

  /// The image of the bar's background; `nil` by default.
  open var backgroundImage: UIImage? {
    didSet { appearancePropertyDidChange(\UITabBar.backgroundImage, to: backgroundImage) }
  }

  /// The image of the hairline above the bar; `nil` (the default) is the system's line.
  open var shadowImage: UIImage? {
    didSet { appearancePropertyDidChange(\UITabBar.shadowImage, to: shadowImage) }
  }

  /// The image drawn behind the selected item; `nil` by default.
  open var selectionIndicatorImage: UIImage? {
    didSet {
      appearancePropertyDidChange(\UITabBar.selectionIndicatorImage, to: selectionIndicatorImage)
    }
  }

  /// Sets the items; animation does not apply headless.
  ///
  /// Items set while the bar is in a window get the appearance proxies (decision AP2).
  ///
  /// - Parameters:
  ///   - items: The items, left to right.
  ///   - animated: Whether UIKit would animate the change (ignored).
  open func setItems(_ items: [UITabBarItem]?, animated: Bool) {
    storedItems = items
    if let storedSelectedItem, !(items ?? []).contains(where: { $0 === storedSelectedItem }) {
      self.storedSelectedItem = nil
    }
    applyAppearance(to: items ?? [])
  }

  /// No intrinsic width, and the bar's standard height without any safe-area inset (a bar
  /// placed by constraints).
  open override var intrinsicContentSize: CGSize {
    CGSize(
      width: UIView.noIntrinsicMetric, height: BarMetrics(for: self).tabBarHeight(bottomInset: 0))
  }

  /// The proposed width and the bar's standard height, which includes the bar's own bottom
  /// safe-area inset.
  ///
  /// - Parameter size: The size the bar should fit in.
  /// - Returns: `size.width` by the standard height.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    let height = BarMetrics(for: self).tabBarHeight(bottomInset: safeAreaInsets.bottom)
    return CGSize(width: size.width, height: height)
  }
}

extension UITabBar: BarItemAppearanceHost {
  /// The bar's items.
  var shownBarItems: [UIBarItem] {
    items ?? []
  }
}
