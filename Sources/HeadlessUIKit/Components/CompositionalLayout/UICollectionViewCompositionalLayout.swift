import Foundation

/// A layout made of sections, groups and items, each sized absolutely, as a fraction of its
/// container or from an estimate its cell refines (iOS 13).
///
/// Each ``prepare()`` asks the section provider (or uses the one section) for every section of
/// the collection view, solves its groups, supplementary items and decorations, and stacks the
/// sections along the scroll direction (decisions CV1–CV6). Items with an estimated dimension
/// are self-sizing: the collection view asks their cells for `preferredLayoutAttributesFitting`
/// and the layout keeps the sizes they prefer until the next full invalidation.
@preconcurrency @MainActor
open class UICollectionViewCompositionalLayout: UICollectionViewLayout {
  /// Makes the sections.
  let sectionProvider: UICollectionViewCompositionalLayoutSectionProvider

  /// The layout-wide settings; setting one invalidates the layout.
  open var configuration: UICollectionViewCompositionalLayoutConfiguration {
    didSet { invalidateLayout() }
  }

  /// The result of the last ``prepare()``.
  var solved = CompositionalLayoutResult()

  /// The sizes self-sizing items' cells preferred, by item, since the last full invalidation.
  var preferredItemSizes: [IndexPath: CGSize] = [:]

  /// The sizes self-sizing supplementary views preferred, by kind and index path.
  var preferredSupplementarySizes: [SupplementaryElement: CGSize] = [:]

  /// The self-sizing supplementary views measured since the last full invalidation.
  var measuredSupplementaryElements: Set<SupplementaryElement> = []

  /// Whether sizes that views preferred arrived since the last ``prepare()``, and nothing else
  /// invalidated the layout: while the collection view measures its self-sizing elements, the
  /// previous solution answers queries (each element is measured at its estimated size), and
  /// the layout is solved once afterwards rather than once per element.
  var hasOnlyPreferredSizeChanges = false

  /// The decoration view classes registered by kind.
  var decorationViewClasses: [String: AnyClass] = [:]

  /// Creates a layout of one kind of section.
  ///
  /// - Parameter section: The section every section of the collection view uses.
  public convenience init(section: NSCollectionLayoutSection) {
    self.init(section: section, configuration: UICollectionViewCompositionalLayoutConfiguration())
  }

  /// Creates a layout of one kind of section with a configuration.
  ///
  /// - Parameters:
  ///   - section: The section every section of the collection view uses.
  ///   - configuration: The layout-wide settings.
  public convenience init(
    section: NSCollectionLayoutSection,
    configuration: UICollectionViewCompositionalLayoutConfiguration
  ) {
    self.init(sectionProvider: { _, _ in section }, configuration: configuration)
  }

  /// Creates a layout whose sections a function makes.
  ///
  /// - Parameter sectionProvider: Makes each section from its index and the environment.
  public convenience init(
    sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider
  ) {
    self.init(
      sectionProvider: sectionProvider,
      configuration: UICollectionViewCompositionalLayoutConfiguration())
  }

  /// Creates a layout whose sections a function makes, with a configuration.
  ///
  /// - Parameters:
  ///   - sectionProvider: Makes each section from its index and the environment.
  ///   - configuration: The layout-wide settings.
  public init(
    sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider,
    configuration: UICollectionViewCompositionalLayoutConfiguration
  ) {
    self.sectionProvider = sectionProvider
    self.configuration = configuration
    super.init()
  }

  /// Solves every section.
  open override func prepare() {
    super.prepare()
    hasOnlyPreferredSizeChanges = false
    solved = solveLayout()
  }

  /// The size of all sections stacked along the scroll direction.
  open override var collectionViewContentSize: CGSize {
    prepareIfNeeded()
    return solved.contentSize
  }

  /// The attributes of the cells, supplementary views and decorations that intersect a
  /// rectangle; pinned headers are moved into the visible bounds.
  ///
  /// - Parameter rect: A rectangle in the collection view's content coordinates.
  /// - Returns: The attributes.
  open override func layoutAttributesForElements(in rect: CGRect)
    -> [UICollectionViewLayoutAttributes]?
  {
    prepareIfNeeded()
    applyPinning()
    return solved.elements.filter { $0.frame.intersects(rect) && $0.frame.width > 0 }
  }

  /// The attributes of one item.
  ///
  /// - Parameter indexPath: The item.
  /// - Returns: The attributes, or `nil` for an item that does not exist.
  open override func layoutAttributesForItem(at indexPath: IndexPath)
    -> UICollectionViewLayoutAttributes?
  {
    if needsPrepare && hasOnlyPreferredSizeChanges, let measuring = solved.items[indexPath] {
      return measuring
    }
    prepareIfNeeded()
    return solved.items[indexPath]
  }

