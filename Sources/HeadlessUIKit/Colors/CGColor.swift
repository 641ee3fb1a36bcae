import Foundation

/// A set of colour components, with their model, that Core Graphics uses to paint.
///
/// HeadlessUIKit models the two kinds of colour that UIKit hands to layers: grey colours, with one
/// grey component and alpha, and RGB colours, with red, green and blue components and alpha.
/// Both are in the sRGB family: grey values and RGB values are interpreted as extended sRGB, so
/// components outside `0...1` are kept rather than clamped. Other colour spaces (CMYK, Lab,
/// calibrated or ICC-based RGB, patterns) are not modelled, and there is no `CGColorSpace` type;
/// `CGColor(red:green:blue:alpha:)`, which on Apple platforms builds a Generic RGB colour, builds
/// an sRGB colour here.
///
/// A `CGColor` is immutable. Two colours are equal when they have the same model and the same
/// component values, so a grey white is not equal to an RGB white, as with `CFEqual`.
public final class CGColor: Sendable {
  /// How a colour's components are laid out.
  package enum Model: Hashable, Sendable {
    /// One grey component followed by alpha.
    case monochrome
    /// Red, green and blue components followed by alpha.
    case rgb
  }

  /// The colour's model.
  package let model: Model

  /// The colour's components, alpha last.
  package let values: [CGFloat]

  /// Creates a colour from a model and its components; alpha is clamped to `0...1`.
  package init(model: Model, values: [CGFloat]) {
    precondition(
      values.count == (model == .rgb ? 4 : 2),
      "CGColor: a \(model) colour needs \(model == .rgb ? 4 : 2) components, got \(values.count)"
    )
    var clamped = values
    clamped[clamped.count - 1] = Swift.min(Swift.max(values[values.count - 1], 0), 1)
    self.model = model
    self.values = clamped
  }

  /// Creates an RGB colour.
  ///
  /// Core Graphics puts this colour in the Generic RGB colour space; HeadlessUIKit treats it as
  /// sRGB, the only RGB space it models.
  ///
  /// - Parameters:
  ///   - red: The red component; values outside `0...1` are kept (extended range).
  ///   - green: The green component.
  ///   - blue: The blue component.
  ///   - alpha: The opacity, clamped to `0...1`.
  public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    self.init(model: .rgb, values: [red, green, blue, alpha])
  }

  /// Creates a colour in the sRGB colour space.
  ///
  /// - Parameters:
  ///   - red: The red component; values outside `0...1` are kept (extended range).
  ///   - green: The green component.
  ///   - blue: The blue component.
  ///   - alpha: The opacity, clamped to `0...1`.
  public convenience init(srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    self.init(model: .rgb, values: [red, green, blue, alpha])
  }

  /// Creates a grey colour.
  ///
  /// - Parameters:
  ///   - gray: The grey level, from `0` (black) to `1` (white); other values are kept.
  ///   - alpha: The opacity, clamped to `0...1`.
  public convenience init(gray: CGFloat, alpha: CGFloat) {
    self.init(model: .monochrome, values: [gray, alpha])
  }

  /// Opaque black, a grey colour.
  public static let black = CGColor(gray: 0, alpha: 1)

  /// Opaque white, a grey colour.
  public static let white = CGColor(gray: 1, alpha: 1)

  /// Fully transparent black, a grey colour.
  public static let clear = CGColor(gray: 0, alpha: 0)

  /// The colour's components, alpha last: `[gray, alpha]` or `[red, green, blue, alpha]`.
  ///
  /// Always non-`nil` here; the optional type is Core Graphics' own.
  public var components: [CGFloat]? { values }

  /// The number of components, alpha included: `2` for a grey colour, `4` for an RGB colour.
  public var numberOfComponents: Int { values.count }

  /// The colour's opacity, from `0` to `1`.
  public var alpha: CGFloat { values[values.count - 1] }

  /// Returns a copy of the colour with a different opacity.
  ///
  /// - Parameter alpha: The new opacity, clamped to `0...1`.
  /// - Returns: A colour with the same model and colour components. Never `nil` here.
  public func copy(alpha: CGFloat) -> CGColor? {
    replacingAlpha(alpha)
  }

  /// Returns a colour with the same model and colour components and a new opacity.
  package func replacingAlpha(_ alpha: CGFloat) -> CGColor {
    CGColor(model: model, values: values.dropLast() + [alpha])
  }

  /// The colour as red, green, blue and alpha; a grey level becomes three equal components.
  package var rgba: (red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    switch model {
    case .monochrome: (values[0], values[0], values[0], values[1])
    case .rgb: (values[0], values[1], values[2], values[3])
    }
  }
}

extension CGColor: Hashable {
  /// Returns whether two colours have the same model and the same component values.
  ///
  /// - Parameters:
  ///   - lhs: A colour.
  ///   - rhs: Another colour.
  /// - Returns: `true` when the models and every component match.
  public static func == (lhs: CGColor, rhs: CGColor) -> Bool {
    lhs.model == rhs.model && lhs.values == rhs.values
  }

  /// Hashes the colour's model and components.
  ///
  /// - Parameter hasher: The hasher to feed.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(model)
    hasher.combine(values)
  }
}
