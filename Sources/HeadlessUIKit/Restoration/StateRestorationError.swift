import Foundation

/// A state-restoration archive that cannot be written or read back.
///
/// A launch never fails because of its archive: the error is logged, kept in
/// `UIApplication.headlessStateRestorationError`, and the app starts in its default state. A file that
/// exists but cannot be used is moved aside (`keptAsideAt`), never deleted, so it can be
/// inspected. `description` names the file:
///
///     state.archive: error: the archive is truncated or corrupted (checksum mismatch); kept aside as state.archive.rejected-20261122T120000Z
///
/// This type is a HeadlessUIKit addition: UIKit silently discards saved state it cannot read.
public struct StateRestorationError: Error, Sendable, Equatable, CustomStringConvertible {
  /// What went wrong.
  public enum Kind: Sendable, Equatable {
    /// There is no archive at the path (a first launch, or state was never saved).
    case missingArchive
    /// The file exists but could not be read.
    case unreadable
    /// The file is larger than restoration accepts.
    case tooLarge
    /// The file is not a keyed archive, or it ends early.
    case truncated
    /// The file is a keyed archive whose content fails its checksum or its structure checks.
    case corrupted
    /// The file is a keyed archive of something other than HeadlessUIKit's restoration state.
    case foreignArchive
    /// The archive was written by a format version this build does not read.
    case unsupportedVersion(Int)
    /// The archive could not be written; the previous archive, if any, is untouched.
    case writeFailed
  }

  /// What went wrong.
  public let kind: Kind
  /// The archive's location.
  public let url: URL
  /// Where the unusable file was moved, or `nil` when nothing was moved.
  public let keptAsideAt: URL?
  /// The human-readable explanation.
  public let message: String

  /// Creates an error.
  ///
  /// - Parameters:
  ///   - kind: What went wrong.
  ///   - url: The archive's location.
  ///   - keptAsideAt: Where the unusable file was moved, if it was.
  ///   - message: The explanation.
  public init(_ kind: Kind, url: URL, keptAsideAt: URL? = nil, message: String) {
    self.kind = kind
    self.url = url
    self.keptAsideAt = keptAsideAt
    self.message = message
  }

  /// `FILE: error: MESSAGE`, followed by where the file was kept aside.
  public var description: String {
    var text = "\(url.lastPathComponent): error: \(message)"
    if let keptAsideAt { text += "; kept aside as \(keptAsideAt.lastPathComponent)" }
    return text
  }

  /// The same error, recording where the file was moved.
  func keptAside(at location: URL?) -> StateRestorationError {
    StateRestorationError(kind, url: url, keptAsideAt: location, message: message)
  }
}
