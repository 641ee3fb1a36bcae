import Foundation

/// A layer that draws a path: filled, then stroked, over its background and under its
/// sublayers (decision DR4).
///
/// The path is in the layer's bounds space and is not clipped to the bounds unless
/// `masksToBounds` is set. By default the path is filled with opaque black under the non-zero
/// rule and not stroked.
///
///     let shape = CAShapeLayer()
///     shape.path = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 20, height: 20)).cgPath
///     shape.fillColor = UIColor.red.cgColor
open class CAShapeLayer: CALayer {
  /// The path to draw; `nil` draws nothing.
  open var path: CGPath?
  /// The colour the path is filled with; opaque black by default, `nil` for no fill.
  open var fillColor: CGColor? = CGColor(gray: 0, alpha: 1)
  /// The rule deciding which points the fill covers; `.nonZero` by default.
  open var fillRule: CAShapeLayerFillRule = .nonZero
  /// The colour the path is stroked with; `nil` (no stroke) by default.
  open var strokeColor: CGColor?
  /// Where along the path the stroke starts, as a fraction of its length; 0 by default.
  open var strokeStart: CGFloat = 0
  /// Where along the path the stroke ends, as a fraction of its length; 1 by default.
  open var strokeEnd: CGFloat = 1
  /// The stroke's width; 1 by default.
  open var lineWidth: CGFloat = 1
  /// The miter limit, in line widths; 10 by default.
  open var miterLimit: CGFloat = 10
  /// The shape of the ends of stroked open subpaths; `.butt` by default.
  open var lineCap: CAShapeLayerLineCap = .butt
  /// The shape of stroked corners; `.miter` by default.
  open var lineJoin: CAShapeLayerLineJoin = .miter
  /// How far into the dash pattern the stroke starts; 0 by default.
  open var lineDashPhase: CGFloat = 0
  /// Alternating painted and unpainted lengths of the stroke; `nil` (solid) by default.
  open var lineDashPattern: [NSNumber]?

  /// Creates a shape layer with no path.
  public override init() {
    super.init()
  }

  /// Creates a shape layer from an archive; headless, a layer as ``init()`` makes it.
  ///
  /// - Parameter coder: The decoder.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// Creates a copy of another layer; a shape layer's path and stroke attributes are copied
  /// too.
  ///
  /// - Parameter layer: The layer to copy.
  public override init(layer: Any) {
    super.init(layer: layer)
    guard let other = layer as? CAShapeLayer else { return }
    path = other.path
    fillColor = other.fillColor
    fillRule = other.fillRule
    strokeColor = other.strokeColor
    strokeStart = other.strokeStart
    strokeEnd = other.strokeEnd
    lineWidth = other.lineWidth
    miterLimit = other.miterLimit
    lineCap = other.lineCap
    lineJoin = other.lineJoin
    lineDashPhase = other.lineDashPhase
    lineDashPattern = other.lineDashPattern
  }

  /// The stroke attributes as a context's stroke style.
  package var strokeStyle: StrokeStyle {
    StrokeStyle(
      width: lineWidth, cap: lineCap.cgLineCap, join: lineJoin.cgLineJoin,
      miterLimit: miterLimit,
      dashLengths: (lineDashPattern ?? []).map { CGFloat($0.doubleValue) },
      dashPhase: lineDashPhase)
  }
}

/// The fill rules of ``CAShapeLayer``.
public struct CAShapeLayerFillRule: RawRepresentable, Hashable, Sendable {
  /// The rule's name.
  public var rawValue: String

  /// Creates a rule from its name.
  ///
  /// - Parameter rawValue: The name.
  public init(rawValue: String) { self.rawValue = rawValue }

  /// Points the path winds around a non-zero number of times.
  public static let nonZero = CAShapeLayerFillRule(rawValue: "non-zero")
  /// Points reached by crossing the path an odd number of times.
  public static let evenOdd = CAShapeLayerFillRule(rawValue: "even-odd")

  /// The Core Graphics rule.
  package var cgFillRule: CGPathFillRule { self == .evenOdd ? .evenOdd : .winding }
}

/// The line caps of ``CAShapeLayer``.
public struct CAShapeLayerLineCap: RawRepresentable, Hashable, Sendable {
  /// The cap's name.
  public var rawValue: String

  /// Creates a cap from its name.
  ///
  /// - Parameter rawValue: The name.
  public init(rawValue: String) { self.rawValue = rawValue }

  /// The stroke stops square at the end point.
  public static let butt = CAShapeLayerLineCap(rawValue: "butt")
  /// A half circle beyond the end point.
  public static let round = CAShapeLayerLineCap(rawValue: "round")
  /// A half-width square beyond the end point.
  public static let square = CAShapeLayerLineCap(rawValue: "square")

  /// The Core Graphics cap.
  var cgLineCap: CGLineCap { self == .round ? .round : self == .square ? .square : .butt }
}

/// The line joins of ``CAShapeLayer``.
public struct CAShapeLayerLineJoin: RawRepresentable, Hashable, Sendable {
  /// The join's name.
  public var rawValue: String

  /// Creates a join from its name.
  ///
  /// - Parameter rawValue: The name.
  public init(rawValue: String) { self.rawValue = rawValue }

  /// Extended edges meeting at a point, within the miter limit.
  public static let miter = CAShapeLayerLineJoin(rawValue: "miter")
  /// A rounded corner.
  public static let round = CAShapeLayerLineJoin(rawValue: "round")
  /// A corner cut off square.
  public static let bevel = CAShapeLayerLineJoin(rawValue: "bevel")

  /// The Core Graphics join.
  var cgLineJoin: CGLineJoin { self == .round ? .round : self == .bevel ? .bevel : .miter }
}
