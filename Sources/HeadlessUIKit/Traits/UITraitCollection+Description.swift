import Foundation

/// The parts of a trait collection's description (UIKit's iOS 13+ format).
extension UITraitCollection {
  /// `Name = Value` for every specified trait: system traits in UIKit's order, then custom
  /// traits sorted by name.
  var traitDescriptions: [String] {
    let system = values.system
    var parts: [String] = []
    func add(_ name: String, _ value: String, if specified: Bool) {
      if specified { parts.append("\(name) = \(value)") }
    }
    add(
      UITraitUserInterfaceIdiom.name, system.userInterfaceIdiom == .pad ? "Pad" : "Phone",
      if: system.userInterfaceIdiom != .unspecified)
    add(
      UITraitDisplayScale.name, Self.number(system.displayScale), if: system.displayScale != 0)
    add(
      UITraitHorizontalSizeClass.name, Self.name(of: system.horizontalSizeClass),
      if: system.horizontalSizeClass != .unspecified)
    add(
      UITraitVerticalSizeClass.name, Self.name(of: system.verticalSizeClass),
      if: system.verticalSizeClass != .unspecified)
    add(
      UITraitUserInterfaceStyle.name, system.userInterfaceStyle == .dark ? "Dark" : "Light",
      if: system.userInterfaceStyle != .unspecified)
    add(
      UITraitLayoutDirection.name, system.layoutDirection == .rightToLeft ? "RTL" : "LTR",
      if: system.layoutDirection != .unspecified)
    add(
      UITraitPreferredContentSizeCategory.name, system.preferredContentSizeCategory.shortName,
      if: system.preferredContentSizeCategory != .unspecified)
    add(
      UITraitAccessibilityContrast.name, system.accessibilityContrast == .high ? "High" : "Normal",
      if: system.accessibilityContrast != .unspecified)
    add(
      UITraitUserInterfaceLevel.name, system.userInterfaceLevel == .elevated ? "Elevated" : "Base",
      if: system.userInterfaceLevel != .unspecified)
    let custom = values.custom.values.sorted { $0.name < $1.name }
    for trait in custom { parts.append("\(trait.name) = \(trait.value)") }
    return parts
  }

  private static func name(of sizeClass: UIUserInterfaceSizeClass) -> String {
    sizeClass == .regular ? "Regular" : "Compact"
  }

  /// A number as `%g` prints it: `3`, `2.5`.
  private static func number(_ value: CGFloat) -> String {
    value.rounded() == value ? String(Int(value)) : String(Double(value))
  }
}
