import Foundation

extension UIScrollView {
  /// Applies a zoom scale for ``setZoomScale(_:animated:)``.
  func applyZoomScale(_ scale: CGFloat) {
    guard let view = delegate?.viewForZooming(in: self) else { return }
    let clamped = max(minimumZoomScale, min(scale, maximumZoomScale))
    storedZoomScale = clamped
    view.transform = CGAffineTransform(scaleX: clamped, y: clamped)
    let frame = view.frame
    view.center = CGPoint(x: view.center.x - frame.minX, y: view.center.y - frame.minY)
    contentSize = view.frame.size
    delegate?.scrollViewDidZoom(self)
  }
}
