import Foundation

/// The observations registered on objects, and the notifications observed setters send
/// (decisions KV1–KV3).
///
/// An observation registers itself on each object of its key path (one for `\.contentOffset`,
/// two for `\.layer.bounds`) under the key it watches there. A setter that notifies wraps its
/// change in ``change(_:_:oldValue:_:)``: when nothing is observed anywhere that costs one test
/// of ``isActive``; otherwise the observations of that object and key are told before and after
/// the change, synchronously, on the thread that sets (the main thread for UIKit). Like KVO's
/// automatic notification, every call of an observed setter notifies, even when the value does not
/// change.
///
/// The tables are guarded by a lock, since `observe` and `NSKeyValueObservation`'s
/// deinitialization may run on any thread; handlers run outside the lock.
enum KeyValueObservingCenter {
  /// One observation registered on one object for one key.
  struct Entry {
    let key: String
    let level: Int
    let observation: any KeyValueObservationCore
  }

  /// The registrations on one object, which is held weakly: an identifier reused by a new object
  /// after the old one was deallocated does not inherit them.
  struct Observed {
    weak var object: AnyObject?
    var entries: [Entry]
  }

  nonisolated(unsafe) static var observed: [ObjectIdentifier: Observed] = [:]
  static let lock = NSLock()

  /// Whether any object is observed; setters test only this when nothing is.
  ///
  /// Written under the lock; read without it by setters, which only use it to skip the lookup.
  nonisolated(unsafe) static var isActive = false

  /// Makes a change of an object's key, notifying its observations before and after it.
  ///
  /// - Parameters:
  ///   - object: The object that changes.
  ///   - key: The key of the property that changes.
  ///   - oldValue: The value before the change when the property's getter already returns the
  ///     new one (safe-area insets); `nil` to read it through the key path.
  ///   - body: The change.
  @inline(__always)
  static func change(
    _ object: AnyObject, _ key: String, oldValue: Any? = nil, _ body: () -> Void
  ) {
    guard isActive else { return body() }
    notifyingChange(object, key, oldValue: oldValue, body)
  }

  static func notifyingChange(
    _ object: AnyObject, _ key: String, oldValue: Any?, _ body: () -> Void
  ) {
    willChange(object, key, oldValue: oldValue)
    body()
    didChange(object, key)
  }

  /// Tells an object's observations of a key that it is about to change.
  static func willChange(_ object: AnyObject, _ key: String, oldValue: Any? = nil) {
    for entry in entries(of: object, key: key) {
      entry.observation.willChange(level: entry.level, suppliedOldValue: oldValue)
    }
  }

  /// Tells an object's observations of a key that it changed.
  static func didChange(_ object: AnyObject, _ key: String) {
    for entry in entries(of: object, key: key) {
      entry.observation.didChange(level: entry.level)
    }
  }

  /// The observations of an object's key, in the order they were made.
  static func entries(of object: AnyObject, key: String) -> [Entry] {
    guard isActive else { return [] }
    let id = ObjectIdentifier(object)
    lock.lock()
    defer { lock.unlock() }
    guard let record = observed[id] else { return [] }
    guard record.object === object else {
      // The observed object is gone and its address was reused.
      observed[id] = nil
      isActive = !observed.isEmpty
      return []
    }
    return record.entries.filter { $0.key == key }
  }

  /// Registers an observation on an object for a key.
  static func add(
    _ observation: any KeyValueObservationCore, level: Int, on object: AnyObject, key: String
  ) {
    let id = ObjectIdentifier(object)
    lock.lock()
    defer { lock.unlock() }
    var record = observed[id] ?? Observed(object: object, entries: [])
    if record.object !== object { record = Observed(object: object, entries: []) }
    record.entries.append(Entry(key: key, level: level, observation: observation))
    observed[id] = record
    isActive = true
  }

  /// Removes an observation's registration at a level from an object.
  static func remove(
    _ observation: any KeyValueObservationCore, level: Int, from id: ObjectIdentifier
  ) {
    lock.lock()
    defer { lock.unlock() }
    guard var record = observed[id] else { return }
    record.entries.removeAll { $0.observation === observation && $0.level == level }
    observed[id] = record.entries.isEmpty ? nil : record
    isActive = !observed.isEmpty
  }
}

/// An observation as the center sees it: told before and after changes of the key it registered
/// at a level of its key path.
protocol KeyValueObservationCore: AnyObject {
  /// The key at `level` is about to change; `suppliedOldValue` is its value before the change
  /// when the setter passes it.
  func willChange(level: Int, suppliedOldValue: Any?)
  /// The key at `level` changed.
  func didChange(level: Int)
}
