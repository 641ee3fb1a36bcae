import Foundation

/// A bar that shows how far a task has got, 4 points tall (decision K3).
///
/// ``intrinsicContentSize`` is `noIntrinsicMetric` wide and 4 points tall in the default style
/// (2.5 in the bar style); ``sizeThatFits(_:)`` keeps the offered width, and setting ``frame``
/// keeps the width given but forces the style's height, as UIKit does. ``progress`` is kept
/// between 0 and 1. It hugs at 250 horizontally and 750 vertically (spec 5.15).
///
///     let bar = UIProgressView(progressViewStyle: .default)
///     bar.progress = 1.5
///     bar.progress   // 1
@preconcurrency @MainActor
open class UIProgressView: UIView {
  /// The style; `.default` by default.
  open var progressViewStyle: Style = .default {
    didSet {
      if oldValue.height != progressViewStyle.height {
        invalidateIntrinsicContentSize()
        frame = super.frame
      }
    }
  }

  /// The fraction done, from 0 to 1 (values outside are clamped); 0 by default.
  open var progress: Float {
    get { storedProgress }
    set {
      KeyValueObservingCenter.change(self, "progress") {
        storedProgress = Self.clamped(newValue)
      }
      setNeedsLayout()
    }
  }

  private var storedProgress: Float = 0
  /// The unfilled track (decision K15).
  let track = UIView(frame: .zero)
  /// The filled part (decision K15).
  let fill = UIView(frame: .zero)

  /// The colour of the filled part; `nil` means the tint colour.
  open var progressTintColor: UIColor? {
    didSet {
      setNeedsLayout()
      appearancePropertyDidChange(\UIProgressView.progressTintColor, to: progressTintColor)
    }
  }

  /// The colour of the unfilled part; `nil` means the style's colour.
  open var trackTintColor: UIColor? {
    didSet {
      setNeedsLayout()
      appearancePropertyDidChange(\UIProgressView.trackTintColor, to: trackTintColor)
    }
  }

  /// An image for the filled part; `nil` by default.
  open var progressImage: UIImage? {
    didSet { appearancePropertyDidChange(\UIProgressView.progressImage, to: progressImage) }
  }

  /// An image for the unfilled part; `nil` by default.
  open var trackImage: UIImage? {
    didSet { appearancePropertyDidChange(\UIProgressView.trackImage, to: trackImage) }
  }

  /// A progress object the view follows; `nil` by default (not observed headless).
  open var observedProgress: Progress?

  /// Creates a default-style progress view with a frame.
  ///
  /// - Parameter frame: The frame.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    progressDidInitialize()
  }

  /// Creates a default-style progress view from an archive, with the `init(frame:)` defaults.
  ///
  /// - Parameter coder: The archive.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    progressDidInitialize()
  }

  /// Creates a progress view of a style, with its standard height and zero width.
  ///
  /// - Parameter style: The style.
  public convenience init(progressViewStyle style: Style) {
    self.init(frame: .zero)
    progressViewStyle = style
    frame = CGRect(origin: .zero, size: CGSize(width: 0, height: style.height))
  }

  private func progressDidInitialize() {
    setContentHuggingPriority(.defaultHigh, for: .vertical)
    installChrome()
  }

  /// Places the track and the fill for the bounds and the progress (decision K15).
  open override func layoutSubviews() {
    super.layoutSubviews()
    updateChrome()
  }

  /// Sets ``progress``; animation does not apply headless.
  ///
  /// - Parameters:
  ///   - progress: The fraction done (clamped to 0…1).
  ///   - animated: Whether UIKit would animate the change (ignored).
  open func setProgress(_ progress: Float, animated: Bool) {
    self.progress = progress
  }

  /// The frame; its height is always the style's height, whatever is set (decision K3).
  open override var frame: CGRect {
    get { super.frame }
    set {
      super.frame = CGRect(
        origin: newValue.origin,
        size: CGSize(width: newValue.width, height: progressViewStyle.height))
    }
  }

  /// No intrinsic width; the style's height.
  open override var intrinsicContentSize: CGSize {
    CGSize(width: UIView.noIntrinsicMetric, height: progressViewStyle.height)
  }

  /// The offered width and the style's height.
  ///
  /// - Parameter size: The size offered.
  /// - Returns: `size.width` by the style's height.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    CGSize(width: size.width, height: progressViewStyle.height)
  }

  private static func clamped(_ value: Float) -> Float {
    guard !value.isNaN else { return 0 }
    return min(max(value, 0), 1)
  }
}

extension UIProgressView {
  /// The looks of a progress view, with UIKit's raw values.
  public enum Style: Int, Sendable {
    /// The standard bar; 4 points tall.
    case `default` = 0
    /// The thinner bar used in toolbars; 2.5 points tall.
    case bar = 1

    /// The style's standard height.
    var height: CGFloat {
      self == .default ? 4 : 2.5
    }
  }
}
