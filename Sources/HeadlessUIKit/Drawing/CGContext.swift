import Foundation

/// A drawing destination that records what is drawn into it (decision DR1).
///
/// HeadlessUIKit's contexts are bitmap-like contexts of a size in points and a scale, as UIKit
/// makes them for images and for views' `draw(_:)`: the user space starts with its origin at
/// the top-left corner and y down. Instead of pixels, a context keeps a list of drawing
/// operations (fills, strokes, text, images, clears), each with the graphics state it was drawn
/// in (transformation, clip, alpha, blend mode, shadow); renderers rasterise the list later.
/// Paths are built in user space and stored transformed by the current transformation matrix,
/// as in Core Graphics, so changing the transformation after adding a path does not move it.
public final class CGContext {
  /// The state ``saveGState()`` saves.
  struct GraphicsState {
    var transform = CGAffineTransform.identity
    var fillColor = CGColor.black
    var strokeColor = CGColor.black
    var stroke = StrokeStyle(
      width: 1, cap: .butt, join: .miter, miterLimit: 10, dashLengths: [], dashPhase: 0)
    var alpha: CGFloat = 1
    var blendMode = CGBlendMode.normal
    var shadow: RecordedShadow?
    var clips: [ClipArea] = []
    var shouldAntialias = true
    var flatness: CGFloat = 0.5
  }

  /// The size of the drawing space, in points.
  package let size: CGSize
  /// Pixels per point of the images made from this context.
  package let scale: CGFloat
  /// The operations drawn so far.
  package private(set) var operations: [DrawingOperation] = []
  /// The current graphics state.
  var state = GraphicsState()
  /// The states saved by ``saveGState()``.
  var savedStates: [GraphicsState] = []
  /// The current path, in the drawing space.
  var currentPath = CGMutablePath()

  /// Creates a recording context (a HeadlessUIKit addition).
  ///
  /// - Parameters:
  ///   - size: The size of the drawing space, in points.
  ///   - scale: Pixels per point of images made from it.
  package init(size: CGSize, scale: CGFloat) {
    self.size = size
    self.scale = scale.isFinite && scale > 0 ? scale : 1
  }

  /// What has been drawn so far.
  package var recording: RecordedDrawing {
    RecordedDrawing(size: size, operations: operations)
  }

  /// Adds an operation drawn in the current state.
  func record(_ kind: DrawingOperation.Kind, transform: CGAffineTransform? = nil) {
    operations.append(
      DrawingOperation(
        kind: kind, transform: transform ?? state.transform, clips: state.clips,
        alpha: state.alpha, blendMode: state.blendMode, shadow: state.shadow))
  }

  /// Adds an operation as it is.
  func append(_ operation: DrawingOperation) {
    operations.append(operation)
  }

  /// Removes every operation (a HeadlessUIKit addition for `clear(_:)` of the whole context).
  func removeAllOperations() {
    operations.removeAll()
  }

  // MARK: Graphics state

  /// Pushes a copy of the graphics state (transformation, colours, line attributes, alpha,
  /// blend mode, shadow, clip); the current path is not part of it.
  public func saveGState() {
    savedStates.append(state)
  }

  /// Restores the graphics state last saved; nothing happens when none is saved.
  public func restoreGState() {
    if let saved = savedStates.popLast() { state = saved }
  }

  /// The transformation from user space to device space: the current transformation composed
  /// with the device's (scale, with y flipped, as Core Graphics bitmap contexts are).
  public var ctm: CGAffineTransform {
    state.transform.concatenating(
      CGAffineTransform(a: scale, b: 0, c: 0, d: -scale, tx: 0, ty: size.height * scale))
  }

  /// The transformation from user space to device space, as ``ctm``.
  public var userSpaceToDeviceSpaceTransform: CGAffineTransform { ctm }

  /// Moves the user space's origin.
  ///
  /// - Parameters:
  ///   - tx: The distance along x.
  ///   - ty: The distance along y.
  public func translateBy(x tx: CGFloat, y ty: CGFloat) {
    state.transform = CGAffineTransform(translationX: tx, y: ty).concatenating(state.transform)
  }

  /// Scales the user space.
  ///
  /// - Parameters:
  ///   - sx: The factor along x.
  ///   - sy: The factor along y.
  public func scaleBy(x sx: CGFloat, y sy: CGFloat) {
    state.transform = CGAffineTransform(scaleX: sx, y: sy).concatenating(state.transform)
  }

  /// Rotates the user space.
  ///
  /// - Parameter angle: The angle in radians, from the x axis towards the y axis.
  public func rotate(by angle: CGFloat) {
    state.transform = CGAffineTransform(rotationAngle: angle).concatenating(state.transform)
  }

