import Foundation

/// Everything a compositional layout computed in one ``UICollectionViewCompositionalLayout/prepare()``.
struct CompositionalLayoutResult {
  /// Every element, cells first in each section.
  var elements: [UICollectionViewLayoutAttributes] = []
  /// The cells' attributes by index path.
  var items: [IndexPath: UICollectionViewLayoutAttributes] = [:]
  /// The supplementary views' attributes by kind and index path.
  var supplementary: [SupplementaryElement: UICollectionViewLayoutAttributes] = [:]
  /// The pinned supplementary items: their attributes, unpinned frame and section frame.
  var pinned: [(attributes: UICollectionViewLayoutAttributes, frame: CGRect, section: CGRect)] =
    []
  /// The size of the content.
  var contentSize: CGSize = .zero
  /// Whether an element has an estimated dimension.
  var hasSelfSizingElements = false
  /// The list configuration of each list section.
  var listConfigurations: [Int: UICollectionLayoutListConfiguration] = [:]
}

/// Solving the sections and stacking them (decisions CV1, CV2, CV5, CV6).
///
/// The solver works in the layout's own axes: "main" is the scroll direction, "cross" the
/// other. Sections stack along the main axis, `interSectionSpacing` apart, after the layout's
/// top boundary items and before its bottom ones.
extension UICollectionViewCompositionalLayout {
  /// The frames of one solved section, in content coordinates.
  struct SectionFrames {
    /// The section's whole frame, boundary items included.
    var frame: CGRect
  }

  /// Solves every section of the collection view.
  func solveLayout() -> CompositionalLayoutResult {
    guard let collectionView else { return CompositionalLayoutResult() }
    var result = CompositionalLayoutResult()
    let vertical = configuration.scrollDirection == .vertical
    let bounds = collectionView.bounds.size
    let traits = collectionView.traitCollection
    var main: CGFloat = 0
    let crossLength = vertical ? bounds.width : bounds.height
    main = placeLayoutBoundaryItems(
      .top, at: main, crossLength: crossLength, vertical: vertical, into: &result)
    let sectionCount = collectionView.numberOfSections
    for section in 0..<sectionCount {
      let reference = referenceInsets(for: nil, in: collectionView)
      let container = CompositionalLayoutContainer(
        contentSize: bounds,
        contentInsets: vertical
          ? NSDirectionalEdgeInsets(
            top: 0, leading: reference.leading, bottom: 0, trailing: reference.trailing)
          : NSDirectionalEdgeInsets(
            top: reference.top, leading: 0, bottom: reference.bottom, trailing: 0))
      let environment = CompositionalLayoutEnvironment(
        container: container, traitCollection: traits, collectionView: collectionView)
      guard let layoutSection = sectionProvider(section, environment) else { continue }
      if section > 0 { main += configuration.interSectionSpacing }
      let sectionReference = referenceInsets(for: layoutSection, in: collectionView)
      main = solveSection(
        layoutSection, index: section, main: main, vertical: vertical, bounds: bounds,
        reference: sectionReference, environment: environment, into: &result)
    }
    main = placeLayoutBoundaryItems(
      .bottom, at: main, crossLength: crossLength, vertical: vertical, into: &result)
    result.contentSize =
      vertical
      ? CGSize(width: bounds.width, height: main) : CGSize(width: main, height: bounds.height)
    if collectionView.effectiveUserInterfaceLayoutDirection == .rightToLeft && vertical {
      for element in result.elements {
        element.frame.origin.x = bounds.width - element.frame.maxX
      }
      result.pinned = result.pinned.map { entry in
        var frame = entry.frame
        frame.origin.x = bounds.width - frame.maxX
        return (entry.attributes, frame, entry.section)
      }
    }
    return result
  }

