import Foundation

/// The object a search controller asks to update its results (iOS 8).
@preconcurrency @MainActor
public protocol UISearchResultsUpdating: NSObjectProtocol {
  /// Called when the search bar's field becomes first responder and whenever its text changes,
  /// as the user types or cancels (decision SC2).
  ///
  /// - Parameter searchController: The search controller.
  func updateSearchResults(for searchController: UISearchController)
  /// Called when the user selects a search suggestion (iOS 16); does nothing by default.
  ///
  /// - Parameters:
  ///   - searchController: The search controller.
  ///   - searchSuggestion: The suggestion.
  func updateSearchResults(
    for searchController: UISearchController, selecting searchSuggestion: any UISearchSuggestion)
}

extension UISearchResultsUpdating {
  /// Does nothing.
  ///
  /// - Parameters:
  ///   - searchController: The search controller.
  ///   - searchSuggestion: The suggestion.
  public func updateSearchResults(
    for searchController: UISearchController, selecting searchSuggestion: any UISearchSuggestion
  ) {}
}

/// A suggestion a search controller offers under its search field (iOS 16).
@preconcurrency @MainActor
public protocol UISearchSuggestion: NSObjectProtocol {
  /// The suggestion's text.
  var localizedSuggestion: String? { get }
}

/// The methods a search controller's delegate implements to hear of its presentation and
/// dismissal (every one optional, as in UIKit; decision SC3).
@preconcurrency @MainActor
public protocol UISearchControllerDelegate: NSObjectProtocol {
  /// Called before the search controller presents itself.
  ///
  /// - Parameter searchController: The search controller.
  func willPresentSearchController(_ searchController: UISearchController)
  /// Called after the search controller's presentation finished.
  ///
  /// - Parameter searchController: The search controller.
  func didPresentSearchController(_ searchController: UISearchController)
  /// Called before the search controller is dismissed.
  ///
  /// - Parameter searchController: The search controller.
  func willDismissSearchController(_ searchController: UISearchController)
  /// Called after the search controller's dismissal finished.
  ///
  /// - Parameter searchController: The search controller.
  func didDismissSearchController(_ searchController: UISearchController)
  /// Presents the search controller in the app's own way; when the search controller is still
  /// not presented after this call, it presents itself (decision SC3).
  ///
  /// - Parameter searchController: The search controller.
  func presentSearchController(_ searchController: UISearchController)
}

extension UISearchControllerDelegate {
  /// Does nothing.
  ///
  /// - Parameter searchController: The search controller.
  public func willPresentSearchController(_ searchController: UISearchController) {}
  /// Does nothing.
  ///
  /// - Parameter searchController: The search controller.
  public func didPresentSearchController(_ searchController: UISearchController) {}
  /// Does nothing.
  ///
  /// - Parameter searchController: The search controller.
  public func willDismissSearchController(_ searchController: UISearchController) {}
  /// Does nothing.
  ///
  /// - Parameter searchController: The search controller.
  public func didDismissSearchController(_ searchController: UISearchController) {}
  /// Does nothing: the search controller presents itself.
  ///
  /// - Parameter searchController: The search controller.
  public func presentSearchController(_ searchController: UISearchController) {}
}
