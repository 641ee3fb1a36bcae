import Foundation
import TextLayout

/// Options for measuring and drawing strings, with UIKit's raw values.
public struct NSStringDrawingOptions: OptionSet, Sendable {
  /// The bits.
  public var rawValue: Int

  /// Creates options from their bits.
  ///
  /// - Parameter rawValue: The bits.
  public init(rawValue: Int) { self.rawValue = rawValue }

  /// Lay the text out in lines from the rectangle's origin; without it only one line is
  /// measured, from a baseline origin.
  public static let usesLineFragmentOrigin = NSStringDrawingOptions(rawValue: 1 << 0)
  /// Use the font's leading for line heights (the stand-in fonts have none, decision L5).
  public static let usesFontLeading = NSStringDrawingOptions(rawValue: 1 << 1)
  /// Use glyph bounds rather than typographic bounds (not distinguished, decision L5).
  public static let usesDeviceMetrics = NSStringDrawingOptions(rawValue: 1 << 3)
  /// Truncate the last line that fits the rectangle's height, with "…".
  public static let truncatesLastVisibleLine = NSStringDrawingOptions(rawValue: 1 << 5)
}

/// Settings and results of a string measurement: the smallest font scale allowed and the one
/// used.
open class NSStringDrawingContext: NSObject {
  /// The smallest factor the font may be scaled by to fit the width; 0 or 1 means no scaling.
  open var minimumScaleFactor: CGFloat = 0
  /// The factor the font was scaled by in the last measurement.
  open internal(set) var actualScaleFactor: CGFloat = 1
  /// The bounds of the text in the last measurement.
  open internal(set) var totalBounds: CGRect = .zero
}

/// String measurement: the size of text set in its attributes (decision L5).
extension NSAttributedString {
  /// The size of the text on unbounded lines (each paragraph on one line), unrounded.
  ///
  /// - Returns: The width of the widest paragraph and the height of all of them.
  @MainActor public func size() -> CGSize {
    boundingRect(
      with: CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude),
      options: .usesLineFragmentOrigin, context: nil
    ).size
  }

  /// The rectangle the text takes when laid out in a size.
  ///
  /// With `.usesLineFragmentOrigin`, lines wrap at `size.width` and the rectangle starts at
  /// (0, 0); with `.truncatesLastVisibleLine`, lines that do not fit `size.height` are dropped
  /// and the last one kept is truncated. Without `.usesLineFragmentOrigin`, only the first line
  /// is measured, unwrapped, and the rectangle starts at the baseline origin (its minimum y is
  /// minus the first line's ascent). Values are unrounded; round up before using them as a
  /// frame.
  ///
  /// - Parameters:
  ///   - size: The size to lay the text out in.
  ///   - options: How to lay it out.
  ///   - context: Receives the scale factor and bounds; its minimum scale factor is honoured.
  /// - Returns: The text's rectangle.
  @MainActor public func boundingRect(
    with size: CGSize, options: NSStringDrawingOptions = [], context: NSStringDrawingContext?
  ) -> CGRect {
    let rect = StringMeasurement.boundingRect(
      .attributed(self), size: size, options: options, context: context)
    context?.totalBounds = rect
    return rect
  }
}

extension NSString {
  /// The size of the string set in attributes on unbounded lines, unrounded.
  ///
  /// - Parameter attributes: The attributes; without a font, the 12-point system font.
  /// - Returns: The width of the widest paragraph and the height of all of them.
  @MainActor public func size(withAttributes attributes: [NSAttributedString.Key: Any]? = nil)
    -> CGSize
  {
    let layout = StringMeasurement.layoutPlain(String(self), attributes: attributes)
    return CGSize(width: layout.width, height: layout.height)
  }

  /// The rectangle the string set in attributes takes when laid out in a size.
  ///
  /// - Parameters:
  ///   - size: The size to lay the text out in.
  ///   - options: How to lay it out; see `NSAttributedString.boundingRect(with:options:context:)`.
  ///   - attributes: The attributes; without a font, the 12-point system font.
  ///   - context: Receives the scale factor and bounds.
  /// - Returns: The text's rectangle.
  @MainActor public func boundingRect(
    with size: CGSize, options: NSStringDrawingOptions = [],
    attributes: [NSAttributedString.Key: Any]? = nil, context: NSStringDrawingContext?
  ) -> CGRect {
    let rect = StringMeasurement.boundingRect(
      .plain(String(self), attributes), size: size, options: options, context: context)
    context?.totalBounds = rect
    return rect
  }
}

extension StringProtocol {
  /// The size of the string set in attributes on unbounded lines, unrounded.
  ///
  /// - Parameter attributes: The attributes; without a font, the 12-point system font.
  /// - Returns: The width of the widest paragraph and the height of all of them.
  @MainActor public func size(withAttributes attributes: [NSAttributedString.Key: Any]? = nil)
    -> CGSize
  {
    NSString(string: String(self)).size(withAttributes: attributes)
  }

  /// The rectangle the string set in attributes takes when laid out in a size.
  ///
  /// - Parameters:
  ///   - size: The size to lay the text out in.
  ///   - options: How to lay it out; see `NSAttributedString.boundingRect(with:options:context:)`.
  ///   - attributes: The attributes; without a font, the 12-point system font.
  ///   - context: Receives the scale factor and bounds.
  /// - Returns: The text's rectangle.
  @MainActor public func boundingRect(
    with size: CGSize, options: NSStringDrawingOptions = [],
    attributes: [NSAttributedString.Key: Any]? = nil, context: NSStringDrawingContext?
  ) -> CGRect {
    NSString(string: String(self)).boundingRect(
      with: size, options: options, attributes: attributes, context: context)
  }
}