  /// Applies a transformation to the user space, before the current one.
  ///
  /// - Parameter transform: The transformation.
  public func concatenate(_ transform: CGAffineTransform) {
    state.transform = transform.concatenating(state.transform)
  }

  /// Sets the fill colour.
  ///
  /// - Parameter color: The colour.
  public func setFillColor(_ color: CGColor) { state.fillColor = color }

  /// Sets the fill colour from RGB components.
  ///
  /// - Parameters:
  ///   - red: The red component.
  ///   - green: The green component.
  ///   - blue: The blue component.
  ///   - alpha: The opacity.
  public func setFillColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    state.fillColor = CGColor(red: red, green: green, blue: blue, alpha: alpha)
  }

  /// Sets the fill colour to a grey.
  ///
  /// - Parameters:
  ///   - gray: The grey level.
  ///   - alpha: The opacity.
  public func setFillColor(gray: CGFloat, alpha: CGFloat) {
    state.fillColor = CGColor(gray: gray, alpha: alpha)
  }

  /// Sets the stroke colour.
  ///
  /// - Parameter color: The colour.
  public func setStrokeColor(_ color: CGColor) { state.strokeColor = color }

  /// Sets the stroke colour from RGB components.
  ///
  /// - Parameters:
  ///   - red: The red component.
  ///   - green: The green component.
  ///   - blue: The blue component.
  ///   - alpha: The opacity.
  public func setStrokeColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    state.strokeColor = CGColor(red: red, green: green, blue: blue, alpha: alpha)
  }

  /// Sets the stroke colour to a grey.
  ///
  /// - Parameters:
  ///   - gray: The grey level.
  ///   - alpha: The opacity.
  public func setStrokeColor(gray: CGFloat, alpha: CGFloat) {
    state.strokeColor = CGColor(gray: gray, alpha: alpha)
  }

  /// Sets the line width of strokes, in user space.
  ///
  /// - Parameter width: The width.
  public func setLineWidth(_ width: CGFloat) { state.stroke.width = width }

  /// Sets the shape of the ends of stroked open subpaths.
  ///
  /// - Parameter cap: The cap.
  public func setLineCap(_ cap: CGLineCap) { state.stroke.cap = cap }

  /// Sets the shape of stroked corners.
  ///
  /// - Parameter join: The join.
  public func setLineJoin(_ join: CGLineJoin) { state.stroke.join = join }

  /// Sets the miter limit.
  ///
  /// - Parameter limit: The limit, in line widths.
  public func setMiterLimit(_ limit: CGFloat) { state.stroke.miterLimit = limit }

  /// Sets the dash pattern of strokes.
  ///
  /// - Parameters:
  ///   - phase: How far into the pattern strokes start.
  ///   - lengths: Alternating painted and unpainted lengths; empty for solid lines.
  public func setLineDash(phase: CGFloat, lengths: [CGFloat]) {
    state.stroke.dashPhase = phase
    state.stroke.dashLengths = lengths
  }

  /// Sets the opacity everything is drawn with.
  ///
  /// - Parameter alpha: The opacity, clamped to 0…1.
  public func setAlpha(_ alpha: CGFloat) { state.alpha = min(max(alpha, 0), 1) }

  /// Sets how drawing is composited (recorded; renderers composite source over).
  ///
  /// - Parameter mode: The blend mode.
  public func setBlendMode(_ mode: CGBlendMode) { state.blendMode = mode }

  /// Sets a shadow for what is drawn next (recorded; renderers draw no shadows).
  ///
  /// - Parameters:
  ///   - offset: The shadow's offset.
  ///   - blur: The blur radius.
  ///   - color: The shadow's colour; `nil` turns shadows off.
  public func setShadow(offset: CGSize, blur: CGFloat, color: CGColor?) {
    state.shadow =
      color.map { RecordedShadow(offset: offset, blur: blur, color: $0) }
  }

  /// Sets a shadow in the default colour, black at a third opacity.
  ///
  /// - Parameters:
  ///   - offset: The shadow's offset.
  ///   - blur: The blur radius.
  public func setShadow(offset: CGSize, blur: CGFloat) {
    state.shadow = RecordedShadow(offset: offset, blur: blur, color: nil)
  }

  /// Sets whether shapes are anti-aliased (recorded; renderers always anti-alias).
  ///
  /// - Parameter shouldAntialias: Whether to anti-alias.
  public func setShouldAntialias(_ shouldAntialias: Bool) {
    state.shouldAntialias = shouldAntialias
  }

  /// Sets how finely curves are flattened (renderers draw curves exactly).
  ///
  /// - Parameter flatness: The largest distance from the curve, in device pixels.
  public func setFlatness(_ flatness: CGFloat) { state.flatness = flatness }
}
