import Foundation
import HeadlessUIKit
import Raster
import UIGeometry

extension DisplayList {
  /// Builds the display list of a view tree, optionally with the view-debugger overlay drawn
  /// above the scene.
  ///
  /// With `overlay`, the root group's last item is the ``OverlayBuilder`` group of the tree,
  /// so the overlay shares the scene's root placement and clip and is drawn over everything
  /// (decision R35). A hidden root draws neither scene nor overlay.
  ///
  /// - Parameters:
  ///   - view: The view to draw, usually a window; it is not laid out first.
  ///   - size: The size of the drawing in points; `nil` uses the view's bounds size.
  ///   - overlay: Whether to draw the overlay.
  @MainActor
  package init(rendering view: UIView, size: CGSize? = nil, overlay: Bool) {
    self.init(rendering: view, size: size)
    if overlay, !view.isHidden {
      root.items.append(.group(OverlayBuilder.overlay(for: view)))
    }
  }
}
