import Testing

@testable import SourceCompatibility

@Suite("Compiler diagnostics")
struct CompilerDiagnosticTests {
  /// Output as the compiler prints it: an error, its source excerpt, a note, a warning, a tagged
  /// error and an error without a place.
  static let output = """
    /tmp/x/0/a.swift:12:15: error: call to main actor-isolated initializer 'init()' in a synchronous nonisolated context [#ActorIsolatedCall]
     10 |
     12 |   let label = UILabel()
        |               `- error: call to main actor-isolated initializer 'init()' in a synchronous nonisolated context [#ActorIsolatedCall]
    /tmp/x/0/a.swift:3:1: note: add '@MainActor' to make global function 'f()' part of global actor 'MainActor'
    /tmp/x/1/b.swift:7:2: warning: variable 'y' was never used
    /tmp/x/1/b.swift:9:20: error: cannot find 'UIBezierPath' in scope
    <unknown>:0: error: missing required modules: 'CFreeType'
    """

  @Test("errors only, with their places; tags and excerpts dropped")
  func parse() {
    let errors = CompilerDiagnostic.errors(in: Self.output)
    #expect(
      errors == [
        CompilerDiagnostic(
          file: "/tmp/x/0/a.swift", line: 12, column: 15,
          message:
            "call to main actor-isolated initializer 'init()' in a synchronous nonisolated context"
        ),
        CompilerDiagnostic(
          file: "/tmp/x/1/b.swift", line: 9, column: 20,
          message: "cannot find 'UIBezierPath' in scope"),
        CompilerDiagnostic(
          file: "<unknown>", line: 0, column: 0,
          message: "missing required modules: 'CFreeType'"),
      ])
  }

  @Test("no errors in an empty output")
  func empty() {
    #expect(CompilerDiagnostic.errors(in: "").isEmpty)
  }
}
