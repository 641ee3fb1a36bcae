import Foundation

/// A keyed archive read as a property list, so that what it holds can be checked before
/// Foundation decodes any of it.
///
/// On Linux, `NSKeyedUnarchiver` stops the process when a secure decode meets a class the
/// caller did not allow, instead of failing the decode as it does on Apple's systems. Every
/// decode of restoration state therefore first walks the objects reachable from the key and
/// accepts them only if each one's class chain (as the archive records it) meets the allowed
/// classes. A structure the walk does not understand counts as not allowed: the check fails
/// closed. The walk is bounded by `maximumDepth` and visits each object once.
struct KeyedArchiveIndex {
  /// How deep object graphs may nest.
  static let maximumDepth = 256

  private let objects: [Any]
  private let top: [String: Any]

  /// Reads `data` as a keyed archive; `nil` when it is not one.
  init?(data: Data) {
    guard
      let plist = try? PropertyListSerialization.propertyList(from: data, options: [], format: nil),
      let root = plist as? [String: Any],
      root["$archiver"] as? String == "NSKeyedArchiver",
      let objects = root["$objects"] as? [Any],
      let top = root["$top"] as? [String: Any]
    else { return nil }
    self.objects = objects
    self.top = top
  }

  /// The keys of the archive's top level.
  var keys: Set<String> { Set(top.keys) }

  /// Whether the archive holds a value for `key`.
  func contains(_ key: String) -> Bool {
    top[key] != nil
  }

  /// Whether the value for `key` is a number stored inline (what the primitive encoders write).
  func holdsNumber(_ key: String) -> Bool {
    guard let value = top[key], Self.uid(value) == nil else { return false }
    return value is NSNumber || value is Int || value is Double || value is Bool
  }

  /// Whether the value for `key` is an object graph whose every object is of one of `classes`
  /// (by name, including superclasses recorded in the archive); `true` for a missing key or an
  /// archived `nil`.
  ///
  /// - Parameters:
  ///   - key: The top-level key.
  ///   - classes: The names of the allowed classes.
  ///   - memberClasses: For objects of the named classes, the classes their own members may be
  ///     (the classes their `init(coder:)` allows), instead of `classes`.
  /// - Returns: Whether every reachable object is allowed.
  func allows(
    _ key: String, classes: Set<String>, memberClasses: [String: Set<String>] = [:]
  ) -> Bool {
    guard let value = top[key] else { return true }
    guard let index = Self.uid(value) else { return false }
    var walk = Walk(memberClasses: memberClasses)
    return allows(index: index, classes: classes, depth: 0, walk: &walk)
  }

  private struct Walk {
    let memberClasses: [String: Set<String>]
    /// The objects already checked, with the classes they were checked against (an object
    /// reached again under other allowed classes is checked again).
    var visited: [Int: [Set<String>]] = [:]
  }

  private func allows(index: Int, classes: Set<String>, depth: Int, walk: inout Walk) -> Bool {
    guard index >= 0, index < objects.count, depth < Self.maximumDepth else { return false }
    if index == 0 { return true }  // "$null"
    if walk.visited[index, default: []].contains(classes) { return true }
    walk.visited[index, default: []].append(classes)
    let anyObject = classes.contains("NSObject")
    switch objects[index] {
    case is String:
      return anyObject || classes.contains("NSString")
    case is Data:
      return anyObject || classes.contains("NSData")
    case is Int, is Double, is Bool:
      return anyObject || classes.contains("NSNumber")
    case let dictionary as [String: Any]:
      guard let classIndex = dictionary["$class"].flatMap(Self.uid), classIndex > 0,
        classIndex < objects.count,
        let classRecord = objects[classIndex] as? [String: Any],
        let chain = classRecord["$classes"] as? [String],
        anyObject || !classes.isDisjoint(with: chain)
      else { return false }
      let overrides = walk.memberClasses
      let members = chain.lazy.compactMap { overrides[$0] }.first ?? classes
      for (key, member) in dictionary where key != "$class" {
        if let child = Self.uid(member) {
          guard allows(index: child, classes: members, depth: depth + 1, walk: &walk)
          else { return false }
        } else if let list = member as? [Any] {
          for element in list {
            guard let child = Self.uid(element),
              allows(index: child, classes: members, depth: depth + 1, walk: &walk)
            else { return false }
          }
        }
      }
      return true
    case is NSNumber:
      return anyObject || classes.contains("NSNumber")
    default:
      return false
    }
  }

  /// The object index a keyed-archive reference (`CF$UID`) holds, or `nil` for any other value.
  ///
  /// Foundation gives these references no public API on Linux; the index is its one stored
  /// integer.
  static func uid(_ value: Any) -> Int? {
    guard String(describing: type(of: value)).hasSuffix("KeyedArchiverUID") else { return nil }
    for child in Mirror(reflecting: value).children where child.label == "value" {
      if let number = child.value as? UInt32 { return Int(number) }
    }
    return nil
  }
}
