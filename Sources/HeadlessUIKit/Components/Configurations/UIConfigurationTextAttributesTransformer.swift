import Foundation

/// A function that changes the attributes of a configuration's text, such as its font or
/// colour (iOS 15).
///
/// A button configuration hands its transformer the attributes it would give its title (the
/// size's font and the resolved foreground colour, with the styled title's own attributes laid
/// over them) and shows the text with what the function returns (decision BC4). Two
/// transformers are equal when they are the same one (made by the same initializer call).
///
///     config.titleTextAttributesTransformer = UIConfigurationTextAttributesTransformer {
///       var outgoing = $0
///       outgoing.font = UIFont.preferredFont(forTextStyle: .headline)
///       return outgoing
///     }
public struct UIConfigurationTextAttributesTransformer: Hashable, @unchecked Sendable {
  /// The function: it takes the current attributes and returns the new ones.
  ///
  /// It runs on the main actor, where buttons update; so it may read main-actor state such as
  /// `UIFont.preferredFont(forTextStyle:)`, which HeadlessUIKit isolates to the main actor.
  public let transform: @MainActor (AttributeContainer) -> AttributeContainer

  /// The transformer's identity.
  private let identity = UUID()

  /// Creates a transformer.
  ///
  /// - Parameter transform: The function.
  public init(_ transform: @escaping @MainActor (AttributeContainer) -> AttributeContainer) {
    self.transform = transform
  }

  /// Whether two transformers are the same one.
  ///
  /// - Parameters:
  ///   - lhs: A transformer.
  ///   - rhs: Another transformer.
  /// - Returns: Whether they are the same.
  public static func == (lhs: Self, rhs: Self) -> Bool { lhs.identity == rhs.identity }

  /// Hashes the transformer's identity.
  ///
  /// - Parameter hasher: The hasher.
  public func hash(into hasher: inout Hasher) { hasher.combine(identity) }

  /// Applies the function.
  ///
  /// - Parameter input: The attributes.
  /// - Returns: The changed attributes.
  @MainActor public func callAsFunction(_ input: AttributeContainer) -> AttributeContainer {
    transform(input)
  }
}
