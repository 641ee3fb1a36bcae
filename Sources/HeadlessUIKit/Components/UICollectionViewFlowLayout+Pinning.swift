import Foundation

/// Headers and footers pinned to the visible bounds (iOS 9), and the bounds changes that need a
/// new layout.
///
/// A pinned header stays at the top of the visible area (below the adjusted content inset) while
/// any of its section shows, and is pushed out by the end of its section; a pinned footer does
/// the same at the bottom. Pinned views draw above the items (`zIndex` 1024). A horizontal
/// layout pins along the x axis.
extension UICollectionViewFlowLayout {
  /// Whether a bounds change needs a new layout: when pinning is on (every scroll moves the
  /// pinned views) or the size changes.
  func boundsChangeNeedsLayout(_ newBounds: CGRect) -> Bool {
    if sectionHeadersPinToVisibleBounds || sectionFootersPinToVisibleBounds { return true }
    return newBounds.size != (collectionView?.bounds.size ?? newBounds.size)
  }

  /// The prepared elements, with pinned headers and footers moved into the visible area.
  func pinnedElements() -> [UICollectionViewLayoutAttributes] {
    guard sectionHeadersPinToVisibleBounds || sectionFootersPinToVisibleBounds else {
      return prepared.elements
    }
    return prepared.elements.map(pinned)
  }

  /// A header's or footer's attributes moved into the visible area when it is pinned; other
  /// attributes unchanged.
  ///
  /// - Parameter attributes: Prepared attributes.
  /// - Returns: A moved copy, or `attributes` itself.
  func pinned(_ attributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
    let kind = attributes.representedElementKind
    let isHeader = kind == UICollectionView.elementKindSectionHeader
    let isFooter = kind == UICollectionView.elementKindSectionFooter
    guard attributes.representedElementCategory == .supplementaryView,
      (isHeader && sectionHeadersPinToVisibleBounds)
        || (isFooter && sectionFootersPinToVisibleBounds),
      let collectionView, let extent = sectionExtent(attributes.indexPath.section)
    else { return attributes }
    let vertical = scrollDirection == .vertical
    let insets = collectionView.adjustedContentInset
    let visible = collectionView.bounds
    let frame = attributes.frame
    let length = vertical ? frame.height : frame.width
    let start = vertical ? frame.minY : frame.minX
    var position: CGFloat
    if isHeader {
      let top = vertical ? visible.minY + insets.top : visible.minX + insets.left
      position = min(max(start, top), extent.upperBound - length)
    } else {
      let bottom = vertical ? visible.maxY - insets.bottom : visible.maxX - insets.right
      position = max(min(start, bottom - length), extent.lowerBound)
    }
    guard position != start else { return attributes }
    let copy = (attributes.copy() as? UICollectionViewLayoutAttributes) ?? attributes
    copy.frame.origin =
      vertical ? CGPoint(x: frame.minX, y: position) : CGPoint(x: position, y: frame.minY)
    copy.zIndex = 1024
    return copy
  }

  /// The span of a section along the scroll axis: from its first element to its last, plus the
  /// section's trailing inset.
  private func sectionExtent(_ section: Int) -> ClosedRange<CGFloat>? {
    let vertical = scrollDirection == .vertical
    let frames = prepared.elements.filter { $0.indexPath.section == section }.map(\.frame)
    guard let first = frames.first else { return nil }
    let union = frames.dropFirst().reduce(first) { $0.union($1) }
    let inset = vertical ? sectionInset.bottom : sectionInset.right
    return vertical ? union.minY...(union.maxY + inset) : union.minX...(union.maxX + inset)
  }
}
