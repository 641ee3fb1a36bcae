// swift-snapshot-testing's API comes with this module (one import beside `import UIKit`).
@_exported import HeadlessUIKit
@_exported import SnapshotTesting
