import Foundation
import HeadlessUIKit
import TestSupport

/// The files of `Tests/Fixtures/Images`, and small checks on pixels.
enum ImageFixtures {
  /// The bytes of a fixture file.
  static func data(_ name: String) throws -> Data {
    try Data(contentsOf: RepositoryFixtures.images.appendingPathComponent(name))
  }

  /// The image a fixture file makes at scale 1.
  static func image(_ name: String) throws -> UIImage? {
    UIImage(data: try data(name))
  }
}

extension HeadlessBitmap {
  /// The pixel at (x, y) as an array, for comparisons.
  func rgba(_ x: Int, _ y: Int) -> [Int] {
    let p = pixel(x: x, y: y)
    return [Int(p.red), Int(p.green), Int(p.blue), Int(p.alpha)]
  }

  /// Whether the pixel at (x, y) is within `tolerance` of `expected` in every channel.
  func pixel(_ x: Int, _ y: Int, isNear expected: [Int], tolerance: Int) -> Bool {
    zip(rgba(x, y), expected).allSatisfy { abs($0 - $1) <= tolerance }
  }
}
