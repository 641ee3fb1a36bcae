import Foundation

/// The space between the items of a group, or beside one item: fixed, or flexible (at least
/// the value, growing to share the room left over).
@preconcurrency @MainActor
public final class NSCollectionLayoutSpacing: NSObject, @preconcurrency NSCopying {
  /// The spacing in points: exact when fixed, the minimum when flexible.
  public let spacing: CGFloat

  /// Whether the spacing grows to share the room left over.
  public let isFlexibleSpacing: Bool

  /// Creates a spacing.
  private init(spacing: CGFloat, flexible: Bool) {
    self.spacing = spacing
    isFlexibleSpacing = flexible
    super.init()
  }

  /// A spacing of exactly some points.
  ///
  /// - Parameter fixedSpacing: The points.
  /// - Returns: The spacing.
  public static func fixed(_ fixedSpacing: CGFloat) -> NSCollectionLayoutSpacing {
    NSCollectionLayoutSpacing(spacing: fixedSpacing, flexible: false)
  }

  /// A spacing of at least some points that grows to share the room left over in the group.
  ///
  /// - Parameter flexibleSpacing: The minimum points.
  /// - Returns: The spacing.
  public static func flexible(_ flexibleSpacing: CGFloat) -> NSCollectionLayoutSpacing {
    NSCollectionLayoutSpacing(spacing: flexibleSpacing, flexible: true)
  }

  /// Whether the spacing is exact.
  public var isFixedSpacing: Bool { !isFlexibleSpacing }

  /// The spacing itself: spacings are immutable.
  ///
  /// - Parameter zone: Unused.
  /// - Returns: The spacing.
  public func copy(with zone: NSZone? = nil) -> Any { self }
}

/// The spacing around the four edges of an item, added outside its frame when the group places
/// it (before the item's content insets shrink it).
@preconcurrency @MainActor
public final class NSCollectionLayoutEdgeSpacing: NSObject, @preconcurrency NSCopying {
  /// The spacing before the leading edge, or `nil`.
  public let leading: NSCollectionLayoutSpacing?

  /// The spacing above the top edge, or `nil`.
  public let top: NSCollectionLayoutSpacing?

  /// The spacing after the trailing edge, or `nil`.
  public let trailing: NSCollectionLayoutSpacing?

  /// The spacing below the bottom edge, or `nil`.
  public let bottom: NSCollectionLayoutSpacing?

  /// Creates edge spacing.
  ///
  /// - Parameters:
  ///   - leading: The spacing before the leading edge.
  ///   - top: The spacing above the top edge.
  ///   - trailing: The spacing after the trailing edge.
  ///   - bottom: The spacing below the bottom edge.
  public init(
    leading: NSCollectionLayoutSpacing?, top: NSCollectionLayoutSpacing?,
    trailing: NSCollectionLayoutSpacing?, bottom: NSCollectionLayoutSpacing?
  ) {
    self.leading = leading
    self.top = top
    self.trailing = trailing
    self.bottom = bottom
    super.init()
  }

  /// The edge spacing itself: it is immutable.
  ///
  /// - Parameter zone: Unused.
  /// - Returns: The edge spacing.
  public func copy(with zone: NSZone? = nil) -> Any { self }
}
