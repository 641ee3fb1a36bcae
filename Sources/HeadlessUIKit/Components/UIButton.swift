import Foundation

/// A control showing a title and an image, sized by its content (peers L13).
///
/// Titles, title colours, styled titles and images are kept per ``UIControl/State``; what the
/// button shows is the value for its current state, else the value for `.normal` (decision
/// B10). The title is shown by ``titleLabel`` (the system font at 15 points) and the image by
/// ``imageView``; ``layoutSubviews()`` places them side by side, image first, by the content
/// alignments and the edge insets. The button's ``intrinsicContentSize`` follows UIKit's rules
/// (decision B9): 30×34 when empty, the image's size for an image alone, the title label's size
/// plus 6 points above and below (at least 30 wide) for a title, the widths added and the larger
/// height for both, plus ``contentEdgeInsets``; a background image is drawn stretched behind
/// them and the button is at least its size (decision IM5). A button with a
/// ``configuration`` (iOS 15) shows and sizes that instead: see ``UIButton/Configuration`` and
/// decisions BC1–BC9.
///
///     let button = UIButton(type: .system)
///     button.setTitle("Button", for: .normal)
///     button.sizeToFit()   // the title's size plus 12 points of height (46×30 on a device)
@preconcurrency @MainActor
open class UIButton: UIControl {
  /// The kinds of button, with UIKit's raw values.
  public enum ButtonType: Int, Sendable {
    /// No style: white titles, no tint.
    case custom = 0
    /// The standard system style: titles in the tint colour.
    case system = 1
    /// A detail disclosure ("i" in a circle) button.
    case detailDisclosure = 2
    /// An information button on a dark background.
    case infoLight = 3
    /// An information button on a light background.
    case infoDark = 4
    /// An "add contact" (plus) button.
    case contactAdd = 5
    /// A plain button that shows no background when focused.
    case plain = 6
    /// A close button.
    case close = 7

    /// The rounded-rectangle style of old, now the same as ``system``.
    public static var roundedRect: ButtonType { .system }
  }

  /// The type given at creation; ``custom`` for buttons made with `init(frame:)`.
  public internal(set) var buttonType: ButtonType = .custom

  /// The titles set per state (by raw value).
  var titles: [UInt: String] = [:]
  /// The styled titles set per state (by raw value).
  var attributedTitles: [UInt: NSAttributedString] = [:]
  /// The title colours set per state (by raw value).
  var titleColors: [UInt: UIColor] = [:]
  /// The images set per state (by raw value).
  var images: [UInt: UIImage] = [:]
  /// The background images set per state (by raw value).
  var backgroundImages: [UInt: UIImage] = [:]
  /// The preferred symbol configurations of the image set per state (by raw value).
  var preferredSymbolConfigurations: [UInt: UIImage.SymbolConfiguration] = [:]
  /// The image view that shows the background image, once made.
  var storedBackgroundView: UIImageView?
  /// The registration that remeasures symbol images when the content size category changes.
  var symbolTraitRegistration: (any UITraitChangeRegistration)?
  /// The title label, once made.
  var storedTitleLabel: UILabel?
  /// The image view, once made.
  var storedImageView: UIImageView?
  /// Whether the button is updating its own subviews (their invalidations are not passed on).
  var isUpdatingContent = false
  /// The configuration, its update handler and the views that show it (decisions BC6, BC7).
  var configurationStorage = ButtonConfigurationStorage()

  /// The menu the button shows (iOS 14); `nil` by default.
  ///
  /// UIKit shows it on a tap with ``UIControl/showsMenuAsPrimaryAction``, else on a long press.
  /// Headless menus are not shown.
  open var menu: UIMenu?

  /// Whether choosing an item of a single-selection ``menu`` makes it the button's title
  /// (iOS 15); `false` by default.
  open var changesSelectionAsPrimaryAction = false

  /// Insets from the bounds to the content; they add to the intrinsic size.
  ///
  /// Zero by default.
  open var contentEdgeInsets: UIEdgeInsets = .zero {
    didSet {
      contentDidChange()
      appearancePropertyDidChange(\UIButton.contentEdgeInsets, to: contentEdgeInsets)
    }
  }

  /// Insets that move the title within the content; they do not change the intrinsic size.
  open var titleEdgeInsets: UIEdgeInsets = .zero {
    didSet { setNeedsLayout() }
  }

