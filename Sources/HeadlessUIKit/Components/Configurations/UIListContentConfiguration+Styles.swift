import Foundation

/// The styles of list content (decision CV8): fonts from text styles, so they follow Dynamic
/// Type, and the margins of table cells (11 points above and below, 16 on the sides, kept at
/// least as large as the superview's side margins).
extension UIListContentConfiguration {
  /// The margins of cell styles: those of a table cell's content view (decision W9).
  static let cellMargins = NSDirectionalEdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16)

  /// The margins of header and footer styles.
  static let headerMargins = NSDirectionalEdgeInsets(
    top: 16, leading: 16, bottom: 7, trailing: 16)

  /// Text properties of a text style in a colour.
  @MainActor
  private static func text(_ style: UIFont.TextStyle, _ color: UIColor) -> TextProperties {
    TextProperties(font: .preferredFont(forTextStyle: style), color: color)
  }

  /// A configuration of a style with body text in the label colour.
  @MainActor
  private static func make(
    _ style: Style, text: TextProperties, secondary: TextProperties,
    margins: NSDirectionalEdgeInsets = cellMargins
  ) -> UIListContentConfiguration {
    UIListContentConfiguration(style: style, text: text, secondary: secondary, margins: margins)
  }

  /// A row: body text, with a subheadline secondary text below it.
  ///
  /// - Returns: The configuration.
  @MainActor public static func cell() -> UIListContentConfiguration {
    var configuration = make(
      .cell, text: text(.body, .label), secondary: text(.subheadline, .secondaryLabel))
    configuration.textToSecondaryTextVerticalPadding = 3
    return configuration
  }

  /// A row with a subheadline secondary text under its body text.
  ///
  /// - Returns: The configuration.
  @MainActor public static func subtitleCell() -> UIListContentConfiguration {
    var configuration = make(
      .subtitleCell, text: text(.body, .label), secondary: text(.subheadline, .secondaryLabel))
    configuration.textToSecondaryTextVerticalPadding = 3
    return configuration
  }

  /// A row with its body text at the leading edge and its secondary text, in the secondary
  /// label colour, at the trailing edge.
  ///
  /// - Returns: The configuration.
  @MainActor public static func valueCell() -> UIListContentConfiguration {
    var configuration = make(
      .valueCell, text: text(.body, .label), secondary: text(.body, .secondaryLabel))
    configuration.prefersSideBySideTextAndSecondaryText = true
    return configuration
  }

  /// A plain list's header: headline text.
  ///
  /// - Returns: The configuration.
  @MainActor public static func plainHeader() -> UIListContentConfiguration {
    make(
      .plainHeader, text: text(.headline, .label), secondary: text(.subheadline, .secondaryLabel),
      margins: NSDirectionalEdgeInsets(top: 6, leading: 16, bottom: 6, trailing: 16))
  }

  /// A plain list's footer: footnote text in the secondary label colour.
  ///
  /// - Returns: The configuration.
  @MainActor public static func plainFooter() -> UIListContentConfiguration {
    make(
      .plainFooter, text: text(.footnote, .secondaryLabel),
      secondary: text(.footnote, .secondaryLabel),
      margins: NSDirectionalEdgeInsets(top: 6, leading: 16, bottom: 6, trailing: 16))
  }

  /// A grouped list's header: footnote text in the secondary label colour.
  ///
  /// - Returns: The configuration.
  @MainActor public static func groupedHeader() -> UIListContentConfiguration {
    make(
      .groupedHeader, text: text(.footnote, .secondaryLabel),
      secondary: text(.footnote, .secondaryLabel), margins: headerMargins)
  }

  /// A grouped list's footer: footnote text in the secondary label colour.
  ///
  /// - Returns: The configuration.
  @MainActor public static func groupedFooter() -> UIListContentConfiguration {
    make(
      .groupedFooter, text: text(.footnote, .secondaryLabel),
      secondary: text(.footnote, .secondaryLabel),
      margins: NSDirectionalEdgeInsets(top: 7, leading: 16, bottom: 16, trailing: 16))
  }

  /// An inset grouped list's prominent header: bold title 3 text.
  ///
  /// - Returns: The configuration.
  @MainActor public static func prominentInsetGroupedHeader() -> UIListContentConfiguration {
    make(
      .prominentInsetGroupedHeader,
      text: TextProperties(
        font: .boldSystemFont(ofSize: UIFont.preferredFont(forTextStyle: .title3).pointSize),
        color: .label),
      secondary: text(.subheadline, .secondaryLabel), margins: headerMargins)
  }

  /// An inset grouped list's extra prominent header: bold title 2 text.
  ///
  /// - Returns: The configuration.
  @MainActor public static func extraProminentInsetGroupedHeader() -> UIListContentConfiguration {
    make(
      .extraProminentInsetGroupedHeader,
      text: TextProperties(
        font: .boldSystemFont(ofSize: UIFont.preferredFont(forTextStyle: .title2).pointSize),
        color: .label),
      secondary: text(.subheadline, .secondaryLabel), margins: headerMargins)
  }

  /// A sidebar row: body text.
  ///
  /// - Returns: The configuration.
  @MainActor public static func sidebarCell() -> UIListContentConfiguration {
    make(.sidebarCell, text: text(.body, .label), secondary: text(.subheadline, .secondaryLabel))
  }

  /// A sidebar row with a secondary text under its text.
  ///
  /// - Returns: The configuration.
  @MainActor public static func sidebarSubtitleCell() -> UIListContentConfiguration {
    make(
      .sidebarSubtitleCell, text: text(.body, .label),
      secondary: text(.subheadline, .secondaryLabel))
  }

  /// A row of a sidebar's accompanying list: body text.
  ///
  /// - Returns: The configuration.
  @MainActor public static func accompaniedSidebarCell() -> UIListContentConfiguration {
    make(
      .accompaniedSidebarCell, text: text(.body, .label),
      secondary: text(.subheadline, .secondaryLabel))
  }

  /// A row of a sidebar's accompanying list with a secondary text under its text.
  ///
  /// - Returns: The configuration.
  @MainActor public static func accompaniedSidebarSubtitleCell() -> UIListContentConfiguration {
    make(
      .accompaniedSidebarSubtitleCell, text: text(.body, .label),
      secondary: text(.subheadline, .secondaryLabel))
  }

  /// A sidebar's header: headline text.
  ///
  /// - Returns: The configuration.
  @MainActor public static func sidebarHeader() -> UIListContentConfiguration {
    make(
      .sidebarHeader, text: text(.headline, .label), secondary: text(.subheadline, .secondaryLabel),
      margins: headerMargins)
  }

  /// A header for the list's appearance: the grouped header (iOS 18).
  ///
  /// - Returns: The configuration.
  @MainActor public static func header() -> UIListContentConfiguration {
    groupedHeader()
  }

  /// A footer for the list's appearance: the grouped footer (iOS 18).
  ///
  /// - Returns: The configuration.
  @MainActor public static func footer() -> UIListContentConfiguration {
    groupedFooter()
  }
}
