import Foundation
import TextLayout

/// Drawing strings into the current graphics context, laid out as they are measured
/// (decision L5): the lines are recorded as text in the context's user space, in each run's
/// font and foreground colour (black by default). Without a current context nothing happens.
extension NSAttributedString {
  /// Draws the text on one line per paragraph, its first line's top-left corner at a point.
  ///
  /// - Parameter point: The top-left corner.
  @MainActor public func draw(at point: CGPoint) {
    StringDrawing.draw(.attributed(self), colors: StringDrawing.colors(of: self), at: point)
  }

  /// Draws the text wrapped to a rectangle's width from its top-left corner; lines below the
  /// rectangle's bottom are not drawn.
  ///
  /// - Parameter rect: The rectangle.
  @MainActor public func draw(in rect: CGRect) {
    StringDrawing.draw(.attributed(self), colors: StringDrawing.colors(of: self), in: rect)
  }

  /// Draws the text in a rectangle with measuring options.
  ///
  /// With `.usesLineFragmentOrigin` the text wraps in the rectangle as ``draw(in:)`` draws it;
  /// without it, one line is drawn with its baseline starting at the rectangle's origin.
  ///
  /// - Parameters:
  ///   - rect: The rectangle.
  ///   - options: How to lay the text out.
  ///   - context: Unused when drawing (its scale factor is not applied).
  @MainActor public func draw(
    with rect: CGRect, options: NSStringDrawingOptions = [], context: NSStringDrawingContext?
  ) {
    let colors = StringDrawing.colors(of: self)
    if options.contains(.usesLineFragmentOrigin) {
      StringDrawing.draw(.attributed(self), colors: colors, in: rect)
    } else {
      StringDrawing.draw(.attributed(self), colors: colors, baselineAt: rect.origin)
    }
  }
}

extension NSString {
  /// Draws the string in attributes on one line per paragraph, its top-left corner at a point.
  ///
  /// - Parameters:
  ///   - point: The top-left corner.
  ///   - attrs: The attributes; without a font, the 12-point system font.
  @MainActor public func draw(
    at point: CGPoint, withAttributes attrs: [NSAttributedString.Key: Any]? = nil
  ) {
    StringDrawing.draw(
      .plain(String(self), attrs), colors: [StringDrawing.color(attrs)], at: point)
  }

  /// Draws the string in attributes wrapped to a rectangle's width from its top-left corner.
  ///
  /// - Parameters:
  ///   - rect: The rectangle.
  ///   - attrs: The attributes; without a font, the 12-point system font.
  @MainActor public func draw(
    in rect: CGRect, withAttributes attrs: [NSAttributedString.Key: Any]? = nil
  ) {
    StringDrawing.draw(
      .plain(String(self), attrs), colors: [StringDrawing.color(attrs)], in: rect)
  }
}

extension StringProtocol {
  /// Draws the string in attributes on one line per paragraph, its top-left corner at a point.
  ///
  /// - Parameters:
  ///   - point: The top-left corner.
  ///   - attrs: The attributes; without a font, the 12-point system font.
  @MainActor public func draw(
    at point: CGPoint, withAttributes attrs: [NSAttributedString.Key: Any]? = nil
  ) {
    NSString(string: String(self)).draw(at: point, withAttributes: attrs)
  }

  /// Draws the string in attributes wrapped to a rectangle's width from its top-left corner.
  ///
  /// - Parameters:
  ///   - rect: The rectangle.
  ///   - attrs: The attributes; without a font, the 12-point system font.
  @MainActor public func draw(
    in rect: CGRect, withAttributes attrs: [NSAttributedString.Key: Any]? = nil
  ) {
    NSString(string: String(self)).draw(in: rect, withAttributes: attrs)
  }
}

/// Lays strings out and records their lines in the current context.
@MainActor
enum StringDrawing {
  /// The foreground colour of one set of attributes: black unless given.
  static func color(_ attributes: [NSAttributedString.Key: Any]?) -> CGColor {
    (attributes?[.foregroundColor] as? UIColor)?.cgColor ?? .black
  }

  /// The foreground colour of each attribute run, in the order the measurement makes runs.
  static func colors(of text: NSAttributedString) -> [CGColor] {
    guard text.length > 0 else { return [.black] }
    var colors: [CGColor] = []
    text.enumerateAttributes(in: NSRange(location: 0, length: text.length)) { attributes, _, _ in
      colors.append(color(attributes))
    }
    return colors
  }

  /// The font of each run.
  static func fonts(of source: StringMeasurement.Source) -> [Font] {
    switch source {
    case .attributed(let text):
      TextMeasurement.styledText(text, defaultFont: StringMeasurement.defaultFont).runs.map(\.font)
    case .plain(_, let attributes):
      [((attributes?[.font] as? UIFont) ?? StringMeasurement.defaultFont).font]
    }
  }

  /// Draws unwrapped lines from a top-left corner.
  static func draw(_ source: StringMeasurement.Source, colors: [CGColor], at point: CGPoint) {
    let layout = source.layout(width: .infinity, lines: 0, mode: .byWordWrapping)
    record(layout.lines, source: source, colors: colors, origin: point, width: nil)
  }

  /// Draws lines wrapped in a rectangle, keeping those that fit its height.
  static func draw(_ source: StringMeasurement.Source, colors: [CGColor], in rect: CGRect) {
    let r = rect.standardized
    let layout = source.layout(width: Double(r.width), lines: 0, mode: .byWordWrapping)
    let fitting = layout.lines.filter { $0.top + $0.height <= Double(r.height) + 1e-9 }
    record(fitting, source: source, colors: colors, origin: r.origin, width: Double(r.width))
  }

  /// Draws the first line with its baseline starting at a point.
  static func draw(
    _ source: StringMeasurement.Source, colors: [CGColor], baselineAt point: CGPoint
  ) {
    let layout = source.layout(width: .infinity, lines: 1, mode: .byWordWrapping)
    guard let first = layout.lines.first else { return }
    let origin = CGPoint(x: point.x, y: point.y - first.baseline)
    record([first], source: source, colors: colors, origin: origin, width: nil)
  }

  /// Records lines whose top-left corner is `origin`, aligned within `width` (their own width
  /// when `nil`).
  static func record(
    _ lines: [TextLine], source: StringMeasurement.Source, colors: [CGColor], origin: CGPoint,
    width: Double?
  ) {
    guard let context = UIGraphicsGetCurrentContext(), !lines.isEmpty else { return }
    let fonts = fonts(of: source)
    var recorded: [RecordedText] = []
    for line in lines {
      let x = Double(origin.x) + line.x(inWidth: width ?? line.width)
      let baseline = Double(origin.y) + line.baseline
      let segments =
        line.segments.isEmpty
        ? [TextSegment(text: line.text, run: 0, x: 0)] : line.segments
      for segment in segments where !segment.text.isEmpty {
        let run = min(segment.run, fonts.count - 1)
        recorded.append(
          RecordedText(
            text: segment.text, font: segment.font(drawnWith: fonts[run]),
            origin: CGPoint(x: x + segment.x, y: baseline),
            color: colors[min(segment.run, colors.count - 1)]))
      }
    }
    if !recorded.isEmpty { context.record(.text(recorded)) }
  }
}
