import Foundation
import InterfaceBuilderDocuments

extension NibInstantiator {
  /// The live colour for a `<color>` element: sRGB, Display P3 and grey values as stored,
  /// system colours by their selector names (dynamic), asset-catalogue colours from the
  /// document's `<resources>` (a mid grey, logged, when the document stores no value).
  func color(_ element: IBElement) -> UIColor? {
    guard let value = IBColor(element) else {
      warn(nil, "line \(element.location.line): a colour form is not understood; default used")
      return nil
    }
    return color(value)
  }

  /// The live colour for a decoded document colour.
  func color(_ value: IBColor) -> UIColor? {
    switch value {
    case .rgb(let red, let green, let blue, let alpha, let space):
      if space.lowercased().contains("p3") {
        return UIColor(
          displayP3Red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue),
          alpha: CGFloat(alpha))
      }
      return UIColor(
        red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha))
    case .white(let white, let alpha):
      return UIColor(white: CGFloat(white), alpha: CGFloat(alpha))
    case .system(let name):
      if let system = Self.systemColor(named: name) { return system }
      if let stored = document.resources.systemColors[name], stored != value {
        return color(stored)
      }
      warn(nil, "system colour '\(name)' is unknown; default used")
      return nil
    case .named(let name):
      return namedColor(name, value: value)
    }
  }

  /// UIKit's colour for a selector name as documents write it (`systemBackgroundColor`,
  /// `labelColor`, `darkTextColor`…).
  nonisolated static func systemColor(named name: String) -> UIColor? {
    let base = name.hasSuffix("Color") ? String(name.dropLast(5)) : name
    switch base {
    case "systemBackground": return .systemBackground
    case "secondarySystemBackground": return .secondarySystemBackground
    case "tertiarySystemBackground": return .tertiarySystemBackground
    case "systemGroupedBackground", "groupTableViewBackground": return .systemGroupedBackground
    case "secondarySystemGroupedBackground": return .secondarySystemGroupedBackground
    case "tertiarySystemGroupedBackground": return .tertiarySystemGroupedBackground
    case "label", "text", "controlText": return .label
    case "secondaryLabel": return .secondaryLabel
    case "tertiaryLabel": return .tertiaryLabel
    case "quaternaryLabel": return .quaternaryLabel
    case "placeholderText": return .placeholderText
    case "link": return .link
    case "separator": return .separator
    case "opaqueSeparator": return .opaqueSeparator
    case "systemFill": return .systemFill
    case "secondarySystemFill": return .secondarySystemFill
    case "tertiarySystemFill": return .tertiarySystemFill
    case "quaternarySystemFill": return .quaternarySystemFill
    case "systemRed": return .systemRed
    case "systemOrange": return .systemOrange
    case "systemYellow": return .systemYellow
    case "systemGreen": return .systemGreen
    case "systemMint": return .systemMint
    case "systemTeal": return .systemTeal
    case "systemCyan": return .systemCyan
    case "systemBlue": return .systemBlue
    case "systemIndigo": return .systemIndigo
    case "systemPurple": return .systemPurple
    case "systemPink": return .systemPink
    case "systemBrown": return .systemBrown
    case "systemGray": return .systemGray
    case "systemGray2": return .systemGray2
    case "systemGray3": return .systemGray3
    case "systemGray4": return .systemGray4
    case "systemGray5": return .systemGray5
    case "systemGray6": return .systemGray6
    case "tint", "systemTint": return .tintColor
    case "darkText": return .darkText
    case "lightText": return .lightText
    case "black": return .black
    case "white": return .white
    case "clear": return .clear
    case "darkGray": return .darkGray
    case "lightGray": return .lightGray
    case "gray": return .gray
    case "red": return .red
    case "green": return .green
    case "blue": return .blue
    case "cyan": return .cyan
    case "yellow": return .yellow
    case "magenta": return .magenta
    case "orange": return .orange
    case "purple": return .purple
    case "brown": return .brown
    default: return nil
    }
  }

  /// The live font for a `<fontDescription>` or `<font>` element; text styles follow the
  /// current content size category; named fonts the system does not have fall back to the
  /// system font of the same size (logged).
  func font(_ element: IBElement) -> UIFont? {
    guard let description = IBFontDescription(element) else {
      warn(nil, "line \(element.location.line): a font description is not understood")
      return nil
    }
    switch description {
    case .system(let size, let weight):
      return UIFont.systemFont(
        ofSize: CGFloat(size), weight: weight.flatMap(Self.fontWeight) ?? .regular)
    case .boldSystem(let size):
      return UIFont.boldSystemFont(ofSize: CGFloat(size))
    case .italicSystem(let size):
      return UIFont.italicSystemFont(ofSize: CGFloat(size))
    case .named(let name, _, let size):
      if name == ".AppleSystemUIFont" || name.hasPrefix(".SFUI") {
        return UIFont.systemFont(ofSize: CGFloat(size))
      }
      if let font = UIFont(name: name, size: CGFloat(size)) { return font }
      warn(nil, "font '\(name)' is not installed; the system font is used")
      return UIFont.systemFont(ofSize: CGFloat(size))
    case .textStyle(let style):
      return UIFont.preferredFont(forTextStyle: UIFont.TextStyle(rawValue: style))
    }
  }

  /// The weight for a document spelling (`medium`, `semibold`…).
  static func fontWeight(_ name: String) -> UIFont.Weight? {
    switch name {
    case "ultraLight": .ultraLight
    case "thin": .thin
    case "light": .light
    case "regular": .regular
    case "medium": .medium
    case "semibold": .semibold
    case "bold": .bold
    case "heavy": .heavy
    case "black": .black
    default: nil
    }
  }

  /// Edge insets from an `<inset minX minY maxX maxY>` element.
  static func insets(_ element: IBElement) -> UIEdgeInsets {
    UIEdgeInsets(
      top: CGFloat(element.double("minY") ?? 0), left: CGFloat(element.double("minX") ?? 0),
      bottom: CGFloat(element.double("maxY") ?? 0), right: CGFloat(element.double("maxX") ?? 0))
  }
}
