// swift-tools-version:6.0
// An app's storyboard screen, its UIKit files written exactly as on iOS (`@IBOutlet`,
// `@IBAction`, `#selector` target–action, `@objc` notification handlers, a timer), compiled
// unchanged on Linux through HeadlessUIKit's UIKitSourcesPlugin and tested headless.
import PackageDescription

/// HeadlessUIKit's `UIKit` module, on Linux only (Apple platforms keep the system framework).
let uikitOnLinux: [Target.Dependency] = [
  .product(name: "UIKit", package: "HeadlessUIKit", condition: .when(platforms: [.linux]))
]

let package = Package(
  name: "ObjCFeatures",
  dependencies: [
    // In an app's own package: .package(url: "https://…/HeadlessUIKit.git", from: "…")
    .package(name: "HeadlessUIKit", path: "../..")
  ],
  targets: [
    // The Linux target of the app: uikit-sources.json names the folder of the app's own,
    // unchanged files (App/); the plugin compiles rewritten copies of them into this target.
    .target(
      name: "AppLinux", dependencies: uikitOnLinux,
      exclude: ["uikit-sources.json"],
      plugins: [.plugin(name: "UIKitSourcesPlugin", package: "HeadlessUIKit")]),
    .testTarget(name: "AppLinuxTests", dependencies: ["AppLinux"] + uikitOnLinux),
  ],
  swiftLanguageModes: [.v5]
)
