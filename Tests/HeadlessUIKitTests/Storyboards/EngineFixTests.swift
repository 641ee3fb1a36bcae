import Foundation
import HeadlessUIKit
import HeadlessUIKitTestSupport
import Testing

/// One section of `count` plain rows.
@MainActor
private final class PlainRowsSource: NSObject, UITableViewDataSource {
  let count: Int

  init(count: Int) {
    self.count = count
  }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    count
  }

  func tableView(
    _ tableView: UITableView, cellForRowAt indexPath: IndexPath
  ) -> UITableViewCell {
    UITableViewCell(style: .default, reuseIdentifier: nil)
  }
}

/// A controller whose root view holds a table inset 10 points from every edge.
@MainActor
private final class EmbeddedTableController: UIViewController {
  let table = UITableView(frame: .zero, style: .plain)
  let source = PlainRowsSource(count: 2)

  override func viewDidLoad() {
    super.viewDidLoad()
    table.dataSource = source
    table.frame = view.bounds.insetBy(dx: 10, dy: 10)
    table.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    view.addSubview(table)
  }
}

@MainActor
@Suite("Engine and component fixes against UIKit (IC4–IC7, IC9)")
struct EngineFixTests {
  /// A window on a named device showing `controller`, laid out.
  private func window(_ device: String, showing controller: UIViewController) throws -> UIWindow {
    let screen = UIScreen(headlessDevice: try #require(HeadlessDevice.named(device)))
    let window = UIWindow(frame: screen.bounds)
    window.screen = screen
    window.rootViewController = controller
    window.makeKeyAndVisible()
    window.layoutIfNeeded()
    window.layoutIfNeeded()
    return window
  }

  @Test(
    "IC4: cells of a table that is not a controller's root view have 16-point margins on a wide phone"
  )
  func embeddedTableMargins() throws {
    let embedded = EmbeddedTableController()
    _ = try window("iPhone 15 Plus", showing: embedded)
    let cell = try #require(embedded.table.visibleCells.first)
    #expect(cell.contentView.directionalLayoutMargins.leading == 16)
    #expect(cell.contentView.directionalLayoutMargins.trailing == 16)

    let controller = UITableViewController(style: .plain)
    let source = PlainRowsSource(count: 2)
    controller.tableView.dataSource = source
    _ = try window("iPhone 15 Plus", showing: controller)
    let rootCell = try #require(controller.tableView.visibleCells.first)
    // The root view's system minimum margins on a 430-point phone (C40).
    #expect(rootCell.contentView.directionalLayoutMargins.leading == 20)
  }

  @Test("IC5: a navigation bar is 56 points in a page sheet and 44 full screen")
  func sheetNavigationBar() async throws {
    let root = UIViewController()
    let window = try await presentationTestWindow(device: "iPhone 15 Pro", root: root)
    let content = UIViewController()
    let navigation = UINavigationController(rootViewController: content)
    navigation.modalPresentationStyle = .pageSheet
    root.present(navigation, animated: false)
    await nextMainQueueTurn()
    window.layoutIfNeeded()
    #expect(navigation.navigationBar.frame == CGRect(x: 0, y: 0, width: 393, height: 56))
    #expect(content.view.safeAreaInsets.top == 56)
    navigation.dismiss(animated: false)
    await nextMainQueueTurn()

    let full = UINavigationController(rootViewController: UIViewController())
    full.modalPresentationStyle = .fullScreen
    root.present(full, animated: false)
    await nextMainQueueTurn()
    window.layoutIfNeeded()
    #expect(full.navigationBar.frame.height == 44)
  }

  @Test(
    "IC9: a navigation toolbar above a home indicator is 49 points over the 34-point inset (googleads-apidemo: views 83 from the bottom); 44 on an iPhone 8"
  )
  func toolbarAboveHomeIndicator() throws {
    let content = UIViewController()
    let navigation = UINavigationController(rootViewController: content)
    navigation.isToolbarHidden = false
    let shown = try window("iPhone 15", showing: navigation)
    #expect(navigation.toolbar.frame == CGRect(x: 0, y: 852 - 83, width: 393, height: 83))
    #expect(content.view.safeAreaInsets.bottom == 83)
    shown.isHidden = true

    let classicContent = UIViewController()
    let classic = UINavigationController(rootViewController: classicContent)
    classic.isToolbarHidden = false
    let classicWindow = try window("iPhone 8", showing: classic)
    #expect(classic.toolbar.frame == CGRect(x: 0, y: 667 - 44, width: 375, height: 44))
    #expect(classicContent.view.safeAreaInsets.bottom == 44)
    classicWindow.isHidden = true
  }

  @Test("IC6: a segmented control's 32-point frame has a 31-point alignment rectangle")
  func segmentedControlAlignment() throws {
    let control = UISegmentedControl(items: ["First", "Second"])
    #expect(control.frame.height == 32)
    #expect(control.intrinsicContentSize.height == 31)
    #expect(control.alignmentRectInsets == UIEdgeInsets(top: 0, left: 0, bottom: 1, right: 0))
    let below = UIView()
    below.heightAnchor.constraint(equalToConstant: 20).isActive = true
    let stack = UIStackView(arrangedSubviews: [control, below])
    stack.axis = .vertical
    stack.spacing = 8
    stack.frame = CGRect(x: 0, y: 0, width: 200, height: 59)
    stack.layoutIfNeeded()
    #expect(control.frame == CGRect(x: 0, y: 0, width: 200, height: 32))
    #expect(below.frame == CGRect(x: 0, y: 39, width: 200, height: 20))
  }

  @Test(
    "IC7: a required constraint that fights the window is broken and logged; the window keeps its size"
  )
  func rootSizeIsRequired() throws {
    let controller = UIViewController()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    window.rootViewController = controller
    window.makeKeyAndVisible()
    window.layoutIfNeeded()
    let box = UIView()
    box.translatesAutoresizingMaskIntoConstraints = false
    controller.view.addSubview(box)
    let log = Diagnostics.capture {
      NSLayoutConstraint.activate([
        box.topAnchor.constraint(equalTo: controller.view.topAnchor),
        box.bottomAnchor.constraint(equalTo: controller.view.bottomAnchor),
        box.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor),
        box.widthAnchor.constraint(equalToConstant: 50),
        box.heightAnchor.constraint(equalToConstant: 400),
      ])
      window.layoutIfNeeded()
    }
    #expect(log.contains { $0.contains("Unable to simultaneously satisfy constraints.") })
    #expect(controller.view.frame == CGRect(x: 0, y: 0, width: 300, height: 300))
    #expect(LayoutReport(window).brokenConstraints.count == 1)
  }

