import Foundation
import HeadlessUIKit
import HeadlessUIKitTestSupport
import InterfaceBuilderDocuments
import Testing

/// Canvas insets and containers (decisions CN8–CN10, CN45), laid out on the canvas path and, where
/// an app differs, loaded as an app loads them.
extension CanvasDesignTimeTests {
  /// A view pinned 10 points below the safe area's top and one pinned to its bottom.
  private var topAndBottom: (views: String, constraints: String) {
    (
      pinnedView + """
        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="bottom">
            <rect key="frame" x="0.0" y="600" width="375" height="20"/>
        </view>
        """,
      pinnedConstraints + """
        <constraint firstItem="bottom" firstAttribute="bottom" secondItem="safe" secondAttribute="bottom" id="c5"/>
        <constraint firstItem="bottom" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c6"/>
        <constraint firstItem="bottom" firstAttribute="height" constant="20" id="c7"/>
        <constraint firstItem="bottom" firstAttribute="width" constant="375" id="c8"/>
        """
    )
  }

  /// The distance from the root view's bottom to the bottom of the view pinned to the safe
  /// area's bottom.
  private func bottomInset(_ views: [String: UIView]) throws -> CGFloat {
    let bottom = try #require(views["bottom"])
    let root = try #require(bottom.superview)
    return root.bounds.height - bottom.frame.maxY
  }

  @Test(
    "CN8: from build 23721 the canvas doubles a home-indicator iPhone's top and bottom insets (gomap-panoramax: 118 and 68 on the iPhone 15); 23506 and apps do not"
  )
  func doubledInsetsFromXcode16() throws {
    let (views, constraints) = topAndBottom
    let body = scene(views, constraints: constraints)
    let doubled = try TestDocuments.canvasViews(write(body, device: "retina6_12", plugIn: "23721"))
    #expect(doubled["top"]?.frame.minY == 128)
    #expect(try bottomInset(doubled) == 68)
    let single = try TestDocuments.canvasViews(write(body, device: "retina6_12", plugIn: "23506"))
    #expect(single["top"]?.frame.minY == 69)
    #expect(try bottomInset(single) == 34)
    // Without a home indicator the inset is kept (kingfisher-demo-main, 23721: 20 points).
    #expect(try TestDocuments.canvasViews(write(body, plugIn: "23721"))["top"]?.frame.minY == 30)
    try atRunTime(write(body, device: "retina6_12", plugIn: "23721"), device: "retina6_12") {
      controller in
      #expect(controller.view.subviews.first?.frame.minY == 69)
    }
  }

  @Test(
    "CN8: a top-level xib view is doubled too (gomap-directionviewcontroller: 100 and 68 on its canvas)"
  )
  func doubledInsetsInXibs() throws {
    let xib = """
      <view contentMode="scaleToFill" id="root">
          <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
          <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
          <subviews>\(pinnedView)</subviews>
          <viewLayoutGuide key="safeArea" id="safe"/>
          <constraints>\(pinnedConstraints)</constraints>
      </view>
      """
    let url = try write(xib, xib: true, device: "retina6_12", plugIn: "23721")
    #expect(try TestDocuments.canvasViews(url)["top"]?.frame.minY == 128)
  }

