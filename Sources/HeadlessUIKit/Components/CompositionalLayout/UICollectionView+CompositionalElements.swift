import Foundation

/// The elements a compositional layout adds to a collection view's layout pass: decoration
/// views (section backgrounds) and self-sizing supplementary views (decision CV4).
extension UICollectionView {
  /// Shows a decoration view for each decoration's attributes, made from the class the layout
  /// registered for its kind, behind the cells; views that left the bounds are removed.
  ///
  /// - Parameter attributes: The decorations' attributes in the bounds.
  /// - Returns: Whether a view was added.
  func showDecorationViews(_ attributes: [UICollectionViewLayoutAttributes]) -> Bool {
    let classes =
      (collectionViewLayout as? UICollectionViewCompositionalLayout)?
      .decorationViewClasses ?? [:]
    var visible: [SupplementaryElement: UICollectionViewLayoutAttributes] = [:]
    for item in attributes {
      guard let kind = item.representedElementKind, classes[kind] != nil else { continue }
      visible[SupplementaryElement(kind: kind, indexPath: item.indexPath)] = item
    }
    for (element, view) in visibleDecorationViewsByElement where visible[element] == nil {
      view.removeFromSuperview()
      visibleDecorationViewsByElement[element] = nil
    }
    var inserted = false
    for (element, item) in visible {
      let view: UICollectionReusableView
      if let existing = visibleDecorationViewsByElement[element] {
        view = existing
      } else if let type = classes[element.kind] as? UICollectionReusableView.Type {
        view =
          type == UICollectionReusableView.self
          ? UICollectionReusableView(frame: .zero) : ObjectiveCRuntime.makeView(type)
      } else {
        continue
      }
      view.frame = item.frame
      view.isHidden = item.isHidden
      view.apply(item)
      if view.superview !== self { inserted = true }
      visibleDecorationViewsByElement[element] = view
    }
    // Decorations stay behind the cells, which the pass may have inserted below them, and
    // above the background view.
    let behind = backgroundView.map { $0.superview === self ? 1 : 0 } ?? 0
    for view in visibleDecorationViewsByElement.values
    where subviews.firstIndex(where: { $0 === view }).map({
      $0 >= behind + visibleDecorationViewsByElement.count
    }) ?? true {
      insertSubview(view, at: behind)
    }
    return inserted
  }

  /// Asks each self-sizing supplementary view of a compositional layout, once per full
  /// invalidation, for the attributes it prefers, and invalidates the layout with each change
  /// (decision CV4).
  func measureSelfSizingSupplementaryViews() {
    guard let layout = collectionViewLayout as? UICollectionViewCompositionalLayout,
      dataSource != nil
    else { return }
    layout.prepareIfNeeded()
    let elements = layout.solved.supplementary.filter {
      $0.value.isSelfSizing && !layout.measuredSupplementaryElements.contains($0.key)
    }
    for (element, original) in elements.sorted(by: { $0.key.indexPath < $1.key.indexPath }) {
      layout.measuredSupplementaryElements.insert(element)
      guard let view = makeSupplementaryView(element),
        let fitting = original.copy() as? UICollectionViewLayoutAttributes
      else { continue }
      view.frame = original.frame
      view.apply(original)
      let preferred = view.preferredLayoutAttributesFitting(fitting)
      recycleSupplementaryView(view, kind: element.kind)
      guard
        layout.shouldInvalidateLayout(
          forPreferredLayoutAttributes: preferred, withOriginalAttributes: original)
      else { continue }
      layout.invalidateLayout(
        with: layout.invalidationContext(
          forPreferredLayoutAttributes: preferred, withOriginalAttributes: original))
    }
  }
}
