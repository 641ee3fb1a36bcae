import ArgumentParser
import Examples
import Foundation
import HeadlessUIKit
import ViewRendering

/// `headless-uikit render EXAMPLE [--device NAME] … [--scale N] -o out.png`: lays out a bundled
/// example and draws it to a file, PNG or SVG by the file's extension.
struct RenderCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "render",
    abstract: "Lay out a bundled example and draw it to a PNG or SVG file."
  )

  @OptionGroup var scene: SceneOptions

  @Option(name: [.short, .customLong("output")], help: "The file to write (.png or .svg).")
  var output: String

  @Option(help: "Pixels per point of a PNG (default: the device's scale).")
  var scale: Double?

  @Flag(help: "After writing the file, print the view tree with frames.")
  var tree = false

  func run() throws {
    let url = URL(fileURLWithPath: output)
    let format = url.pathExtension.lowercased()
    guard format == "png" || format == "svg" else {
      throw ToolError("cannot write '\(output)': the file name must end in .png or .svg")
    }
    if let scale, !(scale > 0 && scale <= 8) {
      throw ToolError("--scale must be above 0 and at most 8, not \(scale)")
    }
    let (failure, dump) = MainActor.assumeIsolated { draw(to: url, format: format) }
    if let failure { throw failure }
    print("\(scene.heading): wrote \(output)")
    if tree { print(dump, terminator: "") }
  }

  /// Lays the scene out and writes it; returns the failure, if any, and the view tree's dump.
  @MainActor
  private func draw(to url: URL, format: String) -> (ToolError?, String) {
    let window: UIWindow
    do {
      window = try scene.makeWindow().1
    } catch {
      return (error, "")
    }
    let dump = ViewTreeDump(window).text
    let list = DisplayList(rendering: window)
    if format == "svg" {
      do {
        // Written to a temporary file and renamed, so a failed write leaves no partial file.
        try Data(SVGWriter.svg(for: list).utf8).write(to: url, options: .atomic)
      } catch {
        return (ToolError("cannot write '\(output)': \(error.localizedDescription)"), dump)
      }
      return (nil, dump)
    }
    let pixels = scale ?? Double(window.screen.scale)
    do {
      try RasterRenderer.render(list, scale: pixels, background: nil).writePNG(to: url)
    } catch {
      return (ToolError(error.description), dump)
    }
    return (nil, dump)
  }
}
