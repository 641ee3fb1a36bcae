import HeadlessUIKit

/// Compares the frames of two view trees, view by view in subview order.
@MainActor
enum FrameComparison {
  /// The largest difference, in points, between two frame coordinates that still agree.
  static let tolerance: CGFloat = 1e-6

  /// The first view whose frame differs between two trees of the same shape.
  struct Mismatch: Error {
    /// Where the view is: `UIWindow > [0] ConstraintFormView > [3] ConstraintFormRow > …`.
    let path: String
    /// The view's frame in the Auto Layout tree, or a note when the shapes differ.
    let autoLayout: String
    /// The view's frame in the frame-layout tree.
    let frames: String
  }

  /// Compares every frame of `autoLayout`'s tree with the matching view of `frames`'s tree.
  ///
  /// - Returns: The number of views compared.
  /// - Throws: ``Mismatch`` for the first view (depth first) whose frame differs by more than
  ///   ``tolerance`` in a coordinate, or whose subview count differs.
  static func compare(_ autoLayout: UIView, _ frames: UIView) throws(Mismatch) -> Int {
    try compare(autoLayout, frames, path: name(of: autoLayout, frames))
  }

  /// Whether two sizes agree within ``tolerance``.
  static func agree(_ a: CGSize, _ b: CGSize) -> Bool {
    abs(a.width - b.width) <= tolerance && abs(a.height - b.height) <= tolerance
  }

  /// `(x, y, w, h)` with up to 6 decimals.
  static func describe(_ rect: CGRect) -> String {
    "(\(number(rect.minX)), \(number(rect.minY)), \(number(rect.width)), \(number(rect.height)))"
  }

  /// `w × h` with up to 6 decimals.
  static func describe(_ size: CGSize) -> String {
    "\(number(size.width)) x \(number(size.height))"
  }

  private static func compare(
    _ a: UIView, _ b: UIView, path: String
  ) throws(Mismatch) -> Int {
    let fa = a.frame
    let fb = b.frame
    let differs = [
      (fa.minX, fb.minX), (fa.minY, fb.minY), (fa.width, fb.width), (fa.height, fb.height),
    ].contains { abs($0.0 - $0.1) > tolerance || $0.0.isNaN != $0.1.isNaN }
    if differs {
      throw Mismatch(path: path, autoLayout: describe(fa), frames: describe(fb))
    }
    guard a.subviews.count == b.subviews.count else {
      throw Mismatch(
        path: path, autoLayout: "\(a.subviews.count) subviews",
        frames: "\(b.subviews.count) subviews")
    }
    var count = 1
    for (index, (sa, sb)) in zip(a.subviews, b.subviews).enumerated() {
      count += try compare(sa, sb, path: path + " > [\(index)] " + name(of: sa, sb))
    }
    return count
  }

  /// The class names of a pair of views (one if they match), with a text view's text.
  private static func name(of a: UIView, _ b: UIView) -> String {
    let nameA = String(describing: type(of: a))
    let nameB = String(describing: type(of: b))
    var name = nameA == nameB ? nameA : "\(nameA)/\(nameB)"
    if let text = (a as? TextBlockView)?.text {
      let line = text.split(separator: "\n").first.map(String.init) ?? ""
      name += " \"\(line)\""
    }
    return name
  }

  private static func number(_ value: CGFloat) -> String {
    guard value.isFinite, abs(value) < 1e12 else { return "\(Double(value))" }
    let rounded = (value * 1_000_000).rounded() / 1_000_000
    return rounded == rounded.rounded() ? String(Int(rounded)) : "\(Double(rounded))"
  }
}
