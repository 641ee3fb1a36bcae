import Foundation

/// A colour set (`<name>.colorset/Contents.json`) as plain values (decisions IM8, AC1).
///
/// Entries for the universal and iPhone idioms are read (iPhone wins over universal); an
/// entry's appearances say whether it is for dark (`luminosity` `dark`) and for increased
/// contrast (`contrast` `high`); an explicit `light` entry wins over the "any" entry. Entries
/// for a wide `display-gamut` only, or for appearances HeadlessUIKit does not model, are
/// skipped. Colours in sRGB, extended sRGB, Display P3 and grey are read, and references to
/// system colours; components may be decimals (`0.500`), 8-bit integers (`128`), hexadecimal
/// (`0x80`) strings or JSON numbers, as Xcode writes them.
package struct AssetColorSet: Equatable, Sendable {
  /// One colour of the set.
  package enum Value: Equatable, Sendable {
    /// Red, green, blue and alpha, in sRGB or (when `isDisplayP3`) Display P3.
    case rgb(red: Double, green: Double, blue: Double, alpha: Double, isDisplayP3: Bool)
    /// A grey.
    case white(Double, alpha: Double)
    /// A system colour by the name Xcode writes (`systemBlueColor`).
    case system(String)
  }

  /// The colour of each appearance slot the set fills (slots carry only `isDark` and
  /// `hasIncreasedContrast`).
  package var variants: [AssetAppearance: Value]

  /// Reads a colour set's `Contents.json`.
  ///
  /// - Parameters:
  ///   - data: The file's bytes.
  ///   - path: The file's path, for errors.
  /// - Throws: `AssetCatalogError` naming the file and the key path of the problem.
  package init(data: Data, path: String) throws(AssetCatalogError) {
    let contents = try AssetContents.object(from: data, path: path)
    let entries = try AssetContents.objects(contents, "colors", path: path)
    // For each slot: the colour and its precedence (iPhone over universal, light over any).
    var slots: [AssetAppearance: (value: Value, rank: Int)] = [:]
    for (index, entry) in entries.enumerated() {
      let place = "colors[\(index)]."
      let idiom = try AssetContents.string(entry, "idiom", at: place, path: path) ?? "universal"
      guard idiom == "universal" || idiom == "iphone" else { continue }
      let gamut = try AssetContents.string(entry, "display-gamut", at: place, path: path)
      if let gamut, gamut.lowercased() != "srgb" { continue }
      let appearance = try AssetContents.appearance(entry, at: place, path: path)
      guard !appearance.isOther else { continue }
      let rank = (idiom == "iphone" ? 2 : 0) + (appearance.isExplicitlyLight ? 1 : 0)
      guard let description = entry["color"] as? [String: Any] else {
        throw .malformed(path: path, keyPath: place + "color", reason: "missing or not an object")
      }
      let value = try Self.value(description, at: place + "color.", path: path)
      if let existing = slots[appearance.slot], existing.rank > rank { continue }
      slots[appearance.slot] = (value, rank)
    }
    guard !slots.isEmpty else { throw .noColor(path: path) }
    variants = slots.mapValues(\.value)
  }

  /// Reads the colour set in a `.colorset` folder.
  ///
  /// - Throws: `AssetCatalogError`.
  package init(folder: URL) throws(AssetCatalogError) {
    let file = folder.appendingPathComponent("Contents.json").path
    try self.init(data: AssetContents.data(at: file, limit: AssetContents.maximumBytes), path: file)
  }

  /// The colour for an appearance, falling back as system colours do: increased contrast to
  /// normal contrast, dark to light, and anything to the first slot there is.
  package func value(for appearance: AssetAppearance) -> Value {
    let light = AssetAppearance()
    let candidates = [
      appearance.slot, AssetAppearance(isDark: appearance.isDark),
      light,
    ]
    for candidate in candidates {
      if let value = variants[candidate] { return value }
    }
    // No light "any" entry: a set with only a dark entry still has a colour.
    let first = variants.keys.sorted {
      ($0.isDark ? 1 : 0, $0.hasIncreasedContrast ? 1 : 0)
        < ($1.isDark ? 1 : 0, $1.hasIncreasedContrast ? 1 : 0)
    }.first
    return first.flatMap { variants[$0] } ?? .white(0, alpha: 0)
  }

  /// The value of one entry's `color` object.
  private static func value(
    _ description: [String: Any], at keyPath: String, path: String
  ) throws(AssetCatalogError) -> Value {
    if let reference = try AssetContents.string(
      description, "reference", at: keyPath, path: path)
    {
      return .system(reference)
    }
    let space =
      try AssetContents.string(description, "color-space", at: keyPath, path: path) ?? "srgb"
    guard let components = description["components"] as? [String: Any] else {
      throw .malformed(
        path: path, keyPath: keyPath + "components", reason: "missing or not an object")
    }
    func component(_ key: String, default fallback: Double? = nil)
      throws(AssetCatalogError) -> Double
    {
      guard let raw = components[key] else {
        if let fallback { return fallback }
        throw .malformed(path: path, keyPath: keyPath + "components." + key, reason: "missing")
      }
      guard let value = componentValue(raw) else {
        throw .invalidComponent(
          path: path, keyPath: keyPath + "components." + key, value: "\(raw)")
      }
      return value
    }
    let alpha = try component("alpha", default: 1)
    switch space {
    case "srgb", "extended-srgb", "display-p3", "extended-display-p3":
      return .rgb(
        red: try component("red"), green: try component("green"), blue: try component("blue"),
        alpha: alpha, isDisplayP3: space.hasSuffix("display-p3"))
    case "gray-gamma-22", "extended-gray":
      return .white(try component("white"), alpha: alpha)
    default:
      throw .unsupportedColorSpace(path: path, colorSpace: space)
    }
  }

  /// A component as Xcode writes it: a decimal string (`0.500`), an 8-bit integer string
  /// (`128`), a hexadecimal string (`0x80`), or a JSON number.
  ///
  /// - Parameter raw: The JSON value.
  /// - Returns: The component from 0 to 1 (extended values kept), or `nil` when unreadable
  ///   or not finite.
  package static func componentValue(_ raw: Any) -> Double? {
    if let number = raw as? NSNumber, !(raw is String) {
      let value = number.doubleValue
      return value.isFinite ? value : nil
    }
    guard let text = (raw as? String)?.trimmingCharacters(in: .whitespaces), !text.isEmpty else {
      return nil
    }
    if text.lowercased().hasPrefix("0x") {
      guard let value = Int(text.dropFirst(2), radix: 16), (0...255).contains(value) else {
        return nil
      }
      return Double(value) / 255
    }
    if text.contains(".") || text.contains("e") || text.contains("E") {
      guard let value = Double(text), value.isFinite else { return nil }
      return value
    }
    guard let value = Int(text), (0...255).contains(value) else { return nil }
    return Double(value) / 255
  }
}
