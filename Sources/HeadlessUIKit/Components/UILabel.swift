import Foundation
import TextLayout

/// A view that shows one or more lines of read-only text.
///
/// A label's size comes from its text (spec 12): its intrinsic content size is the size of its
/// text laid out in its font, rounded up to the pixel grid. A multi-line label (`numberOfLines`
/// other than 1) wraps at `preferredMaxLayoutWidth` when that is set, else at the width layout
/// gives it: the engine solves, hands each such label its solved width, re-measures it and solves
/// again (spec 12.4, decision L6).
open class UILabel: UIView, UIContentSizeCategoryAdjusting {
  /// The plain text, when the label was last given plain text.
  var plainText: String?
  /// The styled text, when the label was last given styled text.
  var styledText: NSAttributedString?
  /// The width the layout engine is measuring the label at, while it reads the intrinsic size.
  var layoutWidthHint: CGFloat?
  /// The plain text shaped by a measurement made before the engine solved the label's width,
  /// kept for the measurement at that width (decision PF16).
  var shapedText: ShapedLabelText?
  /// Set while the engine measures the label before solving its width (decision PF16).
  var expectsMeasurementAtSolvedWidth = false
  private var contentSizeRegistration: (any UITraitChangeRegistration)?

  /// Creates a label with no text, the 17-point system font and one line.
  ///
  /// - Parameter frame: The frame.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    labelDidInitialize()
  }

  /// Creates a label from an archive; nothing is read from the coder yet.
  ///
  /// - Parameter coder: The decoder.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    labelDidInitialize()
  }

  private func labelDidInitialize() {
    isUserInteractionEnabled = false
    contentSizeRegistration = registerForTraitChanges(
      [UITraitPreferredContentSizeCategory.self]
    ) { (label: UILabel, _: UITraitCollection) in
      label.contentSizeCategoryDidChange()
    }
  }

  /// The text, or `nil`; setting it replaces any styled text.
  ///
  /// Styled text reads back as its characters.
  open var text: String? {
    get { styledText?.string ?? plainText }
    set { KeyValueObservingCenter.change(self, "text") { setText(newValue) } }
  }

  private func setText(_ newValue: String?) {
    guard newValue != text || styledText != nil else { return }
    plainText = newValue
    styledText = nil
    textDidChange()
  }

  /// The styled text, or `nil`; setting it replaces the plain text.
  ///
  /// Attributes the styled text does not set for a character (font, colour, paragraph style) are
  /// the label's.
  open var attributedText: NSAttributedString? {
    get {
      if let styledText { return styledText }
      guard let plainText else { return nil }
      return NSAttributedString(string: plainText, attributes: defaultAttributes)
    }
    set {
      styledText = newValue.map { NSAttributedString(attributedString: $0) }
      plainText = nil
      textDidChange()
    }
  }

  /// The font; setting `nil` restores the 17-point system font.
  ///
  /// With styled text, a new font applies to the whole string.
  open var font: UIFont! {
    get { storedFont }
    set {
      storedFont = newValue ?? .systemFont(ofSize: 17)
      applyToStyledText(.font, storedFont)
      textDidChange()
      appearancePropertyDidChange(\UILabel.font, to: newValue)
    }
  }
  /// The font, set without applying it over styled text (whose fonts adjust on their own).
  var storedFont = UIFont.systemFont(ofSize: 17)

  /// The colour of the text; setting `nil` restores the label colour.
  open var textColor: UIColor! {
    get { storedTextColor }
    set {
      storedTextColor = newValue ?? .label
      applyToStyledText(.foregroundColor, storedTextColor)
      appearancePropertyDidChange(\UILabel.textColor, to: newValue)
    }
  }
  private var storedTextColor = UIColor.label

  /// How lines line up within the label (default `.natural`).
  open var textAlignment: NSTextAlignment = .natural {
    didSet { if textAlignment != oldValue { updateStyledParagraphs() } }
  }

  /// How lines wrap and how the last line is cut (default `.byTruncatingTail`, spec 12.2).
  open var lineBreakMode: NSLineBreakMode = .byTruncatingTail {
    didSet {
      guard lineBreakMode != oldValue else { return }
      updateStyledParagraphs()
      textDidChange()
    }
  }

  /// How plain text chooses where to break lines (default `.standard`).
  ///
  /// UIKit documents `.standard` as the labels' default: a last line of one word takes the last
  /// word of the line above, and Hangul words are not broken (decisions TX9, TX12). Attributed
  /// text follows its paragraph styles instead, as UIKit documents.
  open var lineBreakStrategy: NSParagraphStyle.LineBreakStrategy = .standard {
    didSet { if lineBreakStrategy != oldValue { textDidChange() } }
  }

  /// The largest number of lines; 0 means no limit (default 1, spec 12.1).
  open var numberOfLines = 1 {
    didSet { if numberOfLines != oldValue { textDidChange() } }
  }

  /// The width a multi-line label wraps at when computing its intrinsic size (spec 12.3); 0, the
  /// default, means the width layout gives the label.
  open var preferredMaxLayoutWidth: CGFloat = 0 {
    didSet { if preferredMaxLayoutWidth != oldValue { textDidChange() } }
  }

  /// Whether the font follows the content size category (spec 12.7, default `false`).
  open var adjustsFontForContentSizeCategory = false {
    didSet {
      if adjustsFontForContentSizeCategory && !oldValue { contentSizeCategoryDidChange() }
    }
  }

  /// Whether a line that is too wide is drawn in a smaller font, down to
  /// `minimumScaleFactor` (default `false`); the intrinsic size is the full-size text's.
  open var adjustsFontSizeToFitWidth = false

  /// The smallest scale of the font when `adjustsFontSizeToFitWidth` is on (default 0).
  open var minimumScaleFactor: CGFloat = 0

  /// Whether characters may be drawn closer together before the text is truncated.
  open var allowsDefaultTighteningForTruncation = false

  /// How the text moves vertically when its font shrinks to fit (default `.alignBaselines`).
  open var baselineAdjustment: UIBaselineAdjustment = .alignBaselines

  /// Whether the label draws its text as enabled (default `true`).
  open var isEnabled = true

  /// Whether the label draws its text highlighted (default `false`).
  open var isHighlighted = false

  /// The colour of highlighted text, or `nil`.
  open var highlightedTextColor: UIColor?

  /// The colour of the text's shadow, or `nil` for none.
  open var shadowColor: UIColor?

  /// The offset of the text's shadow (default (0, -1)).
  open var shadowOffset = CGSize(width: 0, height: -1)

  /// The size of the text laid out for the label's wrap width, rounded up to the pixel grid
  /// (spec 12.3–12.4).
  ///
  /// Empty text measures (0, 0). A single-line label is as wide as its text. A multi-line
  /// label wraps at `preferredMaxLayoutWidth` if it is above 0, else at the width the layout
  /// engine is solving for, else at its bounds width if above 0, else not at all.
  open override var intrinsicContentSize: CGSize {
    let width = numberOfLines == 1 ? Self.unbounded : intrinsicWrapWidth
    return textRect(
      forBounds: CGRect(x: 0, y: 0, width: width, height: Self.unbounded),
      limitedToNumberOfLines: numberOfLines
    ).size
  }

  /// The size of the text laid out for a proposed size (spec 12.1, uikit-peers T5).
  ///
  /// A single-line label returns its whole text's size whatever the proposal; a multi-line label
  /// wraps at the proposed width (a width of 0 or less does not wrap). The proposed height does
  /// not limit the lines (decision L6).
  ///
  /// - Parameter size: The proposed size.
  /// - Returns: The text's size, rounded up to the pixel grid.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    let width = numberOfLines == 1 || size.width <= 0 ? Self.unbounded : size.width
    return textRect(
      forBounds: CGRect(x: 0, y: 0, width: width, height: Self.unbounded),
      limitedToNumberOfLines: numberOfLines
    ).size
  }

  /// The rectangle the text takes inside a bounds rectangle (spec 12.1, uikit-peers T3).
  ///
  /// The text wraps at the rectangle's width; the result starts at the rectangle's origin, is as
  /// wide as the widest line and as tall as the lines, rounded up to the pixel grid. Subclasses
  /// that inset their text override this and `drawText(in:)`; the intrinsic size follows.
  ///
  /// - Parameters:
  ///   - bounds: The rectangle to lay the text out in.
  ///   - numberOfLines: The largest number of lines; 0 means no limit.
  /// - Returns: The text's rectangle.
  open func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int)
    -> CGRect
  {
    let layout = layoutText(width: bounds.width, numberOfLines: numberOfLines)
    guard !layout.lines.isEmpty else { return CGRect(origin: bounds.origin, size: .zero) }
    let size = layout.size(scale: Double(pixelScale))
    return CGRect(
      x: bounds.minX, y: bounds.minY, width: min(size.width, max(bounds.width, 0)),
      height: size.height)
  }

  /// A label's own first baseline is that of its first line of text.
  open override var forFirstBaselineLayout: UIView { self }

  /// A label's own last baseline is that of its last line of text.
  open override var forLastBaselineLayout: UIView { self }

  /// Widths at or above this are treated as unbounded.
  static let unbounded = CGFloat.greatestFiniteMagnitude
}
