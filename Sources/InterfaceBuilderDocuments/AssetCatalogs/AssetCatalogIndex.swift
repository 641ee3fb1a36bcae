import Foundation

/// The assets of one asset catalog (`.xcassets` folder) by the names Xcode gives them
/// (decision AC1).
///
/// The catalog is listed once: every `<name>.colorset`, `<name>.imageset` and
/// `<name>.symbolset` folder is an asset, found through group folders. A group whose
/// `Contents.json` has `"properties" : { "provides-namespace" : true }` puts its name in front
/// of its assets' names (`Brand/primary`), as Xcode does; other groups do not. The walk is
/// bounded against hostile folders: at most ``maximumDepth`` group levels and
/// ``maximumEntries`` entries, and a folder reached twice (through a symbolic link loop) is
/// listed once. The first asset of a name and type wins (in name order, groups depth first).
package struct AssetCatalogIndex: Sendable {
  /// The kinds of asset folder.
  package enum Kind: String, Sendable, CaseIterable {
    case colorSet = "colorset"
    case imageSet = "imageset"
    case symbolSet = "symbolset"
  }

  /// How deep group folders are searched.
  package static let maximumDepth = 8
  /// How many folder entries are looked at in all.
  package static let maximumEntries = 50_000

  /// The catalog folder.
  package let url: URL
  /// Asset folders by kind and name.
  package private(set) var assets: [Kind: [String: URL]] = [:]
  /// Problems met while listing (a malformed group `Contents.json`, a folder that cannot be
  /// listed, the limits reached); the listing goes on without them.
  package private(set) var problems: [AssetCatalogError] = []

  /// Lists a catalog.
  ///
  /// - Parameter url: The `.xcassets` folder.
  /// - Throws: `AssetCatalogError.notACatalog` when it is not a folder that can be listed.
  package init(url: URL) throws(AssetCatalogError) {
    self.url = url
    guard Self.isDirectory(url),
      (try? FileManager.default.contentsOfDirectory(atPath: url.path)) != nil
    else { throw .notACatalog(path: url.path) }
    var visited: Set<String> = []
    var budget = Self.maximumEntries
    walk(url, namespace: [], depth: 0, visited: &visited, budget: &budget)
  }

  /// The folder of an asset, or `nil`.
  ///
  /// - Parameters:
  ///   - name: The asset's name as Xcode gives it (namespaces joined with `/`).
  ///   - kind: The kind of asset.
  /// - Returns: The asset's folder, or `nil` when the catalog has no such asset.
  package func asset(named name: String, kind: Kind) -> URL? {
    assets[kind]?[name]
  }

  /// The number of assets listed.
  package var count: Int { assets.values.reduce(0) { $0 + $1.count } }

  private mutating func walk(
    _ folder: URL, namespace: [String], depth: Int, visited: inout Set<String>,
    budget: inout Int
  ) {
    let canonical = (folder.path as NSString).resolvingSymlinksInPath
    guard visited.insert(canonical).inserted else { return }
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else {
      problems.append(.unreadable(path: folder.path))
      return
    }
    for name in names.sorted() {
      budget -= 1
      guard budget >= 0 else {
        if budget == -1 {
          problems.append(
            .malformed(
              path: url.path, keyPath: "",
              reason: "more than \(Self.maximumEntries) entries; the rest is ignored"))
        }
        return
      }
      let child = folder.appendingPathComponent(name)
      guard Self.isDirectory(child) else { continue }
      let fileExtension = (name as NSString).pathExtension
      let base = (name as NSString).deletingPathExtension
      if let kind = Kind(rawValue: fileExtension) {
        let full = (namespace + [base]).joined(separator: "/")
        if assets[kind]?[full] == nil { assets[kind, default: [:]][full] = child }
        continue
      }
      // Other typed folders (app icons, data sets, sticker packs…) hold no assets here.
      guard fileExtension.isEmpty else { continue }
      guard depth + 1 < Self.maximumDepth else {
        problems.append(
          .malformed(
            path: child.path, keyPath: "",
            reason: "groups nest deeper than \(Self.maximumDepth) levels; not searched"))
        continue
      }
      let inner = providesNamespace(child) ? namespace + [name] : namespace
      walk(child, namespace: inner, depth: depth + 1, visited: &visited, budget: &budget)
    }
  }

  /// Whether a group folder's `Contents.json` says it provides a namespace (a missing file
  /// says no; a malformed one is recorded and says no).
  private mutating func providesNamespace(_ folder: URL) -> Bool {
    let file = folder.appendingPathComponent("Contents.json").path
    guard FileManager.default.fileExists(atPath: file) else { return false }
    do throws(AssetCatalogError) {
      let contents = try AssetContents.object(in: folder)
      guard let properties = contents["properties"] else { return false }
      guard let dictionary = properties as? [String: Any] else {
        throw AssetCatalogError.malformed(
          path: file, keyPath: "properties", reason: "not an object")
      }
      guard let value = dictionary["provides-namespace"] else { return false }
      guard let flag = value as? Bool else {
        throw AssetCatalogError.malformed(
          path: file, keyPath: "properties.provides-namespace", reason: "not true or false")
      }
      return flag
    } catch {
      problems.append(error)
      return false
    }
  }

  /// Whether a path is a folder (symbolic links followed).
  package static func isDirectory(_ url: URL) -> Bool {
    var isFolder: ObjCBool = false
    return FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder)
      && isFolder.boolValue
  }
}
