import Foundation
import HeadlessUIKit
import Testing

/// A window on a catalogue phone (by default an iPhone 11, 414 × 896 at 2×, the canvas of
/// nnw-settings and iqkm-scrollview) whose screen follows a system generation's metrics.
@MainActor
func generationWindow(
  _ generation: SystemGeneration, device name: String = "iPhone 11",
  root: UIViewController? = nil
) throws -> UIWindow {
  let device = try #require(HeadlessDevice.named(name))
  let screen = UIScreen(
    headlessDevice: device, orientation: .portrait, systemGeneration: generation)
  let window = UIWindow(frame: screen.bounds)
  window.screen = screen
  window.rootViewController = root
  window.makeKeyAndVisible()
  return window
}

/// A cell whose content view holds a 21.5-point label-like view pinned to the content view's
/// margins on the top, bottom and leading edges (nnw-settings' switch rows; self-sizing rows
/// in `OlderSystemGenerationTests`).
@MainActor
final class MarginPinnedCell: UITableViewCell {
  let content = ContentView(frame: .zero)

  override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
    super.init(style: style, reuseIdentifier: reuseIdentifier)
    pin()
  }

  // The table makes registered subclasses with this initializer (decision W3).
  required init?(coder: NSCoder) {
    super.init(coder: coder)
    pin()
  }

  private func pin() {
    content.contentSize = CGSize(width: 120, height: 21.5)
    content.translatesAutoresizingMaskIntoConstraints = false
    contentView.addSubview(content)
    let guide = contentView.layoutMarginsGuide
    NSLayoutConstraint.activate([
      content.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
      content.topAnchor.constraint(equalTo: guide.topAnchor),
      content.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
    ])
  }
}

/// An inset grouped table of one untitled section on a window of a generation, its rows made
/// by a cell class, laid out.
@MainActor
private func insetGroupedTable(
  _ generation: SystemGeneration, cell: UITableViewCell.Type, rows: Int = 2
) throws -> (UIWindow, UITableView) {
  let controller = UITableViewController(style: .insetGrouped)
  let window = try generationWindow(generation, root: controller)
  let table = try #require(controller.tableView)
  ObjectiveCRuntime.registerClass(
    MarginPinnedCell.self, objectiveCName: "HeadlessUIKitTests.MarginPinnedCell"
  ) { MarginPinnedCell(style: $0, reuseIdentifier: $1) }
  table.register(cell, forCellReuseIdentifier: "cell")
  let source = RowsDataSource(rows: [rows])
  retainedSources.append(source)
  table.dataSource = source
  table.reloadData()
  window.layoutIfNeeded()
  return (window, table)
}

/// The simulated system generation (decision IB50) and the iOS 26 metrics routed through it
/// (decisions IB51–IB53), each beside the unchanged iOS 18 value.
@MainActor
@Suite struct SystemGenerationTests {
  @Test("IB50: screens follow iOS 18 unless made for another generation; views read their window's")
  func screensCarryTheGeneration() throws {
    let device = try #require(HeadlessDevice.named("iPhone 11"))
    #expect(UIScreen(headlessDevice: device).systemGeneration == .iOS18)
    #expect(UIScreen.main.systemGeneration == .iOS18)
    let screen = UIScreen(
      headlessDevice: device, orientation: .landscapeRight, systemGeneration: .iOS26)
    #expect(screen.systemGeneration == .iOS26)
    #expect(screen.headlessInterfaceOrientation == .landscapeRight)
    #expect(screen.bounds == CGRect(x: 0, y: 0, width: 896, height: 414))
    let view = UIView(frame: .zero)
    #expect(view.systemGeneration == .iOS18)
    let window = try generationWindow(.iOS26)
    window.addSubview(view)
    #expect(view.systemGeneration == .iOS26)
    view.removeFromSuperview()
    #expect(view.systemGeneration == .iOS18)
    #expect(SystemGeneration(majorVersion: 17) == .iOS18)
    #expect(SystemGeneration(majorVersion: 26) == .iOS26)
    #expect(SystemGeneration.iOS26.description == "iOS 26")
  }

  @Test("IB52, K1, K17: a switch is 63×28 under iOS 26 (61×28 for Auto Layout), 51×31 under iOS 18")
  func switchSize() throws {
    let old = UISwitch(frame: CGRect(x: 10, y: 20, width: 200, height: 100))
    #expect(old.frame == CGRect(x: 10, y: 20, width: 51, height: 31))
    #expect(old.intrinsicContentSize == CGSize(width: 49, height: 31))
    let window = try generationWindow(.iOS26)
    let toggle = UISwitch(frame: .zero)
    window.addSubview(toggle)
    // Moving onto the iOS 26 screen resizes the switch made under the main screen's metrics.
    #expect(toggle.frame == CGRect(x: 0, y: 0, width: 63, height: 28))
    toggle.frame = CGRect(x: 5, y: 6, width: 10, height: 10)
    #expect(toggle.frame == CGRect(x: 5, y: 6, width: 63, height: 28))
    #expect(toggle.intrinsicContentSize == CGSize(width: 61, height: 28))
    #expect(toggle.sizeThatFits(.zero) == CGSize(width: 63, height: 28))
    #expect(toggle.alignmentRectInsets == UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 2))
    toggle.removeFromSuperview()
    #expect(toggle.frame == CGRect(x: 5, y: 6, width: 51, height: 31))
  }

