import Foundation

/// The line styles of underlines and strikethroughs, combined with a pattern and `byWord`.
///
/// Store the raw value under ``NSAttributedString/Key/underlineStyle`` or
/// ``NSAttributedString/Key/strikethroughStyle``, as UIKit does.
public struct NSUnderlineStyle: OptionSet, Hashable, Sendable {
  /// The style's bits, as in UIKit.
  public let rawValue: Int

  /// Creates a style from its bits.
  ///
  /// - Parameter rawValue: The bits.
  public init(rawValue: Int) {
    self.rawValue = rawValue
  }

  /// A single thin line.
  public static let single = NSUnderlineStyle(rawValue: 0x01)
  /// A single thick line.
  public static let thick = NSUnderlineStyle(rawValue: 0x02)
  /// Two thin lines.
  public static let double = NSUnderlineStyle(rawValue: 0x09)
  /// A solid line (the default pattern).
  public static let patternSolid = NSUnderlineStyle([])
  /// A dotted line.
  public static let patternDot = NSUnderlineStyle(rawValue: 0x0100)
  /// A dashed line.
  public static let patternDash = NSUnderlineStyle(rawValue: 0x0200)
  /// Alternating dashes and dots.
  public static let patternDashDot = NSUnderlineStyle(rawValue: 0x0300)
  /// Alternating dashes and pairs of dots.
  public static let patternDashDotDot = NSUnderlineStyle(rawValue: 0x0400)
  /// Lines under words only, not under the spaces between them.
  public static let byWord = NSUnderlineStyle(rawValue: 0x8000)
}

extension NSAttributedString.Key {
  /// A link, a `URL` or a `String`; text views show it in their link colour.
  public static let link = NSAttributedString.Key("NSLink")
  /// The shadow of the text, an ``NSShadow``.
  public static let shadow = NSAttributedString.Key("NSShadow")
  /// An attachment shown in place of the character, an ``NSTextAttachment``.
  public static let attachment = NSAttributedString.Key("NSAttachment")
  /// The colour of the outline, a `UIColor`.
  public static let strokeColor = NSAttributedString.Key("NSStrokeColor")
  /// The width of the outline, a number (negative also fills the glyphs).
  public static let strokeWidth = NSAttributedString.Key("NSStrokeWidth")
  /// The colour of the strikethrough, a `UIColor`.
  public static let strikethroughColor = NSAttributedString.Key("NSStrikethroughColor")
  /// The skew of the glyphs, a number.
  public static let obliqueness = NSAttributedString.Key("NSObliqueness")
  /// The log of the horizontal stretch of the glyphs, a number.
  public static let expansion = NSAttributedString.Key("NSExpansion")
  /// Which ligatures to use, a number (0, 1 or 2).
  public static let ligature = NSAttributedString.Key("NSLigature")
  /// Extra tracking between characters in points, a number (iOS 14).
  public static let tracking = NSAttributedString.Key("NSTracking")
  /// The text effect, such as letterpress, an `NSAttributedString.TextEffectStyle`.
  public static let textEffect = NSAttributedString.Key("NSTextEffect")
}

extension NSAttributedString {
  /// A text effect.
  public struct TextEffectStyle: RawRepresentable, Hashable, Sendable {
    /// The effect's name.
    public var rawValue: String

    /// Creates an effect from its name.
    ///
    /// - Parameter rawValue: The name.
    public init(rawValue: String) {
      self.rawValue = rawValue
    }

    /// The letterpress effect.
    public static let letterpressStyle = TextEffectStyle(rawValue: "_UIKitNewLetterpressStyle")
  }

  /// Creates a one-character string (U+FFFC) that shows an attachment.
  ///
  /// - Parameter attachment: The attachment.
  public convenience init(attachment: NSTextAttachment) {
    self.init(string: "\u{FFFC}", attributes: [.attachment: attachment])
  }
}

/// The shadow text draws with: an offset, a blur radius and a colour.
open class NSShadow: NSObject, @unchecked Sendable {
  /// The shadow's offset; `(0, -3)` by default, as in UIKit.
  open var shadowOffset = CGSize(width: 0, height: -3)

  /// The blur radius; 0 (a sharp shadow) by default.
  open var shadowBlurRadius: CGFloat = 0

  /// The colour, a `UIColor`; `nil` draws black at one third opacity.
  open var shadowColor: Any?

  /// Creates the default shadow.
  public override init() {
    super.init()
  }
}

/// An image or file shown in attributed text in place of one character (U+FFFC).
open class NSTextAttachment: NSObject, @unchecked Sendable {
  /// The contents' data, if made from data.
  open var contents: Data?

  /// The type of the contents, a uniform type identifier.
  open var fileType: String?

  /// The image shown; `nil` until set.
  open var image: UIImage?

  /// Where the image is drawn relative to the baseline, in points; zero uses the image's size
  /// on the baseline.
  open var bounds: CGRect = .zero

  /// Creates an attachment from data of a type.
  ///
  /// - Parameters:
  ///   - contentData: The data.
  ///   - uti: Its uniform type identifier.
  public init(data contentData: Data?, ofType uti: String?) {
    contents = contentData
    fileType = uti
    super.init()
  }

  /// Creates an empty attachment.
  public override convenience init() {
    self.init(data: nil, ofType: nil)
  }

  /// Creates an attachment that shows an image (iOS 13).
  ///
  /// - Parameter image: The image.
  public convenience init(image: UIImage) {
    self.init(data: nil, ofType: nil)
    self.image = image
  }
}
