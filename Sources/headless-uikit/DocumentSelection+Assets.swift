import Foundation
import HeadlessUIKit
import InterfaceBuilderDocuments

/// The asset catalogs a document's images and colours come from (decision AC3).
extension DocumentSelection {
  /// Registers the catalogs named with `--assets` and, unless turned off, those found near the
  /// document, in that order; each catalog's listing problems are logged as warnings.
  ///
  /// - Returns: The catalog folders registered.
  /// - Throws: `ToolError` when a folder named with `--assets` is missing or holds no catalog.
  @MainActor
  @discardableResult
  func registerAssetCatalogs() throws(ToolError) -> [URL] {
    var catalogs: [URL] = []
    for path in assetCatalogs {
      catalogs += try Self.catalogs(named: path)
    }
    if discoversAssetCatalogs {
      catalogs += AssetCatalogIndex.catalogs(near: URL(fileURLWithPath: file))
    }
    AssetCatalog.unregisterAll()
    var registered: [URL] = []
    for catalog in catalogs where !registered.contains(catalog) {
      do {
        for problem in try AssetCatalog.register(catalog) {
          Diagnostics.log("[Assets] warning: \(problem)")
        }
        registered.append(catalog)
      } catch {
        Diagnostics.log("[Assets] warning: \(error)")
      }
    }
    return registered
  }

  /// The catalogs a `--assets` argument names: the folder itself when it is an `.xcassets`
  /// folder, else the `.xcassets` folders in it and one folder down.
  static func catalogs(named path: String) throws(ToolError) -> [URL] {
    let url = URL(fileURLWithPath: path).standardizedFileURL
    guard AssetCatalogIndex.isDirectory(url) else {
      throw ToolError("--assets \(path): no such folder")
    }
    if url.pathExtension == "xcassets" { return [url] }
    // A folder holding catalogs: searched as for a document inside it, without climbing.
    let found = AssetCatalogIndex.catalogs(in: url)
    guard !found.isEmpty else {
      throw ToolError("--assets \(path): no .xcassets folder in it or one folder down")
    }
    return found
  }
}
