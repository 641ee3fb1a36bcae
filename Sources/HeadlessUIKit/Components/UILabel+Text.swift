import Foundation
import TextLayout

/// Keeping the label's text, attributes and measured size in step.
extension UILabel {
  /// The attributes plain text is shown with: the label's font, colour and paragraph.
  var defaultAttributes: [NSAttributedString.Key: Any] {
    let paragraph = NSMutableParagraphStyle()
    paragraph.alignment = textAlignment
    paragraph.lineBreakMode = lineBreakMode
    return [
      .font: font as UIFont, .foregroundColor: textColor as UIColor, .paragraphStyle: paragraph,
    ]
  }

  /// The text changed in a way that can change its size: re-measure at the next layout.
  func textDidChange() {
    invalidateIntrinsicContentSize()
    setNeedsLayout()
  }

  /// Sets one attribute over the whole styled text, as a new label property does.
  func applyToStyledText(_ key: NSAttributedString.Key, _ value: Any) {
    guard let styledText, styledText.length > 0 else { return }
    let changed = NSMutableAttributedString(attributedString: styledText)
    changed.addAttribute(key, value: value, range: NSRange(location: 0, length: changed.length))
    self.styledText = changed
  }

  /// Applies the label's alignment and line-break mode to the paragraphs of the styled text.
  func updateStyledParagraphs() {
    guard let styledText, styledText.length > 0 else { return }
    let changed = NSMutableAttributedString(attributedString: styledText)
    let whole = NSRange(location: 0, length: changed.length)
    var updates: [(NSRange, NSParagraphStyle)] = []
    changed.enumerateAttribute(.paragraphStyle, in: whole) { value, range, _ in
      let style =
        (value as? NSParagraphStyle)?.mutableCopy() as? NSMutableParagraphStyle
        ?? NSMutableParagraphStyle()
      style.alignment = textAlignment
      style.lineBreakMode = lineBreakMode
      updates.append((range, style))
    }
    for (range, style) in updates {
      changed.addAttribute(.paragraphStyle, value: style, range: range)
    }
    self.styledText = changed
  }

  /// The content size category changed: a label that adjusts takes its font's size for the new
  /// category (spec 12.7), in its styled text too.
  func contentSizeCategoryDidChange() {
    guard adjustsFontForContentSizeCategory else { return }
    let traits = traitCollection
    var changed = false
    if let adjusted = font.adjusted(for: traits), !adjusted.isEqual(font) {
      storedFont = adjusted
      changed = true
    }
    if let styledText, styledText.length > 0 {
      let copy = NSMutableAttributedString(attributedString: styledText)
      let whole = NSRange(location: 0, length: copy.length)
      var updates: [(NSRange, UIFont)] = []
      copy.enumerateAttribute(.font, in: whole) { value, range, _ in
        if let font = value as? UIFont, let adjusted = font.adjusted(for: traits) {
          updates.append((range, adjusted))
        }
      }
      for (range, font) in updates { copy.addAttribute(.font, value: font, range: range) }
      if !updates.isEmpty {
        self.styledText = copy
        changed = true
      }
    }
    if changed { textDidChange() }
  }

  /// The width a multi-line label wraps at for its intrinsic size (spec 12.4, decision L6).
  var intrinsicWrapWidth: CGFloat {
    if preferredMaxLayoutWidth > 0 { return preferredMaxLayoutWidth }
    if let layoutWidthHint { return layoutWidthHint }
    return bounds.width > 0 ? bounds.width : Self.unbounded
  }

  /// Whether the intrinsic size depends on the width layout gives the label.
  var intrinsicSizeDependsOnLayoutWidth: Bool {
    numberOfLines != 1 && preferredMaxLayoutWidth <= 0 && !(text ?? "").isEmpty
  }

  /// Pixels per point of the screen the label is on (the main screen's outside a window).
  var pixelScale: CGFloat {
    (window?.screen ?? UIScreen.main).scale
  }

  /// The label's text laid out at a width (unbounded at or above `unbounded`), in its fonts.
  func layoutText(width: CGFloat, numberOfLines: Int) -> TextLayoutResult {
    let wrapWidth = width >= Self.unbounded / 2 ? Double.infinity : Double(width)
    let isRightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
    guard let styledText else {
      // Plain text: the label's font and paragraph, as `defaultAttributes` describes them.
      let paragraph = NSMutableParagraphStyle()
      paragraph.alignment = textAlignment
      paragraph.lineBreakMode = lineBreakMode
      paragraph.lineBreakStrategy = lineBreakStrategy
      paragraph.allowsDefaultTighteningForTruncation = allowsDefaultTighteningForTruncation
      return layoutPlainText(
        plainText ?? "", paragraph: paragraph, width: wrapWidth, numberOfLines: numberOfLines,
        isRightToLeft: isRightToLeft)
    }
    shapedText = nil
    return TextMeasurement.layout(
      styledText, defaultFont: font, width: wrapWidth, numberOfLines: numberOfLines,
      lineBreakMode: lineBreakMode, isRightToLeft: isRightToLeft,
      tightensBeforeTruncating: allowsDefaultTighteningForTruncation)
  }
}

/// What the label draws: its text, shrunk to fit when it adjusts its font size.
extension UILabel {
  /// The factor the label's fonts are scaled by to draw in `bounds`, and the lines drawn
  /// (decision L8).
  ///
  /// Without `adjustsFontSizeToFitWidth` the factor is 1. With it, the factor is the largest in
  /// steps of 0.01, down to `minimumScaleFactor` (or 0.01 when that is 0), at which no line is
  /// truncated and the lines fit the bounds' height; the intrinsic size stays the full-size
  /// text's.
  func drawingLayout(in bounds: CGRect) -> (scale: CGFloat, layout: TextLayoutResult) {
    let lines = numberOfLines
    let full = layoutText(width: bounds.width, numberOfLines: lines)
    guard adjustsFontSizeToFitWidth, !full.lines.isEmpty, !fits(full, in: bounds) else {
      return (1, full)
    }
    let content = attributedText ?? NSAttributedString(string: "")
    let minimum = max(minimumScaleFactor, 0.01)
    var factor: CGFloat = 1
    var layout = full
    while factor - 0.01 >= minimum - 1e-9 {
      factor -= 0.01
      layout = TextMeasurement.layout(
        StringMeasurement.scaled(content, by: factor),
        defaultFont: font.withSize(font.pointSize * factor),
        width: Double(bounds.width), numberOfLines: lines, lineBreakMode: lineBreakMode,
        isRightToLeft: effectiveUserInterfaceLayoutDirection == .rightToLeft,
        tightensBeforeTruncating: allowsDefaultTighteningForTruncation)
      if fits(layout, in: bounds) { break }
    }
    return (factor, layout)
  }

  private func fits(_ layout: TextLayoutResult, in bounds: CGRect) -> Bool {
    !layout.isTruncated && layout.width <= Double(bounds.width) + 1e-9
      && (numberOfLines == 1 || layout.height <= Double(bounds.height) + 1e-9)
  }
}
