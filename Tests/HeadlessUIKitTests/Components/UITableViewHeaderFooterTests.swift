import Foundation
import HeadlessUIKit
import HeadlessUIKitTestSupport
import Testing

/// A delegate that returns given header and footer views.
@MainActor
final class SupplementaryViewsDelegate: NSObject, UITableViewDelegate {
  var headers: [Int: UIView] = [:]
  var footers: [Int: UIView] = [:]
  var headerHeight = UITableView.automaticDimension
  var makeHeader: ((UITableView, Int) -> UIView?)?

  func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
    makeHeader?(tableView, section) ?? headers[section]
  }

  func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? {
    footers[section]
  }

  func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
    headerHeight
  }
}

/// A header-footer view subclass that counts its reuses.
@MainActor
final class CountingHeaderView: UITableViewHeaderFooterView {
  var reuses = 0

  override func prepareForReuse() {
    super.prepareForReuse()
    reuses += 1
  }
}

/// An inset grouped table like ddg-settings' `TDo-S0-c8g`: 414 points wide, 20-point margins,
/// Interface Builder's 18-point section heights, 44-point rows.
@MainActor
func makeSettingsTable(_ source: RowsDataSource, style: UITableView.Style = .insetGrouped)
  -> UITableView
{
  let table = UITableView(frame: CGRect(x: 0, y: 0, width: 414, height: 896), style: style)
  table.directionalLayoutMargins = NSDirectionalEdgeInsets(
    top: 0, leading: 20, bottom: 0, trailing: 20)
  table.sectionHeaderHeight = 18
  table.sectionFooterHeight = 18
  table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
  table.rowHeight = 44
  retainedSources.append(source)
  table.dataSource = source
  table.layoutIfNeeded()
  return table
}

/// The height a footnote label needs for a text at a width and a content size category.
@MainActor
func footnoteHeight(
  _ text: String, width: CGFloat, category: UIContentSizeCategory = .large
) -> CGFloat {
  let label = UILabel(frame: .zero)
  label.numberOfLines = 0
  label.font = UIFont.preferredFont(
    forTextStyle: .footnote,
    compatibleWith: UITraitCollection(preferredContentSizeCategory: category))
  label.text = text
  return label.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude)).height
}

/// A footer text long enough to wrap at 342 points in any font.
let longFooterText =
  "App exit is defined by swiping the app to close it while inactivity is when the app is in "
  + "the background, and the data is cleared at the next launch of the app after either."

