import Foundation
import HeadlessUIKit
import Testing

/// A plain table of one section titled "Prototype Cells" (as Xcode previews prototypes) with
/// three rows, on a window of a generation, laid out.
@MainActor
private func titledPlainTable(
  _ generation: SystemGeneration, device: String = "iPhone 8", rowHeight: CGFloat? = nil,
  cell: UITableViewCell.Type = UITableViewCell.self
) throws -> (UIWindow, UITableView) {
  let controller = UITableViewController(style: .plain)
  let window = try generationWindow(generation, device: device, root: controller)
  let table = try #require(controller.tableView)
  if let rowHeight { table.rowHeight = rowHeight }
  ObjectiveCRuntime.registerClass(
    MarginPinnedCell.self, objectiveCName: "HeadlessUIKitTests.MarginPinnedCell"
  ) { MarginPinnedCell(style: $0, reuseIdentifier: $1) }
  table.register(cell, forCellReuseIdentifier: "cell")
  let source = RowsDataSource(rows: [3])
  source.headerTitles = ["Prototype Cells"]
  retainedSources.append(source)
  table.dataSource = source
  table.reloadData()
  window.layoutIfNeeded()
  return (window, table)
}

/// The generations before iOS 15 (decisions GN1–GN3): which releases they cover and the table
/// metrics that set them apart, each beside the iOS 18 value.
@MainActor
@Suite struct OlderSystemGenerationTests {
  @Test("GN1: a generation begins only where a metric changes: ≤12, 13–14, 15, 16–25, 26 and later")
  func generationsForVersions() {
    let expected: [(Int, SystemGeneration)] = [
      (7, .iOS12), (11, .iOS12), (12, .iOS12), (13, .iOS14), (14, .iOS14), (15, .iOS15),
      (16, .iOS18), (17, .iOS18), (18, .iOS18), (26, .iOS26),
    ]
    for (version, generation) in expected {
      #expect(SystemGeneration(majorVersion: version) == generation, "iOS \(version)")
    }
    #expect(SystemGeneration.iOS12 < .iOS14)
    #expect(SystemGeneration.iOS14.description == "iOS 14")
    #expect(SystemGeneration.allCases.map(\.rawValue) == [12, 14, 15, 18, 26])
  }

  @Test(
    "GN2: before iOS 15 a plain table's first row sits right under its 28-point header (ibd-controllers, swiftgen-message, pulley-main: y 28); from iOS 15 22 points lower (fp-samples-main: y 50)"
  )
  func plainHeaderTopPadding() throws {
    for (generation, firstRow) in [
      (SystemGeneration.iOS12, CGFloat(28)), (.iOS14, 28), (.iOS18, 50), (.iOS26, 50),
    ] {
      let (window, table) = try titledPlainTable(generation, rowHeight: 44)
      #expect(table.rectForHeader(inSection: 0).height == 28, "\(generation)")
      #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).minY == firstRow, "\(generation)")
      #expect(table.rectForRow(at: IndexPath(row: 1, section: 0)).minY == firstRow + 44)
      withExtendedLifetime(window) {}
    }
  }

  @Test("GN2: an explicit sectionHeaderTopPadding is kept under every generation")
  func explicitTopPadding() throws {
    let (window, table) = try titledPlainTable(.iOS12, rowHeight: 44)
    table.sectionHeaderTopPadding = 10
    table.reloadData()
    window.layoutIfNeeded()
    #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).minY == 38)
  }

