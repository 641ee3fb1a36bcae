import HeadlessUIKit

/// The content and metrics shared by both versions of the form screen.
///
/// Each row is a label, a field and a hint: the label at the leading inset, centred on the
/// 32-point field that fills the rest of the row, and the hint under the field, as wide as
/// its text but never wider than the field (a long hint is cut to the field's width). Rows
/// are stacked with 8 points between them, below a top inset that the constant change toggles
/// between 20 and 28.
@MainActor
enum FormContent {
  /// The left and right insets of a row's content.
  static let sideInset: CGFloat = 16
  /// The space above the field and below the hint, inside a row.
  static let verticalInset: CGFloat = 8
  /// The space between the label and the field.
  static let labelSpacing: CGFloat = 8
  /// The space between the field and the hint.
  static let hintSpacing: CGFloat = 4
  /// The field's height.
  static let fieldHeight: CGFloat = 32
  /// The space between rows.
  static let rowSpacing: CGFloat = 8
  /// The top inset of the first row, and the value the constant change toggles it to.
  static let topInsets: (CGFloat, CGFloat) = (20, 28)
  /// The window size the form is built in.
  static let windowSize = CGSize(width: 390, height: 844)

  private static let labels = [
    "Name", "Email", "Phone", "Street", "City", "Postcode", "Country", "Company", "Job title",
    "Website", "Username", "Birthday", "Language",
  ]

  private static let hints = [
    "Required", "Optional", "As it appears on your card",
    "We never share it with anyone, not even with our partners",
    "At least 8 characters", "Used to recover your account if you forget the password",
  ]

  /// The label text of row `index` (at most 13 characters).
  static func label(_ index: Int) -> String {
    "\(labels[index % labels.count]) \(index % 100)"
  }

  /// The hint text of row `index` (one line, 8 to 57 characters).
  static func hint(_ index: Int) -> String {
    hints[(index * 7 + 3) % hints.count]
  }

  /// A label view with the label font (8-point characters, 20-point lines).
  static func makeLabel(_ index: Int) -> TextBlockView {
    TextBlockView(text: label(index), characterWidth: 8, lineHeight: 20)
  }

  /// A hint view with the hint font (7-point characters, 16-point lines).
  static func makeHint(_ index: Int) -> TextBlockView {
    TextBlockView(text: hint(index), characterWidth: 7, lineHeight: 16)
  }

  /// A window of ``windowSize`` holding `content` as its root view, resized with it.
  static func makeWindow(holding content: UIView) -> UIWindow {
    let window = CountingWindow(frame: CGRect(origin: .zero, size: windowSize))
    content.frame = window.bounds
    content.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    window.addSubview(content)
    window.makeKeyAndVisible()
    return window
  }

  /// The window width of resize step `index`: whole numbers from 320 to 1024 in a scattered
  /// order (every width in the range comes up within 705 steps).
  static func resizeWidth(_ index: Int) -> CGFloat {
    320 + CGFloat((index * 389 + 70) % 705)
  }
}
