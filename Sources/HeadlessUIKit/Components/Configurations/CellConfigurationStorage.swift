import Foundation

/// What a cell, header or footer keeps for its content and background configurations
/// (decisions CV8, CV9).
struct CellConfigurationStorage {
  /// The content configuration, or `nil`.
  var contentConfiguration: (any UIContentConfiguration)?
  /// The view showing the content configuration.
  var contentView: (any UIView & UIContentView)?
  /// The background configuration, or `nil`.
  var backgroundConfiguration: UIBackgroundConfiguration?
  /// The view showing the background configuration.
  var backgroundView: ConfiguredBackgroundView?
  /// Whether state changes update the content configuration; `true` by default.
  var automaticallyUpdatesContent = true
  /// Whether state changes update the background configuration; `true` by default.
  var automaticallyUpdatesBackground = true
  /// Whether ``updateConfiguration(using:)`` is due before the next layout.
  var needsUpdate = true
  /// Whether an update is running (setting configurations inside it does not ask again).
  var isUpdating = false
}

@MainActor
extension CellConfigurationStorage {
  /// Shows a content configuration in a content view: the current content view takes it when
  /// it supports it, else a new one replaces it over the content view's bounds.
  mutating func show(_ configuration: (any UIContentConfiguration)?, in host: UIView) {
    contentConfiguration = configuration
    guard let configuration else {
      contentView?.removeFromSuperview()
      contentView = nil
      return
    }
    if let existing = contentView, existing.supports(configuration) {
      existing.configuration = configuration
      return
    }
    contentView?.removeFromSuperview()
    let made = configuration.makeContentView()
    made.frame = host.bounds
    made.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    host.addSubview(made)
    contentView = made
  }

  /// Shows a background configuration behind a cell's other subviews.
  mutating func showBackground(_ configuration: UIBackgroundConfiguration?, in cell: UIView) {
    backgroundConfiguration = configuration
    guard let configuration else {
      backgroundView?.removeFromSuperview()
      backgroundView = nil
      return
    }
    let view = backgroundView ?? ConfiguredBackgroundView(frame: .zero)
    backgroundView = view
    if view.superview !== cell { cell.insertSubview(view, at: 0) }
    view.frame = ConfiguredBackgroundView.frame(
      for: configuration, in: cell.bounds, margins: cell.directionalLayoutMargins)
    view.apply(configuration)
  }

  /// Keeps the views over their host's bounds.
  func layout(in cell: UIView, contentHost: UIView) {
    if let contentView, contentView.frame != contentHost.bounds {
      contentView.frame = contentHost.bounds
    }
    if let backgroundView, let backgroundConfiguration {
      backgroundView.frame = ConfiguredBackgroundView.frame(
        for: backgroundConfiguration, in: cell.bounds, margins: cell.directionalLayoutMargins)
    }
  }

  /// The height the content configuration's view needs at a width, or `nil` without one.
  func fittingHeight(width: CGFloat) -> CGFloat? {
    guard let contentView else { return nil }
    return contentView.systemLayoutSizeFitting(
      CGSize(width: width, height: 0), withHorizontalFittingPriority: .required,
      verticalFittingPriority: .fittingSizeLevel
    ).height
  }
}
