import Foundation
import HeadlessUIKit
import HeadlessUIKitTestSupport
import InterfaceBuilderDocuments
import InterfaceBuilderFidelity
import Testing

/// Canvas rules read from the document's simulated metrics and Xcode version (decisions
/// CN20–CN23, CN30, CN46): each document is laid out on the canvas path (`StoryboardSceneLayout`, as
/// `check` and the fidelity report do), and where the rule is canvas-only, loaded as an app
/// loads it too.
@MainActor
@Suite struct CanvasBarsAndHeadersTests {
  /// Writes a storyboard saved by the Interface Builder build `plugIn` for an iPhone 8
  /// (`retina4_7`, 375 × 667, 20-point status bar), with `body` inside `<scenes>`.
  private func write(_ body: String, plugIn: String, initial: String = "vc") throws -> URL {
    try TestDocuments.write(
      TestDocuments.canvasDocument(
        body, device: "retina4_7", plugIn: plugIn, initialViewController: initial),
      named: "Bars.storyboard")
  }

  /// A static plain table controller `vc` with one untitled section of two 44-point rows.
  private let staticTableScene = """
    <scene sceneID="scene-vc">
        <objects>
            <tableViewController id="vc" sceneMemberID="viewController">
                <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" dataMode="static" style="plain" rowHeight="44" sectionHeaderHeight="22" sectionFooterHeight="22" id="table">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <sections>
                        <tableViewSection id="section">
                            <cells>
                                <tableViewCell contentMode="scaleToFill" id="first">
                                    <rect key="frame" x="0.0" y="28" width="375" height="44"/>
                                </tableViewCell>
                                <tableViewCell contentMode="scaleToFill" id="second">
                                    <rect key="frame" x="0.0" y="72" width="375" height="44"/>
                                </tableViewCell>
                            </cells>
                        </tableViewSection>
                    </sections>
                </tableView>
            </tableViewController>
        </objects>
    </scene>
    """

  @Test(
    "CN20: an untitled plain static section's first row is at 0 under Xcode 10, 28 under Xcode 11–14 and 50 from Xcode 15, whatever sectionHeaderHeight says"
  )
  func untitledStaticHeaders() throws {
    // fscalendar-objc-main (Xcode 10) stores 0, xlaction-main (Xcode 11) 28 and
    // kingfisher-demo-main (Xcode 16) 50, with sectionHeaderHeight 22 or 28.
    for (plugIn, firstRow) in [("14283", 0.0), ("15404", 28.0), ("22685", 50.0)] {
      let scenes = try TestDocuments.canvasViewsByScene(try write(staticTableScene, plugIn: plugIn))
      let views = try #require(scenes["scene-vc"])
      #expect(views["first"]?.frame.minY == CGFloat(firstRow), "plug-in \(plugIn)")
      #expect(views["second"]?.frame.minY == CGFloat(firstRow) + 44, "plug-in \(plugIn)")
    }
    // A table that asks for no headers (sectionHeaderHeight 0) keeps none.
    let none = staticTableScene.replacingOccurrences(
      of: #"sectionHeaderHeight="22""#, with: #"sectionHeaderHeight="0""#)
    let views = try #require(
      try TestDocuments.canvasViewsByScene(try write(none, plugIn: "15404"))["scene-vc"])
    #expect(views["first"]?.frame.minY == 0)
  }

