import Foundation
import Raster
import UIGeometry

/// Layers that are not views' layers, and the layer styling every group draws: sublayer
/// order (views' layers and other layers interleaved, decision DR4), shadows, masks, drawn
/// content, gradients and text layers.
extension DisplayListBuilder {
  /// The groups of a layer's visible sublayers, back to front.
  ///
  /// They are ordered by `zPosition`, siblings with equal `zPosition` in `sublayers` order
  /// (Core Animation's order among siblings). A sublayer that is a view's layer becomes that view's group.
  static func sublayerItems(of layer: CALayer, traits: UITraitCollection) -> [DisplayItem] {
    let ordered = (layer.sublayers ?? []).enumerated().sorted {
      ($0.element.zPosition, $0.offset) < ($1.element.zPosition, $1.offset)
    }
    return ordered.compactMap { _, sublayer in
      guard !sublayer.isHidden else { return nil }
      if let view = sublayer.delegate as? UIView, view.layer === sublayer {
        return .group(group(for: view, transform: sublayer.transformToSuperlayer))
      }
      return .group(group(for: sublayer, traits: traits))
    }
  }

  /// The group of a layer that no view owns, drawn as Core Animation draws it: shadow,
  /// background, contents (as an image placeholder), a gradient or text layer's drawing, the
  /// sublayers, then the border; clipped when it masks to bounds, and by its mask.
  ///
  /// - Parameters:
  ///   - layer: The layer.
  ///   - traits: The traits its colours are resolved with (its view's).
  /// - Returns: The layer's group.
  static func group(for layer: CALayer, traits: UITraitCollection) -> DisplayGroup {
    let shape = self.shape(of: layer)
    var own: [DisplayItem] = []
    if let color = layer.backgroundColor.map({ renderColor(UIColor(cgColor: $0), traits: traits) }),
      color.alpha > 0
    {
      own.append(.fill(shape, color))
    }
    own += drawing(of: layer, traits: traits)
    let sublayers = sublayerItems(of: layer, traits: traits)
    var items = shadow(of: layer, shape: shape, casting: !own.isEmpty || !sublayers.isEmpty, traits)
    items += own + sublayers
    items += border(of: layer, shape: shape, traits: traits)
    return masked(
      DisplayGroup(
        name: String(describing: type(of: layer)), frame: layer.frame,
        transform: layer.transformToSuperlayer, opacity: Double(layer.opacity),
        clip: layer.masksToBounds ? shape : nil, items: items),
      by: layer)
  }

  /// What a layer draws over its background: its contents (as an image placeholder filling
  /// the bounds), what was drawn into it and a shape layer's path, a gradient layer's gradient,
  /// a text layer's text.
  static func drawing(of layer: CALayer, traits: UITraitCollection) -> [DisplayItem] {
    var items: [DisplayItem] = []
    if layer.contents != nil {
      items.append(.image(layer.bounds, imagePlaceholder(traits: traits)))
    }
    // What `draw(in:)` or a view's `draw(_:)` drew, and a shape layer's path (decision DR4).
    items += drawnContent(of: layer, traits: traits)
    if let gradient = layer as? CAGradientLayer {
      items += self.gradient(of: gradient, traits: traits)
    }
    if let textLayer = layer as? CATextLayer {
      items += text(of: textLayer, traits: traits)
    }
    return items
  }

  /// The layer's border, drawn above its sublayers, or nothing when it has none.
  static func border(of layer: CALayer, shape: RenderShape, traits: UITraitCollection)
    -> [DisplayItem]
  {
    guard layer.borderWidth > 0, let border = layer.borderColor else { return [] }
    let color = renderColor(UIColor(cgColor: border), traits: traits)
    return color.alpha > 0 ? [.border(shape, width: layer.borderWidth, color)] : []
  }

