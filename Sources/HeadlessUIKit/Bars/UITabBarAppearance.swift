import Foundation

/// The look of a tab bar: its background plus the look of its items in each layout.
///
/// UIKit lays tab bar items out in one of three ways: stacked (icon above title, on iPhone in
/// portrait), inline (icon beside title, on iPad) and compact inline (icon beside title in a
/// compact-height bar). Each has its own ``UITabBarItemAppearance``; assigning one stores a
/// copy, while changing the object the property returns changes the appearance in place, as in
/// UIKit. Copying the tab bar appearance copies the item appearances too.
@preconcurrency @MainActor
open class UITabBarAppearance: UIBarAppearance {
  /// The colour of the selection indicator; `nil` by default.
  open var selectionIndicatorTintColor: UIColor?

  /// An image drawn behind the selected item; `nil` by default.
  open var selectionIndicatorImage: UIImage?

  /// The look of items laid out stacked (icon above title).
  open var stackedLayoutAppearance: UITabBarItemAppearance {
    get { stacked }
    set { stacked = newValue.copy() }
  }

  /// The look of items laid out inline (icon beside title).
  open var inlineLayoutAppearance: UITabBarItemAppearance {
    get { inline }
    set { inline = newValue.copy() }
  }

  /// The look of items laid out inline in a compact-height bar.
  open var compactInlineLayoutAppearance: UITabBarItemAppearance {
    get { compactInline }
    set { compactInline = newValue.copy() }
  }

  /// How stacked items are placed across the bar; `.automatic` by default.
  open var stackedItemPositioning: UITabBar.ItemPositioning = .automatic

  /// The space between stacked items when they are centered; `0` (the system's) by default.
  open var stackedItemSpacing: CGFloat = 0

  /// The width of stacked items when they are centered; `0` (the system's) by default.
  open var stackedItemWidth: CGFloat = 0

  private var stacked = UITabBarItemAppearance(style: .stacked)
  private var inline = UITabBarItemAppearance(style: .inline)
  private var compactInline = UITabBarItemAppearance(style: .compactInline)

  /// Creates an appearance with the default background and item looks for an idiom.
  ///
  /// - Parameter idiom: The idiom.
  public override init(idiom: UIUserInterfaceIdiom) {
    super.init(idiom: idiom)
  }

  /// Creates a copy of another appearance, tab-bar properties included when it has them.
  ///
  /// - Parameter barAppearance: The appearance to copy.
  public required init(barAppearance: UIBarAppearance) {
    super.init(barAppearance: barAppearance)
    guard let other = barAppearance as? UITabBarAppearance else { return }
    selectionIndicatorTintColor = other.selectionIndicatorTintColor
    selectionIndicatorImage = other.selectionIndicatorImage
    stacked = other.stacked.copy()
    inline = other.inline.copy()
    compactInline = other.compactInline.copy()
    stackedItemPositioning = other.stackedItemPositioning
    stackedItemSpacing = other.stackedItemSpacing
    stackedItemWidth = other.stackedItemWidth
  }

  /// The look of the items for a layout style.
  ///
  /// - Parameter style: The layout style.
  /// - Returns: The matching item appearance (the object the appearance holds).
  func itemAppearance(for style: UITabBarItemAppearance.Style) -> UITabBarItemAppearance {
    switch style {
    case .stacked: stacked
    case .inline: inline
    case .compactInline: compactInline
    }
  }
}
