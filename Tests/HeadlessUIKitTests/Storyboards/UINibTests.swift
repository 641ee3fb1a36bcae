import Foundation
import HeadlessUIKit
import HeadlessUIKitTestSupport
import Testing

private func text(_ result: ExitTest.Result?) -> String {
  String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
}

/// A File's Owner class for the xib tests.
final class NibOwner: UIViewController {
  var badge: UILabel?
  var rows: [UIView]?
}

@MainActor
@Suite("UINib")
struct UINibTests {
  init() {
    InterfaceBuilderRegistry.registerOutlet("badge", of: NibOwner.self, \.badge)
    InterfaceBuilderRegistry.registerOutletCollection("rows", of: NibOwner.self, \.rows)
  }

  static let ownerXib = TestDocuments.xibData(
    """
    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="NibOwner">
      <connections>
        <outlet property="view" destination="root" id="o1"/>
        <outlet property="badge" destination="badge" id="o2"/>
        <outletCollection property="rows" destination="row1" id="o3"/>
        <outletCollection property="rows" destination="row2" id="o4"/>
      </connections>
    </placeholder>
    <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
    <view contentMode="scaleToFill" id="root">
      <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
      <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
      <subviews>
        <label text="7" translatesAutoresizingMaskIntoConstraints="NO" id="badge">
          <rect key="frame" x="0" y="0" width="10" height="20"/>
        </label>
        <view contentMode="scaleToFill" id="row1"><rect key="frame" x="0" y="100" width="393" height="44"/></view>
        <view contentMode="scaleToFill" id="row2"><rect key="frame" x="0" y="144" width="393" height="44"/></view>
      </subviews>
    </view>
    <view contentMode="scaleToFill" id="spare">
      <rect key="frame" x="0.0" y="0.0" width="100" height="50"/>
    </view>
    """)

  @Test("4: File's Owner gets its outlets; the top-level objects come back in document order")
  func owner() throws {
    let owner = NibOwner()
    let objects = UINib(data: Self.ownerXib, bundle: nil).instantiate(withOwner: owner)
    #expect(objects.count == 2)
    let root = try #require(objects.first as? UIView)
    #expect(owner.view === root)
    #expect(owner.badge?.text == "7")
    #expect(owner.rows?.count == 2)
    #expect(owner.rows?.first?.frame == CGRect(x: 0, y: 100, width: 393, height: 44))
    #expect((objects.last as? UIView)?.frame.size == CGSize(width: 100, height: 50))
  }

  @Test("each instantiation makes new objects")
  func fresh() {
    let nib = UINib(data: Self.ownerXib, bundle: nil)
    let a = nib.instantiate(withOwner: nil)
    let b = nib.instantiate(withOwner: nil)
    #expect((a.first as? UIView) !== (b.first as? UIView))
  }

  @Test("7.2: a controller made with a nib name loads its view from the bundle's xib")
  func controllerNib() throws {
    let folder = TestDocuments.folder()
    try Self.ownerXib.write(to: folder.appendingPathComponent("OwnerView.xib"))
    let bundle = try #require(Bundle(path: folder.path))
    let owner = NibOwner(nibName: "OwnerView", bundle: bundle)
    #expect(!owner.isViewLoaded)
    owner.loadViewIfNeeded()
    #expect(owner.badge?.text == "7")
    #expect(owner.view.subviews.count == 3)
    let objects = bundle.loadNibNamed("OwnerView", owner: NibOwner())
    #expect(objects?.count == 2)
  }

  @Test("a nib that does not connect the view outlet stops with UIKit's message")
  func noViewOutlet() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      await MainActor.run {
        let folder = TestDocuments.folder()
        let data = TestDocuments.xibData(
          """
          <placeholder placeholderIdentifier="IBFilesOwner" id="-1"/>
          <view contentMode="scaleToFill" id="root"><rect key="frame" x="0" y="0" width="10" height="10"/></view>
          """)
        try? data.write(to: folder.appendingPathComponent("Loose.xib"))
        let controller = UIViewController(nibName: "Loose", bundle: Bundle(path: folder.path))
        controller.loadViewIfNeeded()
      }
    }
    #expect(text(result).contains("NSInternalInconsistencyException: -[UIViewController"))
    #expect(text(result).contains("loaded the \"Loose\" nib but the view outlet was not set."))
  }

  @Test("a nib missing from the bundle stops with UIKit's message when instantiated")
  func missingNib() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      await MainActor.run {
        _ = UINib(nibName: "Nowhere", bundle: nil).instantiate(withOwner: nil)
      }
    }
    #expect(
      text(result).contains(
        "NSInternalInconsistencyException: Could not load NIB in bundle: "))
    #expect(text(result).contains("with name 'Nowhere'"))
  }

  @Test("an archive-format xib opened by path throws its typed error")
  func archiveFormat() throws {
    let url = TestDocuments.folder().appendingPathComponent("Old.xib")
    try Data(
      """
      <?xml version="1.0" encoding="UTF-8"?>
      <archive type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="8.00"><data/></archive>
      """.utf8
    ).write(to: url)
    do {
      _ = try UINib(headlessContentsOf: url)
      Issue.record("expected an error")
    } catch {
      #expect(error.kind == .archiveFormat)
      #expect(error.line == 2)
    }
  }
}
