import Foundation

extension UIScrollView {
  /// How quickly a scroll view's content slows down after a flick: the fraction of its speed
  /// kept per millisecond.
  public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
    /// The fraction of speed kept per millisecond.
    public var rawValue: CGFloat

    /// Creates a rate from the fraction of speed kept per millisecond.
    ///
    /// - Parameter rawValue: The fraction, such as 0.998.
    public init(rawValue: CGFloat) {
      self.rawValue = rawValue
    }

    /// The default rate: 0.998.
    public static let normal = DecelerationRate(rawValue: 0.998)

    /// The rate of a paging scroll view's flick: 0.99.
    public static let fast = DecelerationRate(rawValue: 0.99)
  }

  /// The colours of the scroll indicators.
  public enum IndicatorStyle: Int, Sendable {
    /// Dark or light, whichever shows against the content.
    case `default` = 0
    /// Dark indicators, for light content.
    case black = 1
    /// Light indicators, for dark content.
    case white = 2
  }

  /// The insets of both scroll indicators: reading returns the vertical indicator's insets,
  /// setting sets both, as in UIKit.
  public var scrollIndicatorInsets: UIEdgeInsets {
    get { verticalScrollIndicatorInsets }
    set {
      verticalScrollIndicatorInsets = newValue
      horizontalScrollIndicatorInsets = newValue
    }
  }

  /// The offset a paging scroll view settles on when a drag that began at `start` ends at
  /// `offset`: the nearest multiple of the bounds size along each scrollable axis, at most one
  /// page from the page the drag began on, within the scrollable range (UIKit moves one page a
  /// drag).
  func pagedOffset(from start: CGPoint, to offset: CGPoint) -> CGPoint {
    let axes = scrollableAxes
    let range = scrollableOffsetRange
    func settle(_ start: CGFloat, _ value: CGFloat, page: CGFloat, min: CGFloat, max: CGFloat)
      -> CGFloat
    {
      guard page > 0 else { return value }
      let startPage = (start / page).rounded()
      let target = Swift.min(Swift.max((value / page).rounded(), startPage - 1), startPage + 1)
      return Swift.min(Swift.max(target * page, min), max)
    }
    var result = offset
    if axes.horizontal {
      result.x = settle(
        start.x, offset.x, page: bounds.width, min: range.min.x, max: range.max.x)
    }
    if axes.vertical {
      result.y = settle(
        start.y, offset.y, page: bounds.height, min: range.min.y, max: range.max.y)
    }
    return result
  }
}