  /// The insets a section's content insets are measured from, by its reference: `.automatic`
  /// takes the configuration's (decision CV6).
  func referenceInsets(for section: NSCollectionLayoutSection?, in view: UICollectionView)
    -> NSDirectionalEdgeInsets
  {
    var reference = section?.contentInsetsReference ?? .automatic
    if reference == .automatic { reference = configuration.contentInsetsReference }
    let insets: UIEdgeInsets
    switch reference {
    case .automatic, .safeArea: insets = view.safeAreaInsets
    case .none: insets = .zero
    case .layoutMargins: insets = view.layoutMargins
    case .readableContent:
      var margins = view.layoutMargins
      let excess =
        view.bounds.width - margins.left - margins.right - SystemLayoutGuideKind.readableWidth
      if excess > 0 {
        margins.left += excess / 2
        margins.right += excess / 2
      }
      insets = margins
    }
    return NSDirectionalEdgeInsets(
      top: insets.top, leading: insets.left, bottom: insets.bottom, trailing: insets.right)
  }

  /// Solves one section from `main` along the scroll axis and returns where it ends.
  ///
  /// - Returns: The main-axis end of the section.
  func solveSection(
    _ section: NSCollectionLayoutSection, index: Int, main start: CGFloat, vertical: Bool,
    bounds: CGSize, reference: NSDirectionalEdgeInsets,
    environment: any NSCollectionLayoutEnvironment, into result: inout CompositionalLayoutResult
  ) -> CGFloat {
    guard let collectionView else { return start }
    if let list = section.listConfiguration { result.listConfigurations[index] = list }
    let insets = section.contentInsets
    // Cross-axis placement of the section's content: the bounds less the reference and the
    // section's insets.
    let crossStart = vertical ? reference.leading : reference.top
    let crossLength =
      vertical
      ? bounds.width - reference.leading - reference.trailing
      : bounds.height - reference.top - reference.bottom
    let contentCrossStart = crossStart + (vertical ? insets.leading : insets.top)
    let contentCross =
      max(
        0, crossLength - (vertical ? insets.leading + insets.trailing : insets.top + insets.bottom))
    let mainLength = vertical ? bounds.height : bounds.width
    let contentMain =
      max(
        0, mainLength - (vertical ? insets.top + insets.bottom : insets.leading + insets.trailing))
    let groupContainer =
      vertical
      ? CGSize(width: contentCross, height: contentMain)
      : CGSize(width: contentMain, height: contentCross)

    // Boundary items above the content.
    let boundaryCrossStart =
      section.supplementariesFollowContentInsets ? contentCrossStart : crossStart
    let boundaryCross = section.supplementariesFollowContentInsets ? contentCross : crossLength
    var main = start
    main = placeSectionBoundaryItems(
      section, edge: .top, index: index, main: main, crossStart: boundaryCrossStart,
      crossLength: boundaryCross, vertical: vertical, into: &result)
    let contentStart = main
    main += vertical ? insets.top : insets.leading

    // Groups.
    let count = collectionView.numberOfItems(inSection: index)
    let context = GroupContext(
      environment: environment,
      preferredSize: { [preferredItemSizes] item in
        preferredItemSizes[IndexPath(item: item, section: index)]
      })
    let orthogonal = section.orthogonalScrollingBehavior != .none
    var placedItems = 0
    var groupMain = main
    var orthogonalCross = contentCrossStart
    if section.orthogonalScrollingBehavior == .groupPagingCentered {
      // The row starts so that its first group is centred in the section's width.
      let group = Self.size(of: section.group, in: groupContainer, preferred: nil)
      orthogonalCross += max(0, (contentCross - (vertical ? group.width : group.height)) / 2)
    }
    var orthogonalExtent: CGFloat = 0
    var sectionElements: [UICollectionViewLayoutAttributes] = []
    while placedItems < count {
      let proposed = Self.size(of: section.group, in: groupContainer, preferred: nil)
      let solved = Self.solve(
        section.group, size: proposed, first: placedItems, available: count - placedItems,
        context: context)
      guard !solved.leaves.isEmpty else { break }
      let origin: CGPoint
      if orthogonal {
        if placedItems > 0 { orthogonalCross += section.interGroupSpacing }
        origin =
          vertical
          ? CGPoint(x: orthogonalCross, y: groupMain)
          : CGPoint(x: groupMain, y: orthogonalCross)
        orthogonalCross += vertical ? solved.size.width : solved.size.height
        orthogonalExtent = max(orthogonalExtent, vertical ? solved.size.height : solved.size.width)
      } else {
        if placedItems > 0 { groupMain += section.interGroupSpacing }
        origin =
          vertical
          ? CGPoint(x: contentCrossStart, y: groupMain)
          : CGPoint(x: groupMain, y: contentCrossStart)
        groupMain += vertical ? solved.size.height : solved.size.width
      }
      for leaf in solved.leaves {
        let indexPath = IndexPath(item: placedItems, section: index)
        placedItems += 1
        let attributes = makeItemAttributes(
          leaf, at: indexPath, origin: origin, into: &result)
        sectionElements.append(attributes)
      }
    }
    main = orthogonal ? main + orthogonalExtent : groupMain
    main += vertical ? insets.bottom : insets.trailing
    let contentEnd = main

    // Boundary items below the content, then the decorations over the whole section.
    main = placeSectionBoundaryItems(
      section, edge: .bottom, index: index, main: main, crossStart: boundaryCrossStart,
      crossLength: boundaryCross, vertical: vertical, into: &result)
    placeSideBoundaryItems(
      section, index: index, contentStart: contentStart, contentEnd: contentEnd,
      crossStart: boundaryCrossStart, crossLength: boundaryCross, vertical: vertical,
      into: &result)
    let sectionFrame =
      vertical
      ? CGRect(x: crossStart, y: start, width: crossLength, height: main - start)
      : CGRect(x: start, y: crossStart, width: main - start, height: crossLength)
    placeDecorations(section, index: index, frame: sectionFrame, into: &result)
    for (position, entry) in result.pinned.enumerated()
    where entry.attributes.indexPath.section == index && entry.section == .null {
      result.pinned[position].section = sectionFrame
    }
    if let handler = section.visibleItemsInvalidationHandler {
      let visible = sectionElements.map(CompositionalVisibleItem.init)
      handler(visible, collectionView.contentOffset, environment)
    }
    return main
  }

