import Foundation
import SourceCompatibility
import Testing

/// `import UIKit` needs no C module maps.
///
/// The C libraries behind text and pixels (FreeType, Fontconfig, libpng, libjpeg-turbo) are
/// implementation-only imports of `TextLayout` and `Raster` (decision SN9). A module that does not depend on HeadlessUIKit but finds
/// `UIKit.swiftmodule` in the build's module folder (swift-snapshot-testing, swift-custom-dump:
/// `#if canImport(UIKit)`) then compiles instead of failing with "missing required modules".
@Suite("Imports without module maps")
struct ModuleMapFreeImportTests {
  @Test("A file that imports UIKit type-checks with only the module folder on the search path")
  func importWithoutModuleMaps() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "compat-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("Client.swift")
    try Data(
      """
      import UIKit

      @MainActor func headline() -> (CGFloat, Data?) {
        let label = UILabel()
        label.font = .preferredFont(forTextStyle: .headline)
        let image = UIGraphicsImageRenderer(size: CGSize(width: 2, height: 2)).image { _ in
          UIRectFill(CGRect(x: 0, y: 0, width: 1, height: 1))
        }
        return (label.font.pointSize, image.pngData())
      }
      """.utf8
    ).write(to: file)
    var environment = try TypeCheckEnvironment.current()
    environment.clangArguments = []
    let result = try CompatibilityCheck(environment: environment).check(
      SourceGroup(name: "Client", files: [file]), languageMode: 6)
    #expect(result.errors.isEmpty, "\(result.errors.map(\.message))")
  }
}
