import Foundation

/// Where image views draw their images (decision R28).
package enum ImagePlacement {
  /// Where an image of `size` points is drawn in `bounds` for a content mode.
  ///
  /// `.scaleToFill` and `.redraw` stretch the image over the bounds. `.scaleAspectFit` scales it
  /// by the smaller of the two ratios and centres it; `.scaleAspectFill` by the larger. The
  /// other modes keep the image's size and put it against the named edges, centred along the
  /// others; `.left` and `.right` name physical edges.
  ///
  /// - Parameters:
  ///   - size: The image's size in points.
  ///   - bounds: The view's bounds.
  ///   - contentMode: The view's content mode.
  /// - Returns: The image's rectangle in the view's bounds space.
  package static func rect(
    size: CGSize, in bounds: CGRect, contentMode: UIView.ContentMode
  ) -> CGRect {
    switch contentMode {
    case .scaleToFill, .redraw:
      return bounds
    case .scaleAspectFit, .scaleAspectFill:
      guard size.width > 0, size.height > 0 else { return bounds }
      let ratioX = bounds.width / size.width
      let ratioY = bounds.height / size.height
      let ratio = contentMode == .scaleAspectFit ? min(ratioX, ratioY) : max(ratioX, ratioY)
      let scaled = CGSize(width: size.width * ratio, height: size.height * ratio)
      return CGRect(
        x: bounds.midX - scaled.width / 2, y: bounds.midY - scaled.height / 2,
        width: scaled.width, height: scaled.height)
    default:
      let x: CGFloat
      switch contentMode {
      case .left, .topLeft, .bottomLeft: x = bounds.minX
      case .right, .topRight, .bottomRight: x = bounds.maxX - size.width
      default: x = bounds.midX - size.width / 2
      }
      let y: CGFloat
      switch contentMode {
      case .top, .topLeft, .topRight: y = bounds.minY
      case .bottom, .bottomLeft, .bottomRight: y = bounds.maxY - size.height
      default: y = bounds.midY - size.height / 2
      }
      return CGRect(x: x, y: y, width: size.width, height: size.height)
    }
  }
}
