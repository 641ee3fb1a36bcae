import Foundation

// This file holds UIView's stored state, its initialisers and every member UIKit lets
// subclasses override. Swift (without the Objective-C runtime) only allows overriding members
// declared in the class body, so the overridable surface cannot move into extensions: each
// member here is its documented declaration plus a forwarder to the implementation in
// `UIView+<Concern>.swift`. That is why the file passes the house cap of 800 lines; nothing
// else belongs here.

/// An object that manages the content of a rectangular area, UIKit's basic building block.
///
/// Geometry is stored in the backing `layer` exactly as UIKit does: `bounds` and `center`
/// (the layer's `position`), the layer's `anchorPoint` and the affine `transform`; `frame` is
/// derived from them (spec §1). Views form a tree through `superview` and `subviews`, convert
/// coordinates between one another (§2), answer hit tests (§3) and take part in the layout pass
/// (§4): a view in a window that calls `setNeedsLayout()` is laid out on the next turn of the
/// main queue, as UIKit's run loop does.
@preconcurrency @MainActor
open class UIView: UIResponder, CALayerDelegate {
  /// The class used to create the view's layer; override to use a `CALayer` subclass.
  open class var layerClass: AnyClass {
    CALayer.self
  }

  /// The view's backing layer, which stores its geometry and appearance.
  public let layer: CALayer

  /// The view's superview, or `nil`.
  public var superview: UIView? { parentView }

  /// The superview, not retained and not a Swift weak reference (decision PF31): the superview
  /// holds this view in its subviews, and clears this reference when it lets the view go or goes
  /// itself (see `deinit`).
  @exclusivity(unchecked) nonisolated(unsafe) unowned(unsafe) var parentView: UIView?

  /// The reference constraints, anchors and engines hold to the view, once one asked for it
  /// (decision PF31); cleared in `deinit`.
  var storedItemReference: LayoutItemReference?

  /// The view's subviews, back to front.
  @exclusivity(unchecked) public internal(set) var subviews: [UIView] = []

  /// The window the view is in, cached and updated as the view moves (`nil` if none).
  @exclusivity(unchecked) weak var cachedWindow: UIWindow?

  /// The view's safe-area insets as last computed from the current geometry, with the window's
  /// own insets they were derived from (see `UIView+SafeAreaCache.swift`); `nil` when unknown.
  @exclusivity(unchecked) var safeAreaCache: SafeAreaCacheEntry?

  /// The background colour as set (the layer holds its `cgColor`).
  var storedBackgroundColor: UIColor?

  /// The view's tag, used to find it with `viewWithTag(_:)`.
  ///
  /// Defaults to 0.
  open var tag = 0

  /// Whether hit testing may return the view or its descendants.
  ///
  /// Defaults to `true`.
  open var isUserInteractionEnabled = true

  /// Whether the view receives more than one touch at a time; `false` by default, so a second
  /// finger on the view reaches only its gesture recognizers (Events/TouchSession.swift).
  open var isMultipleTouchEnabled = false

  /// Whether the view tracks touches exclusively: while it tracks one, no other view in its
  /// window receives touches, and it receives none while another view tracks; `false` by
  /// default.
  open var isExclusiveTouch = false

  /// A view whose alpha channel masks this view's content: its layer becomes the layer's
  /// `mask`; the mask view is not in the view hierarchy, and the view keeps it strongly.
  open var mask: UIView? {
    didSet { layer.mask = mask?.layer }
  }

  /// How the view resizes when its superview's bounds change.
  ///
  /// Defaults to `[]`.
  open var autoresizingMask: AutoresizingMask = []

  /// Whether the view resizes its subviews (by their masks) when its bounds change.
  open var autoresizesSubviews = true

  /// Whether the view is opaque, a hint to the renderer.
  ///
  /// Defaults to `true`.
  open var isOpaque = true

  /// How the view's content is laid out when its bounds change.
  ///
  /// Defaults to `.scaleToFill`.
  open var contentMode: ContentMode = .scaleToFill {
    didSet { layer.needsDisplayOnBoundsChange = contentMode == .redraw }
  }

  /// Draws the view's content in `rect`, a part of its bounds, into the current context
  /// (decision DR2); the default draws nothing.
  ///
  /// - Parameter rect: The part of the bounds to draw.
  open func draw(_ rect: CGRect) {}

  /// Creates a view with the given frame rectangle.
  ///
  /// `bounds` becomes `(0, 0, frame.width, frame.height)` and `center` the frame's midpoint
  /// (spec 1.2). A new view needs layout.
  ///
  /// - Parameter frame: The frame rectangle, in the future superview's coordinates.
  public init(frame: CGRect) {
    layer = Self.makeLayer()
    super.init()
    layer.delegate = self
    // Through the overridable property, as UIKit's initWithFrame: goes through setFrame:.
    if LayoutSanitizer.isOn, frame == .zero {
      // `UIView()` is no frame baked from anything (rule P3).
      LayoutSanitizer.withoutChecks { self.frame = frame }
    } else {
      self.frame = frame
    }
  }