/// The measuring behind the string-drawing extensions.
@MainActor
enum StringMeasurement {
  /// The default font of text without one: the 12-point system font (decision L5).
  static let defaultFont = UIFont.systemFont(ofSize: 12)

  /// One string in one set of attributes on unbounded lines, without an attributed string.
  static func layoutPlain(_ string: String, attributes: [NSAttributedString.Key: Any]?)
    -> TextLayoutResult
  {
    TextMeasurement.layout(
      plain: string, font: attributes?[.font] as? UIFont ?? defaultFont,
      paragraph: attributes?[.paragraphStyle] as? NSParagraphStyle,
      kern: TextMeasurement.kern(attributes?[.kern]), width: .infinity, numberOfLines: 0,
      lineBreakMode: .byWordWrapping, isRightToLeft: false)
  }

  /// Text to measure: an attributed string, or a string in one set of attributes (measured
  /// without making an attributed string, which Linux's Foundation does not free).
  @MainActor
  enum Source {
    case attributed(NSAttributedString)
    case plain(String, [NSAttributedString.Key: Any]?)

    /// The text laid out at a width, in a number of lines and a line-break mode.
    func layout(width: Double, lines: Int, mode: NSLineBreakMode) -> TextLayoutResult {
      switch self {
      case .attributed(let text):
        return TextMeasurement.layout(
          text, defaultFont: defaultFont, width: width, numberOfLines: lines,
          lineBreakMode: mode, isRightToLeft: false)
      case .plain(let string, let attributes):
        return TextMeasurement.layout(
          plain: string, font: attributes?[.font] as? UIFont ?? defaultFont,
          paragraph: attributes?[.paragraphStyle] as? NSParagraphStyle,
          kern: TextMeasurement.kern(attributes?[.kern]), width: width, numberOfLines: lines,
          lineBreakMode: mode, isRightToLeft: false)
      }
    }

    /// The same text with every font scaled by a factor.
    func scaled(by factor: CGFloat) -> Source {
      switch self {
      case .attributed(let text):
        return .attributed(StringMeasurement.scaled(text, by: factor))
      case .plain(let string, let attributes):
        var scaled = attributes ?? [:]
        let font = attributes?[.font] as? UIFont ?? defaultFont
        scaled[.font] = font.withSize(font.pointSize * factor)
        return .plain(string, scaled)
      }
    }
  }

  static func boundingRect(
    _ text: Source, size: CGSize, options: NSStringDrawingOptions,
    context: NSStringDrawingContext?
  ) -> CGRect {
    let multiLine = options.contains(.usesLineFragmentOrigin)
    let width =
      multiLine && size.width < .greatestFiniteMagnitude / 2 ? Double(size.width) : .infinity
    var scale: CGFloat = 1
    var layout = measure(text, width: width, multiLine: multiLine, options: options, size: size)
    let fitWidth = multiLine ? width : Double(size.width)
    if let minimum = context?.minimumScaleFactor, minimum > 0, minimum < 1,
      layout.width > fitWidth
    {
      var factor: CGFloat = 1
      while factor - 0.01 >= minimum - 1e-9 {
        factor -= 0.01
        layout = measure(
          text.scaled(by: factor), width: width, multiLine: multiLine, options: options,
          size: size)
        if layout.width <= fitWidth && !layout.isTruncated { break }
      }
      scale = factor
    }
    context?.actualScaleFactor = scale
    guard !layout.lines.isEmpty else { return .zero }
    if multiLine {
      return CGRect(x: 0, y: 0, width: layout.width, height: layout.height)
    }
    let first = layout.lines[0]
    return CGRect(
      x: 0, y: -CGFloat(first.ascent), width: CGFloat(layout.width), height: CGFloat(first.height))
  }

  private static func measure(
    _ text: Source, width: Double, multiLine: Bool, options: NSStringDrawingOptions,
    size: CGSize
  ) -> TextLayoutResult {
    var lines = multiLine ? 0 : 1
    if multiLine, options.contains(.truncatesLastVisibleLine), size.height > 0,
      size.height < .greatestFiniteMagnitude / 2
    {
      // Only the lines whose whole height fits are kept.
      let all = text.layout(width: width, lines: 0, mode: .byWordWrapping)
      let fitting = all.lines.filter { $0.top + $0.height <= Double(size.height) + 1e-9 }.count
      lines = max(1, fitting)
    }
    let mode: NSLineBreakMode =
      options.contains(.truncatesLastVisibleLine) ? .byTruncatingTail : .byWordWrapping
    return text.layout(width: width, lines: lines, mode: mode)
  }

  /// The text with every font scaled by a factor.
  static func scaled(_ text: NSAttributedString, by factor: CGFloat) -> NSAttributedString {
    let copy = NSMutableAttributedString(attributedString: text)
    let whole = NSRange(location: 0, length: copy.length)
    var fonts: [(NSRange, UIFont)] = []
    copy.enumerateAttribute(.font, in: whole) { value, range, _ in
      let font = value as? UIFont ?? defaultFont
      fonts.append((range, font.withSize(font.pointSize * factor)))
    }
    for (range, font) in fonts { copy.addAttribute(.font, value: font, range: range) }
    return copy
  }
}
