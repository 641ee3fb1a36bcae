import Foundation

/// A view that shows a spinning wheel while a task runs: 20×20 points in the medium style, 37×37
/// in the large one (decision K2).
///
/// ``intrinsicContentSize`` and ``sizeThatFits(_:)`` are the style's size; ``init(style:)`` sizes
/// the frame to it, `init(frame:)` keeps the frame it is given. While ``hidesWhenStopped`` is
/// `true` (the default), the view is hidden whenever it is not animating, so a new indicator is
/// hidden until ``startAnimating()``. It hugs at priority 750 on both axes (spec 5.15) and
/// ignores touches. Headless, nothing spins.
///
///     let spinner = UIActivityIndicatorView(style: .large)
///     spinner.frame.size   // 37×37
///     spinner.startAnimating()
///     spinner.isHidden     // false
@preconcurrency @MainActor
open class UIActivityIndicatorView: UIView {
  /// The style: `.medium` by default.
  ///
  /// Changing it changes the intrinsic size (not the frame).
  open var style: Style = .medium {
    didSet {
      if oldValue.size != style.size { invalidateIntrinsicContentSize() }
    }
  }

  /// Whether the view is hidden while not animating; `true` by default.
  ///
  /// Setting it hides a stopped indicator (`true`) or shows it (`false`).
  open var hidesWhenStopped = true {
    didSet { isHidden = hidesWhenStopped && !isAnimating }
  }

  /// The colour of the wheel; `nil` means the style's colour.
  open var color: UIColor! {
    didSet { appearancePropertyDidChange(\UIActivityIndicatorView.color, to: color) }
  }

  /// Whether the wheel is spinning; `false` until ``startAnimating()``.
  open private(set) var isAnimating = false

  /// Creates a medium indicator with a frame, hidden until it animates.
  ///
  /// - Parameter frame: The frame.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    indicatorDidInitialize()
  }

  /// Creates a medium indicator from an archive, with the same defaults as `init(frame:)`.
  ///
  /// - Parameter coder: The archive.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    indicatorDidInitialize()
  }

  /// Creates an indicator of a style, its frame at the origin of the style's size.
  ///
  /// - Parameter style: The style.
  public convenience init(style: Style) {
    self.init(frame: CGRect(origin: .zero, size: style.size))
    self.style = style
  }

  private func indicatorDidInitialize() {
    isUserInteractionEnabled = false
    setContentHuggingPriority(.defaultHigh, for: .horizontal)
    setContentHuggingPriority(.defaultHigh, for: .vertical)
    updateHiddenForAnimation()
  }

  /// Starts the wheel and shows the view.
  open func startAnimating() {
    isAnimating = true
    updateHiddenForAnimation()
  }

  /// Stops the wheel; the view hides when ``hidesWhenStopped`` is `true`.
  open func stopAnimating() {
    isAnimating = false
    updateHiddenForAnimation()
  }

  /// The style's size: 20×20 for medium styles, 37×37 for large ones.
  open override var intrinsicContentSize: CGSize {
    style.size
  }

  /// The style's size, whatever size is offered.
  ///
  /// - Parameter size: The size offered (ignored).
  /// - Returns: The style's size.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    style.size
  }

  private func updateHiddenForAnimation() {
    if hidesWhenStopped { isHidden = !isAnimating }
  }
}

extension UIActivityIndicatorView {
  /// The looks of an activity indicator, with UIKit's raw values.
  public enum Style: Int, Sendable {
    /// The large white wheel of old (deprecated); 37×37.
    case whiteLarge = 0
    /// The small white wheel of old (deprecated); 20×20.
    case white = 1
    /// The small grey wheel of old (deprecated); 20×20.
    case gray = 2
    /// The medium wheel in the label colour; 20×20.
    case medium = 100
    /// The large wheel in the label colour; 37×37.
    case large = 101

    /// The size of the style's wheel.
    var size: CGSize {
      switch self {
      case .whiteLarge, .large: CGSize(width: 37, height: 37)
      case .white, .gray, .medium: CGSize(width: 20, height: 20)
      }
    }
  }
}