  /// The attributes of one supplementary view.
  ///
  /// - Parameters:
  ///   - elementKind: The view's kind.
  ///   - indexPath: The view's index path.
  /// - Returns: The attributes, or `nil`.
  open override func layoutAttributesForSupplementaryView(
    ofKind elementKind: String, at indexPath: IndexPath
  ) -> UICollectionViewLayoutAttributes? {
    prepareIfNeeded()
    applyPinning()
    return solved.supplementary[SupplementaryElement(kind: elementKind, indexPath: indexPath)]
  }

  /// The attributes of one decoration view.
  ///
  /// - Parameters:
  ///   - elementKind: The decoration's kind.
  ///   - indexPath: The decoration's index path.
  /// - Returns: The attributes, or `nil`.
  open func layoutAttributesForDecorationView(
    ofKind elementKind: String, at indexPath: IndexPath
  ) -> UICollectionViewLayoutAttributes? {
    prepareIfNeeded()
    return solved.elements.first {
      $0.representedElementCategory == .decorationView
        && $0.representedElementKind == elementKind && $0.indexPath == indexPath
    }
  }

  /// Registers the class of a decoration view kind, such as a section background.
  ///
  /// - Parameters:
  ///   - viewClass: `UICollectionReusableView` or a subclass, or `nil` to remove it.
  ///   - elementKind: The decoration's kind.
  open func register(_ viewClass: AnyClass?, forDecorationViewOfKind elementKind: String) {
    decorationViewClasses[elementKind] = viewClass
  }

  /// The scroll direction, from the configuration.
  open var scrollDirection: UICollectionView.ScrollDirection {
    configuration.scrollDirection
  }

  /// Forgets the sizes cells preferred when the whole layout is invalidated.
  ///
  /// - Parameter context: What changed.
  open override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
    if context.invalidateEverything || context.invalidateDataSourceCounts {
      preferredItemSizes = [:]
      preferredSupplementarySizes = [:]
      measuredSupplementaryElements = []
    }
    let preferredOnly =
      context.contentSizeAdjustment != .zero
      && (context.invalidatedItemIndexPaths != nil
        || context.invalidatedSupplementaryIndexPaths != nil)
      && !context.invalidateEverything && !context.invalidateDataSourceCounts
    hasOnlyPreferredSizeChanges = preferredOnly && (hasOnlyPreferredSizeChanges || !needsPrepare)
    super.invalidateLayout(with: context)
  }

  /// Whether a self-sizing element's view prefers another size than the layout gave it.
  ///
  /// - Parameters:
  ///   - preferredAttributes: The attributes the view prefers.
  ///   - originalAttributes: The attributes the layout gave it.
  /// - Returns: `true` when the size of a self-sizing element changes.
  open override func shouldInvalidateLayout(
    forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
    withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
  ) -> Bool {
    originalAttributes.isSelfSizing && preferredAttributes.size != originalAttributes.size
  }

  /// The base context; the preferred size is recorded for the next ``prepare()``.
  ///
  /// - Parameters:
  ///   - preferredAttributes: The attributes the view prefers.
  ///   - originalAttributes: The attributes the layout gave it.
  /// - Returns: The context.
  open override func invalidationContext(
    forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
    withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
  ) -> UICollectionViewLayoutInvalidationContext {
    let size = preferredAttributes.size
    switch originalAttributes.representedElementCategory {
    case .cell:
      preferredItemSizes[originalAttributes.indexPath] = size
    case .supplementaryView, .decorationView:
      if let kind = originalAttributes.representedElementKind {
        preferredSupplementarySizes[
          SupplementaryElement(kind: kind, indexPath: originalAttributes.indexPath)] = size
      }
    }
    return super.invalidationContext(
      forPreferredLayoutAttributes: preferredAttributes,
      withOriginalAttributes: originalAttributes)
  }

  /// Whether any item has an estimated dimension.
  override var wantsSelfSizingItems: Bool {
    prepareIfNeeded()
    return solved.hasSelfSizingElements
  }

  /// A layout of list sections, each made from the same list configuration (iOS 14).
  ///
  /// - Parameter configuration: The list configuration.
  /// - Returns: The layout.
  public static func list(using configuration: UICollectionLayoutListConfiguration)
    -> UICollectionViewCompositionalLayout
  {
    UICollectionViewCompositionalLayout { _, environment in
      NSCollectionLayoutSection.list(using: configuration, layoutEnvironment: environment)
    }
  }
}
