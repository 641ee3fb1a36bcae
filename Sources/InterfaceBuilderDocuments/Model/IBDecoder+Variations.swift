import Foundation

// Size-class variations and their masks.

extension IBDecoder {
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
}
