import Foundation
import HeadlessUIKit
import Testing

/// Reads and writes the documented archive format directly, so tests can make archives a
/// launch must refuse (StateArchive's documentation: outer keys `format`, `version`,
/// `checksum`, `payload`; payload keys `application` and `records`).
enum StateArchiveTesting {
  /// FNV-1a, 64 bits, as the format documents.
  static func checksum(_ bytes: Data) -> UInt64 {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in bytes {
      hash ^= UInt64(byte)
      hash = hash &* 0x0000_0100_0000_01b3
    }
    return hash
  }

  /// An outer archive around `payload`.
  static func outer(
    format: String = "HeadlessUIKit.StateRestorationArchive", version: Int = 1,
    checksum: UInt64? = nil, payload: Data
  ) -> Data {
    let archiver = NSKeyedArchiver(requiringSecureCoding: true)
    archiver.encode(format as NSString, forKey: "format")
    archiver.encode(version, forKey: "version")
    archiver.encode(
      Int64(bitPattern: checksum ?? Self.checksum(payload)), forKey: "checksum")
    archiver.encode(payload as NSData, forKey: "payload")
    archiver.finishEncoding()
    return archiver.encodedData
  }

  /// The payload and its records of a valid archive.
  static func records(of archive: Data) throws -> (application: Data, records: [[String: Any]]) {
    let outer = try NSKeyedUnarchiver(forReadingFrom: archive)
    outer.requiresSecureCoding = true
    let payload = try #require(outer.decodeObject(of: NSData.self, forKey: "payload") as Data?)
    let reader = try NSKeyedUnarchiver(forReadingFrom: payload)
    reader.requiresSecureCoding = true
    let application = try #require(
      reader.decodeObject(of: NSData.self, forKey: "application") as Data?)
    let records = try #require(
      reader.decodeObject(
        of: [NSArray.self, NSDictionary.self, NSString.self, NSData.self, NSNumber.self],
        forKey: "records") as? [[String: Any]])
    return (application, records)
  }

  /// A whole archive with the given records.
  static func archive(application: Data, records: [[String: Any]]) -> Data {
    let payload = NSKeyedArchiver(requiringSecureCoding: true)
    payload.encode(application as NSData, forKey: "application")
    payload.encode(records.map { NSDictionary(dictionary: $0) } as NSArray, forKey: "records")
    payload.finishEncoding()
    return outer(payload: payload.encodedData)
  }
}