  /// A navigation controller whose root is `root`, which pushes `pushed`.
  ///
  /// Each scene's root view holds a view `top-<id>` pinned 5 points below its safe area's top
  /// and a view `bottom-<id>` pinned to its safe area's bottom. `navigationExtras` goes inside
  /// the navigation controller, `pushedExtras` inside the pushed controller.
  private func navigationScenes(navigationExtras: String = "", pushedExtras: String = "")
    -> String
  {
    func controller(_ id: String, extras: String, connections: String = "") -> String {
      """
      <scene sceneID="scene-\(id)">
          <objects>
              <viewController id="\(id)" sceneMemberID="viewController">
                  <view key="view" contentMode="scaleToFill" id="view-\(id)">
                      <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                      <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                      <subviews>
                          <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="top-\(id)">
                              <rect key="frame" x="0.0" y="5" width="375" height="20"/>
                          </view>
                          <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="bottom-\(id)">
                              <rect key="frame" x="0.0" y="647" width="375" height="20"/>
                          </view>
                      </subviews>
                      <viewLayoutGuide key="safeArea" id="safe-\(id)"/>
                      <constraints>
                          <constraint firstItem="top-\(id)" firstAttribute="top" secondItem="safe-\(id)" secondAttribute="top" constant="5" id="t-\(id)"/>
                          <constraint firstItem="top-\(id)" firstAttribute="leading" secondItem="view-\(id)" secondAttribute="leading" id="l-\(id)"/>
                          <constraint firstItem="top-\(id)" firstAttribute="trailing" secondItem="view-\(id)" secondAttribute="trailing" id="r-\(id)"/>
                          <constraint firstItem="top-\(id)" firstAttribute="height" constant="20" id="h-\(id)"/>
                          <constraint firstItem="bottom-\(id)" firstAttribute="bottom" secondItem="safe-\(id)" secondAttribute="bottom" id="b-\(id)"/>
                          <constraint firstItem="bottom-\(id)" firstAttribute="leading" secondItem="view-\(id)" secondAttribute="leading" id="bl-\(id)"/>
                          <constraint firstItem="bottom-\(id)" firstAttribute="trailing" secondItem="view-\(id)" secondAttribute="trailing" id="br-\(id)"/>
                          <constraint firstItem="bottom-\(id)" firstAttribute="height" constant="20" id="bh-\(id)"/>
                      </constraints>
                  </view>
                  \(extras)
                  <connections>\(connections)</connections>
              </viewController>
          </objects>
      </scene>
      """
    }
    return """
      <scene sceneID="scene-nav">
          <objects>
              <navigationController id="nav" sceneMemberID="viewController">
                  \(navigationExtras)
                  <navigationBar key="navigationBar" contentMode="scaleToFill" id="bar">
                      <rect key="frame" x="0.0" y="20" width="375" height="44"/>
                      <autoresizingMask key="autoresizingMask"/>
                  </navigationBar>
                  <connections>
                      <segue destination="root" kind="relationship" relationship="rootViewController" id="rel"/>
                  </connections>
              </navigationController>
          </objects>
      </scene>
      \(controller("root", extras: "", connections: #"<segue destination="pushed" kind="show" id="push"/>"#))
      \(controller("pushed", extras: pushedExtras))
      """
  }

