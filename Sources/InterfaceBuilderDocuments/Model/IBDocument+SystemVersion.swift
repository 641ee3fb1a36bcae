import Foundation

extension IBDocument {
  /// The major iOS version whose metrics Interface Builder used for the stored frames: the iOS
  /// SDK of the Xcode that saved the document (decisions IB50, GN1).
  ///
  /// The iOS plug-in's build decides, since it computes the frames; `toolsVersion` stands in
  /// when the document records no plug-in. Each Xcode writes its own range of builds: Xcode 10
  /// (iOS 12) up to 14490, Xcode 11 (iOS 13) 14800 to 16999 (its betas wrote 14868 with the
  /// plug-in 14824), Xcode 12 (iOS 14) 17xxx, Xcode 13 (iOS 15) 18xxx to 20xxx, Xcode 14
  /// (iOS 16) 21xxx, Xcode 15 (iOS 17) 22xxx, Xcode 16 (iOS 18) 23xxx and Xcode 26 24xxx and
  /// later. Documents saved before Xcode 10 count as 12, the oldest simulated release.
  /// `32700.99.1234` is a placeholder some tools write instead of a real build; only the plug-in
  /// version says which Xcode laid such a document out, and without one (or with no readable
  /// build at all) it counts as 18.
  package var savedSystemVersion: Int {
    let build = Self.majorBuild(cocoaTouchPluginVersion) ?? Self.majorBuild(toolsVersion)
    guard let build, build < 32700 else { return 18 }
    return Self.systemVersion(ofBuild: build)
  }

  /// The first build of each Xcode release, with the major iOS version of its SDK, newest
  /// first (decision GN1).
  static let firstBuilds: [(build: Int, systemVersion: Int)] = [
    (24000, 26), (23000, 18), (22000, 17), (21000, 16), (18000, 15), (17000, 14), (14700, 13),
  ]

  /// The major iOS version of the SDK of the Xcode that writes an Interface Builder build.
  ///
  /// - Parameter build: The whole-number part of a plug-in or tools build.
  /// - Returns: 12 to 18, or 26.
  static func systemVersion(ofBuild build: Int) -> Int {
    firstBuilds.first { build >= $0.build }?.systemVersion ?? 12
  }

  /// The whole-number part of an Interface Builder build (`23077` for `23077.2`), or `nil`.
  static func majorBuild(_ version: String?) -> Int? {
    guard let version, let head = version.split(separator: ".").first else { return nil }
    return Int(head)
  }
}
