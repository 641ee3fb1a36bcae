import Foundation

/// A page control's indicator images and background style (iOS 14 and 16), and what a tap does.
struct PageIndicatorSettings {
  var preferredIndicatorImage: UIImage?
  var preferredCurrentPageIndicatorImage: UIImage?
  var indicatorImages: [Int: UIImage] = [:]
  var currentPageIndicatorImages: [Int: UIImage] = [:]
  var backgroundStyle: UIPageControl.BackgroundStyle = .automatic
  var allowsContinuousInteraction = true
}

extension UIPageControl {
  /// How the control's background platter shows.
  public enum BackgroundStyle: Int, Sendable {
    /// A platter while the user interacts (the default).
    case automatic
    /// Always a platter.
    case prominent
    /// No platter; only the indicators.
    case minimal
  }

  /// The image of every page indicator that has none of its own; `nil` draws dots.
  public var preferredIndicatorImage: UIImage? {
    get { indicatorSettings.preferredIndicatorImage }
    set { indicatorSettings.preferredIndicatorImage = newValue }
  }

  /// The image of the current page's indicator when its page has none; `nil` uses the
  /// indicator's image (iOS 16).
  public var preferredCurrentPageIndicatorImage: UIImage? {
    get { indicatorSettings.preferredCurrentPageIndicatorImage }
    set { indicatorSettings.preferredCurrentPageIndicatorImage = newValue }
  }

  /// The background platter's style; `.automatic` by default.
  public var backgroundStyle: BackgroundStyle {
    get { indicatorSettings.backgroundStyle }
    set { indicatorSettings.backgroundStyle = newValue }
  }

  /// Whether the user may scrub across the indicators; `true` by default.
  public var allowsContinuousInteraction: Bool {
    get { indicatorSettings.allowsContinuousInteraction }
    set { indicatorSettings.allowsContinuousInteraction = newValue }
  }

  /// Sets one page's indicator image; `nil` returns it to the preferred image.
  ///
  /// - Parameters:
  ///   - image: The image.
  ///   - page: The page.
  public func setIndicatorImage(_ image: UIImage?, forPage page: Int) {
    indicatorSettings.indicatorImages[page] = image
  }

  /// The image of one page's indicator: its own, else the preferred one.
  ///
  /// - Parameter page: The page.
  /// - Returns: The image, or `nil` for a dot.
  public func indicatorImage(forPage page: Int) -> UIImage? {
    indicatorSettings.indicatorImages[page] ?? preferredIndicatorImage
  }

  /// Sets the image one page's indicator shows while it is the current page (iOS 16).
  ///
  /// - Parameters:
  ///   - image: The image; `nil` returns it to the preferred image.
  ///   - page: The page.
  public func setCurrentPageIndicatorImage(_ image: UIImage?, forPage page: Int) {
    indicatorSettings.currentPageIndicatorImages[page] = image
  }

  /// The image one page's indicator shows while it is the current page: its own, else the
  /// preferred current-page image, else its indicator image (iOS 16).
  ///
  /// - Parameter page: The page.
  /// - Returns: The image, or `nil` for a dot.
  public func currentPageIndicatorImage(forPage page: Int) -> UIImage? {
    indicatorSettings.currentPageIndicatorImages[page] ?? preferredCurrentPageIndicatorImage
      ?? indicatorImage(forPage: page)
  }

  /// A tap beside the current page's dot: the page before or after it becomes current, and the
  /// control sends `.valueChanged` when the page changes.
  ///
  /// - Parameter point: Where the tap ended, in the control's coordinates.
  func turnPage(towards point: CGPoint) {
    guard isEnabled, numberOfPages > 1 else { return }
    let rowWidth = size(forNumberOfPages: numberOfPages).width
    let currentDotCenter =
      bounds.midX - rowWidth / 2 + (CGFloat(currentPage) + 0.5) * Self.pageWidth
    let page = point.x < currentDotCenter ? currentPage - 1 : currentPage + 1
    guard (0..<numberOfPages).contains(page) else { return }
    currentPage = page
    sendActions(for: .valueChanged)
  }
}
