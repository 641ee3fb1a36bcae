import Foundation
import HeadlessUIKitSnapshotTesting
import SnapshotTesting
import Testing

@MainActor
@Suite("Text snapshots: tree dumps, SVG and layout reports")
struct TextSnapshotTests {
  @Test("A controller's recursive description matches its reference and its file is marked linux")
  func controllerRecursiveDescription() {
    assertSnapshot(of: ProfileViewController(), as: .recursiveDescription(on: .iPhone13))
    let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("__Snapshots__/TextSnapshotTests")
      .appendingPathComponent("controllerRecursiveDescription.1.linux.txt")
    #expect(FileManager.default.fileExists(atPath: file.path))
  }

  @Test("A view's recursive description is laid out at the given size")
  func viewRecursiveDescription() {
    let stack = UIStackView(arrangedSubviews: [UILabel(), UIView()])
    stack.axis = .vertical
    stack.distribution = .fillEqually
    assertSnapshot(of: stack, as: .recursiveDescription(size: CGSize(width: 200, height: 100)))
  }

  @Test("A controller as SVG text matches its reference")
  func controllerSVG() {
    assertSnapshot(of: ProfileViewController(), as: .svg(on: .iPhoneSe))
  }

  @Test("A layout report lists a truncated label, and a clean screen has no findings")
  func layoutReport() throws {
    assertSnapshot(of: TruncatedTitleViewController(), as: .layoutReport(on: .iPhoneSe))
    var text = ""
    Snapshotting<UIViewController, String>.layoutReport(on: .iPhone13).snapshot(
      ProfileViewController()
    ).run { text = $0 }
    #expect(
      text
        == "Layout report of ProfileViewController on iPhone 13, portrait, large, light"
        + " (390 × 844): no findings\n")
  }
}
