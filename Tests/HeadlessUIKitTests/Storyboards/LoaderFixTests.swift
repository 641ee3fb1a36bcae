import Foundation
import HeadlessUIKit
import HeadlessUIKitTestSupport
import Testing

/// Loads the first top-level object of a xib made of `objects` as the app would.
@MainActor
private func loadTopLevel(_ objects: String) throws -> [Any] {
  let nib = UINib(data: TestDocuments.xibData(objects), bundle: nil)
  return nib.instantiate(withOwner: nil, options: nil)
}

/// A cell whose content view stores its frame, its layout margins and an autoresizing label
/// pinned to nothing (decisions IC2, IC3).
private let marginCell = """
  <tableViewCell contentMode="scaleToFill" selectionStyle="default" indentationWidth="10" id="cell">
    <rect key="frame" x="0.0" y="0.0" width="375" height="60"/>
    <autoresizingMask key="autoresizingMask"/>
    <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" insetsLayoutMarginsFromSafeArea="NO" tableViewCell="cell" id="content">
      <rect key="frame" x="0.0" y="0.0" width="375" height="60"/>
      <autoresizingMask key="autoresizingMask"/>
      <subviews>
        <view contentMode="scaleToFill" id="strip">
          <rect key="frame" x="10" y="10" width="355" height="40"/>
          <autoresizingMask key="autoresizingMask" widthSizable="YES" flexibleMaxY="YES"/>
        </view>
        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="pinned">
          <rect key="frame" x="30" y="4" width="20" height="20"/>
        </view>
      </subviews>
      <constraints>
        <constraint firstItem="pinned" firstAttribute="leading" secondItem="content" secondAttribute="leadingMargin" id="c1"/>
        <constraint firstItem="pinned" firstAttribute="top" secondItem="content" secondAttribute="topMargin" id="c2"/>
        <constraint firstItem="pinned" firstAttribute="width" constant="20" id="c3"/>
        <constraint firstItem="pinned" firstAttribute="height" constant="20" id="c4"/>
      </constraints>
      <edgeInsets key="layoutMargins" top="4" left="30" bottom="4" right="30"/>
    </tableViewCellContentView>
  </tableViewCell>
  """

@MainActor
@Suite("Loader fixes: variations, keyed content views, indicators (IC1–IC3, IC10)")
struct LoaderFixTests {
  /// A vertical stack of two 10-point boxes with the given attributes and contents.
  private func stack(_ attributes: String, variation: String) throws -> UIStackView {
    let objects = try loadTopLevel(
      """
      <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" \(attributes) id="stack">
        <rect key="frame" x="0.0" y="0.0" width="100" height="40"/>
        <autoresizingMask key="autoresizingMask"/>
        <subviews>
          <view contentMode="scaleToFill" id="a"><rect key="frame" x="0" y="0" width="100" height="10"/></view>
          <view contentMode="scaleToFill" id="b"><rect key="frame" x="0" y="30" width="100" height="10"/></view>
        </subviews>
        \(variation)
      </stackView>
      """)
    return try #require(objects.first as? UIStackView)
  }

  @Test("IC1: a variation's custom spacing replaces the base's standard spacing, and back")
  func spacingVariation() throws {
    // The main screen is an iPhone in portrait: regular height.
    let custom = try stack(
      #"spacingType="standard""#, variation: #"<variation key="heightClass=regular" spacing="20"/>"#
    )
    #expect(custom.spacing == 20)
    let standard = try stack(
      #"spacing="20""#, variation: #"<variation key="heightClass=regular" spacingType="standard"/>"#
    )
    #expect(standard.spacing == UIStackView.spacingUseSystem)
    let unmatched = try stack(
      #"spacingType="standard""#, variation: #"<variation key="heightClass=compact" spacing="20"/>"#
    )
    #expect(unmatched.spacing == UIStackView.spacingUseSystem)
  }

