import Foundation
import Raster
import TestSupport
import Testing

/// The command-line tool's asset catalogs: found beside a document, named with `--assets`,
/// turned off with `--no-asset-discovery` (decision AC3), run as a process.
@Suite struct AssetOptionsToolTests {
  private let document = RepositoryFixtures.assetCatalogApp.appendingPathComponent(
    "Base.lproj/Profile.storyboard")

  /// Runs the tool; returns its exit status and standard error.
  private func run(_ arguments: [String]) throws -> (Int32, String) {
    let run = try ToolRun.run(arguments)
    return (run.status, run.errors)
  }

  /// Renders the fixture to a temporary PNG at scale 1; returns the pixel at (x, y) and the
  /// tool's standard error.
  private func render(_ extra: [String], x: Int, y: Int) throws -> ([UInt8], String) {
    let output = FileManager.default.temporaryDirectory
      .appendingPathComponent("AssetOptionsToolTests-\(UUID().uuidString).png")
    defer { try? FileManager.default.removeItem(at: output) }
    let (status, err) = try run(
      ["render", document.path, "-o", output.path, "--scale", "1"] + extra)
    #expect(status == 0, "\(err)")
    let data = try Data(contentsOf: output)
    let (width, _, rgba) = try PNGCodec.decode([UInt8](data))
    let offset = (y * width + x) * 4
    return (Array(rgba[offset..<offset + 4]), err)
  }

  /// Whether two pixels differ by at most one level per channel (rounding of 0.5).
  private func close(_ a: [UInt8], _ b: [UInt8]) -> Bool {
    a.count == b.count && zip(a, b).allSatisfy { abs(Int($0) - Int($1)) <= 1 }
  }

  @Test("AC3: render uses the catalog beside the document; without discovery the stored colours")
  func renderUsesCatalog() throws {
    // A point of the root view's background, away from every subview.
    let (found, err) = try render([], x: 300, y: 600)
    #expect(close(found, [255, 128, 0, 255]), "\(found)")
    #expect(err.contains("Profile.storyboard"))
    #expect(err.contains("\"MissingPhoto\" image"))
    let (stored, quiet) = try render(["--no-asset-discovery"], x: 300, y: 600)
    #expect(close(stored, [128, 128, 128, 255]), "\(stored)")
    #expect(!quiet.contains("\"MissingPhoto\" image"))
    let catalog = RepositoryFixtures.assetCatalogApp.appendingPathComponent("Assets.xcassets")
    let (named, _) = try render(
      ["--no-asset-discovery", "--assets", catalog.path], x: 300, y: 600)
    #expect(close(named, [255, 128, 0, 255]), "\(named)")
  }

  @Test("AC3: --assets naming a folder without catalogs is refused with a message")
  func badAssetsFolder() throws {
    let (status, err) = try run(
      ["check", document.path, "--assets", document.deletingLastPathComponent().path])
    #expect(status != 0)
    #expect(err.contains("no .xcassets folder in it or one folder down"))
    let (missing, message) = try run(["check", document.path, "--assets", "/nonexistent/x"])
    #expect(missing != 0)
    #expect(message.contains("--assets /nonexistent/x: no such folder"))
  }
}
