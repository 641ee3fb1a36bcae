import Foundation

// Swift's key-value observing API as Apple's Foundation overlay spells it. Linux's Foundation
// declares none of it (no options, no change kinds, no `NSKeyValueObservation`), so
// HeadlessUIKit declares it with Apple's names and values (decision KV1).

/// The values a key-value observation's change carries, and when it is sent.
///
/// `.new` and `.old` put the new and old values in the change (otherwise they are `nil`);
/// `.initial` sends one change at once, while the observation is being made, with the current
/// value as the new value; `.prior` sends a change before each change too, with `isPrior` set and
/// the old value if `.old` is requested (never the new value).
public struct NSKeyValueObservingOptions: OptionSet, Sendable, Hashable {
  /// The raw bits, with Foundation's values.
  public let rawValue: UInt

  /// Makes options from raw bits.
  ///
  /// - Parameter rawValue: Foundation's bits: 1 new, 2 old, 4 initial, 8 prior.
  public init(rawValue: UInt) {
    self.rawValue = rawValue
  }

  /// The change carries the new value.
  public static let new = NSKeyValueObservingOptions(rawValue: 1)
  /// The change carries the old value.
  public static let old = NSKeyValueObservingOptions(rawValue: 2)
  /// A change is sent at once, before `observe` returns.
  public static let initial = NSKeyValueObservingOptions(rawValue: 4)
  /// A change is also sent before each change.
  public static let prior = NSKeyValueObservingOptions(rawValue: 8)
}

/// The kind of a key-value change, with Foundation's raw values.
///
/// Properties change by `.setting`; the other kinds are for to-many relationships, which
/// HeadlessUIKit's observation never reports.
public enum NSKeyValueChange: UInt, Sendable {
  /// The value was set.
  case setting = 1
  /// Objects were inserted into a to-many relationship.
  case insertion = 2
  /// Objects were removed from a to-many relationship.
  case removal = 3
  /// Objects of a to-many relationship were replaced.
  case replacement = 4
}

/// One change that a key-value observation reports to its handler.
///
/// `newValue` and `oldValue` are `nil` unless the observation asked for them with `.new` and
/// `.old`; for an optional property whose value is `nil` they are `.some(nil)`, as Apple's
/// overlay gives them.
public struct NSKeyValueObservedChange<Value> {
  /// The kind of change (``NSKeyValueChange``).
  public typealias Kind = NSKeyValueChange

  /// How the value changed; always `.setting` for properties.
  public let kind: Kind
  /// The value after the change, when `.new` was requested (not in a prior change).
  public let newValue: Value?
  /// The value before the change, when `.old` was requested (not in an initial change).
  public let oldValue: Value?
  /// The indexes of a to-many change; `nil` for properties.
  public let indexes: IndexSet?
  /// Whether this change is sent before the change happens (option `.prior`).
  public let isPrior: Bool
}

extension NSKeyValueObservedChange: Sendable where Value: Sendable {}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// The protocol through which Apple's Foundation overlay gives every `NSObject` the
/// `observe(_:options:changeHandler:)` method, so that the handler receives the receiver with its
/// static type (`Self`).
///
/// The name is Apple's; code never names it.
public protocol _KeyValueCodingAndObserving {}

extension NSObject: _KeyValueCodingAndObserving {}
