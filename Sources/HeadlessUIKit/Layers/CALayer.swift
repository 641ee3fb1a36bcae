import Foundation

/// The object that manages a view's geometry and appearance, as Core Animation's `CALayer` does.
///
/// Every `UIView` is backed by a layer (`view.layer`) and stores its geometry there, exactly as
/// UIKit does: the layer holds `bounds`, `position` (the view's `center`), `anchorPoint` and the
/// transform, and a view's `frame` is derived from them. The layer also holds the appearance that
/// the renderer draws (background and border colour, corner radius, opacity, masking).
///
/// Unlike Core Animation, this `CALayer` is main-actor isolated (it drives UIKit's layout pass)
/// and has no implicit animations; explicit animations run to their end when their transaction
/// commits, and geometry uses the affine part of a 3D `transform` (`CALayer+Transform3D.swift`).
/// See "Differences from UIKit" in the documentation.
@preconcurrency @MainActor
open class CALayer: NSObject {
  /// The layer's bounds rectangle, in its own coordinate space.
  ///
  /// Changing the size marks the layer and its superlayer as needing layout. A NaN component
  /// stops the program with Core Animation's "CALayer bounds contains NaN" message.
  open var bounds: CGRect {
    get { storedBounds }
    set { KeyValueObservingCenter.change(self, "bounds") { setBounds(newValue) } }
  }

  /// The layer's position in its superlayer's coordinate space: where the anchor point lies.
  open var position: CGPoint {
    get { storedPosition }
    set { KeyValueObservingCenter.change(self, "position") { setPosition(newValue) } }
  }

  /// The bounds as set.
  @exclusivity(unchecked) private var storedBounds = CGRect.zero
  /// The position as set.
  @exclusivity(unchecked) private var storedPosition = CGPoint.zero

  private func setBounds(_ newValue: CGRect) {
    Self.validate(bounds: newValue)
    let oldValue = storedBounds
    storedBounds = newValue
    if newValue.size != oldValue.size { boundsSizeDidChange(from: oldValue.size) }
    if newValue.size != oldValue.size, needsDisplayOnBoundsChange { setNeedsDisplay() }
    if newValue != oldValue {
      hostView?.layerGeometryDidChange(sizeChanged: newValue.size != oldValue.size)
    }
  }

  private func setPosition(_ newValue: CGPoint) {
    Self.validate(position: newValue)
    let oldValue = storedPosition
    storedPosition = newValue
    if newValue != oldValue { hostView?.layerGeometryDidChange(sizeChanged: false) }
  }

  /// The point of the bounds, in unit coordinates, that is placed at `position` and about which
  /// transforms are applied.
  ///
  /// Defaults to (0.5, 0.5).
  @exclusivity(unchecked) open var anchorPoint = CGPoint(x: 0.5, y: 0.5) {
    willSet { Self.validate(anchorPoint: newValue) }
    // The frame moved: the cached safe areas of the view's subtree are stale (decision PF1).
    didSet { if anchorPoint != oldValue { hostView?.invalidateSafeAreaCache() } }
  }

  /// The stored affine transform; read and written through `affineTransform()`.
  var storedTransform: CGAffineTransform = .identity

  /// The 3D transform, styling, timing and animations (`CALayer+Appearance.swift` and others).
  var extras = LayerExtras()

  /// The layer's position on the z axis, relative to its siblings.
  ///
  /// Stored only.
  open var zPosition: CGFloat = 0

  /// Whether the layer (and its sublayers) are hidden.
  ///
  /// Defaults to `false`.
  @exclusivity(unchecked) open var isHidden = false {
    didSet { if isHidden != oldValue { hostView?.layerHiddenDidChange() } }
  }

  /// The opacity of the layer and its sublayers, from 0 to 1.
  ///
  /// Defaults to 1.
  ///
  /// Core Animation stores opacity as a `Float`; `UIView.alpha` reads it back from here, so a
  /// view's alpha has single precision, as on a device.
  open var opacity: Float = 1

  /// Whether sublayers are clipped to the layer's bounds (and corner radius).
  ///
  /// Defaults to `false`.
  open var masksToBounds = false

  /// The layer's background colour, or `nil` for none.
  open var backgroundColor: CGColor?

