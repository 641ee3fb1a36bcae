import Foundation
import Raster

/// The colours and line widths of the view-debugger overlay (decision R36).
///
/// Every colour is a saturated middle tone, so it stands out on white and on black alike:
/// the overlay is the same in light and dark appearance.
package enum OverlayStyle {
  /// The outline of every view's bounds: a sky blue.
  package static let frameColor = RenderColor(red: 0, green: 0.6, blue: 1)
  /// The outline of a view's layout margins: an orange.
  package static let marginColor = RenderColor(red: 1, green: 0.58, blue: 0)
  /// The bands of a view's safe-area insets: a translucent green.
  package static let safeAreaColor = RenderColor(red: 0.2, green: 0.78, blue: 0.35, alpha: 0.3)
  /// The outline of a layout guide's frame: a magenta.
  package static let guideColor = RenderColor(red: 1, green: 0.18, blue: 0.85)
  /// The outline of a view whose layout is ambiguous: a violet.
  package static let ambiguousColor = RenderColor(red: 0.6, green: 0.25, blue: 1)
  /// The outline of a view that a broken constraint names: a red.
  package static let brokenColor = RenderColor(red: 1, green: 0.15, blue: 0.15)
  /// The opacity of the fill over a highlighted (ambiguous or broken) view.
  package static let highlightFillAlpha = 0.25
  /// The width of frame, margin and guide outlines, in points.
  package static let lineWidth: CGFloat = 1
  /// The width of the outline of a highlighted view, in points.
  package static let highlightLineWidth: CGFloat = 3

  /// A colour with its alpha replaced.
  static func withAlpha(_ color: RenderColor, _ alpha: Double) -> RenderColor {
    RenderColor(red: color.red, green: color.green, blue: color.blue, alpha: alpha)
  }
}
