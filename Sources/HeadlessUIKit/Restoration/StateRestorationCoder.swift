import Foundation

/// The coder one restorable object (or the application) saves its state into and reads it back
/// from: a keyed, secure-coding coder over Foundation's `NSKeyedArchiver` and
/// `NSKeyedUnarchiver`.
///
/// Beyond plain forwarding it does what UIKit's restoration coder does: a view controller or
/// registered object encoded into it is saved as a reference (its restoration path) and decodes
/// to the object restored for that path, or `nil`; and
/// `UIApplication.stateRestorationViewControllerStoryboardKey` decodes the storyboard the
/// controller came from. Every object decode is first checked against the archive's recorded
/// classes (`KeyedArchiveIndex`), so a value of the wrong class decodes as `nil` and sets
/// `error`, as on Apple's systems, instead of stopping the process as Foundation does on Linux.
final class StateRestorationCoder: NSCoder {
  /// The property-list classes `decodeObject(forKey:)` accepts without an explicit class list.
  static let defaultClasses: [AnyClass] = [
    NSString.self, NSNumber.self, NSData.self, NSDate.self, NSArray.self, NSDictionary.self,
    NSValue.self, NSUUID.self, NSURL.self,
  ]

  private let archiver: NSKeyedArchiver?
  private let unarchiver: NSKeyedUnarchiver?
  private let index: KeyedArchiveIndex?
  private let references: StateRestorationReferences
  private var failure: (any Error)?

  /// The storyboard the object came from, decoded through the storyboard key.
  var storyboard: UIStoryboard?

  /// A coder to save state into.
  init(encodingWith references: StateRestorationReferences) {
    let archiver = NSKeyedArchiver(requiringSecureCoding: true)
    archiver.delegate = references
    self.archiver = archiver
    unarchiver = nil
    index = nil
    self.references = references
    super.init()
  }

  /// A coder that reads saved state; `nil` when `data` is not a keyed archive.
  init?(decoding data: Data, references: StateRestorationReferences) {
    guard let index = KeyedArchiveIndex(data: data),
      let unarchiver = try? NSKeyedUnarchiver(forReadingFrom: data)
    else { return nil }
    unarchiver.requiresSecureCoding = true
    unarchiver.decodingFailurePolicy = .setErrorAndReturn
    unarchiver.delegate = references
    self.unarchiver = unarchiver
    self.index = index
    archiver = nil
    self.references = references
    super.init()
  }

  /// The saved state, once encoding is over.
  func finishEncoding() -> Data {
    guard let archiver else { return Data() }
    archiver.finishEncoding()
    return archiver.encodedData
  }

  override var allowsKeyedCoding: Bool { true }
  override var requiresSecureCoding: Bool { true }
  override var decodingFailurePolicy: NSCoder.DecodingFailurePolicy { .setErrorAndReturn }
  override var error: (any Error)? { failure ?? unarchiver?.error }
  override func failWithError(_ error: any Error) { failure = error }

  // MARK: Encoding

  override func encode(_ object: Any?, forKey key: String) {
    let object = Self.unwrapped(object)
    if let number = object as? CGFloat {
      archiver?.encode(Double(number), forKey: key)
    } else {
      archiver?.encode(object, forKey: key)
    }
  }
  /// The value inside any number of optionals (`encode(partner, forKey:)` with a
  /// `UIViewController?` arrives as an optional inside `Any`), or `nil`.
  private static func unwrapped(_ value: Any?) -> Any? {
    guard let value else { return nil }
    let mirror = Mirror(reflecting: value)
    guard mirror.displayStyle == .optional else { return value }
    guard let wrapped = mirror.children.first?.value else { return nil }
    return unwrapped(wrapped)
  }

  override func encodeConditionalObject(_ object: Any?, forKey key: String) {
    encode(object, forKey: key)
  }
  override func encode(_ value: Bool, forKey key: String) { archiver?.encode(value, forKey: key) }
  override func encode(_ value: Int, forKey key: String) { archiver?.encode(value, forKey: key) }
  override func encode(_ value: Int32, forKey key: String) { archiver?.encode(value, forKey: key) }
  override func encode(_ value: Int64, forKey key: String) { archiver?.encode(value, forKey: key) }
  override func encode(_ value: Float, forKey key: String) { archiver?.encode(value, forKey: key) }
  override func encode(_ value: Double, forKey key: String) { archiver?.encode(value, forKey: key) }

