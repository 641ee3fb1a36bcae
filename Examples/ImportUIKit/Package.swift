// swift-tools-version:6.0
// An app's UIKit code, unchanged, built on Linux against HeadlessUIKit: the files say
// `import UIKit`, `import QuartzCore` and `import CoreGraphics`; on Linux those products come from
// HeadlessUIKit, on Apple platforms from the SDK.
import PackageDescription

/// The three products, on Linux only (Apple platforms keep their system frameworks).
let uikitOnLinux: [Target.Dependency] = ["UIKit", "QuartzCore", "CoreGraphics"].map {
  .product(name: $0, package: "HeadlessUIKit", condition: .when(platforms: [.linux]))
}

let package = Package(
  name: "ImportUIKit",
  dependencies: [
    // In an app's own package: .package(url: "https://…/HeadlessUIKit.git", from: "…")
    .package(name: "HeadlessUIKit", path: "../..")
  ],
  targets: [
    .target(name: "ProfileScreen", dependencies: uikitOnLinux),
    .testTarget(name: "ProfileScreenTests", dependencies: ["ProfileScreen"]),
  ],
  swiftLanguageModes: [.v5]
)
