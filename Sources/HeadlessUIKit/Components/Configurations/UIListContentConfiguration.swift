import Foundation

/// The content of a standard list row, header or footer: an image, a text and a secondary
/// text, with their fonts, colours and spacing (iOS 14).
///
/// Make one with a style such as ``cell()``, ``subtitleCell()`` or ``valueCell()``, or with a
/// cell's `defaultContentConfiguration()`, set its text, and assign it to a cell's
/// `contentConfiguration`; the cell shows it in a ``UIListContentView`` (decision CV8).
public struct UIListContentConfiguration: Hashable, @unchecked Sendable {
  /// The style the configuration was made with.
  enum Style: Hashable {
    case cell
    case subtitleCell
    case valueCell
    case plainHeader
    case plainFooter
    case groupedHeader
    case groupedFooter
    case prominentInsetGroupedHeader
    case extraProminentInsetGroupedHeader
    case sidebarCell
    case sidebarSubtitleCell
    case accompaniedSidebarCell
    case accompaniedSidebarSubtitleCell
    case sidebarHeader
    case header
    case footer
  }

  /// The style the configuration was made with.
  let style: Style

  /// The image, or `nil`.
  public var image: UIImage?

  /// How the image is shown.
  public var imageProperties = ImageProperties()

  /// The text, or `nil`.
  public var text: String?

  /// The styled text, or `nil`; it wins over ``text``.
  public var attributedText: NSAttributedString?

  /// How the text is shown.
  public var textProperties: TextProperties

  /// The secondary text, or `nil`.
  public var secondaryText: String?

  /// The styled secondary text, or `nil`; it wins over ``secondaryText``.
  public var secondaryAttributedText: NSAttributedString?

  /// How the secondary text is shown.
  public var secondaryTextProperties: TextProperties

  /// The margins around the content.
  public var directionalLayoutMargins: NSDirectionalEdgeInsets

  /// The axes on which the content view keeps at least its superview's margins;
  /// `.horizontal` for cells.
  public var axesPreservingSuperviewLayoutMargins: UIAxis = .horizontal

  /// Whether the text and secondary text sit side by side when they fit.
  public var prefersSideBySideTextAndSecondaryText = false

  /// The space between the image and the texts.
  public var imageToTextPadding: CGFloat = 16

  /// The space between the text and the secondary text side by side.
  public var textToSecondaryTextHorizontalPadding: CGFloat = 8

  /// The space between the text and the secondary text stacked.
  public var textToSecondaryTextVerticalPadding: CGFloat = 0

  /// The text colours before a disabled state replaced them, restored when it ends.
  var colorsBeforeState: [UIColor]?

  /// Creates a configuration of a style, with the style's fonts, colours and margins.
  init(
    style: Style, text: TextProperties, secondary: TextProperties,
    margins: NSDirectionalEdgeInsets
  ) {
    self.style = style
    textProperties = text
    secondaryTextProperties = secondary
    directionalLayoutMargins = margins
  }

  /// The text to show, styled text first; `nil` when empty.
  var displayedText: String? {
    let value = attributedText?.string ?? text
    return value?.isEmpty == false ? value : nil
  }

  /// The secondary text to show, styled text first; `nil` when empty.
  var displayedSecondaryText: String? {
    let value = secondaryAttributedText?.string ?? secondaryText
    return value?.isEmpty == false ? value : nil
  }
}

extension UIListContentConfiguration: UIContentConfiguration {
  /// Makes a list content view that shows the configuration.
  ///
  /// - Returns: A new ``UIListContentView``.
  public func makeContentView() -> any UIView & UIContentView {
    UIListContentView(configuration: self)
  }

  /// The configuration for a state: unchanged, except that a disabled state dims the texts to
  /// the secondary and tertiary label colours (decision CV8).
  ///
  /// - Parameter state: The state.
  /// - Returns: The configuration.
  public func updated(for state: any UIConfigurationState) -> UIListContentConfiguration {
    var copy = self
    let disabled =
      (state as? UICellConfigurationState)?.isDisabled
      ?? (state as? UIViewConfigurationState)?.isDisabled ?? false
    if disabled {
      if copy.colorsBeforeState == nil {
        copy.colorsBeforeState = [textProperties.color, secondaryTextProperties.color]
      }
      copy.textProperties.color = .secondaryLabel
      copy.secondaryTextProperties.color = .tertiaryLabel
    } else if let before = copy.colorsBeforeState, before.count == 2 {
      copy.textProperties.color = before[0]
      copy.secondaryTextProperties.color = before[1]
      copy.colorsBeforeState = nil
    }
    return copy
  }
}
