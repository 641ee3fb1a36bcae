import Foundation

extension UIScrollView {
  /// The offsets the scroll view rests at without bouncing (spec 11.5): from
  /// `-adjustedContentInset.left` to `max(-left, contentSize.width + right - bounds.width)`
  /// horizontally, likewise vertically.
  var restingOffsetRange: (x: ClosedRange<CGFloat>, y: ClosedRange<CGFloat>) {
    let insets = adjustedContentInset
    let size = bounds.size
    let minX = -insets.left
    let minY = -insets.top
    let maxX = max(minX, contentSize.width + insets.right - size.width)
    let maxY = max(minY, contentSize.height + insets.bottom - size.height)
    return (minX...maxX, minY...maxY)
  }

  /// The offset at which `rect` is visible, for ``scrollRectToVisible(_:animated:)``.
  func offsetShowing(_ rect: CGRect) -> CGPoint {
    let insets = adjustedContentInset
    let size = bounds.size
    let range = restingOffsetRange
    func axis(
      _ offset: CGFloat, _ low: CGFloat, _ high: CGFloat, _ length: CGFloat,
      _ leading: CGFloat, _ trailing: CGFloat, _ range: ClosedRange<CGFloat>
    ) -> CGFloat {
      let visible = length - leading - trailing
      let result: CGFloat
      if high - low > visible || low < offset + leading {
        result = low - leading
      } else if high > offset + length - trailing {
        result = high - length + trailing
      } else {
        return offset
      }
      return min(max(result, range.lowerBound), range.upperBound)
    }
    let offset = contentOffset
    return CGPoint(
      x: axis(offset.x, rect.minX, rect.maxX, size.width, insets.left, insets.right, range.x),
      y: axis(offset.y, rect.minY, rect.maxY, size.height, insets.top, insets.bottom, range.y))
  }
}
