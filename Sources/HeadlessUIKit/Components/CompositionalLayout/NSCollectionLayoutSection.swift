import Foundation

/// What a section's content insets are measured from.
public enum UIContentInsetsReference: Int, Sendable {
  /// The layout configuration's reference for a section, or the system's: the safe area.
  case automatic = 0
  /// The collection view's bounds.
  case none = 1
  /// The collection view's safe area.
  case safeArea = 2
  /// The collection view's layout margins.
  case layoutMargins = 3
  /// The collection view's readable content guide.
  case readableContent = 4
}

/// How a section scrolls across the layout's scroll direction.
public enum UICollectionLayoutSectionOrthogonalScrollingBehavior: Int, Sendable {
  /// The section does not scroll on its own: its groups stack along the layout's axis.
  case none = 0
  /// The section's groups form one row that scrolls continuously.
  case continuous = 1
  /// One row that comes to rest at a group's leading edge.
  case continuousGroupLeadingBoundary = 2
  /// One row that scrolls a page (the section's width) at a time.
  case paging = 3
  /// One row that scrolls a group at a time.
  case groupPaging = 4
  /// One row that scrolls a group at a time, centring it.
  case groupPagingCentered = 5
}

/// Called with a section's visible items, the scroll offset and the environment when its
/// items are laid out, so it can change their alpha, z-index, transform or hiding.
public typealias NSCollectionLayoutSectionVisibleItemsInvalidationHandler =
  ([any NSCollectionLayoutVisibleItem], CGPoint, any NSCollectionLayoutEnvironment) ->
  Void

/// One section of a compositional layout: a group repeated for the section's items, with
/// spacing, insets, headers, footers and backgrounds.
///
/// The section repeats its ``group`` until every item of the section has a place, stacking
/// the groups along the layout's scroll axis ``interGroupSpacing`` apart, or in one row across
/// it when ``orthogonalScrollingBehavior`` is not `.none` (decision CV5).
@preconcurrency @MainActor
open class NSCollectionLayoutSection: NSObject, @preconcurrency NSCopying {
  /// The group repeated for the section's items.
  public let group: NSCollectionLayoutGroup

  /// The space between the section's edges and its groups; zero by default.
  open var contentInsets: NSDirectionalEdgeInsets = .zero

  /// What the content insets are measured from; `.automatic` (the configuration's) by default.
  open var contentInsetsReference: UIContentInsetsReference = .automatic

  /// What the boundary items' insets are measured from; `.automatic` by default (iOS 16).
  open var supplementaryContentInsetsReference: UIContentInsetsReference = .automatic

  /// The space between consecutive groups; zero by default.
  open var interGroupSpacing: CGFloat = 0

  /// How the section scrolls across the layout's axis; `.none` by default.
  open var orthogonalScrollingBehavior: UICollectionLayoutSectionOrthogonalScrollingBehavior =
    .none

  /// The section's headers, footers and side views.
  open var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []

  /// Whether boundary items are inset by the section's leading and trailing content insets;
  /// `true` by default.
  open var supplementariesFollowContentInsets = true

  /// The section's decoration views, such as a background.
  open var decorationItems: [NSCollectionLayoutDecorationItem] = []

  /// Called with the visible items when the section is laid out; `nil` by default.
  open var visibleItemsInvalidationHandler:
    NSCollectionLayoutSectionVisibleItemsInvalidationHandler?

  /// The list appearance, when the section was made by ``list(using:layoutEnvironment:)``.
  var listConfiguration: UICollectionLayoutListConfiguration?

  /// Creates a section that repeats a group.
  ///
  /// - Parameter group: The group.
  public init(group: NSCollectionLayoutGroup) {
    self.group = group
    super.init()
  }

  /// A copy with the same group and properties.
  ///
  /// - Parameter zone: Unused.
  /// - Returns: The copy.
  open func copy(with zone: NSZone? = nil) -> Any {
    let copy = NSCollectionLayoutSection(group: group)
    copy.contentInsets = contentInsets
    copy.contentInsetsReference = contentInsetsReference
    copy.supplementaryContentInsetsReference = supplementaryContentInsetsReference
    copy.interGroupSpacing = interGroupSpacing
    copy.orthogonalScrollingBehavior = orthogonalScrollingBehavior
    copy.boundarySupplementaryItems = boundarySupplementaryItems
    copy.supplementariesFollowContentInsets = supplementariesFollowContentInsets
    copy.decorationItems = decorationItems
    copy.visibleItemsInvalidationHandler = visibleItemsInvalidationHandler
    copy.listConfiguration = listConfiguration
    return copy
  }
}
