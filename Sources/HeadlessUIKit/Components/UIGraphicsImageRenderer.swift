import Foundation

/// The scale and opacity of the images a ``UIGraphicsImageRenderer`` makes.
@preconcurrency @MainActor
open class UIGraphicsImageRendererFormat: NSObject {
  /// The number of pixels per point; the main screen's scale by default.
  open var scale: CGFloat

  /// Whether the images have no alpha channel; `false` by default.
  ///
  /// An opaque image's pixels that nothing covers are black, as in UIKit.
  open var opaque = false

  /// Whether the images may hold colours beyond sRGB; `false` by default.
  ///
  /// Headless, images are always 8-bit sRGB (decision PX8): the setting is kept and changes
  /// nothing.
  @available(
    iOS, introduced: 10.0, deprecated: 12.0, message: "Use the preferredRange property instead"
  )
  open var prefersExtendedRange = false

  /// The colour range of the images; `.automatic` by default.
  ///
  /// Headless, images are always 8-bit sRGB (decision PX8): the setting is kept and changes
  /// nothing.
  open var preferredRange: Range = .automatic

  /// The colour range a format asks for.
  public enum Range: Int, Sendable {
    /// Not set.
    case unspecified = -1
    /// What the device's screen supports.
    case automatic = 0
    /// Wide colour, where supported.
    case extended = 1
    /// sRGB.
    case standard = 2
  }

  /// Creates a format with the main screen's scale, not opaque.
  public override init() {
    scale = UIScreen.main.scale
    super.init()
  }

  /// Returns a format with the main screen's scale, as UIKit's default format does.
  open class func `default`() -> UIGraphicsImageRendererFormat {
    UIGraphicsImageRendererFormat()
  }

  /// Returns the format that best suits the main screen: the same as ``default()`` headless.
  open class func preferred() -> UIGraphicsImageRendererFormat {
    UIGraphicsImageRendererFormat()
  }
}

/// The drawing context handed to the actions of ``UIGraphicsImageRenderer/image(actions:)``.
///
/// Drawing is recorded in ``cgContext`` and kept by the image (decision DR1).
@preconcurrency @MainActor
open class UIGraphicsImageRendererContext: NSObject {
  /// The format of the image being drawn.
  public let format: UIGraphicsImageRendererFormat

  /// The Core Graphics context the actions draw into; it is also the current context while
  /// they run.
  public let cgContext: CGContext

  /// Creates a context for one image.
  init(format: UIGraphicsImageRendererFormat, context: CGContext) {
    self.format = format
    self.cgContext = context
    super.init()
  }

  /// An image of what has been drawn so far.
  public var currentImage: UIImage {
    UIImage(drawing: cgContext, opaque: format.opaque)
  }

  /// Fills a rectangle with the current fill colour.
  ///
  /// - Parameter rect: The rectangle.
  public func fill(_ rect: CGRect) {
    cgContext.fill(rect)
  }

  /// Fills a rectangle with the current fill colour and a blend mode.
  ///
  /// - Parameters:
  ///   - rect: The rectangle.
  ///   - blendMode: The blend mode.
  public func fill(_ rect: CGRect, blendMode: CGBlendMode) {
    cgContext.saveGState()
    cgContext.setBlendMode(blendMode)
    cgContext.fill(rect)
    cgContext.restoreGState()
  }

  /// Strokes a rectangle's outline with the current stroke colour and line width, the line
  /// straddling the outline.
  ///
  /// - Parameter rect: The rectangle.
  public func stroke(_ rect: CGRect) {
    cgContext.stroke(rect)
  }

  /// Strokes a rectangle's outline with a blend mode.
  ///
  /// - Parameters:
  ///   - rect: The rectangle.
  ///   - blendMode: The blend mode.
  public func stroke(_ rect: CGRect, blendMode: CGBlendMode) {
    cgContext.saveGState()
    cgContext.setBlendMode(blendMode)
    stroke(rect)
    cgContext.restoreGState()
  }