  /// The radius of the layer's rounded corners, used for the background, border and masking.
  open var cornerRadius: CGFloat = 0

  /// The width of the layer's border, drawn inside the bounds.
  open var borderWidth: CGFloat = 0

  /// The colour of the layer's border.
  ///
  /// Defaults to opaque black, as in Core Animation.
  open var borderColor: CGColor? = CGColor(gray: 0, alpha: 1)

  /// The scale factor between the layer's points and its backing pixels.
  ///
  /// Defaults to 1.
  open var contentsScale: CGFloat = 1

  /// A name for the layer, for debugging.
  open var name: String?

  /// The layer's delegate, held weakly.
  ///
  /// A view is the delegate of its own layer (its ``hostView``).
  open var delegate: (any CALayerDelegate)? {
    get { hostView ?? otherDelegate }
    set {
      if let view = newValue as? UIView, view.layer === self {
        hostView = view
        otherDelegate = nil
      } else {
        hostView = nil
        otherDelegate = newValue
      }
    }
  }

  /// The view whose layer this is, while that view exists (decision PF31).
  ///
  /// Not retained and not a Swift weak reference: the view clears it when it goes (see
  /// `UIView.deinit`), so the view needs no weak-reference side table.
  @exclusivity(unchecked) nonisolated(unsafe) unowned(unsafe) var hostView: UIView?

  /// A delegate other than the layer's own view.
  private weak var otherDelegate: (any CALayerDelegate)?

  /// The layer's superlayer, or `nil` if it is a root layer.
  open var superlayer: CALayer? { parentLayer }

  /// The superlayer, not retained and not a Swift weak reference (decision PF31): the
  /// superlayer holds this layer in its sublayers, and clears this reference when it lets the
  /// layer go or goes itself (see `CALayer.deinit`).
  @exclusivity(unchecked) nonisolated(unsafe) unowned(unsafe) var parentLayer: CALayer?

  /// The sublayer storage, back to front.
  var sublayerStorage: [CALayer] = []

  /// Whether `layoutSublayers()` must run before the layer is next displayed.
  @exclusivity(unchecked) var layoutFlag = true

  /// Whether the layer is inside its own `layoutSublayers()` during a layout pass.
  var isLayingOutSublayers = false

  /// Whether the layer needs display and what it drew last (decision DR2).
  package var displayState = LayerDisplayState()

  /// Draws the layer's contents: asks the delegate's `display(_:)`, whose default records
  /// ``draw(in:)`` into a new context of the bounds' size (decision DR2).
  open func display() {
    if let delegate { delegate.display(self) } else { displayByDrawing() }
  }

  /// Draws the layer's contents into a context; the default asks the delegate's
  /// `draw(_:in:)`.
  ///
  /// - Parameter ctx: The context, its user space the layer's bounds.
  open func draw(in ctx: CGContext) {
    delegate?.draw(self, in: ctx)
  }

  /// Creates a layer with zero bounds at position zero.
  ///
  /// Not `required`, as in Core Animation: a subclass may declare its own initializers. A
  /// view makes its `layerClass` with this initializer through the class's maker (decision
  /// MK1).
  public override init() {
    super.init()
  }

  /// Creates a layer from an archive; headless, a layer as ``init()`` makes it.
  ///
  /// - Parameter coder: The decoder.
  public required init?(coder: NSCoder) {
    super.init()
  }

  // Sublayers that outlive their superlayer (something else holds them) stop pointing at it
  // (decision PF31).
  deinit {
    for layer in sublayerStorage where layer.parentLayer === self { layer.parentLayer = nil }
  }

  /// Creates a copy of another layer's geometry and appearance, as Core Animation does when it
  /// makes shadow copies of layers.
  ///
  /// - Parameter layer: The layer to copy; anything other than a `CALayer` gives a default layer.
  public init(layer: Any) {
    super.init()
    guard let other = layer as? CALayer else { return }
    bounds = other.bounds
    position = other.position
    anchorPoint = other.anchorPoint
    storedTransform = other.storedTransform
    zPosition = other.zPosition
    isHidden = other.isHidden
    opacity = other.opacity
    masksToBounds = other.masksToBounds
    backgroundColor = other.backgroundColor
    cornerRadius = other.cornerRadius
    borderWidth = other.borderWidth
    borderColor = other.borderColor
    contentsScale = other.contentsScale
    name = other.name
    extras = other.extras
    extras.animations = []
  }

