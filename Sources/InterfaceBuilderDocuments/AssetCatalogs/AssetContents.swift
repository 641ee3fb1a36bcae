import Foundation

/// The `Contents.json` of an asset catalog folder (the catalog itself, a group, or an asset),
/// read with a size limit (decision AC1).
package enum AssetContents {
  /// The largest `Contents.json` read: Xcode writes a few kilobytes even for sets with every
  /// idiom, scale and appearance.
  package static let maximumBytes = 1 << 20

  /// The parsed `Contents.json` of a folder.
  ///
  /// - Parameter folder: The folder.
  /// - Returns: The top-level JSON object.
  /// - Throws: `AssetCatalogError.unreadable`, `.tooLarge` or `.malformed`.
  package static func object(in folder: URL) throws(AssetCatalogError) -> [String: Any] {
    let file = folder.appendingPathComponent("Contents.json").path
    return try object(from: data(at: file, limit: maximumBytes), path: file)
  }

  /// The top-level object of `Contents.json` data.
  ///
  /// - Parameters:
  ///   - data: The file's bytes.
  ///   - path: The file's path, for errors.
  /// - Returns: The top-level JSON object.
  /// - Throws: `AssetCatalogError.tooLarge` or `.malformed`.
  package static func object(from data: Data, path: String) throws(AssetCatalogError)
    -> [String: Any]
  {
    guard data.count <= maximumBytes else { throw .tooLarge(path: path, bytes: data.count) }
    let object: Any
    do {
      object = try JSONSerialization.jsonObject(with: data)
    } catch {
      throw .malformed(path: path, keyPath: "", reason: "not JSON")
    }
    guard let dictionary = object as? [String: Any] else {
      throw .malformed(path: path, keyPath: "", reason: "the top level is not an object")
    }
    return dictionary
  }

  /// The bytes of a regular file no larger than `limit` (symbolic links followed).
  ///
  /// - Throws: `AssetCatalogError.unreadable` for a missing file or a folder, `.tooLarge`.
  package static func data(at path: String, limit: Int) throws(AssetCatalogError) -> Data {
    let attributes = try? FileManager.default.attributesOfItem(
      atPath: (path as NSString).resolvingSymlinksInPath)
    guard let attributes, attributes[.type] as? FileAttributeType == .typeRegular else {
      throw .unreadable(path: path)
    }
    let size = (attributes[.size] as? NSNumber)?.intValue ?? 0
    guard size <= limit else { throw .tooLarge(path: path, bytes: size) }
    guard let data = FileManager.default.contents(atPath: path) else {
      throw .unreadable(path: path)
    }
    guard data.count <= limit else { throw .tooLarge(path: path, bytes: data.count) }
    return data
  }

  /// An array of objects under a key, or an error naming the key path.
  static func objects(
    _ object: [String: Any], _ key: String, path: String
  ) throws(AssetCatalogError) -> [[String: Any]] {
    guard let value = object[key] else {
      throw .malformed(path: path, keyPath: key, reason: "missing")
    }
    guard let array = value as? [Any] else {
      throw .malformed(path: path, keyPath: key, reason: "not an array")
    }
    var result: [[String: Any]] = []
    for (index, element) in array.enumerated() {
      guard let entry = element as? [String: Any] else {
        throw .malformed(path: path, keyPath: "\(key)[\(index)]", reason: "not an object")
      }
      result.append(entry)
    }
    return result
  }

  /// An optional string under a key, or an error naming the key path when it has another type.
  static func string(
    _ object: [String: Any], _ key: String, at keyPath: String, path: String
  ) throws(AssetCatalogError) -> String? {
    guard let value = object[key], !(value is NSNull) else { return nil }
    guard let text = value as? String else {
      throw .malformed(path: path, keyPath: keyPath + key, reason: "not a string")
    }
    return text
  }

  /// The appearances of a set entry: whether it is for dark and for high contrast.
  static func appearance(
    _ entry: [String: Any], at keyPath: String, path: String
  ) throws(AssetCatalogError) -> AssetAppearance {
    var result = AssetAppearance()
    guard let value = entry["appearances"] else { return result }
    guard let list = value as? [Any] else {
      throw .malformed(path: path, keyPath: keyPath + "appearances", reason: "not an array")
    }
    for (index, element) in list.enumerated() {
      let place = keyPath + "appearances[\(index)]."
      guard let appearance = element as? [String: Any] else {
        throw .malformed(
          path: path, keyPath: keyPath + "appearances[\(index)]", reason: "not an object")
      }
      let kind = try string(appearance, "appearance", at: place, path: path)
      let value = try string(appearance, "value", at: place, path: path)
      switch kind {
      case "luminosity":
        result.isDark = value == "dark"
        result.isExplicitlyLight = value == "light"
      case "contrast": result.hasIncreasedContrast = value == "high"
      default: result.isOther = true
      }
    }
    return result
  }
}

/// The appearance an entry of a colour or image set is for.
package struct AssetAppearance: Hashable, Sendable {
  /// For the dark appearance (`luminosity` `dark`).
  package var isDark = false
  /// For increased contrast (`contrast` `high`).
  package var hasIncreasedContrast = false
  /// Written `luminosity` `light` (wins over the "any" entry for light).
  package var isExplicitlyLight = false
  /// For an appearance HeadlessUIKit does not model (vibrancy, a future kind): ignored.
  package var isOther = false

  /// The slot the entry fills, without the explicit-light mark.
  package var slot: AssetAppearance {
    AssetAppearance(isDark: isDark, hasIncreasedContrast: hasIncreasedContrast)
  }

  /// Creates an appearance.
  package init(isDark: Bool = false, hasIncreasedContrast: Bool = false) {
    self.isDark = isDark
    self.hasIncreasedContrast = hasIncreasedContrast
  }
}
