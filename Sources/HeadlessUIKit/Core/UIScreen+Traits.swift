import Foundation

extension UIScreen: UITraitEnvironment {
  /// The screen's traits: the device's idiom and scale, its size classes in the interface
  /// orientation (spec 14.1–14.4), left to right, light, the large content size, normal
  /// contrast and the base level.
  public var traitCollection: UITraitCollection {
    let key = ScreenTraitKey(device: headlessDevice, orientation: headlessInterfaceOrientation)
    if let cached = Self.traitCache[key] { return cached }
    let traits = UITraitCollection(values: Self.traitValues(for: key))
    Self.traitCache[key] = traits
    return traits
  }

  /// Does nothing: a screen's device and orientation never change (a rotation gives a window
  /// a new screen).
  ///
  /// - Parameter previousTraitCollection: The traits before the change.
  public func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

  /// The traits of each device and orientation, made once.
  private static var traitCache: [ScreenTraitKey: UITraitCollection] = [:]

  private static func traitValues(for key: ScreenTraitKey) -> TraitValues {
    var values = TraitValues()
    let sizeClasses = key.device.sizeClasses(for: key.orientation)
    values.system.userInterfaceIdiom = key.device.idiom
    values.system.displayScale = key.device.scale
    values.system.horizontalSizeClass = sizeClasses.horizontal
    values.system.verticalSizeClass = sizeClasses.vertical
    values.system.userInterfaceStyle = .light
    values.system.layoutDirection = .leftToRight
    values.system.preferredContentSizeCategory = .large
    values.system.accessibilityContrast = .normal
    values.system.userInterfaceLevel = .base
    return values
  }
}

/// A device in an interface orientation, the key of the screen-trait cache.
private struct ScreenTraitKey: Hashable {
  let device: HeadlessDevice
  let orientation: UIInterfaceOrientation
}
