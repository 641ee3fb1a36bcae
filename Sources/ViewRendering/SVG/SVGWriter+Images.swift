import Foundation
import Raster

extension SVGWriter {
  /// An `<image>` element showing a bitmap: its pixel rectangle placed by its transform, its
  /// pixels (tinted first when it is a template) embedded as a base64 PNG data URI.
  ///
  /// A bitmap that cannot be encoded (empty) gives an empty group, so the element count stays
  /// the same.
  static func image(_ bitmap: RenderBitmap) -> String {
    var pixels = bitmap.pixels
    if let tint = bitmap.tint {
      var tinted = Canvas(width: pixels.width, height: pixels.height)
      tinted.draw(
        RenderBitmap(pixels: pixels, transform: .identity, tint: tint), transform: .identity,
        alpha: 1,
        through: CoverageMask(region: tinted.bounds, coverage: 255))
      pixels = tinted
    }
    guard let png = try? pixels.pngData() else { return "<g/>" }
    let t = bitmap.transform
    let matrix = [t.a, t.b, t.c, t.d, t.tx, t.ty].map(SVGNumber.format).joined(separator: " ")
    return #"<image width="\#(pixels.width)" height="\#(pixels.height)" "#
      + #"transform="matrix(\#(matrix))" preserveAspectRatio="none" "#
      + #"href="data:image/png;base64,\#(Data(png).base64EncodedString())"/>"#
  }
}