  /// Creates a view with a zero frame, as `UIView()` does in UIKit.
  public override convenience init() {
    self.init(frame: .zero)
  }

  /// Creates a view from an archive.
  ///
  /// From an Interface Builder document, the view's subviews are made and added here, so they
  /// exist when `super.init(coder:)` returns; its own properties are set once the whole
  /// initialiser chain has run.
  ///
  /// - Parameter coder: The decoder.
  public required init?(coder: NSCoder) {
    layer = Self.makeLayer()
    super.init()
    layer.delegate = self
    (coder as? NibCoder)?.decodeSubviews(into: self)
  }

  // The references that point at this view without retaining it (decision PF31): its
  // subviews' `superview`, its layer's delegate and its layout item reference. Subviews and a
  // layer that outlive the view (something else holds them) stop pointing at it.
  deinit {
    storedItemReference?.clear()
    for subview in subviews where subview.parentView === self { subview.parentView = nil }
    if layer.hostView === self { layer.hostView = nil }
  }

  private static func makeLayer() -> CALayer {
    ObjectiveCRuntime.makeLayer(layerClass)
  }

  // MARK: Geometry (UIView+Geometry.swift)

  /// The frame rectangle, in the superview's coordinate system (spec §1).
  open var frame: CGRect {
    get {
      if LayoutSanitizer.isOn { LayoutSanitizer.frameWasRead(of: self) }
      return layer.frame
    }
    set {
      if LayoutSanitizer.isOn { LayoutSanitizer.geometryWillBeSet(of: self, frame: newValue) }
      KeyValueObservingCenter.change(self, "frame") { layer.frame = newValue }
    }
  }

  /// The bounds rectangle, in the view's own coordinate system.
  open var bounds: CGRect {
    get {
      if LayoutSanitizer.isOn { LayoutSanitizer.boundsWereRead(of: self) }
      return layer.bounds
    }
    set {
      if LayoutSanitizer.isOn { LayoutSanitizer.geometryWillBeSet(of: self, frame: nil) }
      KeyValueObservingCenter.change(self, "bounds") { layer.bounds = newValue }
    }
  }

  /// The centre of the frame, in the superview's coordinate system (the layer's `position`).
  open var center: CGPoint {
    get { layer.position }
    set {
      if LayoutSanitizer.isOn { LayoutSanitizer.geometryWillBeSet(of: self, frame: nil) }
      KeyValueObservingCenter.change(self, "center") { layer.position = newValue }
    }
  }

  /// The affine transform, applied about the layer's anchor point.
  ///
  /// Defaults to identity.
  open var transform: CGAffineTransform {
    get { layer.affineTransform() }
    set { KeyValueObservingCenter.change(self, "transform") { layer.setAffineTransform(newValue) } }
  }

  /// The view's opacity, from 0 to 1, stored as the layer's single-precision `opacity`.
  open var alpha: CGFloat {
    get { CGFloat(layer.opacity) }
    set { KeyValueObservingCenter.change(self, "alpha") { layer.opacity = Float(newValue) } }
  }

  /// Whether the view is hidden.
  ///
  /// Hidden views are not drawn and are skipped by hit testing.
  open var isHidden: Bool {
    get { layer.isHidden }
    set { KeyValueObservingCenter.change(self, "isHidden") { setHidden(newValue) } }
  }

  /// Whether subviews are clipped to the view's bounds (the layer's `masksToBounds`).
  open var clipsToBounds: Bool {
    get { layer.masksToBounds }
    set { layer.masksToBounds = newValue }
  }

  /// The view's background colour; `nil` (the default) means transparent.
  open var backgroundColor: UIColor? {
    get { storedBackgroundColor }
    set {
      KeyValueObservingCenter.change(self, "backgroundColor") {
        storedBackgroundColor = newValue
        layer.backgroundColor = newValue?.cgColor
      }
      appearancePropertyDidChange(\UIView.backgroundColor, to: newValue)
    }
  }

  // MARK: Tint (UIView+Tint.swift)

  /// The first tint colour set on this view or an ancestor, else UIKit's default tint.
  ///
  /// Setting `nil` makes the view inherit again; a change reaches ``tintColorDidChange()`` of
  /// this view and of every descendant that inherits it.
  open var tintColor: UIColor! {
    get { effectiveTintColor }
    set {
      changeTint { ownTintColor = newValue }
      appearancePropertyDidChange(\UIView.tintColor, to: newValue)
    }
  }

