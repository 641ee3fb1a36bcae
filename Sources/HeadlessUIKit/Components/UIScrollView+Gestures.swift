import Foundation

extension UIScrollView {
  /// How dragging a scroll view's content dismisses the keyboard.
  public enum KeyboardDismissMode: Int, Sendable {
    /// Dragging does not dismiss the keyboard.
    case none
    /// The keyboard is dismissed when a drag begins.
    case onDrag
    /// The keyboard follows the drag and can be pulled down (dismissed when a drag begins,
    /// headless).
    case interactive
    /// As `onDrag`, with the input accessory view.
    case onDragWithAccessory
    /// As `interactive`, with the input accessory view.
    case interactiveWithAccessory
  }

  /// The pinch recognizer, attached while zooming is possible and detached otherwise.
  func updatePinchGestureRecognizer() -> UIPinchGestureRecognizer? {
    let recognizer = scrollPinchGestureRecognizer
    guard minimumZoomScale < maximumZoomScale else {
      if recognizer.view === self { removeGestureRecognizer(recognizer) }
      return nil
    }
    if recognizer.view !== self { addGestureRecognizer(recognizer) }
    return recognizer
  }

  /// The smallest and largest content offsets: the content's edges at the adjusted insets.
  var scrollableOffsetRange: (min: CGPoint, max: CGPoint) {
    let inset = adjustedContentInset
    let minimum = CGPoint(x: -inset.left, y: -inset.top)
    let maximum = CGPoint(
      x: max(minimum.x, contentSize.width + inset.right - bounds.width),
      y: max(minimum.y, contentSize.height + inset.bottom - bounds.height))
    return (minimum, maximum)
  }

  /// Whether the content can scroll horizontally and vertically.
  var scrollableAxes: (horizontal: Bool, vertical: Bool) {
    let range = scrollableOffsetRange
    return (
      range.max.x > range.min.x || alwaysBounceHorizontal,
      range.max.y > range.min.y || alwaysBounceVertical
    )
  }
}

/// The pan recognizer of a scroll view: it follows the finger by moving the content offset.
///
/// It begins only when scrolling is enabled and the content can scroll along the main
/// direction of the drag, and, for a drag that began in a content view, only when
/// `canCancelContentTouches` is set and `touchesShouldCancel(in:)` agrees. The offset follows
/// the translation and stays within the scrollable range: headless a scroll view neither
/// rubber-bands past its edges nor decelerates after the finger lifts.
@MainActor
final class ScrollViewPanGestureRecognizer: UIPanGestureRecognizer {
  /// The scroll view.
  private weak var scrollView: UIScrollView?

  /// The content offset when the drag began.
  private var startOffset: CGPoint = .zero

  /// Creates the recognizer of a scroll view.
  init(scrollView: UIScrollView) {
    self.scrollView = scrollView
    super.init(target: nil, action: nil)
    delaysTouchesBegan = true
    internalActions.append { recognizer in
      (recognizer as? ScrollViewPanGestureRecognizer)?.scroll()
    }
  }

  /// Begins for a drag the scroll view can follow.
  override func shouldBegin(movingBy translation: CGPoint) -> Bool {
    guard let scrollView, scrollView.isScrollEnabled else {
      state = .failed
      return false
    }
    let axes = scrollView.scrollableAxes
    let horizontal = abs(translation.x) >= abs(translation.y)
    var allowed = horizontal ? axes.horizontal : axes.vertical
    if let content = trackedTouches.first?.view, content !== scrollView {
      allowed =
        allowed && scrollView.canCancelContentTouches
        && scrollView.touchesShouldCancel(in: content)
    }
    if !allowed { state = .failed }
    return allowed
  }

  /// Moves the content offset with the translation.
  private func scroll() {
    guard let scrollView else { return }
    if state == .began {
      startOffset = scrollView.contentOffset
      if scrollView.keyboardDismissMode != .none { scrollView.window?.endEditing(true) }
    }
    guard state == .began || state == .changed || state == .ended else { return }
    let translation = translation(in: scrollView)
    let axes = scrollView.scrollableAxes
    let range = scrollView.scrollableOffsetRange
    var offset = startOffset
    if axes.horizontal {
      offset.x = min(max(startOffset.x - translation.x, range.min.x), range.max.x)
    }
    if axes.vertical {
      offset.y = min(max(startOffset.y - translation.y, range.min.y), range.max.y)
    }
    if state == .ended, scrollView.isPagingEnabled {
      offset = scrollView.pagedOffset(from: startOffset, to: offset)
    }
    if offset != scrollView.contentOffset { scrollView.contentOffset = offset }
  }
}

/// The pinch recognizer of a scroll view: it zooms the view the delegate names.
@MainActor
final class ScrollViewPinchGestureRecognizer: UIPinchGestureRecognizer {
  /// The scroll view.
  private weak var scrollView: UIScrollView?

  /// The zoom scale when the pinch began.
  private var startZoomScale: CGFloat = 1

  /// Creates the recognizer of a scroll view.
  init(scrollView: UIScrollView) {
    self.scrollView = scrollView
    super.init(target: nil, action: nil)
    internalActions.append { recognizer in
      (recognizer as? ScrollViewPinchGestureRecognizer)?.zoom()
    }
  }

  /// Sets the zoom scale to the scale at the start times the pinch's scale, within the
  /// scroll view's limits.
  private func zoom() {
    guard let scrollView else { return }
    if state == .began { startZoomScale = scrollView.zoomScale }
    guard state == .began || state == .changed || state == .ended else { return }
    scrollView.setZoomScale(startZoomScale * scale, animated: false)
  }
}
