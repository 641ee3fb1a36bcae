import Foundation

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
  /// Backgrounds, drawn contents, shape layers' paths, labels' text, image views' images and
  /// borders are recorded, each sublayer through its transform; opacity multiplies into what
  /// each layer draws, and layers that mask to their bounds clip to them.
  ///
  /// - Parameter ctx: The context.
  public func render(in ctx: CGContext) {
    LayerTreeRecorder.record(self, in: ctx)
  }
}

/// Records a layer tree as drawing operations.
@MainActor
enum LayerTreeRecorder {
  /// Records `layer` and its visible sublayers in the context's current user space.
  static func record(_ layer: CALayer, in context: CGContext) {
    guard !layer.isHidden, layer.opacity > 0 else { return }
    context.saveGState()
    defer { context.restoreGState() }
    context.setAlpha(context.state.alpha * CGFloat(layer.opacity))
    let box = layer.bounds
    let radius = max(0, min(layer.cornerRadius, box.width / 2, box.height / 2))
    let outline = CGMutablePath()
    outline.addRoundedRect(in: box, cornerWidth: radius, cornerHeight: radius)
    if layer.masksToBounds {
      context.addPath(outline)
      context.clip()
    }
    let view = layer.delegate as? UIView
    let traits = view?.traitCollection
    func resolved(_ color: CGColor) -> CGColor {
      guard let traits else { return color }
      return UIColor(cgColor: color).resolvedColor(with: traits).cgColor
    }
    let background = view?.backgroundColor.map { c in traits.map { c.resolvedColor(with: $0) } ?? c
    }
    if let fill = background?.cgColor ?? layer.backgroundColor, fill.alpha > 0 {
      context.setFillColor(fill)
      context.addPath(outline)
      context.fillPath()
    }
    layer.displayForRendering()
    if let drawing = layer.displayedDrawing {
      // The drawing was a bitmap of its size: nothing outside it shows.
      context.saveGState()
      context.concatenate(layer.placement(of: drawing))
      context.clip(to: CGRect(origin: .zero, size: drawing.size))
      context.replay(drawing)
      context.restoreGState()
    }
    if let shape = layer as? CAShapeLayer { record(shape, in: context) }
    if let label = view as? UILabel { record(label, in: context) }
    if let imageView = view as? UIImageView { record(imageView, in: context) }
    for sublayer in layer.sublayers ?? [] {
      context.saveGState()
      context.concatenate(sublayer.transformToSuperlayer)
      record(sublayer, in: context)
      context.restoreGState()
    }
    if layer.borderWidth > 0, let border = layer.borderColor, border.alpha > 0 {
      let inner = box.insetBy(dx: layer.borderWidth, dy: layer.borderWidth)
      context.addPath(outline)
      if inner.width > 0, inner.height > 0 {
        let innerRadius = max(0, radius - layer.borderWidth)
        context.addPath(
          CGPath(
            roundedRect: inner, cornerWidth: innerRadius, cornerHeight: innerRadius,
            transform: nil))
      }
      context.setFillColor(resolved(border))
      context.fillPath(using: .evenOdd)
    }
  }

  /// A shape layer's path: filled, then stroked.
  static func record(_ shape: CAShapeLayer, in context: CGContext) {
    guard let path = shape.path, !path.isEmpty else { return }
    if let fill = shape.fillColor, fill.alpha > 0 {
      context.record(.fill(path, shape.fillRule.cgFillRule, fill))
    }
    if let stroke = shape.strokeColor, stroke.alpha > 0, shape.lineWidth > 0 {
      let trimmed = PathTrimming.trim(path, from: shape.strokeStart, to: shape.strokeEnd)
      if !trimmed.isEmpty { context.record(.stroke(trimmed, shape.strokeStyle, stroke)) }
    }
  }

  /// A label's lines of text, in its text colour (half alpha when disabled).
  static func record(_ label: UILabel, in context: CGContext) {
    let source: UIColor =
      label.isHighlighted ? (label.highlightedTextColor ?? label.textColor) : label.textColor
    var color = source.resolvedColor(with: label.traitCollection).cgColor
    if !label.isEnabled { color = color.replacingAlpha(color.alpha / 2) }
    let lines = label.drawnLines.map {
      RecordedText(text: $0.text, font: $0.font, origin: $0.origin, color: color)
    }
    if !lines.isEmpty, color.alpha > 0 { context.record(.text(lines)) }
  }

  /// An image view's image, where its content mode places it.
  static func record(_ imageView: UIImageView, in context: CGContext) {
    let shown =
      imageView.isHighlighted ? (imageView.highlightedImage ?? imageView.image) : imageView.image
    guard let shown else { return }
    let rect = ImagePlacement.rect(
      size: shown.size, in: imageView.bounds, contentMode: imageView.contentMode)
    if rect.width > 0, rect.height > 0 { context.record(.image(shown, rect)) }
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
