import Foundation

extension IBDocument {
  /// The major iOS version whose metrics Interface Builder used for the stored frames: 26 for a
  /// document saved by Xcode 26, else 18 (decision IB50).
  ///
  /// The iOS plug-in's build decides, since it computes the frames; `toolsVersion` stands in
  /// when the document records no plug-in. Builds 24000 to 32699 are Xcode 26's (Xcode 16 is
  /// 23xxx, Xcode 26.0 to 26.2 write 24xxx). `32700.99.1234` is a placeholder some tools write
  /// instead of a real build; only the plug-in version says which Xcode laid such a document
  /// out, and without one it counts as 18.
  package var savedSystemVersion: Int {
    let build = Self.majorBuild(cocoaTouchPluginVersion) ?? Self.majorBuild(toolsVersion)
    guard let build, (24000..<32700).contains(build) else { return 18 }
    return 26
  }

  /// The whole-number part of an Interface Builder build (`23077` for `23077.2`), or `nil`.
  static func majorBuild(_ version: String?) -> Int? {
    guard let version, let head = version.split(separator: ".").first else { return nil }
    return Int(head)
  }
}
