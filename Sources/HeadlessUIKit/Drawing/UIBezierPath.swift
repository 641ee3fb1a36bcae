import Foundation

/// A path of lines and curves with the line attributes it is stroked with, in UIKit's
/// coordinates (y down).
///
/// The geometry is a ``CGPath``, readable and replaceable through ``cgPath``. Angles are in
/// radians from the positive x axis towards the positive y axis; since y points down, an arc
/// with `clockwise` true turns clockwise on screen, towards increasing angles. Drawing
/// (``fill()``, ``stroke()``, ``addClip()``) goes to the current graphics context and does
/// nothing without one.
///
///     let path = UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 40, height: 20),
///                             cornerRadius: 4)
///     path.contains(CGPoint(x: 20, y: 10))   // true
open class UIBezierPath: NSObject, NSCopying {
  /// The geometry being built.
  var storage = CGMutablePath()

  /// The line width used by ``stroke()``; 1 by default.
  open var lineWidth: CGFloat = 1

  /// The shape of the ends of stroked open subpaths; `.butt` by default.
  open var lineCapStyle: CGLineCap = .butt

  /// The shape of stroked corners; `.miter` by default.
  open var lineJoinStyle: CGLineJoin = .miter

  /// The limit on the length of mitred corners, in line widths; 10 by default.
  open var miterLimit: CGFloat = 10

  /// The accuracy curves are rendered with, in pixels; 0.6 by default.
  open var flatness: CGFloat = 0.6

  /// Whether fills and ``contains(_:)`` use the even-odd rule rather than non-zero winding.
  open var usesEvenOddFillRule = false

  /// The dash pattern and phase set by ``setLineDash(_:count:phase:)``.
  var dash: (lengths: [CGFloat], phase: CGFloat) = ([], 0)

  /// Creates an empty path.
  public override init() {
    super.init()
  }

  /// Creates a path holding a rectangle: from its minimum corner, along x first, closed.
  ///
  /// - Parameter rect: The rectangle.
  public convenience init(rect: CGRect) {
    self.init()
    storage.addRect(rect)
  }

  /// Creates a path holding the ellipse that fits a rectangle, clockwise on screen from the
  /// right end of its horizontal axis.
  ///
  /// - Parameter rect: The rectangle.
  public convenience init(ovalIn rect: CGRect) {
    self.init()
    storage.addEllipse(in: rect)
  }

  /// Creates a path holding a rectangle with rounded corners.
  ///
  /// The corners are circular arcs of the radius, clamped to half the shorter side (UIKit draws
  /// slightly smoother "continuous" corners of the same extent).
  ///
  /// - Parameters:
  ///   - rect: The rectangle.
  ///   - cornerRadius: The radius of every corner.
  public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
    self.init(
      roundedRect: rect, byRoundingCorners: .allCorners,
      cornerRadii: CGSize(width: cornerRadius, height: cornerRadius))
  }

  /// Creates a path holding a rectangle with some of its corners rounded.
  ///
  /// The rounded corners are circular arcs of `cornerRadii.width`, clamped to half the shorter
  /// side; UIKit ignores `cornerRadii.height`. The path starts on the top edge after the
  /// top-left corner and runs clockwise on screen.
  ///
  /// - Parameters:
  ///   - rect: The rectangle.
  ///   - corners: The corners to round.
  ///   - cornerRadii: The radius of the rounded corners, in `width`.
  public convenience init(
    roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize
  ) {
    self.init()
    let r = rect.standardized
    let radius = max(0, min(cornerRadii.width, r.width / 2, r.height / 2))
    func cornerRadius(_ corner: UIRectCorner) -> CGFloat {
      corners.contains(corner) ? radius : 0
    }
    let (tl, tr) = (cornerRadius(.topLeft), cornerRadius(.topRight))
    let (br, bl) = (cornerRadius(.bottomRight), cornerRadius(.bottomLeft))
    // Each corner: its radius, the corner point, the arc's centre and start angle (y down).
    let corners: [(CGFloat, CGPoint, CGPoint, CGFloat)] = [
      (tr, CGPoint(x: r.maxX, y: r.minY), CGPoint(x: r.maxX - tr, y: r.minY + tr), -.pi / 2),
      (br, CGPoint(x: r.maxX, y: r.maxY), CGPoint(x: r.maxX - br, y: r.maxY - br), 0),
      (bl, CGPoint(x: r.minX, y: r.maxY), CGPoint(x: r.minX + bl, y: r.maxY - bl), .pi / 2),
      (tl, CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.minX + tl, y: r.minY + tl), .pi),
    ]
    storage.move(to: CGPoint(x: r.minX + tl, y: r.minY))
    for (radius, corner, center, start) in corners {
      if radius > 0 {
        storage.addArc(
          center: center, radius: radius, startAngle: start, endAngle: start + .pi / 2,
          clockwise: false)
      } else {
        storage.addLine(to: corner)
      }
    }
    storage.closeSubpath()
  }

  /// Creates a path holding an arc of a circle, starting with a move to the arc's start.
  ///
  /// - Parameters:
  ///   - center: The centre of the circle.
  ///   - radius: The radius.
  ///   - startAngle: The angle of the start, in radians.
  ///   - endAngle: The angle of the end, in radians.
  ///   - clockwise: Whether the arc turns clockwise on screen (towards increasing angles).
  public convenience init(
    arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat,
    clockwise: Bool
  ) {
    self.init()
    addArc(
      withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle,
      clockwise: clockwise)
  }

  /// Creates a path with the geometry of a Core Graphics path.
  ///
  /// - Parameter cgPath: The geometry, copied.
  public convenience init(cgPath: CGPath) {
    self.init()
    storage = CGMutablePath(elements: cgPath.elements)
  }

  /// The path's geometry; setting it replaces the geometry with a copy.
  open var cgPath: CGPath {
    get { CGPath(elements: storage.elements) }
    set { storage = CGMutablePath(elements: newValue.elements) }
  }

  /// Returns a copy with the same geometry and line attributes.
  ///
  /// - Parameter zone: Unused.
  /// - Returns: A new ``UIBezierPath``.
  open func copy(with zone: NSZone? = nil) -> Any {
    let copy = UIBezierPath(cgPath: storage)
    copy.lineWidth = lineWidth
    copy.lineCapStyle = lineCapStyle
    copy.lineJoinStyle = lineJoinStyle
    copy.miterLimit = miterLimit
    copy.flatness = flatness
    copy.usesEvenOddFillRule = usesEvenOddFillRule
    copy.dash = dash
    return copy
  }
}
