import HeadlessUIKit
import HeadlessUIKitTestSupport
import Testing

/// A data source of list cells showing "Row N" with a configurable content configuration.
@MainActor
final class ListCellDataSource: NSObject, UICollectionViewDataSource {
  let counts: [Int]
  var configure: (UICollectionViewListCell, IndexPath) -> Void = { cell, indexPath in
    var content = cell.defaultContentConfiguration()
    content.text = "Row \(indexPath.item)"
    cell.contentConfiguration = content
  }

  init(counts: [Int]) {
    self.counts = counts
  }

  func numberOfSections(in collectionView: UICollectionView) -> Int { counts.count }

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  {
    counts[section]
  }

  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "list", for: indexPath)
    if let cell = cell as? UICollectionViewListCell { configure(cell, indexPath) }
    return cell
  }
}

/// Makes a list collection view with list cells.
@MainActor
func makeListCollection(
  _ appearance: UICollectionLayoutListConfiguration.Appearance, counts: [Int],
  size: CGSize = CGSize(width: 375, height: 667),
  configureList: (inout UICollectionLayoutListConfiguration) -> Void = { _ in },
  configure: ((UICollectionViewListCell, IndexPath) -> Void)? = nil
) -> UICollectionView {
  var configuration = UICollectionLayoutListConfiguration(appearance: appearance)
  configureList(&configuration)
  let collection = UICollectionView(
    frame: CGRect(origin: .zero, size: size),
    collectionViewLayout: UICollectionViewCompositionalLayout.list(using: configuration))
  collection.register(UICollectionViewListCell.self, forCellWithReuseIdentifier: "list")
  let source = ListCellDataSource(counts: counts)
  if let configure { source.configure = configure }
  retainedSources.append(source)
  collection.dataSource = source
  collection.layoutIfNeeded()
  return collection
}

/// List sections per appearance (decision CV7).
@MainActor
@Suite struct ListLayoutTests {
  @Test("CV7: plain list rows of one line of body text are 44 points tall, edge to edge")
  func plainRows() throws {
    let list = makeListCollection(.plain, counts: [3])
    #expect(itemFrame(list, 0) == CGRect(x: 0, y: 0, width: 375, height: 44))
    #expect(itemFrame(list, 2) == CGRect(x: 0, y: 88, width: 375, height: 44))
    #expect(list.contentSize == CGSize(width: 375, height: 132))
    let cell = try #require(list.cellForItem(at: IndexPath(item: 0, section: 0)))
    #expect(cell is UICollectionViewListCell)
    #expect(cell.frame == CGRect(x: 0, y: 0, width: 375, height: 44))
  }

  @Test("CV7: a row whose text needs more than 44 points grows to its margins plus the text")
  func tallRow() throws {
    let big = UIFont.systemFont(ofSize: 40)
    let list = makeListCollection(
      .plain, counts: [2],
      configure: { cell, indexPath in
        var content = cell.defaultContentConfiguration()
        content.text = "Row"
        if indexPath.item == 0 { content.textProperties.font = big }
        cell.contentConfiguration = content
      })
    let label = UILabel(frame: .zero)
    label.font = big
    label.text = "Row"
    let line = label.sizeThatFits(CGSize(width: 343, height: 1000)).height
    #expect(line > 22)
    #expect(isClose(itemFrame(list, 0).height, 11 + line + 11))
    #expect(isClose(itemFrame(list, 1).minY, 11 + line + 11))
    #expect(itemFrame(list, 1).height == 44)
  }

  @Test("CV7: grouped rows are full width, 18 points below the top and above the next section")
  func groupedRows() {
    let list = makeListCollection(.grouped, counts: [2, 1])
    #expect(itemFrame(list, 0) == CGRect(x: 0, y: 18, width: 375, height: 44))
    #expect(itemFrame(list, 1) == CGRect(x: 0, y: 62, width: 375, height: 44))
    #expect(itemFrame(list, 0, section: 1) == CGRect(x: 0, y: 142, width: 375, height: 44))
    #expect(list.contentSize.height == 204)
  }

