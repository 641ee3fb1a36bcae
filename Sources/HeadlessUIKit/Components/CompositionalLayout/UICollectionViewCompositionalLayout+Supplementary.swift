import Foundation

/// Boundary supplementary items, decorations and pinned headers (decision CV4).
extension UICollectionViewCompositionalLayout {
  /// Which edge of the content a boundary item goes on, along the scroll axis.
  enum BoundaryEdge {
    case top
    case bottom
  }

  /// Whether an alignment puts an item before (top) or after (bottom) the content along the
  /// main axis, or `nil` for a side item.
  static func edge(of alignment: NSRectAlignment, vertical: Bool) -> BoundaryEdge? {
    switch alignment {
    case .top, .topLeading, .topTrailing: return vertical ? .top : nil
    case .bottom, .bottomLeading, .bottomTrailing: return vertical ? .bottom : nil
    case .leading: return vertical ? nil : .top
    case .trailing: return vertical ? nil : .bottom
    case .none: return nil
    }
  }

  /// The size of a boundary item: its layout size in the cross length, an estimated axis
  /// taking the size its view preferred.
  private func boundarySize(
    _ item: NSCollectionLayoutBoundarySupplementaryItem, element: SupplementaryElement,
    crossLength: CGFloat, vertical: Bool, result: inout CompositionalLayoutResult
  ) -> CGSize {
    let container =
      vertical
      ? CGSize(width: crossLength, height: collectionView?.bounds.height ?? 0)
      : CGSize(width: collectionView?.bounds.width ?? 0, height: crossLength)
    if item.layoutSize.widthDimension.isEstimated || item.layoutSize.heightDimension.isEstimated {
      result.hasSelfSizingElements = true
    }
    return Self.size(of: item, in: container, preferred: preferredSupplementarySizes[element])
  }

  /// Makes the attributes of a boundary item at a frame.
  private func addBoundary(
    _ item: NSCollectionLayoutBoundarySupplementaryItem, element: SupplementaryElement,
    frame: CGRect, into result: inout CompositionalLayoutResult
  ) {
    let attributes = UICollectionViewLayoutAttributes(
      forSupplementaryViewOfKind: element.kind, with: element.indexPath)
    attributes.frame = frame.offsetBy(dx: item.offset.x, dy: item.offset.y)
    attributes.zIndex = item.pinToVisibleBounds ? max(item.zIndex, 2) : item.zIndex
    let widthEstimated = item.layoutSize.widthDimension.isEstimated
    let heightEstimated = item.layoutSize.heightDimension.isEstimated
    if widthEstimated || heightEstimated {
      attributes.isSelfSizing = true
      attributes.selfSizingPriorities = (
        widthEstimated ? .fittingSizeLevel : .required,
        heightEstimated ? .fittingSizeLevel : .required
      )
    }
    result.elements.append(attributes)
    result.supplementary[element] = attributes
    if item.pinToVisibleBounds {
      result.pinned.append((attributes, attributes.frame, .null))
    }
  }

  /// Places a section's boundary items on one edge, one after another along the main axis, and
  /// returns where the content starts (top) or the section ends (bottom).
  func placeSectionBoundaryItems(
    _ section: NSCollectionLayoutSection, edge: BoundaryEdge, index: Int, main start: CGFloat,
    crossStart: CGFloat, crossLength: CGFloat, vertical: Bool,
    into result: inout CompositionalLayoutResult
  ) -> CGFloat {
    var main = start
    if edge == .top { main += section.listHeaderTopPadding }
    var kindCounts: [String: Int] = [:]
    for item in section.boundarySupplementaryItems {
      let number = kindCounts[item.elementKind, default: 0]
      kindCounts[item.elementKind] = number + 1
      guard Self.edge(of: item.alignment, vertical: vertical) == edge else { continue }
      let element = SupplementaryElement(
        kind: item.elementKind, indexPath: IndexPath(item: number, section: index))
      let size = boundarySize(
        item, element: element, crossLength: crossLength, vertical: vertical, result: &result)
      let length = vertical ? size.height : size.width
      let cross = crossPosition(
        of: item.alignment, extent: vertical ? size.width : size.height, crossStart: crossStart,
        crossLength: crossLength)
      let frame =
        vertical
        ? CGRect(x: cross, y: main, width: size.width, height: size.height)
        : CGRect(x: main, y: cross, width: size.width, height: size.height)
      addBoundary(item, element: element, frame: frame, into: &result)
      if item.extendsBoundary { main += length }
    }
    return main
  }

