import Testing

@testable import UIKitSourceTransform

@Suite("Platform conditions in the plugin's copies")
struct PlatformConditionTests {
  @Test("os(iOS) is true in #if and #elseif, with the line's columns kept")
  func iOSConditionIsTrue() {
    let source = """
      #if os(iOS)
      class Panel: UIView {}
      #elseif os(macOS)
      class Panel: NSView {}
      #endif
      #if os(iOS) || os(tvOS)
      let shared = 1
      #endif
      #if !os( iOS )
      let other = 2
      #endif
      """
    let lines = transform([("P.swift", source)]).text(of: "P.swift").rewrittenLines
    #expect(lines[0] == "#if true   ")
    #expect(lines[2] == "#elseif os(macOS)")
    #expect(lines[5] == "#if true    || os(tvOS)")
    #expect(lines[8] == "#if !true     ")
    #expect(lines.count == 11)
  }

  @Test("other platform conditions and os(iOS) outside #if are left alone")
  func otherConditionsUnchanged() {
    let source = """
      #if os(Linux) && canImport(UIKit)
      let linux = true
      #endif
      let text = "os(iOS)"
      """
    let lines = transform([("P.swift", source)]).text(of: "P.swift").rewrittenLines
    #expect(lines[0] == "#if os(Linux) && canImport(UIKit)")
    #expect(lines[3] == "let text = \"os(iOS)\"")
  }

  @Test("a class declared under os(iOS) is registered under the same, now true, condition")
  func registrationFollows() {
    let source = """
      #if os(iOS)
      class Panel: UIView {
        @objc func close() {}
      }
      #endif
      """
    let copy = transform([("P.swift", source)]).text(of: "P.swift")
    #expect(copy.contains("#if (true)\nextension Panel {"))
    #expect(!copy.contains("os(iOS)"))
  }
}
