import Foundation
import HeadlessUIKit
import HeadlessUIKitTestSupport
import Testing

/// A scene controller with an outlet to its navigation bar's Save item.
final class SavingSceneController: UIViewController {
  var saveItem: UIBarButtonItem?
}

@MainActor
@Suite("Bar button items' actions and outlets from documents")
struct BarButtonItemConnectionTests {
  @Test("A bar button item's action targets its controller; an outlet reaches the item")
  func connections() throws {
    InterfaceBuilderRegistry.register(SavingSceneController.self)
    InterfaceBuilderRegistry.registerOutlet("saveItem", of: SavingSceneController.self, \.saveItem)
    let storyboard = try TestDocuments.storyboard(
      """
      <scene sceneID="s"><objects>
        <viewController id="vc" customClass="SavingSceneController" storyboardIdentifier="VC" sceneMemberID="viewController">
          <view key="view" contentMode="scaleToFill" id="vc-view">
            <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
            <viewLayoutGuide key="safeArea" id="vc-safe"/>
          </view>
          <navigationItem key="navigationItem" title="Edit" id="vc-item">
            <barButtonItem key="rightBarButtonItem" systemItem="save" id="save">
              <connections>
                <action selector="save:" destination="vc" id="a1"/>
              </connections>
            </barButtonItem>
            <leftBarButtonItems>
              <barButtonItem title="Cancel" id="cancel"/>
            </leftBarButtonItems>
          </navigationItem>
          <connections>
            <outlet property="saveItem" destination="save" id="o1"/>
          </connections>
        </viewController>
      </objects></scene>
      """)
    let controller = try #require(
      storyboard.instantiateViewController(withIdentifier: "VC") as? SavingSceneController)
    let save = try #require(controller.navigationItem.rightBarButtonItem)
    // The scene's outlets are connected when its view loads, as in UIKit.
    #expect(controller.saveItem == nil)
    controller.loadViewIfNeeded()
    #expect(controller.saveItem === save)
    #expect(save.target === controller)
    #expect(save.action == Selector("save:"))
    #expect(controller.navigationItem.leftBarButtonItems?.first?.title == "Cancel")
  }
}
