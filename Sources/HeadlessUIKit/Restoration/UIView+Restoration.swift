import Foundation

extension UIView: UIStateRestoring, @preconcurrency NSCoding {}

extension UIScrollView {
  /// The coder keys of a scroll view's own state.
  enum RestorationKey {
    static let contentOffset = "UIScrollViewContentOffset"
    static let zoomScale = "UIScrollViewZoomScale"
  }

  /// Saves the content offset and zoom scale (what UIKit restores for every scroll view, and so
  /// a table view's scroll position).
  func encodeScrollPosition(with coder: NSCoder) {
    coder.encode(contentOffset, forKey: RestorationKey.contentOffset)
    coder.encode(Double(zoomScale), forKey: RestorationKey.zoomScale)
  }

  /// Restores the saved zoom scale, then the content offset as saved (not clamped: the content
  /// size may not be known until the next layout pass, as in UIKit).
  func decodeScrollPosition(with coder: NSCoder) {
    if coder.containsValue(forKey: RestorationKey.zoomScale) {
      let scale = coder.decodeDouble(forKey: RestorationKey.zoomScale)
      if scale.isFinite, scale > 0 { zoomScale = CGFloat(scale) }
    }
    if coder.containsValue(forKey: RestorationKey.contentOffset) {
      let offset = coder.decodePoint(forKey: RestorationKey.contentOffset)
      if offset.x.isFinite, offset.y.isFinite { contentOffset = offset }
    }
  }
}