  /// The attributes of a placed leaf: its frame moved to the group's origin, less the item's
  /// content insets on every axis whose dimension is not estimated (decision CV2).
  private func makeItemAttributes(
    _ leaf: PlacedLeaf, at indexPath: IndexPath, origin: CGPoint,
    into result: inout CompositionalLayoutResult
  ) -> UICollectionViewLayoutAttributes {
    let item = leaf.item
    var frame = leaf.frame.offsetBy(dx: origin.x, dy: origin.y)
    let insets = item.contentInsets
    let widthEstimated = item.layoutSize.widthDimension.isEstimated
    let heightEstimated = item.layoutSize.heightDimension.isEstimated
    if !widthEstimated {
      frame.origin.x += insets.leading
      frame.size.width = max(0, frame.width - insets.leading - insets.trailing)
    }
    if !heightEstimated {
      frame.origin.y += insets.top
      frame.size.height = max(0, frame.height - insets.top - insets.bottom)
    }
    let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
    attributes.frame = frame
    attributes.zIndex = leaf.zIndex
    if widthEstimated || heightEstimated {
      attributes.isSelfSizing = true
      attributes.selfSizingPriorities = (
        widthEstimated ? .fittingSizeLevel : .required,
        heightEstimated ? .fittingSizeLevel : .required
      )
      result.hasSelfSizingElements = true
    }
    result.elements.append(attributes)
    result.items[indexPath] = attributes
    for supplementary in item.supplementaryItems {
      let badge = UICollectionViewLayoutAttributes(
        forSupplementaryViewOfKind: supplementary.elementKind, with: indexPath)
      badge.frame = supplementary.frame(in: frame)
      badge.zIndex = supplementary.zIndex
      result.elements.append(badge)
      result.supplementary[
        SupplementaryElement(kind: supplementary.elementKind, indexPath: indexPath)] = badge
    }
    return attributes
  }
}
