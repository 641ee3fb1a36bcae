import Foundation

/// A scroll view that shows and edits multi-line text (decision K8).
///
/// While ``isScrollEnabled`` is `true` (the default) the text view has no intrinsic size, as any
/// scroll view. With scrolling off it sizes to its text: the text laid out at the view's width
/// (unwrapped while the view has no width) less ``textContainerInset`` (8 points above and
/// below) and the container's line fragment padding (5 points each side), at least one line
/// tall, plus those insets and padding. ``sizeThatFits(_:)`` lays the text out at the offered
/// width whether or not scrolling is on.
///
///     let textView = UITextView(frame: .zero)
///     textView.isScrollEnabled = false
///     textView.text = "Hello"
///     textView.intrinsicContentSize   // the text's size plus 10 wide and 16 tall
@preconcurrency @MainActor
open class UITextView: UIScrollView {
  /// The text; `""` when empty (setting `nil` reads back as `""`).
  open var text: String! {
    get { storedText }
    set {
      storedText = newValue ?? ""
      textDidChange()
    }
  }

  /// The text with the view's attributes; setting it sets ``text`` to its characters.
  open var attributedText: NSAttributedString! {
    get { NSAttributedString(string: storedText, attributes: [.font: storedFont]) }
    set { text = newValue?.string }
  }

  /// The font; setting `nil` restores the 12-point system font.
  open var font: UIFont? {
    get { storedFont }
    set {
      storedFont = newValue ?? Self.defaultFont
      textDidChange()
    }
  }

  /// The text colour; `nil` means the label colour.
  open var textColor: UIColor?

  /// How the text is aligned; `.natural` by default.
  open var textAlignment: NSTextAlignment = .natural

  /// Whether the text can be edited; `true` by default.
  open var isEditable = true

  /// Whether the text can be selected; `true` by default.
  open var isSelectable = true

  /// Whether the font follows the content size category, as a label's does; `false` by default
  /// (UITextView+ContentSize.swift).
  open var adjustsFontForContentSizeCategory = false {
    didSet {
      if adjustsFontForContentSizeCategory && !oldValue { adjustFontToContentSizeCategory() }
    }
  }

  /// The kinds of data turned into links; none by default (stored only: nothing is detected
  /// headless).
  open var dataDetectorTypes: UIDataDetectorTypes = []

  /// The attributes links are shown with; empty by default, which shows them in the tint
  /// colour (stored only).
  open var linkTextAttributes: [NSAttributedString.Key: Any]! = [:]

