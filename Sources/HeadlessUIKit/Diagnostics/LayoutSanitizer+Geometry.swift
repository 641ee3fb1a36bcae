import Foundation

/// The geometry rules of the layout sanitizer: P1 (own frame in layout), P2 (frame of a
/// transformed view) and P3 (frames baked from a container's size before layout), decisions
/// SZ2–SZ4.
extension LayoutSanitizer {
  /// The views whose layout callbacks are running (`layoutSubviews()` and their controller's
  /// `viewWillLayoutSubviews()`/`viewDidLayoutSubviews()`), innermost last.
  static var viewsLayingOut: [UIView] = []

  /// A container's size as code read it before the container's first layout.
  struct PreLayoutRead {
    weak var container: UIView?
    let size: CGSize
  }

  /// A subview frame set from a container's pre-layout size, kept until the subview's geometry
  /// is set again or the container is laid out at another size.
  struct BakedFrame {
    weak var subview: UIView?
    weak var container: UIView?
    let frame: CGRect
    let readSize: CGSize
    let site: [UInt]
  }

  /// The last pre-layout size read of each container not yet laid out.
  static var preLayoutReads: [ObjectIdentifier: PreLayoutRead] = [:]

  /// Frames set on views without a superview, waiting to learn their container.
  static var unplacedFrames: [ObjectIdentifier: (frame: CGRect, site: [UInt])] = [:]

  /// The baked frames not yet judged, by subview.
  static var bakedFrames: [ObjectIdentifier: BakedFrame] = [:]

  /// Runs a view's layout callbacks with the view marked as laying out (P1); afterwards the
  /// view counts as laid out and the subview frames baked from its pre-layout size are judged
  /// (P3).
  ///
  /// - Parameters:
  ///   - view: The view being laid out.
  ///   - body: Its callbacks.
  static func layingOut(_ view: UIView, _ body: () -> Void) {
    guard isOn else {
      body()
      view.hasRunLayoutPass = true
      return
    }
    viewsLayingOut.append(view)
    body()
    _ = viewsLayingOut.popLast()
    view.hasRunLayoutPass = true
    preLayoutReads[ObjectIdentifier(view)] = nil
    judgeBakedFrames(in: view)
  }

  /// `frame` of a view was read (P1, P2, and a size read for P3).
  static func frameWasRead(of view: UIView) {
    guard quietDepth == 0 else { return }
    if view.transform != .identity {
      warn(
        .frameOfTransformedView, view,
        "read frame while the view's transform is not the identity; frame is undefined then "
          + "(Apple's documentation) — use bounds for the size and center for the position.")
      return
    }
    if let current = viewsLayingOut.last, current === view, isAppLayoutCode(view) {
      warn(
        .frameInOwnLayout, view,
        "read its own frame while laying out its subviews; frame is in the superview's "
          + "coordinate space and moves with transforms — lay out subviews from bounds.")
    }
    sizeWasRead(of: view)
  }

  /// `bounds` of a view was read (a size read for P3).
  static func boundsWereRead(of view: UIView) {
    guard quietDepth == 0 else { return }
    sizeWasRead(of: view)
  }

  /// Whether the layout callbacks running for `view` are the app's: the view's class or its
  /// controller's class is not one of UIKit's.
  private static func isAppLayoutCode(_ view: UIView) -> Bool {
    !isLibraryClass(view) || view.owningController.map { !isLibraryClass($0) } == true
  }

  /// Records the size of a container that has never been laid out.
  private static func sizeWasRead(of view: UIView) {
    guard !view.hasRunLayoutPass else { return }
    preLayoutReads[ObjectIdentifier(view)] = PreLayoutRead(
      container: view, size: view.layer.bounds.size)
  }

  /// The geometry of a view is about to be set: a frame set from a container's pre-layout
  /// size is remembered (P3); any later set of the view's geometry settles it.
  ///
  /// - Parameters:
  ///   - view: The view.
  ///   - frame: The new frame, when `frame` is being set (`nil` for `bounds` or `center`).
  static func geometryWillBeSet(of view: UIView, frame: CGRect?) {
    let id = ObjectIdentifier(view)
    bakedFrames[id] = nil
    unplacedFrames[id] = nil
    guard quietDepth == 0, let frame, view.translatesAutoresizingMaskIntoConstraints,
      view.autoresizingMask.isEmpty
    else { return }
    guard let container = view.superview else {
      unplacedFrames[id] = (frame, callSite())
      return
    }
    bake(frame, of: view, in: container, site: callSite())
  }

  /// A view joined a superview: a frame set while it had none is judged against its new
  /// container (P3).
  static func viewWasPlaced(_ view: UIView, in container: UIView) {
    guard let pending = unplacedFrames.removeValue(forKey: ObjectIdentifier(view)),
      view.layer.frame == pending.frame
    else { return }
    bake(pending.frame, of: view, in: container, site: pending.site)
  }

  /// Remembers a frame that depends on a container's pre-layout size.
  private static func bake(_ frame: CGRect, of view: UIView, in container: UIView, site: [UInt]) {
    guard !container.hasRunLayoutPass,
      let read = preLayoutReads[ObjectIdentifier(container)], read.container === container,
      dependsOnSize(frame, read.size)
    else { return }
    bakedFrames[ObjectIdentifier(view)] = BakedFrame(
      subview: view, container: container, frame: frame, readSize: read.size, site: site)
  }

  /// Whether a frame follows from a container size: it is the container's bounds, spans the
  /// container's width or height, reaches its far edge, or is centred in it (within half a
  /// point).
  static func dependsOnSize(_ frame: CGRect, _ size: CGSize) -> Bool {
    func near(_ a: CGFloat, _ b: CGFloat) -> Bool { abs(a - b) <= 0.5 }
    if frame == CGRect(origin: .zero, size: size) { return true }
    guard size.width > 0 || size.height > 0 else { return false }
    return
      (size.width > 0
      && (near(frame.width, size.width) || near(frame.maxX, size.width)
        || near(frame.midX, size.width / 2)))
      || (size.height > 0
        && (near(frame.height, size.height) || near(frame.maxY, size.height)
          || near(frame.midY, size.height / 2)))
  }

  /// After a container's layout: subviews that still have a frame baked from the container's
  /// pre-layout size, which the container no longer has, are reported (P3).
  private static func judgeBakedFrames(in container: UIView) {
    guard !bakedFrames.isEmpty else { return }
    let size = container.layer.bounds.size
    for (id, baked) in bakedFrames where baked.container === container {
      guard let subview = baked.subview, subview.superview === container else {
        bakedFrames[id] = nil
        continue
      }
      guard size != baked.readSize else { continue }
      bakedFrames[id] = nil
      guard subview.layer.frame == baked.frame else { continue }
      let before =
        GeometryFormat.number(baked.readSize.width) + "×"
        + GeometryFormat.number(baked.readSize.height)
      let after = GeometryFormat.number(size.width) + "×" + GeometryFormat.number(size.height)
      warn(
        .preLayoutGeometry, subview,
        "frame was set from its container's size before the container was laid out, and the "
          + "container was resized afterwards while the view kept that frame — pin it with "
          + "constraints or an autoresizing mask, or set it in layoutSubviews / "
          + "viewDidLayoutSubviews from bounds.",
        detail: "container \(before) when read, \(after) after layout", site: baked.site)
    }
  }
}
