import Foundation
import HeadlessUIKit
import InterfaceBuilderDocuments
import InterfaceBuilderFidelity
import Testing

/// The system generation a document is laid out under (decision IB50): the one it was saved
/// for, in the fidelity comparison and the command-line tool.
@MainActor
@Suite struct SystemGenerationDocumentTests {
  /// A one-scene storyboard saved by a given Interface Builder build: a 414-point root view
  /// with a switch pinned 20 points from its trailing edge and 100 from its top.
  private func switchDocument(tools: String) throws -> IBDocument {
    let xml = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" \
      toolsVersion="\(tools)" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" \
      useSafeAreas="YES">
          <device id="retina6_1" orientation="portrait" appearance="light"/>
          <scenes>
              <scene sceneID="s1">
                  <objects>
                      <viewController id="vc" sceneMemberID="viewController">
                          <view key="view" contentMode="scaleToFill" id="root">
                              <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                              <subviews>
                                  <switch opaque="NO" translatesAutoresizingMaskIntoConstraints="NO" id="sw">
                                      <rect key="frame" x="333" y="100" width="63" height="28"/>
                                  </switch>
                              </subviews>
                              <constraints>
                                  <constraint firstAttribute="trailing" secondItem="sw" secondAttribute="trailing" constant="20" id="c1"/>
                                  <constraint firstItem="sw" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="c2"/>
                              </constraints>
                          </view>
                      </viewController>
                  </objects>
              </scene>
          </scenes>
      </document>
      """
    return try IBDocument(data: Data(xml.utf8), file: "Switch.storyboard")
  }

  @Test(
    "IB50, IB52: a document saved by Xcode 26 lays out under iOS 26 metrics, others under iOS 18")
  func documentGeneration() throws {
    let device = try #require(HeadlessDevice.named("iPhone 11"))
    let previous = UIScreen.main
    defer { UIScreen.headlessMain = previous }
    for (tools, generation, frame) in [
      ("24765", SystemGeneration.iOS26, CGRect(x: 333, y: 100, width: 63, height: 28)),
      ("23504", .iOS18, CGRect(x: 345, y: 100, width: 51, height: 31)),
    ] {
      let document = try switchDocument(tools: tools)
      #expect(StoryboardSceneLayout.systemGeneration(of: document) == generation)
      let screen = UIScreen(
        headlessDevice: device, orientation: .portrait,
        systemGeneration: StoryboardSceneLayout.systemGeneration(of: document))
      let scenes = StoryboardSceneLayout.layOut(
        document, at: URL(fileURLWithPath: "/tmp/Switch.storyboard"), on: screen)
      let scene = try #require(scenes.first)
      #expect(scene.views["sw"]?.frame == frame, "\(tools)")
      #expect((scene.root as? UIWindow)?.screen.systemGeneration == generation)
    }
  }

  @Test("IB50: a freeform canvas keeps its screen's generation")
  func canvasKeepsTheGeneration() throws {
    let device = try #require(HeadlessDevice.named("iPhone 11"))
    let screen = UIScreen(headlessDevice: device, orientation: .portrait, systemGeneration: .iOS26)
    let canvas = StoryboardSceneLayout.canvasScreen(
      size: CGSize(width: 300, height: 200), like: screen)
    #expect(canvas.systemGeneration == .iOS26)
    #expect(canvas.bounds.size == CGSize(width: 300, height: 200))
  }

  @Test(
    "IB51, IB52: nnw-settings (saved by Xcode 26) matches its stored 51-point rows and 63×28 switches"
  )
  func corpusDocument() throws {
    let url = InterfaceBuilderCorpus.directory.appendingPathComponent("nnw-settings.storyboard")
    var evaluated: StoryboardFidelity?
    _ = try Diagnostics.captureThrowing {
      evaluated = try StoryboardFidelity.evaluate(documentAt: url)
    }
    let fidelity = try #require(evaluated)
    let views = Dictionary(
      fidelity.views.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    #expect(
      views["zvg-7C-BlH"]?.computedWithStoredText == CGRect(x: 20, y: 55.5, width: 374, height: 51))
    #expect(
      views["MpA-w1-Wwh"]?.computedWithStoredText
        == CGRect(x: 20, y: 478.5, width: 374, height: 51.5))
    #expect(
      views["Keq-Np-l9O"]?.computedWithStoredText == CGRect(x: 293, y: 12, width: 63, height: 28))
    #expect(
      views["c9W-IF-u6i"]?.computedWithStoredText
        == CGRect(x: 20, y: 15, width: 167.5, height: 21.5))
  }
}
