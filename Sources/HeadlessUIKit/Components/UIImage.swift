import Foundation

/// An image: pixels, a size in points, a scale, and how it stretches, tints and aligns.
///
/// An image has pixels (decision PX2): a PNG or JPEG file's are decoded when first needed, a
/// drawn image's (``UIGraphicsImageRenderer``) are rasterised from its recorded drawing when
/// first needed; ``pngData()``, ``jpegData(compressionQuality:)`` and ``headlessPixels`` read
/// them. Its ``size`` is the pixel size divided by the ``scale`` (sides swapped for the
/// quarter-turn ``imageOrientation``s), as in UIKit. A symbol image (``init(systemName:)``) is
/// a square placeholder sized like a glyph of its configured font (decision IM1). Images are
/// immutable: the `with…` and `resizableImage` methods return new images and share nothing
/// mutable, so an image can be passed between threads (it is `Sendable` as in the SDK).
///
///     let data = try Data(contentsOf: url)             // a 200×100-pixel PNG
///     let image = UIImage(data: data, scale: 2)         // image?.size == 100×50
open class UIImage: NSObject, @unchecked Sendable {
  // The attributes are set only while initializing: images are immutable.

  /// The image's dimensions in pixels.
  private(set) var pixelSize: CGSize = .zero
  /// The scale stored for ``scale``.
  private(set) var storedScale: CGFloat = 1
  /// The insets stored for ``capInsets``.
  private(set) var storedCapInsets: UIEdgeInsets = .zero
  /// The mode stored for ``resizingMode``.
  private(set) var storedResizingMode: ResizingMode = .tile
  /// The mode stored for ``renderingMode``.
  private(set) var storedRenderingMode: RenderingMode = .automatic
  /// The insets stored for ``alignmentRectInsets``.
  private(set) var storedAlignmentRectInsets: UIEdgeInsets = .zero
  /// What was drawn to make the image, for images made by drawing (decision DR1).
  package private(set) var drawing: RecordedDrawing?
  /// The symbol the image shows, for symbol images (decision IM1).
  package private(set) var symbol: SymbolSource?
  /// The configuration stored for ``configuration``; a symbol image's is a symbol configuration.
  private(set) var storedConfiguration: Configuration?
  /// The colour given by ``withTintColor(_:)``, if any.
  package private(set) var tintColor: UIColor?
  /// Where the pixels come from: encoded data or a recorded drawing (decision PX2).
  package private(set) var pixelSource: ImagePixels?
  /// The orientation stored for ``imageOrientation``.
  private(set) var storedOrientation: Orientation = .up

  /// Creates an empty image: zero size at scale 1, as `UIImage()` is in UIKit.
  ///
  /// The only designated initializer, and public, so that an app's subclass that declares
  /// none inherits every initializer (the required literal one included), as from UIKit.
  public override init() {
    super.init()
  }

  /// Creates an image from all of its attributes; every other initializer ends here.
  convenience init(
    pixelSize: CGSize, scale: CGFloat, capInsets: UIEdgeInsets = .zero,
    resizingMode: ResizingMode = .tile, renderingMode: RenderingMode = .automatic,
    alignmentRectInsets: UIEdgeInsets = .zero, drawing: RecordedDrawing? = nil,
    symbol: SymbolSource? = nil, configuration: Configuration? = nil, tintColor: UIColor? = nil,
    pixels: ImagePixels? = nil, orientation: Orientation = .up
  ) {
    self.init()
    self.pixelSize = pixelSize
    self.storedScale = scale
    self.storedCapInsets = capInsets
    self.storedResizingMode = resizingMode
    self.storedRenderingMode = renderingMode
    self.storedAlignmentRectInsets = alignmentRectInsets
    self.drawing = drawing
    self.symbol = symbol
    self.storedConfiguration = configuration
    self.tintColor = tintColor
    self.pixelSource = pixels ?? drawing.map { ImagePixels(drawing: $0, scale: scale) }
    self.storedOrientation = orientation
  }

  /// Creates an image from the file an image literal names among the main bundle's resources,
  /// as `#imageLiteral(resourceName:)` does.
  ///
  /// The lookup is ``init(named:)``'s. As in UIKit, whose literal unwraps `UIImage(named:)`
  /// implicitly, a name that finds no image stops the program with UIKit's message and the
  /// name (decision IM4). The initializer is `required`, so a subclass that declares its own
  /// designated initializer must provide it too, as it must against UIKit.
  ///
  /// - Parameter name: The image's name, with or without an extension.
  public required convenience init(imageLiteralResourceName name: String) {
    guard let image = UIImage(named: name) else {
      fatalError(
        "Unexpectedly found nil while implicitly unwrapping an Optional value: "
          + "#imageLiteral found no image named \"\(name)\" in the main bundle")
    }
    self.init(image: image)
  }

  /// Creates an image with all the attributes of another.
  convenience init(image: UIImage) {
    self.init(
      pixelSize: image.pixelSize, scale: image.storedScale, capInsets: image.storedCapInsets,
      resizingMode: image.storedResizingMode, renderingMode: image.storedRenderingMode,
      alignmentRectInsets: image.storedAlignmentRectInsets, drawing: image.drawing,
      symbol: image.symbol, configuration: image.storedConfiguration,
      tintColor: image.tintColor, pixels: image.pixelSource, orientation: image.storedOrientation)
  }

