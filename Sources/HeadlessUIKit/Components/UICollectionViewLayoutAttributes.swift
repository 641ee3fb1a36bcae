import Foundation

extension UICollectionView {
  /// The kinds of element a collection view shows.
  public typealias ElementCategory = UICollectionViewLayoutAttributes.Category
}

/// Where a layout puts one item or supplementary view of a collection view.
///
/// Attributes are values the layout hands out: `copy()` makes an independent instance of the
/// same class with the same properties, which is what a collection view passes to a cell's
/// `preferredLayoutAttributesFitting(_:)` (decision CL5). Subclasses that add properties
/// override `copy(with:)`, call `super`, and copy their own.
@preconcurrency @MainActor
open class UICollectionViewLayoutAttributes: NSObject, @preconcurrency NSCopying {
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
  open var indexPath = IndexPath(item: 0, section: 0)

  /// The element's frame, in the collection view's content coordinates.
  open var frame: CGRect = .zero

  /// Whether the element is hidden; `false` by default.
  open var isHidden = false

  /// The element's stacking order; 0 by default (stored for the element's view).
  open var zIndex = 0

  /// The element's opacity; 1 by default.
  open var alpha: CGFloat = 1

  /// Whether the attributes describe a cell or a supplementary view.
  public internal(set) var representedElementCategory: Category = .cell

  /// The supplementary view's kind, or `nil` for a cell.
  public internal(set) var representedElementKind: String?

  /// Whether the layout asks the element's view for its preferred size (a flow layout with an
  /// estimated item size marks its items so).
  var isSelfSizing = false

  /// The fitting priorities a self-sizing element's view is measured with: the fitting-size
  /// level on an estimated axis, required on a fixed one (a compositional layout's estimated
  /// dimensions); the fitting-size level on both by default.
  var selfSizingPriorities: (UILayoutPriority, UILayoutPriority) = (
    .fittingSizeLevel, .fittingSizeLevel
  )

  /// Creates the attributes of a cell at the first item of the first section, as UIKit's
  /// plain initializer does.
  ///
  /// Not `required`, as in UIKit: a layout makes attributes of its `layoutAttributesClass`, and
  /// `copy(with:)` makes a copy's class, with `init()` through the class's maker (decision
  /// MK1).
  public override init() {
    super.init()
  }

  /// Creates the attributes of a cell.
  ///
  /// - Parameter indexPath: The cell's index path.
  public convenience init(forCellWith indexPath: IndexPath) {
    self.init()
    self.indexPath = indexPath
  }

  /// Creates the attributes of a supplementary view.
  ///
  /// - Parameters:
  ///   - elementKind: The kind, such as `UICollectionView.elementKindSectionHeader`.
  ///   - indexPath: The view's index path.
  public convenience init(forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath)
  {
    self.init()
    self.indexPath = indexPath
    representedElementCategory = .supplementaryView
    representedElementKind = elementKind
  }

  /// Creates the attributes of a decoration view.
  ///
  /// - Parameters:
  ///   - decorationViewKind: The decoration view's kind.
  ///   - indexPath: The view's index path.
  public convenience init(
    forDecorationViewOfKind decorationViewKind: String, with indexPath: IndexPath
  ) {
    self.init()
    self.indexPath = indexPath
    representedElementCategory = .decorationView
    representedElementKind = decorationViewKind
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

  /// The bounds of the element's view: origin zero, the frame's size.
  open var bounds: CGRect {
    get { CGRect(origin: .zero, size: frame.size) }
    set { size = newValue.size }
  }

  /// A new instance of the same class with the same properties.
  ///
  /// - Parameter zone: Unused.
  /// - Returns: The copy.
  open func copy(with zone: NSZone? = nil) -> Any {
    let copy = ObjectiveCRuntime.makeLayoutAttributes(type(of: self))
    copy.indexPath = indexPath
    copy.frame = frame
    copy.isHidden = isHidden
    copy.zIndex = zIndex
    copy.alpha = alpha
    copy.representedElementCategory = representedElementCategory
    copy.representedElementKind = representedElementKind
    copy.isSelfSizing = isSelfSizing
    copy.selfSizingPriorities = selfSizingPriorities
    return copy
  }

  /// Whether another object is attributes of the same class with equal properties.
  ///
  /// - Parameter object: The other object.
  /// - Returns: Whether they are equal.
  open override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? UICollectionViewLayoutAttributes,
      type(of: other) == type(of: self)
    else { return false }
    return other.indexPath == indexPath && other.frame == frame
      && other.isHidden == isHidden && other.zIndex == zIndex && other.alpha == alpha
      && other.representedElementCategory == representedElementCategory
      && other.representedElementKind == representedElementKind
  }

  /// A hash consistent with `isEqual(_:)`.
  open override var hash: Int {
    var hasher = Hasher()
    hasher.combine(indexPath)
    hasher.combine(representedElementCategory)
    hasher.combine(representedElementKind)
    return hasher.finalize()
  }
}
