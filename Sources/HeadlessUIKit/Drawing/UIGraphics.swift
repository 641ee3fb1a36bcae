import Foundation

/// The per-thread stack of current graphics contexts, as UIKit keeps it.
final class GraphicsContextStack {
  /// A context on the stack, whether it is an image context begun by
  /// `UIGraphicsBeginImageContext`, and whether that image is opaque.
  var entries: [(context: CGContext, isImageContext: Bool, opaque: Bool)] = []

  /// The stack of the calling thread.
  static var current: GraphicsContextStack {
    let key = "HeadlessUIKit.GraphicsContextStack"
    let dictionary = Thread.current.threadDictionary
    if let stack = dictionary[key] as? GraphicsContextStack { return stack }
    let stack = GraphicsContextStack()
    dictionary[key] = stack
    return stack
  }
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Returns the current graphics context of the calling thread: the one on top of its stack,
/// or `nil` outside drawing.
///
/// UIKit makes a context current while a view draws (`draw(_:)`), while an image renderer
/// runs its actions, and between `UIGraphicsBeginImageContext` and
/// `UIGraphicsEndImageContext`.
///
/// - Returns: The current context, or `nil`.
public func UIGraphicsGetCurrentContext() -> CGContext? {
  GraphicsContextStack.current.entries.last?.context
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Makes a context the current one of the calling thread, until ``UIGraphicsPopContext()``.
///
/// - Parameter context: The context.
public func UIGraphicsPushContext(_ context: CGContext) {
  GraphicsContextStack.current.entries.append((context, false, false))
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Makes the context below the current one current again; nothing happens when the stack is
/// empty.
public func UIGraphicsPopContext() {
  _ = GraphicsContextStack.current.entries.popLast()
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Begins an image context of a size at scale 1, not opaque, and makes it current.
///
/// - Parameter size: The size of the image, in points.
public func UIGraphicsBeginImageContext(_ size: CGSize) {
  UIGraphicsBeginImageContextWithOptions(size, false, 1)
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Begins an image context and makes it current.
///
/// - Parameters:
///   - size: The size of the image, in points.
///   - opaque: Whether the image has no alpha channel: undrawn pixels are then black.
///   - scale: Pixels per point; 0 means the main screen's scale (on a thread other than the
///     main thread, where the screen cannot be read, 1).
public func UIGraphicsBeginImageContextWithOptions(
  _ size: CGSize, _ opaque: Bool, _ scale: CGFloat
) {
  var scale = scale
  if scale <= 0 || !scale.isFinite {
    scale = Thread.isMainThread ? MainActor.assumeIsolated { UIScreen.main.scale } : 1
  }
  let context = CGContext(size: size, scale: scale)
  GraphicsContextStack.current.entries.append((context, true, opaque))
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Returns an image of what has been drawn in the current image context, or `nil` when the
/// current context is not an image context.
///
/// - Returns: An image of the context's size and scale that keeps the drawing.
public func UIGraphicsGetImageFromCurrentImageContext() -> UIImage? {
  guard let top = GraphicsContextStack.current.entries.last, top.isImageContext else {
    return nil
  }
  return UIImage(drawing: top.context, opaque: top.opaque)
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Ends the current image context, removing it from the stack; nothing happens when the
/// current context is not an image context.
public func UIGraphicsEndImageContext() {
  let stack = GraphicsContextStack.current
  guard let top = stack.entries.last, top.isImageContext else { return }
  stack.entries.removeLast()
}

extension UIImage {
  /// An image of what a context has drawn, at the context's size and scale (decisions DR1,
  /// PX2); an opaque image's undrawn pixels are black.
  convenience init(drawing context: CGContext, opaque: Bool = false) {
    let scale = context.scale
    let pixels = CGSize(
      width: max(0, (context.size.width * scale).rounded(.up)),
      height: max(0, (context.size.height * scale).rounded(.up)))
    let recording = context.recording
    self.init(
      pixelSize: pixels, scale: scale, drawing: recording,
      pixels: ImagePixels(drawing: recording, scale: scale, opaque: opaque))
  }
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Fills a rectangle of the current context with its fill colour.
///
/// - Parameter rect: The rectangle.
public func UIRectFill(_ rect: CGRect) {
  UIGraphicsGetCurrentContext()?.fill(rect)
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Fills a rectangle of the current context with its fill colour and a blend mode.
///
/// - Parameters:
///   - rect: The rectangle.
///   - blendMode: The blend mode.
public func UIRectFillUsingBlendMode(_ rect: CGRect, _ blendMode: CGBlendMode) {
  guard let context = UIGraphicsGetCurrentContext() else { return }
  context.saveGState()
  context.setBlendMode(blendMode)
  context.fill(rect)
  context.restoreGState()
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Draws a one-point frame just inside a rectangle in the current context's fill colour.
///
/// - Parameter rect: The rectangle.
public func UIRectFrame(_ rect: CGRect) {
  guard let context = UIGraphicsGetCurrentContext() else { return }
  let r = rect.standardized
  guard r.width > 0, r.height > 0 else { return }
  let path = CGMutablePath()
  path.addRect(r)
  if r.width > 2, r.height > 2 { path.addRect(r.insetBy(dx: 1, dy: 1)) }
  context.addPath(path)
  context.fillPath(using: .evenOdd)
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Intersects the current context's clip with a rectangle.
///
/// - Parameter rect: The rectangle.
public func UIRectClip(_ rect: CGRect) {
  UIGraphicsGetCurrentContext()?.clip(to: rect)
}

/// Setting a colour as the current context's fill and stroke colours.
extension UIColor {
  /// Makes the colour the current context's fill colour.
  public func setFill() {
    UIGraphicsGetCurrentContext()?.setFillColor(cgColor)
  }

  /// Makes the colour the current context's stroke colour.
  public func setStroke() {
    UIGraphicsGetCurrentContext()?.setStrokeColor(cgColor)
  }

  /// Makes the colour the current context's fill and stroke colours.
  public func set() {
    setFill()
    setStroke()
  }
}
