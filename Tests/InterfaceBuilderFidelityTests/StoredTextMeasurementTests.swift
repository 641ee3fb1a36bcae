import Foundation
import HeadlessUIKit
import HeadlessUIKitTestSupport
import InterfaceBuilderDocuments
import InterfaceBuilderFidelity
import Testing

/// The stored-text measurement of the fidelity report (decision IB9) for text views and
/// built-in cell labels (decisions IC30, IC31): each document is laid out on the canvas path
/// with text measured at its stored size, as `fidelity` does.
@MainActor
@Suite struct StoredTextMeasurementTests {
  /// Writes a storyboard saved by Xcode 12 (plug-in 17703) for an iPhone X (`retina5_9`,
  /// 375 × 812 at 3×), with `body` inside `<scenes>`.
  private func write(_ body: String) throws -> URL {
    let xml = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" \
      toolsVersion="17701" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" \
      useTraitCollections="YES" useSafeAreas="YES" initialViewController="vc">
          <device id="retina5_9" orientation="portrait" appearance="light"/>
          <dependencies>
              <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="17703"/>
          </dependencies>
          <scenes>
      \(body)
          </scenes>
      </document>
      """
    let url = TestDocuments.folder().appendingPathComponent("Stored.storyboard")
    try Data(xml.utf8).write(to: url)
    return url
  }

  /// The document's first scene laid out with stored text sizes: its views by id.
  private func storedTextViews(_ url: URL) throws -> [String: UIView] {
    try TestDocuments.canvasViews(url, textMetrics: .storedFrames)
  }

  @Test(
    "IC30: a self-sizing Default prototype row is as tall as Xcode stored its label (erouska-help u4E-8m-rBM: 163)"
  )
  func storedDefaultRow() throws {
    let url = try write(
      """
      <scene sceneID="scene-vc">
          <objects>
              <tableViewController id="vc" sceneMemberID="viewController">
                  <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" dataMode="prototypes" style="plain" separatorStyle="none" rowHeight="-1" estimatedRowHeight="-1" sectionHeaderHeight="28" sectionFooterHeight="28" id="table">
                      <rect key="frame" x="0.0" y="0.0" width="375" height="812"/>
                      <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                      <prototypes>
                          <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" preservesSuperviewLayoutMargins="YES" selectionStyle="none" indentationWidth="10" reuseIdentifier="text" textLabel="label" style="IBUITableViewCellStyleDefault" id="tall">
                              <rect key="frame" x="0.0" y="28" width="375" height="163"/>
                              <autoresizingMask key="autoresizingMask"/>
                              <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" preservesSuperviewLayoutMargins="YES" insetsLayoutMarginsFromSafeArea="NO" tableViewCell="tall" id="content">
                                  <rect key="frame" x="0.0" y="0.0" width="375" height="163"/>
                                  <autoresizingMask key="autoresizingMask"/>
                                  <subviews>
                                      <label opaque="NO" multipleTouchEnabled="YES" contentMode="left" insetsLayoutMarginsFromSafeArea="NO" text="Two paragraphs of text that wrap over seven lines in the row." textAlignment="natural" lineBreakMode="tailTruncation" numberOfLines="0" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" id="label">
                                          <rect key="frame" x="16" y="0.0" width="343" height="163"/>
                                          <autoresizingMask key="autoresizingMask"/>
                                          <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                      </label>
                                  </subviews>
                              </tableViewCellContentView>
                          </tableViewCell>
                          <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" preservesSuperviewLayoutMargins="YES" indentationWidth="10" reuseIdentifier="line" textLabel="short" style="IBUITableViewCellStyleDefault" id="line">
                              <rect key="frame" x="0.0" y="191" width="375" height="44"/>
                              <autoresizingMask key="autoresizingMask"/>
                              <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" preservesSuperviewLayoutMargins="YES" insetsLayoutMarginsFromSafeArea="NO" tableViewCell="line" id="lineContent">
                                  <rect key="frame" x="0.0" y="0.0" width="375" height="44"/>
                                  <autoresizingMask key="autoresizingMask"/>
                                  <subviews>
                                      <label opaque="NO" multipleTouchEnabled="YES" contentMode="left" insetsLayoutMarginsFromSafeArea="NO" text="One line" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" id="short">
                                          <rect key="frame" x="16" y="0.0" width="343" height="44"/>
                                          <autoresizingMask key="autoresizingMask"/>
                                          <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                      </label>
                                  </subviews>
                              </tableViewCellContentView>
                          </tableViewCell>
                      </prototypes>
                  </tableView>
              </tableViewController>
          </objects>
      </scene>
      """)
    let views = try storedTextViews(url)
    #expect(views["tall"]?.frame == CGRect(x: 0, y: 28, width: 375, height: 163))
    #expect(views["label"]?.frame == CGRect(x: 16, y: 0, width: 343, height: 163))
    // A one-line Default row stays at the built-in 44 points.
    #expect(views["line"]?.frame == CGRect(x: 0, y: 191, width: 375, height: 44))
  }

  @Test(
    "IC31: a text view that does not scroll measures its stored size, and the views below follow it (erouska-newspageview 8KR-gi-cHo: 82)"
  )
  func storedTextView() throws {
    let url = try write(
      """
      <scene sceneID="scene-vc">
          <objects>
              <viewController id="vc" sceneMemberID="viewController">
                  <view key="view" contentMode="scaleToFill" id="root">
                      <rect key="frame" x="0.0" y="0.0" width="375" height="812"/>
                      <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                      <subviews>
                          <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" spacing="15" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
                              <rect key="frame" x="16" y="100" width="343" height="117"/>
                              <subviews>
                                  <textView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" scrollEnabled="NO" editable="NO" text="A text of three lines in San Francisco, which Xcode measured and stored with its frame." textAlignment="center" translatesAutoresizingMaskIntoConstraints="NO" id="text">
                                      <rect key="frame" x="0.0" y="0.0" width="343" height="82"/>
                                      <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                  </textView>
                                  <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                                      <rect key="frame" x="0.0" y="97" width="343" height="20"/>
                                      <constraints>
                                          <constraint firstAttribute="height" constant="20" id="boxHeight"/>
                                      </constraints>
                                  </view>
                              </subviews>
                          </stackView>
                      </subviews>
                      <viewLayoutGuide key="safeArea" id="safe"/>
                      <constraints>
                          <constraint firstItem="stack" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="l"/>
                          <constraint firstAttribute="trailing" secondItem="stack" secondAttribute="trailing" constant="16" id="t"/>
                          <constraint firstItem="stack" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="top"/>
                      </constraints>
                  </view>
              </viewController>
          </objects>
      </scene>
      """)
    let views = try storedTextViews(url)
    #expect(views["text"]?.frame == CGRect(x: 0, y: 0, width: 343, height: 82))
    #expect(views["box"]?.frame == CGRect(x: 0, y: 97, width: 343, height: 20))
    #expect(views["stack"]?.frame == CGRect(x: 16, y: 100, width: 343, height: 117))
  }
}
