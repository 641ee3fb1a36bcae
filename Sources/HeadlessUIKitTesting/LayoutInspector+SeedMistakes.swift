import Foundation
import HeadlessUIKit

/// The seed articles' mistakes that show in a running screen (issue 24): P7, constraints on a
/// view that still translates its autoresizing mask, and P5, a controller's view shown under
/// a controller that is not its parent.
extension LayoutInspector {
  /// P7: each view that an active constraint places or sizes while the view's
  /// `translatesAutoresizingMaskIntoConstraints` is still true.
  ///
  /// A constraint places or sizes a view unless the view only contains the constraint's other
  /// items (a superview's edges that its subviews are pinned to are not being placed). The
  /// window, the views of controllers UIKit shows (the root controller's, and any a container
  /// controller places), and views inside UIKit's own controls are left alone: UIKit manages
  /// their masks.
  mutating func checkAutoresizingMaskConstraints() {
    var reported = Set<ObjectIdentifier>()
    var holders: [UIView] = []
    collectAll(window, into: &holders)
    for holder in holders {
      for constraint in holder.constraints where constraint.isActive {
        guard type(of: constraint) == NSLayoutConstraint.self else { continue }
        let views = [constraint.firstItem, constraint.secondItem].compactMap {
          $0 as? UIView
        }
        let owners = [constraint.firstItem, constraint.secondItem].compactMap {
          Self.view(of: $0)
        }
        for view in views where view.translatesAutoresizingMaskIntoConstraints {
          guard !reported.contains(ObjectIdentifier(view)), !isManagedByUIKit(view),
            owners.count == 1 || owners.contains(where: { !$0.isDescendant(of: view) })
          else { continue }
          reported.insert(ObjectIdentifier(view))
          add(
            .autoresizingMaskConstraints, view,
            problem:
              "constrained by \(naming.describe(constraint)) while "
              + "translatesAutoresizingMaskIntoConstraints is true (P7: set it to false on the "
              + "view before adding constraints)",
            detail: "")
        }
      }
    }
  }

  /// The runtime sanitizer's warnings as findings.
  ///
  /// P7 and the P5 placements are the checks above, made on the finished screen, so a view they already reported is not reported
  /// twice.
  mutating func add(sanitizerWarnings: [(warning: LayoutSanitizer.Warning, view: UIView)]) {
    let coveredKinds: [LayoutSanitizer.Rule: LayoutFinding.Kind] = [
      .autoresizingMaskConstraints: .autoresizingMaskConstraints,
      .containment: .missingContainment,
    ]
    for (warning, view) in sanitizerWarnings {
      if let kind = coveredKinds[warning.rule] {
        let path = naming.path(of: view)
        guard !findings.contains(where: { $0.kind == kind && $0.viewPath == path }) else {
          continue
        }
      }
      add(
        .layoutSanitizerWarning, view, problem: "\(warning.rule): \(warning.message)",
        detail: warning.detail)
    }
  }

  /// Whether UIKit sets the view's frame itself: the window, a controller's view that UIKit
  /// places (root, presented, or placed by a UIKit container), or a view inside a UIKit
  /// class's own subtree.
  private func isManagedByUIKit(_ view: UIView) -> Bool {
    if view === window || view === root { return true }
    if let controller = view.next as? UIViewController {
      return controller.parent.map(Self.isUIKitContainer) ?? true
    }
    return false
  }

  /// P5: each controller view shown under another controller's view whose controller is not
  /// its parent (or presenter).
  mutating func checkContainment() {
    var views: [UIView] = []
    collectAll(window, into: &views)
    for view in views where view !== root {
      guard let controller = view.next as? UIViewController,
        controller.presentingViewController == nil,
        let host = Self.enclosingController(of: view)
      else { continue }
      let parent = controller.parent
      guard parent !== host else { continue }
      let hostName = String(describing: type(of: host))
      let childName = String(describing: type(of: controller))
      let problem: String
      if let parent {
        problem =
          "view of \(childName) is inside the view of \(hostName), but its parent is "
          + "\(String(describing: type(of: parent))) (P5: add a child's view under its "
          + "parent's view)"
      } else {
        problem =
          "view of \(childName) is inside the view of \(hostName) without containment (P5: "
          + "call addChild(_:) before adding the view, then didMove(toParent:))"
      }
      add(.missingContainment, view, problem: problem, detail: "")
    }
  }

  /// The controller of the nearest ancestor that is a controller's view.
  private static func enclosingController(of view: UIView) -> UIViewController? {
    var current = view.superview
    while let node = current {
      if let controller = node.next as? UIViewController { return controller }
      current = node.superview
    }
    return nil
  }

  /// Whether a controller is one of UIKit's containers, which lay out their children's views
  /// themselves.
  private static func isUIKitContainer(_ controller: UIViewController) -> Bool {
    controller is UINavigationController || controller is UITabBarController
      || controller is UISplitViewController || controller is UIPageViewController
  }

  /// Every view of a subtree, in depth-first `subviews` order, hidden ones included.
  private func collectAll(_ view: UIView, into views: inout [UIView]) {
    views.append(view)
    for subview in view.subviews { collectAll(subview, into: &views) }
  }
}
