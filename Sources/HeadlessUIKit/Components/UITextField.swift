import Foundation

/// A control that shows one line of editable text (decision K7).
///
/// The field's ``intrinsicContentSize`` comes from its font and border style: the width of its
/// text (or, while the text is empty, its placeholder) plus the border's horizontal insets and
/// any overlay views, and a height of one line for a borderless field, at least 30 points for
/// the line and bezel styles and at least 34 points for the rounded-rectangle style (the height
/// Interface Builder stores for its default field, system 14 pt). ``sizeThatFits(_:)`` returns
/// the same size. Editing begins when the field becomes first
/// responder, as its delegate allows (UITextField+Delegate.swift).
///
///     let field = UITextField(frame: .zero)
///     field.borderStyle = .roundedRect
///     field.font = .systemFont(ofSize: 14)
///     field.intrinsicContentSize.height   // 34
@preconcurrency @MainActor
open class UITextField: UIControl {
  /// The text; `""` when empty (setting `nil` reads back as `""`, as in UIKit).
  open var text: String? {
    get { storedText }
    set {
      KeyValueObservingCenter.change(self, "text") { storedText = newValue ?? "" }
      textDidChange()
    }
  }

  /// The text with the field's attributes; setting it sets ``text`` to its characters.
  open var attributedText: NSAttributedString? {
    get { NSAttributedString(string: storedText, attributes: [.font: font as Any]) }
    set { text = newValue?.string }
  }

  /// The text shown while the field is empty; `nil` by default.
  open var placeholder: String? {
    didSet { textDidChange() }
  }

  /// The placeholder with attributes; setting it sets ``placeholder`` to its characters.
  open var attributedPlaceholder: NSAttributedString? {
    get { placeholder.map { NSAttributedString(string: $0, attributes: [.font: font as Any]) } }
    set { placeholder = newValue?.string }
  }

  /// The font; setting `nil` restores the 17-point system font.
  open var font: UIFont? {
    get { storedFont }
    set {
      storedFont = newValue ?? Self.defaultFont
      textDidChange()
    }
  }

  /// The text colour; `nil` means the label colour.
  open var textColor: UIColor? {
    didSet { setNeedsLayout() }
  }

  /// How the text is aligned; `.natural` by default.
  open var textAlignment: NSTextAlignment = .natural {
    didSet { setNeedsLayout() }
  }

  /// The border; `.none` by default.
  open var borderStyle: BorderStyle = .none {
    didSet { textDidChange() }
  }

  /// When the clear button shows; `.never` by default.
  open var clearButtonMode: ViewMode = .never

  /// A view at the left end of the field; `nil` by default.
  open var leftView: UIView? {
    didSet { textDidChange() }
  }

  /// When the left view shows; `.never` by default.
  open var leftViewMode: ViewMode = .never {
    didSet { textDidChange() }
  }

  /// A view at the right end of the field; `nil` by default.
  open var rightView: UIView? {
    didSet { textDidChange() }
  }

  /// When the right view shows; `.never` by default.
  open var rightViewMode: ViewMode = .never {
    didSet { textDidChange() }
  }

  /// Whether the font shrinks to fit the text in the width; `false` by default.
  open var adjustsFontSizeToFitWidth = false

  /// The smallest font size the text may shrink to; 0 by default.
  open var minimumFontSize: CGFloat = 0

  /// Whether editing clears the text; `false` by default.
  open var clearsOnBeginEditing = false

  /// Whether the text is hidden as dots; `false` by default.
  open var isSecureTextEntry = false

  /// The background image for a borderless field; `nil` by default.
  open var background: UIImage?

  /// The background image while disabled; `nil` by default.
  open var disabledBackground: UIImage?

  /// Whether the field is being edited: whether it is the first responder.
  open var isEditing: Bool { isFirstResponder }

  /// The keyboard traits, not API (UITextInputTraits.swift).
  public var _textInputTraits = _UITextInputTraitValues()

  // MARK: First responder (UIResponder+FirstResponder.swift)

  /// The custom input view and input accessory view.
  var customInputViews: (input: UIView?, accessory: UIView?) = (nil, nil)

