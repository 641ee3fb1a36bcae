import Foundation
import Raster
import UIGeometry

/// What layers draw beyond their background and border: recorded drawings (a view's
/// `draw(_:)`, a layer's `draw(in:)`, images made by drawing) and shape layers' paths
/// (decisions DR1, D2, D4).
extension DisplayListBuilder {
  /// The items of a layer's own drawn content, in its bounds space: what it drew when it last
  /// displayed (displaying it first if it needs to), placed for the view's content mode and
  /// clipped to the drawing's size, then a shape layer's path.
  static func drawnContent(of layer: CALayer, traits: UITraitCollection) -> [DisplayItem] {
    layer.displayForRendering()
    var items: [DisplayItem] = []
    if let drawing = layer.displayedDrawing {
      // Drawn content is a bitmap of the drawing's size: nothing outside it shows.
      let contents = DisplayGroup(
        name: "Contents", frame: .zero, transform: layer.placement(of: drawing), opacity: 1,
        clip: .rect(CGRect(origin: .zero, size: drawing.size)),
        items: self.items(of: drawing, traits: traits))
      if !contents.items.isEmpty { items.append(.group(contents)) }
    }
    if let shape = layer as? CAShapeLayer { items += self.items(of: shape, traits: traits) }
    return items
  }

  /// A shape layer's path: filled, then stroked between `strokeStart` and `strokeEnd`.
  static func items(of shape: CAShapeLayer, traits: UITraitCollection) -> [DisplayItem] {
    guard let path = shape.path, !path.isEmpty else { return [] }
    var items: [DisplayItem] = []
    if let fill = shape.fillColor {
      let color = renderColor(fill, traits: traits)
      if color.alpha > 0 {
        items.append(.fill(.path(Path(path, rule: shape.fillRule.cgFillRule)), color))
      }
    }
    if let stroke = shape.strokeColor {
      let color = renderColor(stroke, traits: traits)
      let trimmed = PathTrimming.trim(path, from: shape.strokeStart, to: shape.strokeEnd)
      if color.alpha > 0, !trimmed.isEmpty {
        items.append(.fill(.path(strokeOutline(trimmed, style: shape.strokeStyle)), color))
      }
    }
    return items
  }

  /// The items of a recorded drawing, in its drawing space.
  ///
  /// Each operation becomes a group whose transform is the operation's user space, with its
  /// alpha as opacity, nested in one group per clip area (decision DR1). A clear removes the
  /// earlier operations that lie wholly inside the cleared rectangle (decision DR3).
  nonisolated static func items(of drawing: RecordedDrawing, traits: UITraitCollection)
    -> [DisplayItem]
  {
    var kept: [(DrawingOperation, CGRect?)] = []
    for operation in drawing.operations {
      if case .clear(let rect) = operation.kind {
        let cleared = rect.applying(operation.transform)
        kept.removeAll { _, box in box.map { cleared.contains($0) } ?? false }
        continue
      }
      kept.append((operation, bounds(of: operation)))
    }
    return kept.compactMap { operation, _ in
      let content = items(of: operation.kind, traits: traits)
      guard !content.isEmpty else { return nil }
      var group = DisplayGroup(
        name: "Drawing", frame: .zero, transform: operation.transform,
        opacity: Double(operation.alpha), clip: nil, items: content)
      for clip in operation.clips.reversed() {
        group = DisplayGroup(
          name: "Clip", frame: .zero, transform: .identity, opacity: 1,
          clip: .path(Path(clip.path, rule: clip.rule)), items: [.group(group)])
      }
      return .group(group)
    }
  }

  /// The items of one operation, in its user space.
  nonisolated static func items(of kind: DrawingOperation.Kind, traits: UITraitCollection)
    -> [DisplayItem]
  {
    switch kind {
    case .fill(let path, let rule, let color):
      let fill = renderColor(color, traits: traits)
      return fill.alpha > 0 ? [.fill(.path(Path(path, rule: rule)), fill)] : []
    case .stroke(let path, let style, let color):
      let stroke = renderColor(color, traits: traits)
      guard stroke.alpha > 0 else { return [] }
      return [.fill(.path(strokeOutline(path, style: style)), stroke)]
    case .text(let lines):
      return lines.compactMap { line in
        let color = renderColor(line.color, traits: traits)
        guard color.alpha > 0 else { return nil }
        return .text(
          RenderText(text: line.text, font: line.font, origin: line.origin, color: color))
      }
    case .image(let image, let rect):
      guard rect.width != 0, rect.height != 0 else { return [] }
      // Drawn into a context, a template symbol has no view tint: it draws black.
      if image.isSymbolImage {
        return symbol(image, in: rect.standardized, tint: nil, traits: traits)
      }
      // A template drawn into a context has no view tint either: only `withTintColor` tints.
      let tint = image.tintColor.map { renderColor($0, traits: traits) }
      return placedImage(image, in: rect.standardized, tint: tint, traits: traits)
    case .clear:
      return []
    case .layerTree(let group):
      return [.group(group)]
    }
  }

  /// The area an operation may paint, in the drawing space; `nil` when unknown (text).
  nonisolated static func bounds(of operation: DrawingOperation) -> CGRect? {
    let box: CGRect
    switch operation.kind {
    case .fill(let path, _, _): box = path.boundingBox
    case .stroke(let path, let style, _):
      let reach = style.width / 2 * max(style.miterLimit, 1.5)
      box = path.boundingBox.insetBy(dx: -reach, dy: -reach)
    case .image(_, let rect), .clear(let rect): box = rect
    case .text, .layerTree: return nil
    }
    return box.isNull ? nil : box.applying(operation.transform)
  }

  /// The outline a stroke paints: dashed first, then stroked (decision DR5).
  nonisolated static func strokeOutline(_ path: CGPath, style: StrokeStyle) -> Path {
    let dashed = PathTrimming.dashes(of: path, lengths: style.dashLengths, phase: style.dashPhase)
    return Stroker.outline(
      of: Path(dashed, rule: .winding), width: style.width, cap: style.cap.rawValue,
      join: style.join.rawValue, miterLimit: style.miterLimit)
  }

  /// A Core Graphics colour resolved for the traits, as sRGB components.
  nonisolated static func renderColor(_ color: CGColor, traits: UITraitCollection) -> RenderColor {
    renderColor(UIColor(cgColor: color), traits: traits)
  }
}

extension Path {
  /// The path of a Core Graphics path, with a fill rule.
  init(_ path: CGPath, rule: CGPathFillRule) {
    self.init()
    for element in path.elements {
      switch element {
      case .move(let p): move(to: p)
      case .line(let p): line(to: p)
      case .quad(let c, let p): quad(to: p, control: c)
      case .cubic(let c1, let c2, let p): cubic(to: p, control1: c1, control2: c2)
      case .close: close()
      }
    }
    usesEvenOddRule = rule == .evenOdd
  }
}
