/// The outcome of type-checking one group in one language mode.
public struct GroupResult: Sendable {
  /// The group's name.
  public var name: String
  /// The Swift language mode (5 or 6).
  public var languageMode: Int
  /// The number of files (without the stub).
  public var fileCount: Int
  /// The number of lines in those files.
  public var lineCount: Int
  /// The modules whose imports were commented out because they do not exist here.
  public var droppedImports: [String]
  /// The errors, in the order the compiler printed them.
  public var errors: [CompilerDiagnostic]
  /// The files with code only for Apple platforms (`#if os(iOS)`...), which Linux skips.
  public var appleOnlyConditionalFiles: [String]

  /// Creates a result.
  public init(
    name: String, languageMode: Int, fileCount: Int, lineCount: Int, droppedImports: [String],
    errors: [CompilerDiagnostic], appleOnlyConditionalFiles: [String] = []
  ) {
    self.name = name
    self.languageMode = languageMode
    self.fileCount = fileCount
    self.lineCount = lineCount
    self.droppedImports = droppedImports
    self.errors = errors
    self.appleOnlyConditionalFiles = appleOnlyConditionalFiles
  }

  /// Whether the group type-checks without an error.
  public var isClean: Bool { errors.isEmpty }

  /// The errors counted by kind.
  public var errorsByKind: [DiagnosticKind: Int] {
    errors.reduce(into: [:]) { counts, error in
      counts[error.classification.kind, default: 0] += 1
    }
  }

  /// Whether every error is of a kind the issue leaves out of the library's scope: the
  /// Objective-C runtime (a source transform's job) and names the current SDK no longer has.
  public var isCleanButForRuntimeAndRenamed: Bool {
    errorsByKind.keys.allSatisfy { $0 == .objectiveCRuntime || $0 == .renamedAPI }
  }

  /// The missing API names, each once.
  public var missingAPIs: Set<String> {
    Set(
      errors.compactMap { error in
        let (kind, api) = error.classification
        return kind == .missingAPI ? api : nil
      })
  }
}
