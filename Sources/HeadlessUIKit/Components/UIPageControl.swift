import Foundation

/// A row of dots, one per page, with the current page's dot highlighted (decision K14).
///
/// ``currentPage`` stays between 0 and the last page. ``size(forNumberOfPages:)`` gives the
/// size the dots need: 16 points per page and 26 points tall, the row iOS 14 and later draw;
/// ``intrinsicContentSize`` is that size for ``numberOfPages`` (`noIntrinsicMetric` wide with no
/// pages). ``sizeThatFits(_:)`` returns the same.
@preconcurrency @MainActor
open class UIPageControl: UIControl {
  /// The height of a page control.
  static let standardHeight: CGFloat = 26
  /// The width each page's dot takes, with its spacing.
  static let pageWidth: CGFloat = 16

  /// The number of pages; 0 by default (negative values read as 0).
  open var numberOfPages: Int {
    get { storedPages }
    set {
      storedPages = max(0, newValue)
      currentPage = storedCurrentPage
      invalidateIntrinsicContentSize()
    }
  }

  /// The page shown, kept between 0 and the last page; 0 by default.
  open var currentPage: Int {
    get { storedCurrentPage }
    set { storedCurrentPage = min(max(0, newValue), max(0, storedPages - 1)) }
  }

  /// Whether the control is hidden when there is only one page; `false` by default.
  open var hidesForSinglePage = false

  /// The colour of the dots; `nil` means the system's.
  open var pageIndicatorTintColor: UIColor? {
    didSet {
      appearancePropertyDidChange(\UIPageControl.pageIndicatorTintColor, to: pageIndicatorTintColor)
    }
  }

  /// The colour of the current page's dot; `nil` means the system's.
  open var currentPageIndicatorTintColor: UIColor? {
    didSet {
      appearancePropertyDidChange(
        \UIPageControl.currentPageIndicatorTintColor, to: currentPageIndicatorTintColor)
    }
  }

  private var storedPages = 0
  private var storedCurrentPage = 0
  /// The indicator images and styles of UIPageControl+Indicators.swift.
  var indicatorSettings = PageIndicatorSettings()

  /// Creates a page control with a frame.
  ///
  /// - Parameter frame: The frame.
  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  /// Creates a page control from an archive, with the same defaults as `init(frame:)`.
  ///
  /// - Parameter coder: The archive.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// The size the dots of a number of pages need.
  ///
  /// - Parameter pageCount: The number of pages.
  /// - Returns: 16 points per page by 26 points.
  open func size(forNumberOfPages pageCount: Int) -> CGSize {
    CGSize(width: CGFloat(max(0, pageCount)) * Self.pageWidth, height: Self.standardHeight)
  }

  /// The dots' size for ``numberOfPages``; no intrinsic width without pages.
  open override var intrinsicContentSize: CGSize {
    guard numberOfPages > 0 else {
      return CGSize(width: UIView.noIntrinsicMetric, height: Self.standardHeight)
    }
    return size(forNumberOfPages: numberOfPages)
  }

  /// Moves one page towards a tap that ends beside the current page's dot
  /// (UIPageControl+Indicators.swift).
  ///
  /// - Parameters:
  ///   - touch: The touch, if any.
  ///   - event: The event.
  open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
    super.endTracking(touch, with: event)
    guard let touch else { return }
    let point = touch.location(in: self)
    if bounds.contains(point) { turnPage(towards: point) }
  }

  /// The dots' size for ``numberOfPages``, whatever size is offered.
  ///
  /// - Parameter size: The size offered (ignored).
  /// - Returns: The dots' size.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    self.size(forNumberOfPages: numberOfPages)
  }
}
