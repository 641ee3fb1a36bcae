import Foundation

/// The scale and opacity of the images a ``UIGraphicsImageRenderer`` makes.
@preconcurrency @MainActor
open class UIGraphicsImageRendererFormat: NSObject {
  /// The number of pixels per point; the main screen's scale by default.
  open var scale: CGFloat

  /// Whether the images have no alpha channel; `false` by default.
  open var opaque = false

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
/// Headless, drawing records nothing yet (decision B1): the context only reports its format.
@preconcurrency @MainActor
open class UIGraphicsImageRendererContext: NSObject {
  /// The format of the image being drawn.
  public let format: UIGraphicsImageRendererFormat

  /// The image drawn so far, without pixels: an image of the renderer's size and scale.
  public let currentImage: UIImage

  /// Creates a context for one image.
  init(format: UIGraphicsImageRendererFormat, image: UIImage) {
    self.format = format
    self.currentImage = image
    super.init()
  }
}

/// Makes images of a given size and format (decision B1).
///
/// Headless, the actions run but draw nothing yet: the image has the renderer's size and the
/// format's scale and carries no pixels. Its pixel size is the size times the scale rounded up
/// to whole pixels, and ``UIImage/size`` is that pixel size divided by the scale.
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

  /// Runs the drawing actions and returns the image (without pixels, decision B1).
  ///
  /// - Parameter actions: The drawing, given the context.
  /// - Returns: An image of the renderer's size at the format's scale.
  open func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
    let scale = format.scale.isFinite && format.scale > 0 ? format.scale : 1
    let size = bounds.standardized.size
    let pixels = CGSize(
      width: max(0, (size.width * scale).rounded(.up)),
      height: max(0, (size.height * scale).rounded(.up)))
    let image = UIImage(pixelSize: pixels, scale: scale)
    actions(UIGraphicsImageRendererContext(format: format, image: image))
    return image
  }
}
