import Foundation

/// How an image whose pixels are unknown is drawn (decision R7): a GIF, a file whose pixels do
/// not decode, a layer's `contents`.
///
/// The rectangle is filled with the item's colour, and its two diagonals are drawn over it as
/// bands one point wide in the same colour at half brightness, like a "picture goes here" box.
struct ImagePlaceholder {
  /// The rectangle, in the group's coordinates.
  let rect: CGRect
  /// The fill colour.
  let color: RenderColor

  /// The width of each diagonal, in points.
  static let crossWidth: CGFloat = 1

  /// The colour of the diagonals: the fill colour with its red, green and blue halved.
  var crossColor: RenderColor {
    RenderColor(
      red: color.red / 2, green: color.green / 2, blue: color.blue / 2, alpha: color.alpha)
  }

  /// Both diagonals, as one path whose bands run the same way round.
  var cross: Path {
    guard rect.width > 0, rect.height > 0 else { return Path() }
    var path = Path.band(
      from: CGPoint(x: rect.minX, y: rect.minY), to: CGPoint(x: rect.maxX, y: rect.maxY),
      width: Self.crossWidth)
    path.append(
      .band(
        from: CGPoint(x: rect.maxX, y: rect.minY), to: CGPoint(x: rect.minX, y: rect.maxY),
        width: Self.crossWidth))
    return path
  }
}
