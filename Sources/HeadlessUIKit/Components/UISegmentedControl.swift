import Foundation

/// A row of segments, each a title or an image, of which one may be selected (decision K6).
///
/// The control's frame is 32 points tall; Auto Layout aligns the 31 points above its bottom
/// point, its alignment rectangle (decision IC6). Its width is the sum of its segments' widths plus a 1-point
/// divider between neighbours; a segment is as wide as its content (the title in the 13-point
/// system font, or the image) plus 10 points on each side, rounded up to a whole point. Unless
/// ``apportionsSegmentWidthsByContent`` is `true`, every segment takes the width of the widest;
/// a width set with ``setWidth(_:forSegmentAt:)`` replaces the computed one. Reading or changing
/// a segment that does not exist stops with UIKit's `NSRangeException`.
///
///     let control = UISegmentedControl(items: ["Flat", "Native"])
///     control.selectedSegmentIndex = 1
///     control.frame.height                  // 32
///     control.intrinsicContentSize.height   // 31, the alignment rectangle's
@preconcurrency @MainActor
open class UISegmentedControl: UIControl {
  /// The ``selectedSegmentIndex`` meaning no segment is selected.
  public static let noSegment = -1

  /// The height of a segmented control's frame.
  static let standardHeight: CGFloat = 32
  /// The part of the frame below the alignment rectangle (decision IC6).
  static let alignmentBottomInset: CGFloat = 1
  /// Points added to each side of a segment's content.
  static let segmentPadding: CGFloat = 10
  /// The width of the divider between two segments.
  static let dividerWidth: CGFloat = 1

  /// The segments, in order.
  var segments: [Segment] = [] {
    didSet {
      segmentContentViewsAreStale = true
      setNeedsLayout()
    }
  }
  private var storedSelectedIndex = UISegmentedControl.noSegment {
    didSet { setNeedsLayout() }
  }
  /// The grey rounded background (decision K15).
  let chromeBackground = UIView(frame: .zero)
  /// The tile under the selected segment (decision K15).
  let selectionTile = UIView(frame: .zero)
  /// The label or image view of each segment (decision K15).
  var segmentContentViews: [UIView] = []
  /// Whether the segments changed since their labels and image views were made.
  var segmentContentViewsAreStale = true

  /// Whether a touched segment is selected only while touched; `false` by default.
  open var isMomentary = false

  /// Whether segments are as wide as their own content rather than all as wide as the widest;
  /// `false` by default.
  open var apportionsSegmentWidthsByContent = false {
    didSet { segmentsDidChange() }
  }

  /// The colour of the selected segment; `nil` means the system's.
  open var selectedSegmentTintColor: UIColor? {
    didSet {
      setNeedsLayout()
      appearancePropertyDidChange(
        \UISegmentedControl.selectedSegmentTintColor, to: selectedSegmentTintColor)
    }
  }

  /// The title text attributes set for each state, by the state's raw value.
  var titleAttributesByState: [UInt: [NSAttributedString.Key: Any]] = [:]

  /// Sets the attributes of the segments' titles for a state (an appearance property,
  /// decision AP6): a title takes the `.font` and `.foregroundColor` of the `.selected`
  /// attributes when its segment is selected and has them, else of the `.normal` ones.
  ///
  /// - Parameters:
  ///   - attributes: The attributes, or `nil` to remove those of the state.
  ///   - state: The state.
  open func setTitleTextAttributes(
    _ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State
  ) {
    titleAttributesByState[state.rawValue] = attributes
    segmentsDidChange()
    appearanceAccessorDidChange(
      "setTitleTextAttributes", axes: [state.rawValue],
      replay: { target in
        (target as? UISegmentedControl)?.setTitleTextAttributes(attributes, for: state)
      })
  }