  /// The layer's shadow, drawn below everything else the layer draws.
  ///
  /// The shadow's silhouette is the layer's background shape (its bounds, rounded by the corner
  /// radius) when the layer draws anything (`casting`). It is offset by `shadowOffset` and
  /// composited with `shadowOpacity` × the colour's alpha. The blur is approximated: the
  /// edge ramps linearly from full strength at `shadowRadius` inside the silhouette's edge to
  /// nothing at `shadowRadius` outside it, drawn as nested rounded rectangles (one per point of
  /// radius, 2 to 8 of them) whose alphas add up to that ramp. A `shadowPath` replaces the
  /// silhouette, casts whatever the layer draws, and is filled without a blur (decision CA5).
  static func shadow(
    of layer: CALayer, shape: RenderShape, casting: Bool, _ traits: UITraitCollection
  ) -> [DisplayItem] {
    let path = layer.shadowPath
    guard casting || path != nil, layer.shadowOpacity > 0, let cgColor = layer.shadowColor
    else { return [] }
    var color = renderColor(UIColor(cgColor: cgColor), traits: traits)
    let opacity = color.alpha * Double(min(layer.shadowOpacity, 1))
    guard opacity > 0 else { return [] }
    let offset = layer.shadowOffset
    if let path, !path.isEmpty {
      color.alpha = 1
      let bounds = path.boundingBoxOfPath
      return [
        .group(
          DisplayGroup(
            name: "shadow", frame: bounds.offsetBy(dx: offset.width, dy: offset.height),
            transform: CGAffineTransform(translationX: offset.width, y: offset.height),
            opacity: opacity, clip: nil, items: [.fill(.path(Path(path, rule: .winding)), color)]))
      ]
    }
    let (rect, cornerRadius) = geometry(of: shape)
    let corners = cornerRadius > 0 ? self.corners(of: layer) : .all
    let radius = max(layer.shadowRadius, 0)
    let steps = radius > 0 ? min(max(Int(radius.rounded(.up)), 2), 8) : 1
    var fills: [DisplayItem] = []
    for k in 1...steps {
      // The k-th outermost rectangle; its alpha makes k covering rectangles add up to k / steps.
      let outset = steps == 1 ? 0 : radius * (1 - 2 * (CGFloat(k) - 0.5) / CGFloat(steps))
      let grown = rect.insetBy(dx: -outset, dy: -outset)
      guard grown.width > 0, grown.height > 0 else { continue }
      color.alpha = 1 / Double(steps - k + 1)
      let corner = max(0, cornerRadius + outset)
      fills.append(.fill(self.shape(grown, cornerRadius: corner, corners: corners), color))
    }
    return [
      .group(
        DisplayGroup(
          name: "shadow", frame: rect.offsetBy(dx: offset.width, dy: offset.height),
          transform: CGAffineTransform(translationX: offset.width, y: offset.height),
          opacity: opacity, clip: nil, items: fills))
    ]
  }

  /// A shape's rectangle and corner radius.
  static func geometry(of shape: RenderShape) -> (CGRect, CGFloat) {
    switch shape {
    case .rect(let rect): (rect, 0)
    case .roundedRect(let rect, let radius): (rect, radius)
    case .partiallyRoundedRect(let rect, let radius, _): (rect, radius)
    case .path(let path): (path.controlPointBounds, 0)
    }
  }

  /// `group` masked by the layer's mask.
  ///
  /// The group is wrapped in one that clips to the mask's frame in the layer's bounds space (rounded by the mask's corner radius when the mask is not
  /// transformed) and multiplies the opacity by the mask's. A hidden mask hides everything.
  static func masked(_ group: DisplayGroup, by layer: CALayer) -> DisplayGroup {
    guard let mask = layer.mask else { return group }
    var inner = group
    inner.transform = .identity
    inner.opacity = 1
    let clip =
      mask.affineTransform().isIdentity
      ? shape(mask.frame, cornerRadius: mask.cornerRadius) : .rect(mask.frame)
    return DisplayGroup(
      name: group.name, frame: group.frame, transform: group.transform,
      opacity: mask.isHidden ? 0 : group.opacity * Double(mask.opacity), clip: clip,
      items: [.group(inner)])
  }

  /// The shape of a layer's background: its bounds, with the corners of `maskedCorners`
  /// rounded by its corner radius.
  static func shape(of layer: CALayer) -> RenderShape {
    shape(layer.bounds, cornerRadius: layer.cornerRadius, corners: corners(of: layer))
  }

  /// The layer's `maskedCorners` as the renderer's corners (y down: `MinY` is the top).
  static func corners(of layer: CALayer) -> RenderCorners {
    let masked = layer.maskedCorners
    var corners: RenderCorners = []
    if masked.contains(.layerMinXMinYCorner) { corners.insert(.topLeft) }
    if masked.contains(.layerMaxXMinYCorner) { corners.insert(.topRight) }
    if masked.contains(.layerMinXMaxYCorner) { corners.insert(.bottomLeft) }
    if masked.contains(.layerMaxXMaxYCorner) { corners.insert(.bottomRight) }
    return corners
  }

  /// A rectangle with the given corners rounded (all four: ``shape(_:cornerRadius:)``).
  static func shape(_ rect: CGRect, cornerRadius: CGFloat, corners: RenderCorners)
    -> RenderShape
  {
    guard corners != .all else { return shape(rect, cornerRadius: cornerRadius) }
    guard cornerRadius > 0, !corners.isEmpty else { return .rect(rect) }
    return .partiallyRoundedRect(
      rect, cornerRadius: min(cornerRadius, min(rect.width, rect.height) / 2), corners: corners)
  }

  /// A text layer's lines in its foreground colour.
  static func text(of layer: CATextLayer, traits: UITraitCollection) -> [DisplayItem] {
    guard let foreground = layer.foregroundColor else { return [] }
    let color = renderColor(UIColor(cgColor: foreground), traits: traits)
    guard color.alpha > 0 else { return [] }
    return layer.drawnLines.map { line in
      .text(RenderText(text: line.text, font: line.font, origin: line.origin, color: color))
    }
  }
}
