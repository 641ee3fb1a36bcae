import Foundation

/// What an appearance setting sets: a property, or an accessor with axes such as
/// `setTitleTextAttributes(_:for:)` for one state.
enum AppearanceKey: Hashable {
  /// A property, named by its key path on the UIKit class that declares it.
  case property(AnyKeyPath)
  /// An accessor with axes: its name and the raw values of its axes.
  case accessor(String, axes: [UInt])
}

/// One setter call recorded on a proxy, replayed onto the instances the proxy's rule matches.
struct AppearanceSetting {
  /// What the call sets; a later call with the same key replaces it.
  let key: AppearanceKey
  /// Repeats the call on an instance, through the instance's own (possibly overridden) setter.
  let replay: (AnyObject) -> Void
}

/// The settings one appearance proxy recorded, and the instances they apply to: those of a
/// class (or a subclass), inside a chain of containers, with traits (decision AP3).
@MainActor
final class AppearanceRule {
  /// The class the proxy was asked of.
  let targetClass: ObjectIdentifier
  /// The container classes, innermost first, as `appearance(whenContainedInInstancesOf:)`
  /// takes them.
  let containers: [ObjectIdentifier]
  /// The traits an instance's trait collection must contain, if any.
  let traits: UITraitCollection?
  /// The proxy, which lives as long as its rule.
  var proxy: AnyObject?
  /// The recorded calls, in the order they were last made.
  private(set) var settings: [AppearanceSetting] = []

  /// Creates a rule with no settings.
  ///
  /// - Parameters:
  ///   - targetClass: The class the proxy was asked of.
  ///   - containers: The container classes, innermost first.
  ///   - traits: The traits to match, if any.
  init(targetClass: ObjectIdentifier, containers: [ObjectIdentifier], traits: UITraitCollection?) {
    self.targetClass = targetClass
    self.containers = containers
    self.traits = traits
  }

  /// Whether the rule is the one for a class, containers and traits (one proxy each).
  func describes(
    _ targetClass: ObjectIdentifier, _ containers: [ObjectIdentifier], _ traits: UITraitCollection?
  ) -> Bool {
    guard self.targetClass == targetClass, self.containers == containers else { return false }
    switch (self.traits, traits) {
    case (nil, nil): return true
    case (let mine?, let theirs?): return mine.values == theirs.values
    default: return false
    }
  }

  /// Records a call, replacing an earlier one with the same key.
  func record(_ setting: AppearanceSetting) {
    settings.removeAll { $0.key == setting.key }
    settings.append(setting)
  }
}
