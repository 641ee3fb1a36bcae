import Foundation
import HeadlessUIKit
import HeadlessUIKitTestSupport
import Testing

private func stderrText(_ result: ExitTest.Result?) -> String {
  String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
}

/// A table cell class a nib names, with an outlet to its label.
final class NibLabelCell: UITableViewCell {
  var titleLabel: UILabel?
}

/// Small xibs of one reusable view each.
@MainActor
enum ReusableNibs {
  static let placeholders = """
    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="UIResponder"/>
    <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
    """

  static func tableCell(identifier: String = "NibCell") -> UINib {
    UINib(
      data: TestDocuments.xibData(
        placeholders + """
          <tableViewCell contentMode="scaleToFill" reuseIdentifier="\(identifier)" \
          customClass="NibLabelCell" id="cell">
            <rect key="frame" x="0.0" y="0.0" width="320" height="60"/>
            <tableViewCellContentView key="contentView" contentMode="center" id="content">
              <rect key="frame" x="0.0" y="0.0" width="320" height="60"/>
              <subviews>
                <label text="From the nib" id="title">
                  <rect key="frame" x="16" y="20" width="200" height="20"/>
                </label>
              </subviews>
            </tableViewCellContentView>
            <connections>
              <outlet property="titleLabel" destination="title" id="o1"/>
            </connections>
          </tableViewCell>
          """), bundle: nil)
  }

  static let headerFooter = UINib(
    data: TestDocuments.xibData(
      placeholders + """
        <tableViewHeaderFooterView contentMode="scaleToFill" reuseIdentifier="Header" id="hf">
          <rect key="frame" x="0.0" y="0.0" width="320" height="40"/>
        </tableViewHeaderFooterView>
        """), bundle: nil)

  static let collectionCell = UINib(
    data: TestDocuments.xibData(
      placeholders + """
        <collectionViewCell contentMode="center" reuseIdentifier="Item" id="item">
          <rect key="frame" x="0.0" y="0.0" width="80" height="80"/>
          <view key="contentView" contentMode="center" id="itemContent">
            <rect key="frame" x="0.0" y="0.0" width="80" height="80"/>
            <subviews>
              <label text="Nib item" id="itemLabel">
                <rect key="frame" x="0" y="0" width="80" height="20"/>
              </label>
            </subviews>
          </view>
        </collectionViewCell>
        """), bundle: nil)

  static let supplementary = UINib(
    data: TestDocuments.xibData(
      placeholders + """
        <collectionReusableView contentMode="center" reuseIdentifier="Footer" id="footer">
          <rect key="frame" x="0.0" y="0.0" width="320" height="30"/>
        </collectionReusableView>
        """), bundle: nil)

  static let twoViews = UINib(
    data: TestDocuments.xibData(
      placeholders + """
        <view contentMode="scaleToFill" id="a"><rect key="frame" x="0" y="0" width="10" height="10"/></view>
        <view contentMode="scaleToFill" id="b"><rect key="frame" x="0" y="0" width="10" height="10"/></view>
        """), bundle: nil)

  static let plainView = UINib(
    data: TestDocuments.xibData(
      placeholders + """
        <view contentMode="scaleToFill" id="a"><rect key="frame" x="0" y="0" width="10" height="10"/></view>
        """), bundle: nil)
}

/// A collection data source that dequeues the nib's cells.
@MainActor
final class NibItemsDataSource: NSObject, UICollectionViewDataSource {
  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  { 2 }

  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    collectionView.dequeueReusableCell(withReuseIdentifier: "Item", for: indexPath)
  }

  func collectionView(
    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
    at indexPath: IndexPath
  ) -> UICollectionReusableView {
    collectionView.dequeueReusableSupplementaryView(
      ofKind: kind, withReuseIdentifier: "Footer", for: indexPath)
  }
}

/// Registering nibs for cells, header-footer views and supplementary views (decision CL1).
@MainActor
@Suite struct CellNibRegistrationTests {
  init() {
    InterfaceBuilderRegistry.register(NibLabelCell.self)
    InterfaceBuilderRegistry.registerOutlet("titleLabel", of: NibLabelCell.self, \.titleLabel)
  }