  @Test("IC7: resizing the window breaks the constraint that no longer fits, not the window")
  func resizeBreaksTheConstraint() throws {
    let controller = UIViewController()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    window.rootViewController = controller
    window.makeKeyAndVisible()
    let box = UIView()
    box.translatesAutoresizingMaskIntoConstraints = false
    controller.view.addSubview(box)
    let tall = box.heightAnchor.constraint(greaterThanOrEqualToConstant: 200)
    NSLayoutConstraint.activate([
      box.topAnchor.constraint(equalTo: controller.view.topAnchor, constant: 20),
      box.bottomAnchor.constraint(equalTo: controller.view.bottomAnchor, constant: -20),
      box.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor),
      box.widthAnchor.constraint(equalToConstant: 50), tall,
    ])
    window.layoutIfNeeded()
    #expect(box.frame == CGRect(x: 0, y: 20, width: 50, height: 260))
    let log = Diagnostics.capture {
      window.frame = CGRect(x: 0, y: 0, width: 300, height: 200)
      window.layoutIfNeeded()
    }
    #expect(log.contains { $0.contains("Unable to simultaneously satisfy constraints.") })
    #expect(controller.view.frame == CGRect(x: 0, y: 0, width: 300, height: 200))
    #expect(LayoutReport(window).brokenConstraints.count == 1)
  }
}
