import Foundation

extension IBDocument {
  /// Reads and decodes the document at a path.
  ///
  /// - Parameter url: The file's location.
  /// - Returns: The document.
  /// - Throws: `StoryboardError` for a missing, unreadable, malformed or unsupported document.
  package static func load(contentsOf url: URL) throws(StoryboardError) -> IBDocument {
    let file = url.path
    guard FileManager.default.fileExists(atPath: file) else {
      throw StoryboardError(.fileNotFound, file: file, message: "no such file")
    }
    let data: Data
    do {
      data = try Data(contentsOf: url)
    } catch {
      throw StoryboardError(
        .unreadable, file: file, message: "the file cannot be read (\(error.localizedDescription))")
    }
    return try IBDocument(data: data, file: file)
  }

  /// Parses and decodes a document's bytes.
  ///
  /// - Parameters:
  ///   - data: The document's bytes.
  ///   - file: The file name used in errors.
  /// - Throws: `StoryboardError` for a malformed or unsupported document.
  package init(data: Data, file: String) throws(StoryboardError) {
    let root = try IBXMLReader().read(data, file: file)
    try self.init(root: root, file: file)
  }

  /// Decodes a parsed document tree, validating identifiers and references.
  ///
  /// - Parameters:
  ///   - root: The root element.
  ///   - file: The file name used in errors.
  /// - Throws: `StoryboardError` for an unsupported generation, a missing or invalid attribute
  ///   that layout needs, a duplicate identifier or a dangling reference.
  package init(root: IBElement, file: String) throws(StoryboardError) {
    var decoder = IBDecoder(file: file)
    self = try decoder.decodeDocument(root)
    try decoder.checkReferences()
  }
}

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

  mutating func decodeObject(_ element: IBElement) throws(StoryboardError) -> IBObject {
    guard let id = element["id"] else {
      throw error(.missingAttribute, element, "<\(element.name)> has no id")
    }
    try declare(id, element)
    var object = IBObject(
      element: element.name, id: id, key: element.key, attributes: element.attributes,
      location: element.location, frame: nil, autoresizingMask: nil, subviews: [],
      constraints: [], layoutGuides: [], connections: [], variations: [], keyedObjects: [],
      prototypes: [], sections: [], properties: [])
    for child in element.children {
      switch (child.name, child.key) {
      case ("rect", "frame"):
        object.frame = try decodeRect(child)
      case ("autoresizingMask", _):
        object.autoresizingMask = decodeMask(child)
      case ("subviews", _):
        for view in child.children { object.subviews.append(try decodeObject(view)) }
      case ("constraints", _):
        for constraint in child.children where constraint.name == "constraint" {
          object.constraints.append(try decodeConstraint(constraint))
        }
      case ("layoutGuides", _):
        for guide in child.children where guide.name == "viewControllerLayoutGuide" {
          object.layoutGuides.append(try decodeGuide(guide))
        }
      case ("viewLayoutGuide", _):
        object.layoutGuides.append(try decodeGuide(child))
      case ("connections", _):
        for connection in child.children {
          if let decoded = try decodeConnection(connection) { object.connections.append(decoded) }
        }
      case ("variation", _):
        object.variations.append(decodeVariation(child))
      case ("prototypes", _), ("cells", _):
        for cell in child.children { object.prototypes.append(try decodeObject(cell)) }
      case ("sections", _):
        for section in child.children where section.name == "tableViewSection" {
          object.sections.append(try decodeSection(section))
        }
      case (_, _?) where child["id"] != nil:
        object.keyedObjects.append(try decodeObject(child))
      default:
        // Bar items, gesture recognizers and the like: not instantiated, but outlets name them.
        try declareAll(in: child)
        object.properties.append(child)
      }
    }
    return object
  }

  /// Declares the identifiers of an element kept as a property and of its descendants.
  mutating func declareAll(in element: IBElement) throws(StoryboardError) {
    if let id = element["id"] { try declare(id, element) }
    for child in element.children { try declareAll(in: child) }
  }

  mutating func decodeSection(_ element: IBElement) throws(StoryboardError) -> IBTableSection {
    guard let id = element["id"] else {
      throw error(.missingAttribute, element, "a table section has no id")
    }
    try declare(id, element)
    let cells = try element.items(of: "cells").map { (cell) throws(StoryboardError) in
      try decodeObject(cell)
    }
    return IBTableSection(
      id: id, headerTitle: element["headerTitle"], footerTitle: element["footerTitle"],
      cells: cells, location: element.location)
  }

  func decodeRect(_ element: IBElement) throws(StoryboardError) -> CGRect {
    var values: [Double] = []
    for name in ["x", "y", "width", "height"] {
      guard let text = element[name] else {
        throw error(.missingAttribute, element, "the frame has no '\(name)'")
      }
      guard let value = Double(text), value.isFinite else {
        throw error(.invalidValue, element, "the frame's '\(name)' is '\(text)', not a number")
      }
      values.append(value)
    }
    return CGRect(x: values[0], y: values[1], width: values[2], height: values[3])
  }

  func decodeMask(_ element: IBElement) -> IBAutoresizingMask {
    var mask = IBAutoresizingMask()
    mask.flexibleLeftMargin = element.bool("flexibleMinX") ?? false
    mask.flexibleWidth = element.bool("widthSizable") ?? false
    mask.flexibleRightMargin = element.bool("flexibleMaxX") ?? false
    mask.flexibleTopMargin = element.bool("flexibleMinY") ?? false
    mask.flexibleHeight = element.bool("heightSizable") ?? false
    mask.flexibleBottomMargin = element.bool("flexibleMaxY") ?? false
    return mask
  }

  mutating func decodeGuide(_ element: IBElement) throws(StoryboardError) -> IBLayoutGuide {
    guard let id = element["id"] else {
      throw error(.missingAttribute, element, "a layout guide has no id")
    }
    try declare(id, element)
    let role: IBLayoutGuide.Role
    switch (element.name, element.key, element["type"]) {
    case ("viewControllerLayoutGuide", _, "top"): role = .legacyTop
    case ("viewControllerLayoutGuide", _, "bottom"): role = .legacyBottom
    case ("viewControllerLayoutGuide", _, let type):
      throw error(.invalidValue, element, "legacy layout guide type '\(type ?? "none")' is unknown")
    case (_, "safeArea", _): role = .safeArea
    case (_, "contentLayoutGuide", _): role = .contentLayoutGuide
    case (_, "frameLayoutGuide", _): role = .frameLayoutGuide
    case (_, let key, _): role = .other(key ?? "")
    }
    return IBLayoutGuide(id: id, role: role, location: element.location)
  }

  mutating func decodeConstraint(_ element: IBElement) throws(StoryboardError) -> IBConstraint {
    guard let id = element["id"] else {
      throw error(.missingAttribute, element, "a constraint has no id")
    }
    try declare(id, element)
    guard let firstText = element["firstAttribute"] else {
      throw error(.missingAttribute, element, "constraint '\(id)' has no firstAttribute")
    }
    let first = try attribute(firstText, element, id)
    let second = try element["secondAttribute"].map { (text) throws(StoryboardError) in
      try attribute(text, element, id)
    }
    var relation = IBConstraint.Relation.equal
    if let text = element["relation"] {
      guard let parsed = IBConstraint.Relation(rawValue: text) else {
        throw error(.invalidValue, element, "constraint '\(id)' has unknown relation '\(text)'")
      }
      relation = parsed
    }
    var multiplier = 1.0
    if let text = element["multiplier"] {
      guard let parsed = IBConstraint.multiplier(from: text) else {
        throw error(.invalidValue, element, "constraint '\(id)' has invalid multiplier '\(text)'")
      }
      multiplier = parsed
    }
    let constant = try number("constant", element, id) ?? 0
    let priority = try number("priority", element, id) ?? 1000
    guard priority >= 1, priority <= 1000 else {
      throw error(
        .invalidValue, element, "constraint '\(id)' has priority \(priority), outside 1…1000")
    }
    if element["secondItem"] != nil, second == nil {
      throw error(
        .missingAttribute, element, "constraint '\(id)' has a second item but no secondAttribute")
    }
    for item in [element["firstItem"], element["secondItem"]].compactMap({ $0 }) {
      references.append((item, "constraint '\(id)'", element))
    }
    return IBConstraint(
      id: id, firstItem: element["firstItem"], firstAttribute: first, relation: relation,
      secondItem: element["secondItem"], secondAttribute: second, multiplier: multiplier,
      constant: constant, priority: Float(priority),
      isPlaceholder: element.bool("placeholder") ?? false, identifier: element["identifier"],
      variations: element.children.filter { $0.name == "variation" }.map(decodeVariation),
      location: element.location)
  }

  func attribute(
    _ text: String, _ element: IBElement, _ id: String
  ) throws(StoryboardError) -> IBConstraint.Attribute {
    guard let attribute = IBConstraint.Attribute(rawValue: text) else {
      throw error(.invalidValue, element, "constraint '\(id)' has unknown attribute '\(text)'")
    }
    return attribute
  }

  func number(
    _ name: String, _ element: IBElement, _ id: String
  ) throws(StoryboardError) -> Double? {
    guard let text = element[name] else { return nil }
    guard let value = Double(text), value.isFinite else {
      throw error(.invalidValue, element, "constraint '\(id)' has \(name) '\(text)', not a number")
    }
    return value
  }

  mutating func decodeConnection(_ element: IBElement) throws(StoryboardError) -> IBConnection? {
    func required(_ name: String) throws(StoryboardError) -> String {
      guard let value = element[name] else {
        throw error(.missingAttribute, element, "<\(element.name)> has no '\(name)'")
      }
      return value
    }
    switch element.name {
    case "outlet":
      let destination = try required("destination")
      references.append((destination, "outlet '\(element["property"] ?? "")'", element))
      return .outlet(
        property: try required("property"), destination: destination, location: element.location)
    case "outletCollection":
      let destination = try required("destination")
      references.append((destination, "outlet collection", element))
      return .outletCollection(
        property: try required("property"), destination: destination, location: element.location)
    case "action":
      return .action(
        selector: try required("selector"), destination: try required("destination"),
        eventType: element["eventType"], location: element.location)
    case "segue":
      let id = try required("id")
      try declare(id, element)
      let kind = try required("kind")
      // Unwind segues name an action, not a destination.
      let destination =
        kind == "unwind" ? (element["destination"] ?? "") : try required("destination")
      if kind != "unwind" {
        references.append((destination, "segue '\(id)'", element))
      }
      return .segue(
        IBSegue(
          id: id, destination: destination, kind: kind, relationship: element["relationship"],
          identifier: element["identifier"], customClass: element["customClass"],
          location: element.location,
          modalPresentationStyle: element["modalPresentationStyle"]))
    default:
      return nil
    }
  }

  func decodeVariation(_ element: IBElement) -> IBVariation {
    var attributes = element.attributes
    attributes["key"] = nil
    var constraintMask: [IBVariation.MaskEntry] = []
    var subviewMask: [IBVariation.MaskEntry] = []
    var properties: [IBElement] = []
    for child in element.children {
      guard child.name == "mask" else {
        properties.append(child)
        continue
      }
      let entries = child.children.compactMap { entry -> IBVariation.MaskEntry? in
        guard let reference = entry["reference"], entry.name == "include" || entry.name == "exclude"
        else { return nil }
        return IBVariation.MaskEntry(reference: reference, include: entry.name == "include")
      }
      if child.key == "subviews" {
        subviewMask += entries
      } else {
        constraintMask += entries
      }
    }
    return IBVariation(
      key: IBVariation.Key(element.key ?? ""), attributes: attributes,
      constraintMask: constraintMask, subviewMask: subviewMask, properties: properties,
      location: element.location)
  }

  func decodeResources(_ element: IBElement) -> IBResources {
    var resources = IBResources()
    for child in element.children {
      guard let name = child["name"] else { continue }
      switch child.name {
      case "image":
        if let width = child.double("width"), let height = child.double("height") {
          resources.imageSizes[name] = CGSize(width: width, height: height)
        }
        if child["catalog"] == "system" { resources.systemImageNames.insert(name) }
      case "namedColor":
        if let color = child.child(named: "color").flatMap(IBColor.init) {
          resources.namedColors[name] = color
        }
      case "systemColor":
        if let color = child.child(named: "color").flatMap(IBColor.init) {
          resources.systemColors[name] = color
        }
      default:
        break
      }
    }
    return resources
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
