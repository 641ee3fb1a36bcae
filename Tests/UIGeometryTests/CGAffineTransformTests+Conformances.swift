import Foundation
import Testing
import UIGeometry

/// `Codable`, `Hashable` and `CustomStringConvertible` conformances of `CGAffineTransform`.
@Suite struct CGAffineTransformConformanceTests {
  private let sample = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5.5, ty: -6)

  @Test func encodesAsSixNumbersInMatrixOrder() throws {
    let data = try JSONEncoder().encode(sample)
    let numbers = try JSONDecoder().decode([Double].self, from: data)
    #expect(numbers == [1, 2, 3, 4, 5.5, -6])
  }

  @Test func decodesFromSixNumbers() throws {
    let data = Data("[1, 2, 3, 4, 5.5, -6]".utf8)
    #expect(try JSONDecoder().decode(CGAffineTransform.self, from: data) == sample)
  }

  @Test func decodingTooFewNumbersThrows() {
    let data = Data("[1, 2, 3, 4, 5]".utf8)
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(CGAffineTransform.self, from: data)
    }
  }

  @Test func roundTripsThroughPropertyLists() throws {
    let data = try PropertyListEncoder().encode([sample])
    #expect(try PropertyListDecoder().decode([CGAffineTransform].self, from: data) == [sample])
  }

  @Test func equalTransformsHashAlike() {
    let copy = CGAffineTransform(1, 2, 3, 4, 5.5, -6)
    #expect(sample.hashValue == copy.hashValue)
    #expect(Set([sample, copy, .identity]).count == 2)
  }

  @Test func descriptionListsTheSixEntries() {
    #expect(
      CGAffineTransform.identity.description
        == "CGAffineTransform(a: 1.0, b: 0.0, c: 0.0, d: 1.0, tx: 0.0, ty: 0.0)")
  }
}
