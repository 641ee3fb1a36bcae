import Foundation
import InterfaceBuilderDocuments

/// Colour sets: `<name>.colorset/Contents.json` (decisions IM8, AC1).
extension AssetCatalog {
  /// The colour of a colour set: a dynamic colour with a variant per appearance.
  ///
  /// The set is read by `AssetColorSet` (module InterfaceBuilderDocuments) (which entries count, how components are written);
  /// missing variants fall back as system colours do (dark to light, increased contrast to
  /// normal), and references to system colours keep the system colour's own variant for
  /// each appearance.
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
    let set = try AssetColorSet(folder: folder)
    func variant(dark: Bool, contrast: Bool) throws(AssetCatalogError) -> CGColor {
      let appearance = AssetAppearance(isDark: dark, hasIncreasedContrast: contrast)
      let color = try self.color(set.value(for: appearance), path: path)
      return color.storage.color(
        in: ColorAppearance(isDark: dark, hasIncreasedContrast: contrast))
    }
    var variants = SystemColorVariants(
      name: name, light: try variant(dark: false, contrast: false),
      dark: try variant(dark: true, contrast: false),
      lightHighContrast: try variant(dark: false, contrast: true),
      darkHighContrast: try variant(dark: true, contrast: true))
    variants.isCatalogColor = true
    return UIColor(storage: .system(variants))
  }

  /// The live colour of one value of a set.
  private static func color(
    _ value: AssetColorSet.Value, path: String
  ) throws(AssetCatalogError) -> UIColor {
    switch value {
    case .system(let reference):
      guard let system = NibInstantiator.systemColor(named: reference) else {
        throw .unknownSystemColor(path: path, name: reference)
      }
      return system
    case .rgb(let red, let green, let blue, let alpha, let isDisplayP3):
      if isDisplayP3 {
        return UIColor(
          displayP3Red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue),
          alpha: CGFloat(alpha))
      }
      return UIColor(
        red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha))
    case .white(let white, let alpha):
      return UIColor(white: CGFloat(white), alpha: CGFloat(alpha))
    }
  }
}