  @Test("CV7: inset grouped rows are inset by the system minimum margin: 16, or 20 on wide phones")
  func insetGroupedRows() async throws {
    for (device, side) in [("iPhone 15 Pro", 16.0), ("iPhone 15 Pro Max", 20.0)] {
      let controller = UIViewController()
      let window = try await presentationTestWindow(device: device, root: controller)
      let width = window.bounds.width
      var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
      configuration.showsSeparators = true
      let list = UICollectionView(
        frame: CGRect(x: 0, y: 200, width: width, height: 400),
        collectionViewLayout: UICollectionViewCompositionalLayout.list(using: configuration))
      list.register(UICollectionViewListCell.self, forCellWithReuseIdentifier: "list")
      let source = ListCellDataSource(counts: [2])
      retainedSources.append(source)
      list.dataSource = source
      controller.view.addSubview(list)
      list.layoutIfNeeded()
      #expect(itemFrame(list, 0) == CGRect(x: side, y: 18, width: width - 2 * side, height: 44))
      let cell = try #require(list.cellForItem(at: IndexPath(item: 0, section: 0)))
      #expect(cell.backgroundConfiguration?.backgroundColor == .secondarySystemGroupedBackground)
      window.isHidden = true
    }
  }

  @Test("CV7: supplementary headers start at the title heights of table headers")
  func headers() {
    let plain = makeListCollection(
      .plain, counts: [1], configureList: { $0.headerMode = .supplementary })
    let kind = UICollectionView.elementKindSectionHeader
    let path = IndexPath(item: 0, section: 0)
    #expect(
      plain.layoutAttributesForSupplementaryElement(ofKind: kind, at: path)?.frame
        == CGRect(x: 0, y: 22, width: 375, height: 28))
    #expect(itemFrame(plain, 0).minY == 50)
    let grouped = makeListCollection(
      .grouped, counts: [1],
      configureList: {
        $0.headerMode = .supplementary
        $0.footerMode = .supplementary
      })
    #expect(
      grouped.layoutAttributesForSupplementaryElement(ofKind: kind, at: path)?.frame
        == CGRect(x: 0, y: 0, width: 375, height: 38))
    #expect(itemFrame(grouped, 0).minY == 38)
    #expect(
      grouped.layoutAttributesForSupplementaryElement(
        ofKind: UICollectionView.elementKindSectionFooter, at: path)?.frame
        == CGRect(x: 0, y: 82, width: 375, height: 46))
  }

  @Test("CV7: headerTopPadding replaces the plain list's automatic 22 points")
  func headerTopPadding() {
    let list = makeListCollection(
      .plain, counts: [1],
      configureList: {
        $0.headerMode = .supplementary
        $0.headerTopPadding = 0
      })
    #expect(itemFrame(list, 0).minY == 28)
  }

  @Test(
    "CV10: trailing accessories narrow the content view; the disclosure indicator at the margin")
  func accessories() throws {
    let list = makeListCollection(
      .plain, counts: [1],
      configure: { cell, _ in
        var content = cell.defaultContentConfiguration()
        content.text = "Row"
        cell.contentConfiguration = content
        cell.accessories = [.label(text: "12"), .disclosureIndicator(), .delete()]
      })
    let cell = try #require(
      list.cellForItem(at: IndexPath(item: 0, section: 0)) as? UICollectionViewListCell)
    cell.layoutIfNeeded()
    let label = UILabel(frame: .zero)
    label.font = .preferredFont(forTextStyle: .body)
    label.text = "12"
    let labelWidth = label.sizeThatFits(CGSize(width: 1000, height: 1000)).width
    let reserved = 16 + 10.5 + 8 + labelWidth
    #expect(isClose(cell.contentView.frame.width, 375 - reserved))
    let chevron = try #require(cell.subviews.first { $0.frame.width == 10.5 })
    #expect(isClose(chevron.frame.maxX, 359))
    #expect(isClose(chevron.frame.midY, 22, tolerance: 0.5))
    cell.isEditing = true
    cell.layoutIfNeeded()
    #expect(isClose(cell.contentView.frame.minX, 40))
  }

  @Test("CV10: indentation moves the content view by the level times the width")
  func indentation() throws {
    let list = makeListCollection(
      .plain, counts: [1],
      configure: { cell, _ in
        cell.indentationLevel = 2
        cell.indentationWidth = 12
      })
    let cell = try #require(list.cellForItem(at: IndexPath(item: 0, section: 0)))
    cell.layoutIfNeeded()
    #expect(cell.contentView.frame == CGRect(x: 24, y: 0, width: 351, height: 44))
  }
}
