import Foundation

/// Why an asset in an asset catalog could not be read (decision IM8).
///
/// Xcode compiles asset catalogs at build time and refuses malformed ones; headless the
/// `Contents.json` files are read when the app asks, so a bad file is reported with this error
/// (logged) and the lookup fails as for a missing asset, never trapping.
package enum AssetCatalogError: Error, Equatable, Sendable {
  /// The file could not be read.
  case unreadable(path: String)
  /// The file is not JSON of the expected shape; the reason says what is wrong.
  case malformed(path: String, reason: String)
  /// A colour uses a colour space HeadlessUIKit does not convert.
  case unsupportedColorSpace(path: String, colorSpace: String)
  /// A colour component is not a number in a form Xcode writes.
  case invalidComponent(path: String, component: String, value: String)
  /// A colour refers to a system colour HeadlessUIKit does not know.
  case unknownSystemColor(path: String, name: String)
  /// The set has no colour for iPhone (universal or iphone idiom).
  case noColor(path: String)
}

extension AssetCatalogError: CustomStringConvertible {
  /// A one-line message naming the file and the problem.
  package var description: String {
    switch self {
    case .unreadable(let path): "cannot read \(path)"
    case .malformed(let path, let reason): "\(path) is malformed: \(reason)"
    case .unsupportedColorSpace(let path, let space):
      "\(path) uses the colour space \"\(space)\", which is not supported"
    case .invalidComponent(let path, let component, let value):
      "\(path): the \(component) component \"\(value)\" is not a number"
    case .unknownSystemColor(let path, let name): "\(path) refers to unknown system colour \(name)"
    case .noColor(let path): "\(path) has no universal or iPhone colour"
    }
  }
}
