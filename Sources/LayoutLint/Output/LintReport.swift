/// What a run found: the findings, the files that could not be checked, and how much was read.
package struct LintReport: Sendable, Equatable {
  /// A file that was not checked (it does not parse, or a document cannot be read).
  package struct Failure: Sendable, Equatable, Codable {
    /// The file.
    package var file: String
    /// Where the problem starts.
    package var line: Int
    /// Where the problem starts.
    package var column: Int
    /// What is wrong.
    package var message: String

    /// Creates a failure.
    package init(file: String, line: Int, column: Int, message: String) {
      self.file = file
      self.line = line
      self.column = column
      self.message = message
    }
  }

  /// The findings, sorted by file, line, column and rule.
  package var findings: [LintFinding]
  /// Files not checked.
  package var failures: [Failure]
  /// The number of Swift files read.
  package var files: Int
  /// The number of lines of Swift read.
  package var lines: Int

  /// Creates a report.
  package init(findings: [LintFinding], failures: [Failure], files: Int, lines: Int) {
    self.findings = findings
    self.failures = failures
    self.files = files
    self.lines = lines
  }

  /// The exit status the command uses: 1 when anything was reported, 0 otherwise.
  package var exitStatus: Int32 {
    findings.isEmpty && failures.isEmpty ? 0 : 1
  }

  /// Xcode's diagnostic lines (`file:line:column: warning: message [P3]`), each fix-it on a
  /// `note:` line after its finding, and the failures as `error:` lines.
  package var xcodeText: String {
    var lines: [String] = []
    for failure in failures {
      lines.append("\(failure.file):\(failure.line):\(failure.column): error: \(failure.message)")
    }
    for finding in findings {
      lines.append(
        "\(finding.file):\(finding.line):\(finding.column): warning: \(finding.message) "
          + "[\(finding.rule.rawValue)]")
      if let fix = finding.fixIt {
        lines.append(
          "\(finding.file):\(finding.line):\(finding.column): note: fix-it: \(fix.summary) "
            + "(headless-uikit lint --fix)")
      }
    }
    return lines.joined(separator: "\n")
  }
}
