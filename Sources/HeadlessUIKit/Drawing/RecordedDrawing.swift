import Foundation
import Raster
import TextLayout

/// What a ``CGContext`` recorded: its size and its drawing operations, in order (decision DR1).
///
/// Coordinates are the context's drawing space: points, origin at the top-left corner, y down,
/// `size` wide and high. Through the display list it becomes pixels (an image's pixels, the PNG
/// renderer: the `Raster` module) or vector shapes (the SVG renderer).
package struct RecordedDrawing: Sendable {
  /// The size of the drawing space, in points.
  package var size: CGSize
  /// The operations, in the order they were drawn.
  package var operations: [DrawingOperation]

  /// Creates a recorded drawing.
  package init(size: CGSize, operations: [DrawingOperation]) {
    self.size = size
    self.operations = operations
  }
}

/// How a stroke is drawn: width, ends, corners and dashes, in the stroke's user space.
package struct StrokeStyle: Hashable, Sendable {
  /// The line width.
  package var width: CGFloat
  /// The shape of the ends of open subpaths.
  package var cap: CGLineCap
  /// The shape of corners.
  package var join: CGLineJoin
  /// The miter limit, in line widths.
  package var miterLimit: CGFloat
  /// The dash lengths, alternately painted and unpainted; empty for a solid line.
  package var dashLengths: [CGFloat]
  /// How far into the dash pattern the stroke starts.
  package var dashPhase: CGFloat
}

/// One line of text drawn by the string-drawing methods.
package struct RecordedText: Hashable, Sendable {
  /// The characters.
  package var text: String
  /// The font.
  package var font: Font
  /// The start of the baseline, in the operation's user space.
  package var origin: CGPoint
  /// The colour of the glyphs.
  package var color: CGColor
}

/// An area drawing is clipped to: a path in the drawing space and its fill rule.
package struct ClipArea: Hashable, Sendable {
  /// The path, in the drawing space.
  package var path: CGPath
  /// Which points of the path count as inside.
  package var rule: CGPathFillRule
}

/// One recorded drawing operation with the graphics state it was drawn in.
package struct DrawingOperation: Sendable {
  /// What is drawn.
  package enum Kind: Sendable {
    /// A path filled with a colour.
    case fill(CGPath, CGPathFillRule, CGColor)
    /// A path stroked with a colour.
    case stroke(CGPath, StrokeStyle, CGColor)
    /// Lines of text.
    case text([RecordedText])
    /// An image drawn into a rectangle.
    case image(UIImage, CGRect)
    /// A rectangle cleared to transparent.
    case clear(CGRect)
    /// A view or layer tree, as the renderers' display list draws it: what
    /// `drawHierarchy(in:afterScreenUpdates:)` and `render(in:)` record (decision PX9).
    case layerTree(DisplayGroup)
  }

  /// What is drawn.
  package var kind: Kind
  /// Maps the operation's user space (its paths, rectangles and text origins) to the drawing
  /// space: the context's current transformation matrix when it was drawn.
  package var transform: CGAffineTransform
  /// The areas the operation is clipped to, all of which apply, in the drawing space.
  package var clips: [ClipArea]
  /// The opacity the operation is drawn with, 0…1.
  package var alpha: CGFloat
  /// The blend mode it was drawn with (recorded; renderers draw source over).
  package var blendMode: CGBlendMode
  /// The shadow it was drawn with, if any (recorded; renderers draw no shadows).
  package var shadow: RecordedShadow?
}

/// A shadow set with ``CGContext/setShadow(offset:blur:color:)``.
package struct RecordedShadow: Hashable, Sendable {
  /// The offset, in the drawing space.
  package var offset: CGSize
  /// The blur radius.
  package var blur: CGFloat
  /// The colour; `nil` means the default (black at a third opacity).
  package var color: CGColor?
}
