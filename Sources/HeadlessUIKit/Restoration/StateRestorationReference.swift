import Foundation

/// What an archive holds in place of a view controller or registered object encoded into a
/// restoration coder: the object's restoration path.
///
/// UIKit archives references to restorable objects rather than the objects, and decoding one
/// yields the object restored for that path at launch (or `nil`). HeadlessUIKit swaps objects
/// for these references while encoding and back while decoding.
final class StateRestorationReference: NSObject, NSSecureCoding {
  static var supportsSecureCoding: Bool { true }

  /// The archived class name of this type, as keyed archives record it.
  static var archivedClassName: String { NSStringFromClass(StateRestorationReference.self) }

  /// The referenced object's restoration path; empty for an object that was not saved.
  let path: [String]

  init(path: [String]) {
    self.path = path
  }

  func encode(with coder: NSCoder) {
    coder.encode(path as NSArray, forKey: "path")
  }

  init?(coder: NSCoder) {
    guard
      let path = coder.decodeObject(of: [NSArray.self, NSString.self], forKey: "path")
        as? [String]
    else { return nil }
    self.path = path
  }
}

/// The table that swaps restorable objects for references while encoding and references for
/// restored objects while decoding.
///
/// It is the archiver's and unarchiver's delegate; Foundation calls it synchronously on the
/// thread that encodes or decodes, which for restoration is always the main thread.
final class StateRestorationReferences: NSObject, NSKeyedArchiverDelegate,
  NSKeyedUnarchiverDelegate
{
  /// The paths of the objects being preserved, by identity.
  var pathsByObject: [ObjectIdentifier: [String]] = [:]
  /// The objects restored so far, by path.
  var objectsByPath: [[String]: AnyObject] = [:]

  func archiver(_ archiver: NSKeyedArchiver, willEncode object: Any) -> Any? {
    guard object is UIViewController || object is any UIStateRestoring else { return object }
    let instance = object as AnyObject
    // An object that is not saved becomes a reference to nothing, which decodes as `nil`
    // (Foundation on Linux cannot encode a `nil` replacement).
    return StateRestorationReference(path: pathsByObject[ObjectIdentifier(instance)] ?? [])
  }

  func unarchiver(_ unarchiver: NSKeyedUnarchiver, didDecode object: Any?) -> Any? {
    guard let reference = object as? StateRestorationReference else { return object }
    return objectsByPath[reference.path] ?? reference
  }

  func archiver(_ archiver: NSKeyedArchiver, didEncode object: Any?) {}
  func archiver(
    _ archiver: NSKeyedArchiver, willReplace object: Any?, withObject newObject: Any?
  ) {}
  func archiverWillFinish(_ archiver: NSKeyedArchiver) {}
  func archiverDidFinish(_ archiver: NSKeyedArchiver) {}
  func unarchiver(
    _ unarchiver: NSKeyedUnarchiver, cannotDecodeObjectOfClassName name: String,
    originalClasses classNames: [String]
  ) -> AnyClass? { nil }
  func unarchiver(_ unarchiver: NSKeyedUnarchiver, willReplace object: Any, with newObject: Any) {}
  func unarchiverWillFinish(_ unarchiver: NSKeyedUnarchiver) {}
  func unarchiverDidFinish(_ unarchiver: NSKeyedUnarchiver) {}
}
