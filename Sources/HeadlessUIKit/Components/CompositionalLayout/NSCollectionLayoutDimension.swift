import Foundation

/// One dimension, width or height, of an element of a compositional layout.
///
/// A dimension is absolute (points), estimated (points the element's view may change by sizing
/// itself), a fraction of its container's width or height, or, from iOS 17, as large as the
/// largest of its siblings. The container of an item is its group; the container of a section's
/// top-level group is the section's content area (the layout's width less the section's content
/// insets and its inset reference), as Apple's "NSCollectionLayoutDimension" documentation
/// describes (decision CV1).
@preconcurrency @MainActor
public final class NSCollectionLayoutDimension: NSObject, @preconcurrency NSCopying {
  /// What the dimension's value means.
  enum Kind: Equatable {
    case absolute
    case estimated
    case fractionalWidth
    case fractionalHeight
    case uniformAcrossSiblings
  }

  /// What ``dimension`` means.
  let kind: Kind

  /// The value: points, a fraction, or an estimate.
  public let dimension: CGFloat

  /// Creates a dimension of a kind.
  init(kind: Kind, dimension: CGFloat) {
    self.kind = kind
    self.dimension = dimension
    super.init()
  }

  /// A dimension that is a fraction of the container's width.
  ///
  /// - Parameter fractionalWidth: The fraction, such as 0.5 for half the width.
  /// - Returns: The dimension.
  public static func fractionalWidth(_ fractionalWidth: CGFloat) -> NSCollectionLayoutDimension {
    NSCollectionLayoutDimension(kind: .fractionalWidth, dimension: fractionalWidth)
  }

  /// A dimension that is a fraction of the container's height.
  ///
  /// - Parameter fractionalHeight: The fraction, such as 1 for the full height.
  /// - Returns: The dimension.
  public static func fractionalHeight(_ fractionalHeight: CGFloat)
    -> NSCollectionLayoutDimension
  {
    NSCollectionLayoutDimension(kind: .fractionalHeight, dimension: fractionalHeight)
  }

  /// A dimension of a fixed number of points.
  ///
  /// - Parameter absoluteDimension: The points.
  /// - Returns: The dimension.
  public static func absolute(_ absoluteDimension: CGFloat) -> NSCollectionLayoutDimension {
    NSCollectionLayoutDimension(kind: .absolute, dimension: absoluteDimension)
  }

  /// A dimension that starts at an estimate; the element's view sizes itself with
  /// `preferredLayoutAttributesFitting(_:)` and the layout uses the size it prefers.
  ///
  /// - Parameter estimatedDimension: The estimate, in points.
  /// - Returns: The dimension.
  public static func estimated(_ estimatedDimension: CGFloat) -> NSCollectionLayoutDimension {
    NSCollectionLayoutDimension(kind: .estimated, dimension: estimatedDimension)
  }

  /// A dimension as large as the largest of the sibling items of a group along it, starting
  /// at an estimate (iOS 17).
  ///
  /// - Parameter estimatedDimension: The estimate, in points.
  /// - Returns: The dimension.
  public static func uniformAcrossSiblings(estimate estimatedDimension: CGFloat)
    -> NSCollectionLayoutDimension
  {
    NSCollectionLayoutDimension(kind: .uniformAcrossSiblings, dimension: estimatedDimension)
  }

  /// Whether the dimension is a fraction of the container's width.
  public var isFractionalWidth: Bool { kind == .fractionalWidth }

  /// Whether the dimension is a fraction of the container's height.
  public var isFractionalHeight: Bool { kind == .fractionalHeight }

  /// Whether the dimension is a number of points.
  public var isAbsolute: Bool { kind == .absolute }

  /// Whether the dimension is an estimate.
  public var isEstimated: Bool { kind == .estimated || kind == .uniformAcrossSiblings }

  /// Whether the dimension is uniform across siblings.
  public var isUniformAcrossSiblings: Bool { kind == .uniformAcrossSiblings }

  /// The dimension itself: dimensions are immutable.
  ///
  /// - Parameter zone: Unused.
  /// - Returns: The dimension.
  public func copy(with zone: NSZone? = nil) -> Any { self }

  /// The value of the dimension in a container of a size.
  ///
  /// - Parameter container: The container's size.
  /// - Returns: Points; an estimate counts as its value.
  func resolved(in container: CGSize) -> CGFloat {
    switch kind {
    case .absolute, .estimated, .uniformAcrossSiblings: dimension
    case .fractionalWidth: container.width * dimension
    case .fractionalHeight: container.height * dimension
    }
  }
}

/// The width and height of an element of a compositional layout.
@preconcurrency @MainActor
public final class NSCollectionLayoutSize: NSObject, @preconcurrency NSCopying {
  /// The width.
  public let widthDimension: NSCollectionLayoutDimension

  /// The height.
  public let heightDimension: NSCollectionLayoutDimension

  /// Creates a size.
  ///
  /// - Parameters:
  ///   - width: The width.
  ///   - height: The height.
  public init(
    widthDimension width: NSCollectionLayoutDimension,
    heightDimension height: NSCollectionLayoutDimension
  ) {
    widthDimension = width
    heightDimension = height
    super.init()
  }

  /// The size itself: sizes are immutable.
  ///
  /// - Parameter zone: Unused.
  /// - Returns: The size.
  public func copy(with zone: NSZone? = nil) -> Any { self }

  /// The size in a container, estimates counting as their values.
  ///
  /// - Parameter container: The container's size.
  /// - Returns: The size in points.
  func resolved(in container: CGSize) -> CGSize {
    CGSize(
      width: widthDimension.resolved(in: container),
      height: heightDimension.resolved(in: container))
  }
}