  /// Intersects the clip with a rectangle.
  ///
  /// - Parameter rect: The rectangle.
  public func clip(to rect: CGRect) {
    cgContext.clip(to: rect)
  }
}

/// Makes images of a given size and format by drawing (decisions D1, PX2).
///
/// The actions draw into a recording context, current while they run; the image has the
/// renderer's size and the format's scale and keeps the recorded drawing, which is rasterised
/// into its pixels the first time they are read (``UIImage/pngData()``,
/// ``UIImage/headlessPixels``) and which view renders draw directly. Its pixel size is the size
/// times the scale rounded up to whole pixels, and ``UIImage/size`` is that pixel size divided
/// by the scale.
///
///     let renderer = UIGraphicsImageRenderer(size: CGSize(width: 40, height: 20))
///     let image = renderer.image { _ in }   // 40×20 points at the screen's scale
@preconcurrency @MainActor
open class UIGraphicsImageRenderer: NSObject {
  /// The bounds the images cover, in points.
  public let bounds: CGRect

  /// The format of the images.
  public let format: UIGraphicsImageRendererFormat

  /// Creates a renderer for images of a size, in the default format.
  ///
  /// - Parameter size: The size of the images, in points.
  public convenience init(size: CGSize) {
    self.init(size: size, format: UIGraphicsImageRendererFormat())
  }

  /// Creates a renderer for images of a size, in a format.
  ///
  /// - Parameters:
  ///   - size: The size of the images, in points.
  ///   - format: The scale and opacity of the images.
  public convenience init(size: CGSize, format: UIGraphicsImageRendererFormat) {
    self.init(bounds: CGRect(origin: .zero, size: size), format: format)
  }

  /// Creates a renderer for images covering a rectangle, in the default format.
  ///
  /// - Parameter bounds: The rectangle the images cover, in points.
  public convenience init(bounds: CGRect) {
    self.init(bounds: bounds, format: UIGraphicsImageRendererFormat())
  }

  /// Creates a renderer for images covering a rectangle, in a format.
  ///
  /// - Parameters:
  ///   - bounds: The rectangle the images cover, in points.
  ///   - format: The scale and opacity of the images.
  public init(bounds: CGRect, format: UIGraphicsImageRendererFormat) {
    self.bounds = bounds
    self.format = format
    super.init()
  }

  /// Runs the drawing actions in a new context and returns the image of what they drew.
  ///
  /// The context's user space has the renderer's bounds origin at its top-left corner.
  ///
  /// - Parameter actions: The drawing, given the context.
  /// - Returns: An image of the renderer's size at the format's scale.
  open func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
    let scale = format.scale.isFinite && format.scale > 0 ? format.scale : 1
    let rect = bounds.standardized
    let context = CGContext(size: rect.size, scale: scale)
    context.translateBy(x: -rect.minX, y: -rect.minY)
    UIGraphicsPushContext(context)
    actions(UIGraphicsImageRendererContext(format: format, context: context))
    UIGraphicsPopContext()
    return UIImage(drawing: context, opaque: format.opaque)
  }

  /// Runs the drawing actions and returns the image as a PNG file.
  ///
  /// - Parameter actions: The drawing, given the context.
  /// - Returns: The PNG bytes of ``image(actions:)``'s image (empty for an empty renderer).
  open func pngData(actions: (UIGraphicsImageRendererContext) -> Void) -> Data {
    image(actions: actions).pngData() ?? Data()
  }

  /// Runs the drawing actions and returns the image as a JPEG file.
  ///
  /// - Parameters:
  ///   - compressionQuality: 0 (smallest file) to 1 (best quality).
  ///   - actions: The drawing, given the context.
  /// - Returns: The JPEG bytes of ``image(actions:)``'s image (empty for an empty renderer).
  open func jpegData(
    withCompressionQuality compressionQuality: CGFloat,
    actions: (UIGraphicsImageRendererContext) -> Void
  ) -> Data {
    image(actions: actions).jpegData(compressionQuality: compressionQuality) ?? Data()
  }
}
