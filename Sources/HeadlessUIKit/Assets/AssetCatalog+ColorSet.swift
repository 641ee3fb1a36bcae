import Foundation

/// Colour sets: `<name>.colorset/Contents.json` (decision IM8).
extension AssetCatalog {
  /// The appearance slot a colour set entry fills.
  private struct Slot: Hashable {
    var isDark = false
    var hasIncreasedContrast = false
  }

  /// The colour of a colour set: a dynamic colour with a variant per appearance.
  ///
  /// Entries for the universal and iPhone idioms are read (iPhone wins); an entry's
  /// appearances say whether it is for dark (`luminosity` `dark`) and for increased contrast
  /// (`contrast` `high`); an explicit `light` entry wins over the "any" entry. Missing variants
  /// fall back as system colours do (dark to light, increased contrast to normal). Colours in
  /// sRGB, extended sRGB, Display P3 and grey are read, and references to system colours;
  /// components may be written as decimals (`0.500`), 8-bit integers (`128`) or hexadecimal
  /// (`0x80`), as Xcode writes them.
  ///
  /// - Parameters:
  ///   - name: The name the colour prints with.
  ///   - folder: The `.colorset` folder.
  /// - Returns: The colour.
  /// - Throws: `AssetCatalogError` when the file cannot be read or understood.
  package static func color(named name: String, at folder: URL) throws(AssetCatalogError)
    -> UIColor
  {
    let path = folder.appendingPathComponent("Contents.json").path
    let contents = try contents(of: folder)
    guard let entries = contents["colors"] as? [[String: Any]] else {
      throw .malformed(path: path, reason: "\"colors\" is not an array of objects")
    }
    // For each slot: the colour and its precedence (iPhone over universal, light over any).
    var slots: [Slot: (color: UIColor, rank: Int)] = [:]
    for entry in entries {
      let idiom = entry["idiom"] as? String ?? "universal"
      guard idiom == "universal" || idiom == "iphone" else { continue }
      if let gamut = entry["display-gamut"] as? String, gamut.lowercased() != "srgb" { continue }
      var slot = Slot()
      var rank = idiom == "iphone" ? 2 : 0
      for appearance in entry["appearances"] as? [[String: Any]] ?? [] {
        let kind = appearance["appearance"] as? String
        let value = appearance["value"] as? String
        if kind == "luminosity" {
          slot.isDark = value == "dark"
          if value == "light" { rank += 1 }
        } else if kind == "contrast" {
          slot.hasIncreasedContrast = value == "high"
        }
      }
      guard let description = entry["color"] as? [String: Any] else {
        throw .malformed(path: path, reason: "an entry has no \"color\" object")
      }
      let color = try self.color(description, path: path)
      if let existing = slots[slot], existing.rank > rank { continue }
      slots[slot] = (color, rank)
    }
    guard let base = slots[Slot()]?.color ?? slots.values.first?.color else {
      throw .noColor(path: path)
    }
    func variant(_ slot: Slot, fallback: Slot?) -> CGColor {
      let color = slots[slot]?.color ?? fallback.flatMap { slots[$0]?.color } ?? base
      let appearance = ColorAppearance(
        isDark: slot.isDark, hasIncreasedContrast: slot.hasIncreasedContrast)
      return color.storage.color(in: appearance)
    }
    let dark = Slot(isDark: true)
    var variants = SystemColorVariants(
      name: name, light: variant(Slot(), fallback: nil), dark: variant(dark, fallback: nil),
      lightHighContrast: variant(Slot(hasIncreasedContrast: true), fallback: Slot()),
      darkHighContrast: variant(Slot(isDark: true, hasIncreasedContrast: true), fallback: dark))
    variants.isCatalogColor = true
    return UIColor(storage: .system(variants))
  }

  /// The colour of one entry's `color` object.
  private static func color(
    _ description: [String: Any], path: String
  ) throws(AssetCatalogError) -> UIColor {
    if let reference = description["reference"] as? String {
      guard let system = NibInstantiator.systemColor(named: reference) else {
        throw .unknownSystemColor(path: path, name: reference)
      }
      return system
    }
    let space = description["color-space"] as? String ?? "srgb"
    guard let components = description["components"] as? [String: Any] else {
      throw .malformed(path: path, reason: "a colour has no \"components\" object")
    }
    func component(_ key: String, default fallback: CGFloat? = nil)
      throws(AssetCatalogError) -> CGFloat
    {
      guard let raw = components[key] else {
        if let fallback { return fallback }
        throw .malformed(path: path, reason: "a colour has no \"\(key)\" component")
      }
      guard let value = componentValue(raw) else {
        throw .invalidComponent(path: path, component: key, value: "\(raw)")
      }
      return value
    }
    let alpha = try component("alpha", default: 1)
    switch space {
    case "srgb", "extended-srgb":
      return UIColor(
        red: try component("red"), green: try component("green"), blue: try component("blue"),
        alpha: alpha)
    case "display-p3", "extended-display-p3":
      return UIColor(
        displayP3Red: try component("red"), green: try component("green"),
        blue: try component("blue"), alpha: alpha)
    case "gray-gamma-22", "extended-gray":
      return UIColor(white: try component("white"), alpha: alpha)
    default:
      throw .unsupportedColorSpace(path: path, colorSpace: space)
    }
  }

  /// A component as Xcode writes it: a decimal string (`0.500`), an 8-bit integer string
  /// (`128`), a hexadecimal string (`0x80`), or a JSON number.
  ///
  /// - Parameter raw: The JSON value.
  /// - Returns: The component from 0 to 1 (extended values kept), or `nil` when unreadable.
  package static func componentValue(_ raw: Any) -> CGFloat? {
    if let number = raw as? NSNumber, !(raw is String) { return CGFloat(number.doubleValue) }
    guard let text = (raw as? String)?.trimmingCharacters(in: .whitespaces), !text.isEmpty else {
      return nil
    }
    if text.lowercased().hasPrefix("0x") {
      guard let value = Int(text.dropFirst(2), radix: 16), (0...255).contains(value) else {
        return nil
      }
      return CGFloat(value) / 255
    }
    if text.contains(".") || text.contains("e") || text.contains("E") {
      guard let value = Double(text), value.isFinite else { return nil }
      return CGFloat(value)
    }
    guard let value = Int(text), (0...255).contains(value) else { return nil }
    return CGFloat(value) / 255
  }
}
