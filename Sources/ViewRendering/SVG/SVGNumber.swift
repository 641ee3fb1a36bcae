import Foundation
import Raster

/// Numbers as the SVG output prints them.
enum SVGNumber {
  /// `value` rounded to 3 decimals, without trailing zeros, a decimal point when whole, or a
  /// minus sign on zero: `1.5`, `-0.333`, `12`, `0`.
  ///
  /// The text depends only on the value (no locale, no `String(format:)`), so output is
  /// deterministic across machines. Non-finite values print as `0`.
  static func format(_ value: Double) -> String {
    guard value.isFinite else { return "0" }
    let thousandths = (value * 1000).rounded(.toNearestOrAwayFromZero)
    guard abs(thousandths) < 9e15 else { return String(Int64(value.rounded())) }
    let scaled = Int64(thousandths)
    if scaled == 0 { return "0" }
    let sign = scaled < 0 ? "-" : ""
    let magnitude = scaled.magnitude
    let whole = magnitude / 1000
    var fraction = magnitude % 1000
    guard fraction > 0 else { return "\(sign)\(whole)" }
    var digits = 3
    while fraction % 10 == 0 {
      fraction /= 10
      digits -= 1
    }
    let text = String(fraction)
    let padded = String(repeating: "0", count: digits - text.count) + text
    return "\(sign)\(whole).\(padded)"
  }

  /// `format(_:)` of a `CGFloat`.
  static func format(_ value: CGFloat) -> String {
    format(Double(value))
  }
}
