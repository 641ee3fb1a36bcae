import Foundation

/// The layout-wide settings of a compositional layout: its scroll direction, the space between
/// sections, its own headers and footers, and the default inset reference of its sections.
@preconcurrency @MainActor
open class UICollectionViewCompositionalLayoutConfiguration: NSObject, @preconcurrency NSCopying {
  /// The direction the content scrolls in; `.vertical` by default.
  open var scrollDirection: UICollectionView.ScrollDirection = .vertical

  /// The space between consecutive sections; zero by default.
  open var interSectionSpacing: CGFloat = 0

  /// Headers and footers of the whole layout, before the first section and after the last.
  open var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []

  /// What sections with an `.automatic` reference measure their insets from; `.safeArea` by
  /// default, as UIKit's compositional layouts inset their content by the safe area.
  open var contentInsetsReference: UIContentInsetsReference = .safeArea

  /// Creates a configuration with the defaults.
  public override init() {
    super.init()
  }

  /// A copy with the same settings.
  ///
  /// - Parameter zone: Unused.
  /// - Returns: The copy.
  open func copy(with zone: NSZone? = nil) -> Any {
    let copy = UICollectionViewCompositionalLayoutConfiguration()
    copy.scrollDirection = scrollDirection
    copy.interSectionSpacing = interSectionSpacing
    copy.boundarySupplementaryItems = boundarySupplementaryItems
    copy.contentInsetsReference = contentInsetsReference
    return copy
  }
}

/// The function that makes each section of a compositional layout, given its index and the
/// layout environment; `nil` makes an empty section.
public typealias UICollectionViewCompositionalLayoutSectionProvider =
  (Int, any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection?
