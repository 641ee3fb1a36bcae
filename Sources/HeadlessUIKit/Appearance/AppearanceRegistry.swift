import Foundation

/// The appearance proxies of the process and the rules they recorded (decisions AP1–AP3).
///
/// Empty until code asks for a proxy, so that views entering windows cost nothing more then.
@MainActor
enum AppearanceRegistry {
  /// The rules, in the order their proxies were first asked for.
  private(set) static var rules: [AppearanceRule] = []

  /// The objects whose appearance is being replayed, innermost last.
  private static var replayTargets: [ObjectIdentifier] = []

  /// How many `settingDefaults(_:)` calls are under way.
  private static var defaultsDepth = 0

  /// The class and superclasses of each class looked at, most derived first.
  private static var lineages: [ObjectIdentifier: [ObjectIdentifier]] = [:]

  /// Returns the proxy for a class, traits and containers, making it and its rule the first
  /// time (decision AP1).
  ///
  /// The proxy is an instance of the nearest UIKit class in the ancestry of `type`, made by
  /// that class's factory and marked as a proxy; for an app's subclass it is returned as the
  /// subclass's type without a runtime check, which is sound as long as only members UIKit's
  /// classes declare are used on it.
  ///
  /// - Parameters:
  ///   - type: The class `appearance()` was called on.
  ///   - traits: The traits to match, if any.
  ///   - containers: The container classes, innermost first.
  /// - Returns: The proxy.
  static func proxy<Proxy: AnyObject>(
    of type: Proxy.Type, traits: UITraitCollection?,
    containers: [any UIAppearanceContainer.Type]
  ) -> Proxy {
    let target = ObjectIdentifier(type)
    let containerIDs = containers.map { ObjectIdentifier($0) }
    let rule: AppearanceRule
    if let existing = rules.first(where: { $0.describes(target, containerIDs, traits) }) {
      rule = existing
    } else {
      rule = AppearanceRule(targetClass: target, containers: containerIDs, traits: traits)
      rules.append(rule)
    }
    if rule.proxy == nil { rule.proxy = makeProxy(of: type, recordingInto: rule) }
    guard let proxy = rule.proxy else { preconditionFailure("appearance proxy was not made") }
    #if HEADLESS_UIKIT_INTERNAL_CHECKS
      precondition(
        lineage(of: type).contains(ObjectIdentifier(Swift.type(of: proxy))),
        "Invariant: the proxy of \(type) is a \(Swift.type(of: proxy)), not one of its classes")
    #endif
    // The proxy is of `type` or of a UIKit superclass of it (decision AP1).
    return Unmanaged<Proxy>.fromOpaque(Unmanaged.passUnretained(proxy).toOpaque())
      .takeUnretainedValue()
  }

  /// Whether some proxy recorded a setting: until then nothing is applied.
  static var hasSettings: Bool {
    rules.contains { !$0.settings.isEmpty }
  }

  /// Forgets every rule and proxy.
  static func reset() {
    for rule in rules {
      (rule.proxy as? AppearanceCustomizable)?.appearanceCustomization.rule = nil
      rule.proxy = nil
    }
    rules = []
  }

  /// Runs framework code that gives an object its default look: what it sets does not count
  /// as set directly, so proxies still apply (decision AP5).
  ///
  /// - Parameter body: The code.
  static func settingDefaults(_ body: () -> Void) {
    defaultsDepth += 1
    defer { defaultsDepth -= 1 }
    body()
  }

  /// Whether framework defaults are being set.
  static var isSettingDefaults: Bool {
    defaultsDepth > 0
  }

  /// Whether the appearance is being replayed onto an object.
  static func isReplaying(onto object: AnyObject) -> Bool {
    replayTargets.contains(ObjectIdentifier(object))
  }

  /// Runs the replay of settings onto an object.
  static func replaying(onto object: AnyObject, _ body: () -> Void) {
    replayTargets.append(ObjectIdentifier(object))
    defer { replayTargets.removeLast() }
    body()
  }

  /// A class and its superclasses, most derived first.
  static func lineage(of type: AnyClass) -> [ObjectIdentifier] {
    let id = ObjectIdentifier(type)
    if let known = lineages[id] { return known }
    var classes: [ObjectIdentifier] = []
    var current: AnyClass? = type
    while let cls = current {
      classes.append(ObjectIdentifier(cls))
      current = _getSuperclass(cls)
    }
    lineages[id] = classes
    return classes
  }

  /// Makes the proxy of a rule: an instance of the nearest UIKit class in the ancestry of
  /// `type`, marked as a proxy recording into `rule`.
  private static func makeProxy(of type: AnyClass, recordingInto rule: AppearanceRule)
    -> AnyObject
  {
    var current: AnyClass? = type
    while let cls = current {
      if let factory = AppearanceProxyFactories.factory(for: cls) {
        let proxy = factory()
        proxy.appearanceCustomization.isProxy = true
        proxy.appearanceCustomization.rule = rule
        return proxy
      }
      precondition(
        !String(reflecting: cls).hasPrefix("HeadlessUIKit."),
        "\(String(reflecting: type)).appearance(): \(cls) has no appearance proxy factory")
      current = _getSuperclass(cls)
    }
    preconditionFailure("\(String(reflecting: type)) is neither a UIView nor a UIBarItem")
  }
}