  /// Returns the layer's affine transform, applied about the anchor point.
  public func affineTransform() -> CGAffineTransform {
    storedTransform
  }

  /// Sets the layer's affine transform, applied about the anchor point.
  ///
  /// - Parameter transform: The new transform; it does not change `bounds` or `position`.
  public func setAffineTransform(_ transform: CGAffineTransform) {
    Self.validate(transform: transform)
    storedTransform = transform
    extras.transform3D = nil
  }

  /// Marks the layer as needing layout; `layoutSublayers()` runs at the next layout pass.
  ///
  /// When the layer belongs to a window, the window's next update cycle (the next turn of the
  /// main queue) lays it out, unless someone calls `layoutIfNeeded()` first.
  open func setNeedsLayout() {
    layoutFlag = true
    UpdateCycle.shared.layerNeedsLayout(self)
  }

  /// Whether the layer has been marked as needing layout.
  ///
  /// - Returns: `true` between `setNeedsLayout()` and the layer's next layout.
  open func needsLayout() -> Bool {
    layoutFlag
  }

  /// Performs any pending layout now (spec 4.2–4.3).
  ///
  /// Walks up through superlayers while they need layout, then lays out, top-down, every layer
  /// in the tree below the highest one found that needs layout. Layers that do not need layout
  /// are passed through without callbacks.
  open func layoutIfNeeded() {
    if let view = hostView { view.prepareTreeForLayout() }
    var root = self
    while let parent = root.parentLayer, parent.layoutFlag { root = parent }
    root.layoutTreeIfNeeded()
  }

  /// Lays out the sublayers.
  ///
  /// The default asks the delegate (the view, for a view's layer).
  open func layoutSublayers() {
    if let hostView {
      hostView.layoutSublayers(of: self)
    } else {
      otherDelegate?.layoutSublayers(of: self)
    }
  }

  /// Lays out this layer if it needs it, then each sublayer's tree, top-down.
  ///
  /// - Parameter visit: Called for each layer just before its `layoutSublayers()` runs; the
  ///   update cycle uses it to count layouts per layer.
  package func layoutTreeIfNeeded(visit: ((CALayer) -> Void)? = nil) {
    if layoutFlag {
      layoutFlag = false
      visit?(self)
      isLayingOutSublayers = true
      layoutSublayers()
      isLayingOutSublayers = false
    }
    for layer in sublayerStorage where layer.parentLayer === self {
      layer.layoutTreeIfNeeded(visit: visit)
    }
  }

  /// Whether this layer or any layer below it needs layout.
  package var treeNeedsLayout: Bool {
    layoutFlag || sublayerStorage.contains { $0.treeNeedsLayout }
  }

  /// Reacts to a change of the bounds size: marks this layer and its superlayer for layout and
  /// lets the owning view autoresize its subviews.
  ///
  /// A superlayer that is itself running `layoutSublayers()` is not marked again: a parent that
  /// sizes its children in `layoutSubviews()` is laid out once per pass (decision H12).
  private func boundsSizeDidChange(from oldSize: CGSize) {
    setNeedsLayout()
    if let parent = parentLayer, !parent.isLayingOutSublayers { parent.setNeedsLayout() }
    hostView?.layerBoundsSizeDidChange(from: oldSize)
  }
}

/// Methods a layer's delegate implements to take part in the layer's layout and display.
@preconcurrency @MainActor
public protocol CALayerDelegate: AnyObject {
  /// Lays out the sublayers of `layer`; called from the layer's `layoutSublayers()`.
  ///
  /// - Parameter layer: The layer whose sublayers need layout.
  func layoutSublayers(of layer: CALayer)

  /// Displays `layer`'s contents; the default draws them with the layer's `draw(in:)`.
  ///
  /// - Parameter layer: The layer to display.
  func display(_ layer: CALayer)

  /// Draws `layer`'s contents into a context; the default draws nothing.
  ///
  /// - Parameters:
  ///   - layer: The layer being drawn.
  ///   - ctx: The context, its user space the layer's bounds.
  func draw(_ layer: CALayer, in ctx: CGContext)
}
