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

  @OptionGroup var assets: AssetOptions

  @Flag(help: "Print the tree as JSON instead of text.")
  var json = false

  @Flag(
    help:
      "After the tree, print the layout report: ambiguous views, broken and redundant constraints."
  )
  var report = false

  @OptionGroup var sceneID: SceneIDOption

  @OptionGroup var allScenes: AllScenesOption

  func run() throws {
    if scene.isDocument {
      let text = try MainActor.assumeIsolated { () throws(ToolError) -> String in
        try dumpDocument()
      }
      print(text, terminator: "")
      return
    }
    let text = try MainActor.assumeIsolated { () throws(ToolError) -> String in
      let (_, window) = try scene.makeWindow()
      if json { return ViewTreeDump(window).json }
      let tree = scene.heading + "\n" + ViewTreeDump(window).text
      return report ? tree + "\n" + LayoutReport(window).text : tree
    }
    print(text, terminator: "")
  }

  /// The selected scenes of a document: a heading and the tree (or one JSON document per
  /// scene, one per line).
  @MainActor
  private func dumpDocument() throws(ToolError) -> String {
    let selection = DocumentSelection(
      file: scene.example, sceneID: sceneID.id, allScenes: allScenes.allScenes,
      device: scene.device,
      orientation: scene.orientation, systemVersion: scene.systemVersion,
      contentSizeCategory: scene.contentSizeCategory, appearance: scene.appearance,
      assetCatalogs: assets.catalogs, discoversAssetCatalogs: assets.discovers)
    var text = ""
    try selection.forEachScene { (laidOut) throws(ToolError) in
      let root = laidOut.scene.root
      if json {
        text += ViewTreeDump(root).json.trimmingCharacters(in: .newlines) + "\n"
        return
      }
      text +=
        "\(scene.example) scene \(laidOut.scene.scene) (\(laidOut.scene.title)) on "
        + "\(laidOut.device)\n" + ViewTreeDump(root).text
      if report { text += "\n" + LayoutReport(root).text }
    }
    return text
  }
}
