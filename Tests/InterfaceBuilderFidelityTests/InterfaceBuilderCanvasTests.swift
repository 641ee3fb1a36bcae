import Foundation
import HeadlessUIKit
import HeadlessUIKitTestSupport
import InterfaceBuilderDocuments
import InterfaceBuilderFidelity
import Testing

/// The canvases Xcode lays scenes out on (decisions IB60–IB62): sheets for presented scenes,
/// root views under opaque bars, and Xcode 26's doubled safe-area insets.
@MainActor
@Suite struct InterfaceBuilderCanvasTests {
  /// A storyboard on the iPhone 11 canvas (retina6_1: 414 × 896, insets 48 and 34) saved by
  /// the Interface Builder build `plugIn`, with the given scenes.
  private func document(_ scenes: String, plugIn: String = "22685") throws -> IBDocument {
    let xml = TestDocuments.canvasDocument(
      scenes, device: "retina6_1", plugIn: plugIn, toolsVersion: "32700.99.1234",
      useTraitCollections: false)
    return try IBDocument(data: Data(xml.utf8), file: "Canvas.storyboard")
  }

  /// A scene whose view controller `id` has a root view `root` of the stored `height` (414
  /// wide) holding `top`, pinned 10 points below the safe area's top, and `bottom`, a
  /// 20-point view resting on the safe area's bottom.
  private func insetScene(
    _ id: String, height: CGFloat, extra: String = "", connections: String = ""
  ) -> String {
    """
    <scene sceneID="scene-\(id)">
        <objects>
            <viewController id="\(id)" sceneMemberID="viewController">
                <view key="view" contentMode="scaleToFill" id="root-\(id)">
                    <rect key="frame" x="0.0" y="0.0" width="414" height="\(height)"/>
                    <subviews>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="top-\(id)">
                            <rect key="frame" x="0.0" y="10" width="414" height="20"/>
                        </view>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="bottom-\(id)">
                            <rect key="frame" x="0.0" y="\(height - 20)" width="414" height="20"/>
                        </view>
                    </subviews>
                    <viewLayoutGuide key="safeArea" id="safe-\(id)"/>
                    <constraints>
                        <constraint firstItem="top-\(id)" firstAttribute="top" secondItem="safe-\(id)" secondAttribute="top" constant="10" id="t-\(id)"/>
                        <constraint firstItem="top-\(id)" firstAttribute="leading" secondItem="root-\(id)" secondAttribute="leading" id="tl-\(id)"/>
                        <constraint firstItem="top-\(id)" firstAttribute="trailing" secondItem="root-\(id)" secondAttribute="trailing" id="tt-\(id)"/>
                        <constraint firstItem="top-\(id)" firstAttribute="height" constant="20" id="th-\(id)"/>
                        <constraint firstItem="bottom-\(id)" firstAttribute="bottom" secondItem="safe-\(id)" secondAttribute="bottom" id="b-\(id)"/>
                        <constraint firstItem="bottom-\(id)" firstAttribute="leading" secondItem="root-\(id)" secondAttribute="leading" id="bl-\(id)"/>
                        <constraint firstItem="bottom-\(id)" firstAttribute="trailing" secondItem="root-\(id)" secondAttribute="trailing" id="bt-\(id)"/>
                        <constraint firstItem="bottom-\(id)" firstAttribute="height" constant="20" id="bh-\(id)"/>
                    </constraints>
                </view>
                \(extra)
                <connections>\(connections)</connections>
            </viewController>
        </objects>
    </scene>
    """
  }

  /// A navigation controller scene whose root is `root`, with an opaque or translucent bar.
  private func navigationScene(_ id: String, root: String, opaque: Bool) -> String {
    """
    <scene sceneID="scene-\(id)">
        <objects>
            <navigationController id="\(id)" sceneMemberID="viewController">
                <navigationBar key="navigationBar" contentMode="scaleToFill" \
    translucent="\(opaque ? "NO" : "YES")" id="bar-\(id)">
                    <rect key="frame" x="0.0" y="0.0" width="414" height="56"/>
                </navigationBar>
                <connections>
                    <segue destination="\(root)" kind="relationship" relationship="rootViewController" id="rel-\(id)"/>
                </connections>
            </navigationController>
        </objects>
    </scene>
    """
  }

