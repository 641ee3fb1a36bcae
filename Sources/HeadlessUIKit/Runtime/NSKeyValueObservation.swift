import Foundation

/// An observation made with `observe(_:options:changeHandler:)`; it lasts until it is
/// invalidated or deinitialized.
///
/// As on iOS, an observation whose token nobody keeps ends as soon as `observe` returns: its
/// handler is called for `.initial` (during `observe`) and never again. The token keeps the
/// handler, and holds the observed object weakly; observations of a deallocated object end.
public class NSKeyValueObservation: NSObject, @unchecked Sendable {
  let core: any KeyValueObservationCore & KeyValueObservationEnding

  init(core: any KeyValueObservationCore & KeyValueObservationEnding) {
    self.core = core
  }

  /// Ends the observation: its handler is not called again.
  ///
  /// Calling it again does nothing.
  public func invalidate() {
    core.end()
  }

  deinit {
    core.end()
  }
}

/// An observation that can be ended.
protocol KeyValueObservationEnding: AnyObject {
  /// Removes the observation's registrations; it is not called again.
  func end()
}

extension _KeyValueCodingAndObserving {
  /// Observes the value at a key path of the receiver, calling the handler synchronously each
  /// time a notifying setter along the key path is called.
  ///
  /// The key path must name properties HeadlessUIKit can observe (decision KV2: UIKit's observed
  /// properties, and the `@objc` properties the `UIKitSourcesPlugin` registered, `@objc dynamic`
  /// ones notifying); any other stops the program with Foundation's "Could not extract a String
  /// from KeyPath" message, naming the class, as iOS stops for a key path without an
  /// Objective-C name. Observations are made on the main thread, as UIKit's objects are used.
  ///
  /// - Parameters:
  ///   - keyPath: The key path, with the receiver's type as root.
  ///   - options: Which values the changes carry, and whether an initial and prior changes are
  ///     sent.
  ///   - changeHandler: Called with the receiver and each change.
  /// - Returns: The observation; keep it for as long as the handler should be called.
  @preconcurrency
  public func observe<Value>(
    _ keyPath: KeyPath<Self, Value>, options: NSKeyValueObservingOptions = [],
    changeHandler: @escaping @Sendable (Self, NSKeyValueObservedChange<Value>) -> Void
  ) -> NSKeyValueObservation {
    guard let root = Self.self as? AnyClass else {
      preconditionFailure("observe(_:options:changeHandler:) needs a class instance")
    }
    guard let components = KeyValueObservingKeys.resolve(keyPath, root: root) else {
      preconditionFailure(
        "Could not extract a String from KeyPath \(keyPath): HeadlessUIKit does not observe "
          + "this key path of \(Self.self) (it observes the UIKit properties listed in "
          + "decision KV2, and the @objc properties and overrides that registerUIKitRuntime() "
          + "registers for classes compiled through the UIKitSourcesPlugin)")
    }
    let core = KeyValueObservationState(
      root: self as AnyObject, keyPath: keyPath, components: components, options: options,
      handler: changeHandler)
    let observation = NSKeyValueObservation(core: core)
    core.start()
    return observation
  }

  /// Tells the observers of a key path of the receiver that its value is about to change, for a
  /// property that notifies by hand.
  ///
  /// - Parameter keyPath: A key path to one observable property of the receiver.
  public func willChangeValue<Value>(for keyPath: KeyPath<Self, Value>) {
    guard let key = Self.singleKey(keyPath) else { return }
    KeyValueObservingCenter.willChange(self as AnyObject, key)
  }

  /// Tells the observers of a key path of the receiver that its value changed.
  ///
  /// - Parameter keyPath: A key path to one observable property of the receiver.
  public func didChangeValue<Value>(for keyPath: KeyPath<Self, Value>) {
    guard let key = Self.singleKey(keyPath) else { return }
    KeyValueObservingCenter.didChange(self as AnyObject, key)
  }

  private static func singleKey(_ keyPath: AnyKeyPath) -> String? {
    guard let root = Self.self as? AnyClass,
      let components = KeyValueObservingKeys.resolve(keyPath, root: root),
      components.count == 1
    else { return nil }
    return components[0].key
  }
}

extension NSObject {
  /// Tells the observers of a key of the receiver that its value is about to change; a setter
  /// that notifies by hand calls it before the change, and ``didChangeValue(forKey:)`` after.
  ///
  /// - Parameter key: The property's key.
  public func willChangeValue(forKey key: String) {
    KeyValueObservingCenter.willChange(self, key)
  }

  /// Tells the observers of a key of the receiver that its value changed.
  ///
  /// - Parameter key: The property's key.
  public func didChangeValue(forKey key: String) {
    KeyValueObservingCenter.didChange(self, key)
  }
}
