import Foundation

/// An object that stores colour data and sometimes opacity.
///
/// A colour is either *fixed*, with one set of components in extended sRGB (RGB or grey), or
/// *dynamic*, like `systemRed` or `label`, with a variant for each appearance. Dynamic colours
/// stay dynamic when you change their alpha with `withAlphaComponent(_:)`. Wherever UIKit would
/// resolve a dynamic colour against the current trait collection (`cgColor`, `getRed`, …),
/// HeadlessUIKit resolves it against the light, normal-contrast, base-level appearance, which is
/// what a light app shows by default.
///
/// `UIColor` is a subclass of `NSObject`, as in UIKit, so `==`, `hash` and `description` work the
/// UIKit way through `isEqual(_:)`: two fixed colours are equal when they have the same colour
/// model and components (a grey white is *not* equal to an RGB white), and two dynamic colours are
/// equal when they are the same system colour with the same alpha. Colours are immutable and safe
/// to share across threads; UIKit's `UIColor` is not main-actor isolated either.
open class UIColor: NSObject, @unchecked Sendable {
  /// Where a colour's components come from.
  enum Storage: Hashable, Sendable {
    /// One set of components in every appearance.
    case fixed(CGColor)
    /// A system colour with a variant per appearance.
    case system(SystemColorVariants)
    /// A dynamic colour with its alpha replaced in every appearance.
    case alphaModified(base: UIColor, alpha: CGFloat)
    /// A colour an app's closure chooses for each trait collection
    /// (``UIColor/init(dynamicProvider:)``).
    case provider(DynamicColorProvider)
  }

  /// The colour's components or appearance variants; set only while initializing.
  private(set) var storage: Storage

  /// Creates a colour with the given storage.
  ///
  /// A convenience initializer, so that every designated initializer is public: an app's
  /// subclass that declares none inherits them all, and with them the convenience and required
  /// initializers, as it does from UIKit.
  convenience init(storage: Storage) {
    self.init(white: 0, alpha: 0)
    self.storage = storage
  }

  /// Creates a colour from red, green, blue and opacity values in the extended sRGB colour space.
  ///
  /// - Parameters:
  ///   - red: The red value; values outside `0...1` are kept, as UIKit does since iOS 10.
  ///   - green: The green value; values outside `0...1` are kept.
  ///   - blue: The blue value; values outside `0...1` are kept.
  ///   - alpha: The opacity, clamped to `0...1`.
  public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    storage = .fixed(CGColor(srgbRed: red, green: green, blue: blue, alpha: alpha))
    super.init()
  }

  /// Creates a grey colour from a grey level and an opacity, in the extended grey colour space.
  ///
  /// - Parameters:
  ///   - white: The grey level, from `0` (black) to `1` (white); other values are kept.
  ///   - alpha: The opacity, clamped to `0...1`.
  public init(white: CGFloat, alpha: CGFloat) {
    storage = .fixed(CGColor(gray: white, alpha: alpha))
    super.init()
  }

  /// Creates a colour from the components of a colour literal, as
  /// `#colorLiteral(red:green:blue:alpha:)` does: an extended-sRGB colour, like
  /// ``init(red:green:blue:alpha:)``.
  ///
  /// The initializer is `required`, as in UIKit's overlay, so a subclass that declares its own
  /// designated initializer must provide it too, as it must against UIKit (decision IM4).
  ///
  /// - Parameters:
  ///   - red: The red value.
  ///   - green: The green value.
  ///   - blue: The blue value.
  ///   - alpha: The opacity, clamped to `0...1`.
  public required convenience init(
    _colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float
  ) {
    self.init(
      red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha))
  }

  /// Creates a colour from a Core Graphics colour.
  ///
  /// - Parameter cgColor: The colour to wrap; it keeps its model and components.
  public init(cgColor: CGColor) {
    storage = .fixed(cgColor)
    super.init()
  }

  /// The Core Graphics colour for this colour.
  ///
  /// A dynamic colour gives its light, normal-contrast variant: UIKit resolves against the current
  /// trait collection, and HeadlessUIKit's current appearance is always light.
  public var cgColor: CGColor {
    storage.color(in: .light)
  }

  /// Returns whether another object is a colour with the same model and components, or the same
  /// dynamic colour.
  ///
  /// - Parameter object: The object to compare with.
  /// - Returns: `true` when `object` is an equal `UIColor`.
  open override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? UIColor else { return false }
    return storage == other.storage
  }

  /// A hash value consistent with `isEqual(_:)`.
  open override var hash: Int {
    storage.hashValue
  }

  /// A textual description in UIKit's format.
  ///
  /// A fixed colour prints its colour space and components with up to six significant digits,
  /// `UIExtendedSRGBColorSpace 1 0 0 1` or `UIExtendedGrayColorSpace 0.5 1`. A system colour
  /// prints its class, address and name, `<UIDynamicSystemColor: 0x…; name = systemRedColor>`.
  open override var description: String {
    storage.description(of: self)
  }
}

extension UIColor.Storage {
  /// The components shown in an appearance.
  func color(in appearance: ColorAppearance) -> CGColor {
    switch self {
    case .fixed(let color):
      return color
    case .system(let variants):
      return variants.color(in: appearance)
    case .alphaModified(let base, let alpha):
      return base.storage.color(in: appearance).replacingAlpha(alpha)
    case .provider(let provider):
      return provider.color(for: appearance.traitCollection).storage.color(in: appearance)
    }
  }
}
