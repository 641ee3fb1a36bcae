import Foundation

/// Where a navigation item's search bar goes (iOS 16).
extension UINavigationItem {
  /// Where the search bar of a navigation item's search controller appears, with UIKit's raw
  /// values.
  public enum SearchBarPlacement: Int, Sendable {
    /// As the layout decides: stacked under the bar's contents on iPhone.
    case automatic = 0
    /// At the trailing edge, with the other contents (iOS 26; `inline` before).
    case integrated = 1
    /// Stacked under the bar's other contents, the layout before iOS 16.
    case stacked = 2
    /// As `integrated`, centred in a regular width on iPad (iOS 26).
    case integratedCentered = 3
    /// As `integrated`, shown as a button while inactive (iOS 26).
    case integratedButton = 4

    /// At the trailing edge, inline with the other contents (the iOS 16 name of
    /// `integrated`).
    public static var inline: Self { .integrated }
  }

  /// Where the search bar is placed (iOS 16): the preferred placement, `.stacked` for
  /// `.automatic` (the layout of an iPhone's navigation bar).
  public var searchBarPlacement: SearchBarPlacement {
    preferredSearchBarPlacement == .automatic ? .stacked : preferredSearchBarPlacement
  }
}
