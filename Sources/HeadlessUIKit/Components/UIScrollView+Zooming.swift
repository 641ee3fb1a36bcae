import Foundation

extension UIScrollView {
  /// Applies a zoom scale for ``setZoomScale(_:animated:)``.
  func applyZoomScale(_ scale: CGFloat) {
    guard let view = delegate?.viewForZooming(in: self) else { return }
    let clamped = max(minimumZoomScale, min(scale, maximumZoomScale))
    storedZoomScale = clamped
    view.transform = CGAffineTransform(scaleX: clamped, y: clamped)
    // (the zoomed view's transformed box, as UIKit reads it: the layer's, so that the layout
    // sanitizer does not take UIKit's own read for the app's, rule P2)
    let frame = view.layer.frame
    view.center = CGPoint(x: view.center.x - frame.minX, y: view.center.y - frame.minY)
    contentSize = view.layer.frame.size
    delegate?.scrollViewDidZoom(self)
  }
}

extension UIScrollView {
  /// Zooms so that a rectangle of the zoomed view fills the bounds as far as the scales allow,
  /// and scrolls to it; headless, an animated zoom completes at once (decision V1).
  ///
  /// The scale is the largest at which the rectangle fits, clamped to ``minimumZoomScale`` and
  /// ``maximumZoomScale``; the rectangle's origin then moves to the top-left of the bounds as
  /// far as the content allows. Without a view for zooming from the delegate nothing changes, as
  /// in UIKit.
  ///
  /// - Parameters:
  ///   - rect: The rectangle, in the zoomed view's own coordinates.
  ///   - animated: Whether UIKit would animate the zoom.
  public func zoom(to rect: CGRect, animated: Bool) {
    guard delegate?.viewForZooming(in: self) != nil, rect.width > 0, rect.height > 0 else { return }
    let scale = min(bounds.width / rect.width, bounds.height / rect.height)
    applyZoomScale(scale)
    let range = restingOffsetRange
    let applied = zoomScale
    contentOffset = CGPoint(
      x: min(max(rect.minX * applied, range.x.lowerBound), range.x.upperBound),
      y: min(max(rect.minY * applied, range.y.lowerBound), range.y.upperBound))
  }

  /// Shows the scroll indicators for a moment, as UIKit does to hint that there is more
  /// content.
  ///
  /// Headless the indicators are not drawn (they are stored only), so nothing changes on screen.
  public func flashScrollIndicators() {}
}
