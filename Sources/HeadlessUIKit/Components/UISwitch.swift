import Foundation

/// A control that shows an on/off state, always 51×31 points (decision K1), 63×28 under iOS 26
/// metrics (decision IB52).
///
/// The switch's size is fixed: ``intrinsicContentSize`` and ``sizeThatFits(_:)`` are 51×31, and
/// setting ``frame`` keeps the origin given but forces that size, as UIKit does. Like UIKit's,
/// a switch hugs its content at priority 750 on both axes (spec 5.15). It draws as a rounded
/// track, green when on, with a white knob (decision K15).
///
///     let toggle = UISwitch(frame: CGRect(x: 10, y: 10, width: 200, height: 100))
///     toggle.frame   // (10, 10, 51, 31)
@preconcurrency @MainActor
open class UISwitch: UIControl {
  /// The size of every switch under a system generation's metrics: 51×31 points, 63×28 under
  /// iOS 26 (decision IB52).
  ///
  /// - Parameter generation: The system generation.
  /// - Returns: The size.
  static func fixedSize(for generation: SystemGeneration) -> CGSize {
    switch generation {
    case .iOS12, .iOS14, .iOS15, .iOS18: CGSize(width: 51, height: 31)
    case .iOS26: CGSize(width: 63, height: 28)
    }
  }

  /// The size of this switch, for the generation of the screen it is on.
  var fixedSize: CGSize {
    Self.fixedSize(for: systemGeneration)
  }

  /// The switch's track (decision K15).
  let track = UIView(frame: .zero)
  /// The switch's knob (decision K15).
  let knob = UIView(frame: .zero)

  /// Whether the switch is on; `false` by default.
  ///
  /// Setting it sends no action, as in UIKit.
  open var isOn = false {
    willSet { KeyValueObservingCenter.willChange(self, "isOn") }
    didSet {
      setNeedsLayout()
      KeyValueObservingCenter.didChange(self, "isOn")
    }
  }

  /// The colour of the track when on; `nil` (the system green) by default.
  open var onTintColor: UIColor? {
    didSet {
      setNeedsLayout()
      appearancePropertyDidChange(\UISwitch.onTintColor, to: onTintColor)
    }
  }

  /// The colour of the knob; `nil` (white) by default.
  open var thumbTintColor: UIColor? {
    didSet {
      setNeedsLayout()
      appearancePropertyDidChange(\UISwitch.thumbTintColor, to: thumbTintColor)
    }
  }

  /// The image shown on the track when on (ignored since iOS 7, as in UIKit).
  open var onImage: UIImage? {
    didSet { appearancePropertyDidChange(\UISwitch.onImage, to: onImage) }
  }

  /// The image shown on the track when off (ignored since iOS 7, as in UIKit).
  open var offImage: UIImage? {
    didSet { appearancePropertyDidChange(\UISwitch.offImage, to: offImage) }
  }

  /// The style asked for; `.automatic` by default.
  open var preferredStyle: Style = .automatic

  /// The style shown: `.sliding` on iPhone and iPad (`.checkbox` is Mac only).
  open var style: Style { .sliding }

  /// A title shown next to a checkbox-style switch (Mac only); `nil` by default.
  open var title: String?

  /// Creates a switch at a frame's origin, 51×31 points whatever the frame's size.
  ///
  /// - Parameter frame: The frame; only its origin is kept.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    switchDidInitialize()
  }

  /// Creates a switch from an archive, with the same defaults as `init(frame:)`.
  ///
  /// - Parameter coder: The archive.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    switchDidInitialize()
    frame = CGRect(origin: frame.origin, size: fixedSize)
  }

  private func switchDidInitialize() {
    setContentHuggingPriority(.defaultHigh, for: .horizontal)
    setContentHuggingPriority(.defaultHigh, for: .vertical)
    installChrome()
  }

  /// Places the track and the knob for the bounds and the state (decision K15).
  open override func layoutSubviews() {
    super.layoutSubviews()
    updateChrome()
  }

  /// The frame; its size is always 51×31 (63×28 under iOS 26), whatever is set (decisions K1,
  /// IB52).
  open override var frame: CGRect {
    get { super.frame }
    set { super.frame = CGRect(origin: newValue.origin, size: fixedSize) }
  }

  /// Takes the size of the new window's screen generation (decision IB52).
  open override func didMoveToWindow() {
    super.didMoveToWindow()
    if bounds.size != fixedSize { frame = super.frame }
  }

  /// Sets ``isOn``; animation does not apply headless.
  ///
  /// - Parameters:
  ///   - on: The new state.
  ///   - animated: Whether UIKit would animate the change (ignored).
  open func setOn(_ on: Bool, animated: Bool) {
    isOn = on
  }

  /// The track's layout rectangle ends 2 points before the frame's trailing edge (decision K17).
  open override var alignmentRectInsets: UIEdgeInsets {
    UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 2)
  }

  /// 49×31 points (61×28 under iOS 26): the fixed frame less its alignment insets, in the
  /// alignment-rectangle terms Auto Layout reads (decisions K17, IB52).
  open override var intrinsicContentSize: CGSize {
    let size = fixedSize
    return CGSize(width: size.width - 2, height: size.height)
  }

  /// 51×31 points (63×28 under iOS 26), whatever size is offered.
  ///
  /// - Parameter size: The size offered (ignored).
  /// - Returns: The fixed size.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    fixedSize
  }
}

extension UISwitch {
  /// The looks of a switch, with UIKit's raw values.
  public enum Style: Int, Sendable {
    /// The platform's usual style.
    case automatic = 0
    /// A checkbox (Mac only).
    case checkbox = 1
    /// A sliding on/off switch.
    case sliding = 2
  }
}
