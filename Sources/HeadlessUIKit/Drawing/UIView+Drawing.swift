import Foundation
import Raster

/// Drawing a view's content with `draw(_:)` (decision DR2).
extension UIView {
  /// Draws the view's layer by calling ``draw(_:)`` with the bounds, with the context made
  /// current, as UIKit does when a view's content is redrawn.
  ///
  /// - Parameters:
  ///   - layer: The view's layer.
  ///   - ctx: The context, its user space the view's bounds.
  public func draw(_ layer: CALayer, in ctx: CGContext) {
    guard layer === self.layer else { return }
    UIGraphicsPushContext(ctx)
    draw(bounds)
    UIGraphicsPopContext()
  }

  /// Marks the view's content as needing to be drawn again; ``draw(_:)`` runs the next time
  /// the view is rendered.
  public func setNeedsDisplay() {
    layer.setNeedsDisplay()
  }

  /// Marks a part of the view's content as needing to be drawn again; the whole view is
  /// redrawn.
  ///
  /// - Parameter rect: The part, in the view's bounds space.
  public func setNeedsDisplay(_ rect: CGRect) {
    layer.setNeedsDisplay(rect)
  }

  /// Draws the view and its visible subviews, scaled to fit a rectangle, into the current
  /// context.
  ///
  /// - Parameters:
  ///   - rect: Where the view's bounds are drawn, in the current context's user space.
  ///   - afterScreenUpdates: Whether pending changes are shown first; headless, pending
  ///     layout is always done first when `true`.
  /// - Returns: `false` when there is no current context.
  @discardableResult
  public func drawHierarchy(in rect: CGRect, afterScreenUpdates: Bool) -> Bool {
    guard let context = UIGraphicsGetCurrentContext() else { return false }
    if afterScreenUpdates { layoutIfNeeded() }
    let box = bounds
    context.saveGState()
    context.translateBy(x: rect.minX, y: rect.minY)
    if box.width > 0, box.height > 0 {
      context.scaleBy(x: rect.width / box.width, y: rect.height / box.height)
    }
    context.translateBy(x: -box.minX, y: -box.minY)
    LayerTreeRecorder.record(layer, in: context)
    context.restoreGState()
    return true
  }
}

/// Rendering a layer tree into a context.
extension CALayer {
  /// Draws the layer and its sublayers into a context, in the layer's bounds space.
  ///
  /// The tree is drawn as the PNG and SVG renderers draw it (decision PX9): backgrounds,
  /// shadows, drawn contents, shape, gradient and text layers, labels' text, image views'
  /// images and borders, each sublayer through its transform, opacity, clipping and masks. What
  /// is recorded is the tree as it is now: later changes to the layers do not change it.
  ///
  /// - Parameter ctx: The context.
  public func render(in ctx: CGContext) {
    LayerTreeRecorder.record(self, in: ctx)
  }
}

/// Records a layer tree as one drawing operation: its display list (decision PX9).
@MainActor
enum LayerTreeRecorder {
  /// Records `layer` and its visible sublayers in the context's current user space (the
  /// layer's bounds space); a view's layer is drawn as its view, with the view's traits.
  static func record(_ layer: CALayer, in context: CGContext) {
    var group: DisplayGroup
    if let view = layer.delegate as? UIView, view.layer === layer {
      group = DisplayListBuilder.group(for: view, transform: .identity)
    } else {
      let traits = UITraitCollection(userInterfaceStyle: .light)
      group = DisplayListBuilder.group(for: layer, traits: traits)
      group.transform = .identity
    }
    guard !group.items.isEmpty else { return }
    context.record(.layerTree(group))
  }
}

extension CGContext {
  /// Draws a recorded drawing's operations again, in the current user space, clip and alpha.
  package func replay(_ drawing: RecordedDrawing) {
    let base = state.transform
    for operation in drawing.operations {
      var copy = operation
      copy.transform = operation.transform.concatenating(base)
      copy.clips =
        state.clips
        + operation.clips.map { clip in
          ClipArea(
            path: CGPath(elements: clip.path.elements.map { $0.applying(base) }),
            rule: clip.rule)
        }
      copy.alpha = operation.alpha * state.alpha
      append(copy)
    }
  }
}
