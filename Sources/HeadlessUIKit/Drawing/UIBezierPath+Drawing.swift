import Foundation

/// Drawing a Bézier path in the current graphics context.
///
/// Each method saves the context's state, sets the path's attributes, draws and restores the
/// state, so the context's own line width and fill rule are untouched; the colours are the
/// context's (set them with `UIColor.setFill()` and `setStroke()`). Without a current context
/// nothing happens.
extension UIBezierPath {
  /// Fills the area the path encloses with the context's fill colour, under the path's fill
  /// rule; open subpaths count as closed.
  public func fill() {
    fill(with: .normal, alpha: 1)
  }

  /// Fills the area the path encloses with a blend mode and an opacity.
  ///
  /// - Parameters:
  ///   - blendMode: The blend mode.
  ///   - alpha: The opacity, multiplied into the context's.
  public func fill(with blendMode: CGBlendMode, alpha: CGFloat) {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    context.saveGState()
    context.setBlendMode(blendMode)
    context.setAlpha(context.state.alpha * alpha)
    context.beginPath()
    context.addPath(storage)
    context.fillPath(using: usesEvenOddFillRule ? .evenOdd : .winding)
    context.restoreGState()
  }

  /// Strokes the path with the context's stroke colour and the path's line attributes.
  public func stroke() {
    stroke(with: .normal, alpha: 1)
  }

  /// Strokes the path with a blend mode and an opacity.
  ///
  /// - Parameters:
  ///   - blendMode: The blend mode.
  ///   - alpha: The opacity, multiplied into the context's.
  public func stroke(with blendMode: CGBlendMode, alpha: CGFloat) {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    context.saveGState()
    context.setBlendMode(blendMode)
    context.setAlpha(context.state.alpha * alpha)
    context.setLineWidth(lineWidth)
    context.setLineCap(lineCapStyle)
    context.setLineJoin(lineJoinStyle)
    context.setMiterLimit(miterLimit)
    context.setLineDash(phase: dash.phase, lengths: dash.lengths)
    context.beginPath()
    context.addPath(storage)
    context.strokePath()
    context.restoreGState()
  }

  /// Intersects the current context's clip with the area the path encloses.
  ///
  /// The path's fill rule applies. The clip stays until the context's state is restored.
  public func addClip() {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    context.beginPath()
    context.addPath(storage)
    context.clip(using: usesEvenOddFillRule ? .evenOdd : .winding)
  }
}

/// Drawing an image in the current graphics context.
extension UIImage {
  /// Draws the image with its top-left corner at a point, at its size.
  ///
  /// - Parameter point: The top-left corner.
  public func draw(at point: CGPoint) {
    draw(in: CGRect(origin: point, size: size))
  }

  /// Draws the image at a point with a blend mode and an opacity.
  ///
  /// - Parameters:
  ///   - point: The top-left corner.
  ///   - blendMode: The blend mode.
  ///   - alpha: The opacity.
  public func draw(at point: CGPoint, blendMode: CGBlendMode, alpha: CGFloat) {
    draw(in: CGRect(origin: point, size: size), blendMode: blendMode, alpha: alpha)
  }

  /// Draws the image scaled to fill a rectangle.
  ///
  /// - Parameter rect: The rectangle.
  public func draw(in rect: CGRect) {
    draw(in: rect, blendMode: .normal, alpha: 1)
  }

  /// Draws the image scaled to fill a rectangle, with a blend mode and an opacity.
  ///
  /// - Parameters:
  ///   - rect: The rectangle.
  ///   - blendMode: The blend mode.
  ///   - alpha: The opacity, multiplied into the context's.
  public func draw(in rect: CGRect, blendMode: CGBlendMode, alpha: CGFloat) {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    context.saveGState()
    context.setBlendMode(blendMode)
    context.setAlpha(context.state.alpha * alpha)
    context.record(.image(self, rect))
    context.restoreGState()
  }
}
