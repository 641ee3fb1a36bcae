/// The methods declared in extensions of classes that the target's classes override, and how
/// the rewrite keeps their dynamic dispatch (decision MK4).
///
/// Swift on Linux refuses an override of a method declared in an extension
/// (`extension UIViewController { @objc func toggleLeft() }`, then
/// `class Menu: UIViewController { override func toggleLeft() }`): only the Objective-C
/// runtime can dispatch such a method. The rewrite dispatches it through a protocol instead:
///
/// - the extension's method is renamed `_uikitBase_name` (its body, on its own lines), and a
///   generated method of the original name and signature calls the object's override through
///   the generated protocol `_UIKitOverride_Class_selector` when the object conforms, and
///   `_uikitBase_name` when it does not;
/// - each overriding class's method is renamed `_uikitOverride_name`; the topmost overrider
///   in a chain loses `override` and conforms to the protocol, the ones below it keep
///   `override` (they override a class method now);
/// - `super.name(...)` in a class that inherits from the extended class calls
///   `_uikitOverride_name` when a superclass in the target overrides it, `_uikitBase_name`
///   otherwise, which is what the Objective-C runtime's `super` call reaches.
struct ExtensionOverridePlan: Sendable {
  /// One overridden extension method.
  struct Method: Sendable, Hashable {
    /// The extended class.
    var owner: String
    /// The base name.
    var baseName: String
    /// The argument labels (`nil` for `_`).
    var labels: [String?]
    /// The Objective-C selector (names the protocol).
    var selector: String

    /// The generated protocol the topmost overriders conform to.
    var protocolName: String {
      "_UIKitOverride_\(owner.replacing(".", with: "_"))_"
        + String(selector.map { $0 == ":" ? "_" : $0 })
    }
  }

  /// The overridden extension methods, with the file:line of their declarations.
  var methods: [Method: SourceLocation] = [:]
  /// The overriding classes of each method; `true` for the topmost in their chain.
  var overriders: [Method: [String: Bool]] = [:]

  /// The name the extension's own implementation gets.
  static func baseName(_ name: String) -> String { "_uikitBase_" + name }
  /// The name overriding implementations get.
  static func overrideName(_ name: String) -> String { "_uikitOverride_" + name }

  /// An empty plan.
  init() {}

  /// The plan for a scanned target.
  init(index: TargetIndex) {
    let candidates = index.methods.filter {
      $0.inExtension && !$0.isOverride && !$0.isStatic && $0.baseName != "init"
    }
    guard !candidates.isEmpty else { return }
    var byName: [String: [MethodDeclaration]] = [:]
    for candidate in candidates { byName[candidate.baseName, default: []].append(candidate) }
    var found: [(Method, String)] = []
    for method in index.methods
    where method.isOverride && !method.isStatic && method.baseName != "init" {
      guard let named = byName[method.baseName] else { continue }
      for ancestor in index.ancestry(of: method.owner).dropFirst() {
        guard
          let declaration = named.first(where: {
            $0.owner == ancestor && $0.labels == method.labels
          })
        else { continue }
        let key = Method(
          owner: ancestor, baseName: declaration.baseName, labels: declaration.labels,
          selector: declaration.selector)
        methods[key] = declaration.location
        found.append((key, method.owner))
        break
      }
    }
    for (key, owner) in found {
      let overriding = Set(found.filter { $0.0 == key }.map(\.1))
      let above = index.ancestry(of: owner).dropFirst()
      overriders[key, default: [:]][owner] = !above.contains(where: overriding.contains)
    }
  }

  /// The overridden extension method a declaration in `owner` (an extension of it) declares.
  func declared(
    in owner: String?, baseName: String, labels: [String?]
  ) -> Method? {
    guard let owner else { return nil }
    return methods.keys.first {
      $0.owner == owner && $0.baseName == baseName && $0.labels == labels
    }
  }

  /// The overridden extension method an `override` in `owner` overrides, and whether `owner`
  /// is the topmost overrider.
  func overridden(
    by owner: String?, baseName: String, labels: [String?]
  ) -> (Method, topmost: Bool)? {
    guard let owner else { return nil }
    for (key, classes) in overriders
    where key.baseName == baseName && key.labels == labels {
      if let topmost = classes[owner] { return (key, topmost) }
    }
    return nil
  }

  /// What `super.name(...)` in `owner` calls: the overridden method and the name to call, or
  /// `nil` when `owner` does not descend from an extended class with that method.
  func superCall(
    in owner: String?, baseName: String, labels: [String?], index: TargetIndex
  ) -> String? {
    guard let owner else { return nil }
    let chain = index.ancestry(of: owner)
    for (key, classes) in overriders
    where key.baseName == baseName && key.labels == labels && chain.dropFirst().contains(key.owner)
    {
      let overriddenAbove = chain.dropFirst().contains { classes[$0] != nil }
      return overriddenAbove ? Self.overrideName(baseName) : Self.baseName(baseName)
    }
    return nil
  }
}
