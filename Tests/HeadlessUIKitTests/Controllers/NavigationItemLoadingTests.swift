import HeadlessUIKit
import HeadlessUIKitTestSupport
import Testing

/// The navigation items and large-title bars Interface Builder documents hold (decision C67).
@MainActor
@Suite struct NavigationItemLoadingTests {
  /// A navigation controller preferring large titles whose root scene has a navigation item
  /// with bar button items, and a second scene pushed by a segue.
  private let scenes = """
    <scene sceneID="nav-scene"><objects>
      <navigationController id="nav" sceneMemberID="viewController">
        <navigationBar key="navigationBar" largeTitles="YES" id="nav-bar">
          <rect key="frame" x="0.0" y="59" width="393" height="96"/>
        </navigationBar>
        <connections>
          <segue destination="list" kind="relationship" relationship="rootViewController" id="r1"/>
        </connections>
      </navigationController>
    </objects></scene>
    <scene sceneID="list-scene"><objects>
      <viewController id="list" sceneMemberID="viewController">
        <view key="view" contentMode="scaleToFill" id="list-view">
          <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
          <viewLayoutGuide key="safeArea" id="list-safe"/>
        </view>
        <navigationItem key="navigationItem" title="Samples" prompt="Pick one" id="list-item">
          <barButtonItem key="backBarButtonItem" title="List" id="list-back"/>
          <barButtonItem key="leftBarButtonItem" title="Menu" id="list-menu"/>
          <rightBarButtonItems>
            <barButtonItem style="done" systemItem="done" id="list-done"/>
            <barButtonItem systemItem="edit" enabled="NO" id="list-edit"/>
            <barButtonItem title="Gear" image="gear" id="list-gear"/>
          </rightBarButtonItems>
        </navigationItem>
      </viewController>
    </objects></scene>
    <scene sceneID="detail-scene"><objects>
      <viewController id="detail" storyboardIdentifier="detail" title="Detail" sceneMemberID="viewController">
        <view key="view" contentMode="scaleToFill" id="detail-view">
          <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
          <viewLayoutGuide key="safeArea" id="detail-safe"/>
        </view>
        <navigationItem key="navigationItem" largeTitleDisplayMode="never" id="detail-item">
          <barButtonItem key="rightBarButtonItem" style="done" systemItem="save" id="detail-save"/>
        </navigationItem>
      </viewController>
    </objects></scene>
    """

  @Test("C67: the scene's navigation item holds its title, prompt and bar button items")
  func navigationItemIsLoaded() throws {
    let storyboard = try TestDocuments.storyboard(
      scenes, initial: "nav",
      resources: #"<image name="gear" width="24" height="22"/>"#)
    let navigation = try #require(
      storyboard.instantiateInitialViewController() as? UINavigationController)
    #expect(navigation.navigationBar.prefersLargeTitles)
    let list = try #require(navigation.topViewController)
    let item = list.navigationItem
    #expect(list.title == "Samples")
    #expect(item.title == "Samples")
    #expect(item.prompt == "Pick one")
    #expect(item.largeTitleDisplayMode == .automatic)
    #expect(item.backBarButtonItem?.title == "List")
    #expect(item.leftBarButtonItem?.title == "Menu")
    let right = try #require(item.rightBarButtonItems)
    #expect(right.count == 3)
    #expect(right[0].style == .done)
    #expect(right[1].isEnabled == false)
    #expect(right[2].title == "Gear")
    #expect(right[2].image?.size == CGSize(width: 24, height: 22))
    #expect(navigation.navigationBar.topItem === item)
  }

  @Test("C64, C67: the loaded large-title bar is 96 points tall until a never-large scene")
  func largeTitlesLayOut() throws {
    let storyboard = try TestDocuments.storyboard(scenes, initial: "nav")
    let navigation = try #require(
      storyboard.instantiateInitialViewController() as? UINavigationController)
    let window = TestDocuments.show(navigation)
    defer { withExtendedLifetime(window) {} }
    let bar = navigation.navigationBar
    #expect(isClose(bar.frame, CGRect(x: 0, y: CGFloat(161) / 3, width: 393, height: 96)))
    let detail = storyboard.instantiateViewController(withIdentifier: "detail")
    navigation.pushViewController(detail, animated: false)
    window.layoutIfNeeded()
    #expect(detail.navigationItem.largeTitleDisplayMode == .never)
    #expect(detail.navigationItem.title == "Detail")
    #expect(detail.navigationItem.rightBarButtonItem?.style == .done)
    #expect(bar.frame.height == 44)
    let back = bar.subviews.compactMap { $0 as? UIButton }.first {
      $0.title(for: .normal) == "List"
    }
    #expect(back != nil)
    let save = bar.subviews.compactMap { $0 as? UIButton }.first {
      $0.title(for: .normal) == "Save"
    }
    #expect(isClose(save?.frame.maxX ?? 0, 393 - 16))
  }
}
