import Foundation

/// How a text layer aligns its lines.
public struct CATextLayerAlignmentMode: RawRepresentable, Hashable, Sendable {
  /// The mode's name.
  public var rawValue: String

  /// Creates a mode from its name.
  public init(rawValue: String) {
    self.rawValue = rawValue
  }

  /// Left-aligned for left-to-right text (the default).
  public static let natural = CATextLayerAlignmentMode(rawValue: "natural")
  /// Left-aligned.
  public static let left = CATextLayerAlignmentMode(rawValue: "left")
  /// Right-aligned.
  public static let right = CATextLayerAlignmentMode(rawValue: "right")
  /// Centred.
  public static let center = CATextLayerAlignmentMode(rawValue: "center")
  /// Justified (drawn left-aligned by HeadlessUIKit).
  public static let justified = CATextLayerAlignmentMode(rawValue: "justified")
}

/// Where a text layer shortens a line that does not fit.
public struct CATextLayerTruncationMode: RawRepresentable, Hashable, Sendable {
  /// The mode's name.
  public var rawValue: String

  /// Creates a mode from its name.
  public init(rawValue: String) {
    self.rawValue = rawValue
  }

  /// No truncation (the default).
  public static let none = CATextLayerTruncationMode(rawValue: "none")
  /// An ellipsis at the start.
  public static let start = CATextLayerTruncationMode(rawValue: "start")
  /// An ellipsis at the end.
  public static let end = CATextLayerTruncationMode(rawValue: "end")
  /// An ellipsis in the middle.
  public static let middle = CATextLayerTruncationMode(rawValue: "middle")
}

/// A layer that draws a string in its bounds, from the top.
open class CATextLayer: CALayer, LayerStateCopying {
  /// The text: a `String` or an `NSAttributedString` (drawn with its plain characters), or
  /// `nil` (the default).
  open var string: Any?

  /// The font: a `UIFont`, or a font name.
  ///
  /// `nil` (the default) means Helvetica.
  /// The size comes from `fontSize`.
  open var font: AnyObject?

  /// The font size in points.
  ///
  /// Defaults to 36.
  open var fontSize: CGFloat = 36

  /// The colour of the text.
  ///
  /// Defaults to opaque white.
  open var foregroundColor: CGColor? = CGColor(gray: 1, alpha: 1)

  /// Whether lines wrap to the bounds' width.
  ///
  /// Defaults to `false`.
  open var isWrapped = false

  /// How lines are aligned.
  ///
  /// Defaults to `.natural`.
  open var alignmentMode = CATextLayerAlignmentMode.natural

  /// Where lines that do not fit are shortened.
  ///
  /// Defaults to `.none`.
  open var truncationMode = CATextLayerTruncationMode.none

  /// Whether glyph positions may be quantized to pixels.
  ///
  /// Defaults to `false`.
  open var allowsFontSubpixelQuantization = false

  func copyLayerState(from layer: CALayer) {
    guard let other = layer as? CATextLayer else { return }
    (string, font, fontSize, foregroundColor) =
      (other.string, other.font, other.fontSize, other.foregroundColor)
    (isWrapped, alignmentMode, truncationMode) =
      (other.isWrapped, other.alignmentMode, other.truncationMode)
    allowsFontSubpixelQuantization = other.allowsFontSubpixelQuantization
  }

  /// The plain text the layer draws.
  package var plainText: String? {
    if let text = string as? String { return text }
    if let text = string as? NSAttributedString { return text.string }
    return nil
  }

  /// The font the layer draws with: `font`'s face at `fontSize` (the system font for a name or
  /// `nil`, as HeadlessUIKit has no Helvetica).
  package var resolvedFont: UIFont {
    if let font = font as? UIFont { return font.withSize(fontSize) }
    return UIFont.systemFont(ofSize: fontSize)
  }
}
