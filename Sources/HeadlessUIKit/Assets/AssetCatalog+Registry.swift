import Foundation
import InterfaceBuilderDocuments

/// Catalogs registered as part of a bundle's resources (decision AC3).
///
/// An app's catalogs are compiled into its bundle; a preview of a document outside any bundle
/// (`headless-uikit render`, `check`) registers the `.xcassets` folders found near the
/// document or named with `--assets` for the main bundle. Registration is a HeadlessUIKit
/// addition for tools and tests; `UIImage(named:in:compatibleWith:)`,
/// `UIColor(named:in:compatibleWith:)` and the storyboard loader then find the assets in that
/// bundle, after its own catalogs, as UIKit finds compiled ones.
extension AssetCatalog {
  /// The registered catalogs and the lock that guards them (lookups may run on any thread).
  private static let registry = Registry()

  private final class Registry: @unchecked Sendable {
    let lock = NSLock()
    var entries: [(bundle: String, index: AssetCatalogIndex)] = []
  }

  /// The key a bundle is registered under.
  private static func key(_ bundle: Bundle) -> String {
    bundle.bundleURL.standardizedFileURL.path
  }

  /// The catalogs registered for a bundle, first registered first.
  ///
  /// - Parameter bundle: The bundle.
  /// - Returns: Their listings.
  package static func registered(for bundle: Bundle) -> [AssetCatalogIndex] {
    let key = key(bundle)
    return registry.lock.withLock { registry.entries.filter { $0.bundle == key }.map(\.index) }
  }

  /// Lists a catalog folder and adds it to a bundle's registered catalogs, after the ones
  /// registered before (a folder registered again is listed again and keeps its place).
  ///
  /// - Parameters:
  ///   - url: The `.xcassets` folder.
  ///   - bundle: The bundle whose lookups find it; the main bundle by default.
  /// - Returns: The problems met while listing it (the catalog is registered without them).
  /// - Throws: `AssetCatalogError.notACatalog` when the folder cannot be listed.
  @discardableResult
  package static func register(
    _ url: URL, for bundle: Bundle = .main
  ) throws(AssetCatalogError) -> [AssetCatalogError] {
    let index = try AssetCatalogIndex(url: url)
    let key = key(bundle)
    registry.lock.withLock {
      if let place = registry.entries.firstIndex(where: {
        $0.bundle == key && $0.index.url.path == url.path
      }) {
        registry.entries[place].index = index
      } else {
        registry.entries.append((key, index))
      }
    }
    return index.problems
  }

  /// Forgets the catalogs registered for a bundle.
  ///
  /// - Parameter bundle: The bundle; the main bundle by default.
  package static func unregisterAll(for bundle: Bundle = .main) {
    let key = key(bundle)
    registry.lock.withLock { registry.entries.removeAll { $0.bundle == key } }
  }
}
