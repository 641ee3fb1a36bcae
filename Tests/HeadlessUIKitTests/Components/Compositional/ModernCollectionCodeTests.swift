import HeadlessUIKit
import HeadlessUIKitTestSupport
import Testing

/// A screen written the way iOS 14–17 apps write them: a compositional layout from a section
/// provider (a carousel and a list), list cells configured with `defaultContentConfiguration()`.
@MainActor
private final class BrowseViewController: UIViewController, UICollectionViewDataSource {
  enum Section: Int, CaseIterable {
    case featured
    case recent
  }

  var collectionView: UICollectionView!
  let featured = ["One", "Two", "Three"]
  let recent = ["Alpha", "Beta", "Gamma", "Delta"]

  override func viewDidLoad() {
    super.viewDidLoad()
    collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: makeLayout())
    collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "featured")
    collectionView.register(UICollectionViewListCell.self, forCellWithReuseIdentifier: "row")
    collectionView.dataSource = self
    view.addSubview(collectionView)
  }

  func makeLayout() -> UICollectionViewLayout {
    let layout = UICollectionViewCompositionalLayout { sectionIndex, environment in
      switch Section(rawValue: sectionIndex) {
      case .featured:
        let item = NSCollectionLayoutItem(
          layoutSize: NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(1.0)))
        item.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 4, bottom: 0, trailing: 4)
        let group = NSCollectionLayoutGroup.horizontal(
          layoutSize: NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(0.9), heightDimension: .absolute(160)),
          subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.orthogonalScrollingBehavior = .groupPagingCentered
        section.contentInsets = NSDirectionalEdgeInsets(
          top: 8, leading: 12, bottom: 8, trailing: 12)
        return section
      default:
        var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        configuration.headerMode = .none
        configuration.separatorConfiguration.color = .systemGray5
        configuration.itemSeparatorHandler = { indexPath, separators in
          var separators = separators
          separators.bottomSeparatorInsets.leading = indexPath.item == 0 ? 0 : 60
          return separators
        }
        return NSCollectionLayoutSection.list(using: configuration, layoutEnvironment: environment)
      }
    }
    return layout
  }

  func numberOfSections(in collectionView: UICollectionView) -> Int { Section.allCases.count }

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  {
    section == Section.featured.rawValue ? featured.count : recent.count
  }

  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    if indexPath.section == Section.featured.rawValue {
      let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "featured", for: indexPath)
      var background = UIBackgroundConfiguration.listGroupedCell()
      background.cornerRadius = 12
      background.backgroundColor = .systemBlue
      cell.backgroundConfiguration = background
      return cell
    }
    guard
      let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "row", for: indexPath)
        as? UICollectionViewListCell
    else { return UICollectionViewCell() }
    var content = cell.defaultContentConfiguration()
    content.text = recent[indexPath.item]
    content.secondaryText = "Updated today"
    content.secondaryTextProperties.color = .secondaryLabel
    cell.contentConfiguration = content
    cell.accessories = [
      .disclosureIndicator(),
      .outlineDisclosure(options: .init(style: .cell)) {},
      .delete(displayed: .whenEditing, options: .init(backgroundColor: .systemRed)) {},
    ]
    cell.configurationUpdateHandler = { cell, state in
      guard var updated = cell.contentConfiguration as? UIListContentConfiguration else { return }
      updated.textProperties.color = state.isHighlighted ? .systemBlue : .label
      cell.contentConfiguration = updated
    }
    return cell
  }
}

/// Typical modern collection view code compiles and lays out (decisions CV1–CV10).
@MainActor
@Suite struct ModernCollectionCodeTests {
  @Test("A controller with a section provider, a carousel and an inset grouped list lays out")
  func browseScreen() async throws {
    let controller = BrowseViewController()
    let window = try await presentationTestWindow(root: controller)
    defer { window.isHidden = true }
    let collection = try #require(controller.collectionView)
    collection.layoutIfNeeded()
    let width = collection.bounds.width
    let carousel = itemFrame(collection, 0)
    #expect(isClose(carousel.width, (width - 24) * 0.9 - 8))
    // Group paging centred: the first group is centred in the section's width.
    #expect(isClose(carousel.minX, 12 + (width - 24) * 0.05 + 4, tolerance: 1e-9))
    #expect(carousel.minY == 8)
    let firstRow = itemFrame(collection, 0, section: 1)
    #expect(firstRow.minY == 194)
    #expect(firstRow.minX == 16)
    #expect(firstRow.height >= 44)
    let row = try #require(
      collection.cellForItem(at: IndexPath(item: 0, section: 1)) as? UICollectionViewListCell)
    let content = try #require(row.contentConfiguration as? UIListContentConfiguration)
    #expect(content.text == "Alpha")
    #expect(row.backgroundConfiguration?.backgroundColor == .secondarySystemGroupedBackground)
  }
}