  /// Takes the font's size for the new content size category when the font adjusts.
  ///
  /// - Parameter previousTraitCollection: The traits before the change.
  open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
    super.traitCollectionDidChange(previousTraitCollection)
    if previousTraitCollection?.preferredContentSizeCategory
      != traitCollection.preferredContentSizeCategory
    {
      adjustFontToContentSizeCategory()
    }
  }

  // MARK: First responder (UIResponder+FirstResponder.swift)

  /// The custom input view and input accessory view.
  var customInputViews: (input: UIView?, accessory: UIView?) = (nil, nil)

  /// `true` while the text can be edited or selected.
  open override var canBecomeFirstResponder: Bool {
    isEditable || isSelectable
  }

  /// Becomes first responder once the delegate's ``UITextViewDelegate/textViewShouldBeginEditing(_:)``
  /// agrees (asked only when the text is editable), then tells the delegate editing began.
  ///
  /// - Returns: Whether the view is now the first responder.
  @discardableResult
  open override func becomeFirstResponder() -> Bool {
    if isFirstResponder { return true }
    guard responderWindow != nil, canBecomeFirstResponder else { return false }
    if isEditable, let delegate = textViewDelegate, !delegate.textViewShouldBeginEditing(self) {
      return false
    }
    guard super.becomeFirstResponder() else { return false }
    if isEditable { didBeginEditing() }
    return true
  }

  /// Resigns first responder once the delegate's ``UITextViewDelegate/textViewShouldEndEditing(_:)``
  /// agrees; editing then ends (``UITextViewDelegate/textViewDidEndEditing(_:)``).
  ///
  /// - Returns: `false` when the delegate or ``canResignFirstResponder`` refuses.
  @discardableResult
  open override func resignFirstResponder() -> Bool {
    guard isFirstResponder, isEditable else { return super.resignFirstResponder() }
    if let delegate = textViewDelegate, !delegate.textViewShouldEndEditing(self) { return false }
    return super.resignFirstResponder()
  }

  /// The keyboard traits, not API (UITextInputTraits.swift).
  public var _textInputTraits = _UITextInputTraitValues()

  /// The range of the selected text; headless, an insertion point at the end of the text unless
  /// set (UITextView+Editing.swift).
  open var selectedRange: NSRange {
    get {
      let length = (storedText as NSString).length
      guard let stored = storedSelectedRange, NSMaxRange(stored) <= length else {
        return NSRange(location: length, length: 0)
      }
      return stored
    }
    set {
      storedSelectedRange = newValue
      textViewDelegate?.textViewDidChangeSelection(self)
    }
  }

  /// The range set through ``selectedRange``.
  var storedSelectedRange: NSRange?

  /// A view shown instead of the system keyboard while the text is edited; `nil` by default.
  open override var inputView: UIView? {
    get { customInputViews.input }
    set { customInputViews.input = newValue }
  }

  /// A view shown above the keyboard while the text is edited; `nil` by default.
  open override var inputAccessoryView: UIView? {
    get { customInputViews.accessory }
    set { customInputViews.accessory = newValue }
  }

  /// The insets from the bounds to the text container; 8 points above and below by default.
  open var textContainerInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0) {
    didSet { textDidChange() }
  }

  /// The container the text is laid out in (its line fragment padding is 5 points).
  public let textContainer = NSTextContainer(size: .zero)

  /// Whether the view scrolls; with scrolling off the view sizes to its text.
  open override var isScrollEnabled: Bool {
    didSet { if oldValue != isScrollEnabled { textDidChange() } }
  }

  private var storedText = ""
  var storedFont = UITextView.defaultFont
  private var measuredWidth: CGFloat?

  /// The font of a text view whose font is not set.
  static var defaultFont: UIFont { UIFont.systemFont(ofSize: 12) }

  /// Creates an empty, scrolling, editable text view with a frame.
  ///
  /// - Parameter frame: The frame.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    textContainer.owner = self
  }

  /// Creates a text view from an archive, with the same defaults as `init(frame:)`.
  ///
  /// - Parameter coder: The archive.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    textContainer.owner = self
  }

  /// `noIntrinsicMetric` on both axes while scrolling; the text's size with scrolling off.
  open override var intrinsicContentSize: CGSize {
    guard !isScrollEnabled else {
      return CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }
    let width = bounds.width
    measuredWidth = width
    return fittingSize(width: width > 0 ? width : .infinity)
  }

  /// The size of the text laid out at the offered width, plus the insets and padding.
  ///
  /// - Parameter size: The size offered; a width of 0 or less does not wrap.
  /// - Returns: The view's size for its text.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    fittingSize(width: size.width > 0 ? size.width : .infinity)
  }

  /// Re-measures the text when scrolling is off and the width has changed.
  open override func layoutSubviews() {
    super.layoutSubviews()
    if !isScrollEnabled, let measuredWidth, measuredWidth != bounds.width {
      invalidateIntrinsicContentSize()
    }
  }
}

extension UITextView {
  /// The text's size at a width (`.infinity` does not wrap) plus the insets and the padding.
  func fittingSize(width: CGFloat) -> CGSize {
    let scale = (window?.screen ?? UIScreen.main).scale
    let inset = textContainerInset
    let padding = textContainer.lineFragmentPadding
    let chrome = inset.left + inset.right + 2 * padding
    let wrapWidth = width.isFinite ? max(0, width - chrome) : Double.infinity
    let layout = TextMeasurement.layout(
      plain: storedText, font: storedFont, paragraph: nil, width: Double(wrapWidth),
      numberOfLines: textContainer.maximumNumberOfLines, lineBreakMode: .byWordWrapping,
      isRightToLeft: effectiveUserInterfaceLayoutDirection == .rightToLeft)
    let textSize = layout.size(scale: Double(scale))
    let lineHeight = (storedFont.lineHeight * scale).rounded(.up) / scale
    let textWidth = width.isFinite ? wrapWidth : textSize.width
    return CGSize(
      width: textWidth + chrome,
      height: max(textSize.height, lineHeight) + inset.top + inset.bottom)
  }

  func textDidChange() {
    invalidateIntrinsicContentSize()
    setNeedsLayout()
  }
}
