import Foundation

/// What a button keeps for its configuration (decisions BC6, BC7).
struct ButtonConfigurationStorage {
  /// The configuration as set, or `nil`.
  var configuration: UIButton.Configuration?
  /// The closure run at each update, or `nil`.
  var updateHandler: UIButton.ConfigurationUpdateHandler?
  /// Whether updates apply the configuration's `updated(for:)`; `true` by default.
  var automaticallyUpdates = true
  /// Whether an update is due before the next layout or measurement.
  var needsUpdate = false
  /// Whether an update is running (setting the configuration inside it asks for no other).
  var isUpdating = false
  /// The configuration the views show: the set one updated for the state, with the old
  /// per-state values filled in (decision BC7).
  var shown: UIButton.Configuration?
  /// The subtitle label, once made.
  var subtitleLabel: UILabel?
  /// The view that shows the background configuration, once made.
  var backgroundView: ConfiguredBackgroundView?
  /// The activity indicator shown in the image's place, while shown.
  var activityIndicator: UIActivityIndicatorView?
  /// The button's role.
  var role = UIButton.Role.normal
}

/// The configuration API of buttons (iOS 15, decisions BC1–BC9).
extension UIButton {
  /// Creates a button that shows a configuration, with an action for
  /// `.primaryActionTriggered` (sent when a tap ends inside the button, decision BC8).
  ///
  /// - Parameters:
  ///   - configuration: The configuration.
  ///   - primaryAction: The action, or `nil` for none.
  public convenience init(configuration: UIButton.Configuration, primaryAction: UIAction? = nil) {
    self.init(type: .system, primaryAction: primaryAction)
    self.configuration = configuration
  }

  /// The configuration the button shows, or `nil` for the per-state API (decision BC7).
  ///
  /// Setting one asks for an update (decision BC6): before the next layout or measurement the
  /// button runs ``updateConfiguration()`` and ``configurationUpdateHandler``, then shows this
  /// configuration updated for its state. The value read back is the one set.
  public var configuration: UIButton.Configuration? {
    get { configurationStorage.configuration }
    set {
      let wasConfigured = configurationStorage.configuration != nil
      configurationStorage.configuration = newValue
      if newValue == nil, wasConfigured { removeConfiguredContent() }
      if configurationStorage.isUpdating { return }
      requestConfigurationUpdate()
      if newValue == nil, wasConfigured { contentDidChange() }
    }
  }

  /// A closure run at each configuration update, after ``updateConfiguration()`` (decision
  /// BC6); `nil` by default.
  public var configurationUpdateHandler: UIButton.ConfigurationUpdateHandler? {
    get { configurationStorage.updateHandler }
    set {
      configurationStorage.updateHandler = newValue
      setNeedsUpdateConfiguration()
    }
  }

  /// Whether the button shows its configuration updated for its state (`updated(for:)`);
  /// `true` by default (decision BC6).
  public var automaticallyUpdatesConfiguration: Bool {
    get { configurationStorage.automaticallyUpdates }
    set {
      configurationStorage.automaticallyUpdates = newValue
      setNeedsUpdateConfiguration()
    }
  }

  /// The label that shows a configured button's subtitle; `nil` without a configuration.
  public var subtitleLabel: UILabel? {
    guard configurationStorage.configuration != nil else { return nil }
    updateConfigurationIfNeeded()
    return subtitleLabelMakingIfNeeded()
  }

  /// What the button does (iOS 14); `.normal` by default.
  ///
  /// Stored only: the role sets the look and keys of Mac Catalyst buttons, which do not run
  /// headless.
  public var role: UIButton.Role {
    get { configurationStorage.role }
    set { configurationStorage.role = newValue }
  }

  /// Marks an update as due and invalidates the size and layout (decision BC6).
  func requestConfigurationUpdate() {
    guard !configurationStorage.isUpdating else { return }
    configurationStorage.needsUpdate = true
    invalidateIntrinsicContentSize()
    setNeedsLayout()
  }

  /// Whether the button takes part in configuration updates: it has a configuration or an
  /// update handler.
  var usesConfigurationUpdates: Bool {
    configurationStorage.configuration != nil || configurationStorage.updateHandler != nil
  }

  /// Runs a due update: ``updateConfiguration()``, the handler, then shows the configuration
  /// for the current state (decision BC6).
  func updateConfigurationIfNeeded() {
    guard configurationStorage.needsUpdate, !configurationStorage.isUpdating else { return }
    configurationStorage.needsUpdate = false
    configurationStorage.isUpdating = true
    updateConfiguration()
    configurationUpdateHandler?(self)
    configurationStorage.isUpdating = false
    applyConfiguration()
  }

  /// The configuration the views show: the one set, updated for the state unless automatic
  /// updates are off, with the per-state title, image and title colour where it has none
  /// (decision BC7).
  var effectiveConfiguration: UIButton.Configuration? {
    guard let configuration = configurationStorage.configuration else { return nil }
    var shown =
      configurationStorage.automaticallyUpdates ? configuration.updated(for: self) : configuration
    if shown.attributedTitle == nil {
      if let styled = currentAttributedTitle {
        shown.attributedTitle = AttributedString(styled)
      } else if let title = currentTitle {
        shown.title = title
      }
    }
    if shown.image == nil { shown.image = currentImage }
    return shown
  }

  /// The title colour set with ``setTitleColor(_:for:)`` for the current state (or `.normal`),
  /// which a configuration without a base foreground colour uses for its title (decision BC7).
  var perStateTitleColor: UIColor? {
    Self.value(in: titleColors, for: state)
  }

  /// Takes the configured subviews away when the configuration is removed, and gives the title
  /// label back the per-state look (the 15-point system font on one line, decision B10).
  func removeConfiguredContent() {
    configurationStorage.subtitleLabel?.removeFromSuperview()
    configurationStorage.subtitleLabel = nil
    configurationStorage.backgroundView?.removeFromSuperview()
    configurationStorage.backgroundView = nil
    configurationStorage.activityIndicator?.removeFromSuperview()
    configurationStorage.activityIndicator = nil
    configurationStorage.shown = nil
    storedImageView?.isHidden = false
    storedImageView?.tintColor = nil
    storedBackgroundView?.isHidden = false
    if let label = storedTitleLabel {
      isUpdatingContent = true
      defer { isUpdatingContent = false }
      label.attributedText = nil
      label.font = .systemFont(ofSize: Self.titleFontSize)
      label.numberOfLines = 1
      label.lineBreakMode = .byTruncatingTail
      label.textAlignment = .natural
      label.isHidden = false
    }
  }
}
