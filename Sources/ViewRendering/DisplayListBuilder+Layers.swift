import Foundation
import HeadlessUIKit
import UIGeometry

/// Layers that are not views' layers: drawn in their superlayer's order among the subviews
/// (decision D4).
extension DisplayListBuilder {
  /// The groups of a layer's visible sublayers, back to front: a subview's layer as the
  /// subview's group, any other layer as a layer group.
  static func sublayerItems(
    of layer: CALayer, in view: UIView, traits: UITraitCollection
  ) -> [DisplayItem] {
    var items: [DisplayItem] = []
    for sublayer in layer.sublayers ?? [] where !sublayer.isHidden {
      if let subview = sublayer.delegate as? UIView, subview.layer === sublayer {
        guard subview.superview === view, !subview.isHidden else { continue }
        items.append(.group(group(for: subview, transform: sublayer.transformToSuperlayer)))
      } else {
        items.append(.group(group(for: sublayer, traits: traits)))
      }
    }
    return items
  }

  /// The group of a layer that is not a view's layer: its background, its drawn content (a
  /// shape layer's path, what `draw(in:)` drew), its sublayers and its border, clipped to its
  /// bounds when it masks to them.
  static func group(for layer: CALayer, traits: UITraitCollection) -> DisplayGroup {
    let shape = self.shape(layer.bounds, cornerRadius: layer.cornerRadius)
    var items: [DisplayItem] = []
    if let background = layer.backgroundColor {
      let color = renderColor(background, traits: traits)
      if color.alpha > 0 { items.append(.fill(shape, color)) }
    }
    items += drawnContent(of: layer, traits: traits)
    for sublayer in layer.sublayers ?? [] where !sublayer.isHidden {
      if let subview = sublayer.delegate as? UIView, subview.layer === sublayer {
        guard !subview.isHidden else { continue }
        items.append(.group(group(for: subview, transform: sublayer.transformToSuperlayer)))
      } else {
        items.append(.group(group(for: sublayer, traits: traits)))
      }
    }
    if layer.borderWidth > 0, let border = layer.borderColor {
      let color = renderColor(border, traits: traits)
      if color.alpha > 0 { items.append(.border(shape, width: layer.borderWidth, color)) }
    }
    return DisplayGroup(
      name: String(describing: type(of: layer)), frame: layer.frame,
      transform: layer.transformToSuperlayer, opacity: Double(layer.opacity),
      clip: layer.masksToBounds ? shape : nil, items: items)
  }
}
