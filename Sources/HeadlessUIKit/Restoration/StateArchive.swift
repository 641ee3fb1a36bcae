import Foundation

/// What a state-restoration archive holds: the app-level state and one record per saved
/// controller, view and registered object, in the order they were saved (top-down).
///
/// On disk it is a secure `NSKeyedArchiver` archive of four values: `format` (the string
/// `HeadlessUIKit.StateRestorationArchive`), `version` (1), `checksum` (FNV-1a, 64 bits, of
/// `payload`) and `payload`, itself a secure keyed archive of `application` (the app-level
/// coder's own archive) and `records`, an array of dictionaries with `kind` (`controller`,
/// `view` or `object`), `path` (the restoration identifiers from the root down), `class` (the
/// saved object's class name), `restorationClass`, `storyboard` (the storyboard file's path) and
/// `storyboardIdentifier` when known, `presented` (a controller presented by its parent) and
/// `state` (the object's own coder's archive).
struct StateArchive: Equatable {
  /// The marker every HeadlessUIKit archive carries.
  static let format = "HeadlessUIKit.StateRestorationArchive"
  /// The format version this build writes and reads.
  static let version = 1

  /// One saved object.
  struct Record: Equatable {
    /// What kind of object was saved.
    enum Kind: String {
      case controller, view, object
    }

    var kind: Kind
    var path: [String]
    var className: String
    var restorationClassName: String?
    var storyboardPath: String?
    var storyboardIdentifier: String?
    var presented = false
    var state: Data
  }

  /// The app-level coder's archive.
  var application: Data
  /// The saved objects, top-down.
  var records: [Record]

  /// The archive's bytes.
  func encoded() -> Data {
    let payload = NSKeyedArchiver(requiringSecureCoding: true)
    payload.encode(application as NSData, forKey: "application")
    payload.encode(records.map(\.dictionary) as NSArray, forKey: "records")
    payload.finishEncoding()
    let bytes = payload.encodedData
    let outer = NSKeyedArchiver(requiringSecureCoding: true)
    outer.encode(Self.format as NSString, forKey: "format")
    outer.encode(Self.version, forKey: "version")
    outer.encode(Int64(bitPattern: Self.checksum(bytes)), forKey: "checksum")
    outer.encode(bytes as NSData, forKey: "payload")
    outer.finishEncoding()
    return outer.encodedData
  }

  /// Reads an archive's bytes, checking everything before Foundation decodes any object.
  ///
  /// - Throws: `.truncated` for bytes that are not a whole property list, `.foreignArchive` for
  ///   anything that is not HeadlessUIKit's archive, `.unsupportedVersion` for another format
  ///   version, `.corrupted` for a checksum or structure that does not hold.
  static func decode(_ data: Data, url: URL) throws(StateRestorationError) -> StateArchive {
    func failure(_ kind: StateRestorationError.Kind, _ message: String) -> StateRestorationError {
      StateRestorationError(kind, url: url, message: message)
    }
    guard let outer = KeyedArchiveIndex(data: data) else {
      if data.starts(with: Array("bplist".utf8)) {
        throw failure(.truncated, "the archive is truncated (its property list does not parse)")
      }
      throw failure(.foreignArchive, "the file is not a keyed archive")
    }
    guard outer.allows("format", classes: ["NSString"]),
      let reader = try? NSKeyedUnarchiver(forReadingFrom: data)
    else { throw failure(.foreignArchive, "the keyed archive is not a state-restoration archive") }
    reader.requiresSecureCoding = true
    reader.decodingFailurePolicy = .setErrorAndReturn
    guard reader.decodeObject(of: NSString.self, forKey: "format") as String? == format else {
      throw failure(.foreignArchive, "the keyed archive is not a state-restoration archive")
    }
    guard outer.holdsNumber("version") else {
      throw failure(.corrupted, "the archive has no format version")
    }
    let version = reader.decodeInteger(forKey: "version")
    guard version == Self.version else {
      throw failure(
        .unsupportedVersion(version),
        "the archive has format version \(version); this build reads version \(Self.version)")
    }
    guard outer.holdsNumber("checksum"), outer.allows("payload", classes: ["NSData"]),
      let payload = reader.decodeObject(of: NSData.self, forKey: "payload") as Data?
    else { throw failure(.corrupted, "the archive has no payload") }
    let checksum = UInt64(bitPattern: reader.decodeInt64(forKey: "checksum"))
    guard checksum == Self.checksum(payload) else {
      throw failure(.corrupted, "the archive is corrupted (checksum mismatch)")
    }
    guard let archive = Self.decodePayload(payload) else {
      throw failure(.corrupted, "the archive's records are malformed")
    }
    return archive
  }

  private static func decodePayload(_ payload: Data) -> StateArchive? {
    let plistClasses: Set<String> = ["NSArray", "NSDictionary", "NSString", "NSData", "NSNumber"]
    guard let index = KeyedArchiveIndex(data: payload),
      index.allows("application", classes: ["NSData"]),
      index.allows("records", classes: plistClasses),
      let reader = try? NSKeyedUnarchiver(forReadingFrom: payload)
    else { return nil }
    reader.requiresSecureCoding = true
    reader.decodingFailurePolicy = .setErrorAndReturn
    guard let application = reader.decodeObject(of: NSData.self, forKey: "application") as Data?,
      KeyedArchiveIndex(data: application) != nil,
      let list = reader.decodeObject(
        of: [NSArray.self, NSDictionary.self, NSString.self, NSData.self, NSNumber.self],
        forKey: "records") as? [Any]
    else { return nil }
    var records: [Record] = []
    for item in list {
      guard let dictionary = item as? [String: Any], let record = Record(dictionary) else {
        return nil
      }
      records.append(record)
    }
    return StateArchive(application: application, records: records)
  }

  /// FNV-1a, 64 bits: a check against truncation and corruption, not against tampering.
  static func checksum(_ bytes: Data) -> UInt64 {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in bytes {
      hash ^= UInt64(byte)
      hash = hash &* 0x0000_0100_0000_01b3
    }
    return hash
  }
}

extension StateArchive.Record {
  /// The record as the archive stores it.
  var dictionary: NSDictionary {
    var result: [String: Any] = [
      "kind": kind.rawValue, "path": path, "class": className, "presented": presented,
      "state": state,
    ]
    result["restorationClass"] = restorationClassName
    result["storyboard"] = storyboardPath
    result["storyboardIdentifier"] = storyboardIdentifier
    return NSDictionary(dictionary: result)
  }

  /// Reads a stored record; `nil` when a value is missing or of the wrong type, when the path
  /// is empty, or when the state is not a keyed archive.
  init?(_ dictionary: [String: Any]) {
    guard let kindName = dictionary["kind"] as? String, let kind = Kind(rawValue: kindName),
      let path = dictionary["path"] as? [String], !path.isEmpty,
      let className = dictionary["class"] as? String,
      let state = dictionary["state"] as? Data, KeyedArchiveIndex(data: state) != nil
    else { return nil }
    func optionalString(_ key: String) -> String?? {
      guard let value = dictionary[key] else { return .some(nil) }
      return (value as? String).map { .some($0) }
    }
    guard let restorationClassName = optionalString("restorationClass"),
      let storyboardPath = optionalString("storyboard"),
      let storyboardIdentifier = optionalString("storyboardIdentifier")
    else { return nil }
    self.init(
      kind: kind, path: path, className: className, restorationClassName: restorationClassName,
      storyboardPath: storyboardPath, storyboardIdentifier: storyboardIdentifier,
      presented: (dictionary["presented"] as? Bool) ?? false, state: state)
  }
}
