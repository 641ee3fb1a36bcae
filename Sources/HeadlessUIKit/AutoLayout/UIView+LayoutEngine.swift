import Foundation

/// What the layout engine reads from a view, and how views tell the engine about changes.
extension UIView {
  /// The alignment rectangle of the view's untransformed frame (Auto Layout ignores
  /// transforms, spec 1.11): the frame `center − anchorPoint ⊙ bounds.size`, sized like the
  /// bounds, through `alignmentRect(forFrame:)` (spec 5.23).
  var alignmentFrameForEngine: CGRect {
    let size = bounds.size
    let anchor = layer.anchorPoint
    return alignmentRect(
      forFrame: CGRect(
        x: center.x - anchor.x * size.width, y: center.y - anchor.y * size.height,
        width: size.width, height: size.height))
  }

  /// Copies the engine's solved frames into the subviews, as UIKit's default `layoutSubviews`
  /// does once constraint-based layout is engaged (spec 4.5).
  func applyEngineLayoutToSubviews() {
    LayoutEngine.existingEngine(forTreeOf: self)?.applySolvedFrames(toSubviewsOf: self)
  }

  /// Called by the layer when its bounds or position changed.
  func layerGeometryDidChange(sizeChanged: Bool) {
    invalidateSafeAreaCache()
    safeAreaMayHaveMoved()
    guard let engine = LayoutEngine.existingEngine(forTreeOf: self) else { return }
    if self === engine.root {
      if sizeChanged { engine.rootSizeDidChange() }
    } else {
      engine.frameDidChange(of: self)
    }
  }

  /// Whether this view or a descendant holds a constraint or requires constraint-based
  /// layout (either engages the engine of the tree it joins, spec 4.11).
  var subtreeHoldsConstraints: Bool {
    var found = false
    forEachInSubtree {
      // The class check comes first: reading a stack view's `constraints` builds its
      // arrangement, which measures every arranged view in a scratch engine.
      if found || type(of: $0).requiresConstraintBasedLayout || !$0.constraints.isEmpty {
        found = true
      }
    }
    return found
  }
}

extension LayoutEngine {
  /// Keeps engines in step with the view tree: a view that moved from `oldSuperview` (nil if it
  /// was a root) to `newSuperview` (nil if it is now a root).
  static func viewDidMove(_ view: UIView, from oldSuperview: UIView?, to newSuperview: UIView?) {
    if let oldSuperview {
      existingEngine(forTreeOf: oldSuperview)?.needsRebuild = true
    } else {
      dropEngine(ofFormerRoot: view)
    }
    let holdsConstraints = view.subtreeHoldsConstraints
    if let newSuperview {
      if let engine = existingEngine(forTreeOf: newSuperview) {
        engine.needsRebuild = true
      } else if holdsConstraints {
        engine(forTreeOf: newSuperview).needsRebuild = true
      }
    } else if holdsConstraints {
      engine(forTreeOf: view).needsRebuild = true
    }
  }
}
