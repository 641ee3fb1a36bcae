import Foundation

/// A control that picks a value from a continuous range by dragging a thumb along a track
/// (decision K5).
///
/// ``value`` stays between ``minimumValue`` (0) and ``maximumValue`` (1); moving one bound past
/// the other moves the other with it. The slider has no intrinsic width and is 31 points tall,
/// the height of its thumb's touch area (the frames Interface Builder stores for sliders);
/// ``sizeThatFits(_:)`` keeps the offered width.
///
///     let slider = UISlider(frame: CGRect(x: 0, y: 0, width: 200, height: 0))
///     slider.value = 2
///     slider.value                  // 1
///     slider.intrinsicContentSize   // (-1, 31)
@preconcurrency @MainActor
open class UISlider: UIControl {
  /// The height of a slider with the standard thumb.
  static let standardHeight: CGFloat = 31

  private var storedValue: Float = 0
  private var storedMinimum: Float = 0
  private var storedMaximum: Float = 1
  /// The track below the thumb (decision K15).
  let minimumTrack = UIView(frame: .zero)
  /// The track above the thumb (decision K15).
  let maximumTrack = UIView(frame: .zero)
  /// The thumb (decision K15).
  let thumb = UIView(frame: .zero)

  /// Whether value changes are sent while the thumb is dragged; `true` by default.
  open var isContinuous = true

  /// The image at the minimum end of the track; `nil` by default.
  open var minimumValueImage: UIImage? {
    didSet { invalidateIntrinsicContentSize() }
  }

  /// The image at the maximum end of the track; `nil` by default.
  open var maximumValueImage: UIImage? {
    didSet { invalidateIntrinsicContentSize() }
  }

  /// The colour of the track below the thumb; `nil` means the tint colour.
  open var minimumTrackTintColor: UIColor? {
    didSet {
      setNeedsLayout()
      appearancePropertyDidChange(\UISlider.minimumTrackTintColor, to: minimumTrackTintColor)
    }
  }

  /// The colour of the track above the thumb; `nil` means the system's.
  open var maximumTrackTintColor: UIColor? {
    didSet {
      setNeedsLayout()
      appearancePropertyDidChange(\UISlider.maximumTrackTintColor, to: maximumTrackTintColor)
    }
  }

  /// The colour of the thumb; `nil` means white.
  open var thumbTintColor: UIColor? {
    didSet {
      setNeedsLayout()
      appearancePropertyDidChange(\UISlider.thumbTintColor, to: thumbTintColor)
    }
  }

  /// Creates a slider with a frame.
  ///
  /// - Parameter frame: The frame.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    installChrome()
  }

  /// Creates a slider from an archive, with the same defaults as `init(frame:)`.
  ///
  /// - Parameter coder: The archive.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    installChrome()
  }

  /// Places the tracks and the thumb for the bounds and the value (decision K15).
  open override func layoutSubviews() {
    super.layoutSubviews()
    updateChrome()
  }

  /// The value, kept between ``minimumValue`` and ``maximumValue``; 0 by default.
  open var value: Float {
    get { storedValue }
    set {
      KeyValueObservingCenter.change(self, "value") {
        guard !newValue.isNaN else { return }
        storedValue = ControlValueRange.clamp(newValue, storedMinimum, storedMaximum)
        setNeedsLayout()
      }
    }
  }

  /// The lowest value; 0 by default.
  ///
  /// Setting it above ``maximumValue`` raises the maximum to it; ``value`` is clamped.
  open var minimumValue: Float {
    get { storedMinimum }
    set {
      (storedMinimum, storedMaximum) = ControlValueRange.bounds(
        settingMinimum: newValue, of: (storedMinimum, storedMaximum))
      value = storedValue
    }
  }

  /// The highest value; 1 by default.
  ///
  /// Setting it below ``minimumValue`` lowers the minimum to it; ``value`` is clamped.
  open var maximumValue: Float {
    get { storedMaximum }
    set {
      (storedMinimum, storedMaximum) = ControlValueRange.bounds(
        settingMaximum: newValue, of: (storedMinimum, storedMaximum))
      value = storedValue
    }
  }

  /// Sets ``value``; animation does not apply headless.
  ///
  /// - Parameters:
  ///   - value: The new value (clamped to the range).
  ///   - animated: Whether UIKit would animate the change (ignored).
  open func setValue(_ value: Float, animated: Bool) {
    self.value = value
  }

  /// The track's ends sit 2 points inside the frame: Auto Layout aligns the track, so the
  /// frame reaches 2 points past each constrained edge (decision K16, from the frames Xcode
  /// stores for sliders); before iOS 26 the aligned rectangle also stops 1 point above the
  /// frame's bottom (decision IC21).
  open override var alignmentRectInsets: UIEdgeInsets {
    UIEdgeInsets(top: 0, left: 2, bottom: alignmentBottomInset, right: 2)
  }

  /// No intrinsic width; 31 points tall with the frame, or the taller value image: the
  /// height in alignment terms is that less the bottom alignment inset (decision IC21).
  open override var intrinsicContentSize: CGSize {
    CGSize(width: UIView.noIntrinsicMetric, height: contentHeight - alignmentBottomInset)
  }

  /// The space between the aligned rectangle's bottom and the frame's: 1 point before iOS 26,
  /// none under iOS 26 (decision IC21).
  private var alignmentBottomInset: CGFloat {
    systemGeneration == .iOS26 ? 0 : 1
  }

  /// The offered width and the slider's height.
  ///
  /// - Parameter size: The size offered.
  /// - Returns: `size.width` by 31 points (or the taller value image).
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    CGSize(width: size.width, height: contentHeight)
  }

  private var contentHeight: CGFloat {
    max(
      Self.standardHeight, minimumValueImage?.size.height ?? 0,
      maximumValueImage?.size.height ?? 0)
  }
}
