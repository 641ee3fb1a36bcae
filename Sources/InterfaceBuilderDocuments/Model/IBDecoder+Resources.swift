import Foundation

// The document's resources: image sizes and named colours.

extension IBDecoder {
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
}
