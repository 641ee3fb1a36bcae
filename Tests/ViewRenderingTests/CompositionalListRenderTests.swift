import Foundation
import Testing
import UIGeometry

@testable import HeadlessUIKit
@testable import Raster
@testable import ViewRendering

/// A data source of inset grouped list rows with a disclosure indicator.
@MainActor
private final class RenderListSource: NSObject, UICollectionViewDataSource {
  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  {
    3
  }

  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "row", for: indexPath)
    guard let cell = cell as? UICollectionViewListCell else { return cell }
    var content = cell.defaultContentConfiguration()
    content.text = "Row \(indexPath.item + 1)"
    cell.contentConfiguration = content
    cell.accessories = [.disclosureIndicator()]
    return cell
  }
}

/// Cells with content configurations render through the renderer like any subviews.
@MainActor
@Suite struct CompositionalListRenderTests {
  @Test("An inset grouped compositional list renders its rows, texts and chevrons")
  func insetGroupedList() throws {
    let source = RenderListSource()
    let list = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 320, height: 200),
      collectionViewLayout: UICollectionViewCompositionalLayout.list(
        using: UICollectionLayoutListConfiguration(appearance: .insetGrouped)))
    list.backgroundColor = .systemGroupedBackground
    list.register(UICollectionViewListCell.self, forCellWithReuseIdentifier: "row")
    list.dataSource = source
    list.layoutIfNeeded()
    let canvas = RasterRenderer.render(DisplayList(rendering: list), scale: 1, background: nil)
    if let dump = ProcessInfo.processInfo.environment["HK_DUMP_PNG"] {
      let big = RasterRenderer.render(DisplayList(rendering: list), scale: 2, background: nil)
      try Data(big.pngData()).write(to: URL(fileURLWithPath: dump))
    }
    // Outside the rows: the grouped background; inside a row, away from its text: white.
    #expect(canvas.pixel(x: 5, y: 40) == [242, 242, 247, 255])
    #expect(canvas.pixel(x: 200, y: 40) == [255, 255, 255, 255])
    // The section's outer corners are rounded: the first row's top leading corner is not white.
    #expect(canvas.pixel(x: 16, y: 18) != [255, 255, 255, 255])
    #expect(canvas.pixel(x: 16, y: 70) == [255, 255, 255, 255])
    let row = try #require(list.cellForItem(at: IndexPath(item: 0, section: 0)))
    let label = try #require(
      (row.contentView.subviews.first as? UIListContentView)?.subviews
        .compactMap { $0 as? UILabel }.first { !$0.isHidden })
    let textFrame = label.convert(label.bounds, to: list)
    let textPixels = (Int(textFrame.minX)..<Int(textFrame.maxX)).flatMap { x in
      (Int(textFrame.minY)..<Int(textFrame.maxY)).map { canvas.pixel(x: x, y: $0) }
    }
    #expect(textPixels.contains { $0[0] < 100 && $0[3] == 255 })
    let chevron = try #require(row.subviews.first { $0.frame.width == 10.5 })
    let chevronFrame = chevron.convert(chevron.bounds, to: list)
    let chevronPixels = (Int(chevronFrame.minX)..<Int(chevronFrame.maxX)).flatMap { x in
      (Int(chevronFrame.minY)..<Int(chevronFrame.maxY)).map { canvas.pixel(x: x, y: $0) }
    }
    #expect(chevronPixels.contains { $0 != [255, 255, 255, 255] })
    _ = source
  }
}
