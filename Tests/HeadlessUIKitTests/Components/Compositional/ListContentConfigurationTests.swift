import HeadlessUIKit
import HeadlessUIKitTestSupport
import Testing

/// List content configurations and the list content view (decision CV8).
@MainActor
@Suite(.dejaVuSystemFace) struct ListContentConfigurationTests {
  /// The size a label of a font needs for a text.
  private func size(_ text: String, _ font: UIFont) -> CGSize {
    let label = UILabel(frame: .zero)
    label.font = font
    label.text = text
    return label.sizeThatFits(CGSize(width: 1000, height: 1000))
  }

  /// A content view for a configuration, laid out at a size.
  private func contentView(_ configuration: UIListContentConfiguration, width: CGFloat = 375)
    -> UIListContentView
  {
    let view = UIListContentView(configuration: configuration)
    view.frame = CGRect(x: 0, y: 0, width: width, height: 0)
    view.frame.size.height = view.sizeThatFits(CGSize(width: width, height: 0)).height
    view.layoutIfNeeded()
    return view
  }

  /// The labels of a content view, in subview order, that show text.
  private func labels(_ view: UIView) -> [UILabel] {
    view.subviews.compactMap { $0 as? UILabel }.filter { !$0.isHidden }
  }

  @Test(
    "CV8: the styles' fonts come from text styles, the secondary text in secondary label colour")
  func styleFonts() {
    let body = UIFont.preferredFont(forTextStyle: .body)
    let subheadline = UIFont.preferredFont(forTextStyle: .subheadline)
    #expect(UIListContentConfiguration.cell().textProperties.font == body)
    #expect(UIListContentConfiguration.cell().textProperties.color == .label)
    #expect(UIListContentConfiguration.subtitleCell().secondaryTextProperties.font == subheadline)
    #expect(
      UIListContentConfiguration.subtitleCell().secondaryTextProperties.color == .secondaryLabel)
    #expect(UIListContentConfiguration.valueCell().secondaryTextProperties.font == body)
    #expect(UIListContentConfiguration.valueCell().prefersSideBySideTextAndSecondaryText)
    #expect(
      UIListContentConfiguration.groupedHeader().textProperties.font
        == .preferredFont(forTextStyle: .footnote))
    #expect(UIListContentConfiguration.cell().directionalLayoutMargins.top == 11)
    #expect(UIListContentConfiguration.cell().axesPreservingSuperviewLayoutMargins == .horizontal)
  }

  @Test("CV8: cell(): the text at the leading margin, centred between 11-point margins")
  func cellLayout() throws {
    var configuration = UIListContentConfiguration.cell()
    configuration.text = "Title"
    let view = contentView(configuration)
    let text = size("Title", .preferredFont(forTextStyle: .body))
    #expect(view.frame.height == 11 + text.height + 11)
    let label = try #require(labels(view).first)
    #expect(label.frame == CGRect(x: 16, y: 11, width: 343, height: text.height))
    #expect(label.text == "Title")
    #expect(label.font == .preferredFont(forTextStyle: .body))
  }

  @Test("CV8: subtitleCell(): the secondary text 3 points under the text, both at the margin")
  func subtitleLayout() throws {
    var configuration = UIListContentConfiguration.subtitleCell()
    configuration.text = "Title"
    configuration.secondaryText = "Detail"
    let view = contentView(configuration)
    let text = size("Title", .preferredFont(forTextStyle: .body))
    let detail = size("Detail", .preferredFont(forTextStyle: .subheadline))
    #expect(view.frame.height == 11 + text.height + 3 + detail.height + 11)
    let shown = labels(view)
    try #require(shown.count == 2)
    #expect(shown[0].frame == CGRect(x: 16, y: 11, width: 343, height: text.height))
    #expect(
      shown[1].frame == CGRect(x: 16, y: 11 + text.height + 3, width: 343, height: detail.height))
    #expect(shown[1].textColor == .secondaryLabel)
  }

  @Test("CV8: valueCell(): the secondary text against the trailing margin, both centred")
  func valueLayout() throws {
    var configuration = UIListContentConfiguration.valueCell()
    configuration.text = "Title"
    configuration.secondaryText = "Value"
    let view = contentView(configuration)
    view.frame.size.height = 44
    view.layoutIfNeeded()
    let body = UIFont.preferredFont(forTextStyle: .body)
    let text = size("Title", body)
    let value = size("Value", body)
    let shown = labels(view)
    try #require(shown.count == 2)
    #expect(isClose(shown[0].frame.minX, 16, tolerance: 1e-9))
    #expect(shown[0].frame.width == text.width)
    #expect(isClose(shown[1].frame.maxX, 359, tolerance: 1e-9))
    #expect(shown[1].frame.width == value.width)
    #expect(isClose(shown[1].frame.midY, 22, tolerance: 0.5))
  }

  @Test("CV8: side-by-side texts that do not fit are stacked")
  func valueStacksWhenTooWide() throws {
    var configuration = UIListContentConfiguration.valueCell()
    configuration.text = String(repeating: "Title ", count: 8)
    configuration.secondaryText = "A long value"
    let view = contentView(configuration, width: 200)
    let shown = labels(view)
    try #require(shown.count == 2)
    #expect(shown[1].frame.minX == 16)
    #expect(shown[1].frame.minY >= shown[0].frame.maxY)
  }

  @Test("CV8: an image sits at the leading margin; the text starts 16 points after it")
  func imageLayout() throws {
    var configuration = UIListContentConfiguration.cell()
    configuration.text = "Title"
    configuration.image = UIGraphicsImageRenderer(size: CGSize(width: 30, height: 30)).image { _ in
    }
    configuration.imageProperties.maximumSize = CGSize(width: 24, height: 24)
    let view = contentView(configuration)
    let image = try #require(view.subviews.first { $0 is UIImageView })
    #expect(image.frame.size == CGSize(width: 24, height: 24))
    #expect(image.frame.minX == 16)
    let label = try #require(labels(view).first)
    #expect(isClose(label.frame.minX, 56))
    configuration.imageProperties.reservedLayoutSize = CGSize(width: 40, height: 0)
    let reserved = contentView(configuration)
    #expect(isClose(try #require(labels(reserved).first).frame.minX, 72))
  }

  @Test("CV8: the side margins are at least the superview's, as list cells preserve them")
  func preservesSuperviewMargins() throws {
    var configuration = UIListContentConfiguration.cell()
    configuration.text = "Title"
    let host = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 44))
    host.directionalLayoutMargins = NSDirectionalEdgeInsets(
      top: 0, leading: 20, bottom: 0, trailing: 20)
    let view = UIListContentView(configuration: configuration)
    view.frame = host.bounds
    host.addSubview(view)
    view.layoutIfNeeded()
    #expect(try #require(labels(view).first).frame.minX == 20)
  }

  @Test("CV8: text transforms and a disabled state's colours")
  func transformAndDisabled() throws {
    var configuration = UIListContentConfiguration.groupedHeader()
    configuration.text = "Section"
    configuration.textProperties.transform = .uppercase
    let view = contentView(configuration)
    #expect(try #require(labels(view).first).text == "SECTION")
    var state = UICellConfigurationState(traitCollection: UITraitCollection())
    state.isDisabled = true
    let disabled = UIListContentConfiguration.cell().updated(for: state)
    #expect(disabled.textProperties.color == .secondaryLabel)
    state.isDisabled = false
    #expect(disabled.updated(for: state).textProperties.color == .label)
  }

  @Test("CV8: a new configuration of the same type updates the content view in place")
  func reusesContentView() throws {
    let cell = UICollectionViewListCell(frame: CGRect(x: 0, y: 0, width: 375, height: 44))
    var content = cell.defaultContentConfiguration()
    content.text = "One"
    cell.contentConfiguration = content
    let first = try #require(cell.contentView.subviews.first as? UIListContentView)
    content.text = "Two"
    cell.contentConfiguration = content
    #expect(cell.contentView.subviews.first === first)
    cell.layoutIfNeeded()
    #expect(try #require(labels(first).first).text == "Two")
    #expect(first.frame == cell.contentView.bounds)
  }
}
