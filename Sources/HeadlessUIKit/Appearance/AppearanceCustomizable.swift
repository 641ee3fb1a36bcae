import Foundation

/// What an object that appearance proxies style keeps about them: whether it is a proxy, and
/// which appearance properties were set on it directly (decision AP5).
struct AppearanceCustomization {
  /// Whether the object is an appearance proxy rather than a view or item of the app.
  var isProxy = false
  /// The rule a proxy records into; `nil` for other objects, and for a proxy after
  /// `headlessResetAppearanceProxies()`.
  weak var rule: AppearanceRule?
  /// The appearance properties set directly on the object, which proxies leave alone.
  var explicitlySet: Set<AppearanceKey> = []
}

/// An object appearance proxies style: a view or a bar item.
///
/// Each appearance-capable setter of UIKit's classes reports the change through
/// ``appearancePropertyDidChange(_:to:)`` (or ``appearanceAccessorDidChange(_:axes:replay:)``
/// for an accessor with axes): on a proxy the call is recorded into the proxy's rule; on any
/// other object it marks the property as set directly, unless the appearance itself is being
/// replayed or UIKit is setting the object's defaults.
@MainActor
protocol AppearanceCustomizable: AnyObject {
  /// The object's proxy state and its directly set properties.
  var appearanceCustomization: AppearanceCustomization { get set }
}

extension AppearanceCustomizable {
  /// Reports that an appearance property was set.
  ///
  /// - Parameters:
  ///   - keyPath: The property, on the UIKit class that declares it.
  ///   - value: The value set (already stored); a proxy replays it through the key path, so
  ///     the instance's own setter, overrides included, runs.
  func appearancePropertyDidChange<Root, Value>(
    _ keyPath: ReferenceWritableKeyPath<Root, Value>, to value: Value
  ) {
    noteAppearanceChange(
      .property(keyPath),
      replay: { target in
        guard let target = target as? Root else { return }
        target[keyPath: keyPath] = value
      })
  }

  /// Reports that an appearance accessor with axes was called.
  ///
  /// - Parameters:
  ///   - name: The accessor's name.
  ///   - axes: The raw values of its axes (a control state, bar metrics).
  ///   - replay: Makes the closure that repeats the call on an instance; only a proxy asks
  ///     for it.
  func appearanceAccessorDidChange(
    _ name: String, axes: [UInt], replay: @autoclosure () -> (AnyObject) -> Void
  ) {
    noteAppearanceChange(.accessor(name, axes: axes), replay: replay())
  }

  private func noteAppearanceChange(
    _ key: AppearanceKey, replay: @autoclosure () -> (AnyObject) -> Void
  ) {
    if appearanceCustomization.isProxy {
      appearanceCustomization.rule?.record(AppearanceSetting(key: key, replay: replay()))
      return
    }
    guard !AppearanceRegistry.isReplaying(onto: self), !AppearanceRegistry.isSettingDefaults
    else { return }
    if !appearanceCustomization.explicitlySet.contains(key) {
      appearanceCustomization.explicitlySet.insert(key)
    }
  }
}

extension UIView: AppearanceCustomizable {}

extension UIBarItem: AppearanceCustomizable {}
