import Foundation

/// UIKit's description of a view: `<UIView: 0x…; frame = (x y; w h); …; layer = <CALayer: 0x…>>`.
extension UIView {
  var uikitDescription: String {
    var parts = ["frame = \(GeometryFormat.rect(layer.frame))"]
    if bounds.origin != .zero { parts.append("bounds = \(GeometryFormat.rect(bounds))") }
    if !transform.isIdentity { parts.append("transform = \(GeometryFormat.transform(transform))") }
    if alpha != 1 { parts.append("alpha = \(GeometryFormat.number(alpha))") }
    if clipsToBounds { parts.append("clipsToBounds = YES") }
    if isHidden { parts.append("hidden = YES") }
    if !isOpaque { parts.append("opaque = NO") }
    if !autoresizingMask.isEmpty { parts.append("autoresize = \(autoresizingMask.uikitName)") }
    if tag != 0 { parts.append("tag = \(tag)") }
    if !isUserInteractionEnabled { parts.append("userInteractionEnabled = NO") }
    parts.append("layer = \(ObjectAddress.layerDescription(layer))")
    return
      "<\(ObjectAddress.className(of: self)): \(ObjectAddress.of(self)); \(parts.joined(separator: "; "))>"
  }
}

extension UIView.AutoresizingMask {
  /// UIKit's abbreviation of the mask, as in `autoresize = W+H` or `RM+BM`.
  var uikitName: String {
    let names: [(UIView.AutoresizingMask, String)] = [
      (.flexibleLeftMargin, "LM"), (.flexibleWidth, "W"), (.flexibleRightMargin, "RM"),
      (.flexibleTopMargin, "TM"), (.flexibleHeight, "H"), (.flexibleBottomMargin, "BM"),
    ]
    return names.filter { contains($0.0) }.map(\.1).joined(separator: "+")
  }
}
