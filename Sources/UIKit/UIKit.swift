// `import UIKit` on Linux: this module re-exports HeadlessUIKit, so UIKit code compiles unchanged.
//
// Apps depend on the `UIKit` product for Linux only
// (`.product(name: "UIKit", package: "HeadlessUIKit", condition: .when(platforms: [.linux]))`);
// on Apple platforms the system framework is imported instead and this module is empty.
#if os(Linux)
  @_exported import HeadlessUIKit
#endif
