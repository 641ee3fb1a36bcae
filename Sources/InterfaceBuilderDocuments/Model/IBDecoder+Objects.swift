import Foundation

// Objects, table sections, rectangles, autoresizing masks and layout guides.

extension IBDecoder {
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
}
