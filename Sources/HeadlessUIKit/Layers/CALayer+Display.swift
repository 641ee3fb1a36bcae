import Foundation

/// Whether a layer needs display and what it drew last (decision DR2).
package struct LayerDisplayState {
  /// Whether ``CALayer/setNeedsDisplay()`` was called since the layer last displayed.
  var needsDisplay = false
  /// Whether the layer redraws when its bounds size changes.
  var needsDisplayOnBoundsChange = false
  /// What the layer drew when it last displayed; `nil` before it ever displayed.
  package var contents: RecordedDrawing?
}

/// Displaying a layer: drawing its contents into a recording context (decision DR2).
///
/// Core Animation asks a layer to display when it has been marked with ``setNeedsDisplay()``
/// (or its bounds size changed and ``needsDisplayOnBoundsChange`` is set) and the screen is
/// next updated. Headless, there is no screen update: the renderers call
/// ``displayIfNeeded()`` on every layer they draw, and a view's layer that has never
/// displayed displays then, as UIKit displays a view the first time it is shown.
extension CALayer {
  /// Marks the layer's contents as needing to be drawn again.
  public func setNeedsDisplay() {
    displayState.needsDisplay = true
  }

  /// Marks a part of the layer's contents as needing to be drawn again; the whole layer is
  /// redrawn.
  ///
  /// - Parameter r: The part, in the layer's bounds space.
  public func setNeedsDisplay(_ r: CGRect) {
    setNeedsDisplay()
  }

  /// Returns whether the layer has been marked as needing display.
  ///
  /// - Returns: `true` between ``setNeedsDisplay()`` and the next ``display()``.
  public func needsDisplay() -> Bool {
    displayState.needsDisplay
  }

  /// Displays the layer now if it is marked as needing display.
  public func displayIfNeeded() {
    if displayState.needsDisplay { display() }
  }

  /// Whether the layer is marked as needing display when its bounds size changes; `false` by
  /// default, and `true` for a view whose `contentMode` is `.redraw`.
  public var needsDisplayOnBoundsChange: Bool {
    get { displayState.needsDisplayOnBoundsChange }
    set { displayState.needsDisplayOnBoundsChange = newValue }
  }

  /// Displays the layer if it needs to, or if it belongs to a view and has never displayed
  /// (what a renderer does before drawing a layer).
  package func displayForRendering() {
    if displayState.needsDisplay || (delegate is UIView && displayState.contents == nil) {
      display()
    }
  }

  /// What the layer drew when it last displayed, if it ever did.
  package var displayedDrawing: RecordedDrawing? {
    displayState.contents
  }

  /// Where a displayed drawing lies in the layer's bounds space.
  ///
  /// The drawing's rectangle (its size at the origin) is mapped onto the rectangle the view's
  /// content mode gives it in the current bounds, stretched over the bounds for a plain layer
  /// (`contentsGravity` `resize`). While the bounds keep the size they had when the layer displayed, this maps
  /// the drawing back onto the bounds it was drawn in.
  ///
  /// - Parameter drawing: The drawing.
  /// - Returns: The map from the drawing's space to the bounds space.
  package func placement(of drawing: RecordedDrawing) -> CGAffineTransform {
    let mode = (delegate as? UIView)?.contentMode ?? .scaleToFill
    let rect = ImagePlacement.rect(size: drawing.size, in: bounds, contentMode: mode)
    let sx = drawing.size.width > 0 ? rect.width / drawing.size.width : 1
    let sy = drawing.size.height > 0 ? rect.height / drawing.size.height : 1
    return CGAffineTransform(a: sx, b: 0, c: 0, d: sy, tx: rect.minX, ty: rect.minY)
  }

  /// The default display: records ``draw(in:)`` into a context of the bounds' size, whose
  /// user space is the bounds, and keeps the drawing as the layer's contents.
  func displayByDrawing() {
    displayState.needsDisplay = false
    let box = bounds
    let context = CGContext(size: box.size, scale: contentsScale)
    context.translateBy(x: -box.minX, y: -box.minY)
    draw(in: context)
    displayState.contents = context.recording
  }
}

/// The delegate's display methods, by default.
extension CALayerDelegate {
  /// Displays `layer` by drawing it: the layer's ``CALayer/draw(in:)`` into a new context.
  ///
  /// - Parameter layer: The layer to display.
  public func display(_ layer: CALayer) {
    layer.displayByDrawing()
  }

  /// Draws nothing.
  ///
  /// - Parameters:
  ///   - layer: The layer being drawn.
  ///   - ctx: The context.
  public func draw(_ layer: CALayer, in ctx: CGContext) {}
}
