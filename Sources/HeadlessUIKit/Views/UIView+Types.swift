import Foundation

extension UIView {
  /// How a view resizes when its superview's bounds change (spec 5.17).
  public struct AutoresizingMask: OptionSet, Sendable, Hashable {
    /// The raw bit mask.
    public let rawValue: UInt

    /// Creates a mask from raw bits.
    ///
    /// - Parameter rawValue: The bits, with UIKit's values.
    public init(rawValue: UInt) {
      self.rawValue = rawValue
    }

    /// The left margin grows or shrinks.
    public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
    /// The width grows or shrinks.
    public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
    /// The right margin grows or shrinks.
    public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
    /// The top margin grows or shrinks.
    public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
    /// The height grows or shrinks.
    public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
    /// The bottom margin grows or shrinks.
    public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
  }

  /// How a view lays out its content when its bounds change.
  public enum ContentMode: Int, Sendable {
    /// Scale the content to fill the bounds, changing its aspect ratio if necessary.
    case scaleToFill
    /// Scale the content to fit the bounds, keeping its aspect ratio.
    case scaleAspectFit
    /// Scale the content to fill the bounds, keeping its aspect ratio and clipping.
    case scaleAspectFill
    /// Redraw the content when the bounds change.
    case redraw
    /// Centre the content, keeping its size.
    case center
    /// Align the content to the top edge.
    case top
    /// Align the content to the bottom edge.
    case bottom
    /// Align the content to the left edge.
    case left
    /// Align the content to the right edge.
    case right
    /// Align the content to the top-left corner.
    case topLeft
    /// Align the content to the top-right corner.
    case topRight
    /// Align the content to the bottom-left corner.
    case bottomLeft
    /// Align the content to the bottom-right corner.
    case bottomRight
  }
}
