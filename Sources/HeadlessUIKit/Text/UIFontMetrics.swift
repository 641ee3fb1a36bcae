import Foundation

/// Scales custom fonts and values for Dynamic Type, following one text style (spec 12.8).
///
/// A font designed at the default content size category (large) is scaled by the ratio of the
/// text style's size at the wanted category to its size at the default (decision L4): body text
/// at 12 points becomes 12 × 19 / 17 at extra large.
open class UIFontMetrics: NSObject, @unchecked Sendable {
  /// The text style whose sizes set the ratio.
  let textStyle: UIFont.TextStyle

  /// Creates metrics that follow a text style.
  ///
  /// - Parameter textStyle: The style.
  public init(forTextStyle textStyle: UIFont.TextStyle) {
    self.textStyle = textStyle
    super.init()
  }

  /// Metrics that follow the body style.
  open class var `default`: UIFontMetrics { UIFontMetrics(forTextStyle: .body) }

  /// A font scaled for the current traits.
  ///
  /// - Parameter font: A font sized for the default category.
  /// - Returns: The scaled font; labels that adjust to the category re-scale it.
  open func scaledFont(for font: UIFont) -> UIFont {
    scaledFont(for: font, maximumPointSize: 0, compatibleWith: nil)
  }

  /// A font scaled for the current traits, no larger than a maximum.
  ///
  /// - Parameters:
  ///   - font: A font sized for the default category.
  ///   - maximumPointSize: The largest size; 0 means no limit.
  /// - Returns: The scaled font.
  open func scaledFont(for font: UIFont, maximumPointSize: CGFloat) -> UIFont {
    scaledFont(for: font, maximumPointSize: maximumPointSize, compatibleWith: nil)
  }

  /// A font scaled for a trait collection's content size category.
  ///
  /// - Parameters:
  ///   - font: A font sized for the default category.
  ///   - traitCollection: The traits; `nil` uses the current traits.
  /// - Returns: The scaled font.
  open func scaledFont(
    for font: UIFont, compatibleWith traitCollection: UITraitCollection?
  ) -> UIFont {
    scaledFont(for: font, maximumPointSize: 0, compatibleWith: traitCollection)
  }

  /// A font scaled for a trait collection's content size category, no larger than a maximum.
  ///
  /// A text-style font is already dynamic: it comes back as that style's font for the traits
  /// (decision L4). A font that these metrics scaled before stops with UIKit's exception.
  ///
  /// - Parameters:
  ///   - font: A font sized for the default category.
  ///   - maximumPointSize: The largest size; 0 means no limit.
  ///   - traitCollection: The traits; `nil` uses the current traits.
  /// - Returns: The scaled font.
  open func scaledFont(
    for font: UIFont, maximumPointSize: CGFloat,
    compatibleWith traitCollection: UITraitCollection?
  ) -> UIFont {
    switch font.origin {
    case .metrics:
      preconditionFailure(
        "NSInternalInconsistencyException: A scaled font returned by UIFontMetrics should not "
          + "be used to create another scaled font.")
    case .textStyle(let style):
      return UIFont.preferredFont(forTextStyle: style, compatibleWith: traitCollection)
    case nil:
      break
    }
    var size = font.pointSize * factor(for: traitCollection)
    if maximumPointSize > 0 { size = min(size, maximumPointSize) }
    var spec = font.descriptor.specification
    spec.size = size
    return UIFont(
      font: .init(face: font.font.face, size: Double(size)),
      descriptor: UIFontDescriptor(specification: spec),
      origin: .metrics(textStyle, base: font, maximumPointSize: maximumPointSize))
  }

  /// A value scaled for the current traits.
  ///
  /// - Parameter value: A length designed for the default category.
  /// - Returns: The value times the style's ratio.
  open func scaledValue(for value: CGFloat) -> CGFloat {
    scaledValue(for: value, compatibleWith: nil)
  }

  /// A value scaled for a trait collection's content size category.
  ///
  /// - Parameters:
  ///   - value: A length designed for the default category.
  ///   - traitCollection: The traits; `nil` uses the current traits.
  /// - Returns: The value times the style's ratio.
  open func scaledValue(
    for value: CGFloat, compatibleWith traitCollection: UITraitCollection?
  ) -> CGFloat {
    value * factor(for: traitCollection)
  }

  /// The style's size at the traits' category over its size at the default category.
  private func factor(for traits: UITraitCollection?) -> CGFloat {
    let category = UIFont.contentSizeCategory(traits)
    return textStyle.pointSize(for: category) / textStyle.pointSize(for: .large)
  }
}