  @Test("a table dequeues a new cell from its registered nib, outlets connected")
  func tableCellNib() throws {
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 375, height: 400), style: .plain)
    table.register(ReusableNibs.tableCell(), forCellReuseIdentifier: "NibCell")
    let cell = try #require(table.dequeueReusableCell(withIdentifier: "NibCell") as? NibLabelCell)
    #expect(cell.reuseIdentifier == "NibCell")
    #expect(cell.titleLabel?.text == "From the nib")
    #expect(cell.titleLabel?.superview === cell.contentView)
    #expect(cell.frame.size == CGSize(width: 320, height: 60))
    let second = table.dequeueReusableCell(withIdentifier: "NibCell")
    #expect(second !== cell)
    #expect(second is NibLabelCell)
  }

  @Test("registering nil unregisters a table's nib; a class registered later replaces it")
  func tableNibUnregister() {
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 375, height: 400), style: .plain)
    table.register(ReusableNibs.tableCell(), forCellReuseIdentifier: "NibCell")
    table.register(nil as UINib?, forCellReuseIdentifier: "NibCell")
    #expect(table.dequeueReusableCell(withIdentifier: "NibCell") == nil)
    table.register(ReusableNibs.tableCell(), forCellReuseIdentifier: "NibCell")
    table.register(UITableViewCell.self, forCellReuseIdentifier: "NibCell")
    let cell = table.dequeueReusableCell(withIdentifier: "NibCell")
    #expect(cell != nil && !(cell is NibLabelCell))
  }

  @Test("a table dequeues header-footer views from a nib")
  func headerFooterNib() throws {
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 375, height: 400), style: .plain)
    table.register(ReusableNibs.headerFooter, forHeaderFooterViewReuseIdentifier: "Header")
    let view = try #require(table.dequeueReusableHeaderFooterView(withIdentifier: "Header"))
    #expect(view.reuseIdentifier == "Header")
    #expect(view.frame.size == CGSize(width: 320, height: 40))
    table.register(nil as UINib?, forHeaderFooterViewReuseIdentifier: "Header")
    #expect(table.dequeueReusableHeaderFooterView(withIdentifier: "Header") == nil)
  }

  @Test("a collection view shows cells and a footer made from registered nibs")
  func collectionNibs() throws {
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 80, height: 80)
    layout.footerReferenceSize = CGSize(width: 0, height: 30)
    let collection = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 375, height: 400), collectionViewLayout: layout)
    collection.register(ReusableNibs.collectionCell, forCellWithReuseIdentifier: "Item")
    collection.register(
      ReusableNibs.supplementary,
      forSupplementaryViewOfKind: UICollectionView.elementKindSectionFooter,
      withReuseIdentifier: "Footer")
    let source = NibItemsDataSource()
    collection.dataSource = source
    collection.layoutIfNeeded()
    let first = try #require(collection.cellForItem(at: IndexPath(item: 0, section: 0)))
    #expect(first.reuseIdentifier == "Item")
    #expect((first.contentView.subviews.first as? UILabel)?.text == "Nib item")
    #expect(first.frame == CGRect(x: 0, y: 0, width: 80, height: 80))
    #expect(collection.visibleCells.count == 2)
    let footer = try #require(
      collection.supplementaryView(
        forElementKind: UICollectionView.elementKindSectionFooter,
        at: IndexPath(item: 0, section: 0)))
    #expect(footer.reuseIdentifier == "Footer")
    #expect(footer.frame == CGRect(x: 0, y: 80, width: 375, height: 30))
    withExtendedLifetime(source) {}
  }

  @Test("a table nib with two top-level views stops with UIKit's exception")
  func tableNibWithTwoViews() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      await MainActor.run {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 100))
        table.register(ReusableNibs.twoViews, forCellReuseIdentifier: "cell")
        _ = table.dequeueReusableCell(withIdentifier: "cell")
      }
    }
    #expect(
      stderrText(result).contains(
        "NSInternalInconsistencyException: invalid nib registered for identifier (cell) - nib "
          + "must contain exactly one top level object which must be a UITableViewCell instance"
      ))
  }

  @Test("a collection nib whose view is not a cell stops with UIKit's exception")
  func collectionNibWithPlainView() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      await MainActor.run {
        let collection = UICollectionView(
          frame: CGRect(x: 0, y: 0, width: 320, height: 100),
          collectionViewLayout: UICollectionViewFlowLayout())
        collection.register(ReusableNibs.plainView, forCellWithReuseIdentifier: "item")
        _ = collection.dequeueReusableCell(
          withReuseIdentifier: "item", for: IndexPath(item: 0, section: 0))
      }
    }
    #expect(
      stderrText(result).contains(
        "invalid nib registered for identifier (item) - nib must contain exactly one top level "
          + "object which must be a UICollectionReusableView instance"))
  }

  @Test("a nib cell whose reuse identifier differs from the registered one stops")
  func mismatchedIdentifier() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      await MainActor.run {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 100))
        table.register(
          ReusableNibs.tableCell(identifier: "Other"), forCellReuseIdentifier: "NibCell")
        _ = table.dequeueReusableCell(withIdentifier: "NibCell")
      }
    }
    #expect(
      stderrText(result).contains(
        "cell reuse identifier in nib (Other) does not match the identifier used to register "
          + "the nib (NibCell)"))
  }
}
