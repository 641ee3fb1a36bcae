import Foundation
import TextLayout
import UIGeometry

/// A colour as the renderers draw it: sRGB components and alpha, each 0…1, not premultiplied.
package struct RenderColor: Hashable, Sendable {
  /// The red component.
  package var red: Double
  /// The green component.
  package var green: Double
  /// The blue component.
  package var blue: Double
  /// The alpha component (1 is opaque).
  package var alpha: Double

  /// Creates a colour from its components.
  package init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
    self.red = red
    self.green = green
    self.blue = blue
    self.alpha = alpha
  }
}

/// An outline the renderers fill or stroke, in the coordinates of the group that holds it.
package enum RenderShape: Hashable, Sendable {
  /// A rectangle.
  case rect(CGRect)
  /// A rectangle with circular corners of one radius (clamped to half the shorter side).
  case roundedRect(CGRect, cornerRadius: CGFloat)
  /// A rectangle whose listed corners are circular with one radius (clamped to half the
  /// shorter side) and whose other corners are square, as a layer's `maskedCorners` asks.
  case partiallyRoundedRect(CGRect, cornerRadius: CGFloat, corners: RenderCorners)
  /// Any outline, under its own fill rule: what drawing code fills, strokes and clips to.
  case path(Path)
}

/// The corners of a rectangle, in a y-down space: top is the minimum y.
package struct RenderCorners: OptionSet, Hashable, Sendable {
  /// The bits.
  package var rawValue: UInt8

  /// Creates a set from its bits.
  package init(rawValue: UInt8) {
    self.rawValue = rawValue
  }

  /// The corner at minimum x and minimum y.
  package static let topLeft = RenderCorners(rawValue: 1 << 0)
  /// The corner at maximum x and minimum y.
  package static let topRight = RenderCorners(rawValue: 1 << 1)
  /// The corner at minimum x and maximum y.
  package static let bottomLeft = RenderCorners(rawValue: 1 << 2)
  /// The corner at maximum x and maximum y.
  package static let bottomRight = RenderCorners(rawValue: 1 << 3)
  /// All four corners.
  package static let all: RenderCorners = [.topLeft, .topRight, .bottomLeft, .bottomRight]
}

/// One line of text to draw: glyphs of one font from a baseline origin.
package struct RenderText: Hashable, Sendable {
  /// The characters, in logical order.
  package var text: String
  /// The font.
  package var font: Font
  /// The start of the baseline, in the group's coordinates.
  package var origin: CGPoint
  /// The colour of the glyphs.
  package var color: RenderColor
  /// Points added after each cluster: the run's kern, or a tightened line's negative tracking
  /// (decisions TX14, TX17).
  package var tracking: Double
  /// Whether the font's pair kerning applies: not in a run that sets a kern (decision T14).
  package var pairKerning: Bool

  /// Creates a line of text.
  package init(
    text: String, font: Font, origin: CGPoint, color: RenderColor, tracking: Double = 0,
    pairKerning: Bool = true
  ) {
    self.text = text
    self.font = font
    self.origin = origin
    self.color = color
    self.tracking = tracking
    self.pairKerning = pairKerning
  }
}

/// A drawing operation of a display list.
package indirect enum DisplayItem: Hashable, Sendable {
  /// A view's subtree: drawn into its own coordinate space and composited with its opacity.
  case group(DisplayGroup)
  /// A shape filled with a colour.
  case fill(RenderShape, RenderColor)
  /// A border: a band of `width` inside the shape's edge, in a colour (layers draw borders
  /// inside their bounds).
  case border(RenderShape, width: CGFloat, RenderColor)
  /// A line of text.
  case text(RenderText)
  /// An image's rectangle, drawn as a placeholder fill: an image whose pixels are unknown
  /// (decision R7).
  case image(CGRect, RenderColor)
  /// An image's pixels (decision PX6).
  case bitmap(RenderBitmap)
}

/// An image's pixels placed in a group: drawn, sampled bilinearly, inside the rectangle its
/// pixels cover.
package struct RenderBitmap: Hashable, Sendable {
  /// The pixels, premultiplied.
  package var pixels: Canvas
  /// Maps the pixel space (0…width, 0…height, y down) to the group's coordinates.
  package var transform: CGAffineTransform
  /// When set, the bitmap is a template: its alpha is filled with this colour.
  package var tint: RenderColor?

  /// Creates a placed bitmap.
  package init(pixels: Canvas, transform: CGAffineTransform, tint: RenderColor? = nil) {
    self.pixels = pixels
    self.transform = transform
    self.tint = tint
  }

  /// A bitmap filling `rect` (its pixels stretched to it), tinted when `tint` is given.
  package init(pixels: Canvas, in rect: CGRect, tint: RenderColor? = nil) {
    let scaleX = pixels.width > 0 ? rect.width / CGFloat(pixels.width) : 0
    let scaleY = pixels.height > 0 ? rect.height / CGFloat(pixels.height) : 0
    self.init(
      pixels: pixels,
      transform: CGAffineTransform(a: scaleX, b: 0, c: 0, d: scaleY, tx: rect.minX, ty: rect.minY),
      tint: tint)
  }

  /// The rectangle of the pixel space, `width × height`.
  package var pixelRect: CGRect {
    CGRect(x: 0, y: 0, width: pixels.width, height: pixels.height)
  }
}

/// A view as the renderers see it: where its coordinate space sits in its parent's, how opaque
/// it is, what it clips to, and what it draws.
package struct DisplayGroup: Hashable, Sendable {
  /// The view's class name, as the SVG output labels groups.
  package var name: String
  /// The view's frame in its superview (for labelling only; `transform` places the group).
  package var frame: CGRect
  /// Maps the group's coordinates (the view's bounds space) to its parent group's.
  package var transform: CGAffineTransform
  /// The opacity the whole group is composited with, 0…1.
  package var opacity: Double
  /// The shape the group's items are clipped to, in the group's coordinates; `nil` draws
  /// unclipped.
  package var clip: RenderShape?
  /// The items, drawn in order (later items over earlier ones).
  package var items: [DisplayItem]

  /// Creates a group.
  package init(
    name: String, frame: CGRect, transform: CGAffineTransform, opacity: Double,
    clip: RenderShape?, items: [DisplayItem]
  ) {
    self.name = name
    self.frame = frame
    self.transform = transform
    self.opacity = opacity
    self.clip = clip
    self.items = items
  }
}

/// Everything a view tree draws, independent of the output format: the input of the PNG and
/// SVG renderers.
package struct DisplayList: Hashable, Sendable {
  /// The size of the drawing in points.
  package var size: CGSize
  /// The root group.
  package var root: DisplayGroup

  /// Creates a display list.
  package init(size: CGSize, root: DisplayGroup) {
    self.size = size
    self.root = root
  }
}
