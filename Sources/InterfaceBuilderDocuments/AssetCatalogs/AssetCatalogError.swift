import Foundation

/// Why an asset catalog, or an asset in it, could not be read (decisions IM8, AC1).
///
/// Xcode compiles asset catalogs at build time and refuses malformed ones; headless the
/// `Contents.json` files are read when the app (or the command-line tool) asks, so a bad file is
/// reported with this error and the lookup fails as for a missing asset, never trapping. Every
/// case names the file; problems inside a `Contents.json` also name the place as a JSON key
/// path (`colors[1].color.components.red`).
package enum AssetCatalogError: Error, Equatable, Sendable {
  /// The file could not be read.
  case unreadable(path: String)
  /// The file is larger than the reader accepts.
  case tooLarge(path: String, bytes: Int)
  /// The file is not JSON of the expected shape at a key path; the reason says what is wrong.
  case malformed(path: String, keyPath: String, reason: String)
  /// A colour uses a colour space HeadlessUIKit does not convert.
  case unsupportedColorSpace(path: String, colorSpace: String)
  /// A colour component is not a number in a form Xcode writes.
  case invalidComponent(path: String, keyPath: String, value: String)
  /// A colour refers to a system colour HeadlessUIKit does not know.
  case unknownSystemColor(path: String, name: String)
  /// The set has no colour for iPhone (universal or iphone idiom).
  case noColor(path: String)
  /// An image set's file is not an image HeadlessUIKit can decode.
  case undecodableImage(path: String)
  /// The folder is not an asset catalog (`.xcassets` folder) or cannot be listed.
  case notACatalog(path: String)
}

extension AssetCatalogError: CustomStringConvertible {
  /// A one-line message naming the file, the place and the problem.
  package var description: String {
    switch self {
    case .unreadable(let path): "cannot read \(path)"
    case .tooLarge(let path, let bytes): "\(path) is too large (\(bytes) bytes)"
    case .malformed(let path, let keyPath, let reason):
      keyPath.isEmpty ? "\(path) is malformed: \(reason)" : "\(path) at \(keyPath): \(reason)"
    case .unsupportedColorSpace(let path, let space):
      "\(path) uses the colour space \"\(space)\", which is not supported"
    case .invalidComponent(let path, let keyPath, let value):
      "\(path) at \(keyPath): \"\(value)\" is not a colour component"
    case .unknownSystemColor(let path, let name): "\(path) refers to unknown system colour \(name)"
    case .noColor(let path): "\(path) has no universal or iPhone colour"
    case .undecodableImage(let path): "\(path) is not a PNG, JPEG or GIF image that can be read"
    case .notACatalog(let path): "\(path) is not an asset catalog folder that can be listed"
    }
  }

  /// The file the error is about.
  package var path: String {
    switch self {
    case .unreadable(let path), .tooLarge(let path, _), .malformed(let path, _, _),
      .unsupportedColorSpace(let path, _), .invalidComponent(let path, _, _),
      .unknownSystemColor(let path, _), .noColor(let path), .undecodableImage(let path),
      .notACatalog(let path):
      path
    }
  }
}
