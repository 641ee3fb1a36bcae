import Foundation

/// A pan that starts near an edge of the screen and moves away from it (the interactive pop
/// of a navigation controller).
///
/// The finger must touch down within 20 points of one of ``edges`` of the window and move
/// mostly away from that edge; otherwise the recognizer fails. With no edges it never begins.
@preconcurrency @MainActor
open class UIScreenEdgePanGestureRecognizer: UIPanGestureRecognizer {
  /// The edges the gesture may start from; none by default.
  open var edges: UIRectEdge = []

  /// How close to an edge the finger must touch down, in points.
  static let edgeRegion: CGFloat = 20

  /// The edges near which the gesture started.
  private var startEdges: UIRectEdge = []

  /// Receives touches that began: the first finger must be near one of the edges.
  ///
  /// - Parameters:
  ///   - touches: The touches.
  ///   - event: Their event.
  open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
    if trackedTouches.count == touches.count, let window = lastWindow {
      let point = centroid
      let bounds = window.bounds
      var near: UIRectEdge = []
      if point.x - bounds.minX <= Self.edgeRegion { near.insert(.left) }
      if bounds.maxX - point.x <= Self.edgeRegion { near.insert(.right) }
      if point.y - bounds.minY <= Self.edgeRegion { near.insert(.top) }
      if bounds.maxY - point.y <= Self.edgeRegion { near.insert(.bottom) }
      startEdges = near.intersection(edges)
      if startEdges.isEmpty {
        state = .failed
        return
      }
    }
    super.touchesBegan(touches, with: event)
  }

  /// Begins only for a move mostly away from the edge the finger started at.
  override func shouldBegin(movingBy translation: CGPoint) -> Bool {
    let horizontal = abs(translation.x) >= abs(translation.y)
    if startEdges.contains(.left), horizontal, translation.x > 0 { return true }
    if startEdges.contains(.right), horizontal, translation.x < 0 { return true }
    if startEdges.contains(.top), !horizontal, translation.y > 0 { return true }
    if startEdges.contains(.bottom), !horizontal, translation.y < 0 { return true }
    state = .failed
    return false
  }

  /// Forgets the starting edge.
  override func resetSubclassState() {
    super.resetSubclassState()
    startEdges = []
  }
}