  /// `true` while the field is enabled: a text field takes the keyboard.
  open override var canBecomeFirstResponder: Bool {
    isEnabled
  }

  /// The delegate asked before editing begins and ends and told after (UITextField+Delegate.swift).
  open weak var delegate: (any UITextFieldDelegate)?

  /// Becomes first responder once the delegate's ``UITextFieldDelegate/textFieldShouldBeginEditing(_:)``
  /// agrees, then tells the delegate editing began and sends `.editingDidBegin`.
  ///
  /// - Returns: Whether the field is now the first responder.
  @discardableResult
  open override func becomeFirstResponder() -> Bool {
    if isFirstResponder { return true }
    guard responderWindow != nil, canBecomeFirstResponder else { return false }
    if let delegate, !delegate.textFieldShouldBeginEditing(self) { return false }
    guard super.becomeFirstResponder() else { return false }
    didBeginEditing()
    return true
  }

  /// Resigns first responder once the delegate's ``UITextFieldDelegate/textFieldShouldEndEditing(_:)``
  /// agrees; editing then ends (``UITextFieldDelegate/textFieldDidEndEditing(_:reason:)``).
  ///
  /// - Returns: `false` when the delegate or ``canResignFirstResponder`` refuses.
  @discardableResult
  open override func resignFirstResponder() -> Bool {
    guard isFirstResponder else { return super.resignFirstResponder() }
    if let delegate, !delegate.textFieldShouldEndEditing(self) { return false }
    return super.resignFirstResponder()
  }

  /// A view shown instead of the system keyboard while the field is edited; `nil` by default.
  open override var inputView: UIView? {
    get { customInputViews.input }
    set { customInputViews.input = newValue }
  }

  /// A view shown above the keyboard while the field is edited; `nil` by default.
  open override var inputAccessoryView: UIView? {
    get { customInputViews.accessory }
    set { customInputViews.accessory = newValue }
  }

  private var storedText = ""
  private var storedFont = UITextField.defaultFont
  /// The border style's frame (decision K15).
  let border = UIView(frame: .zero)
  /// The label that shows the text or the placeholder (decision K15).
  let textLabel = UILabel(frame: .zero)

  /// The font of a field whose font is not set.
  static var defaultFont: UIFont { UIFont.systemFont(ofSize: 17) }

  /// Creates a borderless field with a frame, no text and the 17-point system font.
  ///
  /// - Parameter frame: The frame.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    contentVerticalAlignment = .center
    installChrome()
  }

  /// Creates a field from an archive, with the same defaults as `init(frame:)`.
  ///
  /// - Parameter coder: The archive.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    contentVerticalAlignment = .center
    installChrome()
  }

  /// Places the border and the text label (decision K15).
  open override func layoutSubviews() {
    super.layoutSubviews()
    updateChrome()
  }

  /// The size of the text or placeholder with the border's insets and the overlay views.
  open override var intrinsicContentSize: CGSize {
    fittingSize()
  }

  /// The intrinsic size, whatever size is offered.
  ///
  /// - Parameter size: The size offered (ignored).
  /// - Returns: The field's size for its content.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    fittingSize()
  }

  /// The rectangle of the border: the bounds.
  ///
  /// - Parameter bounds: The field's bounds.
  /// - Returns: `bounds`.
  open func borderRect(forBounds bounds: CGRect) -> CGRect {
    bounds
  }

  /// The rectangle the text is drawn in: the bounds less the border's insets and the overlay
  /// views shown.
  ///
  /// - Parameter bounds: The field's bounds.
  /// - Returns: The text rectangle.
  open func textRect(forBounds bounds: CGRect) -> CGRect {
    let metrics = borderStyle.metrics
    let left = shownWidth(of: leftView, mode: leftViewMode)
    let right = shownWidth(of: rightView, mode: rightViewMode)
    let x = bounds.minX + metrics.horizontalInset + left
    let width = bounds.width - 2 * metrics.horizontalInset - left - right
    return CGRect(x: x, y: bounds.minY, width: max(0, width), height: bounds.height)
  }

  /// The rectangle the placeholder is drawn in: the text rectangle.
  ///
  /// - Parameter bounds: The field's bounds.
  /// - Returns: The placeholder rectangle.
  open func placeholderRect(forBounds bounds: CGRect) -> CGRect {
    textRect(forBounds: bounds)
  }

  /// The rectangle the text is edited in: the text rectangle.
  ///
  /// - Parameter bounds: The field's bounds.
  /// - Returns: The editing rectangle.
  open func editingRect(forBounds bounds: CGRect) -> CGRect {
    textRect(forBounds: bounds)
  }

  /// The rectangle of the left view, at the left end, centred vertically.
  ///
  /// - Parameter bounds: The field's bounds.
  /// - Returns: The left view's rectangle (zero-sized without one).
  open func leftViewRect(forBounds bounds: CGRect) -> CGRect {
    let size = leftView?.frame.size ?? .zero
    return CGRect(
      x: bounds.minX, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
  }

  /// The rectangle of the right view, at the right end, centred vertically.
  ///
  /// - Parameter bounds: The field's bounds.
  /// - Returns: The right view's rectangle (zero-sized without one).
  open func rightViewRect(forBounds bounds: CGRect) -> CGRect {
    let size = rightView?.frame.size ?? .zero
    return CGRect(
      x: bounds.maxX - size.width, y: bounds.midY - size.height / 2, width: size.width,
      height: size.height)
  }
}

