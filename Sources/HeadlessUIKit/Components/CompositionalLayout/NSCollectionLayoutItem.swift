import Foundation

/// The smallest element of a compositional layout: one cell's size, insets and spacing.
///
/// A group gives each item the size its ``layoutSize`` resolves to in the group, places it
/// after its ``edgeSpacing``, then shrinks the cell's frame by its ``contentInsets`` on every
/// axis whose dimension is not estimated (Apple's `contentInsets` documentation; decision
/// CV2).
@preconcurrency @MainActor
open class NSCollectionLayoutItem: NSObject, @preconcurrency NSCopying {
  /// The item's size, in its group.
  public let layoutSize: NSCollectionLayoutSize

  /// The space taken off the item's frame on each edge after it is placed; zero by default.
  open var contentInsets: NSDirectionalEdgeInsets = .zero

  /// The spacing outside the item's edges, used when its group places it; `nil` by default.
  open var edgeSpacing: NSCollectionLayoutEdgeSpacing?

  /// The supplementary views anchored to the item, such as badges.
  public let supplementaryItems: [NSCollectionLayoutSupplementaryItem]

  /// Creates an item of a size.
  ///
  /// - Parameter layoutSize: The size in the item's group.
  public convenience init(layoutSize: NSCollectionLayoutSize) {
    self.init(layoutSize: layoutSize, supplementaryItems: [])
  }

  /// Creates an item of a size with supplementary views anchored to it.
  ///
  /// - Parameters:
  ///   - layoutSize: The size in the item's group.
  ///   - supplementaryItems: The anchored supplementary views.
  public init(
    layoutSize: NSCollectionLayoutSize,
    supplementaryItems: [NSCollectionLayoutSupplementaryItem]
  ) {
    self.layoutSize = layoutSize
    self.supplementaryItems = supplementaryItems
    super.init()
  }

  /// A copy with the same size, insets, spacing and supplementary items.
  ///
  /// - Parameter zone: Unused.
  /// - Returns: The copy.
  open func copy(with zone: NSZone? = nil) -> Any {
    let copy = NSCollectionLayoutItem(
      layoutSize: layoutSize, supplementaryItems: supplementaryItems)
    copy.contentInsets = contentInsets
    copy.edgeSpacing = edgeSpacing
    return copy
  }
}
