import HeadlessUIKit
import Testing

/// The table view controller and the static sections the loader hands over (decision W10).
@MainActor
@Suite struct UITableViewControllerTests {
  @Test(
    "W10: the controller's view is a table of its style, with the controller as data source and delegate"
  )
  func tableIsView() {
    let controller = UITableViewController(style: .grouped)
    let table = controller.tableView
    #expect(table === controller.view)
    #expect(table?.style == .grouped)
    #expect(table?.dataSource === controller)
    #expect(table?.delegate === controller)
    #expect(table?.frame == UIScreen.main.bounds)
    #expect(controller.clearsSelectionOnViewWillAppear)
    #expect(UITableViewController().tableView.style == .plain)
  }

  @Test(
    "W10: static sections lay out through the controller as through a data source (ddg-settings: untitled header 18)"
  )
  func staticSectionsThroughController() {
    let controller = UITableViewController(style: .insetGrouped)
    let table: UITableView = controller.tableView
    table.frame = CGRect(x: 0, y: 0, width: 414, height: 896)
    table.directionalLayoutMargins = NSDirectionalEdgeInsets(
      top: 0, leading: 20, bottom: 0, trailing: 20)
    let cells = (0..<3).map { _ in UITableViewCell(style: .default, reuseIdentifier: nil) }
    table.setStaticSections([
      UITableViewStaticSection(footerTitle: "Footer", cells: [cells[0]], rowHeights: [60]),
      UITableViewStaticSection(headerTitle: "Action", cells: [cells[1], cells[2]]),
    ])
    table.rowHeight = 44
    table.layoutIfNeeded()
    #expect(table.numberOfSections == 2)
    #expect(cells[0].frame == CGRect(x: 20, y: 18, width: 374, height: 60))
    // A one-line grouped footer title: 46 points (W17).
    #expect(table.rectForFooter(inSection: 0) == CGRect(x: 20, y: 78, width: 374, height: 46))
    #expect(cells[1].frame == CGRect(x: 20, y: 162, width: 374, height: 44))
    #expect(table.cellForRow(at: IndexPath(row: 1, section: 1)) === cells[2])
    #expect(table.contentSize.height == 268)
  }

  @Test(
    "W10: prototypes are shown once each under the plain header (fp-samples-main ySY-oA-g81 at y=50)"
  )
  func prototypePreview() {
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 414, height: 896), style: .plain)
    let prototypes = [UITableViewCell(frame: .zero), UITableViewCell(frame: .zero)]
    table.showPrototypePreview(prototypes, rowHeights: [nil, 80])
    table.layoutIfNeeded()
    let automatic = 44 - 1 / table.traitCollection.displayScale
    #expect(prototypes[0].frame == CGRect(x: 0, y: 50, width: 414, height: automatic))
    #expect(prototypes[1].frame == CGRect(x: 0, y: 50 + automatic, width: 414, height: 80))
  }

  @Test("W3: a loader's prototype factory makes the cells a data source dequeues")
  func prototypeFactory() {
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
    table.registerCellFactory(
      { UITableViewCell(style: .value1, reuseIdentifier: nil) }, forCellReuseIdentifier: "proto")
    let cell = table.dequeueReusableCell(
      withIdentifier: "proto", for: IndexPath(row: 0, section: 0))
    #expect(cell.reuseIdentifier == "proto")
    #expect(cell.detailTextLabel != nil)
  }
}
