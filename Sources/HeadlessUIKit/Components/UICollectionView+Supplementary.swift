import Foundation

/// Supplementary views: headers, footers and other views a layout places beside the items
/// (decisions CL1, CL2).
extension UICollectionView {
  /// Registers a class whose instances the collection view makes for a kind of supplementary
  /// view and a reuse identifier; `nil` removes the registration.
  ///
  /// Views are made with `init(frame: .zero)`, an app's subclass through its registered maker,
  /// as registered cells are (decisions W3, RT5).
  ///
  /// - Parameters:
  ///   - viewClass: `UICollectionReusableView` or a subclass, or `nil`.
  ///   - elementKind: The kind, such as ``elementKindSectionHeader``.
  ///   - identifier: The reuse identifier.
  public func register(
    _ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String,
    withReuseIdentifier identifier: String
  ) {
    let key = CollectionReuseRegistry.SupplementaryKey(kind: elementKind, identifier: identifier)
    if let viewClass {
      precondition(
        viewClass is UICollectionReusableView.Type,
        "NSInvalidArgumentException: must pass a class of kind UICollectionReusableView")
      cellRegistry.supplementaryRegistrations[key] = .viewClass(viewClass)
    } else {
      cellRegistry.supplementaryRegistrations[key] = nil
    }
  }

  /// Registers a nib whose one top-level object is the supplementary view the collection view
  /// makes for a kind and a reuse identifier; `nil` removes the registration.
  ///
  /// - Parameters:
  ///   - nib: The nib, or `nil`.
  ///   - kind: The kind, such as ``elementKindSectionHeader``.
  ///   - identifier: The reuse identifier.
  public func register(
    _ nib: UINib?, forSupplementaryViewOfKind kind: String, withReuseIdentifier identifier: String
  ) {
    let key = CollectionReuseRegistry.SupplementaryKey(kind: kind, identifier: identifier)
    cellRegistry.supplementaryRegistrations[key] = nib.map { .nib($0) }
  }

  /// A supplementary view for an element: one waiting for reuse under the kind and identifier,
  /// else a new one; the pair must be registered (UIKit's exception otherwise).
  ///
  /// - Parameters:
  ///   - elementKind: The kind, such as ``elementKindSectionHeader``.
  ///   - identifier: The reuse identifier.
  ///   - indexPath: The element's index path.
  /// - Returns: The view.
  public func dequeueReusableSupplementaryView(
    ofKind elementKind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath
  ) -> UICollectionReusableView {
    let key = CollectionReuseRegistry.SupplementaryKey(kind: elementKind, identifier: identifier)
    if let view = cellRegistry.supplementaryQueues.dequeue(for: key) {
      view.prepareForReuse()
      return view
    }
    let view: UICollectionReusableView
    switch cellRegistry.supplementaryRegistrations[key] {
    case .nib(let nib):
      view = nib.instantiateReusableView(
        UICollectionReusableView.self, identifier: identifier, kindName: "view")
    case .viewClass(let viewClass):
      if viewClass == UICollectionReusableView.self {
        view = UICollectionReusableView(frame: .zero)
      } else if let type = viewClass as? UICollectionReusableView.Type {
        view = ObjectiveCRuntime.makeView(type)
      } else {
        preconditionFailure(
          "NSInternalInconsistencyException: could not make a view of class \(viewClass)")
      }
    case nil:
      preconditionFailure(
        "NSInternalInconsistencyException: could not dequeue a view of kind: \(elementKind) "
          + "with identifier \(identifier) - must register a nib or a class for the "
          + "identifier or connect a prototype cell in a storyboard")
    }
    view.storedReuseIdentifier = identifier
    return view
  }

  /// The supplementary view of an element, if it is on screen.
  ///
  /// - Parameters:
  ///   - elementKind: The kind.
  ///   - indexPath: The element's index path.
  /// - Returns: The view, or `nil`.
  public func supplementaryView(forElementKind elementKind: String, at indexPath: IndexPath)
    -> UICollectionReusableView?
  {
    layoutItemsIfNeeded()
    return visibleSupplementaryViewsByElement[
      SupplementaryElement(kind: elementKind, indexPath: indexPath)]
  }

  /// The supplementary views of a kind on screen, in index path order.
  ///
  /// - Parameter elementKind: The kind.
  /// - Returns: The views.
  public func visibleSupplementaryViews(ofKind elementKind: String) -> [UICollectionReusableView] {
    indexPathsForVisibleSupplementaryElements(ofKind: elementKind).compactMap {
      visibleSupplementaryViewsByElement[SupplementaryElement(kind: elementKind, indexPath: $0)]
    }
  }

  /// The index paths of the supplementary views of a kind on screen, in order.
  ///
  /// - Parameter elementKind: The kind.
  /// - Returns: The index paths.
  public func indexPathsForVisibleSupplementaryElements(ofKind elementKind: String)
    -> [IndexPath]
  {
    layoutItemsIfNeeded()
    return visibleSupplementaryViewsByElement.keys.filter { $0.kind == elementKind }
      .map(\.indexPath).sorted()
  }

  /// The layout's attributes of a supplementary element.
  ///
  /// - Parameters:
  ///   - kind: The kind.
  ///   - indexPath: The element's index path.
  /// - Returns: The attributes, or `nil`.
  public func layoutAttributesForSupplementaryElement(ofKind kind: String, at indexPath: IndexPath)
    -> UICollectionViewLayoutAttributes?
  {
    collectionViewLayout.prepareIfNeeded()
    return collectionViewLayout.layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath)
  }

  /// The data source's view for a supplementary element, or `nil` when the data source does
  /// not provide supplementary views (decision CL2).
  func makeSupplementaryView(_ element: SupplementaryElement) -> UICollectionReusableView? {
    guard let dataSource else { return nil }
    let view = dataSource.collectionView(
      self, viewForSupplementaryElementOfKind: element.kind, at: element.indexPath)
    return view is UnprovidedSupplementaryView ? nil : view
  }

  /// Takes a supplementary view off screen and queues it for reuse under its kind and
  /// identifier.
  func recycleSupplementaryView(_ view: UICollectionReusableView, kind: String) {
    view.removeFromSuperview()
    guard let identifier = view.reuseIdentifier else { return }
    let key = CollectionReuseRegistry.SupplementaryKey(kind: kind, identifier: identifier)
    guard cellRegistry.supplementaryRegistrations[key] != nil else { return }
    cellRegistry.supplementaryQueues.enqueue(view, for: key)
  }
}

/// What the data source's default `collectionView(_:viewForSupplementaryElementOfKind:at:)`
/// returns: the collection view shows no view for the element (decision CL2).
final class UnprovidedSupplementaryView: UICollectionReusableView {}
