import Foundation

/// A failure of a compatibility check that stops it before any result: each names the file or
/// folder at fault, in one line.
public enum CompatibilityError: Error, Equatable, CustomStringConvertible {
  /// A path given to the check does not exist.
  case missingPath(String)
  /// A folder given to the check holds no `.swift` file.
  case noSwiftFiles(String)
  /// The stubs folder does not exist or is not a folder.
  case missingStubsFolder(String)
  /// A Swift file (or stub) cannot be read as UTF-8 text.
  case unreadableFile(String)
  /// The folder of compiled modules (with `UIKit.swiftmodule`) was not found.
  case missingModules(String)
  /// The Swift compiler could not be started.
  case compilerUnavailable(String)
  /// A scratch file or folder could not be written.
  case scratchUnwritable(String)

  /// The one-line message.
  public var description: String {
    switch self {
    case .missingPath(let path): "no such file or folder: \(path)"
    case .noSwiftFiles(let path): "no .swift files in \(path)"
    case .missingStubsFolder(let path): "stubs folder not found: \(path)"
    case .unreadableFile(let path): "cannot read \(path) as UTF-8 text"
    case .missingModules(let path):
      "no UIKit.swiftmodule in \(path); build the package first (swift build)"
    case .compilerUnavailable(let detail): "cannot run the Swift compiler: \(detail)"
    case .scratchUnwritable(let path): "cannot write scratch files in \(path)"
    }
  }
}
