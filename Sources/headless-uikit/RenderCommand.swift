import ArgumentParser
import Examples
import Foundation
import HeadlessUIKit
import Raster
import ViewRendering

/// `headless-uikit render EXAMPLE [--device NAME|all] … [--scale N] [--overlay] -o out.png`: lays
/// out a bundled example and draws it to a file, PNG or SVG by the file's extension.
///
/// `--device all` draws every catalogue device to its own file (the device's name inserted
/// before the extension), printing a progress line per device to standard error.
struct RenderCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "render",
    abstract: "Lay out a bundled example and draw it to a PNG or SVG file."
  )

  @OptionGroup var scene: SceneOptions

  @Option(
    name: [.short, .customLong("output")],
    help: """
      The file to write (.png or .svg); for several scenes or devices of a document, a \
      directory.
      """)
  var output: String

  @OptionGroup var sceneID: SceneIDOption

  @OptionGroup var allScenes: AllScenesOption

  @Option(help: "The format of documents' scenes written to a directory.")
  var format = ImageFormatOption.png

  @Option(help: "Pixels per point of a PNG, above 0 and at most 8 (default: the device's scale).")
  var scale: Double?

  @OptionGroup var assets: AssetOptions

  @Flag(help: "After writing the file, print the view tree with frames.")
  var tree = false

  @Flag(
    help:
      "Draw the view debugger's overlay: frames, margins, safe area, guides, ambiguous and broken views."
  )
  var overlay = false

  func validate() throws {
    if let scale, !(scale > 0 && scale <= 8) {
      throw ValidationError("--scale must be above 0 and at most 8, not \(scale)")
    }
    let many =
      scene.isDocument
      && (allScenes.allScenes || scene.device?.isAll == true)
    let fileFormat = URL(fileURLWithPath: output).pathExtension.lowercased()
    if !many && fileFormat != "png" && fileFormat != "svg" {
      throw ValidationError("cannot write '\(output)': the file name must end in .png or .svg")
    }
  }

  func run() throws {
    let url = URL(fileURLWithPath: output)
    let format = url.pathExtension.lowercased()
    if scene.isDocument {
      let failure = MainActor.assumeIsolated { () -> ToolError? in
        do {
          try renderDocument()
          return nil
        } catch let error as ToolError {
          return error
        } catch {
          return ToolError("\(error)")
        }
      }
      if let failure { throw failure }
      return
    }
    if scene.device?.isAll == true {
      try drawAllDevices(format: format)
      return
    }
    let (failure, dump) = MainActor.assumeIsolated {
      draw(scene, to: url, path: output, format: format)
    }
    if let failure { throw failure }
    print("\(scene.heading): wrote \(output)")
    if tree { print(dump, terminator: "") }
  }

  /// Draws the scene on every catalogue device, one file each, with a progress line per device
  /// on standard error; fails with one line naming the devices that failed.
  private func drawAllDevices(format: String) throws(ToolError) {
    let names = HeadlessDevice.all.map(\.name)
    let failures = MainActor.assumeIsolated {
      DeviceBatch.run(
        devices: names, output: output,
        progress: { FileHandle.standardError.write(Data(($0 + "\n").utf8)) },
        render: { (device, path) throws(ToolError) in
          var options = scene
          options.deviceName = device
          let (failure, dump) = draw(
            options, to: URL(fileURLWithPath: path), path: path, format: format)
          if let failure { throw failure }
          if tree { print(options.heading + "\n" + dump, terminator: "") }
        })
    }
    if let summary = DeviceBatch.summary(of: failures, total: names.count) {
      throw ToolError(summary)
    }
    print("\(scene.example) on all devices: wrote \(names.count) files")
  }

  /// Lays a scene out and writes it; returns the failure, if any, and the view tree's dump.
  @MainActor
  private func draw(_ scene: SceneOptions, to url: URL, path: String, format: String) -> (
    ToolError?, String
  ) {
    let window: UIWindow
    do {
      window = try scene.makeWindow().1
    } catch {
      return (error, "")
    }
    let dump = ViewTreeDump(window).text
    let list = DisplayList(rendering: window, overlay: overlay)
    if format == "svg" {
      do {
        // Written to a temporary file and renamed, so a failed write leaves no partial file.
        try Data(SVGWriter.svg(for: list).utf8).write(to: url, options: .atomic)
      } catch {
        return (ToolError("cannot write '\(path)': \(error.localizedDescription)"), dump)
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