  /// Insets that move the image within the content; they do not change the intrinsic size.
  open var imageEdgeInsets: UIEdgeInsets = .zero {
    didSet { setNeedsLayout() }
  }

  /// Creates a custom-type button with a frame.
  ///
  /// - Parameter frame: The frame.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    buttonDidInitialize()
  }

  /// Creates a custom-type button from an archive.
  ///
  /// - Parameter coder: The archive.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    buttonDidInitialize()
  }

  /// Creates a button of a type, with a zero frame.
  ///
  /// - Parameter buttonType: The type.
  public convenience init(type buttonType: ButtonType) {
    self.init(frame: .zero)
    self.buttonType = buttonType
  }

  /// Creates a button of a type with an action for `.primaryActionTriggered`.
  ///
  /// - Parameters:
  ///   - buttonType: The type.
  ///   - primaryAction: The action, or `nil` for none.
  public convenience init(type buttonType: ButtonType, primaryAction: UIAction?) {
    self.init(type: buttonType)
    if let primaryAction {
      addAction(primaryAction, for: .primaryActionTriggered)
    }
  }

  // MARK: State (UIButton+Content.swift)

  /// Whether the button accepts input; changing it updates the title, colour and image shown.
  open override var isEnabled: Bool {
    didSet { contentDidChange() }
  }

  /// Whether the button is selected; changing it updates the title, colour and image shown.
  open override var isSelected: Bool {
    didSet { contentDidChange() }
  }

  /// Whether the button is highlighted; changing it updates the title, colour and image shown.
  open override var isHighlighted: Bool {
    didSet { contentDidChange() }
  }

  /// Sets the title for a state; `nil` removes it (the `.normal` title then applies).
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - state: The state.
  open func setTitle(_ title: String?, for state: State) {
    titles[state.rawValue] = title
    contentDidChange()
  }

  /// The title set for a state, else the `.normal` title.
  ///
  /// - Parameter state: The state.
  /// - Returns: The title, or `nil`.
  open func title(for state: State) -> String? {
    Self.value(in: titles, for: state)
  }

  /// Sets the styled title for a state; it takes precedence over the plain title.
  ///
  /// - Parameters:
  ///   - title: The styled title, or `nil` to remove it.
  ///   - state: The state.
  open func setAttributedTitle(_ title: NSAttributedString?, for state: State) {
    attributedTitles[state.rawValue] = title.map { NSAttributedString(attributedString: $0) }
    contentDidChange()
  }

  /// The styled title set for a state, else the `.normal` one.
  ///
  /// - Parameter state: The state.
  /// - Returns: The styled title, or `nil`.
  open func attributedTitle(for state: State) -> NSAttributedString? {
    Self.value(in: attributedTitles, for: state)
  }

  /// Sets the title colour for a state.
  ///
  /// - Parameters:
  ///   - color: The colour, or `nil` to remove it.
  ///   - state: The state.
  open func setTitleColor(_ color: UIColor?, for state: State) {
    titleColors[state.rawValue] = color
    contentDidChange()
    appearanceAccessorDidChange(
      "setTitleColor", axes: [state.rawValue],
      replay: { target in (target as? UIButton)?.setTitleColor(color, for: state) })
  }

  /// The title colour set for a state, else the `.normal` one, else the type's default
  /// (decision B10).
  ///
  /// - Parameter state: The state.
  /// - Returns: The colour.
  open func titleColor(for state: State) -> UIColor? {
    Self.value(in: titleColors, for: state) ?? defaultTitleColor
  }

  /// Sets the image for a state.
  ///
  /// - Parameters:
  ///   - image: The image, or `nil` to remove it.
  ///   - state: The state.
  open func setImage(_ image: UIImage?, for state: State) {
    images[state.rawValue] = image
    contentDidChange()
  }

  /// The image set for a state, else the `.normal` image.
  ///
  /// - Parameter state: The state.
  /// - Returns: The image, or `nil`.
  open func image(for state: State) -> UIImage? {
    Self.value(in: images, for: state)
  }

  /// The title for the current state.
  open var currentTitle: String? {
    title(for: state)
  }

  /// The styled title for the current state.
  open var currentAttributedTitle: NSAttributedString? {
    attributedTitle(for: state)
  }

  /// The title colour for the current state.
  open var currentTitleColor: UIColor {
    titleColor(for: state) ?? .white
  }

  /// The image for the current state.
  open var currentImage: UIImage? {
    image(for: state)
  }

  /// Sets the background image for a state: drawn stretched over ``backgroundRect(forBounds:)``
  /// behind the image and title, and a lower bound of the button's size (decision IM5).
  ///
  /// - Parameters:
  ///   - image: The image, or `nil` to remove it (the `.normal` one then applies).
  ///   - state: The state.
  open func setBackgroundImage(_ image: UIImage?, for state: State) {
    backgroundImages[state.rawValue] = image
    contentDidChange()
  }

  /// The background image set for a state, else the `.normal` one.
  ///
  /// - Parameter state: The state.
  /// - Returns: The image, or `nil`.
  open func backgroundImage(for state: State) -> UIImage? {
    Self.value(in: backgroundImages, for: state)
  }

  /// The background image for the current state.
  open var currentBackgroundImage: UIImage? {
    backgroundImage(for: state)
  }

  /// The rectangle the background image fills: the bounds, unless a subclass says otherwise.
  ///
  /// - Parameter bounds: The button's bounds.
  /// - Returns: `bounds`.
  open func backgroundRect(forBounds bounds: CGRect) -> CGRect {
    bounds
  }

  /// Sets the symbol configuration laid over a symbol image's own when the button shows it in a
  /// state (decision IM3).
  ///
  /// - Parameters:
  ///   - configuration: The configuration, or `nil` to remove it (the `.normal` one applies).
  ///   - state: The state.
  open func setPreferredSymbolConfiguration(
    _ configuration: UIImage.SymbolConfiguration?, forImageIn state: State
  ) {
    preferredSymbolConfigurations[state.rawValue] = configuration
    contentDidChange()
  }

  /// The preferred symbol configuration set for a state, else the `.normal` one.
  ///
  /// - Parameter state: The state.
  /// - Returns: The configuration, or `nil`.
  open func preferredSymbolConfigurationForImage(
    in state: State
  ) -> UIImage.SymbolConfiguration? {
    Self.value(in: preferredSymbolConfigurations, for: state)
  }

  /// The preferred symbol configuration for the current state.
  open var currentPreferredSymbolConfiguration: UIImage.SymbolConfiguration? {
    preferredSymbolConfigurationForImage(in: state)
  }

  /// The label that shows the title, made on first use (the 15-point system font).
  open var titleLabel: UILabel? {
    updateConfigurationIfNeeded()
    return label()
  }

  /// The image view that shows the image, made on first use.
  open var imageView: UIImageView? {
    updateConfigurationIfNeeded()
    return imageViewMakingIfNeeded()
  }

  // MARK: Sizing and layout (UIButton+Content.swift)

  /// The size of the content by UIKit's rules, plus ``contentEdgeInsets`` (decision B9); for a
  /// configured button, its content plus the configuration's insets (decision BC2).
  open override var intrinsicContentSize: CGSize {
    if configurationStorage.configuration != nil { return configuredFittingSize(width: nil) }
    return contentLayout().fittingSize
  }

  /// The intrinsic size, whatever size is offered (decision B9); a configured button wraps its
  /// text to the width offered (decision BC2).
  ///
  /// - Parameter size: The size offered.
  /// - Returns: The button's size for its content.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    if configurationStorage.configuration != nil {
      let width = size.width > 0 && size.width.isFinite ? size.width : nil
      return configuredFittingSize(width: width)
    }
    return contentLayout().fittingSize
  }

  /// Runs a pending configuration update, then places the image view and the title label
  /// (decisions B11, BC2).
  open override func layoutSubviews() {
    super.layoutSubviews()
    updateConfigurationIfNeeded()
    if configurationStorage.configuration != nil {
      layOutConfiguredContent()
    } else {
      layOutContent()
    }
  }

  // MARK: Configuration (UIButton+Configuration.swift)

  /// Asks for ``updateConfiguration()`` and the update handler to run before the next layout
  /// or measurement; several requests make one update (decision BC6).
  open func setNeedsUpdateConfiguration() {
    requestConfigurationUpdate()
  }

  /// Updates the configuration when the button's state changed or an update was asked for.
  ///
  /// It runs before ``configurationUpdateHandler``; override it to change ``configuration``
  /// (decision BC6). It does nothing by default.
  open func updateConfiguration() {}

  /// Updates the configured look, whose default colours follow the tint colour (decision BC3).
  open override func tintColorDidChange() {
    super.tintColorDidChange()
    if configurationStorage.configuration != nil { setNeedsUpdateConfiguration() }
  }
}
