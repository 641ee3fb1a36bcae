import Foundation

/// How the separators of a list's rows look: whether the top and bottom separators show, their
/// insets and colour (iOS 14.5, decision CV10).
public struct UIListSeparatorConfiguration: Hashable, @unchecked Sendable {
  /// Whether a separator shows.
  public enum Visibility: Int, Hashable, Sendable {
    /// As the list appearance and the row's position decide.
    case automatic = 0
    /// Shown.
    case visible = 1
    /// Hidden.
    case hidden = 2
  }

  /// The insets that ask for the system's: the leading edge of the row's text, none at the
  /// trailing edge.
  public static let automaticInsets = NSDirectionalEdgeInsets(
    top: -.greatestFiniteMagnitude, leading: -.greatestFiniteMagnitude,
    bottom: -.greatestFiniteMagnitude, trailing: -.greatestFiniteMagnitude)

  /// Whether the row's top separator shows; `.automatic` by default.
  public var topSeparatorVisibility: Visibility = .automatic

  /// Whether the row's bottom separator shows; `.automatic` by default.
  public var bottomSeparatorVisibility: Visibility = .automatic

  /// The insets of the top separator; ``automaticInsets`` by default.
  public var topSeparatorInsets = automaticInsets

  /// The insets of the bottom separator; ``automaticInsets`` by default.
  public var bottomSeparatorInsets = automaticInsets

  /// The separators' colour; the system separator colour by default.
  public var color: UIColor = .separator

  /// The separators' colour in a list that allows multiple selection.
  public var multipleSelectionColor: UIColor = .separator

  /// Creates the separator configuration of a list appearance.
  ///
  /// - Parameter listAppearance: The list appearance.
  public init(listAppearance: UICollectionLayoutListConfiguration.Appearance) {}
}

extension UICollectionLayoutListConfiguration {
  /// The function that adjusts the separators of one row, given the list's configuration for it.
  public typealias ItemSeparatorHandler =
    (IndexPath, UIListSeparatorConfiguration) -> UIListSeparatorConfiguration
}
