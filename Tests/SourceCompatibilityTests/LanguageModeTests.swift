import Foundation
import SourceCompatibility
import Testing

/// UIKit's isolation as Apple's SDK presents it: Swift 5 code that touches views from
/// nonisolated code compiles (the SDK's main-actor API is `@preconcurrency`), and Swift 6 code
/// still gets the main actor's isolation.
@Suite("Language modes")
struct LanguageModeTests {
  /// Compiles one file in a scratch folder and returns the result.
  static func typeCheck(_ source: String, languageMode: Int) throws -> GroupResult {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "compat-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("Screen.swift")
    try Data(source.utf8).write(to: file)
    let check = CompatibilityCheck(environment: try TypeCheckEnvironment.current())
    return try check.check(SourceGroup(name: "Screen", files: [file]), languageMode: languageMode)
  }

  /// Code written before Swift concurrency: views made and changed in nonisolated functions,
  /// classes and a background-queue closure.
  static let swift5Code = """
    import UIKit

    func makeHeader(title: String) -> UILabel {
      let label = UILabel(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
      label.text = title
      label.setNeedsLayout()
      return label
    }

    final class Presenter {
      let label = UILabel()
      func show(_ text: String) { label.text = text }
    }

    func reload(_ view: UIView) {
      DispatchQueue.main.async { view.alpha = 1 }
    }
    """

  @Test("Swift 5: nonisolated code may touch views, as with Apple's SDK")
  func swift5() throws {
    let result = try Self.typeCheck(Self.swift5Code, languageMode: 5)
    #expect(result.errors.isEmpty, "\(result.errors.map(\.message))")
  }

  @Test("Swift 6: UIKit is still main-actor isolated")
  func swift6() throws {
    let source = """
      import UIKit

      protocol Configurable { func configure() }
      extension UIView: Configurable { func configure() { alpha = 0.5 } }

      func background() async {
        let view = UIView()
        view.alpha = 0
      }
      """
    let result = try Self.typeCheck(source, languageMode: 6)
    #expect(!result.errors.isEmpty)
    #expect(
      result.errors.allSatisfy { DiagnosticKind.classify($0.message).kind == .concurrency },
      "\(result.errors.map(\.message))")
  }

  @Test("a file that does not parse gives errors with its own name, not a crash")
  func unparseable() throws {
    let result = try Self.typeCheck("import UIKit\nclass A: UIView {\n  func (\n", languageMode: 5)
    #expect(!result.errors.isEmpty)
    #expect(result.errors.allSatisfy { $0.file.hasSuffix("/Screen.swift") })
  }
}
