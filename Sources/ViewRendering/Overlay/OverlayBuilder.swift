import Foundation
import HeadlessUIKit
import Raster
import UIGeometry

/// Builds what Xcode's view debugger draws over a view tree: frames, layout margins, the safe
/// area, layout guides, and views with ambiguous layout or broken constraints (decisions
/// R35–R37).
///
/// The overlay is a tree of groups parallel to the scene's: one group per visible view with
/// the same transform as the view's scene group, so the outlines of rotated or scaled views
/// are rotated or scaled too, but with opacity 1 and no clip, so views that are transparent
/// or clipped away are still outlined. Each view's group holds, back to front: the safe-area
/// bands (on the topmost views with non-zero insets), the highlight fills, the margin outline
/// (on views with subviews), the outlines of the guides app code added, the frame outline,
/// the highlight outline, and then its subviews' groups.
@MainActor
package enum OverlayBuilder {
  /// The overlay of a view tree, in the root view's bounds space.
  ///
  /// - Parameter root: The root of the drawn tree, usually a window; its layout is diagnosed
  ///   with ``LayoutReport`` (which leaves the layout as it was).
  /// - Returns: The root's overlay group, with the identity transform.
  package static func overlay(for root: UIView) -> DisplayGroup {
    let report = LayoutReport(root)
    let highlights = Highlights(report: report)
    return group(for: root, transform: .identity, isRoot: true, highlights: highlights)
  }

  /// The views the overlay highlights, by identity.
  struct Highlights {
    /// The views whose layout is ambiguous.
    var ambiguous: Set<ObjectIdentifier> = []
    /// The views (or owning views of guides) a broken constraint names.
    var broken: Set<ObjectIdentifier> = []

    /// The highlights of a layout report.
    @MainActor
    init(report: LayoutReport) {
      ambiguous = Set(report.ambiguousViews.map { ObjectIdentifier($0.view) })
      for constraint in report.brokenConstraints {
        for item in [constraint.firstItem, constraint.secondItem] {
          if let view = item as? UIView {
            broken.insert(ObjectIdentifier(view))
          } else if let guide = item as? UILayoutGuide, let owner = guide.owningView {
            broken.insert(ObjectIdentifier(owner))
          }
        }
      }
    }
  }

  /// The overlay group of a view and its visible subtree.
  static func group(
    for view: UIView, transform: CGAffineTransform, isRoot: Bool, highlights: Highlights
  ) -> DisplayGroup {
    let bounds = view.bounds
    let id = ObjectIdentifier(view)
    let isAmbiguous = highlights.ambiguous.contains(id)
    let isBroken = highlights.broken.contains(id)
    var items: [DisplayItem] = []
    let insets = view.safeAreaInsets
    if insets != .zero, isRoot || view.superview?.safeAreaInsets == .zero {
      items += safeAreaBands(bounds: bounds, insets: insets).map {
        .fill(.rect($0), OverlayStyle.safeAreaColor)
      }
    }
    if isAmbiguous {
      items.append(.fill(.rect(bounds), fill(OverlayStyle.ambiguousColor)))
    }
    if isBroken {
      items.append(.fill(.rect(bounds), fill(OverlayStyle.brokenColor)))
    }
    if !view.subviews.isEmpty {
      let margins = bounds.inset(by: view.layoutMargins)
      if margins.width > 0, margins.height > 0, margins != bounds {
        items.append(
          .border(.rect(margins), width: OverlayStyle.lineWidth, OverlayStyle.marginColor))
      }
    }
    for guide in view.layoutGuides where !guide.isSystemGuide {
      items.append(
        .border(.rect(guide.layoutFrame), width: OverlayStyle.lineWidth, OverlayStyle.guideColor))
    }
    items.append(.border(.rect(bounds), width: OverlayStyle.lineWidth, OverlayStyle.frameColor))
    if isAmbiguous || isBroken {
      let color = isBroken ? OverlayStyle.brokenColor : OverlayStyle.ambiguousColor
      items.append(.border(.rect(bounds), width: OverlayStyle.highlightLineWidth, color))
    }
    for subview in view.subviews where !subview.isHidden {
      items.append(
        .group(
          group(
            for: subview, transform: subview.layer.transformToSuperlayer, isRoot: false,
            highlights: highlights)))
    }
    return DisplayGroup(
      name: String(describing: type(of: view)), frame: view.layer.frame, transform: transform,
      opacity: 1, clip: nil, items: items)
  }

  /// The highlight fill of a colour.
  private static func fill(_ color: RenderColor) -> RenderColor {
    OverlayStyle.withAlpha(color, OverlayStyle.highlightFillAlpha)
  }

  /// The non-overlapping bands the safe-area insets cover in a view's bounds.
  ///
  /// The top and bottom bands span the full width; the left and right bands lie between them.
  /// Empty bands are left out.
  ///
  /// - Parameters:
  ///   - bounds: The view's bounds.
  ///   - insets: The view's safe-area insets.
  /// - Returns: The bands, in the order top, bottom, left, right.
  package static func safeAreaBands(bounds: CGRect, insets: UIEdgeInsets) -> [CGRect] {
    let top = min(max(insets.top, 0), bounds.height)
    let bottom = min(max(insets.bottom, 0), bounds.height - top)
    let middle = bounds.height - top - bottom
    let left = min(max(insets.left, 0), bounds.width)
    let right = min(max(insets.right, 0), bounds.width - left)
    let bands = [
      CGRect(x: bounds.minX, y: bounds.minY, width: bounds.width, height: top),
      CGRect(x: bounds.minX, y: bounds.maxY - bottom, width: bounds.width, height: bottom),
      CGRect(x: bounds.minX, y: bounds.minY + top, width: left, height: middle),
      CGRect(x: bounds.maxX - right, y: bounds.minY + top, width: right, height: middle),
    ]
    return bands.filter { $0.width > 0 && $0.height > 0 }
  }
}
