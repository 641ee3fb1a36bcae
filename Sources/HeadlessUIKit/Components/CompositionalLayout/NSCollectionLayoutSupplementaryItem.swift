import Foundation

/// A supplementary view attached to an item or group, such as a badge, placed by anchors.
@preconcurrency @MainActor
open class NSCollectionLayoutSupplementaryItem: NSCollectionLayoutItem {
  /// The kind the collection view asks its data source for a view of.
  public let elementKind: String

  /// Where on the container the item is attached.
  public let containerAnchor: NSCollectionLayoutAnchor

  /// Which point of the item sits on the container's anchor, or `nil` for the same edges.
  public let itemAnchor: NSCollectionLayoutAnchor?

  /// The stacking order; 1 by default, above the cells.
  open var zIndex = 1

  /// Creates a supplementary item attached to its container.
  ///
  /// - Parameters:
  ///   - layoutSize: The item's size.
  ///   - elementKind: The kind of view.
  ///   - containerAnchor: Where on the container it is attached.
  public convenience init(
    layoutSize: NSCollectionLayoutSize, elementKind: String,
    containerAnchor: NSCollectionLayoutAnchor
  ) {
    self.init(
      layoutSize: layoutSize, elementKind: elementKind, containerAnchor: containerAnchor,
      itemAnchor: nil)
  }

  /// Creates a supplementary item attached to its container by one of its own points.
  ///
  /// - Parameters:
  ///   - layoutSize: The item's size.
  ///   - elementKind: The kind of view.
  ///   - containerAnchor: Where on the container it is attached.
  ///   - itemAnchor: Which point of the item sits there.
  public init(
    layoutSize: NSCollectionLayoutSize, elementKind: String,
    containerAnchor: NSCollectionLayoutAnchor, itemAnchor: NSCollectionLayoutAnchor?
  ) {
    self.elementKind = elementKind
    self.containerAnchor = containerAnchor
    self.itemAnchor = itemAnchor
    super.init(layoutSize: layoutSize, supplementaryItems: [])
  }

  /// The item's frame when attached to a container frame.
  func frame(in container: CGRect) -> CGRect {
    let size = layoutSize.resolved(in: container.size)
    var frame = containerAnchor.frame(ofSize: size, in: container)
    if let itemAnchor {
      // The item anchor names the item's point that sits on the container's anchor point.
      let point = containerAnchor.frame(ofSize: .zero, in: container).origin
      let local = itemAnchor.frame(ofSize: .zero, in: CGRect(origin: .zero, size: size)).origin
      frame.origin = CGPoint(x: point.x - local.x, y: point.y - local.y)
    }
    return frame
  }
}

/// A header, footer or side view of a section or of the whole layout.
///
/// A `.top` item sits above the section's content across its width, a `.bottom` one below,
/// and with ``extendsBoundary`` (the default) the section grows to hold it (decision CV4).
@preconcurrency @MainActor
open class NSCollectionLayoutBoundarySupplementaryItem: NSCollectionLayoutSupplementaryItem {
  /// Which side of the content the item goes on.
  public let alignment: NSRectAlignment

  /// The offset from the aligned position.
  public let offset: CGPoint

  /// Whether the section grows to hold the item; `true` by default.
  open var extendsBoundary = true

  /// Whether the item stays in the visible bounds while its section is on screen (a sticky
  /// header); `false` by default.
  open var pinToVisibleBounds = false

  /// Creates a boundary item.
  ///
  /// - Parameters:
  ///   - layoutSize: The item's size.
  ///   - elementKind: The kind of view.
  ///   - alignment: Which side of the content it goes on.
  public convenience init(
    layoutSize: NSCollectionLayoutSize, elementKind: String,
    alignment: NSRectAlignment
  ) {
    self.init(
      layoutSize: layoutSize, elementKind: elementKind, alignment: alignment,
      absoluteOffset: .zero)
  }

  /// Creates a boundary item moved by an offset.
  ///
  /// - Parameters:
  ///   - layoutSize: The item's size.
  ///   - elementKind: The kind of view.
  ///   - alignment: Which side of the content it goes on.
  ///   - absoluteOffset: The offset in points.
  public init(
    layoutSize: NSCollectionLayoutSize, elementKind: String,
    alignment: NSRectAlignment, absoluteOffset: CGPoint
  ) {
    self.alignment = alignment
    offset = absoluteOffset
    super.init(
      layoutSize: layoutSize, elementKind: elementKind,
      containerAnchor: NSCollectionLayoutAnchor(edges: .top), itemAnchor: nil)
    zIndex = 0
  }
}

/// A view behind a section, such as its background; the collection view makes it from a class
/// registered on the layout (decision CV4).
@preconcurrency @MainActor
open class NSCollectionLayoutDecorationItem: NSCollectionLayoutItem {
  /// The kind of decoration view.
  public let elementKind: String

  /// The stacking order; 0 by default, and the view goes behind the cells.
  open var zIndex = 0

  /// Creates a decoration item.
  init(elementKind: String) {
    self.elementKind = elementKind
    super.init(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)),
      supplementaryItems: [])
  }

  /// A background as large as its section, less the item's content insets.
  ///
  /// - Parameter elementKind: The kind of decoration view.
  /// - Returns: The item.
  open class func background(elementKind: String) -> NSCollectionLayoutDecorationItem {
    NSCollectionLayoutDecorationItem(elementKind: elementKind)
  }
}
