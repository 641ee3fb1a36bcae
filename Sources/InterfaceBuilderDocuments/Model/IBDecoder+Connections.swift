import Foundation

// Outlets, actions and segues.

extension IBDecoder {
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
}
