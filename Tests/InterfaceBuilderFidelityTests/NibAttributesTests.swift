import Foundation
import HeadlessUIKit
import HeadlessUIKitTestSupport
import InterfaceBuilderDocuments
import InterfaceBuilderFidelity
import Testing

/// What HeadlessUIKit logged while the last `screen(…)` loaded and laid out.
@MainActor private var lastScreenLog: [String] = []

/// Loads a xib whose first top-level view is a 393×852 screen with the given subviews and
/// constraints, shows it in a window and returns its views by id.
@MainActor
private func screen(
  _ subviews: String, constraints: String = "", rootExtras: String = "",
  resources: String = "", useAutolayout: Bool = true
) throws -> [String: UIView] {
  var xml = String(
    decoding: TestDocuments.xibData(
      """
      <view contentMode="scaleToFill" id="root">
        <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
        <subviews>\(subviews)</subviews>
        <viewLayoutGuide key="safeArea" id="safe"/>
        <constraints>\(constraints)</constraints>
        \(rootExtras)
      </view>
      """, resources: resources), as: UTF8.self)
  if !useAutolayout { xml = xml.replacingOccurrences(of: #"useAutolayout="YES""#, with: "") }
  let document = try IBDocument(data: Data(xml.utf8), file: "Test.xib")
  var scenes: [LaidOutStoryboardScene] = []
  lastScreenLog = Diagnostics.capture {
    scenes = StoryboardSceneLayout.layOut(
      document, at: URL(fileURLWithPath: "/tmp/Test.xib"), on: .main)
  }
  let scene = try #require(scenes.first)
  return scene.views
}

@MainActor
@Suite("Loading views and constraints from documents")
struct NibAttributesTests {
  @Test(
    "An enumerated attribute with a value the loader does not know is logged with the file and line and leaves the property at its default; a known default value is silent"
  )
  func unknownEnumeratedValue() throws {
    let views = try screen(
      """
      <view contentMode="scaleToFill" semanticContentAttribute="sideways" id="a"><rect key="frame" x="0" y="0" width="1" height="1"/></view>
      <view contentMode="scaleToFill" semanticContentAttribute="unspecified" id="b"><rect key="frame" x="0" y="0" width="1" height="1"/></view>
      <view contentMode="scaleToFill" semanticContentAttribute="forceRightToLeft" id="c"><rect key="frame" x="0" y="0" width="1" height="1"/></view>
      """)
    #expect(views["a"]?.semanticContentAttribute == .unspecified)
    #expect(views["c"]?.semanticContentAttribute == .forceRightToLeft)
    #expect(
      lastScreenLog.filter { $0.contains("semanticContentAttribute") } == [
        "[Storyboard] Test.xib:8: unknown semanticContentAttribute 'sideways' ignored"
      ])
  }

  @Test("6.1: multipliers in three spellings, margins, omitted items, relations and priorities")
  func constraints() throws {
    let views = try screen(
      """
      <view translatesAutoresizingMaskIntoConstraints="NO" id="a"><rect key="frame" x="0" y="0" width="1" height="1"/></view>
      <view translatesAutoresizingMaskIntoConstraints="NO" id="b"><rect key="frame" x="0" y="0" width="1" height="1"/></view>
      <view translatesAutoresizingMaskIntoConstraints="NO" id="c"><rect key="frame" x="0" y="0" width="1" height="1"/></view>
      """,
      constraints: """
        <constraint firstItem="a" firstAttribute="leading" secondItem="root" secondAttribute="leadingMargin" id="k1"/>
        <constraint firstItem="a" firstAttribute="top" secondItem="safe" secondAttribute="top" id="k2"/>
        <constraint firstItem="a" firstAttribute="width" secondItem="root" secondAttribute="width" multiplier="0.25" id="k3"/>
        <constraint firstItem="a" firstAttribute="height" secondItem="a" secondAttribute="width" multiplier="1:2" id="k4"/>
        <constraint firstItem="b" firstAttribute="leading" secondItem="a" secondAttribute="trailing" constant="8" id="k5"/>
        <constraint firstItem="b" firstAttribute="top" secondItem="a" secondAttribute="top" id="k6"/>
        <constraint firstItem="b" firstAttribute="width" secondItem="a" secondAttribute="width" multiplier="21/15" id="k7"/>
        <constraint firstItem="b" firstAttribute="height" constant="30" id="k8"/>
        <constraint firstItem="b" firstAttribute="height" constant="60" priority="250" id="k9"/>
        <constraint firstAttribute="trailingMargin" secondItem="c" secondAttribute="trailing" id="k10"/>
        <constraint firstItem="c" firstAttribute="top" secondItem="b" secondAttribute="bottom" relation="greaterThanOrEqual" constant="10" id="k11"/>
        <constraint firstItem="c" firstAttribute="width" constant="50" id="k12"/>
        <constraint firstItem="c" firstAttribute="height" constant="50" id="k13"/>
        <constraint firstItem="c" firstAttribute="top" secondItem="root" secondAttribute="top" priority="500" id="k14"/>
        """)
    let a = try #require(views["a"])
    let b = try #require(views["b"])
    let c = try #require(views["c"])
    // Root view of a window: system minimum margins (16 on an iPhone in portrait).
    #expect(isClose(a.frame, CGRect(x: 16, y: 59, width: 98.25, height: 49.125), tolerance: 0.34))
    #expect(isClose(b.frame.minX, a.frame.maxX + 8, tolerance: 0.34))
    #expect(isClose(b.frame.width, a.frame.width * 21 / 15, tolerance: 0.34))
    #expect(b.frame.height == 30)
    #expect(c.frame == CGRect(x: 393 - 16 - 50, y: b.frame.maxY + 10, width: 50, height: 50))
  }

  @Test("5.4: who positions a view: constraints, fixed frame and mask, or frames only")
  func translatesAutoresizingMask() throws {
    let subviews = """
      <view translatesAutoresizingMaskIntoConstraints="NO" id="constrained">
        <rect key="frame" x="10" y="10" width="10" height="10"/>
      </view>
      <view fixedFrame="YES" translatesAutoresizingMaskIntoConstraints="NO" id="fixed">
        <rect key="frame" x="20" y="100" width="30" height="40"/>
        <autoresizingMask key="autoresizingMask" flexibleMinX="YES" heightSizable="YES"/>
      </view>
      """
    let constraints = """
      <constraint firstItem="constrained" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="5" id="t1"/>
      <constraint firstItem="constrained" firstAttribute="top" secondItem="root" secondAttribute="top" constant="5" id="t2"/>
      <constraint firstItem="constrained" firstAttribute="width" constant="5" id="t3"/>
      <constraint firstItem="constrained" firstAttribute="height" constant="5" id="t4"/>
      """
    let views = try screen(subviews, constraints: constraints)
    #expect(views["constrained"]?.translatesAutoresizingMaskIntoConstraints == false)
    #expect(views["constrained"]?.frame == CGRect(x: 5, y: 5, width: 5, height: 5))
    let fixed = try #require(views["fixed"])
    #expect(fixed.translatesAutoresizingMaskIntoConstraints)
    #expect(fixed.autoresizingMask == [.flexibleLeftMargin, .flexibleHeight])
    #expect(fixed.frame == CGRect(x: 20, y: 100, width: 30, height: 40))
    #expect(views["root"]?.translatesAutoresizingMaskIntoConstraints == true)
    let framesOnly = try screen(subviews, useAutolayout: false)
    #expect(framesOnly["constrained"]?.translatesAutoresizingMaskIntoConstraints == true)
  }

  @Test("6.4, 11: the default variation uninstalls; a matching size class installs again")
  func variations() throws {
    let subviews = """
      <view translatesAutoresizingMaskIntoConstraints="NO" id="v">
        <rect key="frame" x="0" y="0" width="10" height="10"/>
      </view>
      """
    let constraints = """
      <constraint firstItem="v" firstAttribute="top" secondItem="root" secondAttribute="top" constant="25" id="top25"/>
      <constraint firstItem="v" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="top100"/>
      <constraint firstItem="v" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="l"/>
      <constraint firstItem="v" firstAttribute="width" constant="10" id="w">
        <variation key="widthClass=regular" constant="20"/>
      </constraint>
      <constraint firstItem="v" firstAttribute="height" constant="10" id="h"/>
      """
    let masks = """
      <variation key="default"><mask key="constraints"><exclude reference="top100"/></mask></variation>
      <variation key="widthClass=regular">
        <mask key="constraints"><exclude reference="top25"/><include reference="top100"/></mask>
      </variation>
      """
    let views = try screen(subviews, constraints: constraints, rootExtras: masks)
    #expect(views["v"]?.frame == CGRect(x: 0, y: 25, width: 10, height: 10))
    // Both top constraints installed would conflict: the default variation uninstalled one.
    #expect(!lastScreenLog.contains { $0.contains("Unable to simultaneously satisfy") })
    #expect(lastScreenLog.isEmpty)
    let phone = UIScreen.main
    UIScreen.headlessMain = UIScreen(
      headlessDevice: try #require(HeadlessDevice.named("iPad (10th generation)")))
    defer { UIScreen.headlessMain = phone }
    let regular = try screen(subviews, constraints: constraints, rootExtras: masks)
    #expect(regular["v"]?.frame.minY == 100)
    #expect(regular["v"]?.frame.width == 20)
  }

  @Test("7.3: legacy layout guides are the root view's safe area edges")
  func legacyGuides() throws {
    let storyboard = try TestDocuments.storyboard(
      """
      <scene sceneID="s"><objects>
        <viewController id="vc" sceneMemberID="viewController">
          <layoutGuides>
            <viewControllerLayoutGuide type="top" id="topGuide"/>
            <viewControllerLayoutGuide type="bottom" id="bottomGuide"/>
          </layoutGuides>
          <view key="view" id="root">
            <rect key="frame" x="0" y="0" width="393" height="852"/>
            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
            <subviews>
              <view translatesAutoresizingMaskIntoConstraints="NO" id="v"><rect key="frame" x="0" y="0" width="1" height="1"/></view>
            </subviews>
            <constraints>
              <constraint firstItem="v" firstAttribute="top" secondItem="topGuide" secondAttribute="bottom" constant="10" id="g1"/>
              <constraint firstItem="bottomGuide" firstAttribute="top" secondItem="v" secondAttribute="bottom" constant="10" id="g2"/>
              <constraint firstItem="v" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="g3"/>
              <constraint firstItem="v" firstAttribute="width" constant="10" id="g4"/>
            </constraints>
          </view>
        </viewController>
      </objects></scene>
      """, initial: "vc")
    let controller = try #require(storyboard.instantiateInitialViewController())
    TestDocuments.show(controller)
    let v = controller.view.subviews[0]
    #expect(v.frame == CGRect(x: 0, y: 59 + 10, width: 10, height: 852 - 34 - 10 - 69))
  }

  @Test("9.1: stack views: axis, distribution, alignment, spacing, arranged and hidden views")
  func stackViews() throws {
    let views = try screen(
      """
      <stackView axis="vertical" distribution="fillEqually" alignment="center" spacing="10" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
        <rect key="frame" x="0" y="0" width="100" height="100"/>
        <subviews>
          <view translatesAutoresizingMaskIntoConstraints="NO" id="s1"><rect key="frame" x="0" y="0" width="1" height="1"/></view>
          <view hidden="YES" translatesAutoresizingMaskIntoConstraints="NO" id="s2"><rect key="frame" x="0" y="0" width="1" height="1"/></view>
          <view translatesAutoresizingMaskIntoConstraints="NO" id="s3"><rect key="frame" x="0" y="0" width="1" height="1"/></view>
        </subviews>
        <constraints>
          <constraint firstItem="s1" firstAttribute="width" constant="40" id="w1"/>
          <constraint firstItem="s3" firstAttribute="width" constant="60" id="w3"/>
        </constraints>
      </stackView>
      """,
      constraints: """
        <constraint firstItem="stack" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="p1"/>
        <constraint firstItem="stack" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="p2"/>
        <constraint firstItem="stack" firstAttribute="width" constant="100" id="p3"/>
        <constraint firstItem="stack" firstAttribute="height" constant="110" id="p4"/>
        """)
    let stack = try #require(views["stack"] as? UIStackView)
    #expect(stack.axis == .vertical)
    #expect(stack.distribution == .fillEqually)
    #expect(stack.alignment == .center)
    #expect(stack.spacing == 10)
    #expect(stack.arrangedSubviews.count == 3)
    #expect(views["s1"]?.frame == CGRect(x: 30, y: 0, width: 40, height: 50))
    #expect(views["s3"]?.frame == CGRect(x: 20, y: 60, width: 60, height: 50))
  }

  @Test("9.2, 13: labels: text forms, fonts, lines, alignment and colours")
  func labels() throws {
    let views = try screen(
      """
      <label text="Plain" textAlignment="center" lineBreakMode="middleTruncation" numberOfLines="2" adjustsFontForContentSizeCategory="YES" translatesAutoresizingMaskIntoConstraints="NO" id="l1">
        <rect key="frame" x="0" y="0" width="100" height="20"/>
        <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
        <color key="textColor" red="1" green="0.5" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
      </label>
      <label translatesAutoresizingMaskIntoConstraints="NO" id="l2">
        <rect key="frame" x="0" y="0" width="100" height="20"/>
        <string key="text">Two
      lines</string>
        <fontDescription key="fontDescription" type="boldSystem" pointSize="20"/>
        <color key="textColor" systemColor="secondaryLabelColor"/>
      </label>
      <label usesAttributedText="YES" translatesAutoresizingMaskIntoConstraints="NO" id="l3">
        <rect key="frame" x="0" y="0" width="100" height="20"/>
        <attributedString key="attributedText">
          <fragment content="Styled ">
            <attributes>
              <font key="NSFont" metaFont="system" size="16"/>
              <paragraphStyle key="NSParagraphStyle" alignment="right" lineBreakMode="wordWrapping"/>
            </attributes>
          </fragment>
          <fragment content="text"/>
        </attributedString>
      </label>
      <view translatesAutoresizingMaskIntoConstraints="NO" id="v1">
        <rect key="frame" x="0" y="0" width="10" height="10"/>
        <color key="backgroundColor" name="BrandColor"/>
      </view>
      <view translatesAutoresizingMaskIntoConstraints="NO" id="v2">
        <rect key="frame" x="0" y="0" width="10" height="10"/>
        <color key="backgroundColor" white="0.5" alpha="0.25" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
      </view>
      """,
      resources: """
        <namedColor name="BrandColor">
          <color red="0" green="0" blue="1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
        </namedColor>
        """)
    let l1 = try #require(views["l1"] as? UILabel)
    #expect(l1.text == "Plain")
    #expect(l1.textAlignment == .center)
    #expect(l1.lineBreakMode == .byTruncatingMiddle)
    #expect(l1.numberOfLines == 2)
    #expect(l1.adjustsFontForContentSizeCategory)
    #expect(l1.font.pointSize == UIFont.preferredFont(forTextStyle: .body).pointSize)
    #expect(l1.textColor == UIColor(red: 1, green: 0.5, blue: 0, alpha: 1))
    let l2 = try #require(views["l2"] as? UILabel)
    #expect(l2.text == "Two\nlines")
    #expect(l2.font == UIFont.boldSystemFont(ofSize: 20))
    #expect(l2.textColor == .secondaryLabel)
    let l3 = try #require(views["l3"] as? UILabel)
    #expect(l3.text == "Styled text")
    #expect(l3.font.pointSize == 16)
    #expect(l3.textAlignment == .right)
    #expect(views["v1"]?.backgroundColor == UIColor(red: 0, green: 0, blue: 1, alpha: 1))
    #expect(views["v2"]?.backgroundColor == UIColor(white: 0.5, alpha: 0.25))
  }

  @Test("5.6: an unknown custom class stands in with the placeholder intrinsic size")
  func placeholderIntrinsicSize() throws {
    let views = try screen(
      """
      <view placeholderIntrinsicWidth="120" placeholderIntrinsicHeight="infinite" translatesAutoresizingMaskIntoConstraints="NO" id="p" customClass="SomeChartView">
        <rect key="frame" x="0" y="0" width="120" height="10"/>
      </view>
      """,
      constraints: """
        <constraint firstItem="p" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="q1"/>
        <constraint firstItem="p" firstAttribute="top" secondItem="root" secondAttribute="top" id="q2"/>
        <constraint firstItem="p" firstAttribute="height" constant="10" id="q3"/>
        """)
    #expect(views["p"]?.frame == CGRect(x: 0, y: 0, width: 120, height: 10))
    #expect(views["p"]?.intrinsicContentSize.height == UIView.noIntrinsicMetric)
  }
}

extension Diagnostics {
  /// `capture` for a throwing body.
  @MainActor
  static func captureThrowing(_ body: () throws -> Void) throws -> [String] {
    var failure: (any Error)?
    let messages = capture {
      do { try body() } catch { failure = error }
    }
    if let failure { throw failure }
    return messages
  }
}
