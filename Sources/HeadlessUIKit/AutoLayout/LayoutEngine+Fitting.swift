import ConstraintSolver
import Foundation

/// Measuring a view's subtree: `systemLayoutSizeFitting` (spec 5.22).
extension LayoutEngine {
  /// Pins a fitting engine's root at the origin and pulls its size toward the target at the
  /// fitting priorities (a required priority pins that dimension).
  func installFittingSize(
    _ rootVariables: ViewVariables, _ target: CGSize, _ horizontal: UILayoutPriority,
    _ vertical: UILayoutPriority
  ) {
    let pins = [
      rootVariables.minX == 0, rootVariables.minY == 0,
      (rootVariables.width == Double(target.width)) | Self.strength(for: horizontal),
      (rootVariables.height == Double(target.height)) | Self.strength(for: vertical),
      rootVariables.width >= 0, rootVariables.height >= 0,
    ]
    for pin in pins { try? solver.add(pin) }
  }

  /// The size of `view` that satisfies the constraints of its subtree (those whose items are all
  /// inside it) and comes closest to `target` at the given priorities.
  ///
  /// The view and its subviews are not changed.
  static func fittingSize(
    of view: UIView, target: CGSize, horizontal: UILayoutPriority, vertical: UILayoutPriority
  ) -> CGSize {
    let engine = LayoutEngine(
      measuring: view, target: target, horizontal: horizontal, vertical: vertical)
    let rootVariables = engine.variables(for: view)
    view.forEachInSubtree { holder in
      for constraint in holder.constraints where constraint.isActive {
        let inside = constraint.referencedItems.allSatisfy {
          $0.layoutView?.isDescendant(of: view) == true
        }
        if inside { engine.activate(constraint) }
      }
    }
    engine.solver.updateVariables()
    return CGSize(
      width: engine.solver.value(of: rootVariables.width),
      height: engine.solver.value(of: rootVariables.height))
  }
}

extension UIView {
  /// The smallest size: the target of `systemLayoutSizeFitting` for a compressed layout.
  public static let layoutFittingCompressedSize = CGSize.zero

  /// A very large size: the target of `systemLayoutSizeFitting` for an expanded layout
  /// (UIKit does not document its value; HeadlessUIKit uses 10,000,000 points per axis).
  public static let layoutFittingExpandedSize = CGSize(width: 10_000_000, height: 10_000_000)
}
