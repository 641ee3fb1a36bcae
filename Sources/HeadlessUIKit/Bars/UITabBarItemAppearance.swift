import Foundation

/// The look of tab bar items in one layout style, state by state (iOS 13).
///
/// A new item appearance has UIKit's defaults for its style: no title attributes, no icon
/// colour (the bar's tint and unselected colours apply), no badge colour (the system red) and
/// no offsets.
@preconcurrency @MainActor
open class UITabBarItemAppearance: NSObject, NSCopying {
  /// The three ways a tab bar lays out its items.
  public enum Style: Int, Sendable {
    /// Icon above title.
    case stacked
    /// Icon beside title.
    case inline
    /// Icon beside title in a compact-height bar.
    case compactInline
  }

  /// The look of items in their normal (unselected) state.
  open var normal: UITabBarItemStateAppearance { states[0] }

  /// The look of the selected item.
  open var selected: UITabBarItemStateAppearance { states[1] }

  /// The look of disabled items.
  open var disabled: UITabBarItemStateAppearance { states[2] }

  /// The look of the focused item.
  open var focused: UITabBarItemStateAppearance { states[3] }

  /// The style the appearance was made for.
  let style: Style

  private var states: [UITabBarItemStateAppearance]

  /// Creates the default look for stacked items.
  public override convenience init() {
    self.init(style: .stacked)
  }

  /// Creates the default look for a layout style.
  ///
  /// - Parameter style: The layout style.
  public init(style: Style) {
    self.style = style
    states = (0..<4).map { _ in UITabBarItemStateAppearance() }
    super.init()
  }

  /// Resets every state to the default look for a layout style.
  ///
  /// - Parameter style: The layout style.
  open func configureWithDefault(for style: Style) {
    states = (0..<4).map { _ in UITabBarItemStateAppearance() }
  }

  /// Returns a copy whose states are copies too.
  open func copy() -> UITabBarItemAppearance {
    let copy = UITabBarItemAppearance(style: style)
    copy.states = states.map { $0.copy() }
    return copy
  }

  /// Returns a copy.
  ///
  /// - Parameter zone: Ignored.
  /// - Returns: The copy.
  nonisolated open func copy(with zone: NSZone? = nil) -> Any {
    nonisolated(unsafe) var copy: UITabBarItemAppearance?
    MainActor.assumeIsolated { copy = self.copy() }
    return copy as Any
  }
}

/// The look of tab bar items in one state: title attributes, icon colour, badge and offsets.
@preconcurrency @MainActor
open class UITabBarItemStateAppearance: NSObject {
  /// The attributes of the titles; empty by default.
  open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]

  /// The offset of the titles from their standard position; zero by default.
  open var titlePositionAdjustment: UIOffset = .zero

  /// The colour of template icons; `nil` uses the bar's colours.
  open var iconColor: UIColor?

  /// The background colour of badges; `nil` uses the system red.
  open var badgeBackgroundColor: UIColor?

  /// The attributes of badge text; empty by default.
  open var badgeTextAttributes: [NSAttributedString.Key: Any] = [:]

  /// The offset of badges from their standard position; zero by default.
  open var badgePositionAdjustment: UIOffset = .zero

  /// The offset of badge text within the badge; zero by default.
  open var badgeTitlePositionAdjustment: UIOffset = .zero

  /// Returns a copy with the same values.
  func copy() -> UITabBarItemStateAppearance {
    let copy = UITabBarItemStateAppearance()
    copy.titleTextAttributes = titleTextAttributes
    copy.titlePositionAdjustment = titlePositionAdjustment
    copy.iconColor = iconColor
    copy.badgeBackgroundColor = badgeBackgroundColor
    copy.badgeTextAttributes = badgeTextAttributes
    copy.badgePositionAdjustment = badgePositionAdjustment
    copy.badgeTitlePositionAdjustment = badgeTitlePositionAdjustment
    return copy
  }
}
