import Foundation
import HeadlessUIKit
import HeadlessUIKitTestSupport
import InterfaceBuilderDocuments
import InterfaceBuilderFidelity
import Testing

/// What Xcode's canvas does that an app does not (decisions CN1–CN7): each document is laid
/// out on the canvas path (`StoryboardSceneLayout`, as `check` and the fidelity report do) and
/// loaded as an app loads it (`UIStoryboard`, `UINib`), and the two are compared.
@MainActor
@Suite struct CanvasDesignTimeTests {
  /// Writes a document saved by the Interface Builder build `plugIn` for the device `device`,
  /// with `body` inside `<scenes>` (storyboards) or `<objects>` (xibs).
  func write(
    _ body: String, xib: Bool = false, device: String = "retina4_7", plugIn: String = "17703"
  ) throws -> URL {
    try TestDocuments.write(
      TestDocuments.canvasDocument(
        body, xib: xib, device: device, plugIn: plugIn,
        initialViewController: xib ? nil : "vc"),
      named: xib ? "Canvas.xib" : "Canvas.storyboard")
  }

  /// A scene of the initial controller `vc` whose root view (375 × 667) holds `subviews` and
  /// `constraints`.
  func scene(_ subviews: String, constraints: String = "") -> String {
    """
    <scene sceneID="scene-vc">
        <objects>
            <viewController id="vc" sceneMemberID="viewController">
                <view key="view" contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <subviews>\(subviews)</subviews>
                    <viewLayoutGuide key="safeArea" id="safe"/>
                    <constraints>\(constraints)</constraints>
                </view>
            </viewController>
        </objects>
    </scene>
    """
  }

