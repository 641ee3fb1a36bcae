import Testing
import TextLayout

/// Runs a test, or every test of a suite, with DejaVu Sans as the system face: their expected
/// values were read from DejaVu Sans's tables, the system face before decision TX11 made it Inter.
public struct DejaVuSystemFace: TestTrait, SuiteTrait, TestScoping {
  /// Applies to every test of a suite.
  public var isRecursive: Bool { true }

  /// Runs the test (or each test of the suite) with DejaVu Sans as the task's system face.
  public func provideScope(
    for test: Test, testCase: Test.Case?,
    performing function: @Sendable () async throws -> Void
  ) async throws {
    try await SystemFontFamilies.$taskFamily.withValue("DejaVu Sans") { try await function() }
  }
}

extension Trait where Self == DejaVuSystemFace {
  /// DejaVu Sans as the system face for this test or suite (decision TX11).
  public static var dejaVuSystemFace: Self { Self() }
}
