import Foundation

/// The shape of a gradient layer's colour ramp.
public struct CAGradientLayerType: RawRepresentable, Hashable, Sendable {
  /// The type's name.
  public var rawValue: String

  /// Creates a type from its name.
  public init(rawValue: String) {
    self.rawValue = rawValue
  }

  /// Colours vary along the line from `startPoint` to `endPoint` (the default).
  public static let axial = CAGradientLayerType(rawValue: "axial")
  /// Colours vary with distance from `startPoint`; `endPoint` sets the outer edge.
  public static let radial = CAGradientLayerType(rawValue: "radial")
  /// Colours vary with the angle about `startPoint`.
  public static let conic = CAGradientLayerType(rawValue: "conic")
}

/// A layer that fills its bounds with a colour gradient, drawn over its background colour.
///
/// The renderer draws axial gradients; radial and conic ones are drawn as an axial ramp along
/// the same points (see "Differences from UIKit").
open class CAGradientLayer: CALayer, LayerStateCopying {
  /// The gradient's colours (`CGColor`s), or `nil` (the default: nothing is drawn).
  open var colors: [Any]?

  /// Where each colour stops along the gradient, from 0 to 1, increasing; `nil` (the default)
  /// spaces the colours evenly.
  open var locations: [NSNumber]?

  /// The start of the gradient, in unit coordinates of the bounds.
  ///
  /// Defaults to (0.5, 0), the
  /// top centre.
  open var startPoint = CGPoint(x: 0.5, y: 0)

  /// The end of the gradient, in unit coordinates of the bounds.
  ///
  /// Defaults to (0.5, 1), the
  /// bottom centre.
  open var endPoint = CGPoint(x: 0.5, y: 1)

  /// The gradient's shape.
  ///
  /// Defaults to `.axial`.
  open var type = CAGradientLayerType.axial

  func copyLayerState(from layer: CALayer) {
    guard let other = layer as? CAGradientLayer else { return }
    (colors, locations, type) = (other.colors, other.locations, other.type)
    (startPoint, endPoint) = (other.startPoint, other.endPoint)
  }

  /// The colour stops the gradient draws: each `CGColor` of `colors` with its location.
  ///
  /// Without `locations` (or with a count that does not match), the colours are spread evenly
  /// from 0 to 1. Entries that are not `CGColor`s are skipped.
  package var colorStops: [(location: CGFloat, color: CGColor)] {
    let colors = (colors ?? []).compactMap { $0 as? CGColor }
    guard !colors.isEmpty else { return [] }
    if let locations, locations.count == colors.count {
      return zip(locations, colors).map { (CGFloat($0.doubleValue), $1) }
    }
    if colors.count == 1 { return [(0, colors[0])] }
    let step = 1 / CGFloat(colors.count - 1)
    return colors.enumerated().map { (CGFloat($0.offset) * step, $0.element) }
  }
}