  /// Shows the initial controller of the storyboard at `url` as an app does, on the `device`
  /// screen, and hands it to `body`; the main screen is restored afterwards.
  func atRunTime(
    _ url: URL, device: String = "retina4_7", _ body: (UIViewController) throws -> Void
  ) throws {
    let screen = try #require(StoryboardSceneLayout.device(forInterfaceBuilderID: device))
    let previous = UIScreen.main
    defer { UIScreen.headlessMain = previous }
    UIScreen.headlessMain = UIScreen(headlessDevice: screen, orientation: .portrait)
    let controller = try #require(
      try UIStoryboard(headlessContentsOf: url).instantiateInitialViewController())
    let window = TestDocuments.show(controller)
    try body(controller)
    window.isHidden = true
  }

  let pinnedView = """
    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="top">
        <rect key="frame" x="0.0" y="10" width="375" height="20"/>
    </view>
    """
  let pinnedConstraints = """
    <constraint firstItem="top" firstAttribute="top" secondItem="safe" secondAttribute="top" constant="10" id="c1"/>
    <constraint firstItem="top" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c2"/>
    <constraint firstItem="top" firstAttribute="trailing" secondItem="root" secondAttribute="trailing" id="c3"/>
    <constraint firstItem="top" firstAttribute="height" constant="20" id="c4"/>
    """

  @Test("CN1: placeholder constraints hold on the canvas and are removed at run time")
  func placeholderConstraints() throws {
    let url = try write(
      scene(
        """
        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
            <rect key="frame" x="20" y="40" width="200" height="30"/>
            <constraints>
                <constraint firstAttribute="width" constant="200" placeholder="YES" id="w"/>
                <constraint firstAttribute="height" constant="30" id="h"/>
            </constraints>
        </view>
        """,
        constraints: """
          <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="l"/>
          <constraint firstItem="box" firstAttribute="top" secondItem="root" secondAttribute="top" constant="40" id="t"/>
          """))
    let canvas = try TestDocuments.canvasViews(url)
    #expect(canvas["box"]?.frame == CGRect(x: 20, y: 40, width: 200, height: 30))
    #expect(canvas["box"]?.constraints.contains { $0.constant == 200 } == true)
    try atRunTime(url) { controller in
      let box = try #require(controller.view.subviews.first)
      // An app never gets the placeholder: only the height remains on the box.
      #expect(box.constraints.map(\.constant) == [30])
    }
  }

  @Test("CN2: Xcode 11 to 14.2 show no status bar on an iPhone without a notch; apps do")
  func classicStatusBar() throws {
    let body = scene(pinnedView, constraints: pinnedConstraints)
    // Saved by Xcode 12 (plug-in 17703) for the iPhone 8 canvas: no status bar.
    #expect(try TestDocuments.canvasViews(write(body))["top"]?.frame.minY == 10)
    // Xcode 11.2 (15404) and 13.3 (20020) too; Xcode 10.1 (14460.20) and 15 (22131) show it.
    #expect(try TestDocuments.canvasViews(write(body, plugIn: "15404"))["top"]?.frame.minY == 10)
    #expect(try TestDocuments.canvasViews(write(body, plugIn: "20020"))["top"]?.frame.minY == 10)
    #expect(try TestDocuments.canvasViews(write(body, plugIn: "14460.20"))["top"]?.frame.minY == 30)
    #expect(try TestDocuments.canvasViews(write(body, plugIn: "22131"))["top"]?.frame.minY == 30)
    // Devices with a notch keep a status bar (the iPhone 11's is iOS 13's 44 points: CN7).
    #expect(
      try TestDocuments.canvasViews(write(body, device: "retina6_1"))["top"]?.frame.minY == 54)
    // At run time the iPhone 8-sized screen has its 20-point status bar.
    try atRunTime(write(body)) { controller in
      #expect(controller.view.subviews.first?.frame.minY == 30)
    }
  }

  @Test("CN7: Xcode 11 to 14.2 keep the iPhone 11's 44-point status bar of iOS 13; apps get 48")
  func notchStatusBarOfIOS13() throws {
    let body = scene(pinnedView, constraints: pinnedConstraints)
    // Xcode 12 (17703) and 13 (20020) canvases: 44 points, as in iOS 13.
    #expect(
      try TestDocuments.canvasViews(write(body, device: "retina6_1"))["top"]?.frame.minY == 54)
    #expect(
      try TestDocuments.canvasViews(write(body, device: "retina6_1", plugIn: "20020"))["top"]?.frame
        .minY == 54)
    // Xcode 15 (22131) shows iOS 14's 48 points; so does an app on an iPhone 11.
    #expect(
      try TestDocuments.canvasViews(write(body, device: "retina6_1", plugIn: "22131"))["top"]?.frame
        .minY == 58)
    // Other notched iPhones keep their inset (retina6_12, shown as an iPhone 15: 59 points).
    let iPhone15 = try #require(StoryboardSceneLayout.device(forInterfaceBuilderID: "retina6_12"))
    #expect(
      try TestDocuments.canvasViews(write(body, device: "retina6_12"))["top"]?.frame.minY
        == 10 + iPhone15.portraitSafeArea.top)
    try atRunTime(write(body, device: "retina6_1"), device: "retina6_1") { controller in
      #expect(controller.view.subviews.first?.frame.minY == 58)
    }
  }

  @Test("CN2: a top-level xib view on the Xcode 11 to 14.2 canvas has no status bar either")
  func classicStatusBarXib() throws {
    let url = try write(
      """
      <view contentMode="scaleToFill" id="root">
          <rect key="frame" x="0.0" y="0.0" width="375" height="100"/>
          <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
          <subviews>\(pinnedView)</subviews>
          <viewLayoutGuide key="safeArea" id="safe"/>
          <constraints>\(pinnedConstraints)</constraints>
      </view>
      """, xib: true)
    #expect(
      try TestDocuments.canvasViews(url)["top"]?.frame
        == CGRect(x: 0, y: 10, width: 375, height: 20))
  }

  @Test("CN3: a stack view with custom layout margins arranges inside them on the canvas only")
  func stackViewMargins() throws {
    let url = try write(
      scene(
        """
        <stackView opaque="NO" contentMode="scaleToFill" distribution="fillEqually" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
            <rect key="frame" x="0.0" y="0.0" width="375" height="50"/>
            <subviews>
                <view contentMode="scaleToFill" id="a">
                    <rect key="frame" x="10" y="5" width="177.5" height="40"/>
                </view>
                <view contentMode="scaleToFill" id="b">
                    <rect key="frame" x="187.5" y="5" width="177.5" height="40"/>
                </view>
            </subviews>
            <edgeInsets key="layoutMargins" top="5" left="10" bottom="5" right="10"/>
        </stackView>
        """,
        constraints: """
          <constraint firstItem="stack" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="l"/>
          <constraint firstItem="stack" firstAttribute="trailing" secondItem="root" secondAttribute="trailing" id="r"/>
          <constraint firstItem="stack" firstAttribute="top" secondItem="root" secondAttribute="top" id="t"/>
          <constraint firstItem="stack" firstAttribute="height" constant="50" id="h"/>
          """))
    let canvas = try TestDocuments.canvasViews(url)
    #expect(canvas["a"]?.frame == CGRect(x: 10, y: 5, width: 177.5, height: 40))
    #expect(canvas["b"]?.frame == CGRect(x: 187.5, y: 5, width: 177.5, height: 40))
    try atRunTime(url) { controller in
      let stack = try #require(controller.view.subviews.first as? UIStackView)
      #expect(!stack.isLayoutMarginsRelativeArrangement)
      #expect(stack.arrangedSubviews.first?.frame == CGRect(x: 0, y: 0, width: 187.5, height: 50))
    }
  }

  /// A static table of `rows` 100-point rows, each content view holding nothing.
  private func tableScene(rows: Int) -> String {
    let cells = (0..<rows).map { row in
      """
      <tableViewCell contentMode="scaleToFill" selectionStyle="none" indentationWidth="10" rowHeight="100" id="cell\(row)">
          <rect key="frame" x="0.0" y="\(row * 100)" width="375" height="100"/>
          <autoresizingMask key="autoresizingMask"/>
          <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="cell\(row)" id="content\(row)">
              <rect key="frame" x="0.0" y="0.0" width="375" height="100"/>
              <autoresizingMask key="autoresizingMask"/>
          </tableViewCellContentView>
      </tableViewCell>
      """
    }
    return """
      <scene sceneID="scene-vc">
          <objects>
              <tableViewController id="vc" sceneMemberID="viewController">
                  <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="static" style="plain" separatorStyle="none" rowHeight="100" sectionHeaderHeight="0" sectionFooterHeight="0" id="table">
                      <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                      <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                      <sections>
                          <tableViewSection id="section">
                              <cells>\(cells.joined(separator: "\n"))</cells>
                          </tableViewSection>
                      </sections>
                  </tableView>
              </tableViewController>
          </objects>
      </scene>
      """
  }

  @Test("CN4: the canvas lays out rows below the screen; an app shows only the rows on screen")
  func rowsBelowTheScreen() throws {
    let url = try write(tableScene(rows: 10))
    let canvas = try TestDocuments.canvasViews(url)
    #expect(canvas["cell9"]?.frame == CGRect(x: 0, y: 900, width: 375, height: 100))
    #expect(canvas["content9"]?.frame == CGRect(x: 0, y: 0, width: 375, height: 100))
    try atRunTime(url) { controller in
      let table = try #require(controller.view as? UITableView)
      #expect(table.indexPathsForVisibleRows?.count == 7)
      #expect(table.cellForRow(at: IndexPath(row: 9, section: 0)) == nil)
    }
  }

  @Test(
    "CN5: a top-level view that does not translate its mask keeps its stored size on the canvas")
  func topLevelViewSize() throws {
    let xml = """
      <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="top-level">
          <rect key="frame" x="0.0" y="0.0" width="300" height="120"/>
          <subviews>
              <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="inner">
                  <rect key="frame" x="10" y="10" width="280" height="100"/>
              </view>
          </subviews>
          <constraints>
              <constraint firstItem="inner" firstAttribute="leading" secondItem="top-level" secondAttribute="leading" constant="10" id="l"/>
              <constraint firstItem="inner" firstAttribute="trailing" secondItem="top-level" secondAttribute="trailing" constant="-10" id="r"/>
              <constraint firstItem="inner" firstAttribute="top" secondItem="top-level" secondAttribute="top" constant="10" id="t"/>
              <constraint firstItem="inner" firstAttribute="bottom" secondItem="top-level" secondAttribute="bottom" constant="-10" id="b"/>
          </constraints>
      </view>
      """
    let canvas = try TestDocuments.canvasViews(write(xml, xib: true, plugIn: "22131"))
    #expect(canvas["top-level"]?.frame == CGRect(x: 0, y: 0, width: 300, height: 120))
    #expect(canvas["inner"]?.frame == CGRect(x: 10, y: 10, width: 280, height: 100))
    // An app gets the view as archived: it does not translate its mask, so its superview's
    // constraints will place it.
    let view = try #require(
      UINib(data: TestDocuments.xibData(xml), bundle: nil).instantiate(withOwner: nil).first
        as? UIView)
    #expect(!view.translatesAutoresizingMaskIntoConstraints)
  }

  @Test("CN6: empty built-in cell labels show Title, Subtitle and Detail on the canvas only")
  func placeholderCellText() throws {
    func cell(_ id: String, style: String, y: Int) -> String {
      """
      <tableViewCell contentMode="scaleToFill" selectionStyle="none" indentationWidth="10" textLabel="\(id)-text" detailTextLabel="\(id)-detail" style="\(style)" id="\(id)">
          <rect key="frame" x="0.0" y="\(y)" width="375" height="44"/>
          <autoresizingMask key="autoresizingMask"/>
          <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="\(id)" id="\(id)-content">
              <rect key="frame" x="0.0" y="0.0" width="375" height="44"/>
              <autoresizingMask key="autoresizingMask"/>
              <subviews>
                  <label opaque="NO" multipleTouchEnabled="YES" contentMode="left" id="\(id)-text">
                      <rect key="frame" x="16" y="5" width="33.5" height="20.5"/>
                      <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                      <fontDescription key="fontDescription" type="system" pointSize="17"/>
                  </label>
                  <label opaque="NO" multipleTouchEnabled="YES" contentMode="left" id="\(id)-detail">
                      <rect key="frame" x="16" y="25.5" width="44" height="14.5"/>
                      <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                      <fontDescription key="fontDescription" type="system" pointSize="12"/>
                  </label>
              </subviews>
          </tableViewCellContentView>
      </tableViewCell>
      """
    }
    let url = try write(
      """
      <scene sceneID="scene-vc">
          <objects>
              <tableViewController id="vc" sceneMemberID="viewController">
                  <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" dataMode="static" style="plain" rowHeight="44" id="table">
                      <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                      <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                      <sections>
                          <tableViewSection id="section">
                              <cells>
      \(cell("sub", style: "IBUITableViewCellStyleSubtitle", y: 0))
      \(cell("right", style: "IBUITableViewCellStyleValue1", y: 44))
                              </cells>
                          </tableViewSection>
                      </sections>
                  </tableView>
              </tableViewController>
          </objects>
      </scene>
      """)
    let canvas = try TestDocuments.canvasViews(url)
    #expect((canvas["sub-text"] as? UILabel)?.text == "Title")
    #expect((canvas["sub-detail"] as? UILabel)?.text == "Subtitle")
    #expect((canvas["right-text"] as? UILabel)?.text == "Title")
    #expect((canvas["right-detail"] as? UILabel)?.text == "Detail")
    try atRunTime(url) { controller in
      let table = try #require(controller.view as? UITableView)
      let cell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
      #expect(cell.textLabel?.text == nil)
      #expect(cell.detailTextLabel?.text == nil)
    }
  }
}
