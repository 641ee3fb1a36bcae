import Foundation

/// A small, seeded pseudo-random generator (Steele, Lea and Flood's SplitMix64), so that
/// property tests draw the same cases on every run and every platform.
public struct SplitMix64: RandomNumberGenerator, Sendable {
  private var state: UInt64

  /// Creates a generator whose whole sequence is fixed by `seed`.
  public init(seed: UInt64) {
    state = seed
  }

  /// The next 64 random bits.
  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// A uniformly distributed value in `range`.
  public mutating func value(in range: ClosedRange<CGFloat>) -> CGFloat {
    CGFloat.random(in: range, using: &self)
  }

  /// A uniformly distributed index below `count`.
  public mutating func index(below count: Int) -> Int {
    Int.random(in: 0..<count, using: &self)
  }

  /// `true` with the given probability.
  public mutating func chance(_ probability: Double) -> Bool {
    Double.random(in: 0..<1, using: &self) < probability
  }
}
