import Foundation

/// Conversion from Display P3 to extended sRGB.
///
/// Display P3 and sRGB share the D65 white point and the sRGB transfer curve and differ only in
/// their primaries, so a P3 colour converts in three steps: decode each component to linear light,
/// change primaries with a 3×3 matrix, and encode again. Components of P3 colours outside the sRGB
/// gamut come out below `0` or above `1`, which extended sRGB keeps. The matrix is derived here
/// from the published chromaticities rather than written out, so it can be checked against them.
enum DisplayP3 {
  /// The CIE 1931 xy chromaticities of a colour space's red, green and blue primaries.
  private typealias Primaries = (red: Chromaticity, green: Chromaticity, blue: Chromaticity)
  private typealias Chromaticity = (x: Double, y: Double)

  /// DCI-P3 primaries, used by Display P3.
  private static let p3Primaries: Primaries = ((0.680, 0.320), (0.265, 0.690), (0.150, 0.060))

  /// ITU-R BT.709 primaries, used by sRGB.
  private static let srgbPrimaries: Primaries = ((0.64, 0.33), (0.30, 0.60), (0.15, 0.06))

  /// The D65 white point, shared by both spaces.
  private static let whitePoint: Chromaticity = (0.3127, 0.3290)

  /// The matrix taking linear Display P3 to linear sRGB.
  private static let p3ToSRGB: Matrix3 =
    toXYZ(srgbPrimaries).inverse * toXYZ(p3Primaries)

  /// Converts Display P3 components to extended sRGB components.
  static func extendedSRGB(
    red: CGFloat, green: CGFloat, blue: CGFloat
  ) -> (red: CGFloat, green: CGFloat, blue: CGFloat) {
    let linear = p3ToSRGB * [decode(Double(red)), decode(Double(green)), decode(Double(blue))]
    return (CGFloat(encode(linear[0])), CGFloat(encode(linear[1])), CGFloat(encode(linear[2])))
  }

  /// The sRGB transfer curve from encoded to linear, mirrored for negative values.
  private static func decode(_ value: Double) -> Double {
    let magnitude = abs(value)
    let linear = magnitude <= 0.04045 ? magnitude / 12.92 : pow((magnitude + 0.055) / 1.055, 2.4)
    return value < 0 ? -linear : linear
  }

  /// The sRGB transfer curve from linear to encoded, mirrored for negative values.
  private static func encode(_ value: Double) -> Double {
    let magnitude = abs(value)
    let encoded =
      magnitude <= 0.003_130_8 ? magnitude * 12.92 : 1.055 * pow(magnitude, 1 / 2.4) - 0.055
    return value < 0 ? -encoded : encoded
  }

  /// The matrix taking linear RGB in a space with these primaries to CIE XYZ.
  ///
  /// Each primary's column is its chromaticity lifted to `(x/y, 1, (1 − x − y)/y)`, then scaled so
  /// that RGB `(1, 1, 1)` lands on the white point.
  private static func toXYZ(_ primaries: Primaries) -> Matrix3 {
    func lift(_ c: Chromaticity) -> [Double] { [c.x / c.y, 1, (1 - c.x - c.y) / c.y] }
    let columns = [lift(primaries.red), lift(primaries.green), lift(primaries.blue)]
    let unscaled = Matrix3(rows: (0..<3).map { row in columns.map { $0[row] } })
    let scale = unscaled.inverse * lift(whitePoint)
    return Matrix3(rows: unscaled.rows.map { row in (0..<3).map { row[$0] * scale[$0] } })
  }
}

/// A 3×3 matrix of doubles, stored by rows.
private struct Matrix3 {
  /// The three rows.
  let rows: [[Double]]

  /// The inverse, by cofactors; the matrices here are well conditioned.
  var inverse: Matrix3 {
    func entry(_ row: Int, _ column: Int) -> Double { rows[row % 3][column % 3] }
    let cofactors = (0..<3).map { row in
      (0..<3).map { column in
        entry(row + 1, column + 1) * entry(row + 2, column + 2)
          - entry(row + 1, column + 2) * entry(row + 2, column + 1)
      }
    }
    let determinant = (0..<3).reduce(0) { $0 + rows[0][$1] * cofactors[0][$1] }
    return Matrix3(rows: (0..<3).map { row in (0..<3).map { cofactors[$0][row] / determinant } })
  }

  /// The product of two matrices.
  static func * (lhs: Matrix3, rhs: Matrix3) -> Matrix3 {
    Matrix3(rows: lhs.rows.map { row in (0..<3).map { column in lhs.dot(row, rhs, column) } })
  }

  /// The product of a matrix and a column vector.
  static func * (lhs: Matrix3, rhs: [Double]) -> [Double] {
    lhs.rows.map { row in zip(row, rhs).reduce(0) { $0 + $1.0 * $1.1 } }
  }

  /// The dot product of `row` with column `column` of `other`.
  private func dot(_ row: [Double], _ other: Matrix3, _ column: Int) -> Double {
    (0..<3).reduce(0) { $0 + row[$1] * other.rows[$1][column] }
  }
}
