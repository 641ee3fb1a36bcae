import HeadlessUIKit
import HeadlessUIKitTesting
import XCTest

/// `assertLayout` in an XCTest test case: failures go to XCTest.
///
/// The tests are `@MainActor` and `async`: swift-corelibs-xctest cannot run a synchronous
/// main-actor test method (its test list casts it to a nonisolated function and aborts), while
/// it awaits an asynchronous one.
final class LayoutAuditXCTests: XCTestCase {
  /// The failures recorded while `capturing` is set, instead of failing the test.
  private var captured: [(description: String, line: Int)] = []
  private var capturing = false

  override func recordFailure(
    withDescription description: String, inFile filePath: String, atLine lineNumber: Int,
    expected: Bool
  ) {
    guard capturing else {
      super.recordFailure(
        withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
      return
    }
    captured.append((description, lineNumber))
  }

  @MainActor
  func testAssertLayoutFailsAnXCTestWithTheReport() async {
    capturing = true
    let line = #line + 1
    assertLayout(
      of: AuditScreens.conflictingHeights, on: .named("iPhone SE (3rd generation)"),
      orientations: [.portrait], contentSizeCategories: [.large], userInterfaceStyles: [.light])
    capturing = false
    XCTAssertEqual(captured.count, 1)
    XCTAssertEqual(captured.first?.line, line)
    XCTAssertTrue(
      captured.first?.description.contains("unsatisfiableConstraint: UIView > UIView[0] \"card\"")
        == true, captured.first?.description ?? "")
  }

  @MainActor
  func testAssertLayoutPassesACleanScreen() async {
    let report = assertLayout(
      of: AuditScreens.clean, on: .named("iPhone SE (3rd generation)"),
      orientations: [.portrait], contentSizeCategories: [.large], userInterfaceStyles: [.light])
    XCTAssertTrue(report.isClean, report.description)
  }
}
