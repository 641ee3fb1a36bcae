import Foundation
import Raster
import UIGeometry

/// Turns views into display groups, the way Core Animation composites layers.
///
/// Each visible view becomes a ``DisplayGroup`` whose transform is its layer's hop to the
/// superlayer (`position + T · (p − bounds.origin − anchorPoint ⊙ bounds.size)`, as
/// `convert(_:to:)` uses), with the view's alpha as the group's opacity. Its items, back to
/// front: the background colour filling the bounds (rounded by `layer.cornerRadius`), the view's
/// own content (a label's text, an image view's image), the sublayers' groups (subviews' and
/// other layers', see `DisplayListBuilder+Layers.swift`), and last the border, which Core
/// Animation draws above sublayers; a layer's shadow goes below all of these. A view that clips to
/// its bounds clips all of these, its own content included. Hidden views and their subtrees are
/// left out; a view with alpha 0 stays, as a group with opacity 0 (decision R21).
@MainActor
package enum DisplayListBuilder {
  /// The group of a view and its visible subtree.
  ///
  /// - Parameters:
  ///   - view: The view.
  ///   - transform: The map from the view's bounds space to its parent group's space.
  /// - Returns: The view's group; a hidden view's group has no items.
  package static func group(for view: UIView, transform: CGAffineTransform) -> DisplayGroup {
    let layer = view.layer
    let shape = self.shape(of: layer)
    var items: [DisplayItem] = []
    if !view.isHidden {
      let traits = view.traitCollection
      var own: [DisplayItem] = backgroundColor(of: view).map { [.fill(shape, $0)] } ?? []
      own += drawing(of: layer, traits: traits) + content(of: view)
      let sublayers = sublayerItems(of: layer, traits: traits)
      items = shadow(of: layer, shape: shape, casting: !own.isEmpty || !sublayers.isEmpty, traits)
      items += own + sublayers
      items += border(of: layer, shape: shape, traits: traits)
    }
    return masked(
      DisplayGroup(
        name: String(describing: type(of: view)), frame: view.frame, transform: transform,
        opacity: Double(layer.opacity), clip: layer.masksToBounds ? shape : nil, items: items),
      by: layer)
  }

  /// A rectangle, rounded when the radius is above 0 (clamped to half the shorter side).
  static func shape(_ rect: CGRect, cornerRadius: CGFloat) -> RenderShape {
    guard cornerRadius > 0 else { return .rect(rect) }
    return .roundedRect(rect, cornerRadius: min(cornerRadius, min(rect.width, rect.height) / 2))
  }

  /// The view's background colour resolved for its traits, or `nil` when it draws none.
  ///
  /// A view's `backgroundColor` is resolved against the view's trait collection (dynamic
  /// colours differ in dark appearance); without one, a colour set on the layer directly is
  /// used. Fully transparent colours draw nothing.
  static func backgroundColor(of view: UIView) -> RenderColor? {
    let color: RenderColor
    if let background = view.backgroundColor {
      color = renderColor(background, traits: view.traitCollection)
    } else if let layerColor = view.layer.backgroundColor {
      color = renderColor(UIColor(cgColor: layerColor), traits: view.traitCollection)
    } else {
      return nil
    }
    return color.alpha > 0 ? color : nil
  }

  /// A colour resolved against a trait collection, as sRGB components.
  nonisolated static func renderColor(_ color: UIColor, traits: UITraitCollection) -> RenderColor {
    var red: CGFloat = 0
    var green: CGFloat = 0
    var blue: CGFloat = 0
    var alpha: CGFloat = 0
    color.resolvedColor(with: traits).getRed(&red, green: &green, blue: &blue, alpha: &alpha)
    return RenderColor(
      red: Double(red), green: Double(green), blue: Double(blue), alpha: Double(alpha))
  }
}
