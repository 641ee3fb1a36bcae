import Foundation
import Testing

@testable import InterfaceBuilderDocuments

/// A minimal storyboard around a scene body, for error tests.
func storyboard(_ body: String, attributes: String = "") -> Data {
  Data(
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" \
    toolsVersion="23504" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" \(attributes)>
        <scenes>
            <scene sceneID="s1">
                <objects>
    \(body)
                </objects>
            </scene>
        </scenes>
    </document>
    """.utf8)
}

/// Decodes and returns the error, or nil.
func decodingError(_ data: Data) -> StoryboardError? {
  do {
    _ = try IBDocument(data: data, file: "Test.storyboard")
    return nil
  } catch {
    return error
  }
}

@Suite("Document errors")
struct DocumentErrorTests {
  @Test("an empty or blank file is refused as empty")
  func empty() {
    #expect(decodingError(Data())?.kind == .empty)
    #expect(decodingError(Data("  \n\t".utf8))?.kind == .empty)
  }

  @Test("the pre-Xcode-5 archive format is refused with its own error naming the element")
  func archive() {
    let error = decodingError(
      Data(
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <archive type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="8.00">
          <data></data>
        </archive>
        """.utf8))
    #expect(error?.kind == .archiveFormat)
    #expect(error?.line == 2)
    #expect(error?.element == "archive")
    #expect(error?.description.hasPrefix("Test.storyboard:2:") == true)
  }

  @Test("malformed XML names the line")
  func malformed() {
    let error = decodingError(Data("<document>\n<scenes>\n</document>".utf8))
    #expect(error?.kind == .malformedXML)
    #expect((error?.line ?? 0) >= 2)
  }

  @Test("a document type declaration or an entity is refused before parsing")
  func declarations() {
    let dtd = Data(
      """
      <?xml version="1.0"?>
      <!DOCTYPE document [<!ENTITY a "aaaaaaaaaa">]>
      <document>&a;</document>
      """.utf8)
    let error = decodingError(dtd)
    #expect(error?.kind == .forbiddenDeclaration)
    #expect(error?.line == 2)
  }

  @Test("only document format 3.0 for iOS is accepted")
  func generations() {
    let old = Data(
      "<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB\" version=\"2.0\"/>"
        .utf8)
    #expect(decodingError(old)?.kind == .unsupportedDocument)
    let mac = Data(
      """
      <document type="com.apple.InterfaceBuilder3.Cocoa.Storyboard.XIB" version="3.0" \
      targetRuntime="MacOSX.Cocoa"/>
      """.utf8)
    #expect(decodingError(mac)?.kind == .unsupportedDocument)
    let tv = Data(
      """
      <document type="com.apple.InterfaceBuilder3.AppleTV.Storyboard" version="3.0" \
      targetRuntime="AppleTV"/>
      """.utf8)
    #expect(decodingError(tv)?.kind == .unsupportedDocument)
  }

  @Test("nesting deeper than the limit is refused")
  func depth() {
    var reader = IBXMLReader()
    reader.maximumDepth = 10
    let deep = String(repeating: "<a>", count: 11) + String(repeating: "</a>", count: 11)
    #expect(throws: StoryboardError.self) { try reader.read(Data(deep.utf8), file: "x") }
    do {
      _ = try reader.read(Data(deep.utf8), file: "x")
    } catch {
      #expect(error.kind == .tooDeep)
    }
  }

  @Test("a document larger than the limit is refused before parsing")
  func size() {
    var reader = IBXMLReader()
    reader.maximumByteCount = 100
    do {
      _ = try reader.read(Data(String(repeating: " <a/>", count: 100).utf8), file: "x")
      Issue.record("expected an error")
    } catch {
      #expect(error.kind == .tooLarge)
    }
  }

  @Test("an object without an id, a duplicate id and a dangling reference are errors")
  func identifiers() {
    let missing = decodingError(
      storyboard(#"<viewController sceneMemberID="viewController"/>"#))
    #expect(missing?.kind == .missingAttribute)
    #expect(missing?.element == "viewController")
    let duplicate = decodingError(
      storyboard(
        #"""
        <viewController id="a" sceneMemberID="viewController"/>
        <placeholder placeholderIdentifier="IBFirstResponder" id="a"/>
        """#))
    #expect(duplicate?.kind == .duplicateIdentifier)
    let dangling = decodingError(
      storyboard(
        #"""
        <viewController id="vc" sceneMemberID="viewController">
          <view key="view" id="v">
            <constraints>
              <constraint firstItem="nowhere" firstAttribute="top" secondItem="v" secondAttribute="top" id="c"/>
            </constraints>
          </view>
        </viewController>
        """#))
    #expect(dangling?.kind == .danglingReference)
    #expect(dangling?.message.contains("'nowhere'") == true)
    #expect(dangling?.element == "constraint")
    let initial = decodingError(
      storyboard(
        #"<viewController id="vc" sceneMemberID="viewController"/>"#,
        attributes: #"initialViewController="gone""#))
    #expect(initial?.kind == .danglingReference)
  }

  @Test(
    "constraint attributes that matter for layout are validated",
    arguments: [
      #"firstAttribute="middle""#, #"firstAttribute="top" relation="almost""#,
      #"firstAttribute="width" multiplier="1:0""#, #"firstAttribute="width" multiplier="x""#,
      #"firstAttribute="width" constant="wide""#, #"firstAttribute="width" priority="1001""#,
      #"firstAttribute="width" constant="nan""#,
    ])
  func constraintValues(attributes: String) {
    let error = decodingError(
      storyboard(
        """
        <viewController id="vc" sceneMemberID="viewController">
          <view key="view" id="v">
            <constraints>
              <constraint \(attributes) id="c"/>
            </constraints>
          </view>
        </viewController>
        """))
    #expect(error?.kind == .invalidValue)
    #expect(error?.element == "constraint")
  }
}

@Suite("Document decoding")
struct DocumentDecodingTests {
  @Test("6.1: multipliers in all three spellings")
  func multipliers() {
    #expect(IBConstraint.multiplier(from: "0.25") == 0.25)
    #expect(IBConstraint.multiplier(from: "1:1") == 1)
    #expect(IBConstraint.multiplier(from: "271:152") == 271.0 / 152.0)
    #expect(IBConstraint.multiplier(from: "21/15") == 1.4)
    #expect(IBConstraint.multiplier(from: "2/3") == 2.0 / 3.0)
    #expect(IBConstraint.multiplier(from: "4") == 4)
    #expect(IBConstraint.multiplier(from: "1:0") == nil)
    #expect(IBConstraint.multiplier(from: "a:b") == nil)
  }

  @Test("6.1: omitted attributes take their defaults, numbers keep their fractions")
  func constraintDefaults() throws {
    let document = try IBDocument(
      data: storyboard(
        #"""
        <viewController id="vc" sceneMemberID="viewController">
          <view key="view" id="v">
            <subviews>
              <view id="a"><rect key="frame" x="0" y="0" width="10" height="10"/></view>
            </subviews>
            <constraints>
              <constraint firstAttribute="height" constant="44.5" id="c1"/>
              <constraint firstItem="a" firstAttribute="leading" relation="greaterThanOrEqual" secondItem="v" secondAttribute="leadingMargin" constant="1.4210854715202004e-14" priority="750" id="c2"/>
            </constraints>
          </view>
        </viewController>
        """#), file: "T")
    let view = try #require(document.scenes.first?.controller?.object(key: "view"))
    let height = view.constraints[0]
    #expect(height.firstItem == nil)
    #expect(height.secondItem == nil && height.secondAttribute == nil)
    #expect(height.constant == 44.5)
    #expect(height.multiplier == 1 && height.priority == 1000 && height.relation == .equal)
    let leading = view.constraints[1]
    #expect(leading.relation == .greaterThanOrEqual)
    #expect(leading.secondAttribute == .leadingMargin)
    #expect(leading.priority == 750)
    #expect(leading.constant == 1.4210854715202004e-14)
    #expect(view.subviews.first?.frame == CGRect(x: 0, y: 0, width: 10, height: 10))
  }

  @Test("11: variation keys and their resolution, least specific first")
  func variations() {
    #expect(IBVariation.Key("default") == .default)
    #expect(IBVariation.Key("widthClass=regular") == .sizeClasses(width: .regular, height: nil))
    #expect(
      IBVariation.Key("heightClass=compact-widthClass=compact")
        == .sizeClasses(width: .compact, height: .compact))
    #expect(IBVariation.Key("userInterfaceIdiom=mac") == .unrecognised("userInterfaceIdiom=mac"))
    let variations = [
      IBVariation(
        key: .sizeClasses(width: .compact, height: .compact), attributes: ["constant": "8"],
        constraintMask: [.init(reference: "c", include: true)], subviewMask: [], properties: [],
        location: .init(line: 0, column: 0)),
      IBVariation(
        key: .sizeClasses(width: nil, height: .compact), attributes: ["constant": "-86"],
        constraintMask: [], subviewMask: [], properties: [], location: .init(line: 0, column: 0)),
      IBVariation(
        key: .default, attributes: [:], constraintMask: [.init(reference: "c", include: false)],
        subviewMask: [], properties: [], location: .init(line: 0, column: 0)),
    ]
    #expect(variations.resolving([:], width: .compact, height: .compact)["constant"] == "8")
    #expect(variations.resolving([:], width: .regular, height: .compact)["constant"] == "-86")
    #expect(variations.resolving([:], width: .compact, height: .regular)["constant"] == nil)
    #expect(variations.installs("c", width: .compact, height: .compact))
    #expect(!variations.installs("c", width: .compact, height: .regular))
    #expect(variations.installs("other", width: .compact, height: .regular))
  }

  @Test("2, 12: the device, and the old simulated-metrics spelling of it")
  func device() throws {
    let modern = try IBDocument(
      data: storyboard(
        #"<viewController id="vc" sceneMemberID="viewController"/>"#,
        attributes: ""), file: "T")
    #expect(modern.device == nil)
    let data = Data(
      """
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" \
      targetRuntime="iOS.CocoaTouch">
        <scenes/>
        <simulatedMetricsContainer key="defaultSimulatedMetrics">
          <simulatedScreenMetrics key="destination" type="retina4_7.fullscreen"/>
        </simulatedMetricsContainer>
      </document>
      """.utf8)
    let old = try IBDocument(data: data, file: "T")
    #expect(old.device?.id == "retina4_7")
    #expect(old.usesAutoLayout == false)
  }
}
