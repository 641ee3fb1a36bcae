import Foundation

/// A view that blurs or tints what is behind it; its subviews go in ``contentView`` (decision
/// K9).
///
/// ``contentView`` is made with the effect view, is its only direct subview, and always fills
/// its bounds: it is resized with them and put back in ``layoutSubviews()``. Headless nothing is
/// blurred; ``effect`` only records what UIKit would draw.
///
///     let blur = UIVisualEffectView(effect: UIBlurEffect(style: .systemMaterial))
///     blur.frame = CGRect(x: 0, y: 0, width: 100, height: 50)
///     blur.contentView.frame   // (0, 0, 100, 50)
@preconcurrency @MainActor
open class UIVisualEffectView: UIView {
  /// The view that holds the effect view's content; it fills the bounds.
  public let contentView = UIView(frame: .zero)

  /// The effect; `nil` shows no effect.
  open var effect: UIVisualEffect?

  /// Creates an effect view with an effect and a zero frame.
  ///
  /// - Parameter effect: The effect, or `nil` for none.
  public init(effect: UIVisualEffect?) {
    self.effect = effect
    super.init(frame: .zero)
    addContentView()
  }

  /// Creates an effect view with no effect and a frame.
  ///
  /// - Parameter frame: The frame.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    addContentView()
  }

  /// Creates an effect view from an archive, with no effect and an empty content view.
  ///
  /// - Parameter coder: The archive.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    addContentView()
  }

  private func addContentView() {
    contentView.frame = bounds
    contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    addSubview(contentView)
  }

  /// Makes ``contentView`` fill the bounds again.
  open override func layoutSubviews() {
    super.layoutSubviews()
    if contentView.superview === self, contentView.frame != bounds {
      contentView.frame = bounds
    }
  }
}

/// An effect a ``UIVisualEffectView`` applies to what is behind it.
@preconcurrency @MainActor
open class UIVisualEffect: NSObject, NSCopying {
  /// Creates an effect that does nothing.
  public override init() {
    super.init()
  }

  /// The effect itself: effects are immutable.
  ///
  /// - Parameter zone: Ignored.
  /// - Returns: `self`.
  nonisolated open func copy(with zone: NSZone? = nil) -> Any {
    self
  }
}

/// A blur of what is behind the view, in one of UIKit's styles.
@preconcurrency @MainActor
open class UIBlurEffect: UIVisualEffect {
  /// The style of the blur.
  public let style: Style

  /// Creates a blur of a style.
  ///
  /// - Parameter style: The style.
  public init(style: Style) {
    self.style = style
    super.init()
  }

  /// Whether another effect is a blur of the same style.
  ///
  /// - Parameter object: The other object.
  /// - Returns: Whether the two blur alike.
  open override func isEqual(_ object: Any?) -> Bool {
    (object as? UIBlurEffect)?.style == style
  }
}

extension UIBlurEffect {
  /// The blur styles, with UIKit's raw values.
  public enum Style: Int, Sendable {
    /// A very light blur.
    case extraLight = 0
    /// A light blur.
    case light = 1
    /// A dark blur.
    case dark = 2
    /// A very dark blur (tvOS).
    case extraDark = 3
    /// The regular blur that follows the interface style.
    case regular = 4
    /// The stronger blur that follows the interface style.
    case prominent = 5
    /// The thinnest material.
    case systemUltraThinMaterial = 6
    /// A thin material.
    case systemThinMaterial = 7
    /// The standard material.
    case systemMaterial = 8
    /// A thick material.
    case systemThickMaterial = 9
    /// The material of system chrome.
    case systemChromeMaterial = 10
    /// The thinnest material, always light.
    case systemUltraThinMaterialLight = 11
    /// A thin material, always light.
    case systemThinMaterialLight = 12
    /// The standard material, always light.
    case systemMaterialLight = 13
    /// A thick material, always light.
    case systemThickMaterialLight = 14
    /// The chrome material, always light.
    case systemChromeMaterialLight = 15
    /// The thinnest material, always dark.
    case systemUltraThinMaterialDark = 16
    /// A thin material, always dark.
    case systemThinMaterialDark = 17
    /// The standard material, always dark.
    case systemMaterialDark = 18
    /// A thick material, always dark.
    case systemThickMaterialDark = 19
    /// The chrome material, always dark.
    case systemChromeMaterialDark = 20
  }
}

/// Vibrancy: content in a vibrancy effect view takes colour from the blur behind it.
@preconcurrency @MainActor
open class UIVibrancyEffect: UIVisualEffect {
  /// The blur the vibrancy goes with.
  let blurEffect: UIBlurEffect
  /// The vibrancy style, when made with one.
  let vibrancyStyle: UIVibrancyEffectStyle?

  /// Creates vibrancy for content over a blur.
  ///
  /// - Parameter blurEffect: The blur.
  public init(blurEffect: UIBlurEffect) {
    self.blurEffect = blurEffect
    vibrancyStyle = nil
    super.init()
  }

  /// Creates vibrancy of a style for content over a blur.
  ///
  /// - Parameters:
  ///   - blurEffect: The blur.
  ///   - style: The vibrancy style.
  public init(blurEffect: UIBlurEffect, style: UIVibrancyEffectStyle) {
    self.blurEffect = blurEffect
    vibrancyStyle = style
    super.init()
  }
}

/// The vibrancy styles, with UIKit's raw values.
public enum UIVibrancyEffectStyle: Int, Sendable {
  /// For primary labels.
  case label = 0
  /// For secondary labels.
  case secondaryLabel = 1
  /// For tertiary labels.
  case tertiaryLabel = 2
  /// For quaternary labels.
  case quaternaryLabel = 3
  /// For fills.
  case fill = 4
  /// For secondary fills.
  case secondaryFill = 5
  /// For tertiary fills.
  case tertiaryFill = 6
  /// For separators.
  case separator = 7
}
