import Foundation

extension ViewTreeDump {
  /// The tree as JSON: one object per view with its class, frame and the same non-default parts
  /// as the text dump, children in `subviews`, keys sorted, numbers unrounded.
  ///
  /// A view's object has `class` (the type name), `frame` (`[x, y, width, height]`) and
  /// `subviews`; then, only when they differ from the defaults, `bounds`, `transform`
  /// (`[a, b, c, d, tx, ty]`), `alpha`, `hidden`, `clipsToBounds`, `tag`, and a label's `text`
  /// and `fontSize`.
  public var json: String {
    let tree = LayoutSanitizer.withoutChecks { Self.object(for: root) }
    let data =
      (try? JSONSerialization.data(withJSONObject: tree, options: [.prettyPrinted, .sortedKeys]))
      ?? Data("{}".utf8)
    return String(decoding: data, as: UTF8.self) + "\n"
  }

  private static func object(for view: UIView) -> [String: Any] {
    let frame = view.frame
    var object: [String: Any] = [
      "class": "\(type(of: view))",
      "frame": [frame.minX, frame.minY, frame.width, frame.height].map(Double.init),
      "subviews": view.subviews.map(object(for:)),
    ]
    let bounds = view.bounds
    if bounds.origin != .zero {
      object["bounds"] = [bounds.minX, bounds.minY, bounds.width, bounds.height].map(Double.init)
    }
    let t = view.transform
    if !t.isIdentity { object["transform"] = [t.a, t.b, t.c, t.d, t.tx, t.ty].map(Double.init) }
    if view.alpha != 1 { object["alpha"] = Double(view.alpha) }
    if view.isHidden { object["hidden"] = true }
    if view.clipsToBounds { object["clipsToBounds"] = true }
    if view.tag != 0 { object["tag"] = view.tag }
    if let label = view as? UILabel, let text = label.text {
      object["text"] = text
      object["fontSize"] = Double(label.font.pointSize)
    }
    return object
  }
}