  /// How the tint colour is adjusted: set here, else inherited; `.normal` at the root.
  open var tintAdjustmentMode: TintAdjustmentMode {
    get { effectiveTintAdjustmentMode }
    set { changeTint { ownTintAdjustmentMode = newValue } }
  }

  /// Called when the view's effective tint colour or adjustment mode changes; does nothing by
  /// default.
  open func tintColorDidChange() {}

  /// The tint colour set on this view, `nil` to inherit.
  var ownTintColor: UIColor?
  /// Whether the view is an appearance proxy, and its directly set appearance properties.
  var appearanceCustomization = AppearanceCustomization()
  /// The adjustment mode set on this view.
  var ownTintAdjustmentMode = TintAdjustmentMode.automatic

  // MARK: Hierarchy (UIView+Hierarchy.swift)

  /// The window the view belongs to, or `nil`.
  ///
  /// A window is its own window.
  open var window: UIWindow? {
    cachedWindow
  }

  /// The view controller whose root view this is, if any.
  weak var owningController: UIViewController?

  /// The next responder: the view controller whose root view this is, else the superview.
  open override var next: UIResponder? {
    owningController ?? superview
  }

  // MARK: Gestures and accessibility (UIView+Gestures.swift, UIResponder+Accessibility.swift)

  /// The attached gesture recognizers, in the order attached.
  var attachedGestureRecognizers: [UIGestureRecognizer] = []

  /// The motion effects added (UIMotionEffect.swift).
  var attachedMotionEffects: [UIMotionEffect] = []

  /// The interactions added with ``addInteraction(_:)`` (UIView+Interactions.swift).
  var attachedInteractions: [any UIInteraction] = []

  /// The gesture recognizers attached to the view, or `nil` when there are none.
  open var gestureRecognizers: [UIGestureRecognizer]? {
    get { attachedGestureRecognizers.isEmpty ? nil : attachedGestureRecognizers }
    set { replaceGestureRecognizers(with: newValue ?? []) }
  }

