import Foundation
import Raster
import UIGeometry

/// Gradient layers, drawn as bands of colour.
extension DisplayListBuilder {
  /// The most bands a gradient is drawn with.
  static let maximumGradientBands = 256

  /// A gradient layer's colours, filling its (rounded) bounds.
  ///
  /// The ramp runs from `startPoint` to `endPoint` (unit coordinates of the bounds); colours
  /// before the start and after the end extend the first and last stop, as Core Animation
  /// does. It is drawn as bands perpendicular to that line, about one point wide (at most
  /// ``maximumGradientBands``), each in the colour interpolated at its middle. Every type is
  /// drawn as this axial ramp.
  static func gradient(of layer: CAGradientLayer, traits: UITraitCollection) -> [DisplayItem] {
    let stops = layer.colorStops.map { stop in
      (location: stop.location, color: renderColor(UIColor(cgColor: stop.color), traits: traits))
    }.sorted { $0.location < $1.location }
    guard let first = stops.first, let last = stops.last else { return [] }
    let bounds = layer.bounds
    let clip = shape(of: layer)
    let start = CGPoint(
      x: bounds.minX + layer.startPoint.x * bounds.width,
      y: bounds.minY + layer.startPoint.y * bounds.height)
    let end = CGPoint(
      x: bounds.minX + layer.endPoint.x * bounds.width,
      y: bounds.minY + layer.endPoint.y * bounds.height)
    let (dx, dy) = (end.x - start.x, end.y - start.y)
    let length = (dx * dx + dy * dy).squareRoot()
    guard length > 0, stops.count > 1 else { return [.fill(clip, last.color)] }
    // Axis space: u along start→end (0…length), v across it.
    let axis = CGAffineTransform(
      a: dx / length, b: dy / length, c: -dy / length, d: dx / length, tx: start.x, ty: start.y)
    let extent = bounds.applying(axis.inverted())
    let bandCount = min(max(Int(length.rounded(.up)), 2), maximumGradientBands)
    let step = length / CGFloat(bandCount)
    var bands: [DisplayItem] = []
    func band(from u0: CGFloat, to u1: CGFloat, _ color: RenderColor) {
      guard u1 > u0, color.alpha > 0 else { return }
      bands.append(
        .fill(.rect(CGRect(x: u0, y: extent.minY, width: u1 - u0, height: extent.height)), color))
    }
    band(from: extent.minX, to: 0, first.color)
    for index in 0..<bandCount {
      let t = (CGFloat(index) + 0.5) / CGFloat(bandCount)
      // Each band reaches half a band into the next so antialiased edges leave no seams.
      band(
        from: CGFloat(index) * step, to: CGFloat(index + 1) * step + step / 2,
        color(at: t, stops))
    }
    band(from: length, to: extent.maxX, last.color)
    let ramp = DisplayGroup(
      name: "gradient", frame: bounds, transform: axis, opacity: 1, clip: nil, items: bands)
    return [
      .group(
        DisplayGroup(
          name: "CAGradientLayer", frame: bounds, transform: .identity, opacity: 1, clip: clip,
          items: [.group(ramp)]))
    ]
  }

  /// The colour at a fraction `t` of the ramp: the stops' colours interpolated componentwise,
  /// the first before the first stop and the last after the last.
  static func color(at t: CGFloat, _ stops: [(location: CGFloat, color: RenderColor)])
    -> RenderColor
  {
    guard let first = stops.first, let last = stops.last else {
      return RenderColor(red: 0, green: 0, blue: 0, alpha: 0)
    }
    if t <= first.location { return first.color }
    if t >= last.location { return last.color }
    for (a, b) in zip(stops, stops.dropFirst()) where t <= b.location {
      let span = b.location - a.location
      let f = Double(span > 0 ? (t - a.location) / span : 1)
      return RenderColor(
        red: a.color.red + (b.color.red - a.color.red) * f,
        green: a.color.green + (b.color.green - a.color.green) * f,
        blue: a.color.blue + (b.color.blue - a.color.blue) * f,
        alpha: a.color.alpha + (b.color.alpha - a.color.alpha) * f)
    }
    return last.color
  }
}
