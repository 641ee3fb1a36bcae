import Foundation

/// Hit testing (spec §3).
extension UIView {
  /// UIKit's hit-testing algorithm, the default for `hitTest(_:with:)`.
  ///
  /// A hidden view, a view with user interaction disabled or one with alpha below 0.01 returns
  /// `nil` at once (3.1; the comparison is made on the layer's single-precision opacity, so an
  /// alpha of exactly 0.01 is still eligible, decision D25). Then `point(inside:with:)` must be
  /// true (3.2); subviews are tried front to back with the point converted into each (3.4); the
  /// first hit wins, and otherwise the receiver is the hit.
  func defaultHitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
    guard !isHidden, isUserInteractionEnabled, layer.opacity >= Float(0.01) else { return nil }
    guard self.point(inside: point, with: event) else { return nil }
    for subview in subviews.reversed() {
      // A subview under a singular transform (a zero scale) covers no area: skip it (H13).
      let hop = subview.layer.transformToSuperlayer
      guard hop.a * hop.d - hop.b * hop.c != 0 else { continue }
      let local = point.applying(hop.inverted())
      if let hit = subview.hitTest(local, with: event) { return hit }
    }
    return self
  }
}
