import Foundation

/// The background of a cell, header or footer: a colour, a custom view, corner radius, stroke
/// and insets (iOS 14).
///
/// Cells take one in `backgroundConfiguration` and show it in a view behind their content
/// view, as large as the cell less the insets (decision CV9).
public struct UIBackgroundConfiguration: Hashable, @unchecked Sendable {
  /// The style the configuration was made with.
  enum Style: Hashable {
    case clear
    case listPlainCell
    case listGroupedCell
    case listSidebarCell
    case listAccompaniedSidebarCell
    case listPlainHeaderFooter
    case listGroupedHeaderFooter
    case listSidebarHeader
  }

  /// The style the configuration was made with.
  let style: Style

  /// A view shown behind everything else of the background, or `nil`.
  public var customView: UIView?

  /// The background colour, or `nil` for none.
  public var backgroundColor: UIColor?

  /// A function applied to the background colour, or `nil`.
  public var backgroundColorTransformer: UIConfigurationColorTransformer?

  /// The radius of the rounded corners; 0 by default.
  public var cornerRadius: CGFloat = 0

  /// The insets of the background from the cell's bounds.
  public var backgroundInsets: NSDirectionalEdgeInsets = .zero

  /// The edges whose insets also get the cell's layout margins; none by default.
  public var edgesAddingLayoutMarginsToBackgroundInsets: NSDirectionalRectEdge = []

  /// The stroke colour, or `nil` for no stroke.
  public var strokeColor: UIColor?

  /// A function applied to the stroke colour, or `nil`.
  public var strokeColorTransformer: UIConfigurationColorTransformer?

  /// The stroke's width; 0 by default.
  public var strokeWidth: CGFloat = 0

  /// How far the stroke extends outside the background; 0 by default.
  public var strokeOutset: CGFloat = 0

  /// The background colour before a selected or highlighted state replaced it, restored when
  /// the state ends.
  var colorBeforeState: UIColor??

  /// Creates a configuration of a style with a background colour.
  init(style: Style, backgroundColor: UIColor?) {
    self.style = style
    self.backgroundColor = backgroundColor
  }

  /// No background.
  ///
  /// - Returns: The configuration.
  public static func clear() -> UIBackgroundConfiguration {
    UIBackgroundConfiguration(style: .clear, backgroundColor: .clear)
  }

  /// A plain list row's background: the system background colour.
  ///
  /// - Returns: The configuration.
  public static func listPlainCell() -> UIBackgroundConfiguration {
    UIBackgroundConfiguration(style: .listPlainCell, backgroundColor: .systemBackground)
  }

  /// A grouped list row's background: the secondary grouped background colour.
  ///
  /// - Returns: The configuration.
  public static func listGroupedCell() -> UIBackgroundConfiguration {
    UIBackgroundConfiguration(
      style: .listGroupedCell, backgroundColor: .secondarySystemGroupedBackground)
  }

  /// A sidebar row's background: none until selected.
  ///
  /// - Returns: The configuration.
  public static func listSidebarCell() -> UIBackgroundConfiguration {
    UIBackgroundConfiguration(style: .listSidebarCell, backgroundColor: .clear)
  }

  /// The background of a row of a sidebar's accompanying list: the system background colour.
  ///
  /// - Returns: The configuration.
  public static func listAccompaniedSidebarCell() -> UIBackgroundConfiguration {
    UIBackgroundConfiguration(
      style: .listAccompaniedSidebarCell, backgroundColor: .systemBackground)
  }

  /// A plain list header's or footer's background: the system background colour.
  ///
  /// - Returns: The configuration.
  public static func listPlainHeaderFooter() -> UIBackgroundConfiguration {
    UIBackgroundConfiguration(style: .listPlainHeaderFooter, backgroundColor: .systemBackground)
  }

  /// A grouped list header's or footer's background: none.
  ///
  /// - Returns: The configuration.
  public static func listGroupedHeaderFooter() -> UIBackgroundConfiguration {
    UIBackgroundConfiguration(style: .listGroupedHeaderFooter, backgroundColor: .clear)
  }