  @Test(
    "CN21: a pushed scene whose simulated top bar is None shows no navigation bar on the canvas; its root still does"
  )
  func topBarNone() throws {
    // xlaction-main (Xcode 11, no status bar on the canvas: CN2) stores its pushed scenes'
    // buttons 5 points below the top.
    let url = try write(
      navigationScenes(pushedExtras: #"<nil key="simulatedTopBarMetrics"/>"#), plugIn: "15404",
      initial: "nav")
    let scenes = try TestDocuments.canvasViewsByScene(url)
    #expect(scenes["scene-pushed"]?["top-pushed"]?.frame.minY == 5)
    #expect(scenes["scene-root"]?["top-root"]?.frame.minY == 49)
  }

  @Test("CN22: Xcode 11's beta builds (from 14700) already show no status bar on an iPhone 8")
  func xcode11BetaStatusBar() throws {
    // xlaction-main (plug-in 14824) stores views pinned 5 below the safe area's top at y 5.
    let scene = navigationScenes(pushedExtras: #"<nil key="simulatedTopBarMetrics"/>"#)
    let beta = try TestDocuments.canvasViewsByScene(
      try write(scene, plugIn: "14824", initial: "nav"))
    #expect(beta["scene-pushed"]?["top-pushed"]?.frame.minY == 5)
    let xcode10 = try TestDocuments.canvasViewsByScene(
      try write(scene, plugIn: "14460", initial: "nav"))
    #expect(xcode10["scene-pushed"]?["top-pushed"]?.frame.minY == 25)
  }

  @Test(
    "CN23: the root and pushed scenes of a navigation controller that simulates a tab bar end above that tab bar on the canvas"
  )
  func navigationTabBar() throws {
    // erouska-help: tables pinned to the safe area's bottom end 83 points above the bottom of
    // an iPhone 11 Pro (tab bar and home indicator); on an iPhone 8 the tab bar is 49 tall.
    let url = try write(
      navigationScenes(
        navigationExtras: #"<simulatedTabBarMetrics key="simulatedBottomBarMetrics"/>"#),
      plugIn: "17703", initial: "nav")
    let scenes = try TestDocuments.canvasViewsByScene(url)
    let root = try #require(scenes["scene-root"]?["bottom-root"]).frame.maxY
    let pushed = try #require(scenes["scene-pushed"]?["bottom-pushed"]).frame.maxY
    #expect(abs(root - 618) < 0.001)
    #expect(abs(pushed - 618) < 0.001)
    let plain = try TestDocuments.canvasViewsByScene(
      try write(navigationScenes(), plugIn: "17703", initial: "nav"))
    let plainRoot = try #require(plain["scene-root"]?["bottom-root"]).frame.maxY
    #expect(abs(plainRoot - 667) < 0.001)
  }

  @Test("CN23: a pushed scene that sets its own bottom bar to None shows no tab bar")
  func ownBottomBarWins() throws {
    let url = try write(
      navigationScenes(
        navigationExtras: #"<simulatedTabBarMetrics key="simulatedBottomBarMetrics"/>"#,
        pushedExtras: #"<nil key="simulatedBottomBarMetrics"/>"#),
      plugIn: "17703", initial: "nav")
    let scenes = try TestDocuments.canvasViewsByScene(url)
    let pushed = try #require(scenes["scene-pushed"]?["bottom-pushed"]).frame.maxY
    #expect(abs(pushed - 667) < 0.001)
  }

  /// A tab bar controller `tabs` whose one tab is the navigation controller `nav` of
  /// ``navigationScenes(navigationExtras:pushedExtras:)``; its tab bar has `barAttributes`.
  private func tabScenes(barAttributes: String) -> String {
    """
    <scene sceneID="scene-tabs">
        <objects>
            <tabBarController id="tabs" sceneMemberID="viewController">
                <tabBar key="tabBar" contentMode="scaleToFill" \(barAttributes) id="tabBar">
                    <rect key="frame" x="0.0" y="618" width="375" height="49"/>
                    <autoresizingMask key="autoresizingMask"/>
                </tabBar>
                <connections>
                    <segue destination="nav" kind="relationship" relationship="viewControllers" id="tab"/>
                </connections>
            </tabBarController>
        </objects>
    </scene>
    \(navigationScenes())
    """
  }

  @Test(
    "CN30: the root of a navigation controller that is a tab with a translucent tab bar ends above that tab bar on the canvas; an opaque bar lies outside the root view"
  )
  func tabNavigationRoot() throws {
    // erouska-active SLc-31-c7B: a scroll view pinned to the safe area's bottom ends at
    // 813 = 896 − 83 on an iPhone 11 Pro Max; on an iPhone 8 the tab bar is 49 tall.
    let url = try write(tabScenes(barAttributes: ""), plugIn: "17703", initial: "tabs")
    let scenes = try TestDocuments.canvasViewsByScene(url)
    let root = try #require(scenes["scene-root"]?["bottom-root"]).frame.maxY
    let pushed = try #require(scenes["scene-pushed"]?["bottom-pushed"]).frame.maxY
    #expect(abs(root - 618) < 0.001)
    #expect(abs(pushed - 618) < 0.001)
    // xlpager-storyboard stores the roots of an opaque tab bar's tabs 49 points short
    // (C39): the canvas leaves them their stored size, here the whole screen.
    let opaque = try TestDocuments.canvasViewsByScene(
      try write(tabScenes(barAttributes: #"translucent="NO""#), plugIn: "17703", initial: "tabs"))
    let opaqueRoot = try #require(opaque["scene-root"]?["bottom-root"]).frame.maxY
    #expect(abs(opaqueRoot - 667) < 0.001)
  }

  @Test(
    "CN46: a direct tab of an opaque tab bar is laid out on its stored size above the bar, not inset by the bar again (xlpager-storyboard: 618 = 667 − 49)"
  )
  func directTabOfOpaqueTabBar() throws {
    // The tab's root is stored 618 tall: the area above the opaque bar (C39).
    let tab = navigationScenes()
      .replacingOccurrences(
        of: #"<rect key="frame" x="0.0" y="0.0" width="375" height="667"/>"#,
        with: #"<rect key="frame" x="0.0" y="0.0" width="375" height="618"/>"#
      )
      .replacingOccurrences(
        of: #"<rect key="frame" x="0.0" y="647" width="375" height="20"/>"#,
        with: #"<rect key="frame" x="0.0" y="598" width="375" height="20"/>"#)
    let tabs = tabScenes(barAttributes: #"translucent="NO""#)
      .replacingOccurrences(of: #"destination="nav""#, with: #"destination="pushed""#)
      .replacingOccurrences(of: navigationScenes(), with: tab)
    let scenes = try TestDocuments.canvasViewsByScene(
      try write(tabs, plugIn: "14460", initial: "tabs"))
    let views = try #require(scenes["scene-pushed"])
    // The bottom layout reaches the stored root's bottom; the status bar stays above.
    let bottom = try #require(views["bottom-pushed"]).frame.maxY
    #expect(abs(bottom - 618) < 0.001)
    #expect(views["top-pushed"]?.frame.minY == 25)
  }
}