  @Test("IC2: a cell's content view keeps the layout margins its document gives it")
  func contentViewMargins() throws {
    let cell = try #require(try loadTopLevel(marginCell).first as? UITableViewCell)
    cell.layoutIfNeeded()
    #expect(cell.contentView.layoutMargins == UIEdgeInsets(top: 4, left: 30, bottom: 4, right: 30))
    let pinned = try #require(cell.contentView.subviews.last)
    #expect(pinned.frame == CGRect(x: 30, y: 4, width: 20, height: 20))
  }

  @Test("IC2: an effect view's content view keeps its document's layout margins")
  func effectContentViewMargins() throws {
    let objects = try loadTopLevel(
      """
      <visualEffectView opaque="NO" contentMode="scaleToFill" id="effect">
        <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
        <autoresizingMask key="autoresizingMask"/>
        <view key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" id="content">
          <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
          <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
          <subviews>
            <view contentMode="scaleToFill" id="strip">
              <rect key="frame" x="10" y="10" width="180" height="80"/>
              <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
            </view>
          </subviews>
          <directionalEdgeInsets key="directionalLayoutMargins" top="2" leading="12" bottom="2" trailing="12"/>
        </view>
        <blurEffect style="regular"/>
      </visualEffectView>
      """)
    let effect = try #require(objects.first as? UIVisualEffectView)
    #expect(
      effect.contentView.directionalLayoutMargins
        == NSDirectionalEdgeInsets(top: 2, leading: 12, bottom: 2, trailing: 12))
    // IC3: the strip was added to a 200 × 100 content view, which the effect view sizes to
    // its own bounds without changing it.
    let strip = try #require(effect.contentView.subviews.first)
    #expect(strip.frame == CGRect(x: 10, y: 10, width: 180, height: 80))
    effect.frame.size = CGSize(width: 300, height: 100)
    effect.layoutIfNeeded()
    #expect(strip.frame == CGRect(x: 10, y: 10, width: 280, height: 80))
  }

  @Test("IC3: autoresizing subviews of a cell's content view follow it from its stored frame")
  func contentViewAutoresizing() throws {
    let cell = try #require(try loadTopLevel(marginCell).first as? UITableViewCell)
    #expect(cell.frame.size == CGSize(width: 375, height: 60))
    let strip = try #require(cell.contentView.subviews.first)
    #expect(strip.frame == CGRect(x: 10, y: 10, width: 355, height: 40))
    cell.frame = CGRect(x: 0, y: 0, width: 320, height: 60)
    cell.layoutIfNeeded()
    #expect(cell.contentView.frame.width == 320)
    #expect(strip.frame == CGRect(x: 10, y: 10, width: 300, height: 40))
  }

  @Test(
    "IC10: an archived activity indicator hides when stopped only with hidesWhenStopped (dd-inputelements WFB-Hh-Tdd: stored 20 tall in a stack)"
  )
  func activityIndicatorHidesOnlyWhenTold() throws {
    let objects = try loadTopLevel(
      """
      <view contentMode="scaleToFill" id="root">
        <rect key="frame" x="0.0" y="0.0" width="100" height="100"/>
        <autoresizingMask key="autoresizingMask"/>
        <subviews>
          <activityIndicatorView opaque="NO" contentMode="scaleToFill" style="medium" id="shown">
            <rect key="frame" x="0" y="0" width="20" height="20"/>
          </activityIndicatorView>
          <activityIndicatorView opaque="NO" contentMode="scaleToFill" hidesWhenStopped="YES" style="medium" id="hidden">
            <rect key="frame" x="0" y="30" width="20" height="20"/>
          </activityIndicatorView>
          <activityIndicatorView opaque="NO" contentMode="scaleToFill" hidesWhenStopped="YES" animating="YES" style="medium" id="spinning">
            <rect key="frame" x="0" y="60" width="20" height="20"/>
          </activityIndicatorView>
        </subviews>
      </view>
      """)
    let root = try #require(objects.first as? UIView)
    let indicators = root.subviews.compactMap { $0 as? UIActivityIndicatorView }
    try #require(indicators.count == 3)
    #expect(indicators[0].hidesWhenStopped == false && indicators[0].isHidden == false)
    #expect(indicators[1].hidesWhenStopped && indicators[1].isHidden)
    #expect(indicators[2].isAnimating && indicators[2].isHidden == false)
  }
}
