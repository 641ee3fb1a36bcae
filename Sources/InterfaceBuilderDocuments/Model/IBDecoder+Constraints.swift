import Foundation

// Constraints and their attributes and numbers.

extension IBDecoder {
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
}
