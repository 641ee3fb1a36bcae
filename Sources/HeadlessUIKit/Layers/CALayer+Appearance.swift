import Foundation

/// Styling that Core Animation draws: shadows, masks, corner selection and contents.
///
/// The renderer (`ViewRendering`) draws the shadow, the mask's clip, `maskedCorners` and
/// `zPosition` ordering; the other properties are stored with Core Animation's defaults and
/// affect nothing headless (rasterization, antialiasing and opaqueness are drawing
/// optimisations with no observable result here).
extension CALayer {
  /// The colour of the layer's shadow.
  ///
  /// Defaults to opaque black.
  public var shadowColor: CGColor? {
    get { extras.shadowColor }
    set { extras.shadowColor = newValue }
  }

  /// The opacity of the layer's shadow, from 0 to 1.
  ///
  /// Defaults to 0 (no shadow is drawn).
  public var shadowOpacity: Float {
    get { extras.shadowOpacity }
    set { extras.shadowOpacity = newValue }
  }

  /// The offset of the layer's shadow.
  ///
  /// Defaults to (0, −3), upwards on iOS.
  public var shadowOffset: CGSize {
    get { extras.shadowOffset }
    set { extras.shadowOffset = newValue }
  }

  /// The blur radius of the layer's shadow, in points.
  ///
  /// Defaults to 3.
  public var shadowRadius: CGFloat {
    get { extras.shadowRadius }
    set { extras.shadowRadius = newValue }
  }

  /// The shape of the layer's shadow, in its bounds space, or `nil` (the default).
  ///
  /// With a path, the shadow takes the path's shape whatever the layer draws (even when it
  /// draws nothing), instead of the shape of the layer's content, as Core Animation documents.
  /// The path is copied, so later changes to a mutable path do not change the shadow.
  public var shadowPath: CGPath? {
    get { extras.shadowPath }
    set { extras.shadowPath = newValue?.copy() }
  }

  /// A layer whose opacity and extent mask this layer's content, or `nil` (the default).
  ///
  /// The mask is in this layer's bounds space and has no superlayer. The renderer clips to the
  /// mask's frame (rounded by its corner radius) and multiplies by its opacity.
  public var mask: CALayer? {
    get { extras.mask }
    set { extras.mask = newValue }
  }

  /// The curve of the rounded corners.
  ///
  /// Defaults to `.circular`.
  public var cornerCurve: CALayerCornerCurve {
    get { extras.cornerCurve }
    set { extras.cornerCurve = newValue }
  }

  /// The corners that `cornerRadius` rounds.
  ///
  /// Defaults to all four.
  public var maskedCorners: CACornerMask {
    get { extras.maskedCorners }
    set { extras.maskedCorners = newValue }
  }

  /// Whether the layer is rendered as a bitmap before compositing.
  ///
  /// Defaults to `false`.
  public var shouldRasterize: Bool {
    get { extras.shouldRasterize }
    set { extras.shouldRasterize = newValue }
  }

  /// The scale at which a rasterized layer is rendered.
  ///
  /// Defaults to 1.
  public var rasterizationScale: CGFloat {
    get { extras.rasterizationScale }
    set { extras.rasterizationScale = newValue }
  }

  /// Whether the layer declares itself fully opaque.
  ///
  /// Defaults to `false`.
  public var isOpaque: Bool {
    get { extras.isOpaque }
    set { extras.isOpaque = newValue }
  }

  /// Whether the layer's back is drawn when it faces away from the viewer.
  ///
  /// Defaults to `true`.
  public var isDoubleSided: Bool {
    get { extras.isDoubleSided }
    set { extras.isDoubleSided = newValue }
  }

  /// The layer's contents (typically a `CGImage`), or `nil` (the default).
  ///
  /// The renderer draws non-`nil` contents as an image placeholder filling the bounds.
  public var contents: Any? {
    get { extras.contents }
    set { extras.contents = newValue }
  }

  /// How the contents are placed in the bounds.
  ///
  /// Defaults to `.resize`.
  public var contentsGravity: CALayerContentsGravity {
    get { extras.contentsGravity }
    set { extras.contentsGravity = newValue }
  }

  /// Whether edges are antialiased when the layer is transformed.
  ///
  /// Defaults to `false` on iOS.
  public var allowsEdgeAntialiasing: Bool {
    get { extras.allowsEdgeAntialiasing }
    set { extras.allowsEdgeAntialiasing = newValue }
  }

  /// Whether the layer and its sublayers are composited as one group.
  ///
  /// The group is composited with the layer's opacity. Defaults to `true` on iOS; the renderer always composites groups.
  public var allowsGroupOpacity: Bool {
    get { extras.allowsGroupOpacity }
    set { extras.allowsGroupOpacity = newValue }
  }
}
