import Foundation

extension UIImage {
  /// Creates a stretchable image: the old form of a resizable image (deprecated since iOS 5).
  ///
  /// The left and top caps keep their size; the single column and row after them stretch, and
  /// the rest of the image forms the right and bottom caps, as UIKit documents: the result is
  /// ``resizableImage(withCapInsets:resizingMode:)`` with insets `top`, `left`,
  /// `height - top - 1` and `width - left - 1`, in stretch mode. A cap of 0 leaves that axis
  /// without caps.
  ///
  /// - Parameters:
  ///   - leftCapWidth: The width of the left cap.
  ///   - topCapHeight: The height of the top cap.
  /// - Returns: The stretchable image.
  public func stretchableImage(withLeftCapWidth leftCapWidth: Int, topCapHeight: Int)
    -> UIImage
  {
    let left = CGFloat(max(0, leftCapWidth))
    let top = CGFloat(max(0, topCapHeight))
    let insets = UIEdgeInsets(
      top: top, left: left,
      bottom: top > 0 ? max(0, size.height - top - 1) : 0,
      right: left > 0 ? max(0, size.width - left - 1) : 0)
    return resizableImage(withCapInsets: insets, resizingMode: .stretch)
  }

  /// The width of the left cap of a stretchable image; 0 for other images (deprecated).
  public var leftCapWidth: Int {
    Int(capInsets.left)
  }

  /// The height of the top cap of a stretchable image; 0 for other images (deprecated).
  public var topCapHeight: Int {
    Int(capInsets.top)
  }
}
