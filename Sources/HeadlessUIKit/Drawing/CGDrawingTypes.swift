import Foundation

/// How the ends of stroked open subpaths are drawn.
public enum CGLineCap: Int32, Sendable {
  /// The stroke stops square at the end point.
  case butt = 0
  /// A half circle of the line width's diameter is drawn beyond the end point.
  case round = 1
  /// The stroke goes on beyond the end point by half the line width, squared off.
  case square = 2
}

/// How the corners between stroked segments are drawn.
public enum CGLineJoin: Int32, Sendable {
  /// The outer edges are extended to meet at a point, unless that point is farther than the
  /// miter limit allows, when the corner is bevelled.
  case miter = 0
  /// The corner is rounded with a circle of the line width's diameter.
  case round = 1
  /// The corner is cut off square.
  case bevel = 2
}

/// Which points a path's fill covers.
public enum CGPathFillRule: Int, Sendable {
  /// Points the path winds around a non-zero number of times.
  case winding = 0
  /// Points the path crosses an odd number of times to reach from outside.
  case evenOdd = 1
}

/// What ``CGContext/drawPath(using:)`` does with the current path.
public enum CGPathDrawingMode: Int32, Sendable {
  /// Fill with the non-zero winding rule.
  case fill = 0
  /// Fill with the even-odd rule.
  case eoFill = 1
  /// Stroke.
  case stroke = 2
  /// Fill with the non-zero winding rule, then stroke.
  case fillStroke = 3
  /// Fill with the even-odd rule, then stroke.
  case eoFillStroke = 4
}

/// How drawing is composited with what is already in a context, with Core Graphics' raw
/// values.
///
/// HeadlessUIKit records the mode with each drawing operation; the renderers composite every
/// operation as `.normal` (source over).
public enum CGBlendMode: Int32, Sendable {
  /// The source over the destination.
  case normal = 0
  /// Source times destination.
  case multiply = 1
  /// The inverse of the product of the inverses.
  case screen = 2
  /// Multiply or screen, by the destination.
  case overlay = 3
  /// The darker of source and destination.
  case darken = 4
  /// The lighter of source and destination.
  case lighten = 5
  /// The destination brightened by the source.
  case colorDodge = 6
  /// The destination darkened by the source.
  case colorBurn = 7
  /// Darken or lighten, by the source, softly.
  case softLight = 8
  /// Multiply or screen, by the source.
  case hardLight = 9
  /// The difference of source and destination.
  case difference = 10
  /// Like difference, with less contrast.
  case exclusion = 11
  /// The source's hue with the destination's saturation and luminosity.
  case hue = 12
  /// The source's saturation with the destination's hue and luminosity.
  case saturation = 13
  /// The source's hue and saturation with the destination's luminosity.
  case color = 14
  /// The source's luminosity with the destination's hue and saturation.
  case luminosity = 15
  /// Clears the destination.
  case clear = 16
  /// The source replaces the destination.
  case copy = 17
  /// The source where the destination is.
  case sourceIn = 18
  /// The source where the destination is not.
  case sourceOut = 19
  /// The source atop the destination.
  case sourceAtop = 20
  /// The destination over the source.
  case destinationOver = 21
  /// The destination where the source is.
  case destinationIn = 22
  /// The destination where the source is not.
  case destinationOut = 23
  /// The destination atop the source.
  case destinationAtop = 24
  /// Source or destination, not both.
  case xor = 25
  /// The sum, darkened.
  case plusDarker = 26
  /// The sum, lightened.
  case plusLighter = 27
}