  // MARK: Decoding

  override func containsValue(forKey key: String) -> Bool {
    if key == UIApplication.stateRestorationViewControllerStoryboardKey { return storyboard != nil }
    return index?.contains(key) ?? false
  }

  override func decodeObject(forKey key: String) -> Any? {
    decodeObject(of: Self.defaultClasses + [UIViewController.self], forKey: key)
  }

  override func decodeObject(of classes: [AnyClass]?, forKey key: String) -> Any? {
    if key == UIApplication.stateRestorationViewControllerStoryboardKey { return storyboard }
    guard let index, let unarchiver, index.contains(key) else { return nil }
    let requested = classes ?? Self.defaultClasses
    let names = Set(requested.map { NSStringFromClass($0) })
    let referenceName = StateRestorationReference.archivedClassName
    let pathClasses: Set<String> = [
      NSStringFromClass(NSArray.self), NSStringFromClass(NSString.self),
    ]
    guard
      index.allows(
        key, classes: names.union([referenceName]), memberClasses: [referenceName: pathClasses])
    else {
      failWithError(Self.wrongClass(key: key, classes: names))
      return nil
    }
    let value = unarchiver.decodeObject(
      of: requested + [StateRestorationReference.self], forKey: key)
    return resolved(value, requested: requested, key: key, names: names)
  }

  /// The decoded value with unresolved references removed, or `nil` (and an error) when a
  /// reference resolved to an object of a class the caller did not ask for.
  private func resolved(_ value: Any?, requested: [AnyClass], key: String, names: Set<String>)
    -> Any?
  {
    func accepted(_ object: AnyObject) -> Bool {
      requested.contains {
        type(of: object) == $0 || ((object as? NSObject)?.isKind(of: $0) ?? false)
      }
    }
    switch value {
    case is StateRestorationReference:
      return nil
    case let array as NSArray:
      let kept = array.compactMap { $0 is StateRestorationReference ? nil : $0 }
      if kept.contains(where: { !accepted($0 as AnyObject) }) {
        failWithError(Self.wrongClass(key: key, classes: names))
        return nil
      }
      return kept.count == array.count ? array : NSArray(array: kept)
    case let object?:
      if accepted(object as AnyObject) { return object }
      failWithError(Self.wrongClass(key: key, classes: names))
      return nil
    case nil:
      return nil
    }
  }

  private static func wrongClass(key: String, classes: Set<String>) -> NSError {
    NSError(
      domain: NSCocoaErrorDomain, code: CocoaError.coderReadCorrupt.rawValue,
      userInfo: [
        NSDebugDescriptionErrorKey:
          "value for key '\(key)' is not of the allowed classes \(classes.sorted())"
      ])
  }

  override func decodeBool(forKey key: String) -> Bool {
    primitive(key) { $0.decodeBool(forKey: key) } ?? false
  }
  override func decodeInteger(forKey key: String) -> Int {
    primitive(key) { $0.decodeInteger(forKey: key) } ?? 0
  }
  override func decodeInt32(forKey key: String) -> Int32 {
    primitive(key) { $0.decodeInt32(forKey: key) } ?? 0
  }
  override func decodeInt64(forKey key: String) -> Int64 {
    primitive(key) { $0.decodeInt64(forKey: key) } ?? 0
  }
  override func decodeFloat(forKey key: String) -> Float {
    primitive(key) { $0.decodeFloat(forKey: key) } ?? 0
  }
  override func decodeDouble(forKey key: String) -> Double {
    primitive(key) { $0.decodeDouble(forKey: key) } ?? 0
  }

  /// Decodes a number, or `nil` when the key holds something other than a number (which
  /// Foundation on Linux would stop on).
  private func primitive<T>(_ key: String, _ decode: (NSKeyedUnarchiver) -> T) -> T? {
    guard let unarchiver, let index, index.holdsNumber(key) else { return nil }
    return decode(unarchiver)
  }
}
