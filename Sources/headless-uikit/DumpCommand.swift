import ArgumentParser
import Examples
import Foundation
import HeadlessUIKit

/// `headless-uikit dump [EXAMPLE] [--device NAME] [--orientation portrait|landscape] [--report]`.
struct DumpCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "dump",
    abstract: "Lay out a bundled example and print its view tree with frames."
  )

  @Argument(help: "The example to lay out (see `headless-uikit examples`).")
  var example = "profile"

  @Option(help: "The device to simulate (see `headless-uikit devices`).")
  var device = HeadlessDevice.default.name

  @Option(help: "portrait, portraitUpsideDown, landscapeLeft or landscapeRight (or landscape).")
  var orientation = "portrait"

  @Flag(
    help:
      "After the tree, print the layout report: ambiguous views, broken and redundant constraints."
  )
  var report = false

  func run() throws {
    let text = try MainActor.assumeIsolated { () throws(ValidationError) -> String in
      let screen = try ToolInput.screen(device: device, orientation: orientation)
      guard let scene = ExampleScene.named(example) else {
        throw ValidationError(
          "unknown example '\(example)'; known: "
            + ExampleScene.all.map(\.name).joined(separator: ", "))
      }
      UIScreen.main = screen
      let window = scene.makeWindow(screen)
      let tree =
        "\(scene.name) on \(screen.device.name), \(orientation)\n" + ViewTreeDump(window).text
      return report ? tree + "\n" + LayoutReport(window).text : tree
    }
    print(text, terminator: "")
  }
}
