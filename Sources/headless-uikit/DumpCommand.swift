import ArgumentParser
import Examples
import Foundation
import HeadlessUIKit

/// `headless-uikit dump [EXAMPLE] [--device NAME] [--orientation O] [--json] [--report] …`.
struct DumpCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "dump",
    abstract: "Lay out a bundled example and print its view tree with frames."
  )

  @OptionGroup var scene: SceneOptions

  @Flag(help: "Print the tree as JSON instead of text.")
  var json = false

  @Flag(
    help:
      "After the tree, print the layout report: ambiguous views, broken and redundant constraints."
  )
  var report = false

  func run() throws {
    let text = try MainActor.assumeIsolated { () throws(ToolError) -> String in
      let (_, window) = try scene.makeWindow()
      if json { return ViewTreeDump(window).json }
      let tree = scene.heading + "\n" + ViewTreeDump(window).text
      return report ? tree + "\n" + LayoutReport(window).text : tree
    }
    print(text, terminator: "")
  }
}
