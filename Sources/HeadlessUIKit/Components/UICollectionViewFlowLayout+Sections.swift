import Foundation

/// The flow layout's sections, from the collection view and its delegate.
extension UICollectionViewFlowLayout {
  /// Computes every section: header, inset, lines of items, inset, footer, stacked along the
  /// scroll axis (decisions W12, W13).
  func computeLayout() -> FlowLayoutResult {
    guard let collectionView else { return FlowLayoutResult() }
    let vertical = scrollDirection == .vertical
    func swap(_ size: CGSize) -> CGSize {
      vertical ? size : CGSize(width: size.height, height: size.width)
    }
    func swap(_ rect: CGRect) -> CGRect {
      vertical ? rect : CGRect(x: rect.minY, y: rect.minX, width: rect.height, height: rect.width)
    }
    let reference = referenceInsets(of: collectionView)
    let boundsSize = swap(collectionView.bounds.size)
    let crossReference =
      vertical ? (reference.left, reference.right) : (reference.top, reference.bottom)
    var result = FlowLayoutResult()
    var main: CGFloat = 0
    for section in 0..<collectionView.numberOfSections {
      let input = sectionInput(section, in: collectionView)
      let inset =
        vertical
        ? input.inset
        : UIEdgeInsets(
          top: input.inset.left, left: input.inset.top, bottom: input.inset.right,
          right: input.inset.bottom)
      if input.header > 0 {
        let header = makeLayoutAttributes(
          forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
          with: IndexPath(item: 0, section: section))
        header.frame = swap(CGRect(x: 0, y: main, width: boundsSize.width, height: input.header))
        result.elements.append(header)
        result.supplementary[UICollectionView.elementKindSectionHeader, default: [:]][
          header.indexPath] = header
        main += input.header
      }
      let crossStart = crossReference.0 + inset.left
      let crossLength = max(
        0, boundsSize.width - crossReference.0 - crossReference.1 - inset.left - inset.right)
      let placed = Self.placeLines(
        input.itemSizes.map(swap), crossStart: crossStart, crossLength: crossLength,
        mainStart: main + inset.top, lineSpacing: input.lineSpacing,
        interitemSpacing: input.interitemSpacing, uniform: input.uniform)
      for (item, frame) in placed.frames.enumerated() {
        let indexPath = IndexPath(item: item, section: section)
        let attributes = makeLayoutAttributes(forCellWith: indexPath)
        attributes.frame = swap(frame)
        attributes.isSelfSizing = estimatedItemSize != .zero
        result.elements.append(attributes)
        result.items[indexPath] = attributes
      }
      main = (input.itemSizes.isEmpty ? main + inset.top : placed.end) + inset.bottom
      if input.footer > 0 {
        let footer = makeLayoutAttributes(
          forSupplementaryViewOfKind: UICollectionView.elementKindSectionFooter,
          with: IndexPath(item: 0, section: section))
        footer.frame = swap(CGRect(x: 0, y: main, width: boundsSize.width, height: input.footer))
        result.elements.append(footer)
        result.supplementary[UICollectionView.elementKindSectionFooter, default: [:]][
          footer.indexPath] = footer
        main += input.footer
      }
    }
    result.contentSize = swap(CGSize(width: boundsSize.width, height: main))
    return result
  }

  /// The insets the section insets are measured from (decision W12).
  private func referenceInsets(of collectionView: UICollectionView) -> UIEdgeInsets {
    switch sectionInsetReference {
    case .fromContentInset: return .zero
    case .fromSafeArea: return collectionView.safeAreaInsets
    case .fromLayoutMargins: return collectionView.layoutMargins
    }
  }

  /// A section's item sizes, inset, spacings and header and footer lengths, from the delegate
  /// or the layout's properties.
  private func sectionInput(_ section: Int, in collectionView: UICollectionView)
    -> FlowSectionInput
  {
    let delegate = collectionView.delegate as? any UICollectionViewDelegateFlowLayout
    let count = collectionView.numberOfItems(inSection: section)
    var sizes: [CGSize] = []
    let selfSizing = estimatedItemSize != .zero
    for item in 0..<count {
      let indexPath = IndexPath(item: item, section: section)
      if selfSizing, let preferred = preferredItemSizes[indexPath] {
        sizes.append(preferred)
      } else if selfSizing && estimatedItemSize != Self.automaticSize {
        sizes.append(estimatedItemSize)
      } else {
        sizes.append(
          delegate?.collectionView(collectionView, layout: self, sizeForItemAt: indexPath)
            ?? itemSize)
      }
    }
    let header =
      delegate?.collectionView(
        collectionView, layout: self, referenceSizeForHeaderInSection: section)
      ?? headerReferenceSize
    let footer =
      delegate?.collectionView(
        collectionView, layout: self, referenceSizeForFooterInSection: section)
      ?? footerReferenceSize
    let vertical = scrollDirection == .vertical
    return FlowSectionInput(
      itemSizes: sizes,
      inset: delegate?.collectionView(collectionView, layout: self, insetForSectionAt: section)
        ?? sectionInset,
      lineSpacing: delegate?.collectionView(
        collectionView, layout: self, minimumLineSpacingForSectionAt: section)
        ?? minimumLineSpacing,
      interitemSpacing: delegate?.collectionView(
        collectionView, layout: self, minimumInteritemSpacingForSectionAt: section)
        ?? minimumInteritemSpacing,
      header: vertical ? header.height : header.width,
      footer: vertical ? footer.height : footer.width,
      uniform: Set(sizes.map { [$0.width, $0.height] }).count <= 1)
  }
}
