import Foundation

/// Circular arcs, added as cubic Bézier curves.
///
/// Angles are in radians from the positive x axis towards the positive y axis. In Core
/// Graphics' own coordinates (y up) increasing angles turn counterclockwise; in UIKit's
/// (y down) the same arc appears clockwise on screen, which is why `UIBezierPath`'s
/// `clockwise` is the opposite of Core Graphics'.
extension CGMutablePath {
  /// Adds an arc of a circle: a line from the current point to the arc's start (a move when
  /// there is none), then the arc.
  ///
  /// With `clockwise` false the arc runs from `startAngle` towards increasing angles until it
  /// reaches `endAngle` (less than a full turn unless the angles are a full turn or more
  /// apart); with `clockwise` true it runs towards decreasing angles.
  ///
  /// - Parameters:
  ///   - center: The centre of the circle.
  ///   - radius: The radius.
  ///   - startAngle: The angle of the arc's start.
  ///   - endAngle: The angle of the arc's end.
  ///   - clockwise: Whether the arc runs towards decreasing angles.
  ///   - transform: A transform applied to the points.
  public func addArc(
    center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool,
    transform: CGAffineTransform = .identity
  ) {
    addRelativeArc(
      center: center, radius: radius, startAngle: startAngle,
      delta: Self.sweep(from: startAngle, to: endAngle, clockwise: clockwise),
      transform: transform)
  }

  /// Adds an arc of a circle given by its start angle and its signed sweep (positive towards
  /// increasing angles), preceded by a line from the current point (or a move).
  ///
  /// - Parameters:
  ///   - center: The centre of the circle.
  ///   - radius: The radius.
  ///   - startAngle: The angle of the arc's start.
  ///   - delta: The sweep, in radians.
  ///   - transform: A transform applied to the points.
  public func addRelativeArc(
    center: CGPoint, radius: CGFloat, startAngle: CGFloat, delta: CGFloat,
    transform: CGAffineTransform = .identity
  ) {
    let (cosine, sine) = Self.unitPoint(startAngle)
    let start = CGPoint(x: center.x + radius * cosine, y: center.y + radius * sine)
    if hasCurrentPoint {
      addLine(to: start, transform: transform)
    } else {
      move(to: start, transform: transform)
    }
    appendArc(
      center: center, radius: radius, start: startAngle, sweep: delta, transform: transform)
  }

  /// Adds an arc tangent to two lines: from the current point to `tangent1End`, and from
  /// `tangent1End` to `tangent2End`.
  ///
  /// A line runs from the current point to where the arc touches the first line, then the arc
  /// to where it touches the second. When the three points are on one line, or the radius is
  /// zero, only a line to `tangent1End` is added. Nothing is added without a current point.
  ///
  /// - Parameters:
  ///   - tangent1End: The corner both lines share.
  ///   - tangent2End: The end of the second line.
  ///   - radius: The radius of the arc.
  ///   - transform: A transform applied to the points.
  public func addArc(
    tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat,
    transform: CGAffineTransform = .identity
  ) {
    guard hasCurrentPoint else { return }
    // The current point is stored transformed; work in untransformed space.
    let inverse = transform.inverted()
    let p0 = currentPoint.applying(inverse)
    let v1 = CGVector(dx: p0.x - tangent1End.x, dy: p0.y - tangent1End.y)
    let v2 = CGVector(dx: tangent2End.x - tangent1End.x, dy: tangent2End.y - tangent1End.y)
    let l1 = (v1.dx * v1.dx + v1.dy * v1.dy).squareRoot()
    let l2 = (v2.dx * v2.dx + v2.dy * v2.dy).squareRoot()
    let cross = v1.dx * v2.dy - v1.dy * v2.dx
    guard radius > 0, l1 > 0, l2 > 0, abs(cross) > 1e-12 * l1 * l2 else {
      return addLine(to: tangent1End, transform: transform)
    }
    let u1 = CGVector(dx: v1.dx / l1, dy: v1.dy / l1)
    let u2 = CGVector(dx: v2.dx / l2, dy: v2.dy / l2)
    let angle = acos(max(-1, min(1, u1.dx * u2.dx + u1.dy * u2.dy)))
    let distance = radius / tan(angle / 2)
    let start = CGPoint(x: tangent1End.x + u1.dx * distance, y: tangent1End.y + u1.dy * distance)
    let bisector = CGVector(dx: u1.dx + u2.dx, dy: u1.dy + u2.dy)
    let bisectorLength = (bisector.dx * bisector.dx + bisector.dy * bisector.dy).squareRoot()
    let centerDistance = radius / sin(angle / 2)
    let center = CGPoint(
      x: tangent1End.x + bisector.dx / bisectorLength * centerDistance,
      y: tangent1End.y + bisector.dy / bisectorLength * centerDistance)
    let startAngle = atan2(start.y - center.y, start.x - center.x)
    // The arc turns through π − angle, towards increasing angles when the corner turns that way.
    let sweep = (cross > 0 ? -1 : 1) * (.pi - angle)
    addLine(to: start, transform: transform)
    appendArc(
      center: center, radius: radius, start: startAngle, sweep: sweep, transform: transform)
  }

