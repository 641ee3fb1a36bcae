import Foundation
import Raster

extension DisplayListBuilder {
  /// Where an image of `size` points is drawn in `bounds` for a content mode.
  ///
  /// `.scaleToFill` and `.redraw` stretch the image over the bounds. `.scaleAspectFit` scales it
  /// by the smaller of the two ratios and centres it; `.scaleAspectFill` by the larger (the
  /// overflow is cut only when the view clips). The other modes keep the image's size and put it
  /// against the named edges, centred along the others. Views draw the same in right-to-left
  /// layouts: `.left` and `.right` name physical edges (decision R28).
  ///
  /// - Parameters:
  ///   - size: The image's size in points.
  ///   - bounds: The view's bounds.
  ///   - contentMode: The view's content mode.
  /// - Returns: The image's rectangle in the view's bounds space.
  static func imageRect(
    size: CGSize, in bounds: CGRect, contentMode: UIView.ContentMode
  ) -> CGRect {
    ImagePlacement.rect(size: size, in: bounds, contentMode: contentMode)
  }
}
