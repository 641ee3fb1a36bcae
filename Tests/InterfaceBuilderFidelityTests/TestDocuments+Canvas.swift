import Foundation
import HeadlessUIKit
import HeadlessUIKitTestSupport
import InterfaceBuilderDocuments
import InterfaceBuilderFidelity
import Testing

/// Documents for the canvas tests (`CanvasDesignTimeTests`, `CanvasBarsAndHeadersTests`,
/// `InterfaceBuilderCanvasTests`, `StoredTextMeasurementTests`) and their layout on Xcode's
/// canvas path (`StoryboardSceneLayout`, as `check` and the fidelity report use it).
extension TestDocuments {
  /// The text of a document saved by the Interface Builder build `plugIn` for the device
  /// `device`, with `body` inside `<scenes>` (storyboards) or `<objects>` (xibs).
  ///
  /// - Parameters:
  ///   - body: The scenes or top-level objects.
  ///   - xib: Whether the document is a xib.
  ///   - device: The Interface Builder device identifier (`retina4_7`, …).
  ///   - plugIn: The Interface Builder plug-in build that saved the document.
  ///   - toolsVersion: The document's `toolsVersion`, `plugIn` when `nil`.
  ///   - initialViewController: The storyboard's initial controller, none when `nil`.
  ///   - useTraitCollections: Whether the document declares `useTraitCollections="YES"`.
  /// - Returns: The document's XML.
  static func canvasDocument(
    _ body: String, xib: Bool = false, device: String, plugIn: String,
    toolsVersion: String? = nil, initialViewController: String? = nil,
    useTraitCollections: Bool = true
  ) -> String {
    let type = xib ? "CocoaTouch.XIB" : "CocoaTouch.Storyboard.XIB"
    let container = xib ? "objects" : "scenes"
    let traits = useTraitCollections ? #" useTraitCollections="YES""# : ""
    let initial = initialViewController.map { #" initialViewController="\#($0)""# } ?? ""
    return """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.\(type)" version="3.0" \
      toolsVersion="\(toolsVersion ?? plugIn)" targetRuntime="iOS.CocoaTouch" useAutolayout="YES"\
      \(traits) useSafeAreas="YES"\(initial)>
          <device id="\(device)" orientation="portrait" appearance="light"/>
          <dependencies>
              <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="\(plugIn)"/>
          </dependencies>
          <\(container)>
      \(body)
          </\(container)>
      </document>
      """
  }

  /// Writes a document's text to a fresh folder under `name` and returns its location.
  static func write(_ xml: String, named name: String) throws -> URL {
    let url = folder().appendingPathComponent(name)
    try Data(xml.utf8).write(to: url)
    return url
  }

  /// Lays a document out on Xcode's canvas and returns its scenes.
  ///
  /// The canvas is `device` (else the document's own device), in portrait, with the system
  /// generation the document was saved for; only the scene `sceneID` is laid out when given.
  /// The main screen is restored afterwards.
  static func canvasScenes(
    _ document: IBDocument, at url: URL, device: HeadlessDevice? = nil, sceneID: String? = nil,
    textMetrics: NibTextMetrics = .fonts
  ) -> [LaidOutStoryboardScene] {
    let previous = UIScreen.main
    defer { UIScreen.headlessMain = previous }
    let screen = UIScreen(
      headlessDevice: device ?? StoryboardSceneLayout.documentDevice(document).0,
      orientation: .portrait,
      systemGeneration: StoryboardSceneLayout.systemGeneration(of: document))
    return StoryboardSceneLayout.layOut(
      document, at: url, on: screen, sceneID: sceneID, textMetrics: textMetrics)
  }

  /// The views of the document at `url` laid out on Xcode's canvas for its device, by id:
  /// those of the scene `sceneID`, else of the first scene.
  ///
  /// - Parameters:
  ///   - url: A document written by ``write(_:named:)``.
  ///   - sceneID: The scene to lay out, the first when `nil`.
  ///   - textMetrics: How text is measured (`.storedFrames`: the sizes Xcode stored).
  /// - Returns: The scene's views by Interface Builder id.
  /// - Throws: The document's loading error, or a failed requirement when it has no scene.
  static func canvasViews(
    _ url: URL, scene sceneID: String? = nil, textMetrics: NibTextMetrics = .fonts
  ) throws -> [String: UIView] {
    let document = try IBDocument.load(contentsOf: url)
    let scenes = canvasScenes(document, at: url, sceneID: sceneID, textMetrics: textMetrics)
    return try #require(scenes.first).views
  }

  /// Every scene of the document at `url` laid out on Xcode's canvas for its device: each
  /// scene's views by id, by scene id.
  static func canvasViewsByScene(_ url: URL) throws -> [String: [String: UIView]] {
    let scenes = canvasScenes(try IBDocument.load(contentsOf: url), at: url)
    return Dictionary(scenes.map { ($0.scene, $0.views) }, uniquingKeysWith: { first, _ in first })
  }
}
