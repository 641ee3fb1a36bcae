import Foundation
import Raster
import TextLayout
import UIGeometry

/// What a view draws between its background and its subviews.
extension DisplayListBuilder {
  /// The view's own content: a label's lines of text, an image view's image.
  static func content(of view: UIView) -> [DisplayItem] {
    if let label = view as? UILabel { return text(of: label) }
    if let imageView = view as? UIImageView { return image(of: imageView) }
    return []
  }

  /// The label's lines, placed as the label draws them (decisions R24–R26).
  ///
  /// The colour is the highlighted text colour when the label is highlighted and has one, else
  /// the text colour or the run's (decision TX16); a disabled label draws it at half its alpha
  /// (decision R26).
  static func text(of label: UILabel) -> [DisplayItem] {
    let lines = label.drawnLines
    guard !lines.isEmpty else { return [] }
    let highlighted = label.isHighlighted && label.highlightedTextColor != nil
    let source: UIColor =
      label.isHighlighted ? (label.highlightedTextColor ?? label.textColor) : label.textColor
    var color = renderColor(source, traits: label.traitCollection)
    if !label.isEnabled { color.alpha /= 2 }
    return textItems(of: label, lines: lines, color: color, highlighted: highlighted)
  }

  /// The placeholder colour of images: the system's fourth grey for the view's appearance
  /// (decision R27).
  nonisolated static func imagePlaceholder(traits: UITraitCollection) -> RenderColor {
    renderColor(.systemGray4, traits: traits)
  }

  /// The image view's image: its pixels, tinted when it is a template (decision PX6), what was
  /// drawn to make it (decision DR1), a symbol's tinted placeholder (decision IM6), else a
  /// placeholder rectangle (decision R27).
  ///
  /// The image is the one the view shows, resolved for it (a symbol sized by the view's
  /// preferred symbol configuration and traits).
  static func image(of imageView: UIImageView) -> [DisplayItem] {
    guard let shown = imageView.imageForDisplay else { return [] }
    let rect = imageRect(
      size: shown.size, in: imageView.bounds, contentMode: imageView.contentMode)
    guard rect.width > 0, rect.height > 0 else { return [] }
    if shown.isSymbolImage {
      return symbol(shown, in: rect, tint: imageView.tintColor, traits: imageView.traitCollection)
    }
    // A template is its alpha in the view's tint colour; `withTintColor` names its own.
    let traits = imageView.traitCollection
    let tintColor =
      shown.tintColor ?? (shown.renderingMode == .alwaysTemplate ? imageView.tintColor : nil)
    let tint = tintColor.map { renderColor($0, traits: traits) }
    return placedImage(shown, in: rect, tint: tint, traits: traits)
  }
}
