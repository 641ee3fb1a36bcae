import Foundation

/// Snapshot views: a new view whose content is a recording of the view's rendering.
extension UIView {
  /// Makes a view of the view's size showing its current rendering.
  ///
  /// The snapshot is an image view whose image keeps the drawing
  /// ``drawHierarchy(in:afterScreenUpdates:)`` recorded. Later changes to the view do not change
  /// the snapshot.
  ///
  /// - Parameter afterUpdates: Whether pending changes are shown first; headless, pending layout
  ///   is done first when `true`.
  /// - Returns: The snapshot, at the origin, the size of the view's bounds.
  public func snapshotView(afterScreenUpdates afterUpdates: Bool) -> UIView? {
    resizableSnapshotView(
      from: bounds, afterScreenUpdates: afterUpdates, withCapInsets: .zero)
  }

  /// Makes a view showing a part of the view's current rendering, its image stretchable
  /// outside the cap insets.
  ///
  /// - Parameters:
  ///   - rect: The part, in the view's bounds space.
  ///   - afterUpdates: Whether pending changes are shown first; headless, pending layout is done
  ///     first when `true`.
  ///   - capInsets: The edges of the image that do not stretch.
  /// - Returns: The snapshot, at the origin, the size of `rect`.
  public func resizableSnapshotView(
    from rect: CGRect, afterScreenUpdates afterUpdates: Bool, withCapInsets capInsets: UIEdgeInsets
  ) -> UIView? {
    if afterUpdates { layoutIfNeeded() }
    let size = rect.size
    let format = UIGraphicsImageRendererFormat()
    format.scale = window?.screen.scale ?? UIScreen.main.scale
    var image = UIGraphicsImageRenderer(size: size, format: format).image { _ in
      let box = bounds
      drawHierarchy(
        in: CGRect(
          x: box.minX - rect.minX, y: box.minY - rect.minY, width: box.width, height: box.height),
        afterScreenUpdates: false)
    }
    if capInsets != .zero { image = image.resizableImage(withCapInsets: capInsets) }
    let snapshot = UIImageView(image: image)
    snapshot.frame = CGRect(origin: .zero, size: size)
    return snapshot
  }
}
