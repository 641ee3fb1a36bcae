import Foundation

/// A property that key-value observation can name: its key and the key path that reaches it
/// from a class.
///
/// Linux has no Objective-C names for key paths, so `observe(\.contentOffset)` learns the key it
/// watches by comparing its key path with tables of known key paths (decision KV3). A table is
/// made for the observed key path's root type itself (key paths to the same property written
/// with a subclass as root are not equal to the superclass's), which is why tables are functions
/// of the class. The `uikit-sources` transform registers a table for each class with `@objc`
/// properties, through ``ObjectiveCRuntime/registerObservableKeys(of:_:)``.
///
/// This type is a HeadlessUIKit addition.
public struct KeyValueObservingKey: @unchecked Sendable {
  /// The key (the property's name).
  public let name: String
  /// The key path from the table's class to the property.
  let keyPath: AnyKeyPath
  /// The property's class when its value is an object whose own keys may follow it in a key
  /// path (`\.layer.bounds`); `nil` for values and optionals.
  let valueClass: AnyClass?

  /// A key and the key path that reaches it.
  ///
  /// - Parameters:
  ///   - name: The key.
  ///   - keyPath: The key path, written with the table's class as root.
  public init<Root, Value>(_ name: String, _ keyPath: KeyPath<Root, Value>) {
    self.name = name
    self.keyPath = keyPath
    self.valueClass = Value.self as? AnyClass
  }
}

/// The tables of observable keys, by class, and the resolution of a key path into the keys of
/// the objects along it.
enum KeyValueObservingKeys {
  /// One step of a resolved key path: the key watched on the object reached by `prefix` (the
  /// root itself when `prefix` is `nil`).
  struct Component {
    let key: String
    let prefix: AnyKeyPath?
  }

  typealias Table = @MainActor (AnyClass) -> [KeyValueObservingKey]

  nonisolated(unsafe) static var tables: [ObjectIdentifier: [Table]] = [:]
  static let lock = NSLock()
  /// The deepest key path resolved (`\.a.b.c`).
  static let maximumDepth = 3

  /// Adds a table of a class's keys (a class declared over several files has several); it is
  /// called with the observed key path's root type, which is the class or a subclass.
  static func register(_ type: AnyClass, _ table: @escaping Table) {
    lock.lock()
    defer { lock.unlock() }
    tables[ObjectIdentifier(type), default: []].append(table)
  }

  /// The keys of a class: its tables and its superclasses', made for the class itself.
  static func keys(of type: AnyClass) -> [KeyValueObservingKey] {
    UIKitObservableKeys.registerOnce()
    var result: [KeyValueObservingKey] = []
    var current: AnyClass? = type
    while let level = current {
      lock.lock()
      let found = tables[ObjectIdentifier(level)] ?? []
      lock.unlock()
      for table in found {
        result += MainActor.assumeIsolated { table(type) }
      }
      current = _getSuperclass(level)
    }
    return result
  }

  /// The keys along a key path from a root class, or `nil` when a part of it is not in the
  /// tables.
  static func resolve(_ keyPath: AnyKeyPath, root: AnyClass) -> [Component]? {
    search(keyPath, prefix: nil, type: root, components: [])
  }

  private static func search(
    _ target: AnyKeyPath, prefix: AnyKeyPath?, type: AnyClass, components: [Component]
  ) -> [Component]? {
    for key in keys(of: type) {
      let path = prefix.map { $0.appending(path: key.keyPath) } ?? key.keyPath
      guard let path else { continue }
      let steps = components + [Component(key: key.name, prefix: prefix)]
      if path == target { return steps }
      if steps.count < maximumDepth, let next = key.valueClass,
        let found = search(target, prefix: path, type: next, components: steps)
      {
        return found
      }
    }
    return nil
  }
}

extension ObjectiveCRuntime {
  /// Registers the observable keys of a class, for `observe(_:options:changeHandler:)`.
  ///
  /// The table is called with the root type of the key path being resolved (the class or a
  /// subclass) and must make its key paths with that type as root, through a protocol that only
  /// the class adopts:
  ///
  ///     protocol ModelKeys: Model {}
  ///     extension Model: ModelKeys {}
  ///     func modelKeys<T: ModelKeys>(_: T.Type) -> [KeyValueObservingKey] {
  ///       [KeyValueObservingKey("name", \T.name)]
  ///     }
  ///     ObjectiveCRuntime.registerObservableKeys(of: Model.self) {
  ///       ($0 as? any ModelKeys.Type).map { modelKeys($0) } ?? []
  ///     }
  ///
  /// The generated `registerUIKitRuntime()` does this for every `@objc` property of the target.
  /// A property notifies its observers only if its setter calls `willChangeValue(forKey:)` and
  /// `didChangeValue(forKey:)`, which the transform adds to `@objc dynamic` properties.
  ///
  /// - Parameters:
  ///   - type: The class.
  ///   - table: The class's keys, made for a root type.
  public static func registerObservableKeys<Owner: AnyObject>(
    of type: Owner.Type, _ table: @escaping @MainActor (AnyClass) -> [KeyValueObservingKey]
  ) {
    KeyValueObservingKeys.register(type, table)
  }
}
