import Foundation

extension UIListContentConfiguration {
  /// How a list content view shows a text.
  public struct TextProperties: Hashable, @unchecked Sendable {
    /// How a text is aligned.
    public enum TextAlignment: Int, Hashable, Sendable {
      /// By the layout direction.
      case natural = 0
      /// Centred.
      case center = 1
      /// Justified.
      case justified = 2
    }

    /// How a text's letters are changed before it is shown.
    public enum TextTransform: Int, Hashable, Sendable {
      /// Unchanged.
      case none = 0
      /// Upper case.
      case uppercase = 1
      /// Lower case.
      case lowercase = 2
      /// Capitalised words.
      case capitalized = 3
    }

    /// The font.
    public var font: UIFont

    /// The colour.
    public var color: UIColor

    /// A function applied to ``color``, or `nil`.
    public var colorTransformer: UIConfigurationColorTransformer?

    /// The alignment; `.natural` by default.
    public var alignment: TextAlignment = .natural

    /// How lines break; by words by default.
    public var lineBreakMode: NSLineBreakMode = .byWordWrapping

    /// The most lines, 0 for no limit; 0 by default.
    public var numberOfLines = 0

    /// Whether the font shrinks to fit the width; `false` by default.
    public var adjustsFontSizeToFitWidth = false

    /// The smallest scale the font shrinks to; 0 by default.
    public var minimumScaleFactor: CGFloat = 0

    /// Whether letters are pulled together before truncating; `false` by default.
    public var allowsDefaultTighteningForTruncation = false

    /// Whether the font follows the content size category; `true` by default.
    public var adjustsFontForContentSizeCategory = true

    /// How the letters are changed; `.none` by default.
    public var transform: TextTransform = .none

    /// Whether the text shows the user's accessibility button shapes (stored only).
    public var showsExpansionTextWhenTruncated = false

    /// Creates properties with a font and colour.
    init(font: UIFont, color: UIColor) {
      self.font = font
      self.color = color
    }

    /// The colour after the transformer.
    ///
    /// - Returns: The colour to draw with.
    public func resolvedColor() -> UIColor {
      colorTransformer?(color) ?? color
    }

    /// A text with the transform applied.
    func transformed(_ text: String) -> String {
      switch transform {
      case .none: text
      case .uppercase: text.uppercased()
      case .lowercase: text.lowercased()
      case .capitalized: text.capitalized
      }
    }
  }

  /// How a list content view shows its image.
  public struct ImageProperties: Hashable, @unchecked Sendable {
    /// A dimension that asks for the system's standard size.
    public static let standardDimension: CGFloat = -.greatestFiniteMagnitude

    /// The tint colour of a template image, or `nil` for the view's tint colour.
    public var tintColor: UIColor?

    /// A function applied to the tint colour, or `nil`.
    public var tintColorTransformer: UIConfigurationColorTransformer?

    /// The largest size the image is shown at; zero for no limit.
    public var maximumSize: CGSize = .zero

    /// The size kept for the image whatever its size, so texts of rows line up; zero for the
    /// image's own size.
    public var reservedLayoutSize: CGSize = .zero

    /// The radius of the image's rounded corners; 0 by default.
    public var cornerRadius: CGFloat = 0

    /// Whether colour inversion skips the image (stored only).
    public var accessibilityIgnoresInvertColors = false

    /// Creates properties with the defaults.
    init() {}

    /// The tint colour after the transformer, given the view's tint colour.
    ///
    /// - Parameter tintColor: The view's tint colour.
    /// - Returns: The colour to tint with.
    public func resolvedTintColor(for tintColor: UIColor) -> UIColor {
      let color = self.tintColor ?? tintColor
      return tintColorTransformer?(color) ?? color
    }

    /// The size the image is shown at: its own, scaled down to fit the maximum size.
    func displayedSize(of image: UIImage) -> CGSize {
      var size = image.size
      let maximum = maximumSize
      if maximum.width > 0 && size.width > maximum.width {
        size = CGSize(width: maximum.width, height: size.height * maximum.width / size.width)
      }
      if maximum.height > 0 && size.height > maximum.height {
        size = CGSize(width: size.width * maximum.height / size.height, height: maximum.height)
      }
      return size
    }

    /// The size the image takes in the layout: the reserved size where set, else its displayed
    /// size.
    func layoutSize(of image: UIImage?) -> CGSize {
      let shown = image.map(displayedSize(of:)) ?? .zero
      return CGSize(
        width: reservedLayoutSize.width > 0
          ? max(shown.width, reservedLayoutSize.width) : shown.width,
        height: reservedLayoutSize.height > 0
          ? max(shown.height, reservedLayoutSize.height) : shown.height)
    }
  }
}
