import Foundation
import InterfaceBuilderDocuments

/// An asset catalog (`.xcassets` folder) among a bundle's resources, read as Xcode writes it
/// (decision IM8).
///
/// On Apple platforms Xcode compiles catalogs into `Assets.car`; headless the source folders
/// are read instead: `<name>.colorset`, `<name>.imageset` and `<name>.symbolset` folders, each
/// with a `Contents.json`. Catalogs are looked for at the top of the bundle's resources and one
/// folder down; an asset is found at `<catalog>/<name>.<type>` or, inside group folders, at any
/// depth where the folders closest to it spell the name's namespace (`Brand/primary` finds
/// `Colors/Brand/primary.colorset`). Catalogs registered for a bundle with ``register(_:for:)``
/// (decision AC3) are searched after the bundle's own, under the names Xcode gives their assets.
package struct AssetCatalog {
  /// The catalog folder.
  let url: URL

  /// How deep group folders are searched for an asset.
  static let maximumDepth = 8

  /// The catalogs of a bundle, in name order.
  ///
  /// - Parameter bundle: The bundle.
  /// - Returns: Its `.xcassets` folders at the top of its resources and one folder down.
  ///
  /// The folders are read by name: a URL is made only for a catalog found, since a bundle's
  /// resources can be a large folder (a command-line tool's bundle is its build folder) that
  /// is listed again for every lookup, as files may be added to it.
  static func catalogs(in bundle: Bundle) -> [AssetCatalog] {
    guard let root = bundle.resourceURL?.path else { return [] }
    var found: [String] = []
    for name in names(in: root) {
      let child = root + "/" + name
      if name.hasSuffix(".xcassets") {
        found.append(child)
      } else if isDirectory(atPath: child) {
        for inner in names(in: child) where inner.hasSuffix(".xcassets") {
          found.append(child + "/" + inner)
        }
      }
    }
    return found.sorted().map { AssetCatalog(url: URL(fileURLWithPath: $0, isDirectory: true)) }
  }

  /// The entry names of a folder, unordered; none when it cannot be listed.
  private static func names(in folder: String) -> [String] {
    (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
  }

  /// The folder of an asset in the catalogs of a bundle, first catalog first.
  ///
  /// - Parameters:
  ///   - name: The asset's name, with `/` between namespace folders.
  ///   - type: The folder extension: `colorset`, `imageset` or `symbolset`.
  ///   - bundle: The bundle.
  /// - Returns: The asset's folder, or `nil`.
  package static func asset(named name: String, type: String, in bundle: Bundle) -> URL? {
    guard !name.isEmpty else { return nil }
    for catalog in catalogs(in: bundle) {
      if let found = catalog.asset(named: name, type: type) { return found }
    }
    guard let kind = AssetCatalogIndex.Kind(rawValue: type) else { return nil }
    for index in registered(for: bundle) {
      if let found = index.asset(named: name, kind: kind) { return found }
    }
    return nil
  }

  /// The folder of an asset in this catalog.
  func asset(named name: String, type: String) -> URL? {
    let components = name.split(separator: "/").map(String.init)
    guard let last = components.last else { return nil }
    let direct = url.appendingPathComponent(name + "." + type)
    if Self.isDirectory(direct) { return direct }
    let wanted = last + "." + type
    let namespace = Array(components.dropLast())
    return search(url, depth: 0) { candidate, folders in
      candidate.lastPathComponent == wanted && folders.suffix(namespace.count) == namespace[...]
    }
  }

  /// The first folder below `folder` (depth first, in name order) that `matches` accepts,
  /// given the names of the group folders between the catalog and it.
  private func search(
    _ folder: URL, depth: Int, folders: [String] = [],
    matches: (URL, [String]) -> Bool
  ) -> URL? {
    guard depth < Self.maximumDepth else { return nil }
    for child in Self.children(of: folder) where Self.isDirectory(child) {
      if matches(child, folders) { return child }
      // Asset folders hold files, not assets; only group folders are searched.
      guard child.pathExtension.isEmpty else { continue }
      let below = search(
        child, depth: depth + 1, folders: folders + [child.lastPathComponent], matches: matches)
      if let below { return below }
    }
    return nil
  }

  /// The entries of a folder in name order; none when it cannot be listed.
  static func children(of folder: URL) -> [URL] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return names.sorted().map { folder.appendingPathComponent($0) }
  }

  /// Whether a path is a folder.
  static func isDirectory(_ url: URL) -> Bool { isDirectory(atPath: url.path) }

  /// Whether a path is a folder.
  static func isDirectory(atPath path: String) -> Bool {
    var isFolder: ObjCBool = false
    return FileManager.default.fileExists(atPath: path, isDirectory: &isFolder)
      && isFolder.boolValue
  }

  /// Whether a lookup in a bundle can find anything: catalogs are registered for it or it
  /// has catalogs of its own.
  package static func hasCatalogs(for bundle: Bundle) -> Bool {
    !registered(for: bundle).isEmpty || !catalogs(in: bundle).isEmpty
  }

  /// Reports an asset that could not be read, where reports can be made (on the main queue;
  /// asset lookups may run anywhere).
  static func report(_ error: AssetCatalogError) {
    guard MainQueue.isCurrent else { return }
    MainActor.assumeIsolated {
      Diagnostics.log("Asset catalog: \(error)")
    }
  }

  /// Reports a generated asset symbol whose asset is not in the bundle (on the main queue).
  static func reportMissing(_ kind: String, named name: String, in bundle: Bundle) {
    guard MainQueue.isCurrent else { return }
    MainActor.assumeIsolated {
      Diagnostics.log(
        "No \(kind) named '\(name)' found in the asset catalogs of \(bundle.bundlePath)")
    }
  }
}
