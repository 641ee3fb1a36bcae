import Foundation

// CoreGraphics' Swift overlay spells the C functions `CGPointEqualToPoint`,
// `CGSizeEqualToSize` and `CGRectEqualToRect` as `equalTo(_:)` methods; Foundation on Linux has
// only `==`. Each is exactly `==`.

extension CGPoint {
  /// Whether two points are equal (CoreGraphics' `CGPointEqualToPoint`): the same as `==`.
  public func equalTo(_ point2: CGPoint) -> Bool {
    self == point2
  }
}

extension CGSize {
  /// Whether two sizes are equal (CoreGraphics' `CGSizeEqualToSize`): the same as `==`.
  public func equalTo(_ size2: CGSize) -> Bool {
    self == size2
  }
}

extension CGRect {
  /// Whether two rectangles are equal (CoreGraphics' `CGRectEqualToRect`): the same as `==`.
  public func equalTo(_ rect2: CGRect) -> Bool {
    self == rect2
  }
}