  /// The signed sweep of an arc from one angle to another in a direction.
  static func sweep(from start: CGFloat, to end: CGFloat, clockwise: Bool) -> CGFloat {
    let turn = 2 * CGFloat.pi
    let delta = end - start
    if clockwise {
      if delta <= -turn { return -turn }
      var sweep = delta.truncatingRemainder(dividingBy: turn)
      if sweep > 0 { sweep -= turn }
      return sweep
    }
    if delta >= turn { return turn }
    var sweep = delta.truncatingRemainder(dividingBy: turn)
    if sweep < 0 { sweep += turn }
    return sweep
  }

  /// The cosine and sine of an angle, exact (0 or ±1) at multiples of a quarter turn, so that
  /// arcs through the axes land on whole coordinates.
  static func unitPoint(_ angle: CGFloat) -> (CGFloat, CGFloat) {
    let quarters = angle / (.pi / 2)
    let nearest = quarters.rounded()
    guard abs(quarters - nearest) < 1e-12 else { return (cos(angle), sin(angle)) }
    switch ((Int(nearest) % 4) + 4) % 4 {
    case 0: return (1, 0)
    case 1: return (0, 1)
    case 2: return (-1, 0)
    default: return (0, -1)
    }
  }

  /// Appends cubic curves approximating an arc that starts at the current point, each at most a
  /// quarter turn (control distance 4/3 · tan(θ/4) of the radius).
  func appendArc(
    center: CGPoint, radius: CGFloat, start: CGFloat, sweep: CGFloat,
    transform: CGAffineTransform
  ) {
    guard sweep != 0, radius != 0 else { return }
    let count = max(1, Int((abs(sweep) / (.pi / 2) - 1e-9).rounded(.up)))
    let step = sweep / CGFloat(count)
    let k = 4 / 3 * tan(step / 4) * radius
    var angle = start
    for _ in 0..<count {
      let next = angle + step
      let (cos0, sin0) = Self.unitPoint(angle)
      let (cos1, sin1) = Self.unitPoint(next)
      let p0 = CGPoint(x: center.x + radius * cos0, y: center.y + radius * sin0)
      let p3 = CGPoint(x: center.x + radius * cos1, y: center.y + radius * sin1)
      let c1 = CGPoint(x: p0.x - k * sin0, y: p0.y + k * cos0)
      let c2 = CGPoint(x: p3.x + k * sin1, y: p3.y - k * cos1)
      elements.append(
        .cubic(c1.applying(transform), c2.applying(transform), p3.applying(transform)))
      angle = next
    }
  }
}
