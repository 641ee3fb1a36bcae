import Foundation

/// Content and background configurations of table cells (iOS 14, decisions CV8, CV9).
extension UITableViewCell {
  /// The function a cell calls with its new state to update its configurations.
  public typealias ConfigurationUpdateHandler =
    (UITableViewCell, UICellConfigurationState) -> Void

  /// The cell's content configuration; setting one shows it in a view over the content view.
  public var contentConfiguration: (any UIContentConfiguration)? {
    get { configurationStorage.contentConfiguration }
    set {
      configurationStorage.show(newValue, in: contentView)
      setNeedsLayout()
    }
  }

  /// The cell's background configuration; setting one shows it behind the content.
  public var backgroundConfiguration: UIBackgroundConfiguration? {
    get { configurationStorage.backgroundConfiguration }
    set {
      configurationStorage.showBackground(newValue, in: self)
      setNeedsLayout()
    }
  }

  /// Whether the cell replaces its content configuration with the configuration's
  /// `updated(for:)` when its state changes; `true` by default.
  public var automaticallyUpdatesContentConfiguration: Bool {
    get { configurationStorage.automaticallyUpdatesContent }
    set { configurationStorage.automaticallyUpdatesContent = newValue }
  }

  /// Whether the cell replaces its background configuration with the configuration's
  /// `updated(for:)` when its state changes; `true` by default.
  public var automaticallyUpdatesBackgroundConfiguration: Bool {
    get { configurationStorage.automaticallyUpdatesBackground }
    set { configurationStorage.automaticallyUpdatesBackground = newValue }
  }

  /// A list content configuration with the cell style's look: ``UIListContentConfiguration/cell()``,
  /// ``UIListContentConfiguration/subtitleCell()`` for `.subtitle` and
  /// ``UIListContentConfiguration/valueCell()`` for `.value1` and `.value2`.
  ///
  /// - Returns: The configuration, without content.
  public func defaultContentConfiguration() -> UIListContentConfiguration {
    switch cellStyle {
    case .default: .cell()
    case .subtitle: .subtitleCell()
    case .value1, .value2: .valueCell()
    }
  }

  /// The cell's state: its traits, selection, highlight and editing.
  var currentConfigurationState: UICellConfigurationState {
    var state = UICellConfigurationState(traitCollection: traitCollection)
    state.isSelected = isSelected
    state.isHighlighted = isHighlighted
    return state
  }

  /// Runs a pending configuration update, then sizes the configured views.
  func layoutConfigurations() {
    if configurationStorage.needsUpdate && !configurationStorage.isUpdating {
      configurationStorage.needsUpdate = false
      configurationStorage.isUpdating = true
      let state = configurationState
      updateConfiguration(using: state)
      configurationUpdateHandler?(self, state)
      configurationStorage.isUpdating = false
    }
    configurationStorage.layout(in: self, contentHost: contentView)
  }

  /// Applies the automatic updates for a state.
  func applyConfigurationUpdate(_ state: UICellConfigurationState) {
    if automaticallyUpdatesContentConfiguration, let content = contentConfiguration {
      contentConfiguration = content.updated(for: state)
    }
    if automaticallyUpdatesBackgroundConfiguration, let background = backgroundConfiguration {
      backgroundConfiguration = background.updated(for: state)
    }
  }

  /// The height of a configured cell at a width: its content view's fitting height (plus the
  /// separator's strip under iOS 12, decision GN3), at least a built-in row's (44 points less
  /// the separator, decision W4); `nil` without a content configuration.
  func configuredFittingHeight(width: CGFloat) -> CGFloat? {
    guard let height = configurationStorage.fittingHeight(width: width) else { return nil }
    if let table = superview as? UITableView {
      return max(height + contentSeparatorInset, table.builtInRowHeight)
    }
    let scale = max(1, traitCollection.displayScale)
    let inset = contentSeparatorInset
    let minimum = UITableView.defaultRowHeight(for: systemGeneration) - (inset > 0 ? 0 : 1 / scale)
    return max(height + inset, minimum)
  }
}
