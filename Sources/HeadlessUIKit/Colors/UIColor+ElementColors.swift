import Foundation

extension UIColor {
  /// Text colour for primary content: black in light mode, white in dark mode.
  public class var label: UIColor { ElementColors.label }

  /// Text colour for secondary content, such as subtitles.
  public class var secondaryLabel: UIColor { ElementColors.secondaryLabel }

  /// Text colour for tertiary content, fainter than `secondaryLabel`.
  public class var tertiaryLabel: UIColor { ElementColors.tertiaryLabel }

  /// Text colour for the least prominent text, fainter than `tertiaryLabel`.
  public class var quaternaryLabel: UIColor { ElementColors.quaternaryLabel }

  /// Text colour for the placeholder of a text field or text view.
  public class var placeholderText: UIColor { ElementColors.placeholderText }

  /// Text colour for links.
  public class var link: UIColor { ElementColors.link }

  /// Colour for hairlines and dividers, translucent so that what is behind shows through.
  public class var separator: UIColor { ElementColors.separator }

  /// Colour for hairlines and dividers that hide what is behind them.
  public class var opaqueSeparator: UIColor { ElementColors.opaqueSeparator }

  /// Translucent fill for small, thin shapes such as a slider track.
  public class var systemFill: UIColor { ElementColors.systemFill }

  /// Translucent fill for medium shapes such as a switch background.
  public class var secondarySystemFill: UIColor { ElementColors.secondarySystemFill }

  /// Translucent fill for large shapes such as input fields and buttons.
  public class var tertiarySystemFill: UIColor { ElementColors.tertiarySystemFill }

  /// Translucent fill for large areas that hold complex content.
  public class var quaternarySystemFill: UIColor { ElementColors.quaternarySystemFill }

  /// Background of a plain interface: white in light mode, black in dark mode.
  public class var systemBackground: UIColor { ElementColors.systemBackground }

  /// Background for content grouped on top of `systemBackground`.
  public class var secondarySystemBackground: UIColor { ElementColors.secondarySystemBackground }

  /// Background for content grouped on top of `secondarySystemBackground`.
  public class var tertiarySystemBackground: UIColor { ElementColors.tertiarySystemBackground }

  /// Background of a grouped interface, such as a grouped table view.
  public class var systemGroupedBackground: UIColor { ElementColors.systemGroupedBackground }

  /// Background for content on top of `systemGroupedBackground`, such as grouped cells.
  public class var secondarySystemGroupedBackground: UIColor {
    ElementColors.secondarySystemGroupedBackground
  }

  /// Background for content on top of `secondarySystemGroupedBackground`.
  public class var tertiarySystemGroupedBackground: UIColor {
    ElementColors.tertiarySystemGroupedBackground
  }
}

/// The shared instances behind UIKit's UI element colours.
private enum ElementColors {
  static let label = UIColor(storage: .system(.label))
  static let secondaryLabel = UIColor(storage: .system(.secondaryLabel))
  static let tertiaryLabel = UIColor(storage: .system(.tertiaryLabel))
  static let quaternaryLabel = UIColor(storage: .system(.quaternaryLabel))
  static let placeholderText = UIColor(storage: .system(.placeholderText))
  static let link = UIColor(storage: .system(.link))
  static let separator = UIColor(storage: .system(.separator))
  static let opaqueSeparator = UIColor(storage: .system(.opaqueSeparator))
  static let systemFill = UIColor(storage: .system(.systemFill))
  static let secondarySystemFill = UIColor(storage: .system(.secondarySystemFill))
  static let tertiarySystemFill = UIColor(storage: .system(.tertiarySystemFill))
  static let quaternarySystemFill = UIColor(storage: .system(.quaternarySystemFill))
  static let systemBackground = UIColor(storage: .system(.systemBackground))
  static let secondarySystemBackground = UIColor(storage: .system(.secondarySystemBackground))
  static let tertiarySystemBackground = UIColor(storage: .system(.tertiarySystemBackground))
  static let systemGroupedBackground = UIColor(storage: .system(.systemGroupedBackground))
  static let secondarySystemGroupedBackground = UIColor(
    storage: .system(.secondarySystemGroupedBackground))
  static let tertiarySystemGroupedBackground = UIColor(
    storage: .system(.tertiarySystemGroupedBackground))
}
