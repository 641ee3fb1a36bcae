import Foundation

/// Where a supplementary item is attached to its container: a set of edges and an offset.
///
/// With no edges the anchor is the container's centre; `[.top, .trailing]` is its top trailing
/// corner. The offset moves the supplementary item from there, in points or, when fractional,
/// as a fraction of the supplementary item's own size.
@preconcurrency @MainActor
public final class NSCollectionLayoutAnchor: NSObject, @preconcurrency NSCopying {
  /// The edges the item is attached to.
  public let edges: NSDirectionalRectEdge

  /// The offset from the anchor point.
  public let offset: CGPoint

  /// Whether ``offset`` is in points.
  public let isAbsoluteOffset: Bool

  /// Creates an anchor.
  private init(edges: NSDirectionalRectEdge, offset: CGPoint, absolute: Bool) {
    self.edges = edges
    self.offset = offset
    isAbsoluteOffset = absolute
    super.init()
  }

  /// An anchor at some edges, without offset.
  ///
  /// - Parameter edges: The edges.
  public convenience init(edges: NSDirectionalRectEdge) {
    self.init(edges: edges, offset: .zero, absolute: true)
  }

  /// An anchor at some edges, offset by points.
  ///
  /// - Parameters:
  ///   - edges: The edges.
  ///   - absoluteOffset: The offset in points.
  public convenience init(edges: NSDirectionalRectEdge, absoluteOffset: CGPoint) {
    self.init(edges: edges, offset: absoluteOffset, absolute: true)
  }

  /// An anchor at some edges, offset by fractions of the supplementary item's size.
  ///
  /// - Parameters:
  ///   - edges: The edges.
  ///   - fractionalOffset: The offset as fractions of the item's width and height.
  public convenience init(edges: NSDirectionalRectEdge, fractionalOffset: CGPoint) {
    self.init(edges: edges, offset: fractionalOffset, absolute: false)
  }

  /// Whether ``offset`` is a fraction of the item's size.
  public var isFractionalOffset: Bool { !isAbsoluteOffset }

  /// The anchor itself: anchors are immutable.
  ///
  /// - Parameter zone: Unused.
  /// - Returns: The anchor.
  public func copy(with zone: NSZone? = nil) -> Any { self }

  /// The frame of an item of `size` attached by this anchor to `container`.
  ///
  /// The item's edge lies on each container edge named (centred where neither edge of an axis
  /// is), then moves by the offset. Leading and trailing mean left and right.
  func frame(ofSize size: CGSize, in container: CGRect) -> CGRect {
    var x = container.midX - size.width / 2
    var y = container.midY - size.height / 2
    if edges.contains(.leading) { x = container.minX }
    if edges.contains(.trailing) { x = container.maxX - size.width }
    if edges.contains(.top) { y = container.minY }
    if edges.contains(.bottom) { y = container.maxY - size.height }
    let dx = isAbsoluteOffset ? offset.x : offset.x * size.width
    let dy = isAbsoluteOffset ? offset.y : offset.y * size.height
    return CGRect(x: x + dx, y: y + dy, width: size.width, height: size.height)
  }
}

/// Where a boundary supplementary item goes around its section or layout.
public enum NSRectAlignment: Int, Sendable {
  /// Nowhere in particular.
  case none = 0
  /// Above the content, across it.
  case top = 1
  /// Above the content, at its leading edge.
  case topLeading = 2
  /// Before the content, down its side.
  case leading = 3
  /// Below the content, at its leading edge.
  case bottomLeading = 4
  /// Below the content, across it.
  case bottom = 5
  /// Below the content, at its trailing edge.
  case bottomTrailing = 6
  /// After the content, down its side.
  case trailing = 7
  /// Above the content, at its trailing edge.
  case topTrailing = 8
}