  /// Places a section's side items (leading and trailing in a vertical layout) along the
  /// content, without growing the section.
  func placeSideBoundaryItems(
    _ section: NSCollectionLayoutSection, index: Int, contentStart: CGFloat,
    contentEnd: CGFloat, crossStart: CGFloat, crossLength: CGFloat, vertical: Bool,
    into result: inout CompositionalLayoutResult
  ) {
    var kindCounts: [String: Int] = [:]
    for item in section.boundarySupplementaryItems {
      let number = kindCounts[item.elementKind, default: 0]
      kindCounts[item.elementKind] = number + 1
      guard Self.edge(of: item.alignment, vertical: vertical) == nil, item.alignment != .none
      else { continue }
      let element = SupplementaryElement(
        kind: item.elementKind, indexPath: IndexPath(item: number, section: index))
      let size = boundarySize(
        item, element: element, crossLength: crossLength, vertical: vertical, result: &result)
      let trailing = item.alignment == .trailing || item.alignment == .bottom
      let cross =
        trailing ? crossStart + crossLength - (vertical ? size.width : size.height) : crossStart
      let frame =
        vertical
        ? CGRect(x: cross, y: contentStart, width: size.width, height: size.height)
        : CGRect(x: contentStart, y: cross, width: size.width, height: size.height)
      addBoundary(item, element: element, frame: frame, into: &result)
    }
  }

  /// The cross-axis origin of a boundary item: leading, trailing or centred by its alignment.
  private func crossPosition(
    of alignment: NSRectAlignment, extent: CGFloat, crossStart: CGFloat, crossLength: CGFloat
  ) -> CGFloat {
    switch alignment {
    case .topLeading, .bottomLeading: return crossStart
    case .topTrailing, .bottomTrailing: return crossStart + crossLength - extent
    default: return crossStart + (crossLength - extent) / 2
    }
  }

  /// Places the layout's own boundary items on one edge and returns the new main position.
  func placeLayoutBoundaryItems(
    _ edge: BoundaryEdge, at start: CGFloat, crossLength: CGFloat, vertical: Bool,
    into result: inout CompositionalLayoutResult
  ) -> CGFloat {
    var main = start
    var kindCounts: [String: Int] = [:]
    for item in configuration.boundarySupplementaryItems {
      let number = kindCounts[item.elementKind, default: 0]
      kindCounts[item.elementKind] = number + 1
      guard Self.edge(of: item.alignment, vertical: vertical) == edge else { continue }
      let element = SupplementaryElement(
        kind: item.elementKind, indexPath: IndexPath(item: number, section: 0))
      let size = boundarySize(
        item, element: element, crossLength: crossLength, vertical: vertical, result: &result)
      let cross = crossPosition(
        of: item.alignment, extent: vertical ? size.width : size.height, crossStart: 0,
        crossLength: crossLength)
      let frame =
        vertical
        ? CGRect(x: cross, y: main, width: size.width, height: size.height)
        : CGRect(x: main, y: cross, width: size.width, height: size.height)
      addBoundary(item, element: element, frame: frame, into: &result)
      if item.extendsBoundary { main += vertical ? size.height : size.width }
    }
    return main
  }

  /// Places a section's decorations over its frame, less each decoration's content insets.
  func placeDecorations(
    _ section: NSCollectionLayoutSection, index: Int, frame: CGRect,
    into result: inout CompositionalLayoutResult
  ) {
    var kindCounts: [String: Int] = [:]
    for decoration in section.decorationItems {
      let number = kindCounts[decoration.elementKind, default: 0]
      kindCounts[decoration.elementKind] = number + 1
      let attributes = UICollectionViewLayoutAttributes(
        forDecorationViewOfKind: decoration.elementKind,
        with: IndexPath(item: number, section: index))
      let insets = decoration.contentInsets
      attributes.frame = CGRect(
        x: frame.minX + insets.leading, y: frame.minY + insets.top,
        width: max(0, frame.width - insets.leading - insets.trailing),
        height: max(0, frame.height - insets.top - insets.bottom))
      attributes.zIndex = decoration.zIndex - 1
      result.elements.append(attributes)
    }
  }

  /// Moves pinned items into the visible bounds, within their section, as the collection view
  /// scrolls.
  func applyPinning() {
    guard let collectionView, !solved.pinned.isEmpty else { return }
    let vertical = configuration.scrollDirection == .vertical
    let visible = collectionView.bounds
    let inset = collectionView.adjustedContentInset
    for entry in solved.pinned {
      var frame = entry.frame
      let section = entry.section == .null ? frame : entry.section
      if vertical {
        let top = visible.minY + inset.top
        frame.origin.y = min(max(frame.minY, top), max(frame.minY, section.maxY - frame.height))
      } else {
        let leading = visible.minX + inset.left
        frame.origin.x = min(max(frame.minX, leading), max(frame.minX, section.maxX - frame.width))
      }
      entry.attributes.frame = frame
    }
  }
}
