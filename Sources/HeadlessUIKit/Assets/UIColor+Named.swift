import Foundation

/// Colours from asset catalogs (decision IM8).
extension UIColor {
  /// Creates the colour of a colour set in the main bundle's asset catalogs.
  ///
  /// The colour is dynamic: it has the set's light, dark and increased-contrast variants, and
  /// prints as a catalog colour with its name. Fails (`nil`) when no catalog has the set, or
  /// when its `Contents.json` cannot be understood (reported, never trapping).
  ///
  /// - Parameter name: The colour set's name.
  public convenience init?(named name: String) {
    self.init(named: name, in: nil, compatibleWith: nil)
  }

  /// Creates the colour of a colour set in a bundle's asset catalogs.
  ///
  /// - Parameters:
  ///   - name: The colour set's name.
  ///   - bundle: The bundle, or `nil` for the main bundle.
  ///   - traitCollection: Traits to resolve the colour for, or `nil` to keep it dynamic.
  public convenience init?(
    named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?
  ) {
    guard let color = UIColor.catalogColor(named: name, in: bundle ?? .main) else { return nil }
    let result = traitCollection.map(color.resolvedColor(with:)) ?? color
    self.init(storage: result.storage)
  }

  /// The colour of a colour set, or `nil` when it is missing or unreadable (reported).
  static func catalogColor(named name: String, in bundle: Bundle) -> UIColor? {
    guard let folder = AssetCatalog.asset(named: name, type: "colorset", in: bundle) else {
      return nil
    }
    do {
      return try AssetCatalog.color(named: name, at: folder)
    } catch {
      AssetCatalog.report(error)
      return nil
    }
  }
}
