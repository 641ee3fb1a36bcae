// swift-tools-version:6.0
// Snapshot tests written for iOS with swift-snapshot-testing, running on Linux: the app's screen
// says `import UIKit`; its test file is the iOS one plus `import HeadlessUIKitSnapshotTesting`
// under `#if os(Linux)`.
import PackageDescription

/// HeadlessUIKit's products, on Linux only (Apple platforms keep their system frameworks and
/// swift-snapshot-testing's own UIKit strategies).
func onLinux(_ name: String) -> Target.Dependency {
  .product(name: name, package: "HeadlessUIKit", condition: .when(platforms: [.linux]))
}

let package = Package(
  name: "LinuxSnapshotTests",
  dependencies: [
    // In an app's own package: .package(url: "https://…/HeadlessUIKit.git", from: "…")
    .package(name: "HeadlessUIKit", path: "../.."),
    .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.0"),
  ],
  targets: [
    .target(name: "SignInScreen", dependencies: [onLinux("UIKit")]),
    // The three seed scenes' controllers (a map pinned into a container, a frame-based parent
    // sizing a self-sizing child, a preview capped at 25 %).
    .target(name: "SeedScreens", dependencies: [onLinux("UIKit")]),
    .testTarget(
      name: "SignInScreenTests",
      dependencies: [
        "SignInScreen",
        .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
        onLinux("HeadlessUIKitSnapshotTesting"), onLinux("HeadlessUIKitTesting"),
      ],
      exclude: ["__Snapshots__"]),
    .testTarget(
      name: "SeedScreensTests",
      dependencies: [
        "SeedScreens",
        .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
        onLinux("HeadlessUIKitSnapshotTesting"), onLinux("HeadlessUIKitTesting"),
      ],
      exclude: ["__Snapshots__"]),
  ],
  swiftLanguageModes: [.v5]
)
