import Foundation

/// Where a layout puts one item or supplementary view of a collection view.
@preconcurrency @MainActor
open class UICollectionViewLayoutAttributes: NSObject {
  /// The kind of element the attributes describe.
  public enum Category: UInt, Sendable {
    /// A cell.
    case cell = 0
    /// A supplementary view, such as a header or footer.
    case supplementaryView = 1
    /// A decoration view.
    case decorationView = 2
  }

  /// The element's index path.
  open var indexPath: IndexPath

  /// The element's frame, in the collection view's content coordinates.
  open var frame: CGRect = .zero

  /// Whether the element is hidden; `false` by default.
  open var isHidden = false

  /// The element's stacking order; 0 by default (stored for the element's view).
  open var zIndex = 0

  /// The element's opacity; 1 by default.
  open var alpha: CGFloat = 1

  /// Whether the attributes describe a cell or a supplementary view.
  public let representedElementCategory: Category

  /// The supplementary view's kind, or `nil` for a cell.
  public let representedElementKind: String?

  /// Creates the attributes of a cell.
  ///
  /// - Parameter indexPath: The cell's index path.
  public init(forCellWith indexPath: IndexPath) {
    self.indexPath = indexPath
    representedElementCategory = .cell
    representedElementKind = nil
    super.init()
  }

  /// Creates the attributes of a supplementary view.
  ///
  /// - Parameters:
  ///   - elementKind: The kind, such as `UICollectionView.elementKindSectionHeader`.
  ///   - indexPath: The view's index path.
  public init(forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath) {
    self.indexPath = indexPath
    representedElementCategory = .supplementaryView
    representedElementKind = elementKind
    super.init()
  }

  /// The centre of ``frame``; setting it moves the frame.
  open var center: CGPoint {
    get { CGPoint(x: frame.midX, y: frame.midY) }
    set {
      frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2)
    }
  }

  /// The size of ``frame``; setting it keeps the centre.
  open var size: CGSize {
    get { frame.size }
    set {
      let center = self.center
      frame = CGRect(
        x: center.x - newValue.width / 2, y: center.y - newValue.height / 2,
        width: newValue.width, height: newValue.height)
    }
  }
}