  @Test(
    "GN3: under iOS 12 a 44-point row's content view is 43.5 tall at 2× (xlpager-storyboard oTF-WE-AbG), as tall as the cell from iOS 13 (sidemenu-main 7tx-O6-zAs: 44)"
  )
  func contentViewAboveTheSeparator() throws {
    for (generation, contentHeight) in [
      (SystemGeneration.iOS12, CGFloat(43.5)), (.iOS14, 44), (.iOS18, 44),
    ] {
      let (window, table) = try titledPlainTable(generation, rowHeight: 44)
      let cell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
      cell.layoutIfNeeded()
      #expect(cell.frame.height == 44, "\(generation)")
      #expect(
        cell.contentView.frame == CGRect(x: 0, y: 0, width: 375, height: contentHeight),
        "\(generation)")
      #expect(cell.textLabel?.frame.height == contentHeight, "\(generation)")
      withExtendedLifetime(window) {}
    }
  }

  @Test(
    "GN3: at 3× the strip is a third of a point (fscalendar-objc-main, alamofire-example-main: 43.67 of 44); without separators there is none"
  )
  func separatorStripAtThreeTimes() throws {
    let (plus, table) = try titledPlainTable(.iOS12, device: "iPhone 8 Plus", rowHeight: 44)
    let cell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
    cell.layoutIfNeeded()
    #expect(abs(cell.contentView.frame.height - (44 - 1.0 / 3)) < 0.001)
    withExtendedLifetime(plus) {}
    let (window, plain) = try titledPlainTable(.iOS12, rowHeight: 44)
    plain.separatorStyle = .none
    plain.reloadData()
    window.layoutIfNeeded()
    let bare = try #require(plain.cellForRow(at: IndexPath(row: 0, section: 0)))
    bare.layoutIfNeeded()
    #expect(bare.contentView.frame.height == 44)
    withExtendedLifetime(window) {}
  }

  @Test(
    "GN3, W4: under iOS 12 a self-sizing row is its content's height plus the separator (built-in rows 44 with a 43.5 content view, ibd-controllers GJm-V3-NQ7); from iOS 13 the content's height"
  )
  func selfSizingRows() throws {
    let (oldWindow, old) = try titledPlainTable(.iOS12)
    #expect(old.rectForRow(at: IndexPath(row: 0, section: 0)).height == 44)
    let builtIn = try #require(old.cellForRow(at: IndexPath(row: 0, section: 0)))
    builtIn.layoutIfNeeded()
    #expect(builtIn.contentView.frame.height == 43.5)
    let (pinnedWindow, pinned) = try titledPlainTable(.iOS12, cell: MarginPinnedCell.self)
    // 11 + 21.5 + 11 for the content view, and the separator's half point below it.
    #expect(pinned.rectForRow(at: IndexPath(row: 0, section: 0)).height == 44)
    let (newerWindow, newer) = try titledPlainTable(.iOS18, cell: MarginPinnedCell.self)
    #expect(newer.rectForRow(at: IndexPath(row: 0, section: 0)).height == 43.5)
    withExtendedLifetime((oldWindow, pinnedWindow, newerWindow)) {}
  }

  @Test(
    "GN3: a cell outside a table keeps the strip under iOS 12 (appcenter-typedpropertycell uhP-de-EHW: 131.5 of 132)"
  )
  func cellOutsideATable() throws {
    let window = try generationWindow(.iOS12, device: "iPhone 8")
    let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
    cell.frame = CGRect(x: 0, y: 0, width: 375, height: 132)
    window.addSubview(cell)
    cell.layoutIfNeeded()
    #expect(cell.contentView.frame == CGRect(x: 0, y: 0, width: 375, height: 131.5))
    let newer = try generationWindow(.iOS14, device: "iPhone 8")
    newer.addSubview(cell)
    cell.setNeedsLayout()
    cell.layoutIfNeeded()
    #expect(cell.contentView.frame.height == 132)
    withExtendedLifetime((window, newer)) {}
  }

  @Test(
    "GN4, GN11: a disclosure indicator takes 18 points before the margin under iOS 12 (alamofire-example-main: 341 of 375), 11 under iOS 13 and 14 (tofu-main kxL-Xc-94s: 348 of 375), 10.5 from iOS 15"
  )
  func disclosureWidth() throws {
    for (generation, width) in [
      (SystemGeneration.iOS12, CGFloat(341)), (.iOS14, 348), (.iOS18, 348.5),
    ] {
      let (window, table) = try titledPlainTable(generation, rowHeight: 44)
      let cell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
      cell.accessoryType = .disclosureIndicator
      cell.layoutIfNeeded()
      #expect(cell.contentView.frame.width == width, "\(generation)")
      withExtendedLifetime(window) {}
    }
  }

  @Test(
    "GN8: under iOS 12 and earlier a detail disclosure button takes 52 points before the margin (320-point rows of Xcode 9.3 and 10.1 documents store 252-point content views), 42.5 from iOS 15"
  )
  func detailDisclosureWidth() throws {
    let compactPhone = HeadlessDevice(
      name: "iPhone SE (1st generation)", idiom: .phone,
      portraitSize: CGSize(width: 320, height: 568), scale: 2,
      nativePixelSize: CGSize(width: 640, height: 1136),
      portraitSafeArea: UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0),
      landscapeSafeArea: .zero, portraitSizeClasses: (.compact, .regular),
      landscapeSizeClasses: (.compact, .compact), statusBarHeight: 20,
      showsStatusBarInLandscape: false)
    for (generation, width) in [
      (SystemGeneration.iOS12, CGFloat(252)), (.iOS18, 261.5),
    ] {
      let screen = UIScreen(
        headlessDevice: compactPhone, orientation: .portrait, systemGeneration: generation)
      let controller = UITableViewController(style: .plain)
      let window = UIWindow(frame: screen.bounds)
      window.screen = screen
      window.rootViewController = controller
      window.makeKeyAndVisible()
      let table = try #require(controller.tableView)
      table.rowHeight = 44
      table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
      let source = RowsDataSource(rows: [1])
      retainedSources.append(source)
      table.dataSource = source
      table.reloadData()
      window.layoutIfNeeded()
      let cell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
      cell.accessoryType = .detailDisclosureButton
      cell.layoutIfNeeded()
      #expect(cell.contentView.frame.width == width, "\(generation)")
      withExtendedLifetime(window) {}
    }
  }

  @Test(
    "GN9: Xcode 12.5–13 documents (iOS 15) reserve 37 points for a detail disclosure button and 20.5 for a checkmark before the margin (322 of 375 and 373.5 of 414), 42.5 and 24 from iOS 16"
  )
  func iOS15AccessoryWidths() throws {
    for (generation, device, accessory, width) in [
      (
        SystemGeneration.iOS15, "iPhone 8", UITableViewCell.AccessoryType.detailDisclosureButton,
        CGFloat(322)
      ),
      (.iOS18, "iPhone 8", .detailDisclosureButton, 316.5),
      (.iOS15, "iPhone 11", .checkmark, 373.5),
      (.iOS18, "iPhone 11", .checkmark, 370),
    ] {
      let (window, table) = try titledPlainTable(generation, device: device, rowHeight: 44)
      let cell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
      cell.accessoryType = accessory
      cell.layoutIfNeeded()
      #expect(cell.contentView.frame.width == width, "\(generation) \(device)")
      withExtendedLifetime(window) {}
    }
  }
}