  /// Creates an image from the data of a PNG, JPEG or GIF file, at scale 1.
  ///
  /// Fails (`nil`) when the data is not an image HeadlessUIKit can read (decision B2) or is
  /// larger than the decoders accept (decision PX4).
  ///
  /// - Parameter data: The file's bytes.
  public convenience init?(data: Data) {
    self.init(data: data, scale: 1)
  }

  /// Creates an image from the data of a PNG, JPEG or GIF file, at the given scale.
  ///
  /// The size in points is the pixel size divided by `scale`. The header is read now; the
  /// pixels of a PNG or JPEG file are decoded when first needed, and a JPEG's EXIF orientation
  /// becomes ``imageOrientation`` (decision PX5).
  ///
  /// Fails (`nil`) when the data is not an image HeadlessUIKit can read (decision B2) or is
  /// larger than the decoders accept (decision PX4).
  ///
  /// - Parameters:
  ///   - data: The file's bytes.
  ///   - scale: The scale factor; a value that is not positive and finite reads as 1.
  public convenience init?(data: Data, scale: CGFloat) {
    guard let pixels = ImageHeader.pixelSize(of: data) else { return nil }
    let scale = scale.isFinite && scale > 0 ? scale : 1
    let source = ImagePixels(encoded: data)
    self.init(
      pixelSize: pixels, scale: scale, pixels: source,
      orientation: source.map { Orientation(exif: $0.exifOrientation) } ?? .up)
  }

  /// The size of the image in points: its pixel size divided by ``scale``, width and height
  /// swapped when ``imageOrientation`` turns it a quarter turn.
  open var size: CGSize {
    let width = pixelSize.width / storedScale
    let height = pixelSize.height / storedScale
    return storedOrientation.isQuarterTurn
      ? CGSize(width: height, height: width) : CGSize(width: width, height: height)
  }

  /// How the pixels are turned to be upright: from the file's EXIF orientation for a JPEG,
  /// `.up` otherwise.
  open var imageOrientation: Orientation {
    storedOrientation
  }

  /// The number of pixels per point: 2 for an "@2x" file, 1 for data read without a scale.
  open var scale: CGFloat {
    storedScale
  }

  /// The end caps that do not stretch when the image is resized; zero unless made by
  /// ``resizableImage(withCapInsets:)``.
  open var capInsets: UIEdgeInsets {
    storedCapInsets
  }

  /// How the part between the caps fills a larger area; `.tile` by default.
  open var resizingMode: ResizingMode {
    storedResizingMode
  }

  /// Whether the image is drawn as is or tinted as a template; `.automatic` by default.
  open var renderingMode: RenderingMode {
    storedRenderingMode
  }

  /// Insets from the image's edges to the content that image views align (spec 5.23).
  open var alignmentRectInsets: UIEdgeInsets {
    storedAlignmentRectInsets
  }

  /// A copy of the image with other attributes.
  func copy(
    capInsets: UIEdgeInsets? = nil, resizingMode: ResizingMode? = nil,
    renderingMode: RenderingMode? = nil, alignmentRectInsets: UIEdgeInsets? = nil,
    configuration: Configuration?? = nil, tintColor: UIColor?? = nil
  ) -> UIImage {
    UIImage(
      pixelSize: pixelSize, scale: storedScale, capInsets: capInsets ?? storedCapInsets,
      resizingMode: resizingMode ?? storedResizingMode,
      renderingMode: renderingMode ?? storedRenderingMode,
      alignmentRectInsets: alignmentRectInsets ?? storedAlignmentRectInsets, drawing: drawing,
      symbol: symbol, configuration: configuration ?? storedConfiguration,
      tintColor: tintColor ?? self.tintColor, pixels: pixelSource, orientation: storedOrientation)
  }

  /// Returns a copy of the image with a rendering mode.
  ///
  /// - Parameter renderingMode: The rendering mode of the copy.
  /// - Returns: A new image; the receiver is unchanged.
  open func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage {
    copy(renderingMode: renderingMode)
  }

  /// Returns a copy of the image that stretches by tiling the area between the caps.
  ///
  /// - Parameter capInsets: The end caps, in points.
  /// - Returns: A new image with `resizingMode` `.tile`.
  open func resizableImage(withCapInsets capInsets: UIEdgeInsets) -> UIImage {
    copy(capInsets: capInsets, resizingMode: .tile)
  }

  /// Returns a copy of the image that stretches the area between the caps in a given mode.
  ///
  /// - Parameters:
  ///   - capInsets: The end caps, in points.
  ///   - resizingMode: How the area between the caps fills a larger area.
  /// - Returns: A new image.
  open func resizableImage(
    withCapInsets capInsets: UIEdgeInsets, resizingMode: ResizingMode
  ) -> UIImage {
    copy(capInsets: capInsets, resizingMode: resizingMode)
  }

  /// Returns a copy of the image with alignment-rectangle insets.
  ///
  /// - Parameter alignmentInsets: The insets of the copy.
  /// - Returns: A new image.
  open func withAlignmentRectInsets(_ alignmentInsets: UIEdgeInsets) -> UIImage {
    copy(alignmentRectInsets: alignmentInsets)
  }
}
