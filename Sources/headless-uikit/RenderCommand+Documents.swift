import Foundation
import HeadlessUIKit
import InterfaceBuilderDocuments
import Raster
import ViewRendering

extension RenderCommand {
  /// Renders the selected scenes of a storyboard or xib: one scene on one device to the file
  /// `-o` names, anything more to files in the directory `-o` names (created if needed), with
  /// a progress line per file on standard error.
  @MainActor
  func renderDocument() throws(ToolError) {
    let many = allScenes.allScenes || scene.device?.isAll == true
    let target = URL(fileURLWithPath: output)
    var fileFormat = target.pathExtension.lowercased()
    if many {
      fileFormat = format.rawValue
      do {
        try FileManager.default.createDirectory(at: target, withIntermediateDirectories: true)
      } catch {
        throw ToolError("cannot create the directory '\(output)': \(error.localizedDescription)")
      }
    }
    let selection = DocumentSelection(
      file: scene.example, sceneID: sceneID.id, allScenes: allScenes.allScenes,
      device: scene.device,
      orientation: scene.orientation, systemVersion: scene.systemVersion,
      contentSizeCategory: scene.contentSizeCategory, appearance: scene.appearance,
      assetCatalogs: assets.catalogs, discoversAssetCatalogs: assets.discovers)
    let base = ((scene.example as NSString).lastPathComponent as NSString).deletingPathExtension
    var written = 0
    try selection.forEachScene { (laidOut) throws(ToolError) in
      var url = target
      if many {
        var name = "\(base)-\(laidOut.scene.scene)"
        if !laidOut.isOnlyDevice { name += "-" + DeviceBatch.sanitizedName(laidOut.device) }
        url = target.appendingPathComponent(name + "." + fileFormat)
      }
      try write(laidOut.scene.root, to: url, format: fileFormat)
      written += 1
      let line =
        "\(laidOut.scene.scene) (\(laidOut.scene.title)) on \(laidOut.device): wrote \(url.path)"
      if many {
        FileHandle.standardError.write(Data((line + "\n").utf8))
      } else {
        print(line)
      }
      if tree { print(ViewTreeDump(laidOut.scene.root).text, terminator: "") }
    }
    if many { print("\(scene.example): wrote \(written) files to \(output)") }
  }

  /// Draws a laid-out view tree to a PNG or SVG file, written atomically.
  @MainActor
  private func write(_ root: UIView, to url: URL, format: String) throws(ToolError) {
    let list = DisplayList(rendering: root, overlay: overlay)
    if format == "svg" {
      do {
        try Data(SVGWriter.svg(for: list).utf8).write(to: url, options: .atomic)
      } catch {
        throw ToolError("cannot write '\(url.path)': \(error.localizedDescription)")
      }
      return
    }
    let screenScale = (root as? UIWindow)?.screen.scale ?? UIScreen.main.scale
    do {
      try RasterRenderer.render(list, scale: scale ?? Double(screenScale), background: nil)
        .writePNG(to: url)
    } catch {
      throw ToolError(error.description)
    }
  }
}
