import Foundation

/// The values a presentation layer shows for animations that fill forwards.
///
/// Headless, an animation has already reached its end when it has run. One that stays attached
/// (`isRemovedOnCompletion` is `false`) with a fill mode of `.forwards` or `.both` keeps
/// showing its end value in the presentation layer while the model keeps its own, as in Core
/// Animation. The end value is `toValue` (or the model value plus `byValue`) for a basic
/// animation and the last of `values` for a keyframe animation; an autoreversing animation ends
/// where it started (`fromValue`, the first of `values`). A group applies its animations.
/// Supported key paths: `opacity`, `position` (and `.x`, `.y`), `bounds` (and `.size`,
/// `.size.width`, `.size.height`), `transform` and its `scale`, `scale.x`, `scale.y`,
/// `rotation` (`.x`, `.y`, `.z`) and `translation.x`, `.y` fields (applied on top of the model
/// transform), `zPosition`, `cornerRadius`, `borderWidth`, `shadowOpacity`, `shadowRadius`,
/// and the colours `backgroundColor`, `borderColor`, `shadowColor`; other key paths leave the
/// model value.
extension CALayer {
  /// Applies the end values of `model`'s filled animations to this presentation copy.
  func applyFilledAnimations(of model: CALayer) {
    for entry in model.extras.animations where entry.hasRun {
      let fill = entry.animation.fillMode
      guard fill == .forwards || fill == .both else { continue }
      applyEndValue(of: entry.animation, model: model)
    }
  }

  private func applyEndValue(of animation: CAAnimation, model: CALayer) {
    if let group = animation as? CAAnimationGroup {
      for child in group.animations ?? [] { applyEndValue(of: child, model: model) }
      return
    }
    guard let property = animation as? CAPropertyAnimation, let keyPath = property.keyPath
    else { return }
    var end: Any?
    var additive = property.isAdditive
    if let basic = property as? CABasicAnimation {
      if basic.autoreverses {
        end = basic.fromValue
      } else if let to = basic.toValue {
        end = to
      } else if let by = basic.byValue {
        end = by
        additive = true
      }
    } else if let keyframes = property as? CAKeyframeAnimation {
      if let path = keyframes.path, !path.isEmpty {
        // A path replaces the values: it starts at its first point and ends at its last.
        var first: CGPoint?
        path.applyWithBlock { element in
          if first == nil, element.pointee.type == .moveToPoint {
            first = element.pointee.points[0]
          }
        }
        end = keyframes.autoreverses ? first ?? path.currentPoint : path.currentPoint
      } else {
        end = keyframes.autoreverses ? keyframes.values?.first : keyframes.values?.last
      }
    }
    guard let end else { return }
    setPresentationValue(end, forKeyPath: keyPath, additive: additive, model: model)
  }

  /// A number from the ways apps write one (`CGFloat`, `Double`, `Float`, `Int`, `NSNumber`).
  private static func number(_ value: Any) -> CGFloat? {
    switch value {
    case let v as CGFloat: v
    case let v as Double: CGFloat(v)
    case let v as Float: CGFloat(v)
    case let v as Int: CGFloat(v)
    case let v as NSNumber: CGFloat(v.doubleValue)
    default: nil
    }
  }

  private func setPresentationValue(
    _ value: Any, forKeyPath keyPath: String, additive: Bool, model: CALayer
  ) {
    let n = Self.number(value)
    func plus(_ base: CGFloat) -> CGFloat? { n.map { additive ? base + $0 : $0 } }
    switch keyPath {
    case "opacity": if let v = plus(CGFloat(model.opacity)) { opacity = Float(v) }
    case "position":
      if let p = value as? CGPoint {
        position = additive ? CGPoint(x: model.position.x + p.x, y: model.position.y + p.y) : p
      }
    case "position.x": if let v = plus(model.position.x) { position.x = v }
    case "position.y": if let v = plus(model.position.y) { position.y = v }
    case "bounds": if let r = value as? CGRect { bounds = r }
    case "bounds.size": if let s = value as? CGSize { bounds.size = s }
    case "bounds.size.width": if let v = plus(model.bounds.width) { bounds.size.width = v }
    case "bounds.size.height": if let v = plus(model.bounds.height) { bounds.size.height = v }
    case "transform":
      if let t = value as? CATransform3D {
        transform = additive ? CATransform3DConcat(t, model.transform) : t
      }
    case "zPosition": if let v = plus(model.zPosition) { zPosition = v }
    case "cornerRadius": if let v = plus(model.cornerRadius) { cornerRadius = v }
    case "borderWidth": if let v = plus(model.borderWidth) { borderWidth = v }
    case "shadowOpacity": if let v = plus(CGFloat(model.shadowOpacity)) { shadowOpacity = Float(v) }
    case "shadowRadius": if let v = plus(model.shadowRadius) { shadowRadius = v }
    case "backgroundColor": backgroundColor = Self.color(value)
    case "borderColor": borderColor = Self.color(value)
    case "shadowColor": shadowColor = Self.color(value)
    default:
      if let n, let part = Self.transformField(keyPath, n) {
        transform = CATransform3DConcat(part, model.transform)
      }
    }
  }

  /// A colour value (a `CGColor`, or `nil` for anything else).
  private static func color(_ value: Any) -> CGColor? {
    value as? CGColor
  }

  /// The transform that a `transform.<field>` key path with value `n` stands for.
  private static func transformField(_ keyPath: String, _ n: CGFloat) -> CATransform3D? {
    switch keyPath {
    case "transform.scale": CATransform3DMakeScale(n, n, n)
    case "transform.scale.x": CATransform3DMakeScale(n, 1, 1)
    case "transform.scale.y": CATransform3DMakeScale(1, n, 1)
    case "transform.rotation", "transform.rotation.z": CATransform3DMakeRotation(n, 0, 0, 1)
    case "transform.rotation.x": CATransform3DMakeRotation(n, 1, 0, 0)
    case "transform.rotation.y": CATransform3DMakeRotation(n, 0, 1, 0)
    case "transform.translation.x": CATransform3DMakeTranslation(n, 0, 0)
    case "transform.translation.y": CATransform3DMakeTranslation(0, n, 0)
    default: nil
    }
  }
}
