import Foundation

/// A description of a view's content and look for one state, which makes the view that shows
/// it (iOS 14).
///
/// Cells take one in `contentConfiguration`: they add the view ``makeContentView()`` makes to
/// their content view, over its bounds, and hand later configurations of the same type to
/// that view (decision CV8).
@preconcurrency @MainActor
public protocol UIContentConfiguration {
  /// Makes a new view that shows this configuration.
  ///
  /// - Returns: The content view.
  func makeContentView() -> any UIView & UIContentView

  /// A copy of the configuration adjusted for a state, such as selected or highlighted.
  ///
  /// - Parameter state: The state.
  /// - Returns: The adjusted configuration.
  func updated(for state: any UIConfigurationState) -> Self
}

/// A view that shows a content configuration.
@preconcurrency @MainActor
public protocol UIContentView: NSObjectProtocol {
  /// The configuration the view shows; setting one updates the view.
  var configuration: any UIContentConfiguration { get set }

  /// Whether the view can show a configuration without being replaced (iOS 16).
  ///
  /// - Parameter configuration: The new configuration.
  /// - Returns: Whether the view supports it; by default, whether it is of the same type as
  ///   the current one.
  func supports(_ configuration: any UIContentConfiguration) -> Bool
}

extension UIContentView {
  /// Whether the configuration is of the same type as the view's current one.
  ///
  /// - Parameter configuration: The new configuration.
  /// - Returns: Whether the types match.
  public func supports(_ configuration: any UIContentConfiguration) -> Bool {
    type(of: configuration) == type(of: self.configuration)
  }
}

/// The inputs a configuration adapts to: traits and custom states (iOS 14).
@preconcurrency @MainActor
public protocol UIConfigurationState {
  /// The traits of the view the state is for.
  var traitCollection: UITraitCollection { get set }

  /// The value of a custom state, or `nil`.
  subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? { get set }
}

/// The key of a custom state in a configuration state.
public struct UIConfigurationStateCustomKey: Hashable, RawRepresentable, Sendable {
  /// The key's string.
  public let rawValue: String

  /// Creates a key.
  ///
  /// - Parameter rawValue: The key's string.
  public init(rawValue: String) {
    self.rawValue = rawValue
  }

  /// Creates a key.
  ///
  /// - Parameter rawValue: The key's string.
  public init(_ rawValue: String) {
    self.rawValue = rawValue
  }
}