  /// Lays out one scene of `document` on its device and returns its views by id.
  private func layOut(_ document: IBDocument, scene: String) throws -> [String: UIView] {
    let device = try #require(StoryboardSceneLayout.device(forInterfaceBuilderID: "retina6_1"))
    let scenes = TestDocuments.canvasScenes(
      document, at: URL(fileURLWithPath: "/tmp/Canvas.storyboard"), device: device,
      sceneID: "scene-" + scene)
    return try #require(scenes.first).views
  }

  private func presenting(_ segue: String) -> String {
    insetScene("source", height: 896, connections: segue)
  }

  @Test("IB60: a scene presented as a page sheet has no safe-area insets and its stored size")
  func pageSheet() throws {
    let document = try document(
      presenting(#"<segue destination="sheet" kind="presentation" id="p1"/>"#)
        + insetScene("sheet", height: 800))
    let views = try layOut(document, scene: "sheet")
    #expect(views["root-sheet"]?.frame == CGRect(x: 0, y: 0, width: 414, height: 800))
    #expect(views["top-sheet"]?.frame == CGRect(x: 0, y: 10, width: 414, height: 20))
    #expect(views["bottom-sheet"]?.frame == CGRect(x: 0, y: 780, width: 414, height: 20))
    // The presenting scene stays on the device's full screen with its insets.
    let source = try layOut(document, scene: "source")
    #expect(source["top-source"]?.frame == CGRect(x: 0, y: 58, width: 414, height: 20))
    #expect(source["bottom-source"]?.frame == CGRect(x: 0, y: 842, width: 414, height: 20))
  }

  @Test("IB60: form sheets are sheets; a full-screen presentation keeps the device's insets")
  func presentationStyles() throws {
    for (style, top, bottom) in [
      ("formSheet", CGFloat(10), CGFloat(780)), ("pageSheet", 10, 780), ("fullScreen", 58, 746),
      ("overFullScreen", 58, 746),
    ] {
      let document = try document(
        presenting(
          #"<segue destination="sheet" kind="presentation" modalPresentationStyle="\#(style)" id="p1"/>"#
        ) + insetScene("sheet", height: 800))
      let views = try layOut(document, scene: "sheet")
      #expect(views["top-sheet"]?.frame.minY == top, "\(style)")
      #expect(views["bottom-sheet"]?.frame.minY == bottom, "\(style)")
    }
  }

  @Test("IB60: a show segue from outside any navigation controller presents a sheet")
  func showOutsideNavigation() throws {
    let document = try document(
      presenting(#"<segue destination="sheet" kind="show" id="s1"/>"#)
        + insetScene("sheet", height: 768))
    let views = try layOut(document, scene: "sheet")
    #expect(views["top-sheet"]?.frame == CGRect(x: 0, y: 10, width: 414, height: 20))
    #expect(views["bottom-sheet"]?.frame == CGRect(x: 0, y: 748, width: 414, height: 20))
  }

  @Test("IB11, IB60: a show segue inside a navigation controller pushes, under the bar")
  func showInsideNavigation() throws {
    let document = try document(
      navigationScene("nav", root: "source", opaque: false)
        + presenting(#"<segue destination="pushed" kind="show" id="s1"/>"#)
        + insetScene("pushed", height: 896))
    let views = try layOut(document, scene: "pushed")
    // 48-point status bar and 44-point navigation bar above the safe area.
    #expect(views["top-pushed"]?.frame == CGRect(x: 0, y: 102, width: 414, height: 20))
    #expect(views["bottom-pushed"]?.frame == CGRect(x: 0, y: 842, width: 414, height: 20))
  }

  @Test("IB60, IB61: the root of a presented navigation controller with an opaque bar")
  func presentedNavigationController() throws {
    let document = try document(
      presenting(#"<segue destination="nav" kind="presentation" id="p1"/>"#)
        + navigationScene("nav", root: "sheet", opaque: true)
        + insetScene("sheet", height: 750))
    let views = try layOut(document, scene: "sheet")
    #expect(views["root-sheet"]?.frame == CGRect(x: 0, y: 0, width: 414, height: 750))
    #expect(views["top-sheet"]?.frame == CGRect(x: 0, y: 10, width: 414, height: 20))
    #expect(views["bottom-sheet"]?.frame == CGRect(x: 0, y: 730, width: 414, height: 20))
  }

  @Test("IB60, IC5: a translucent bar over a sheet insets the root view by the sheet's bar")
  func presentedTranslucentNavigationController() throws {
    let document = try document(
      presenting(#"<segue destination="nav" kind="presentation" id="p1"/>"#)
        + navigationScene("nav", root: "sheet", opaque: false)
        + insetScene("sheet", height: 800))
    let views = try layOut(document, scene: "sheet")
    // A sheet's navigation bar is 56 points (IC5); the view is 10 below the safe area.
    #expect(views["top-sheet"]?.frame == CGRect(x: 0, y: 66, width: 414, height: 20))
    #expect(views["bottom-sheet"]?.frame == CGRect(x: 0, y: 780, width: 414, height: 20))
  }

  @Test("IB60: documents saved before Xcode 11 present full screen")
  func beforeSheets() throws {
    let document = try document(
      presenting(#"<segue destination="sheet" kind="presentation" id="p1"/>"#)
        + insetScene("sheet", height: 896), plugIn: "14490")
    let views = try layOut(document, scene: "sheet")
    #expect(views["top-sheet"]?.frame == CGRect(x: 0, y: 58, width: 414, height: 20))
    #expect(views["bottom-sheet"]?.frame == CGRect(x: 0, y: 842, width: 414, height: 20))
  }

  @Test("IB61: a root view stored under an opaque simulated bar has no top inset")
  func opaqueSimulatedBar() throws {
    let document = try document(
      insetScene(
        "under", height: 794,
        extra:
          #"<simulatedNavigationBarMetrics key="simulatedTopBarMetrics" translucent="NO" prompted="NO"/>"#
      ))
    let views = try layOut(document, scene: "under")
    #expect(views["root-under"]?.frame == CGRect(x: 0, y: 0, width: 414, height: 794))
    #expect(views["top-under"]?.frame == CGRect(x: 0, y: 10, width: 414, height: 20))
    // The home indicator's 34 points stay at the bottom.
    #expect(views["bottom-under"]?.frame == CGRect(x: 0, y: 740, width: 414, height: 20))
  }

  @Test("IB62: Xcode 26's canvas doubles the device's top and bottom safe-area insets")
  func xcode26Insets() throws {
    let document = try document(insetScene("full", height: 896), plugIn: "24743")
    let views = try layOut(document, scene: "full")
    #expect(views["top-full"]?.frame == CGRect(x: 0, y: 106, width: 414, height: 20))
    #expect(views["bottom-full"]?.frame == CGRect(x: 0, y: 808, width: 414, height: 20))
  }

  @Test("IB62: under Xcode 26 a simulated opaque bar sits below the doubled status bar")
  func xcode26OpaqueBar() throws {
    // 896 − 96 − 54: the area under iOS 26's 54-point bar, as nnw-settings stores it.
    let document = try document(
      insetScene(
        "under", height: 746,
        extra:
          #"<simulatedNavigationBarMetrics key="simulatedTopBarMetrics" translucent="NO" prompted="NO"/>"#
      ), plugIn: "24743")
    let views = try layOut(document, scene: "under")
    #expect(views["root-under"]?.frame == CGRect(x: 0, y: 0, width: 414, height: 746))
    #expect(views["top-under"]?.frame == CGRect(x: 0, y: 10, width: 414, height: 20))
    #expect(views["bottom-under"]?.frame == CGRect(x: 0, y: 658, width: 414, height: 20))
  }
}
