import Foundation

/// The methods a search bar's delegate implements to hear of editing and button taps.
///
/// Every method is optional, as in UIKit: the protocol extension allows everything and does
/// nothing. See UISearchBar+Field.swift for when each is called headless.
@preconcurrency @MainActor
public protocol UISearchBarDelegate: NSObjectProtocol {
  /// Whether editing may begin.
  ///
  /// - Parameter searchBar: The search bar.
  /// - Returns: `false` to keep the field from becoming first responder.
  func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool
  /// Called after editing began.
  ///
  /// - Parameter searchBar: The search bar.
  func searchBarTextDidBeginEditing(_ searchBar: UISearchBar)
  /// Whether editing may end.
  ///
  /// - Parameter searchBar: The search bar.
  /// - Returns: `false` to keep the field first responder.
  func searchBarShouldEndEditing(_ searchBar: UISearchBar) -> Bool
  /// Called after editing ended.
  ///
  /// - Parameter searchBar: The search bar.
  func searchBarTextDidEndEditing(_ searchBar: UISearchBar)
  /// Called after typing changed the text.
  ///
  /// - Parameters:
  ///   - searchBar: The search bar.
  ///   - searchText: The new text.
  func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String)
  /// Whether typed text may replace a range.
  ///
  /// - Parameters:
  ///   - searchBar: The search bar.
  ///   - range: The range replaced.
  ///   - text: The replacement.
  /// - Returns: `false` to refuse the change.
  func searchBar(
    _ searchBar: UISearchBar, shouldChangeTextIn range: NSRange, replacementText text: String
  ) -> Bool
  /// Called when the search (return) key is pressed.
  ///
  /// - Parameter searchBar: The search bar.
  func searchBarSearchButtonClicked(_ searchBar: UISearchBar)
  /// Called when the bookmark button is tapped.
  ///
  /// - Parameter searchBar: The search bar.
  func searchBarBookmarkButtonClicked(_ searchBar: UISearchBar)
  /// Called when the cancel button is tapped.
  ///
  /// - Parameter searchBar: The search bar.
  func searchBarCancelButtonClicked(_ searchBar: UISearchBar)
  /// Called when the results list button is tapped.
  ///
  /// - Parameter searchBar: The search bar.
  func searchBarResultsListButtonClicked(_ searchBar: UISearchBar)
  /// Called after the selected scope button changed.
  ///
  /// - Parameters:
  ///   - searchBar: The search bar.
  ///   - selectedScope: The new scope's index.
  func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int)
}

extension UISearchBarDelegate {
  /// Returns `true`.
  ///
  /// - Parameter searchBar: The search bar.
  /// - Returns: `true`.
  public func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool { true }
  /// Does nothing.
  ///
  /// - Parameter searchBar: The search bar.
  public func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) {}
  /// Returns `true`.
  ///
  /// - Parameter searchBar: The search bar.
  /// - Returns: `true`.
  public func searchBarShouldEndEditing(_ searchBar: UISearchBar) -> Bool { true }
  /// Does nothing.
  ///
  /// - Parameter searchBar: The search bar.
  public func searchBarTextDidEndEditing(_ searchBar: UISearchBar) {}
  /// Does nothing.
  ///
  /// - Parameters:
  ///   - searchBar: The search bar.
  ///   - searchText: The new text.
  public func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {}
  /// Returns `true`.
  ///
  /// - Parameters:
  ///   - searchBar: The search bar.
  ///   - range: The range replaced.
  ///   - text: The replacement.
  /// - Returns: `true`.
  public func searchBar(
    _ searchBar: UISearchBar, shouldChangeTextIn range: NSRange, replacementText text: String
  ) -> Bool { true }
  /// Does nothing.
  ///
  /// - Parameter searchBar: The search bar.
  public func searchBarSearchButtonClicked(_ searchBar: UISearchBar) {}
  /// Does nothing.
  ///
  /// - Parameter searchBar: The search bar.
  public func searchBarBookmarkButtonClicked(_ searchBar: UISearchBar) {}
  /// Does nothing.
  ///
  /// - Parameter searchBar: The search bar.
  public func searchBarCancelButtonClicked(_ searchBar: UISearchBar) {}
  /// Does nothing.
  ///
  /// - Parameter searchBar: The search bar.
  public func searchBarResultsListButtonClicked(_ searchBar: UISearchBar) {}
  /// Does nothing.
  ///
  /// - Parameters:
  ///   - searchBar: The search bar.
  ///   - selectedScope: The new scope's index.
  public func searchBar(
    _ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int
  ) {}
}
