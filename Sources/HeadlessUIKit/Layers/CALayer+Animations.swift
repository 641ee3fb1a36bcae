import Foundation

/// An animation attached to a layer, with the key it was added under.
struct AttachedAnimation {
  var key: String?
  var animation: CAAnimation
  /// Whether the animation has run (delegate told it started and stopped).
  var hasRun = false
}

/// Attaching animations, and the presentation layer.
///
/// Headless semantics: an added animation never changes the layer's model values (Core
/// Animation never does; apps set the model value themselves). There is no render clock, so an
/// animation runs to its end when its transaction commits: on the next turn of the main queue,
/// after the layout pass, its delegate gets `animationDidStart(_:)` then
/// `animationDidStop(_:finished: true)`. The animation is then removed from the layer when
/// `isRemovedOnCompletion` is `true` (the default) and stays attached otherwise.
extension CALayer {
  /// Attaches a copy of an animation to the layer.
  ///
  /// An animation already attached under the same key is removed first (its delegate gets
  /// `animationDidStop(_:finished: false)`). The copy is what the delegate methods receive;
  /// later changes to `anim` do not affect it.
  ///
  /// - Parameters:
  ///   - anim: The animation.
  ///   - key: A key to find or remove the animation by, or `nil`.
  public func add(_ anim: CAAnimation, forKey key: String?) {
    guard let copy = anim.copy() as? CAAnimation else { return }
    if let key { removeAnimation(forKey: key) }
    extras.animations.append(AttachedAnimation(key: key, animation: copy))
    CATransaction.record(copy, on: self)
  }

  /// The animation attached under a key.
  ///
  /// - Parameter key: The key it was added under.
  /// - Returns: The attached animation (the copy), or `nil`.
  public func animation(forKey key: String) -> CAAnimation? {
    extras.animations.last { $0.key == key }?.animation
  }

  /// The keys of the attached animations, in the order they were added (animations added with
  /// a `nil` key are not listed).
  ///
  /// - Returns: The keys, or `nil` when no keyed animation is attached.
  public func animationKeys() -> [String]? {
    let keys = extras.animations.compactMap(\.key)
    return keys.isEmpty ? nil : keys
  }

  /// Removes the animation attached under a key; its delegate gets
  /// `animationDidStop(_:finished: false)`.
  ///
  /// - Parameter key: The key.
  public func removeAnimation(forKey key: String) {
    let removed = extras.animations.filter { $0.key == key }
    extras.animations.removeAll { $0.key == key }
    for entry in removed {
      entry.animation.delegate?.animationDidStop(entry.animation, finished: false)
    }
  }

  /// Removes every attached animation; each delegate gets
  /// `animationDidStop(_:finished: false)`.
  public func removeAllAnimations() {
    let removed = extras.animations
    extras.animations = []
    for entry in removed {
      entry.animation.delegate?.animationDidStop(entry.animation, finished: false)
    }
  }

  /// Runs an attached animation to its end (called when its transaction has committed).
  ///
  /// An animation removed before then is not started: it was already told it stopped.
  func runToCompletion(_ animation: CAAnimation) {
    guard let index = extras.animations.firstIndex(where: { $0.animation === animation }),
      !extras.animations[index].hasRun
    else { return }
    extras.animations[index].hasRun = true
    animation.delegate?.animationDidStart(animation)
    if animation.isRemovedOnCompletion {
      extras.animations.removeAll { $0.animation === animation }
    }
    animation.delegate?.animationDidStop(animation, finished: true)
  }

  /// A copy of the layer as it currently appears.
  ///
  /// Headless, animations have no intermediate state: the copy has the model layer's values,
  /// except where an attached animation that has run fills forwards
  /// (`CALayer+Presentation.swift`).
  ///
  /// - Returns: A new layer of the same class; its `model()` is this layer.
  public func presentation() -> Self? {
    if extras.modelLayer != nil { return self }
    // (Core Animation uses init(layer:); the class's maker uses init(), decision MK1)
    guard let copy = ObjectiveCRuntime.makeLayer(type(of: self)) as? Self else { return nil }
    copy.bounds = bounds
    copy.position = position
    copy.anchorPoint = anchorPoint
    copy.storedTransform = storedTransform
    copy.zPosition = zPosition
    copy.isHidden = isHidden
    copy.opacity = opacity
    copy.masksToBounds = masksToBounds
    copy.backgroundColor = backgroundColor
    copy.cornerRadius = cornerRadius
    copy.borderWidth = borderWidth
    copy.borderColor = borderColor
    copy.contentsScale = contentsScale
    copy.name = name
    copy.extras = extras
    copy.extras.animations = []
    copy.extras.modelLayer = self
    (copy as? any LayerStateCopying)?.copyLayerState(from: self)
    copy.applyFilledAnimations(of: self)
    return copy
  }

  /// The model layer: for a presentation layer the layer it presents, otherwise the layer.
  ///
  /// - Returns: The model layer.
  public func model() -> Self {
    (extras.modelLayer as? Self) ?? self
  }
}

/// A layer subclass with state of its own that `presentation()` copies.
@MainActor
protocol LayerStateCopying {
  /// Copies the subclass's own state from `layer` (a layer of the same class).
  func copyLayerState(from layer: CALayer)
}
