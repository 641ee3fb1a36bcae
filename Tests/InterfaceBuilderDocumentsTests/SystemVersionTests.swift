import Foundation
import InterfaceBuilderDocuments
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
    "IB50, GN1: the iOS plug-in build decides: each Xcode's builds map to its iOS SDK, 26 for Xcode 26",
    arguments: [
      ("24765", "24743", 26), ("24127", "24063", 26), ("24506", "24504", 26),
      ("23504", "23506", 18), ("23077.2", "23068.1", 18), ("22155", "22131", 17),
      ("21701", "21679", 16), ("21219", "21200", 16), ("20037", "20020", 15),
      ("19142.2", "19142.2", 15), ("17701", "17703", 14), ("17156", "17125", 14),
      ("15400", "15404", 13), ("15705", "15706", 13),
      // Xcode 11's betas: the document already records an appearance (dark mode is iOS 13).
      ("14868", "14824", 13),
      ("14490.70", "14490.49", 12), ("14313.18", "14283.14", 12),
      // Older than Xcode 10: the oldest simulated release.
      ("14113", "14088", 12), ("4514", "3747", 12),
      // The 32700.99.1234 placeholder: the plug-in says which Xcode laid the document out.
      ("32700.99.1234", "22685", 17), ("32700.99.1234", "24504", 26),
    ])
  func pluginDecides(tools: String, plugIn: String, expected: Int) throws {
    let saved = try document(tools: tools, plugIn: plugIn)
    #expect(saved.cocoaTouchPluginVersion == plugIn)
    #expect(saved.toolsVersion == tools)
    #expect(saved.savedSystemVersion == expected)
  }

  @Test(
    "IB50: without a plug-in dependency toolsVersion decides; the placeholder and junk count as 18",
    arguments: [
      ("24765", 26), ("23077.2", 18), ("11762", 12), ("32700.99.1234", 18), ("", 18), ("x", 18),
    ])
  func toolsVersionStandsIn(tools: String, expected: Int) throws {
    let saved = try document(tools: tools, plugIn: nil)
    #expect(saved.cocoaTouchPluginVersion == nil)
    #expect(saved.savedSystemVersion == expected)
  }
}