  /// A sidebar header's background: none.
  ///
  /// - Returns: The configuration.
  public static func listSidebarHeader() -> UIBackgroundConfiguration {
    UIBackgroundConfiguration(style: .listSidebarHeader, backgroundColor: .clear)
  }

  /// The background colour after the transformer, given the view's tint colour.
  ///
  /// - Parameter tintColor: The view's tint colour.
  /// - Returns: The colour to fill with.
  public func resolvedBackgroundColor(for tintColor: UIColor) -> UIColor {
    let color = backgroundColor ?? .clear
    return backgroundColorTransformer?(color) ?? color
  }

  /// The stroke colour after the transformer, given the view's tint colour.
  ///
  /// - Parameter tintColor: The view's tint colour.
  /// - Returns: The colour to stroke with.
  public func resolvedStrokeColor(for tintColor: UIColor) -> UIColor {
    let color = strokeColor ?? tintColor
    return strokeColorTransformer?(color) ?? color
  }

  /// The configuration for a cell's state: list row styles turn grey (`systemGray4`) while
  /// selected or highlighted, and a sidebar row takes the tint colour when selected
  /// (decision CV9).
  ///
  /// - Parameter state: The state.
  /// - Returns: The configuration.
  @MainActor public func updated(for state: any UIConfigurationState)
    -> UIBackgroundConfiguration
  {
    var copy = self
    let cell = state as? UICellConfigurationState
    let selected = cell?.isSelected ?? (state as? UIViewConfigurationState)?.isSelected ?? false
    let highlighted =
      cell?.isHighlighted ?? (state as? UIViewConfigurationState)?.isHighlighted ?? false
    let stateColor: UIColor?
    switch style {
    case .listPlainCell, .listGroupedCell, .listAccompaniedSidebarCell:
      stateColor = selected || highlighted ? .systemGray4 : nil
    case .listSidebarCell:
      stateColor = selected ? .tintColor : nil
    default:
      stateColor = nil
    }
    if let stateColor {
      if copy.colorBeforeState == nil { copy.colorBeforeState = .some(backgroundColor) }
      copy.backgroundColor = stateColor
    } else if let before = copy.colorBeforeState {
      copy.backgroundColor = before
      copy.colorBeforeState = nil
    }
    return copy
  }
}

/// The view a cell shows its background configuration in.
final class ConfiguredBackgroundView: UIView {
  /// Applies a configuration: colour, corners and stroke, and the custom view over the bounds.
  func apply(_ configuration: UIBackgroundConfiguration) {
    backgroundColor = configuration.resolvedBackgroundColor(for: tintColor)
    layer.cornerRadius = configuration.cornerRadius
    clipsToBounds = configuration.cornerRadius > 0
    if configuration.strokeWidth > 0 {
      layer.borderWidth = configuration.strokeWidth
      layer.borderColor = configuration.resolvedStrokeColor(for: tintColor).cgColor
    } else {
      layer.borderWidth = 0
    }
    for view in subviews where view !== configuration.customView { view.removeFromSuperview() }
    if let custom = configuration.customView {
      if custom.superview !== self { addSubview(custom) }
      custom.frame = bounds
      custom.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    }
  }

  /// The frame of a configuration's background in a cell's bounds: less its insets, and the
  /// cell's layout margins on the edges that add them.
  static func frame(
    for configuration: UIBackgroundConfiguration, in bounds: CGRect,
    margins: NSDirectionalEdgeInsets
  ) -> CGRect {
    var insets = configuration.backgroundInsets
    let edges = configuration.edgesAddingLayoutMarginsToBackgroundInsets
    if edges.contains(.top) { insets.top += margins.top }
    if edges.contains(.leading) { insets.leading += margins.leading }
    if edges.contains(.bottom) { insets.bottom += margins.bottom }
    if edges.contains(.trailing) { insets.trailing += margins.trailing }
    return CGRect(
      x: bounds.minX + insets.leading, y: bounds.minY + insets.top,
      width: max(0, bounds.width - insets.leading - insets.trailing),
      height: max(0, bounds.height - insets.top - insets.bottom))
  }
}