  @Test(
    "CN45: Xcode 16 shows a 375 × 812 document as the iPhone 13 mini, 50 points from the top (googleads-apidemo-main: 94 under a bar); Xcode 12 and apps keep the iPhone X's 44"
  )
  func miniCanvasFromXcode16() throws {
    let (views, constraints) = topAndBottom
    let body = scene(views, constraints: constraints)
    // Xcode 16 before CN8's doubling (23077, googleads-apidemo-main): 50 and 34.
    let mini = try TestDocuments.canvasViews(write(body, device: "retina5_9", plugIn: "23077"))
    #expect(mini["top"]?.frame.minY == 60)
    #expect(try bottomInset(mini) == 34)
    // From 23721 the mini's insets are doubled (gomap-directionviewcontroller: 100 and 68).
    let doubled = try TestDocuments.canvasViews(write(body, device: "retina5_9", plugIn: "23721"))
    #expect(doubled["top"]?.frame.minY == 110)
    #expect(try bottomInset(doubled) == 68)
    // Xcode 12 (17703, erouska-help) shows the iPhone 11 Pro's 44 points.
    #expect(
      try TestDocuments.canvasViews(write(body, device: "retina5_9"))["top"]?.frame.minY == 54)
    // An app on the iPhone X-sized screen gets 44.
    try atRunTime(write(body, device: "retina5_9", plugIn: "23077"), device: "retina5_9") {
      controller in
      #expect(controller.view.subviews.first?.frame.minY == 54)
    }
  }

  @Test(
    "CN9: the tabs of a navigation controller's tab bar controller show under its bar, and what they show is pushed there (sentry-iosswift-main: 172 = 118 + 54)"
  )
  func tabsInsideNavigation() throws {
    let (views, constraints) = topAndBottom
    // The pushed scene is the same layout under other ids.
    var shown = scene(views, constraints: constraints)
      .replacingOccurrences(of: "scene-vc", with: "scene-shown")
      .replacingOccurrences(of: #"id="vc""#, with: #"id="shown""#)
    for id in ["root", "top", "bottom", "safe", "c1", "c2", "c3", "c4", "c5", "c6", "c7", "c8"] {
      for attribute in ["id", "firstItem", "secondItem"] {
        shown = shown.replacingOccurrences(
          of: "\(attribute)=\"\(id)\"", with: "\(attribute)=\"\(id)-2\"")
      }
    }
    let body = """
      <scene sceneID="scene-nav">
          <objects>
              <navigationController id="nav" sceneMemberID="viewController">
                  <navigationBar key="navigationBar" contentMode="scaleToFill" id="bar">
                      <rect key="frame" x="0.0" y="20" width="375" height="44"/>
                      <autoresizingMask key="autoresizingMask"/>
                  </navigationBar>
                  <connections>
                      <segue destination="tabs" kind="relationship" relationship="rootViewController" id="s1"/>
                  </connections>
              </navigationController>
          </objects>
      </scene>
      <scene sceneID="scene-tabs">
          <objects>
              <tabBarController id="tabs" sceneMemberID="viewController">
                  <tabBar key="tabBar" contentMode="scaleToFill" id="tabbar">
                      <rect key="frame" x="0.0" y="0.0" width="375" height="49"/>
                      <autoresizingMask key="autoresizingMask"/>
                  </tabBar>
                  <connections>
                      <segue destination="vc" kind="relationship" relationship="viewControllers" id="s2"/>
                  </connections>
              </tabBarController>
          </objects>
      </scene>
      \(scene(views, constraints: constraints).replacingOccurrences(
        of: "</viewController>",
        with: """
          <connections><segue destination="shown" kind="show" id="s3"/></connections>
          </viewController>
          """))
      \(shown)
      """
    // Saved by Xcode 15 (22131) for the iPhone 8: a 20-point status bar and 44-point bars, so
    // the views pinned 10 points below the safe area sit at 20 + 44 + 10.
    let url = try write(body, plugIn: "22131")
    let tab = try TestDocuments.canvasViews(url, scene: "scene-vc")
    #expect(abs((tab["top"]?.frame.minY ?? 0) - 74) < 0.001)
    #expect(try bottomInset(tab) == 49)
    let pushed = try TestDocuments.canvasViews(url, scene: "scene-shown")
    #expect(abs((pushed["top-2"]?.frame.minY ?? 0) - 74) < 0.001)
    let bottom = try #require(pushed["bottom-2"])
    #expect(bottom.frame.maxY == bottom.superview?.bounds.height)
  }

  @Test(
    "CN10: a scene that simulates a toolbar shows its navigation controller's toolbar on the canvas only (googleads-apidemo: 49 + 34 on the iPhone X)"
  )
  func simulatedToolbar() throws {
    let (views, constraints) = topAndBottom
    let body = scene(views, constraints: constraints).replacingOccurrences(
      of: "</viewController>",
      with: """
        <simulatedToolbarMetrics key="simulatedBottomBarMetrics"/>
        </viewController>
        """
    ).replacingOccurrences(
      of: #"<viewController id="vc" sceneMemberID="viewController">"#,
      with: """
        <viewController id="vc" sceneMemberID="viewController">
        <navigationItem key="navigationItem" id="item"/>
        """)
    let wrapped = """
      <scene sceneID="scene-nav">
          <objects>
              <navigationController id="nav" sceneMemberID="viewController">
                  <navigationBar key="navigationBar" contentMode="scaleToFill" id="bar">
                      <rect key="frame" x="0.0" y="44" width="375" height="44"/>
                      <autoresizingMask key="autoresizingMask"/>
                  </navigationBar>
                  <connections>
                      <segue destination="vc" kind="relationship" relationship="rootViewController" id="s1"/>
                  </connections>
              </navigationController>
          </objects>
      </scene>
      \(body)
      """
    let url = try write(wrapped, device: "retina5_9", plugIn: "22131")
    #expect(try bottomInset(TestDocuments.canvasViews(url, scene: "scene-vc")) == 83)
    let classic = try write(wrapped, plugIn: "22131")
    #expect(try bottomInset(TestDocuments.canvasViews(classic, scene: "scene-vc")) == 44)
  }
}
