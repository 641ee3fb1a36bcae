/// The observable keys of a file's classes (decision KV4): for each class with `@objc` instance
/// properties declared in the file, a table of their key paths made for the observed key path's
/// root type, registered with `ObjectiveCRuntime.registerObservableKeys(of:_:)`.
///
/// A key path written with a subclass as root is not equal to the class's own on Linux, so the
/// table is generic over a protocol that only the class adopts (`_UIKitSourcesKeys_N_Class`),
/// which the runtime opens with the root type. Every `@objc` property gets a key, so that
/// `observe(\.model.name)` can pass through a plain `@objc var model`; only `@objc dynamic` ones
/// notify (`FileRewriter.rewriteObservableProperty(_:)`). Every overriding property gets one too:
/// a key path to an override (`\GradientView.bounds`) names the override, not UIKit's property,
/// so UIKit's own tables cannot match it; UIKit's setter, reached through `super`, notifies.
extension RegistrationGenerator {
  /// The declarations that go in the file, and the registration line of each class.
  func observableKeys(path: String, number: Int) -> (code: String, lines: [(String, String)]) {
    var byOwner: [String: [PropertyDeclaration]] = [:]
    var order: [String] = []
    for property in index.properties
    where property.location.file == path && (property.isObjC || property.isOverride)
      && !property.isStatic && registrable(property.owner) && isClass(property.owner)
    {
      if byOwner[property.owner] == nil { order.append(property.owner) }
      byOwner[property.owner, default: []].append(property)
    }
    var code = ""
    var lines: [(String, String)] = []
    for owner in order {
      let suffix = "\(number)_" + owner.replacing(".", with: "_")
      let probe = "_UIKitSourcesKeys_\(suffix)"
      let table = "_uikitSources_keys_\(suffix)"
      let keys = (byOwner[owner] ?? []).map { property in
        let key = property.name.replacing("`", with: "")
        return Self.wrapped(
          "keys.append(KeyValueObservingKey(\"\(key)\", \\T.\(property.name)))",
          in: property.conditions, indent: "    ")
      }
      let declarations = """
        fileprivate protocol \(probe): \(owner) {}
        extension \(owner): \(probe) {}
        extension \(owner) {
          @MainActor fileprivate static func \(table)<T: \(probe)>(_: T.Type)
            -> [KeyValueObservingKey]
          {
            var keys: [KeyValueObservingKey] = []
        \(keys.joined(separator: "\n"))
            return keys
          }
        }
        """
      code +=
        Self.wrapped(declarations, in: index.types[owner]?.conditions ?? [], indent: "") + "\n"
      lines.append(
        (
          owner,
          "ObjectiveCRuntime.registerObservableKeys(of: \(owner).self) { "
            + "($0 as? any \(probe).Type).map { \(owner).\(table)($0) } ?? [] }"
        ))
    }
    return (code, lines)
  }

  /// Whether a type is a class of the target, or a type of another module extended here (only
  /// classes have `@objc` properties).
  private func isClass(_ owner: String) -> Bool {
    guard let type = index.types[owner] else { return true }
    return type.kind == .class && !type.isGeneric
  }
}
