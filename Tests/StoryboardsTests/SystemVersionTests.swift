import Foundation
import Storyboards
import Testing

/// A minimal storyboard saved by a given Interface Builder build, with an optional iOS plug-in
/// dependency.
private func document(tools: String, plugIn: String?) throws -> IBDocument {
  let dependency =
    plugIn.map {
      #"<dependencies><plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="\#($0)"/><capability name="Safe area layout guides" minToolsVersion="9.0"/></dependencies>"#
    } ?? ""
  let xml = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" \
    toolsVersion="\(tools)" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
        <device id="retina6_1" orientation="portrait" appearance="light"/>
        \(dependency)
        <scenes/>
    </document>
    """
  return try IBDocument(data: Data(xml.utf8), file: "T.storyboard")
}

/// Which iOS release's metrics a document's stored frames follow (decision IB50).
@Suite struct SystemVersionTests {
  @Test(
    "IB50: the iOS plug-in build decides: 24xxx (Xcode 26) is iOS 26, 23xxx and older iOS 18",
    arguments: [
      ("24765", "24743", 26), ("24127", "24063", 26), ("24506", "24504", 26),
      ("23504", "23506", 18), ("22155", "22131", 18), ("14113", "14088", 18),
      // The 32700.99.1234 placeholder: the plug-in says which Xcode laid the document out.
      ("32700.99.1234", "22685", 18), ("32700.99.1234", "24504", 26),
    ])
  func pluginDecides(tools: String, plugIn: String, expected: Int) throws {
    let saved = try document(tools: tools, plugIn: plugIn)
    #expect(saved.cocoaTouchPluginVersion == plugIn)
    #expect(saved.toolsVersion == tools)
    #expect(saved.savedSystemVersion == expected)
  }

  @Test(
    "IB50: without a plug-in dependency toolsVersion decides; the placeholder and junk count as 18",
    arguments: [("24765", 26), ("23077.2", 18), ("32700.99.1234", 18), ("", 18), ("x", 18)])
  func toolsVersionStandsIn(tools: String, expected: Int) throws {
    let saved = try document(tools: tools, plugIn: nil)
    #expect(saved.cocoaTouchPluginVersion == nil)
    #expect(saved.savedSystemVersion == expected)
  }
}
