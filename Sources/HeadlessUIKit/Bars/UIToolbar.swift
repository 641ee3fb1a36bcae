import Foundation

/// A bar of buttons, usually at the bottom of the screen (decision K12).
///
/// The toolbar has no intrinsic width. Its standard height is the navigation bar's (decision
/// C35): 44 points on iPhone, 32 in landscape at compact width and 50 on iPad;
/// ``intrinsicContentSize`` and ``sizeThatFits(_:)`` (with the offered width) give it. Items
/// are kept and not yet laid out as buttons.
@preconcurrency @MainActor
open class UIToolbar: UIView {
  /// The items, left to right; `nil` by default.
  ///
  /// Items set while the toolbar is in a window get the appearance proxies (decision AP2).
  open var items: [UIBarButtonItem]? {
    didSet { applyAppearance(to: items ?? []) }
  }

  /// The style of the bar's background; `.default` by default.
  open var barStyle: UIBarStyle = .default {
    didSet { appearancePropertyDidChange(\UIToolbar.barStyle, to: barStyle) }
  }

  /// Whether the bar is translucent; `true` by default.
  open var isTranslucent = true {
    didSet { appearancePropertyDidChange(\UIToolbar.isTranslucent, to: isTranslucent) }
  }

  /// The colour of the bar's background; `nil` means the system's.
  open var barTintColor: UIColor? {
    didSet { appearancePropertyDidChange(\UIToolbar.barTintColor, to: barTintColor) }
  }

  /// The appearance at the standard height (stored as a copy); the default background.
  @NSCopying open var standardAppearance = UIToolbarAppearance() {
    didSet { appearancePropertyDidChange(\UIToolbar.standardAppearance, to: standardAppearance) }
  }

  /// The appearance at the compact height (a copy); `nil` uses the standard one.
  @NSCopying open var compactAppearance: UIToolbarAppearance? {
    didSet { appearancePropertyDidChange(\UIToolbar.compactAppearance, to: compactAppearance) }
  }

  /// The appearance when the content's edge meets the bar (a copy); `nil` is the standard
  /// one, transparent.
  @NSCopying open var scrollEdgeAppearance: UIToolbarAppearance? {
    didSet {
      appearancePropertyDidChange(\UIToolbar.scrollEdgeAppearance, to: scrollEdgeAppearance)
    }
  }

  /// The scroll-edge appearance at the compact height; `nil` uses ``scrollEdgeAppearance``.
  @NSCopying open var compactScrollEdgeAppearance: UIToolbarAppearance? {
    didSet {
      appearancePropertyDidChange(
        \UIToolbar.compactScrollEdgeAppearance, to: compactScrollEdgeAppearance)
    }
  }

  /// Creates a toolbar with a frame.
  ///
  /// - Parameter frame: The frame.
  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  /// Creates a toolbar from an archive, with the same defaults as `init(frame:)`.
  ///
  /// - Parameter coder: The archive.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// Sets ``items``; animation does not apply headless.
  ///
  /// - Parameters:
  ///   - items: The items.
  ///   - animated: Whether UIKit would animate the change (ignored).
  open func setItems(_ items: [UIBarButtonItem]?, animated: Bool) {
    self.items = items
  }

  /// No intrinsic width; the standard bar height of the screen.
  open override var intrinsicContentSize: CGSize {
    CGSize(width: UIView.noIntrinsicMetric, height: BarMetrics(for: self).toolbarHeight)
  }

  /// The offered width by the standard bar height of the screen.
  ///
  /// - Parameter size: The size offered.
  /// - Returns: `size.width` by 44, 32 or 50 points.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    CGSize(width: size.width, height: BarMetrics(for: self).toolbarHeight)
  }
}

extension UIToolbar: BarItemAppearanceHost {
  /// The toolbar's items.
  var shownBarItems: [UIBarItem] {
    items ?? []
  }
}

/// The looks of bars, with UIKit's raw values.
public enum UIBarStyle: Int, Sendable {
  /// The platform's usual look.
  case `default` = 0
  /// A dark look.
  case black = 1
  /// A dark translucent look (deprecated; use ``black`` with translucency).
  case blackTranslucent = 2

  /// The opaque dark look, the same as ``black``.
  public static var blackOpaque: UIBarStyle { .black }
}
