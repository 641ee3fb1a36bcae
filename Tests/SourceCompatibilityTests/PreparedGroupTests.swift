import Foundation
import Testing

@testable import SourceCompatibility

@Suite("Preparing files for the compiler")
struct PreparedGroupTests {
  @Test("imports of unavailable modules are commented out in place; lines keep their numbers")
  func imports() {
    let text = """
      import UIKit
      @testable import SnapKit
      import class WebKit.WKWebView
      import SwiftUI // previews
      import Foundation
      let x = 1
      """
    let (prepared, dropped) = PreparedGroup.commentingOutImports(
      in: text, keeping: ["UIKit", "Foundation"])
    #expect(
      prepared == """
        import UIKit
        // @testable import SnapKit
        // import class WebKit.WKWebView
        // import SwiftUI // previews
        import Foundation
        let x = 1
        """)
    #expect(dropped == ["SnapKit", "WebKit", "SwiftUI"])
    #expect(prepared.split(separator: "\n").count == text.split(separator: "\n").count)
  }

  @Test("a stub's first line names the modules it stands in for")
  func stubModules() {
    #expect(
      PreparedGroup.stubModules(in: "// stub-modules: Core BrowserServicesKit\nx") == [
        "Core", "BrowserServicesKit",
      ])
    #expect(PreparedGroup.stubModules(in: "// Stubs for SnapKit\n").isEmpty)
  }

  @Test("code under an Apple-only condition is noticed; conditions that include Linux are not")
  func appleOnlyConditions() {
    #expect(PreparedGroup.appleOnlyCondition(in: "import UIKit\n#if os(iOS)\nclass A {}\n#endif"))
    #expect(PreparedGroup.appleOnlyCondition(in: "  #elseif targetEnvironment(macCatalyst)\n"))
    #expect(!PreparedGroup.appleOnlyCondition(in: "#if os(iOS) || os(Linux)\n#endif"))
    #expect(!PreparedGroup.appleOnlyCondition(in: "#if canImport(UIKit)\n#endif"))
    #expect(!PreparedGroup.appleOnlyCondition(in: "// #if os(iOS) in a comment"))
  }

  @Test("a file that is not UTF-8 text is refused by name")
  func unreadable() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "compat-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("bad.swift")
    try Data([0xFF, 0xFE, 0x00, 0xC3]).write(to: file)
    #expect(throws: CompatibilityError.unreadableFile(file.path)) {
      _ = try PreparedGroup(
        SourceGroup(name: "bad", files: [file]), available: [],
        scratch: folder.appendingPathComponent("scratch"))
    }
  }
}
