import Foundation
import HeadlessUIKit
import HeadlessUIKitTestSupport
import Testing

@MainActor
@Suite("Size-class variations follow trait changes (IB7)")
struct SizeClassVariationTests {
  /// A scene whose root view holds a box pinned 25 points from the top at compact width and 100
  /// points at regular width, 10 or 20 points wide, and a badge installed at regular width only.
  private func scene() throws -> UIViewController {
    let view = """
      <subviews>
        <view translatesAutoresizingMaskIntoConstraints="NO" id="box">
          <rect key="frame" x="0" y="0" width="10" height="10"/>
        </view>
        <view translatesAutoresizingMaskIntoConstraints="NO" id="badge">
          <rect key="frame" x="0" y="0" width="8" height="8"/>
        </view>
      </subviews>
      <constraints>
        <constraint firstItem="box" firstAttribute="top" secondItem="vc-view" secondAttribute="top" constant="25" id="top25"/>
        <constraint firstItem="box" firstAttribute="top" secondItem="vc-view" secondAttribute="top" constant="100" id="top100"/>
        <constraint firstItem="box" firstAttribute="leading" secondItem="vc-view" secondAttribute="leading" id="lead"/>
        <constraint firstItem="box" firstAttribute="width" constant="10" id="w">
          <variation key="widthClass=regular" constant="20"/>
        </constraint>
        <constraint firstItem="box" firstAttribute="height" constant="10" id="h"/>
        <constraint firstItem="badge" firstAttribute="leading" secondItem="box" secondAttribute="trailing" constant="4" id="bl"/>
        <constraint firstItem="badge" firstAttribute="top" secondItem="box" secondAttribute="top" id="bt"/>
        <constraint firstItem="badge" firstAttribute="width" constant="8" id="bw"/>
        <constraint firstItem="badge" firstAttribute="height" constant="8" id="bh"/>
      </constraints>
      <variation key="default">
        <mask key="constraints"><exclude reference="top100"/><exclude reference="bl"/><exclude reference="bt"/></mask>
        <mask key="subviews"><exclude reference="badge"/></mask>
      </variation>
      <variation key="widthClass=regular">
        <mask key="constraints">
          <exclude reference="top25"/><include reference="top100"/><include reference="bl"/><include reference="bt"/>
        </mask>
        <mask key="subviews"><include reference="badge"/></mask>
      </variation>
      """
    let storyboard = try TestDocuments.storyboard(
      TestDocuments.scene("vc", attributes: #"storyboardIdentifier="VC""#, view: view))
    return storyboard.instantiateViewController(withIdentifier: "VC")
  }

  @Test(
    "A phone-loaded scene moved to an iPad installs its regular-width constraints and subviews, and back"
  )
  func followsSizeClasses() throws {
    let phone = try #require(HeadlessDevice.named("iPhone 15"))
    let pad = try #require(HeadlessDevice.named("iPad (10th generation)"))
    let saved = UIScreen.main
    UIScreen.headlessMain = UIScreen(headlessDevice: phone)
    defer { UIScreen.headlessMain = saved }
    let controller = try scene()
    let window = TestDocuments.show(controller)
    let box = try #require(controller.view.subviews.first)
    #expect(box.frame == CGRect(x: 0, y: 25, width: 10, height: 10))
    #expect(controller.view.subviews.count == 1)

    var log: [String] = []
    log = Diagnostics.capture {
      window.headlessChangeDevice(to: pad, orientation: .portrait)
      window.layoutIfNeeded()
    }
    #expect(log.isEmpty)
    #expect(box.frame == CGRect(x: 0, y: 100, width: 20, height: 10))
    let badge = try #require(controller.view.subviews.last)
    #expect(controller.view.subviews.count == 2)
    #expect(badge.frame == CGRect(x: 24, y: 100, width: 8, height: 8))

    log = Diagnostics.capture {
      window.headlessChangeDevice(to: phone, orientation: .portrait)
      window.layoutIfNeeded()
    }
    #expect(log.isEmpty)
    #expect(box.frame == CGRect(x: 0, y: 25, width: 10, height: 10))
    #expect(badge.superview == nil)
  }
}
