import Foundation

/// How a style lays out a header's or footer's title (decisions W17, W18).
struct TableTitleStyle {
  /// The text style of the title's font.
  var textStyle: UIFont.TextStyle
  /// The height with one line of title at the default Dynamic Type size, and the least height
  /// of a titled header or footer.
  var minimumHeight: CGFloat
  /// The space below a header's title or above a footer's; `nil` centres one line.
  var edgeInset: CGFloat?
  /// Whether the title is shown in capitals.
  var uppercased: Bool
}

/// Titled headers and footers: made as `UITableViewHeaderFooterView`s and sized to their text
/// (decisions W17, W18, W21).
extension UITableView {
  /// The space between a grouped header's title and the first row, and between the last row
  /// and a grouped footer's title.
  static let groupedTitleEdgeInset: CGFloat = 7

  /// How the table's style lays out a title of a role, in a section.
  func titleStyle(for role: UITableViewHeaderFooterView.Role, section: Int) -> TableTitleStyle {
    switch (style, role) {
    case (.plain, .header):
      return TableTitleStyle(
        textStyle: .headline, minimumHeight: Self.plainTitledHeaderHeight, edgeInset: nil,
        uppercased: false)
    case (.plain, .footer):
      return TableTitleStyle(
        textStyle: .footnote, minimumHeight: Self.plainTitledHeaderHeight, edgeInset: nil,
        uppercased: false)
    case (_, .header):
      var height = Self.groupedTitledHeaderHeight
      if section == 0 {
        // 55⅓ points, rounded up to the screen's pixel grid (55.5 at 2×).
        height = pixelCeil(Self.groupedFirstTitledHeaderHeight - 1e-6)
      }
      return TableTitleStyle(
        textStyle: .footnote, minimumHeight: height, edgeInset: Self.groupedTitleEdgeInset,
        uppercased: true)
    case (_, .footer):
      return TableTitleStyle(
        textStyle: .footnote, minimumHeight: Self.groupedTitledFooterHeight,
        edgeInset: Self.groupedTitleEdgeInset, uppercased: false)
    }
  }

  /// A value rounded up to the table's screen pixel grid.
  func pixelCeil(_ value: CGFloat) -> CGFloat {
    let scale = max(1, window?.screen.scale ?? UIScreen.main.scale)
    return (value * scale - 1e-6).rounded(.up) / scale
  }

  /// The height of one line of a text style's font at the default Dynamic Type size, on the
  /// table's pixel grid, as a label on the table's screen measures it.
  func referenceLineHeight(_ textStyle: UIFont.TextStyle) -> CGFloat {
    let font = UIFont.preferredFont(
      forTextStyle: textStyle,
      compatibleWith: UITraitCollection(preferredContentSizeCategory: .large))
    let scale = max(1, window?.screen.scale ?? UIScreen.main.scale)
    return (font.lineHeight * scale).rounded(.up) / scale
  }

  /// Makes the view the table shows for a section's title.
  func makeTitleView(
    _ title: String, role: UITableViewHeaderFooterView.Role, section: Int
  ) -> UITableViewHeaderFooterView {
    let view = UITableViewHeaderFooterView(reuseIdentifier: nil)
    view.storedTitle = title
    view.role = role
    return view
  }

  /// Gives a title view its label's font and text and its insets, and returns its height:
  /// the style's one-line height, plus whatever the text needs beyond one line (decisions
  /// W17, W18).
  ///
  /// - Parameters:
  ///   - view: The title view.
  ///   - section: The section.
  ///   - width: The view's width.
  ///   - storedTextHeight: The text height to use instead of measuring (stored metrics, W21).
  /// - Returns: The height.
  func layOutTitleView(
    _ view: UITableViewHeaderFooterView, section: Int, width: CGFloat,
    storedTextHeight: CGFloat? = nil
  ) -> CGFloat {
    let titleStyle = titleStyle(for: view.role, section: section)
    let sides = cellContentSideMargins
    if let storedTextHeight {
      let size = CGSize(
        width: max(0, width - sides.leading - sides.trailing), height: storedTextHeight)
      if let label = view.storedTextLabel as? StoredMetricsLabel {
        if label.storedSize != size {
          label.storedSize = size
          view.setNeedsLayout()
        }
      } else {
        let label = StoredMetricsLabel(frame: .zero)
        label.numberOfLines = 0
        AppearanceRegistry.settingDefaults { label.textColor = .secondaryLabel }
        label.storedSize = size
        view.installTextLabel(label)
      }
    }
    guard let label = view.textLabel else { return titleStyle.minimumHeight }
    let font = UIFont.preferredFont(
      forTextStyle: titleStyle.textStyle, compatibleWith: traitCollection)
    if label.font != font { AppearanceRegistry.settingDefaults { label.font = font } }
    let text = titleStyle.uppercased ? view.storedTitle.uppercased() : view.storedTitle
    if label.text != text { label.text = text }
    applyTitleInsets(to: view, section: section)
    let needed =
      view.titleInsets.top + view.builtInLabelsHeight(width: width)
      + view.titleInsets.bottom
    return max(titleStyle.minimumHeight, pixelCeil(needed))
  }

  /// Sets a header-footer view's title insets for the style: the table's cell margins at the
  /// sides; above and below, the style's one-line height less one line of its font at the
  /// default size, shared as the style places the title (decision W18).
  func applyTitleInsets(to view: UITableViewHeaderFooterView, section: Int) {
    let titleStyle = titleStyle(for: view.role, section: section)
    let sides = cellContentSideMargins
    let spare = max(0, titleStyle.minimumHeight - referenceLineHeight(titleStyle.textStyle))
    let near = titleStyle.edgeInset.map { min($0, spare) } ?? spare / 2
    let far = spare - near
    view.titleInsets = NSDirectionalEdgeInsets(
      top: view.role == .header ? far : near, leading: sides.leading,
      bottom: view.role == .header ? near : far, trailing: sides.trailing)
  }
}