/// Titled headers and footers sized to their text, and `UITableViewHeaderFooterView`
/// (decisions W6, W17–W21).
@MainActor
@Suite struct UITableViewHeaderFooterTests {
  @Test(
    "W17: a one-line grouped footer is 46 points and the titled header after it 38 (ddg-settings y9R-2c-mBz: rows at 18 and 146⅓)"
  )
  func oneLineFooter() {
    let source = RowsDataSource(rows: [1, 2])
    source.footerTitles = ["Cleared upon restart.", nil]
    source.headerTitles = [nil, "Action"]
    let table = makeSettingsTable(source)
    #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).minY == 18)
    #expect(table.rectForFooter(inSection: 0) == CGRect(x: 20, y: 62, width: 374, height: 46))
    #expect(table.rectForHeader(inSection: 1) == CGRect(x: 20, y: 108, width: 374, height: 38))
    #expect(
      table.rectForRow(at: IndexPath(row: 0, section: 1))
        == CGRect(x: 20, y: 146, width: 374, height: 44))
    #expect(table.rectForFooter(inSection: 1) == CGRect(x: 20, y: 234, width: 374, height: 18))
  }

  @Test(
    "W17, W18: a wrapped grouped footer grows by the lines beyond the first; its label sits 7 points under the rows, inset by the margins"
  )
  func multiLineFooter() throws {
    let source = RowsDataSource(rows: [1, 1])
    source.footerTitles = [longFooterText, nil]
    let table = makeSettingsTable(source)
    // Not in a window: the default 393-point phone's minimum side margin, 16, insets the text
    // of an inset grouped table (W9), so it wraps at 374 - 32.
    let text = footnoteHeight(longFooterText, width: 342)
    let oneLine = footnoteHeight("X", width: 342)
    #expect(text >= 2 * oneLine)
    let footer = table.rectForFooter(inSection: 0)
    #expect(footer == CGRect(x: 20, y: 62, width: 374, height: 46 - oneLine + text))
    #expect(table.rectForRow(at: IndexPath(row: 0, section: 1)).minY == footer.maxY + 18)
    let view = try #require(table.footerView(forSection: 0))
    #expect(isClose(view.frame, footer, tolerance: 1e-6))
    #expect(view.superview === table)
    #expect(view.textLabel?.text == longFooterText)
    #expect(view.textLabel?.superview === view.contentView)
    #expect(view.contentView.frame == CGRect(x: 0, y: 0, width: 374, height: footer.height))
    #expect(
      isClose(
        view.textLabel?.frame ?? .zero, CGRect(x: 16, y: 7, width: 342, height: text),
        tolerance: 1e-6))
  }

  @Test(
    "W17: a set section footer height above the title's need wins; below it, the title's height does (W6)"
  )
  func setFooterHeights() {
    let source = RowsDataSource(rows: [1, 1])
    source.footerTitles = ["Short", "Short"]
    let table = makeSettingsTable(source, style: .grouped)
    #expect(table.rectForFooter(inSection: 0).height == 46)
    table.sectionFooterHeight = 60
    table.layoutIfNeeded()
    #expect(table.rectForFooter(inSection: 0) == CGRect(x: 0, y: 62, width: 414, height: 60))
    #expect(table.rectForFooter(inSection: 1).height == 60)
  }

  @Test(
    "W17: titles follow Dynamic Type: at accessibility sizes a one-line grouped header is taller than 38 points by the footnote font's growth"
  )
  func dynamicType() throws {
    let source = RowsDataSource(rows: [1, 1])
    source.headerTitles = [nil, "Action"]
    source.footerTitles = ["Short", nil]
    let table = makeSettingsTable(source)
    table.traitOverrides.preferredContentSizeCategory = .accessibilityExtraLarge
    table.setNeedsLayout()
    table.layoutIfNeeded()
    let large = footnoteHeight("ACTION", width: 342, category: .accessibilityExtraLarge)
    let oneLine = footnoteHeight("X", width: 342)
    #expect(large > oneLine)
    #expect(
      isClose(table.rectForHeader(inSection: 1).height, 38 - oneLine + large, tolerance: 1e-6))
    let header = try #require(table.headerView(forSection: 1))
    #expect(header.textLabel?.font.pointSize ?? 0 > 13)
    #expect(
      isClose(header.textLabel?.frame.maxY ?? 0, header.bounds.height - 7, tolerance: 1e-6))
  }

  @Test(
    "W17, W18: a grouped header shows its title in capitals, 7 points above the rows; the first section's is 55⅓ points"
  )
  func groupedHeaderView() throws {
    let source = RowsDataSource(rows: [1, 1])
    source.headerTitles = ["Show keyboard on", "Action"]
    let table = makeSettingsTable(source)
    // ddg-settings dlI-6w-HWO: the first row under a titled header at 55⅓ (3x screen).
    #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).minY == 166.0 / 3)
    let header = try #require(table.headerView(forSection: 1))
    #expect(header.frame == CGRect(x: 20, y: 166.0 / 3 + 44 + 18, width: 374, height: 38))
    #expect(header.textLabel?.text == "ACTION")
    let oneLine = footnoteHeight("X", width: 342)
    #expect(
      isClose(
        header.textLabel?.frame ?? .zero,
        CGRect(x: 16, y: 31 - oneLine, width: 342, height: oneLine), tolerance: 1e-6))
    #expect(table.footerView(forSection: 1) == nil)
  }

  @Test("W17: plain headers and footers with titles are 28 points, the title centred")
  func plainTitles() throws {
    let source = RowsDataSource(rows: [1])
    source.headerTitles = ["Header"]
    source.footerTitles = ["Footer"]
    let table = makeTable(source)
    #expect(table.rectForHeader(inSection: 0) == CGRect(x: 0, y: 22, width: 375, height: 28))
    #expect(table.rectForFooter(inSection: 0) == CGRect(x: 0, y: 94, width: 375, height: 28))
    let header = try #require(table.headerView(forSection: 0))
    #expect(header.textLabel?.text == "Header")
    let footer = try #require(table.footerView(forSection: 0))
    let label = try #require(footer.textLabel)
    #expect(label.frame.minX == 16)
    #expect(isClose(label.frame.width, 375 - 32, tolerance: 1e-6))
    #expect(isClose(label.frame.minY, (28 - label.frame.height) / 2, tolerance: 1e-6))
  }

  @Test(
    "W18: grouped titles use the footnote style inset by the table's margins; plain headers use the headline style"
  )
  func titleFonts() throws {
    let source = RowsDataSource(rows: [1])
    source.headerTitles = ["Header"]
    source.footerTitles = ["Footer"]
    let grouped = makeSettingsTable(source, style: .grouped)
    let footer = try #require(grouped.footerView(forSection: 0))
    #expect(footer.frame.minX == 0)
    #expect(footer.frame.width == 414)
    // A grouped table's titles take its 20-point margins (above the 16-point minimum, W9).
    #expect(footer.textLabel?.frame.minX == 20)
    #expect(footer.textLabel?.frame.width == 374)
    #expect(footer.textLabel?.font == UIFont.preferredFont(forTextStyle: .footnote))
    #expect(footer.textLabel?.text == "Footer")
    let groupedHeader = try #require(grouped.headerView(forSection: 0))
    #expect(groupedHeader.textLabel?.font == UIFont.preferredFont(forTextStyle: .footnote))
    let plain = makeTable(source)
    let plainHeader = try #require(plain.headerView(forSection: 0))
    #expect(plainHeader.textLabel?.font == UIFont.preferredFont(forTextStyle: .headline))
    #expect(
      plain.footerView(forSection: 0)?.textLabel?.font == .preferredFont(forTextStyle: .footnote))
  }

  @Test("W19: UITableViewHeaderFooterView keeps its identifier, a content view and its labels")
  func headerFooterView() {
    let view = UITableViewHeaderFooterView(reuseIdentifier: "header")
    #expect(view.reuseIdentifier == "header")
    #expect(view.contentView.superview === view)
    let label = view.textLabel
    #expect(label?.superview === view.contentView)
    #expect(view.textLabel === label)
    label?.text = "Title"
    view.frame = CGRect(x: 0, y: 0, width: 320, height: 40)
    view.layoutIfNeeded()
    #expect(view.contentView.frame == CGRect(x: 0, y: 0, width: 320, height: 40))
    #expect(label?.frame.minX == 16)
    #expect(isClose(label?.frame.maxY ?? 0, 40, tolerance: 1e-6))
    #expect(UITableViewHeaderFooterView(frame: .zero).reuseIdentifier == nil)
  }

  @Test(
    "W19: dequeuing makes a registered class, nil for an unknown identifier, and reuses views after a reload with prepareForReuse"
  )
  func registerAndDequeue() throws {
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 375, height: 667), style: .plain)
    #expect(table.dequeueReusableHeaderFooterView(withIdentifier: "none") == nil)
    table.register(UITableViewHeaderFooterView.self, forHeaderFooterViewReuseIdentifier: "plain")
    let plain = try #require(table.dequeueReusableHeaderFooterView(withIdentifier: "plain"))
    #expect(type(of: plain) == UITableViewHeaderFooterView.self)
    #expect(plain.reuseIdentifier == "plain")
    // (without the UIKitSourcesPlugin, an app's class is registered with UIKit's initializer)
    ObjectiveCRuntime.registerClass(
      CountingHeaderView.self, objectiveCName: "HeadlessUIKitTests.CountingHeaderView"
    ) { CountingHeaderView(reuseIdentifier: $0) }
    table.register(CountingHeaderView.self, forHeaderFooterViewReuseIdentifier: "counting")
    let source = RowsDataSource(rows: [1])
    let delegate = SupplementaryViewsDelegate()
    delegate.headerHeight = 30
    delegate.makeHeader = { table, _ in
      table.dequeueReusableHeaderFooterView(withIdentifier: "counting")
    }
    retainedSources.append(contentsOf: [source, delegate])
    table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
    table.dataSource = source
    table.delegate = delegate
    table.layoutIfNeeded()
    let first = try #require(table.headerView(forSection: 0) as? CountingHeaderView)
    #expect(first.reuseIdentifier == "counting")
    #expect(first.frame == CGRect(x: 0, y: 22, width: 375, height: 30))
    #expect(first.reuses == 0)
    table.reloadData()
    table.layoutIfNeeded()
    #expect(table.headerView(forSection: 0) === first)
    #expect(first.reuses == 1)
    table.register(nil as AnyClass?, forHeaderFooterViewReuseIdentifier: "plain")
    #expect(table.dequeueReusableHeaderFooterView(withIdentifier: "plain") == nil)
  }

  @Test(
    "W19, W20: a delegate's header-footer view sizes itself from its content view's constraints at the row width"
  )
  func selfSizingDelegateView() throws {
    let source = RowsDataSource(rows: [1, 1])
    let delegate = SupplementaryViewsDelegate()
    let header = UITableViewHeaderFooterView(reuseIdentifier: nil)
    let box = UIView(frame: .zero)
    box.translatesAutoresizingMaskIntoConstraints = false
    header.contentView.addSubview(box)
    NSLayoutConstraint.activate([
      box.topAnchor.constraint(equalTo: header.contentView.topAnchor, constant: 10),
      box.bottomAnchor.constraint(equalTo: header.contentView.bottomAnchor, constant: -12),
      box.leadingAnchor.constraint(equalTo: header.contentView.leadingAnchor),
      box.trailingAnchor.constraint(equalTo: header.contentView.trailingAnchor),
      box.heightAnchor.constraint(equalToConstant: 50),
    ])
    delegate.headers[1] = header
    let footer = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 25))
    delegate.footers[0] = footer
    retainedSources.append(contentsOf: [source, delegate])
    let table = UITableView(
      frame: CGRect(x: 0, y: 0, width: 414, height: 896), style: .insetGrouped)
    table.directionalLayoutMargins = NSDirectionalEdgeInsets(
      top: 0, leading: 20, bottom: 0, trailing: 20)
    table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
    table.rowHeight = 44
    table.dataSource = source
    table.delegate = delegate
    table.layoutIfNeeded()
    #expect(table.rectForFooter(inSection: 0) == CGRect(x: 20, y: 62, width: 374, height: 25))
    #expect(footer.frame == CGRect(x: 20, y: 62, width: 374, height: 25))
    #expect(table.headerView(forSection: 1) === header)
    #expect(header.frame == CGRect(x: 20, y: 87, width: 374, height: 72))
    #expect(box.frame == CGRect(x: 0, y: 10, width: 374, height: 50))
    #expect(table.rectForRow(at: IndexPath(row: 0, section: 1)).minY == 159)
    #expect(table.footerView(forSection: 0) == nil)
  }

  @Test(
    "W21: with stored text metrics a static footer title takes its lines from the stored rows (ddg-settings y9R-2c-mBz: one line, rows at 146⅓)"
  )
  func storedFooterLines() {
    let table = UITableView(
      frame: CGRect(x: 0, y: 0, width: 414, height: 896), style: .insetGrouped)
    table.directionalLayoutMargins = NSDirectionalEdgeInsets(
      top: 0, leading: 20, bottom: 0, trailing: 20)
    table.sectionHeaderHeight = 18
    table.sectionFooterHeight = 18
    table.rowHeight = 44
    var first = UITableViewStaticSection(
      footerTitle: longFooterText, cells: [UITableViewCell(style: .default, reuseIdentifier: nil)])
    // The document: rows end at 62, the next starts at 146 = 46 (one line) + 38 (header).
    first.storedFooterSpacing = 84
    let second = UITableViewStaticSection(
      headerTitle: "Action", cells: [UITableViewCell(style: .default, reuseIdentifier: nil)])
    table.setStaticSections([first, second])
    table.layoutIfNeeded()
    #expect(table.rectForFooter(inSection: 0) == CGRect(x: 20, y: 62, width: 374, height: 46))
    #expect(table.rectForRow(at: IndexPath(row: 0, section: 1)).minY == 146)
    // Two lines stored: the footer grows by one line of the footnote font.
    let lineHeight = UIFont.preferredFont(forTextStyle: .footnote).lineHeight
    first.storedFooterSpacing = 84 + lineHeight
    table.setStaticSections([first, second])
    table.layoutIfNeeded()
    let twoLines = (2 * lineHeight * 3 - 1e-6).rounded(.up) / 3
    let oneLine = footnoteHeight("X", width: 342)
    #expect(
      isClose(table.rectForFooter(inSection: 0).height, 46 - oneLine + twoLines, tolerance: 1e-6))
  }
}
