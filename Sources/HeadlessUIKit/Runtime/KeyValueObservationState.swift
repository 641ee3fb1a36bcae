import Foundation

/// One observation: the root object, the key path and its keys, the options and the handler.
///
/// It registers itself with ``KeyValueObservingCenter`` on the root for the first key and on
/// each object along the key path for the next (`\.layer.bounds`: the view's `layer`, then that
/// layer's `bounds`); when an object along the path is replaced, the registrations below it move
/// to the new object. Changes nest: each will-change pushes the old value that the matching
/// did-change reports.
final class KeyValueObservationState<Root, Value>: KeyValueObservationCore,
  KeyValueObservationEnding, @unchecked Sendable
{
  weak var root: AnyObject?
  let keyPath: KeyPath<Root, Value>
  let components: [KeyValueObservingKeys.Component]
  let options: NSKeyValueObservingOptions
  let handler: (Root, NSKeyValueObservedChange<Value>) -> Void
  /// The object registered at each level, while the observation lasts.
  var registered: [ObjectIdentifier?]
  /// The old values of the changes under way (`nil` when `.old` was not requested).
  var pendingOldValues: [Value?] = []
  var isEnded = false

  init(
    root: AnyObject, keyPath: KeyPath<Root, Value>,
    components: [KeyValueObservingKeys.Component], options: NSKeyValueObservingOptions,
    handler: @escaping (Root, NSKeyValueObservedChange<Value>) -> Void
  ) {
    self.root = root
    self.keyPath = keyPath
    self.components = components
    self.options = options
    self.handler = handler
    self.registered = Array(repeating: nil, count: components.count)
  }

  /// Registers on the objects along the key path, then sends the initial change if requested.
  func start() {
    register(from: 0)
    guard options.contains(.initial), let root = root as? Root else { return }
    let value: Value? = options.contains(.new) ? root[keyPath: keyPath] : nil
    handler(
      root,
      NSKeyValueObservedChange(
        kind: .setting, newValue: value, oldValue: nil, indexes: nil, isPrior: false))
  }

  func willChange(level: Int, suppliedOldValue: Any?) {
    guard !isEnded, let root = root as? Root else { return }
    var old: Value?
    if options.contains(.old) {
      // A supplied value stands for the key itself, which is the whole path only at one level.
      if components.count == 1, let supplied = suppliedOldValue, let typed = supplied as? Value {
        old = typed
      } else {
        old = root[keyPath: keyPath]
      }
    }
    pendingOldValues.append(old)
    guard options.contains(.prior) else { return }
    handler(
      root,
      NSKeyValueObservedChange(
        kind: .setting, newValue: nil, oldValue: old, indexes: nil, isPrior: true))
  }

  func didChange(level: Int) {
    // A did-change without its will-change (the observation was made in between) is not sent.
    guard !isEnded, let root = root as? Root, let old = pendingOldValues.popLast() else {
      return
    }
    if level < components.count - 1 { register(from: level + 1) }
    let value: Value? = options.contains(.new) ? root[keyPath: keyPath] : nil
    handler(
      root,
      NSKeyValueObservedChange(
        kind: .setting, newValue: value, oldValue: old, indexes: nil, isPrior: false))
  }

  func end() {
    guard !isEnded else { return }
    isEnded = true
    unregister(from: 0)
  }

  /// Registers on the objects along the key path from a level, replacing earlier
  /// registrations at those levels.
  private func register(from level: Int) {
    unregister(from: level)
    guard let root else { return }
    for index in level..<components.count {
      let component = components[index]
      let object: AnyObject
      if let prefix = component.prefix {
        // Each prefix ends at an object-valued key (`KeyValueObservingKey.valueClass`).
        guard let value = (root as Any)[keyPath: prefix] else { return }
        object = value as AnyObject
      } else {
        object = root
      }
      KeyValueObservingCenter.add(self, level: index, on: object, key: component.key)
      registered[index] = ObjectIdentifier(object)
    }
  }

  private func unregister(from level: Int) {
    for index in level..<components.count {
      guard let id = registered[index] else { continue }
      KeyValueObservingCenter.remove(self, level: index, from: id)
      registered[index] = nil
    }
  }
}