  /// Attaches a gesture recognizer; it receives the touches that begin in the view and its
  /// subviews before they do.
  ///
  /// - Parameter gestureRecognizer: The recognizer, detached from any other view first.
  open func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
    attachGestureRecognizer(gestureRecognizer)
  }

  /// Detaches a gesture recognizer, cancelling a gesture under way.
  ///
  /// - Parameter gestureRecognizer: The recognizer.
  open func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
    detachGestureRecognizer(gestureRecognizer)
  }

  /// Whether a recognizer attached to the view may begin; `true` by default.
  ///
  /// - Parameter gestureRecognizer: The recognizer.
  /// - Returns: `false` makes it fail.
  open func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
    true
  }

  /// Makes the first responder in the view's subtree (the view included) resign.
  ///
  /// - Parameter force: Whether to make it resign even when it refuses.
  /// - Returns: Whether no first responder remains in the subtree.
  @discardableResult
  open func endEditing(_ force: Bool) -> Bool {
    resignFirstResponderInSubtree(force: force)
  }

  /// A string that identifies the view in tests (UI tests find views by it); `nil` by
  /// default.
  open var accessibilityIdentifier: String? {
    get { accessibilityStorage.identifier }
    set { accessibilityStorage.identifier = newValue }
  }

  /// Adds a view to the end of the subviews, in front of the others.
  ///
  /// - Parameter view: The view to add; it is removed from its current superview first.
  open func addSubview(_ view: UIView) {
    place(view, at: .front)
  }

  /// Inserts a view into the subviews at an index.
  ///
  /// - Parameters:
  ///   - view: The view to insert.
  ///   - index: The index in `subviews`; past the end appends, negative inserts at 0.
  open func insertSubview(_ view: UIView, at index: Int) {
    place(view, at: .index(index))
  }

  /// Inserts a view directly above a sibling in the subviews.
  ///
  /// - Parameters:
  ///   - view: The view to insert.
  ///   - siblingSubview: An existing subview; if it is not one, `view` goes to the front.
  open func insertSubview(_ view: UIView, aboveSubview siblingSubview: UIView) {
    place(view, at: .above(siblingSubview))
  }

  /// Inserts a view directly below a sibling in the subviews.
  ///
  /// - Parameters:
  ///   - view: The view to insert.
  ///   - siblingSubview: An existing subview; if it is not one, `view` goes to the front.
  open func insertSubview(_ view: UIView, belowSubview siblingSubview: UIView) {
    place(view, at: .below(siblingSubview))
  }

  /// Exchanges the subviews at two indices.
  ///
  /// - Parameters:
  ///   - index1: The index of the first subview.
  ///   - index2: The index of the second subview.
  open func exchangeSubview(at index1: Int, withSubviewAt index2: Int) {
    exchangeSubviews(index1, index2)
  }

  /// Moves a subview to the front of its siblings.
  ///
  /// - Parameter view: A subview; if it is not one, nothing happens.
  open func bringSubviewToFront(_ view: UIView) {
    reorder(view, toFront: true)
  }

  /// Moves a subview to the back of its siblings.
  ///
  /// - Parameter view: A subview; if it is not one, nothing happens.
  open func sendSubviewToBack(_ view: UIView) {
    reorder(view, toFront: false)
  }

  /// Removes the view from its superview, with the move callbacks of spec §3.3.
  open func removeFromSuperview() {
    detachFromSuperview()
  }

  /// Whether the view is `view` or one of its descendants.
  ///
  /// - Parameter view: The possible ancestor.
  /// - Returns: `true` if `view` is the receiver or an ancestor of it.
  open func isDescendant(of view: UIView) -> Bool {
    var current: UIView? = self
    while let candidate = current {
      if candidate === view { return true }
      current = candidate.superview
    }
    return false
  }

  /// Returns the first view with the tag, searching the receiver and then its subtree
  /// depth-first in subview order.
  ///
  /// - Parameter tag: The tag to look for.
  /// - Returns: The view, or `nil`.
  open func viewWithTag(_ tag: Int) -> UIView? {
    findView(withTag: tag)
  }

  /// Called before the view moves to a new superview (`nil` when it is removed).
  ///
  /// - Parameter newSuperview: The superview the view is about to have.
  open func willMove(toSuperview newSuperview: UIView?) {}

  /// Called after the view moved to a new superview (or was removed).
  open func didMoveToSuperview() {}

  /// Called before the view moves to a new window (`nil` when it leaves its window).
  ///
  /// - Parameter newWindow: The window the view is about to be in.
  open func willMove(toWindow newWindow: UIWindow?) {}

  /// Called after the view moved to a new window (or left its window).
  open func didMoveToWindow() {}

  /// Called after a subview was added to the receiver.
  ///
  /// - Parameter subview: The new subview.
  open func didAddSubview(_ subview: UIView) {}

  /// Called before a subview is removed from the receiver.
  ///
  /// - Parameter subview: The subview about to leave.
  open func willRemoveSubview(_ subview: UIView) {}

  // MARK: Layout (UIView+Layout.swift)

  /// Lays out the subviews.
  ///
  /// The default copies the frames the Auto Layout engine solved into the subviews it lays out
  /// (nothing when no constraint concerns them); override to set subview frames directly, and
  /// call `super` when using Auto Layout.
  open func layoutSubviews() {
    applyEngineLayoutToSubviews()
  }

  /// Marks the view as needing layout at the next update cycle (spec 4.1).
  open func setNeedsLayout() {
    layer.setNeedsLayout()
  }

  /// Lays out the view now if it (or an ancestor) needs layout (spec 4.2–4.3).
  open func layoutIfNeeded() {
    layer.layoutIfNeeded()
  }

  /// Returns the size that best fits the given size.
  ///
  /// The default returns the current bounds size.
  ///
  /// - Parameter size: The size the view should fit in.
  /// - Returns: The preferred size.
  open func sizeThatFits(_ size: CGSize) -> CGSize {
    bounds.size
  }

  /// Resizes the view to `sizeThatFits(bounds.size)`, keeping the frame's origin.
  open func sizeToFit() {
    var frame = self.frame
    frame.size = sizeThatFits(bounds.size)
    self.frame = frame
  }

  /// Lays out the sublayers of the view's layer by running the view's layout pass.
  ///
  /// - Parameter layer: The view's layer.
  open func layoutSublayers(of layer: CALayer) {
    if layer === self.layer { performLayoutPass() }
  }

  // MARK: Conversion (UIView+Conversion.swift)

  /// Converts a point from the receiver's coordinate system to another view's (spec §2).
  ///
  /// - Parameters:
  ///   - point: A point in the receiver's bounds coordinates.
  ///   - view: The target view, or `nil` for the window's coordinate system.
  /// - Returns: The point in `view`'s bounds coordinates.
  open func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
    point.applying(conversion(to: view))
  }

  /// Converts a point from another view's coordinate system to the receiver's.
  ///
  /// - Parameters:
  ///   - point: A point in `view`'s bounds coordinates.
  ///   - view: The source view, or `nil` for the window's coordinate system.
  /// - Returns: The point in the receiver's bounds coordinates.
  open func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
    point.applying(conversion(from: view))
  }

  /// Converts a rectangle from the receiver's coordinate system to another view's; the result
  /// is the bounding box of the converted corners (spec 2.4).
  ///
  /// - Parameters:
  ///   - rect: A rectangle in the receiver's bounds coordinates.
  ///   - view: The target view, or `nil` for the window's coordinate system.
  /// - Returns: The rectangle's bounding box in `view`'s bounds coordinates.
  open func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
    rect.applying(conversion(to: view))
  }

  /// Converts a rectangle from another view's coordinate system to the receiver's; the result
  /// is the bounding box of the converted corners (spec 2.4).
  ///
  /// - Parameters:
  ///   - rect: A rectangle in `view`'s bounds coordinates.
  ///   - view: The source view, or `nil` for the window's coordinate system.
  /// - Returns: The rectangle's bounding box in the receiver's bounds coordinates.
  open func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
    rect.applying(conversion(from: view))
  }

  // MARK: Hit testing (UIView+HitTesting.swift)

  /// Returns the farthest descendant (or the receiver) that contains the point (spec §3).
  ///
  /// - Parameters:
  ///   - point: A point in the receiver's bounds coordinates.
  ///   - event: The event that caused the test, or `nil`.
  /// - Returns: The hit view, or `nil` if the receiver is ineligible or the point is outside.
  open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
    defaultHitTest(point, with: event)
  }

  /// Whether the point lies inside the receiver's bounds (half-open, spec 3.3).
  ///
  /// - Parameters:
  ///   - point: A point in the receiver's bounds coordinates.
  ///   - event: The event that caused the test, or `nil`.
  /// - Returns: `bounds.contains(point)`.
  open func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
    bounds.contains(point)
  }

  // MARK: Auto Layout (AutoLayout/UIView+AutoLayout.swift)

  /// The constraints the view holds, in the order they were installed.
  var installedConstraints: [NSLayoutConstraint] = []

  /// Whether `updateConstraints()` must run at the next constraint pass (true for a new view).
  var constraintUpdateFlag = true

  /// Set by the base `updateConstraints()`, to check that overrides call `super`.
  var reachedBaseUpdateConstraints = false

  /// The view's solver variables in the layout engine that last made or looked them up.
  ///
  /// Tagged with that engine's translation token (decision PF10): a cache of the engine's
  /// `variables` entry, so translation finds a view's variables without hashing. See
  /// `LayoutEngine.variables(for:)`.
  @exclusivity(unchecked) var engineVariablesSlot: LayoutEngine.VariablesSlot?

  /// The layout engine registered for the view while it is the root of a tree, `nil` otherwise.
  ///
  /// Set when the engine is made and cleared when the view joins another tree (decision PF20),
  /// so that finding a tree's engine, which every activation and every geometry change of a tree
  /// with an engine does, reads the root instead of hashing it. The only reference that keeps
  /// the engine: it goes with the root (decision PF32). See `LayoutEngine.engine(forTreeOf:)`.
  @exclusivity(unchecked) var registeredEngine: LayoutEngine?

  /// Whether the view needs constraint-based layout to work: a view that makes all its constraints
  /// in `updateConstraints()` returns `true`, so that the pass that calls it runs at all (spec
  /// 4.11).
  ///
  /// Defaults to `false`.
  open class var requiresConstraintBasedLayout: Bool {
    false
  }

  /// Updates the view's constraints; called bottom-up, subviews first, in the constraint pass that
  /// precedes layout (spec 4.6).
  ///
  /// Overrides make or change constraints and call `super` last; an override that does not
  /// stops the pass with UIKit's message.
  open func updateConstraints() {
    reachedBaseUpdateConstraints = true
  }

  /// Marks the view's constraints as needing an update at the next constraint pass (spec 4.7);
  /// several calls before it coalesce into one `updateConstraints()`.
  open func setNeedsUpdateConstraints() {
    constraintUpdateFlag = true
    UpdateCycle.shared.viewNeedsConstraintUpdate(self)
  }

  /// Whether the view's constraints need an update.
  ///
  /// - Returns: `true` between `setNeedsUpdateConstraints()` (or creation) and the next pass.
  open func needsUpdateConstraints() -> Bool {
    constraintUpdateFlag
  }

  /// Runs the constraint pass now for the view and its subviews: `updateConstraints()` on each
  /// that needs it, subviews before their superview (spec 4.6).
  open func updateConstraintsIfNeeded() {
    runConstraintPass()
  }

  /// Content-hugging priorities, horizontal then vertical (spec 5.15: 250 for views in code).
  var huggingPriorities: (horizontal: UILayoutPriority, vertical: UILayoutPriority) = (
    .defaultLow, .defaultLow
  )

  /// Compression-resistance priorities, horizontal then vertical (spec 5.15: 750).
  var compressionPriorities: (horizontal: UILayoutPriority, vertical: UILayoutPriority) = (
    .defaultHigh, .defaultHigh
  )

  /// The natural size of the view's content, or `noIntrinsicMetric` on an axis without one.
  ///
  /// The default has none on either axis (spec 5.13). Where a view has one, the layout engine
  /// adds `size <= intrinsic` at the content-hugging priority and `size >= intrinsic` at the
  /// compression-resistance priority (spec 5.14). It must depend only on the content: call
  /// `invalidateIntrinsicContentSize()` when the content changes.
  open var intrinsicContentSize: CGSize {
    CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
  }

  /// Tells the layout engine that `intrinsicContentSize` changed; it is read again at the next
  /// layout (spec 5.16).
  open func invalidateIntrinsicContentSize() {
    LayoutEngine.existingEngine(forTreeOf: self)?.intrinsicContentSizeDidChange(of: self)
  }

  /// The insets from the view's frame to its alignment rectangle, the rectangle constraints relate
  /// (spec 5.23).
  ///
  /// Defaults to zero.
  open var alignmentRectInsets: UIEdgeInsets {
    .zero
  }

  /// The alignment rectangle of a frame: the frame inset by `alignmentRectInsets` (spec 5.23).
  ///
  /// - Parameter frame: A frame in the superview's coordinates.
  /// - Returns: The alignment rectangle.
  open func alignmentRect(forFrame frame: CGRect) -> CGRect {
    frame.inset(by: alignmentRectInsets)
  }

  /// The frame of an alignment rectangle, the inverse of `alignmentRect(forFrame:)`.
  ///
  /// - Parameter alignmentRect: An alignment rectangle in the superview's coordinates.
  /// - Returns: The frame.
  open func frame(forAlignmentRect alignmentRect: CGRect) -> CGRect {
    let insets = alignmentRectInsets
    return alignmentRect.inset(
      by: UIEdgeInsets(
        top: -insets.top, left: -insets.left, bottom: -insets.bottom, right: -insets.right))
  }

  /// The view whose last baseline is the view's last baseline (spec 5.24): the view itself.
  open var forLastBaselineLayout: UIView {
    self
  }

  /// The view whose first baseline is the view's first baseline (spec 5.24): by default the
  /// view for the last baseline.
  open var forFirstBaselineLayout: UIView {
    forLastBaselineLayout
  }

  /// The size of the view that satisfies the constraints of its subtree and comes closest to
  /// `targetSize`, with both axes pulled at `fittingSizeLevel` (spec 5.22).
  ///
  /// - Parameter targetSize: `layoutFittingCompressedSize`, `layoutFittingExpandedSize`, or a
  ///   size to come close to.
  /// - Returns: The fitting size; the view itself is not resized.
  open func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
    systemLayoutSizeFitting(
      targetSize, withHorizontalFittingPriority: .fittingSizeLevel,
      verticalFittingPriority: .fittingSizeLevel)
  }

  /// The size of the view that satisfies the constraints of its subtree and comes closest to
  /// `targetSize`, each axis pulled at its own priority (`.required` pins that axis, as a
  /// self-sizing cell does with its width).
  ///
  /// - Parameters:
  ///   - targetSize: The size to come close to.
  ///   - horizontalFittingPriority: How strongly the width is pulled to the target.
  ///   - verticalFittingPriority: How strongly the height is pulled to the target.
  /// - Returns: The fitting size; the view itself is not resized.
  open func systemLayoutSizeFitting(
    _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
    verticalFittingPriority: UILayoutPriority
  ) -> CGSize {
    LayoutEngine.fittingSize(
      of: self, target: targetSize, horizontal: horizontalFittingPriority,
      vertical: verticalFittingPriority)
  }

  /// The priority with which the view resists growing beyond its intrinsic size on an axis.
  ///
  /// - Parameter axis: The axis.
  /// - Returns: The priority (250 unless set).
  open func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
    axis == .horizontal ? huggingPriorities.horizontal : huggingPriorities.vertical
  }

  /// Sets the priority with which the view resists growing beyond its intrinsic size.
  ///
  /// - Parameters:
  ///   - priority: The new priority.
  ///   - axis: The axis.
  open func setContentHuggingPriority(
    _ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis
  ) {
    if axis == .horizontal {
      huggingPriorities.horizontal = priority
    } else {
      huggingPriorities.vertical = priority
    }
    invalidateIntrinsicContentSize()
  }

  /// The priority with which the view resists shrinking below its intrinsic size on an axis.
  ///
  /// - Parameter axis: The axis.
  /// - Returns: The priority (750 unless set).
  open func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis)
    -> UILayoutPriority
  {
    axis == .horizontal ? compressionPriorities.horizontal : compressionPriorities.vertical
  }

  /// Sets the priority with which the view resists shrinking below its intrinsic size.
  ///
  /// - Parameters:
  ///   - priority: The new priority.
  ///   - axis: The axis.
  open func setContentCompressionResistancePriority(
    _ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis
  ) {
    if axis == .horizontal {
      compressionPriorities.horizontal = priority
    } else {
      compressionPriorities.vertical = priority
    }
    invalidateIntrinsicContentSize()
  }

  /// The view's anchors, made on first use and kept for the view's lifetime, by the raw value of
  /// their attribute (empty until the first anchor is made).
  var layoutAnchorCache: [AnyObject?] = []

  /// Whether the view's frame and autoresizing mask are turned into constraints (spec 5.20).
  ///
  /// Defaults to `true` for views made in code; set it to `false` before constraining the
  /// view's position or size.
  open var translatesAutoresizingMaskIntoConstraints = true {
    didSet {
      guard translatesAutoresizingMaskIntoConstraints != oldValue else { return }
      LayoutEngine.existingEngine(forTreeOf: self)?.translatesMaskDidChange(of: self)
    }
  }

  /// The constraints the view holds: those activated with the view as their items' closest
  /// common ancestor, and those added with `addConstraint(_:)`.
  open var constraints: [NSLayoutConstraint] {
    installedConstraints
  }

  /// Installs a constraint on the view; the constraint becomes active.
  ///
  /// The view should contain all the constraint's items. If it does not, UIKit's
  /// "view hierarchy is not prepared" message is logged and the constraint is installed
  /// anyway, as UIKit does.
  ///
  /// - Parameter constraint: The constraint; if another view holds it, it moves here.
  open func addConstraint(_ constraint: NSLayoutConstraint) {
    hold(constraint)
  }

  /// Installs constraints on the view, as `addConstraint(_:)` does for each.
  ///
  /// - Parameter constraints: The constraints.
  open func addConstraints(_ constraints: [NSLayoutConstraint]) {
    for constraint in constraints { addConstraint(constraint) }
  }

  /// Removes a constraint the view holds, which becomes inactive.
  ///
  /// A constraint the view does not hold is left alone.
  ///
  /// - Parameter constraint: The constraint.
  open func removeConstraint(_ constraint: NSLayoutConstraint) {
    stopHolding(constraint)
  }

  /// Removes constraints, as `removeConstraint(_:)` does for each.
  ///
  /// - Parameter constraints: The constraints.
  open func removeConstraints(_ constraints: [NSLayoutConstraint]) {
    for constraint in constraints { removeConstraint(constraint) }
  }

  /// The anchor of the view's leading edge.
  open var leadingAnchor: NSLayoutXAxisAnchor { xAxisAnchor(for: .leading) }

  /// The anchor of the view's trailing edge.
  open var trailingAnchor: NSLayoutXAxisAnchor { xAxisAnchor(for: .trailing) }

  /// The anchor of the view's left edge.
  open var leftAnchor: NSLayoutXAxisAnchor { xAxisAnchor(for: .left) }

  /// The anchor of the view's right edge.
  open var rightAnchor: NSLayoutXAxisAnchor { xAxisAnchor(for: .right) }

  /// The anchor of the view's top edge.
  open var topAnchor: NSLayoutYAxisAnchor { yAxisAnchor(for: .top) }

  /// The anchor of the view's bottom edge.
  open var bottomAnchor: NSLayoutYAxisAnchor { yAxisAnchor(for: .bottom) }

  /// The anchor of the view's width.
  open var widthAnchor: NSLayoutDimension { dimensionAnchor(for: .width) }

  /// The anchor of the view's height.
  open var heightAnchor: NSLayoutDimension { dimensionAnchor(for: .height) }

  /// The anchor of the view's horizontal centre.
  open var centerXAnchor: NSLayoutXAxisAnchor { xAxisAnchor(for: .centerX) }

  /// The anchor of the view's vertical centre.
  open var centerYAnchor: NSLayoutYAxisAnchor { yAxisAnchor(for: .centerY) }

  /// The anchor of the baseline of the view's first line of text (its top edge for views
  /// without text).
  open var firstBaselineAnchor: NSLayoutYAxisAnchor { yAxisAnchor(for: .firstBaseline) }

  /// The anchor of the baseline of the view's last line of text (its bottom edge for views
  /// without text).
  open var lastBaselineAnchor: NSLayoutYAxisAnchor { yAxisAnchor(for: .lastBaseline) }

  // MARK: Margins, safe area, direction (Views/UIView+Margins.swift, UIView+SafeArea.swift)

  /// Layout margins, safe-area bookkeeping and the semantic content attribute.
  var marginState = LayoutMarginState()

  /// Whether the view has run a layout pass (the layout sanitizer's rule P3 judges frames set
  /// from a container's size before then).
  var hasRunLayoutPass = false

  /// The view's layout margins: the requested margins (8 points on every edge by default,
  /// spec 6.1), grown by the safe area when `insetsLayoutMarginsFromSafeArea` is true (spec 6.7)
  /// and by the superview's margins when `preservesSuperviewLayoutMargins` is true (spec 6.6).
  ///
  /// Setting it requests absolute margins; reading returns the effective margins.
  open var layoutMargins: UIEdgeInsets {
    get { effectiveLayoutMargins(in: .current) }
    set { requestLayoutMargins(.absolute(newValue)) }
  }

  /// The layout margins with leading and trailing edges, kept in step with `layoutMargins`
  /// through the view's effective layout direction (spec 6.2).
  open var directionalLayoutMargins: NSDirectionalEdgeInsets {
    get { directional(effectiveLayoutMargins(in: .current)) }
    set { requestLayoutMargins(.directional(newValue)) }
  }

  /// Whether the view's margins grow to cover the superview's margins where the two meet
  /// (spec 6.6).
  ///
  /// Defaults to `false`.
  open var preservesSuperviewLayoutMargins: Bool {
    get { marginState.preservesSuperviewMargins }
    set { changeMarginInputs { $0.preservesSuperviewMargins = newValue } }
  }

  /// Whether the layout margins are measured from the safe area (spec 6.7).
  ///
  /// Defaults to `true`.
  open var insetsLayoutMarginsFromSafeArea: Bool {
    get { marginState.insetsFromSafeArea }
    set { changeMarginInputs { $0.insetsFromSafeArea = newValue } }
  }

  /// Called when the view's effective layout margins change (spec 6.11).
  ///
  /// The default does nothing.
  open func layoutMarginsDidChange() {}

  /// The part of the view covered by the window's unsafe regions (status bar, sensor housing,
  /// home indicator): zero outside a visible window, the screen's insets for a window, and the
  /// overlap with the superview's insets for other views (spec 6.8).
  open var safeAreaInsets: UIEdgeInsets {
    safeAreaInsets(in: .current)
  }

  /// Called when the view's safe-area insets change, during layout (spec 6.11).
  ///
  /// The default does nothing.
  open func safeAreaInsetsDidChange() {}

  /// How the view's content is arranged in right-to-left languages.
  ///
  /// Defaults to `.unspecified`: the view follows the interface's layout direction.
  open var semanticContentAttribute: UISemanticContentAttribute {
    get { marginState.semanticContentAttribute }
    set {
      let wasRightToLeft = isRightToLeft
      marginState.semanticContentAttribute = newValue
      if isRightToLeft != wasRightToLeft { layoutDirectionDidChange() }
    }
  }

  /// The layout direction of the view's own content: its semantic content attribute resolved
  /// against the interface's direction (not inherited from the superview).
  open var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
    UIView.userInterfaceLayoutDirection(
      for: semanticContentAttribute, relativeTo: interfaceLayoutDirection)
  }

  /// The layout direction for content with a semantic content attribute, in the interface's
  /// direction.
  ///
  /// - Parameter attribute: The semantic content attribute.
  /// - Returns: Left-to-right for playback, spatial and forced left-to-right content,
  ///   right-to-left for forced right-to-left content, and the interface's direction otherwise.
  open class func userInterfaceLayoutDirection(for attribute: UISemanticContentAttribute)
    -> UIUserInterfaceLayoutDirection
  {
    userInterfaceLayoutDirection(for: attribute, relativeTo: interfaceLayoutDirection)
  }

  // MARK: Traits (Views/UIView+Traits.swift)

  /// The view's traits and trait-change registrations.
  var traitState = TraitState()
  /// The view's traits: its controller's, its superview's, or its window's (spec 7.12).
  open var traitCollection: UITraitCollection { storedTraitCollection }
  /// Called after the view's traits changed, with the previous traits (spec 7.12).
  open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

  // MARK: State restoration (Restoration/UIView+Restoration.swift)

  /// The identifier under which the view's state is saved with its controller's; `nil` (the
  /// default) saves nothing (spec 13.2, 13.5).
  open var restorationIdentifier: String?
  /// Saves the view's state (a scroll view saves its offset); overrides call `super`.
  open func encodeRestorableState(with coder: NSCoder) {}
  /// Reads back the view's saved state, after its controller's; overrides call `super`.
  open func decodeRestorableState(with coder: NSCoder) {}
  /// Called once every restored object has decoded its state.
  open func applicationFinishedRestoringState() {}
  /// Archives the view; headless, nothing is archived.
  open func encode(with coder: NSCoder) {}

  // MARK: Debugging (UIView+Debugging.swift)

  /// UIKit's one-line description, `<UIView: 0x…; frame = (x y; w h); …; layer = <…>>`.
  nonisolated open override var description: String {
    MainQueue.describe(self, separator: ": ") { self.uikitDescription }
  }

  /// The same as `description`, as in UIKit.
  nonisolated open override var debugDescription: String {
    description
  }
}
