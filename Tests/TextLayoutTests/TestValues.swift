import Foundation

/// Builds a `CGSize` from `Double`s in expectations.
struct CGSizeValue {
  let size: CGSize
  init(width: Double, height: Double) { size = CGSize(width: width, height: height) }
}

/// `count` DejaVu Sans font units (2048 per em) in points at 17 pt, exactly.
func units(_ count: Int) -> Double { Double(count) * 17 / 2048 }
