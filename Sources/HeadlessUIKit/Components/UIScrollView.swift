import Foundation

/// A view whose content is larger than itself and is moved by changing its bounds origin
/// (spec 11).
///
/// ``contentOffset`` is `bounds.origin` (spec 11.1): scrolling changes which part of the
/// content coordinate space the view shows, and the subviews' frames never change. The content
/// extends over ``contentSize``, inset by ``adjustedContentInset`` (``contentInset`` plus the
/// part of the safe area ``contentInsetAdjustmentBehavior`` selects, spec 11.3–11.4). Under Auto
/// Layout, constraints from the content to ``contentLayoutGuide`` size the content, and
/// ``frameLayoutGuide`` stands for the scroll view itself (spec 11.6). Headless, there are no
/// gestures: offsets change only through the API, and animated changes complete at once.
///
///     let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
///     scrollView.contentSize = CGSize(width: 320, height: 1000)
///     scrollView.contentOffset = CGPoint(x: 0, y: 200)  // bounds.origin is now (0, 200)
@preconcurrency @MainActor
open class UIScrollView: UIView {
  /// The delegate told of scrolling and zooming, and asked for the view to zoom.
  open weak var delegate: (any UIScrollViewDelegate)?

  /// The size of the content, in the scroll view's content coordinates; `.zero` by default
  /// (spec 11.2).
  ///
  /// Set from the content layout guide after each layout when constraints size the guide
  /// (spec 11.6), and from the zoomed view's frame by zooming (spec 11.7).
  open var contentSize: CGSize = .zero {
    willSet { KeyValueObservingCenter.willChange(self, "contentSize") }
    didSet {
      defer { KeyValueObservingCenter.didChange(self, "contentSize") }
      guard contentSize != oldValue else { return }
      LayoutEngine.existingEngine(forTreeOf: self)?.scrollContentSizeDidChange(self)
      noteAdjustedContentInsetChange()
    }
  }

  /// Extra space around the content, added to the safe-area part of ``adjustedContentInset``;
  /// `.zero` by default (spec 11.2).
  open var contentInset: UIEdgeInsets = .zero {
    willSet { KeyValueObservingCenter.willChange(self, "contentInset") }
    didSet {
      noteAdjustedContentInsetChange()
      KeyValueObservingCenter.didChange(self, "contentInset")
    }
  }

  /// Which safe-area insets ``adjustedContentInset`` includes; `.automatic` by default
  /// (spec 11.4).
  open var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic {
    didSet { noteAdjustedContentInsetChange() }
  }

  /// Whether the view bounces vertically even when the content is not taller than it; `false`
  /// by default.
  ///
  /// It also makes the vertical axis scrollable for `.scrollableAxes` (spec 11.4).
  open var alwaysBounceVertical = false {
    didSet { noteAdjustedContentInsetChange() }
  }

  /// Whether the view bounces horizontally even when the content is not wider than it; `false`
  /// by default.
  ///
  /// It also makes the horizontal axis scrollable for `.scrollableAxes` (decision D19).
  open var alwaysBounceHorizontal = false {
    didSet { noteAdjustedContentInsetChange() }
  }

  /// Whether the user can scroll; `true` by default.
  ///
  /// Stored only: there are no gestures headless, and the API scrolls regardless, as in UIKit.
  open var isScrollEnabled = true

  /// Whether the view bounces past the edges of its content; `true` by default (stored only).
  open var bounces = true

  /// Whether a pinch may zoom past the minimum and maximum scales and bounce back; `true` by
  /// default (stored only: there is no pinch headless).
  open var bouncesZoom = true

  /// Whether a drag that starts along one axis scrolls along that axis only; `false` by default
  /// (stored only: there are no drags headless).
  open var isDirectionalLockEnabled = false

  /// Whether the vertical scroll indicator shows while scrolling; `true` by default (stored
  /// only).
  open var showsVerticalScrollIndicator = true

  /// Whether the horizontal scroll indicator shows while scrolling; `true` by default (stored
  /// only).
  open var showsHorizontalScrollIndicator = true

  /// Whether a drag settles on a multiple of the bounds size; `false` by default
  /// (UIScrollView+Paging.swift).
  open var isPagingEnabled = false

  /// Whether a tap on the status bar scrolls to the top; `true` by default (stored only: there
  /// is no status bar to tap headless).
  open var scrollsToTop = true

  /// How quickly a flick slows down; `.normal` by default (stored only: a headless drag ends
  /// where the touch ends, without deceleration).
  open var decelerationRate: DecelerationRate = .normal

