import HeadlessUIKit

/// The content and metrics shared by both versions of the card cell.
///
/// A card is a 60 × 60 image at the top left, a one-line title to its right, and a subtitle of
/// one to four lines under the title, separated by a spacing that the constant change toggles
/// between 4 and 8. Title and subtitle are as wide as their text but stop 16 points before the
/// cell's right edge. The cell is as tall as the taller of the image and the text column, plus
/// 12 points above and below.
@MainActor
enum CardContent {
  /// The left and right insets.
  static let sideInset: CGFloat = 16
  /// The space above the image and title, and below the taller of image and subtitle.
  static let verticalInset: CGFloat = 12
  /// The image's width and height.
  static let imageSide: CGFloat = 60
  /// The space between the image and the text column.
  static let imageSpacing: CGFloat = 12
  /// The space between title and subtitle, and the value the constant change toggles it to.
  static let textSpacings: (CGFloat, CGFloat) = (4, 8)
  /// The width the cell is measured at.
  static let measuringWidth: CGFloat = 375

  /// The title and subtitle of one card.
  struct Item: Sendable {
    /// The title: one line of 9 to 46 characters.
    let title: String
    /// The subtitle: one to four lines.
    let subtitle: String
  }

  private static let titles = [
    "Morning run", "Weekly groceries and the things we forgot last time", "Dentist",
    "Call the landlord about the heating", "Book club",
  ]

  private static let lines = [
    "Tomorrow at 9", "Bring the blue folder", "Remember to ask about the invoice from March",
    "Alex, Sam and 3 others", "No reminder",
  ]

  /// The first `count` items, each with its own title and one to four subtitle lines.
  static func items(_ count: Int) -> [Item] {
    (0..<count).map { index in
      let lineCount = 1 + index % 4
      let subtitle = (0..<lineCount).map { lines[(index + $0 * 2) % lines.count] }
        .joined(separator: "\n")
      return Item(title: "\(titles[index % titles.count]) \(index)", subtitle: subtitle)
    }
  }

  /// A title view (8-point characters, 20-point lines).
  static func makeTitle() -> TextBlockView {
    TextBlockView(text: "", characterWidth: 8, lineHeight: 20)
  }

  /// A subtitle view (7-point characters, 16-point lines).
  static func makeSubtitle() -> TextBlockView {
    TextBlockView(text: "", characterWidth: 7, lineHeight: 16)
  }
}
