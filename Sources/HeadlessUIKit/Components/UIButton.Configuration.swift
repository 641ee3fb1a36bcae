import Foundation

extension UIButton {
  /// A description of a button's content, layout and look: title, subtitle, image, insets,
  /// colours and background (iOS 15).
  ///
  /// Make one with a style (``plain()``, ``gray()``, ``tinted()``, ``filled()`` and their
  /// `bordered…` names), change what you need and give it to a button with
  /// ``UIButton/init(configuration:primaryAction:)`` or ``UIButton/configuration``. The button
  /// shows the configuration's title above its subtitle and its image beside or above them
  /// (decision BC2), with the size's insets and fonts (decision BC1), the style's colours for
  /// its state (decision BC3) and a background with the corner style's radius (decision BC5).
  ///
  ///     var config = UIButton.Configuration.filled()
  ///     config.title = "Continue"
  ///     config.image = UIImage(systemName: "arrow.right")
  ///     config.imagePlacement = .trailing
  ///     config.imagePadding = 8
  ///     let button = UIButton(configuration: config)
  public struct Configuration: Hashable, @unchecked Sendable {
    /// The style a configuration was made with.
    enum Style: Hashable {
      /// No background (`plain()`, `borderless()`).
      case plain
      /// A grey background (`gray()`, `bordered()`).
      case gray
      /// A pale background of the tint colour (`tinted()`, `borderedTinted()`).
      case tinted
      /// A background of the tint colour (`filled()`, `borderedProminent()`).
      case filled
    }

    /// The style the configuration was made with.
    let style: Style

    /// The button's background: its colour, corner radius, stroke and insets.
    ///
    /// Its colour is `nil` unless set, in which case the style's colour for the state shows
    /// (decision BC3); its corner radius is the size's (decision BC5).
    public var background: UIBackgroundConfiguration

    /// How the background's corner radius is used; `.dynamic` by default (decision BC5).
    public var cornerStyle: CornerStyle = .dynamic

    /// The size of the button's insets, fonts and corners; `.medium` by default (decision BC1).
    ///
    /// Changing it changes the default content insets and the background's corner radius,
    /// unless they were set.
    public var buttonSize: Size = .medium {
      didSet {
        if background.cornerRadius == Self.metrics(for: oldValue).cornerRadius {
          background.cornerRadius = Self.metrics(for: buttonSize).cornerRadius
        }
      }
    }

    /// The style the button uses in the Mac idiom; stored only (no Mac idiom headless).
    public var macIdiomStyle: MacIdiomStyle = .automatic

    /// The colour of the title, subtitle and image before the state changes it, or `nil` for
    /// the style's colour (decision BC3).
    public var baseForegroundColor: UIColor?

    /// The colour of the background before the state changes it, or `nil` for the style's
    /// colour (decision BC3).
    public var baseBackgroundColor: UIColor?

    /// The image, shown beside or above the title by ``imagePlacement``; `nil` by default.
    public var image: UIImage?

    /// A function applied to the image's colour, or `nil`.
    public var imageColorTransformer: UIConfigurationColorTransformer?

    /// The symbol configuration laid over the title's text style when the image is a symbol
    /// (decision BC9); `nil` by default.
    public var preferredSymbolConfigurationForImage: UIImage.SymbolConfiguration?

    /// Whether an activity indicator shows in the image's place; `false` by default.
    public var showsActivityIndicator = false

    /// A function applied to the activity indicator's colour, or `nil`.
    public var activityIndicatorColorTransformer: UIConfigurationColorTransformer?

    /// The styled title, or `nil`; ``title`` reads and writes its text (decision BC4).
    public var attributedTitle: AttributedString?

    /// A function that changes the title's attributes, or `nil` (decision BC4).
    public var titleTextAttributesTransformer: UIConfigurationTextAttributesTransformer?

    /// The styled subtitle, or `nil`; ``subtitle`` reads and writes its text (decision BC4).
    public var attributedSubtitle: AttributedString?

    /// A function that changes the subtitle's attributes, or `nil` (decision BC4).
    public var subtitleTextAttributesTransformer: UIConfigurationTextAttributesTransformer?

