/// The Dynamic Type sizes of the text styles for each content size category (spec 12.5–12.6).
///
/// Categories are indexed from 0 (extra small) to 11 (the largest accessibility size); index 3
/// is the default, large. These are the point sizes Apple publishes in the Human Interface
/// Guidelines; the leading column is the line height Apple pairs with each style at the default
/// size.
package enum DynamicTypeTable {
  /// A text style of the table.
  package enum Style: Int, CaseIterable, Sendable {
    case largeTitle, title1, title2, title3, headline, body, callout, subheadline, footnote
    case caption1, caption2
  }

  /// The index of the default category (large).
  package static let defaultCategory = 3

  /// Point sizes, one row per style in ``Style`` order, one column per category.
  private static let sizes: [[Double]] = [
    [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60],
    [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58],
    [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56],
    [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55],
    [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
    [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
    [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51],
    [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49],
    [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44],
    [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43],
    [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40],
  ]

  /// Apple's default leading (line height) of each style at the default category (spec 12.5).
  private static let defaultLeading: [Double] = [41, 34, 28, 25, 22, 22, 21, 20, 18, 16, 13]

  /// The point size of `style` at category `index`; an index outside 0...11 is clamped.
  package static func pointSize(_ style: Style, category index: Int) -> Double {
    sizes[style.rawValue][min(max(index, 0), 11)]
  }

  /// Apple's default leading of `style` at the default category.
  package static func defaultLeading(_ style: Style) -> Double {
    defaultLeading[style.rawValue]
  }

  /// Whether the style's font is semibold rather than regular (only the headline is).
  package static func isSemibold(_ style: Style) -> Bool { style == .headline }
}