  /// The attributes of the segments' titles set for a state.
  ///
  /// - Parameter state: The state.
  /// - Returns: The attributes set for exactly that state, or `nil`.
  open func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
    titleAttributesByState[state.rawValue]
  }

  /// Creates an empty segmented control with a frame.
  ///
  /// - Parameter frame: The frame.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    installChrome()
  }

  /// Creates an empty segmented control from an archive, with the `init(frame:)` defaults.
  ///
  /// - Parameter coder: The archive.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    installChrome()
  }

  /// Places the background, the selection and the segments' titles (decision K15).
  open override func layoutSubviews() {
    super.layoutSubviews()
    updateChrome()
  }

  /// Selects the segment under a tap that ends inside the control (UISegmentedControl+Actions).
  ///
  /// - Parameters:
  ///   - touch: The touch, if any.
  ///   - event: The event.
  open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
    super.endTracking(touch, with: event)
    guard let touch else { return }
    let point = touch.location(in: self)
    if bounds.contains(point) { selectSegment(at: point) }
  }

  /// Creates a segmented control with one segment per item, sized to fit them.
  ///
  /// - Parameter items: `String` titles and `UIImage` images; other items give empty segments.
  public convenience init(items: [Any]?) {
    self.init(frame: .zero)
    for item in items ?? [] {
      segments.append(Segment(title: item as? String, image: item as? UIImage))
    }
    segmentsDidChange()
    frame.size = sizeThatFits(.zero)
  }

  /// The number of segments.
  open var numberOfSegments: Int {
    segments.count
  }

  /// The selected segment, or ``noSegment``; ``noSegment`` by default.
  ///
  /// A value outside `-1..<numberOfSegments` selects no segment (decision K6). Setting it sends
  /// no action, as in UIKit.
  open var selectedSegmentIndex: Int {
    get { storedSelectedIndex }
    set {
      storedSelectedIndex = segments.indices.contains(newValue) ? newValue : Self.noSegment
    }
  }

  /// Inserts a segment with a title.
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - segment: The position; values past the end append.
  ///   - animated: Whether UIKit would animate the change (ignored).
  open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
    insert(Segment(title: title), at: segment)
  }

  /// Inserts a segment with an image.
  ///
  /// - Parameters:
  ///   - image: The image.
  ///   - segment: The position; values past the end append.
  ///   - animated: Whether UIKit would animate the change (ignored).
  open func insertSegment(with image: UIImage?, at segment: Int, animated: Bool) {
    insert(Segment(image: image), at: segment)
  }

  /// Removes a segment; the selection follows its segment, or goes when it is removed.
  ///
  /// - Parameters:
  ///   - segment: The segment's index; an index past the end does nothing.
  ///   - animated: Whether UIKit would animate the change (ignored).
  open func removeSegment(at segment: Int, animated: Bool) {
    guard segments.indices.contains(segment) else { return }
    segments.remove(at: segment)
    if storedSelectedIndex == segment {
      storedSelectedIndex = Self.noSegment
    } else if storedSelectedIndex > segment {
      storedSelectedIndex -= 1
    }
    segmentsDidChange()
  }

  /// Removes every segment and the selection.
  open func removeAllSegments() {
    segments.removeAll()
    storedSelectedIndex = Self.noSegment
    segmentsDidChange()
  }

  /// Sets a segment's title, replacing its image.
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - segment: The segment's index.
  open func setTitle(_ title: String?, forSegmentAt segment: Int) {
    checkIndex(segment)
    segments[segment].title = title
    segments[segment].image = nil
    segmentsDidChange()
  }

  /// A segment's title.
  ///
  /// - Parameter segment: The segment's index.
  /// - Returns: The title, or `nil` for an image segment.
  open func titleForSegment(at segment: Int) -> String? {
    checkIndex(segment)
    return segments[segment].title
  }

  /// Sets a segment's image, replacing its title.
  ///
  /// - Parameters:
  ///   - image: The image.
  ///   - segment: The segment's index.
  open func setImage(_ image: UIImage?, forSegmentAt segment: Int) {
    checkIndex(segment)
    segments[segment].image = image
    segments[segment].title = nil
    segmentsDidChange()
  }

  /// A segment's image.
  ///
  /// - Parameter segment: The segment's index.
  /// - Returns: The image, or `nil` for a title segment.
  open func imageForSegment(at segment: Int) -> UIImage? {
    checkIndex(segment)
    return segments[segment].image
  }

  /// Sets a segment's width; 0 (the default) means the computed width.
  ///
  /// - Parameters:
  ///   - width: The width in points.
  ///   - segment: The segment's index.
  open func setWidth(_ width: CGFloat, forSegmentAt segment: Int) {
    checkIndex(segment)
    segments[segment].width = max(0, width)
    segmentsDidChange()
  }

  /// The width set for a segment, or 0 when it is computed.
  ///
  /// - Parameter segment: The segment's index.
  /// - Returns: The width.
  open func widthForSegment(at segment: Int) -> CGFloat {
    checkIndex(segment)
    return segments[segment].width
  }

  /// Enables or disables a segment.
  ///
  /// - Parameters:
  ///   - enabled: Whether the segment can be selected.
  ///   - segment: The segment's index.
  open func setEnabled(_ enabled: Bool, forSegmentAt segment: Int) {
    checkIndex(segment)
    segments[segment].isEnabled = enabled
  }

  /// Whether a segment is enabled; `true` by default.
  ///
  /// - Parameter segment: The segment's index.
  /// - Returns: Whether it can be selected.
  open func isEnabledForSegment(at segment: Int) -> Bool {
    checkIndex(segment)
    return segments[segment].isEnabled
  }

  /// The bottom point of the frame lies outside the alignment rectangle, which Auto Layout
  /// aligns: a control in a stack view or pinned to a neighbour's top is 1 point closer to it
  /// than its frame (decision IC6).
  open override var alignmentRectInsets: UIEdgeInsets {
    UIEdgeInsets(top: 0, left: 0, bottom: Self.alignmentBottomInset, right: 0)
  }

  /// The segments' widths plus the dividers by 31 points (the alignment rectangle of a
  /// 32-point frame).
  open override var intrinsicContentSize: CGSize {
    CGSize(
      width: segmentWidths().reduce(0, +) + dividersWidth,
      height: Self.standardHeight - Self.alignmentBottomInset)
  }

  /// The frame size that fits the segments, whatever size is offered: the segments' widths
  /// plus the dividers by 32 points.
  ///
  /// - Parameter size: The size offered (ignored).
  /// - Returns: The fitting frame size.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    CGSize(width: segmentWidths().reduce(0, +) + dividersWidth, height: Self.standardHeight)
  }
}