extension UITextField {
  /// The borders a text field can have, with UIKit's raw values.
  public enum BorderStyle: Int, Sendable {
    /// No border.
    case none = 0
    /// A thin rectangle.
    case line = 1
    /// A bezelled rectangle.
    case bezel = 2
    /// A rounded rectangle (Interface Builder's default).
    case roundedRect = 3

    /// The insets and smallest height of the style (decision K7).
    var metrics: (horizontalInset: CGFloat, verticalPadding: CGFloat, minimumHeight: CGFloat) {
      switch self {
      case .none: (0, 0, 0)
      case .line, .bezel: (7, 8, 30)
      case .roundedRect: (7, 12, 34)
      }
    }
  }

  /// When an overlay view shows, with UIKit's raw values.
  public enum ViewMode: Int, Sendable {
    /// Never.
    case never = 0
    /// Only while editing.
    case whileEditing = 1
    /// Only while not editing.
    case unlessEditing = 2
    /// Always.
    case always = 3
  }

  /// The size by the rules of decision K7.
  func fittingSize() -> CGSize {
    let metrics = borderStyle.metrics
    let scale = (window?.screen ?? UIScreen.main).scale
    let font = storedFont
    let shown = storedText.isEmpty ? (placeholder ?? "") : storedText
    let textWidth = (shown as NSString).size(withAttributes: [.font: font]).width
    let lineHeight = Self.ceil(font.lineHeight, scale: scale)
    let left = shownWidth(of: leftView, mode: leftViewMode)
    let right = shownWidth(of: rightView, mode: rightViewMode)
    let width = Self.ceil(textWidth, scale: scale) + 2 * metrics.horizontalInset + left + right
    let overlayHeight = max(
      shownHeight(of: leftView, mode: leftViewMode), shownHeight(of: rightView, mode: rightViewMode)
    )
    let height = max(lineHeight + metrics.verticalPadding, metrics.minimumHeight, overlayHeight)
    return CGSize(width: width, height: height)
  }

  private static func ceil(_ value: CGFloat, scale: CGFloat) -> CGFloat {
    (value * scale - 1e-6).rounded(.up) / scale
  }

  /// Whether an overlay view in a mode shows while not editing (always, headless).
  private func isShown(_ view: UIView?, mode: ViewMode) -> Bool {
    view != nil && (mode == .always || mode == .unlessEditing)
  }

  func shownWidth(of view: UIView?, mode: ViewMode) -> CGFloat {
    isShown(view, mode: mode) ? view?.frame.width ?? 0 : 0
  }

  private func shownHeight(of view: UIView?, mode: ViewMode) -> CGFloat {
    isShown(view, mode: mode) ? view?.frame.height ?? 0 : 0
  }

  private func textDidChange() {
    invalidateIntrinsicContentSize()
    setNeedsLayout()
  }
}
