import Foundation

extension NSLayoutConstraint {
  /// The two axes of a layout, for content hugging and compression resistance.
  public enum Axis: Int, Sendable {
    /// Left to right.
    case horizontal = 0
    /// Top to bottom.
    case vertical = 1
  }
}

extension UIView {
  /// The value of an `intrinsicContentSize` axis that has no intrinsic size: −1.
  public static let noIntrinsicMetric: CGFloat = -1
}
