import Foundation
import Raster
import UIGeometry

extension DisplayList {
  /// Builds the display list of a view tree, as Core Animation composites its layers.
  ///
  /// The root group maps the view's bounds space to the drawing, whose top-left corner is the
  /// view's bounds origin: a window renders its screen area, any other view its own bounds,
  /// whatever its frame in a superview (decision R20). See ``DisplayListBuilder`` for what each
  /// view contributes. A hidden root (such as a window before `makeKeyAndVisible()`) draws
  /// nothing.
  ///
  /// - Parameters:
  ///   - view: The view to draw, usually a window; it is not laid out first.
  ///   - size: The size of the drawing in points; `nil` uses the view's bounds size.
  @MainActor
  package init(rendering view: UIView, size: CGSize? = nil) {
    let origin = view.bounds.origin
    let placement = CGAffineTransform(translationX: -origin.x, y: -origin.y)
    let root = LayoutSanitizer.withoutChecks {
      DisplayListBuilder.group(for: view, transform: placement)
    }
    self.init(size: size ?? view.bounds.size, root: root)
  }
}
