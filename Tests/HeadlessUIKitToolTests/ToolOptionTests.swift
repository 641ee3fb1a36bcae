import Foundation
import TestSupport
import Testing

/// The tool's options as swift-argument-parser checks them: a value outside an option's list
/// is a usage error (status 64, the command's usage), a file that cannot be read is a failure
/// of the command (status 1, one line naming the file).
@Suite struct ToolOptionTests {
  private let settings = RepositoryFixtures.interfaceBuilder.appendingPathComponent(
    "nnw-settings.storyboard"
  ).path

  @Test("An unknown orientation is a usage error that lists the accepted values")
  func unknownOrientation() throws {
    let run = try ToolRun.run(["dump", "profile", "--orientation", "sideways"])
    #expect(run.status == 64)
    #expect(run.errors.contains("The value 'sideways' is invalid for '--orientation"))
    #expect(run.errors.contains("'portraitUpsideDown'"))
    #expect(run.output.isEmpty)
  }

  @Test("Names are matched without regard to case")
  func caseInsensitive() throws {
    let run = try ToolRun.run(
      ["dump", "profile", "--orientation", "LANDSCAPE", "--appearance", "Dark"])
    #expect(run.status == 0, "\(run.errors)")
    #expect(run.output.hasPrefix("profile on iPhone 15 Pro, landscape, dark\n"))
  }

  @Test("An unknown device, content size or appearance is a usage error")
  func unknownValues() throws {
    for arguments in [
      ["--device", "iPhone 99"], ["--content-size-category", "huge"], ["--appearance", "sepia"],
    ] {
      let run = try ToolRun.run(["dump", "profile"] + arguments)
      #expect(run.status == 64, "\(arguments)")
      #expect(run.errors.contains("is invalid for '\(arguments[0])"), "\(run.errors)")
    }
  }

  @Test("An unknown example is a usage error naming the known ones")
  func unknownExample() throws {
    let run = try ToolRun.run(["dump", "no-such-scene"])
    #expect(run.status == 64)
    #expect(run.errors.contains("unknown example 'no-such-scene'; known: "))
    #expect(run.errors.contains("preview-cap"))
  }

  @Test("render: a scale outside (0, 8] and an output that is not .png or .svg are usage errors")
  func renderValidation() throws {
    let scale = try ToolRun.run(["render", "profile", "-o", "/tmp/x.png", "--scale", "0"])
    #expect(scale.status == 64)
    #expect(scale.errors.contains("--scale must be above 0 and at most 8, not 0.0"))
    let name = try ToolRun.run(["render", "profile", "-o", "/tmp/x.jpeg"])
    #expect(name.status == 64)
    #expect(name.errors.contains("the file name must end in .png or .svg"))
    let format = try ToolRun.run(
      ["render", settings, "--all-scenes", "-o", "/tmp/scenes", "--format", "gif"])
    #expect(format.status == 64)
    #expect(format.errors.contains("The value 'gif' is invalid for '--format"))
  }

  @Test("A missing document fails the command with one line naming the file")
  func missingDocument() throws {
    let run = try ToolRun.run(["check", "/nonexistent/Main.storyboard"])
    #expect(run.status == 1)
    let lines = run.errors.split(separator: "\n")
    #expect(lines.count == 1, "\(run.errors)")
    #expect(lines.first?.hasPrefix("Error: ") == true)
    #expect(lines.first?.contains("/nonexistent/Main.storyboard") == true)
  }

  @Test("--scene is the same option for check, dump and render")
  func sceneOption() throws {
    let check = try ToolRun.run(
      ["check", settings, "--scene", "gUB-2F-Iar", "--text-metrics", "stored"])
    #expect(check.status == 0, "\(check.errors)")
    #expect(check.output.hasPrefix("nnw-settings.storyboard scene gUB-2F-Iar "))
    let dump = try ToolRun.run(["dump", settings, "--scene", "gUB-2F-Iar"])
    #expect(dump.status == 0, "\(dump.errors)")
    #expect(dump.output.contains("scene gUB-2F-Iar"))
    let unknown = try ToolRun.run(["check", settings, "--scene", "nope"])
    #expect(unknown.status == 1)
    #expect(unknown.errors.contains("has no scene or top-level view with id 'nope'"))
  }

  @Test("--text-metrics takes fonts or stored")
  func textMetrics() throws {
    let run = try ToolRun.run(["check", settings, "--text-metrics", "guess"])
    #expect(run.status == 64)
    #expect(run.errors.contains("Please provide one of 'fonts' and 'stored'."))
  }
}

/// `lint`'s exit statuses follow the tool's convention.
@Suite struct LintCommandStatusTests {
  private let fixtures = RepositoryFixtures.root.appendingPathComponent("Tests/Fixtures/LayoutLint")

  @Test("lint: findings exit 1, a missing path fails in one line, an unknown rule is a usage error")
  func statuses() throws {
    let findings = try ToolRun.run(["lint", fixtures.appendingPathComponent("P7/Wrong.swift").path])
    #expect(findings.status == 1, "\(findings.errors)")
    #expect(findings.output.contains("[P7]"))
    let quiet = try ToolRun.run(["lint", fixtures.appendingPathComponent("P7/Right.swift").path])
    #expect(quiet.status == 0, "\(quiet.output)")
    let missing = try ToolRun.run(["lint", "/nonexistent/View.swift"])
    #expect(missing.status == 1)
    #expect(missing.errors.split(separator: "\n").count == 1)
    #expect(missing.errors.contains("/nonexistent/View.swift"))
    let rule = try ToolRun.run(["lint", "--rule", "P9", fixtures.path])
    #expect(rule.status == 64)
    #expect(rule.errors.contains("unknown rule 'P9'; use P1 to P7"))
  }
}
