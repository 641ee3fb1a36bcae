/// A colour as a document stores it in `<color>`.
package enum IBColor: Sendable, Equatable {
  /// Red, green, blue and alpha in 0…1 in the named colour space (`sRGB`, `calibratedRGB`,
  /// `displayP3`…).
  case rgb(red: Double, green: Double, blue: Double, alpha: Double, space: String)
  /// A grey level and alpha.
  case white(Double, alpha: Double)
  /// A UIKit system colour by its selector name (`systemBackgroundColor`, `labelColor`…).
  case system(String)
  /// An asset-catalogue colour by name.
  case named(String)

  /// Decodes a `<color>` element.
  ///
  /// Fails when the element uses a form the loader does not know.
  ///
  /// - Parameter element: The element.
  package init?(_ element: IBElement) {
    if let name = element["systemColor"] ?? element["cocoaTouchSystemColor"] {
      self = .system(name)
    } else if let name = element["name"] {
      self = element["catalog"] == "System" ? .system(name) : .named(name)
    } else if let white = element.double("white") {
      self = .white(white, alpha: element.double("alpha") ?? 1)
    } else if let red = element.double("red"), let green = element.double("green"),
      let blue = element.double("blue")
    {
      let space = element["customColorSpace"] ?? element["colorSpace"] ?? "sRGB"
      self = .rgb(
        red: red, green: green, blue: blue, alpha: element.double("alpha") ?? 1, space: space)
    } else {
      return nil
    }
  }
}

/// A font as a document stores it in `<fontDescription>` (or `<font>` in attributed text).
package enum IBFontDescription: Sendable, Equatable {
  /// `type="system"` with an optional `weight`.
  case system(size: Double, weight: String?)
  /// `type="boldSystem"`.
  case boldSystem(size: Double)
  /// `type="italicSystem"`.
  case italicSystem(size: Double)
  /// A named font (`name`, `family`, `pointSize`).
  case named(name: String, family: String?, size: Double)
  /// A Dynamic Type text style (`style="UICTFontTextStyleBody"`).
  case textStyle(String)

  /// Decodes a `<fontDescription>` or `<font>` element.
  ///
  /// Fails when the element names no size, style or font.
  ///
  /// - Parameter element: The element.
  package init?(_ element: IBElement) {
    let size = element.double("pointSize") ?? element.double("size")
    if let style = element["style"] {
      self = .textStyle(style)
      return
    }
    let type = element["type"] ?? element["metaFont"]
    switch (type, size) {
    case ("system", let size?): self = .system(size: size, weight: element["weight"])
    case ("boldSystem", let size?): self = .boldSystem(size: size)
    case ("italicSystem", let size?): self = .italicSystem(size: size)
    default:
      guard let name = element["name"], let size else { return nil }
      self = .named(name: name, family: element["family"], size: size)
    }
  }
}
