import ArgumentParser
import Examples
import Foundation
import HeadlessUIKit
import ViewRendering

/// `headless-uikit render EXAMPLE [--device NAME] … -o out.svg`: lays out a bundled example and
/// draws it to a file, in the format its extension names.
struct RenderCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "render",
    abstract: "Lay out a bundled example and draw it to an SVG file."
  )

  @OptionGroup var scene: SceneOptions

  @Option(name: [.short, .customLong("output")], help: "The file to write (.svg).")
  var output: String

  func run() throws {
    let url = URL(fileURLWithPath: output)
    guard url.pathExtension.lowercased() == "svg" else {
      throw ToolError(
        "cannot write '\(output)': the output's extension must be .svg")
    }
    let svg = try MainActor.assumeIsolated { () throws(ToolError) -> String in
      let (_, window) = try scene.makeWindow()
      return SVGWriter.svg(for: DisplayList(rendering: window))
    }
    do {
      // Written to a temporary file and renamed, so a failed write leaves no partial file.
      try Data(svg.utf8).write(to: url, options: .atomic)
    } catch {
      throw ToolError("cannot write '\(output)': \(error.localizedDescription)")
    }
    print("\(scene.heading): wrote \(output)")
  }
}