  @Test(
    "IB52: a switch pinned to a 414-point view's trailing margin ends 2 points past it (iqkm-scrollview C1G-xr-Ikt: x 333, 63×28)"
  )
  func switchAtTheTrailingMargin() throws {
    for (generation, expected) in [
      (SystemGeneration.iOS26, CGRect(x: 333, y: 74, width: 63, height: 28)),
      (.iOS18, CGRect(x: 345, y: 74, width: 51, height: 31)),
    ] {
      let window = try generationWindow(generation)
      let container = UIView(frame: CGRect(x: 0, y: 0, width: 414, height: 400))
      container.directionalLayoutMargins = NSDirectionalEdgeInsets(
        top: 0, leading: 20, bottom: 0, trailing: 20)
      window.addSubview(container)
      let toggle = UISwitch()
      toggle.translatesAutoresizingMaskIntoConstraints = false
      container.addSubview(toggle)
      NSLayoutConstraint.activate([
        toggle.trailingAnchor.constraint(equalTo: container.layoutMarginsGuide.trailingAnchor),
        toggle.topAnchor.constraint(equalTo: container.topAnchor, constant: 74),
      ])
      window.layoutIfNeeded()
      #expect(toggle.frame == expected, "\(generation)")
    }
  }

  @Test(
    "IB51, W4: a row that does not size itself is 51 points under iOS 26 (nnw-settings zvg-7C-BlH, 8Gj-qz-NMY), 43.5 under iOS 18"
  )
  func defaultRowHeight() throws {
    let (_, table) = try insetGroupedTable(.iOS26, cell: UITableViewCell.self)
    #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).height == 51)
    #expect(
      table.rectForRow(at: IndexPath(row: 1, section: 0)).minY
        - table.rectForRow(at: IndexPath(row: 0, section: 0)).minY == 51)
    let cell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
    #expect(cell.frame.size == CGSize(width: 374, height: 51))
    let (_, old) = try insetGroupedTable(.iOS18, cell: UITableViewCell.self)
    #expect(old.rectForRow(at: IndexPath(row: 0, section: 0)).height == 43.5)
  }

  @Test(
    "IB51: a cell's content view has 15-point top and bottom margins under iOS 26 (nnw-settings MpA-w1-Wwh: label at y 15, row 51.5), 11 under iOS 18"
  )
  func cellVerticalMargins() throws {
    let (_, table) = try insetGroupedTable(.iOS26, cell: MarginPinnedCell.self)
    let cell = try #require(
      table.cellForRow(at: IndexPath(row: 0, section: 0)) as? MarginPinnedCell)
    #expect(cell.contentView.directionalLayoutMargins.top == 15)
    #expect(cell.contentView.directionalLayoutMargins.bottom == 15)
    #expect(cell.frame.size == CGSize(width: 374, height: 51.5))
    cell.layoutIfNeeded()
    #expect(cell.content.frame == CGRect(x: 20, y: 15, width: 120, height: 21.5))
    let (_, old) = try insetGroupedTable(.iOS18, cell: MarginPinnedCell.self)
    let oldCell = try #require(
      old.cellForRow(at: IndexPath(row: 0, section: 0)) as? MarginPinnedCell)
    #expect(oldCell.contentView.directionalLayoutMargins.top == 11)
    #expect(oldCell.frame.size == CGSize(width: 374, height: 43.5))
    oldCell.layoutIfNeeded()
    #expect(oldCell.content.frame == CGRect(x: 20, y: 11, width: 120, height: 21.5))
  }

  @Test(
    "IB53, C35: a navigation bar on an iPhone is 54 points under iOS 26 (nnw-settings rtV-Ed-zwR), 44 under iOS 18; toolbars stay 44"
  )
  func navigationBarHeight() throws {
    for (generation, height) in [(SystemGeneration.iOS26, CGFloat(54)), (.iOS18, 44)] {
      let content = UIViewController()
      let navigation = UINavigationController(rootViewController: content)
      let window = try generationWindow(generation, root: navigation)
      window.layoutIfNeeded()
      #expect(
        navigation.navigationBar.frame == CGRect(x: 0, y: 48, width: 414, height: height),
        "\(generation)")
      #expect(content.view.safeAreaInsets.top == 48 + height, "\(generation)")
      let toolbar = UIToolbar(frame: .zero)
      window.addSubview(toolbar)
      #expect(toolbar.sizeThatFits(CGSize(width: 414, height: 0)).height == 44, "\(generation)")
    }
  }
}