    /// The content insets set, or `nil` for the size's default insets.
    var customContentInsets: NSDirectionalEdgeInsets?

    /// The edge the image sits against: `.leading` (the default), `.trailing`, `.top` or
    /// `.bottom`; other values count as `.leading`.
    public var imagePlacement: NSDirectionalRectEdge = .leading

    /// The space between the image and the text; 0 by default.
    public var imagePadding: CGFloat = 0

    /// Room kept for the image along ``imagePlacement``'s axis: a smaller image is centred in
    /// it (iOS 16); 0 by default.
    public var imageReservation: CGFloat = 0

    /// The space between the title and the subtitle; 0 by default.
    public var titlePadding: CGFloat = 0

    /// How the title and subtitle line up with each other; `.automatic` by default
    /// (decision BC2).
    public var titleAlignment: TitleAlignment = .automatic

    /// How the title wraps and truncates (iOS 16); `.byWordWrapping` by default.
    public var titleLineBreakMode: NSLineBreakMode = .byWordWrapping

    /// How the subtitle wraps and truncates (iOS 16); `.byWordWrapping` by default.
    public var subtitleLineBreakMode: NSLineBreakMode = .byWordWrapping

    /// Whether a selected button takes the selected look; `true` for the plain, grey and tinted
    /// styles, `false` for filled (decision BC3).
    public var automaticallyUpdateForSelection: Bool

    /// The indicator the button shows, such as a pop-up menu's (iOS 16); `.automatic` by
    /// default.
    ///
    /// Stored only: headless buttons draw no indicator.
    public var indicator: Indicator = .automatic

    /// A function applied to the indicator's colour, or `nil` (iOS 16).
    public var indicatorColorTransformer: UIConfigurationColorTransformer?

    /// The state of the button the configuration was updated for, or `nil` when it was not
    /// (``updated(for:)``).
    var appearanceState: AppearanceState?

    /// Creates a configuration of a style with the medium size's defaults.
    init(style: Style) {
      self.style = style
      background = UIBackgroundConfiguration(style: .clear, backgroundColor: nil)
      background.cornerRadius = Self.metrics(for: .medium).cornerRadius
      automaticallyUpdateForSelection = style != .filled
    }

    /// The title's text, or `nil`; setting it replaces ``attributedTitle`` with plain text.
    public var title: String? {
      get { attributedTitle.map { String($0.characters) } }
      set { attributedTitle = newValue.map { AttributedString($0) } }
    }

    /// The subtitle's text, or `nil`; setting it replaces ``attributedSubtitle`` with plain
    /// text.
    public var subtitle: String? {
      get { attributedSubtitle.map { String($0.characters) } }
      set { attributedSubtitle = newValue.map { AttributedString($0) } }
    }

    /// The space between the button's bounds and its content: the size's default until set
    /// (decision BC1).
    public var contentInsets: NSDirectionalEdgeInsets {
      get { customContentInsets ?? Self.metrics(for: buttonSize).contentInsets }
      set { customContentInsets = newValue }
    }

    /// Puts back the size's default content insets (decision BC1).
    public mutating func setDefaultContentInsets() {
      customContentInsets = nil
    }

    /// A copy for a button's state: the copy keeps every value set and takes the state's
    /// colours where the style chooses them (decision BC3).
    ///
    /// - Parameter button: The button whose state to use.
    /// - Returns: The updated configuration.
    @MainActor public func updated(for button: UIButton) -> UIButton.Configuration {
      var copy = self
      copy.appearanceState = AppearanceState(
        isEnabled: button.isEnabled, isSelected: button.isSelected,
        isHighlighted: button.isHighlighted)
      return copy
    }
  }
}

extension UIButton.Configuration {
  /// The parts of a button's state a configuration's look depends on.
  struct AppearanceState: Hashable {
    /// Whether the button is enabled.
    var isEnabled = true
    /// Whether the button is selected.
    var isSelected = false
    /// Whether the button is highlighted.
    var isHighlighted = false
  }
}
