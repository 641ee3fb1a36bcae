import Examples
import Foundation
import HeadlessUIKit
import InterfaceBuilderDocuments
import InterfaceBuilderFidelity

/// Which scenes of an Interface Builder document to lay out, on which devices and in which
/// environment; shared by `render`, `dump` and `check`.
struct DocumentSelection {
  /// The document's path.
  var file: String
  /// One scene (or top-level xib view) id, or `nil`.
  var sceneID: String?
  /// Every scene instead of the initial one.
  var allScenes: Bool
  /// A device, `all`, or `nil` for the document's own.
  var device: DeviceOption?
  /// An orientation, or `nil` for the document's own.
  var orientation: OrientationOption?
  /// The iOS release whose metrics to simulate, or `nil` for the document's own.
  var systemVersion: SystemVersionOption?
  /// The Dynamic Type size.
  var contentSizeCategory = ContentSizeOption.large
  /// The appearance.
  var appearance = AppearanceOption.light
  /// Where text sizes come from.
  var textMetrics = NibTextMetrics.fonts
  /// Asset catalogs (or folders holding them) named with `--assets`.
  var assetCatalogs: [String] = []
  /// Whether catalogs near the document are used too.
  var discoversAssetCatalogs = true

  /// One laid-out scene on one device.
  struct Scene {
    let document: IBDocument
    let scene: LaidOutStoryboardScene
    let device: String
    let isOnlyDevice: Bool
  }

  /// Loads the document and calls `body` for each selected scene on each selected device, laid
  /// out in the selected environment; a scene stays valid only during its call.
  @MainActor
  func forEachScene(_ body: (Scene) throws(ToolError) -> Void) throws(ToolError) {
    // The bundled seed storyboards name the examples' controller classes.
    ExampleStoryboards.register()
    let url = URL(fileURLWithPath: file)
    let document: IBDocument
    do {
      document = try IBDocument.load(contentsOf: url)
    } catch {
      throw ToolError(error.description)
    }
    let category = contentSizeCategory.category
    let style = appearance.style
    let generation =
      systemVersion?.generation ?? StoryboardSceneLayout.systemGeneration(of: document)
    let (own, ownLandscape) = StoryboardSceneLayout.documentDevice(document)
    let interfaceOrientation =
      (orientation ?? (ownLandscape ? .landscape : .portrait)).interfaceOrientation
    let devices: [HeadlessDevice]
    if let device {
      devices =
        device.isAll ? HeadlessDevice.all : HeadlessDevice.named(device.name).map { [$0] } ?? []
    } else {
      devices = [own]
    }
    let screens = devices.map {
      UIScreen(headlessDevice: $0, orientation: interfaceOrientation, systemGeneration: generation)
    }
    let wanted = try selectedScene(in: document)
    try registerAssetCatalogs()
    defer { AssetCatalog.unregisterAll() }
    for screen in screens {
      let scenes = StoryboardSceneLayout.layOut(
        document, at: url, on: screen, sceneID: wanted, textMetrics: textMetrics)
      if let wanted, scenes.isEmpty {
        throw ToolError("\(file) has no scene or top-level view with id '\(wanted)'")
      }
      for scene in scenes {
        if let window = scene.root as? UIWindow {
          if category != .large { window.headlessSetContentSizeCategory(category) }
          if style != .light { window.overrideUserInterfaceStyle = style }
          window.layoutIfNeeded()
          window.layoutIfNeeded()
        }
        try body(
          Scene(
            document: document, scene: scene, device: screen.headlessDevice.name,
            isOnlyDevice: screens.count == 1))
      }
    }
  }

  /// The scene to lay out: the one asked for, every one with `allScenes`, else the
  /// storyboard's initial scene (or its first) or the xib's first top-level view.
  private func selectedScene(in document: IBDocument) throws(ToolError) -> String? {
    if let sceneID { return sceneID }
    if allScenes { return nil }
    switch document.kind {
    case .storyboard:
      if let initial = document.initialViewControllerID,
        let scene = document.scenes.first(where: { $0.controller?.id == initial })
      {
        return scene.id
      }
      guard let first = document.scenes.first(where: { $0.controller != nil }) else {
        throw ToolError("\(file) has no scene with a view controller")
      }
      return first.id
    case .xib:
      guard
        let first = document.objects.first(where: {
          $0.element != "placeholder" && $0.frame != nil
        })
      else {
        throw ToolError("\(file) has no top-level view")
      }
      return first.id
    }
  }
}
