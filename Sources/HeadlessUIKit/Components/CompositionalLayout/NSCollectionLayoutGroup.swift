import Foundation

/// An item that lays out other items (or groups) along one axis, or where a function puts
/// them.
///
/// A horizontal group places its subitems side by side, a vertical one stacks them. Given an
/// array of subitems, the group repeats the array for as long as the next subitem fits in the
/// group's size along its axis; given a count, it places exactly that many copies of one
/// subitem, sizing each to share the group's length less the spacing (Apple's
/// `horizontal(layoutSize:repeatingSubitem:count:)` documentation; decision CV3).
@preconcurrency @MainActor
open class NSCollectionLayoutGroup: NSCollectionLayoutItem {
  /// How a group arranges its subitems.
  enum Arrangement {
    /// Side by side along the x axis.
    case horizontal
    /// Stacked along the y axis.
    case vertical
    /// Where a function says.
    case custom((any NSCollectionLayoutEnvironment) -> [NSCollectionLayoutGroupCustomItem])
  }

  /// How the group arranges its subitems.
  let arrangement: Arrangement

  /// The subitems, in order.
  public let subitems: [NSCollectionLayoutItem]

  /// The number of copies of the single subitem the group places, or `nil` to fill.
  let repeatCount: Int?

  /// The space between subitems along the group's axis; `nil` (no space) by default.
  open var interItemSpacing: NSCollectionLayoutSpacing?

  /// Creates a group.
  init(
    layoutSize: NSCollectionLayoutSize, arrangement: Arrangement,
    subitems: [NSCollectionLayoutItem], count: Int?
  ) {
    self.arrangement = arrangement
    self.subitems = subitems
    repeatCount = count
    super.init(layoutSize: layoutSize, supplementaryItems: [])
  }

  /// A group that places its subitems side by side, repeating them while they fit.
  ///
  /// - Parameters:
  ///   - layoutSize: The group's size.
  ///   - subitems: The subitems.
  /// - Returns: The group.
  open class func horizontal(
    layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]
  ) -> NSCollectionLayoutGroup {
    NSCollectionLayoutGroup(
      layoutSize: layoutSize, arrangement: .horizontal, subitems: subitems, count: nil)
  }

  /// A group of `count` copies of one subitem side by side, each as wide as the group's width
  /// less the spacing allows (deprecated in iOS 16 for
  /// ``horizontal(layoutSize:repeatingSubitem:count:)``).
  ///
  /// - Parameters:
  ///   - layoutSize: The group's size.
  ///   - subitem: The subitem.
  ///   - count: The number of copies.
  /// - Returns: The group.
  open class func horizontal(
    layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int
  ) -> NSCollectionLayoutGroup {
    NSCollectionLayoutGroup(
      layoutSize: layoutSize, arrangement: .horizontal, subitems: [subitem], count: count)
  }

  /// A group of `count` copies of one subitem side by side, each as wide as the group's width
  /// less the spacing allows (iOS 16).
  ///
  /// - Parameters:
  ///   - layoutSize: The group's size.
  ///   - repeatingSubitem: The subitem.
  ///   - count: The number of copies.
  /// - Returns: The group.
  open class func horizontal(
    layoutSize: NSCollectionLayoutSize, repeatingSubitem: NSCollectionLayoutItem, count: Int
  ) -> NSCollectionLayoutGroup {
    NSCollectionLayoutGroup(
      layoutSize: layoutSize, arrangement: .horizontal, subitems: [repeatingSubitem],
      count: count)
  }

  /// A group that stacks its subitems, repeating them while they fit.
  ///
  /// - Parameters:
  ///   - layoutSize: The group's size.
  ///   - subitems: The subitems.
  /// - Returns: The group.
  open class func vertical(
    layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]
  ) -> NSCollectionLayoutGroup {
    NSCollectionLayoutGroup(
      layoutSize: layoutSize, arrangement: .vertical, subitems: subitems, count: nil)
  }

  /// A group of `count` copies of one subitem stacked, each as tall as the group's height less
  /// the spacing allows (deprecated in iOS 16 for
  /// ``vertical(layoutSize:repeatingSubitem:count:)``).
  ///
  /// - Parameters:
  ///   - layoutSize: The group's size.
  ///   - subitem: The subitem.
  ///   - count: The number of copies.
  /// - Returns: The group.
  open class func vertical(
    layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int
  ) -> NSCollectionLayoutGroup {
    NSCollectionLayoutGroup(
      layoutSize: layoutSize, arrangement: .vertical, subitems: [subitem], count: count)
  }

  /// A group of `count` copies of one subitem stacked, each as tall as the group's height less
  /// the spacing allows (iOS 16).
  ///
  /// - Parameters:
  ///   - layoutSize: The group's size.
  ///   - repeatingSubitem: The subitem.
  ///   - count: The number of copies.
  /// - Returns: The group.
  open class func vertical(
    layoutSize: NSCollectionLayoutSize, repeatingSubitem: NSCollectionLayoutItem, count: Int
  ) -> NSCollectionLayoutGroup {
    NSCollectionLayoutGroup(
      layoutSize: layoutSize, arrangement: .vertical, subitems: [repeatingSubitem],
      count: count)
  }

  /// A group whose items a function places: one item per frame it returns, in the group's
  /// coordinates.
  ///
  /// - Parameters:
  ///   - layoutSize: The group's size.
  ///   - itemProvider: Returns the frames, given the layout environment.
  /// - Returns: The group.
  open class func custom(
    layoutSize: NSCollectionLayoutSize,
    itemProvider: @escaping NSCollectionLayoutGroupCustomItemProvider
  ) -> NSCollectionLayoutGroup {
    NSCollectionLayoutGroup(
      layoutSize: layoutSize, arrangement: .custom(itemProvider), subitems: [], count: nil)
  }

  /// A copy with the same arrangement, subitems, spacing and insets.
  ///
  /// - Parameter zone: Unused.
  /// - Returns: The copy.
  open override func copy(with zone: NSZone? = nil) -> Any {
    let copy = NSCollectionLayoutGroup(
      layoutSize: layoutSize, arrangement: arrangement, subitems: subitems, count: repeatCount)
    copy.contentInsets = contentInsets
    copy.edgeSpacing = edgeSpacing
    copy.interItemSpacing = interItemSpacing
    return copy
  }
}

/// The function of a custom group: the frames of its items, given the layout environment.
public typealias NSCollectionLayoutGroupCustomItemProvider =
  (any NSCollectionLayoutEnvironment) -> [NSCollectionLayoutGroupCustomItem]

/// One item of a custom group: its frame in the group and its stacking order.
@preconcurrency @MainActor
public final class NSCollectionLayoutGroupCustomItem: NSObject, @preconcurrency NSCopying {
  /// The item's frame, in the group's coordinates.
  public let frame: CGRect

  /// The item's stacking order; 0 by default.
  public let zIndex: Int

  /// Creates an item with a frame.
  ///
  /// - Parameter frame: The frame in the group's coordinates.
  public convenience init(frame: CGRect) {
    self.init(frame: frame, zIndex: 0)
  }

  /// Creates an item with a frame and a stacking order.
  ///
  /// - Parameters:
  ///   - frame: The frame in the group's coordinates.
  ///   - zIndex: The stacking order.
  public init(frame: CGRect, zIndex: Int) {
    self.frame = frame
    self.zIndex = zIndex
    super.init()
  }

  /// The item itself: custom items are immutable.
  ///
  /// - Parameter zone: Unused.
  /// - Returns: The item.
  public func copy(with zone: NSZone? = nil) -> Any { self }
}
