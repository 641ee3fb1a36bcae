import Foundation
import TestSupport
import Testing

/// The command-line tool's `--system-version` option (decision IB50), run as a process.
@Suite struct SystemVersionOptionTests {
  /// Runs the tool; returns its exit status, standard output and standard error.
  private func run(_ arguments: [String]) throws -> (Int32, String, String) {
    let run = try ToolRun.run(arguments)
    return (run.status, run.output, run.errors)
  }

  /// The JSON report of nnw-settings' settings scene.
  private func settingsScene(_ extra: [String]) throws -> [String: Any] {
    let file = RepositoryFixtures.interfaceBuilder.appendingPathComponent("nnw-settings.storyboard")
    let (status, out, _) = try run(
      ["check", file.path, "--scene", "gUB-2F-Iar", "--json", "--text-metrics", "stored"] + extra)
    #expect(status == 0)
    let line = try #require(out.split(separator: "\n").first)
    return try #require(
      try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
  }

  @Test("IB50: documents default to the generation they were saved for; --system-version overrides")
  func documentDefault() throws {
    let saved = try settingsScene([])
    let forced26 = try settingsScene(["--system-version", "26"])
    let forced18 = try settingsScene(["--system-version", "18"])
    #expect(saved["views"] as? Int == 74)
    #expect(saved["matched"] as? Int == forced26["matched"] as? Int)
    // Cells' content views keep their stored frames (IC3) and the canvas lays out every row of
    // the settings table (CN4): under iOS 18's row heights the rows below the first differ
    // from Xcode 26's stored frames. A label beside a disclosure indicator ends at the content
    // view's 8-point trailing margin (IC40).
    #expect(saved["matched"] as? Int == 59)
    #expect(forced18["matched"] as? Int == 1)
  }

  @Test("IB50: an unknown --system-version is a usage error listing the accepted values")
  func unknownVersion() throws {
    let (status, _, err) = try run(["dump", "profile", "--system-version", "19"])
    #expect(status == 64)
    #expect(err.contains("The value '19' is invalid for '--system-version"))
    #expect(err.contains("  - 12\n  - 13\n  - 14\n  - 15\n  - 16\n  - 17\n  - 18\n  - 26\n"))
  }

  @Test("IB50: examples take iOS 18 by default and iOS 26 on request, named in the heading")
  func exampleHeading() throws {
    let (status, out, _) = try run(["dump", "profile"])
    #expect(status == 0)
    #expect(out.hasPrefix("profile on iPhone 15 Pro, portrait\n"))
    let (status26, out26, _) = try run(["dump", "profile", "--system-version", "26"])
    #expect(status26 == 0)
    #expect(out26.hasPrefix("profile on iPhone 15 Pro, portrait, iOS 26\n"))
  }
}
