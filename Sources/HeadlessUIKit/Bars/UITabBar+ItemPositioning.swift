import Foundation

extension UITabBar {
  /// How a tab bar places its items across its width.
  public enum ItemPositioning: Int, Sendable {
    /// Fill on a compact width, centered on a regular width (the default).
    case automatic
    /// The items share the whole width.
    case fill
    /// The items are centered with a fixed width and spacing.
    case centered
  }
}