  /// The style of the scroll indicators; `.default` by default (stored only).
  open var indicatorStyle: IndicatorStyle = .default

  /// The insets of the vertical scroll indicator; `.zero` by default (stored only).
  open var verticalScrollIndicatorInsets: UIEdgeInsets = .zero

  /// The insets of the horizontal scroll indicator; `.zero` by default (stored only).
  open var horizontalScrollIndicatorInsets: UIEdgeInsets = .zero

  /// The smallest zoom scale; 1 by default (spec 11.7).
  open var minimumZoomScale: CGFloat = 1

  /// The largest zoom scale; 1 by default (spec 11.7).
  open var maximumZoomScale: CGFloat = 1

  /// The zoom scale, kept by ``setZoomScale(_:animated:)``.
  var storedZoomScale: CGFloat = 1

  /// The adjusted content inset last reported through ``adjustedContentInsetDidChange()``.
  var reportedAdjustedContentInset: UIEdgeInsets = .zero

  /// Creates a scroll view with the given frame; it clips to its bounds (spec 11.2).
  ///
  /// - Parameter frame: The frame.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    clipsToBounds = true
    addGestureRecognizer(scrollPanGestureRecognizer)
  }

  /// Creates a scroll view from an archive; it clips to its bounds (spec 11.2).
  ///
  /// - Parameter coder: The archive.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    clipsToBounds = true
    addGestureRecognizer(scrollPanGestureRecognizer)
  }

  // MARK: Touches and gestures (UIScrollView+Gestures.swift)

  /// The recognizer that scrolls the view, attached when the view is made.
  lazy var scrollPanGestureRecognizer = ScrollViewPanGestureRecognizer(scrollView: self)

  /// The recognizer that zooms the view, attached while zooming is possible.
  lazy var scrollPinchGestureRecognizer = ScrollViewPinchGestureRecognizer(scrollView: self)

  /// The pan recognizer that scrolls the view; code may read its translation and velocity,
  /// add failure requirements to it, or give other recognizers a delegate that relates to it.
  open var panGestureRecognizer: UIPanGestureRecognizer {
    scrollPanGestureRecognizer
  }

  /// The pinch recognizer that zooms the view, or `nil` while zooming is impossible
  /// (``minimumZoomScale`` equals ``maximumZoomScale``).
  open var pinchGestureRecognizer: UIPinchGestureRecognizer? {
    updatePinchGestureRecognizer()
  }

  /// Whether the content's touches begin only once the scroll view knows the touch is not a
  /// scroll; `true` by default.
  open var delaysContentTouches = true {
    didSet { scrollPanGestureRecognizer.delaysTouchesBegan = delaysContentTouches }
  }

  /// Whether scrolling may cancel touches the content already received; `true` by default.
  open var canCancelContentTouches = true

  /// How dragging the content dismisses the keyboard; `.none` by default.
  open var keyboardDismissMode: KeyboardDismissMode = .none

  /// The control that refreshes the content when pulled (UIRefreshControl.swift): added as a
  /// subview whose frame is the 60 points above the content and its top inset, as wide as the
  /// scroll view.
  open var refreshControl: UIRefreshControl? {
    didSet {
      guard oldValue !== refreshControl else { return }
      oldValue?.removeFromSuperview()
      if let refreshControl {
        insertSubview(refreshControl, at: 0)
        setNeedsLayout()
      }
    }
  }

  /// Whether the user's finger is down on the scroll view and it is following it.
  open var isTracking: Bool {
    scrollPanGestureRecognizer.numberOfTouches > 0
  }

  /// Whether the user is scrolling the content (the pan began and has not ended).
  open var isDragging: Bool {
    scrollPanGestureRecognizer.isActive
  }

  /// Whether the content is moving after the finger lifted: always `false` headless, where a
  /// scroll stops where the finger lifts.
  open var isDecelerating: Bool {
    false
  }

  /// Whether scrolling may cancel the touches of a content view: `true` unless it is a
  /// control.
  ///
  /// - Parameter view: The content view that received the touches.
  /// - Returns: `false` keeps the content's touches and does not scroll.
  open func touchesShouldCancel(in view: UIView) -> Bool {
    !(view is UIControl)
  }

  /// The bounds; a change of origin is a scroll (spec 11.1).
  ///
  /// Scrolling lays out the scroll view itself, not its superview (peers SC4), and tells the
  /// delegate's `scrollViewDidScroll(_:)`.
  open override var bounds: CGRect {
    get { super.bounds }
    set {
      let old = super.bounds
      super.bounds = newValue
      if old.size != newValue.size { noteAdjustedContentInsetChange() }
      guard old.origin != newValue.origin else { return }
      setNeedsLayout()
      delegate?.scrollViewDidScroll(self)
    }
  }

  /// The point of the content shown at the scroll view's top-left corner: its bounds origin
  /// (spec 11.1).
  ///
  /// Not clamped to the scroll range (peers SC3).
  open var contentOffset: CGPoint {
    get { bounds.origin }
    set { KeyValueObservingCenter.change(self, "contentOffset") { bounds.origin = newValue } }
  }

  /// Sets ``contentOffset``; headless, an animated change completes at once (decision V1).
  ///
  /// - Parameters:
  ///   - contentOffset: The new offset.
  ///   - animated: Whether UIKit would animate the change.
  open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
    self.contentOffset = contentOffset
  }

  /// The guide of the content rectangle: origin zero, size ``contentSize`` (spec 11.6).
  ///
  /// Constraints from content views to its edges and size decide ``contentSize`` under Auto
  /// Layout (decision V4).
  open var contentLayoutGuide: UILayoutGuide {
    systemGuide(.scrollContent)
  }

  /// The guide of the scroll view's own untransformed frame, in its content coordinates: the
  /// bounds rectangle, offset included, so views pinned to it stay put while the content
  /// scrolls (spec 11.6, decision V5).
  open var frameLayoutGuide: UILayoutGuide {
    systemGuide(.scrollFrame)
  }

  /// The content inset plus the safe-area insets that ``contentInsetAdjustmentBehavior``
  /// selects (spec 11.3).
  ///
  /// Each axis takes both of its safe-area insets or neither; see
  /// ``ContentInsetAdjustmentBehavior`` for when (spec 11.4).
  open var adjustedContentInset: UIEdgeInsets {
    computedAdjustedContentInset()
  }

  /// Called when ``adjustedContentInset`` changes; does nothing by default.
  open func adjustedContentInsetDidChange() {}

  /// Scrolls the least distance that shows `rect` in the part of the bounds not covered by
  /// ``adjustedContentInset``, within the resting range (spec 11.5, decision V2).
  ///
  /// A rectangle larger than that visible part shows its top-left corner; a rectangle already
  /// visible does not scroll.
  ///
  /// - Parameters:
  ///   - rect: A rectangle in the content coordinates.
  ///   - animated: Whether UIKit would animate the scroll (headless, it completes at once).
  open func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
    let target = offsetShowing(rect)
    if target != contentOffset { setContentOffset(target, animated: animated) }
  }

  /// The scale of the delegate's zooming view; 1 by default (spec 11.7).
  ///
  /// Setting it calls ``setZoomScale(_:animated:)`` without animation.
  open var zoomScale: CGFloat {
    get { storedZoomScale }
    set { setZoomScale(newValue, animated: false) }
  }

  /// Scales the view the delegate returns from `viewForZooming(in:)` (spec 11.7, decision V3).
  ///
  /// The scale is clamped to ``minimumZoomScale``...``maximumZoomScale``; the view gets a scale
  /// transform, its frame's origin is moved to the content origin, ``contentSize`` becomes its
  /// frame's size, and the delegate hears `scrollViewDidZoom(_:)`. Without a zooming view,
  /// nothing changes.
  ///
  /// - Parameters:
  ///   - scale: The new zoom scale.
  ///   - animated: Whether UIKit would animate the change (headless, it completes at once).
  open func setZoomScale(_ scale: CGFloat, animated: Bool) {
    applyZoomScale(scale)
  }

  /// Lays out the subviews and reports a change of ``adjustedContentInset``.
  open override func layoutSubviews() {
    super.layoutSubviews()
    noteAdjustedContentInsetChange()
    refreshControl?.frame = CGRect(
      x: 0, y: -adjustedContentInset.top - UIRefreshControl.height, width: bounds.width,
      height: UIRefreshControl.height)
  }

  /// Reports a change of ``adjustedContentInset`` that follows the safe area.
  open override func safeAreaInsetsDidChange() {
    super.safeAreaInsetsDidChange()
    noteAdjustedContentInsetChange()
  }

  /// Saves the content offset and zoom scale with the view's other state.
  open override func encodeRestorableState(with coder: NSCoder) {
    super.encodeRestorableState(with: coder)
    encodeScrollPosition(with: coder)
  }

  /// Restores the saved content offset and zoom scale.
  open override func decodeRestorableState(with coder: NSCoder) {
    super.decodeRestorableState(with: coder)
    decodeScrollPosition(with: coder)
  }
}
