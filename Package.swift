// swift-tools-version:6.0
// HeadlessUIKit: UIKit's view and view-controller layout system, headless, on Linux.

import PackageDescription

/// Debug builds (and so every `swift test` run) compile the internal invariant checks in.
let internalChecks: [SwiftSetting] = [
  .define("HEADLESS_UIKIT_INTERNAL_CHECKS", .when(configuration: .debug))
]

let package = Package(
  name: "HeadlessUIKit",
  products: [
    .library(name: "HeadlessUIKit", targets: ["HeadlessUIKit"]),
    // Layout audits for XCTest and Swift Testing: a screen swept over devices, orientations,
    // text sizes and appearances, with the mistakes found in each.
    .library(name: "HeadlessUIKitTesting", targets: ["HeadlessUIKitTesting"]),
    // swift-snapshot-testing's UIKit strategies (`.image(on: .iPhone13)`, `.recursiveDescription`)
    // on Linux, where that library compiles them out, plus `.svg` and `.layoutReport`.
    .library(name: "HeadlessUIKitSnapshotTesting", targets: ["HeadlessUIKitSnapshotTesting"]),
    // `import UIKit`, `import QuartzCore`, `import CoreGraphics` on Linux (depend on them with
    // `condition: .when(platforms: [.linux])`; on Apple platforms the system frameworks stay).
    // (each with Swift Testing's cross-import overlay module, which a test file that imports
    // Testing and UIKit or CoreGraphics makes the compiler load)
    .library(name: "UIKit", targets: ["UIKit", "_Testing_UIKit"]),
    .library(name: "QuartzCore", targets: ["QuartzCore"]),
    .library(name: "CoreGraphics", targets: ["CoreGraphics", "_Testing_CoreGraphics"]),
    // `import os` / `import os.log` on Linux: Apple's logging (`Logger`, `os_log`, `OSLogStore`).
    .library(name: "os", targets: ["os"]),
    .executable(name: "headless-uikit", targets: ["headless-uikit"]),
    // Unchanged `@objc`/`@IBOutlet`/`#selector` sources on Linux: the build-tool plugin that
    // rewrites a target's UIKit files and generates their runtime registration, and its tool.
    .plugin(name: "UIKitSourcesPlugin", targets: ["UIKitSourcesPlugin"]),
    .executable(name: "uikit-sources", targets: ["uikit-sources"]),
    .executable(name: "solver-bench", targets: ["solver-bench"]),
    .executable(name: "layout-bench", targets: ["layout-bench"]),
    .executable(name: "render-bench", targets: ["render-bench"]),
    .executable(name: "storyboard-bench", targets: ["storyboard-bench"]),
    .executable(name: "audit-bench", targets: ["audit-bench"]),
    .executable(name: "lint-bench", targets: ["lint-bench"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    .package(url: "https://github.com/swiftlang/swift-syntax", "600.0.0"..<"604.0.0"),
    .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.0"),
  ],
  targets: [
    // Core library: solver and geometry at the bottom, the UIKit surface on top.
    .target(name: "ConstraintSolver", swiftSettings: internalChecks),
    .target(name: "UIGeometry", swiftSettings: internalChecks),
    // Interface Builder documents: parsed (FoundationXML) into a plain value model.
    .target(name: "InterfaceBuilderDocuments", swiftSettings: internalChecks),
    .target(
      name: "HeadlessUIKit",
      dependencies: [
        "UIGeometry", "ConstraintSolver", "TextLayout", "InterfaceBuilderDocuments", "Raster",
      ],
      swiftSettings: internalChecks),

    // Storyboard fidelity, above the library: documents laid out as Xcode's canvas shows them
    // and compared with the frames Xcode stored (the CLI's `check`, `fidelity` and document
    // rendering, the storyboard benchmark and the canvas tests use it; the library never does).
    .target(
      name: "InterfaceBuilderFidelity",
      dependencies: ["HeadlessUIKit", "InterfaceBuilderDocuments"],
      swiftSettings: internalChecks),

    // Layout audits (imports XCTest and Testing where they exist; records failures in
    // whichever is running).
    .target(
      name: "HeadlessUIKitTesting", dependencies: ["HeadlessUIKit"],
      swiftSettings: internalChecks),

    // Snapshot strategies for swift-snapshot-testing, spelled as its iOS ones (images compared
    // pixel by pixel, the tree dump, SVG and the layout audit's report as text).
    .target(
      name: "HeadlessUIKitSnapshotTesting",
      dependencies: [
        "HeadlessUIKit", "HeadlessUIKitTesting", "ViewRendering", "Raster",
        .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
      ],
      swiftSettings: internalChecks),

    // The system frameworks' names on Linux: each re-exports HeadlessUIKit.
    .target(name: "UIKit", dependencies: ["HeadlessUIKit"]),
    .target(name: "QuartzCore", dependencies: ["HeadlessUIKit"]),
    .target(name: "CoreGraphics", dependencies: ["HeadlessUIKit"]),
    .target(name: "_Testing_UIKit"),
    .target(name: "_Testing_CoreGraphics"),
    // Apple's logging module on Linux: a Swift module `os` and a module map that gives it the
    // submodules `os.log` and `os.signpost` (Foundation only; knows nothing of views).
    .target(name: "COSModuleMap"),
    .target(name: "os", dependencies: ["COSModuleMap"]),

    // Text: fonts found through fontconfig, read with FreeType (system libraries).
    .systemLibrary(
      name: "CFontConfig", pkgConfig: "fontconfig", providers: [.apt(["libfontconfig-dev"])]),
    .systemLibrary(
      name: "CFreeType", pkgConfig: "freetype2", providers: [.apt(["libfreetype-dev"])]),
    // Shaping (HarfBuzz) and Unicode line breaking and bidi (ICU).
    .systemLibrary(
      name: "CHarfBuzz", pkgConfig: "harfbuzz", providers: [.apt(["libharfbuzz-dev"])]),
    // (ICU through a C shim whose header has no ICU types: Foundation's own ICU defines them too)
    .target(name: "CICU", linkerSettings: [.linkedLibrary("icuuc")]),
    // Hyphenation points (libhyphen, with the US English patterns of hyphen-en-us).
    .systemLibrary(name: "CHyphen", providers: [.apt(["libhyphen-dev", "hyphen-en-us"])]),
    .target(
      name: "TextLayout",
      dependencies: ["CFontConfig", "CFreeType", "CHarfBuzz", "CHyphen", "CICU"],
      swiftSettings: internalChecks),

    // Pixels, below HeadlessUIKit: the display list, FreeType's rasteriser, the canvas, and the
    // PNG (libpng) and JPEG (libjpeg-turbo, through a C shim that keeps `longjmp` in C) codecs.
    .systemLibrary(name: "CLibPNG", pkgConfig: "libpng", providers: [.apt(["libpng-dev"])]),
    .systemLibrary(
      name: "CJPEG", pkgConfig: "libjpeg", providers: [.apt(["libjpeg62-turbo-dev"])]),
    .target(name: "CJPEGShim", dependencies: ["CJPEG"]),
    .target(
      name: "Raster",
      dependencies: ["UIGeometry", "TextLayout", "CFreeType", "CLibPNG", "CJPEG", "CJPEGShim"],
      swiftSettings: internalChecks),
    // Rendering: view trees to PNG files and SVG, the view debugger's overlay, device batches.
    .target(
      name: "ViewRendering",
      dependencies: ["HeadlessUIKit", "Raster", "UIGeometry", "TextLayout"],
      swiftSettings: internalChecks),

    // Examples: the bundled scenes, written as ordinary UIKit code.
    .target(
      name: "Examples", dependencies: ["HeadlessUIKit", "UIKit"], path: "Examples",
      // ImportUIKit, ObjCFeatures and LinuxSnapshotTests are packages of their own that depend
      // on this one. The seed scenes' controllers are the app code of LinuxSnapshotTests
      // (`import UIKit`, in its SeedScreens target) and are compiled here too, for the CLI,
      // the benchmarks and the tests.
      exclude: [
        "ImportUIKit", "ObjCFeatures", "LinuxSnapshotTests/Package.swift",
        "LinuxSnapshotTests/README.md", "LinuxSnapshotTests/Tests",
        "LinuxSnapshotTests/Sources/SignInScreen",
        // Read by `headless-uikit render` from the source tree (the catalog beside the
        // document), not bundled: SwiftPM compiles asset catalogs only with Xcode.
        "Storyboards/Welcome.storyboard", "Storyboards/Assets.xcassets",
      ],
      resources: [
        .copy("Storyboards/BookList.storyboard"), .copy("Storyboards/MapContainer.storyboard"),
        .copy("Storyboards/SelfSizingCard.storyboard"),
      ]),

    // Source compatibility: type-checks real UIKit files against the library (Foundation only;
    // runs the compiler on the modules of the build).
    .target(
      name: "SourceCompatibility", dependencies: ["UIKitSourceTransform"],
      swiftSettings: internalChecks),

    // The Objective-C-free source transform (text in, text out; knows no HeadlessUIKit type),
    // the tool that runs it, and the build-tool plugin that runs the tool.
    .target(
      name: "UIKitSourceTransform",
      dependencies: [
        .product(name: "SwiftSyntax", package: "swift-syntax"),
        .product(name: "SwiftParser", package: "swift-syntax"),
      ],
      swiftSettings: internalChecks),
    .executableTarget(
      name: "uikit-sources",
      dependencies: [
        // (`os` too: ArgumentParser's lock uses `os_unfair_lock` when a module `os` exists)
        "UIKitSourceTransform", "os",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]),
    .plugin(name: "UIKitSourcesPlugin", capability: .buildTool(), dependencies: ["uikit-sources"]),

    // The static layout checker behind `headless-uikit lint`: the seed articles' mistakes
    // (P1–P7) found in Swift sources (swift-syntax) and the storyboards and xibs beside them.
    .target(
      name: "LayoutLint",
      dependencies: [
        "InterfaceBuilderDocuments",
        .product(name: "SwiftSyntax", package: "swift-syntax"),
        .product(name: "SwiftParser", package: "swift-syntax"),
        .product(name: "SwiftOperators", package: "swift-syntax"),
      ],
      swiftSettings: internalChecks),

    // Tools
    .executableTarget(
      name: "headless-uikit",
      dependencies: [
        "HeadlessUIKit", "Examples", "ViewRendering", "Raster", "InterfaceBuilderDocuments",
        "InterfaceBuilderFidelity", "SourceCompatibility", "LayoutLint",
        // (built with the tool so that `compat` finds their modules beside it)
        "UIKit", "QuartzCore", "CoreGraphics", "os",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),

    // Benchmarks (run in release: `swift run -c release solver-bench FILE.json...`)
    .executableTarget(
      name: "solver-bench", dependencies: ["ConstraintSolver"], path: "Benchmarks/solver-bench"),
    // (JSON lines and the machine description both benchmark drivers print)
    .target(name: "BenchSupport", path: "Benchmarks/BenchSupport"),
    // (`swift run -c release layout-bench`: Auto Layout vs hand-written frame layout)
    .executableTarget(
      name: "layout-bench", dependencies: ["HeadlessUIKit", "BenchSupport"],
      path: "Benchmarks/layout-bench"),
    // (`Benchmarks/run-render-bench.sh`: display list, raster, PNG and SVG of every example)
    .executableTarget(
      name: "render-bench",
      dependencies: [
        "HeadlessUIKit", "Examples", "ViewRendering", "Raster", "BenchSupport",
        "HeadlessUIKitSnapshotTesting",
      ],
      path: "Benchmarks/render-bench"),
    // (`Benchmarks/run-storyboard-bench.sh`: parse, lay out and render every corpus document)
    .executableTarget(
      name: "storyboard-bench",
      dependencies: [
        "HeadlessUIKit", "InterfaceBuilderDocuments", "InterfaceBuilderFidelity", "ViewRendering",
        "Raster", "BenchSupport",
      ],
      path: "Benchmarks/storyboard-bench"),

    // (`Benchmarks/run-audit-bench.sh`: a layout audit of typical screens over 1,200
    // configurations)
    .executableTarget(
      name: "audit-bench",
      dependencies: ["HeadlessUIKit", "HeadlessUIKitTesting", "Examples", "BenchSupport"],
      path: "Benchmarks/audit-bench"),

    // (`Benchmarks/run-lint-bench.sh`: lines per second of `headless-uikit lint` over the
    // corpus of real UIKit files)
    .executableTarget(
      name: "lint-bench", dependencies: ["LayoutLint", "BenchSupport"],
      path: "Benchmarks/lint-bench"),

    // Tests
    // (Foundation only: the repository's fixture folders and a seeded random generator)
    .target(name: "TestSupport", path: "Tests/TestSupport"),
    // (above the library: windows on simulated devices, the main-queue turn, event logs and
    // logging views and controllers, small Interface Builder documents, the DejaVu system-face
    // trait; shared by the test targets that use views)
    .target(
      name: "HeadlessUIKitTestSupport",
      dependencies: ["HeadlessUIKit", "TextLayout", "TestSupport"],
      path: "Tests/HeadlessUIKitTestSupport"),
    .testTarget(
      name: "ConstraintSolverTests", dependencies: ["ConstraintSolver", "TestSupport"],
      swiftSettings: internalChecks),
    .testTarget(name: "UIGeometryTests", dependencies: ["UIGeometry", "TestSupport"]),
    .testTarget(name: "TextLayoutTests", dependencies: ["TextLayout"]),
    .testTarget(name: "OSLogTests", dependencies: ["os"]),
    .testTarget(
      name: "InterfaceBuilderDocumentsTests",
      dependencies: ["InterfaceBuilderDocuments", "TestSupport"]),
    .testTarget(name: "UIKitSourceTransformTests", dependencies: ["UIKitSourceTransform"]),
    .testTarget(name: "LayoutLintTests", dependencies: ["LayoutLint", "TestSupport"]),
    .testTarget(
      name: "ViewRenderingTests",
      dependencies: [
        "ViewRendering", "Raster", "HeadlessUIKit", "TextLayout", "Examples",
        "HeadlessUIKitTestSupport",
      ],
      exclude: ["__Snapshots__"],
      swiftSettings: internalChecks),
    // (`import UIKit`, `import QuartzCore`, `import CoreGraphics` in Swift 5 mode, as apps are)
    .testTarget(
      name: "UIKitModuleTests",
      dependencies: [
        "UIKit", "QuartzCore", "CoreGraphics", "_Testing_UIKit", "_Testing_CoreGraphics",
      ],
      swiftSettings: [.swiftLanguageMode(.v5)]),
    // (real apps' files type-checked against the build; the modules must be built first)
    .testTarget(
      name: "SourceCompatibilityTests",
      dependencies: [
        "SourceCompatibility", "TestSupport", "UIKit", "QuartzCore", "CoreGraphics",
        "_Testing_UIKit", "_Testing_CoreGraphics",
      ]),
    .testTarget(
      name: "HeadlessUIKitSnapshotTestingTests",
      dependencies: [
        "HeadlessUIKitSnapshotTesting", "HeadlessUIKit", "Examples", "UIKit", "_Testing_UIKit",
        .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
      ],
      exclude: ["__Snapshots__"]),
    // The command-line tool, run as a process (the dependency builds it).
    .testTarget(
      name: "HeadlessUIKitToolTests", dependencies: ["headless-uikit", "TestSupport", "Raster"]),
    .testTarget(
      name: "HeadlessUIKitTestingTests",
      dependencies: [
        "HeadlessUIKitTesting", "HeadlessUIKit", "Examples", "HeadlessUIKitTestSupport",
      ]),
    .testTarget(
      name: "HeadlessUIKitTests",
      dependencies: [
        "HeadlessUIKit", "Raster", "Examples", "TestSupport", "HeadlessUIKitTestSupport",
        "InterfaceBuilderDocuments", "TextLayout",
      ],
      swiftSettings: internalChecks
    ),
    // Storyboard fidelity: Xcode's canvas rules, the corpora against the frames Xcode stored,
    // stored text metrics, the documents' system generations and attribute loading through
    // the canvas path.
    .testTarget(
      name: "InterfaceBuilderFidelityTests",
      dependencies: [
        "InterfaceBuilderFidelity", "HeadlessUIKit", "InterfaceBuilderDocuments", "Examples",
        "TestSupport", "HeadlessUIKitTestSupport",
      ],
      swiftSettings: internalChecks),
  ],
  swiftLanguageModes: [.v6]
)
