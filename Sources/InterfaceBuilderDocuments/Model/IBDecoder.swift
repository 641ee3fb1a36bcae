import Foundation

/// Decodes the element tree into the typed model, collecting identifiers and references.
struct IBDecoder {
  let file: String
  /// Every declared identifier and where it is declared.
  var declared: [String: IBSourceLocation] = [:]
  /// Every reference made, to check once all identifiers are known.
  var references: [(id: String, what: String, element: IBElement)] = []

  init(file: String) {
    self.file = file
  }

  func error(
    _ kind: StoryboardError.Kind, _ element: IBElement, _ message: String
  ) -> StoryboardError {
    StoryboardError(
      kind, file: file, line: element.location.line, column: element.location.column,
      element: element.name, message: message)
  }

  mutating func decodeDocument(_ root: IBElement) throws(StoryboardError) -> IBDocument {
    if root.name == "archive" {
      throw error(
        .archiveFormat, root,
        "pre-Xcode-5 archive format (\(root["type"] ?? "unknown type")); re-save the document in a recent Xcode"
      )
    }
    guard root.name == "document" else {
      throw error(
        .unsupportedDocument, root, "the root element is not an Interface Builder <document>")
    }
    guard root["version"] == "3.0" else {
      throw error(
        .unsupportedDocument, root,
        "document format version '\(root["version"] ?? "none")' is not supported; only 3.0 is")
    }
    let type = root["type"] ?? ""
    let kind: IBDocumentKind
    if type.hasSuffix("CocoaTouch.Storyboard.XIB") {
      kind = .storyboard
    } else if type.hasSuffix("CocoaTouch.XIB") {
      kind = .xib
    } else {
      throw error(
        .unsupportedDocument, root, "document type '\(type)' is not an iOS storyboard or xib")
    }
    let runtime = root["targetRuntime"] ?? ""
    guard runtime.hasPrefix("iOS.CocoaTouch") else {
      throw error(.unsupportedDocument, root, "target runtime '\(runtime)' is not iOS")
    }
    if let initial = root["initialViewController"] {
      references.append((initial, "the initial view controller", root))
    }
    var document = IBDocument(
      file: file, kind: kind, toolsVersion: root["toolsVersion"] ?? "",
      usesAutoLayout: root.bool("useAutolayout") ?? false,
      usesTraitCollections: root.bool("useTraitCollections") ?? false,
      usesSafeAreas: root.bool("useSafeAreas") ?? false,
      isLaunchScreen: root.bool("launchScreen") ?? false,
      initialViewControllerID: root["initialViewController"], device: nil, scenes: [], objects: [],
      resources: IBResources(), designableSizes: [:])
    for child in root.children {
      switch child.name {
      case "device":
        document.device = IBDevice(
          id: child["id"] ?? "", isLandscape: child["orientation"] == "landscape",
          appearance: child["appearance"] ?? "light")
      case "scenes":
        for scene in child.children where scene.name == "scene" {
          document.scenes.append(try decodeScene(scene))
        }
      case "objects":
        document.objects = try child.children.map { (element) throws(StoryboardError) in
          try decodeObject(element)
        }
      case "resources":
        document.resources = decodeResources(child)
      case "simulatedMetricsContainer" where document.device == nil:
        // Documents older than `<device>` name their canvas in the default simulated metrics
        // (`retina4`, `retina4_7.fullscreen`…).
        if let screen = child.child(key: "destination"), let type = screen["type"] {
          let id = String(type.split(separator: ".").first ?? "")
          document.device = IBDevice(
            id: id == "retina4" ? "retina4_0" : id,
            isLandscape: child.child(key: "orientation")?["orientation"] == "landscapeRight",
            appearance: "light")
        }
      case "dependencies":
        let plugIn = child.children.first {
          $0.name == "plugIn" && $0["identifier"] == "com.apple.InterfaceBuilder.IBCocoaTouchPlugin"
        }
        document.cocoaTouchPluginVersion = plugIn?["version"]
      case "designables":
        for designable in child.children {
          if let id = designable["name"], let size = designable.child(key: "intrinsicContentSize"),
            let width = size.double("width"), let height = size.double("height")
          {
            document.designableSizes[id] = CGSize(width: width, height: height)
          }
        }
      default:
        break
      }
    }
    return document
  }

  mutating func decodeScene(_ element: IBElement) throws(StoryboardError) -> IBScene {
    guard let id = element["sceneID"] else {
      throw error(.missingAttribute, element, "a scene has no sceneID")
    }
    let objects = try element.items(of: "objects").map { (object) throws(StoryboardError) in
      try decodeObject(object)
    }
    return IBScene(id: id, objects: objects, location: element.location)
  }

  mutating func declare(_ id: String, _ element: IBElement) throws(StoryboardError) {
    if let previous = declared[id] {
      throw error(
        .duplicateIdentifier, element,
        "identifier '\(id)' is already used by the object at line \(previous.line)")
    }
    declared[id] = element.location
  }

  /// Throws for the first reference to an identifier the document does not declare.
  func checkReferences() throws(StoryboardError) {
    for reference in references where declared[reference.id] == nil {
      throw error(
        .danglingReference, reference.element,
        "\(reference.what) names unknown identifier '\(reference.id)'")
    }
  }
}