extension UISegmentedControl {
  /// One segment's content and settings.
  struct Segment {
    var title: String?
    var image: UIImage?
    var width: CGFloat = 0
    var isEnabled = true
    var action: UIAction?
  }

  /// The font segment titles are measured in.
  static var titleFont: UIFont { UIFont.systemFont(ofSize: 13) }

  /// The total width of the dividers between segments.
  private var dividersWidth: CGFloat {
    CGFloat(max(0, segments.count - 1)) * Self.dividerWidth
  }

  /// The width of each segment by the rules of decision K6.
  func segmentWidths() -> [CGFloat] {
    let natural = segments.map(naturalWidth)
    let widest = natural.max() ?? 0
    return zip(segments, natural).map { segment, width in
      if segment.width > 0 { return segment.width }
      return apportionsSegmentWidthsByContent ? width : widest
    }
  }

  /// A segment's content width plus the padding, rounded up to a whole point.
  private func naturalWidth(of segment: Segment) -> CGFloat {
    var content: CGFloat = 0
    if let image = segment.image {
      content = image.size.width
    } else if let title = segment.title, !title.isEmpty {
      let font = titleTextAttributes(for: .normal)?[.font] as? UIFont ?? Self.titleFont
      content = (title as NSString).size(withAttributes: [.font: font]).width
    }
    return (content + 2 * Self.segmentPadding).rounded(.up)
  }

  func insert(_ segment: Segment, at index: Int) {
    let position = min(max(index, 0), segments.count)
    segments.insert(segment, at: position)
    if storedSelectedIndex >= position { storedSelectedIndex += 1 }
    segmentsDidChange()
  }

  func segmentsDidChange() {
    // Set here too: initializers do not run the `segments` observer.
    segmentContentViewsAreStale = true
    invalidateIntrinsicContentSize()
    setNeedsLayout()
  }

  /// Stops with the message UIKit's segment array gives for an index outside it.
  func checkIndex(_ index: Int) {
    guard !segments.indices.contains(index) else { return }
    let bounds = segments.isEmpty ? "for empty array" : "[0 .. \(segments.count - 1)]"
    preconditionFailure(
      "NSRangeException: *** -[__NSArrayM objectAtIndex:]: index \(UInt(bitPattern: index)) beyond bounds "
        + bounds)
  }
}
