import Foundation

/// The containment and constraint rules of the layout sanitizer: P5 and P7 (decisions SZ5,
/// SZ6). Both wait for the end of the transaction, because the order of the calls that set
/// them right is free until then (a child's view may be added before `addChild(_:)`, a
/// constraint activated before `translatesAutoresizingMaskIntoConstraints` is cleared).
extension LayoutSanitizer {
  /// A controller's view placed under another controller's view.
  struct Placement {
    weak var child: UIViewController?
    weak var host: UIViewController?
    let site: [UInt]
  }

  /// A child added by app code, waiting for its `didMove(toParent:)`.
  struct PendingChild {
    weak var child: UIViewController?
    weak var parent: UIViewController?
    let site: [UInt]
  }

  /// A constraint activated while the sanitizer was on, with where.
  struct PendingConstraint {
    weak var constraint: NSLayoutConstraint?
    let site: [UInt]
  }

  static var placements: [Placement] = []
  static var pendingChildren: [PendingChild] = []
  static var pendingConstraints: [PendingConstraint] = []

  /// A view was added under `container` (P5, and P3 for a frame set before it had one).
  static func viewWasAdded(_ view: UIView, to container: UIView) {
    guard isChecking else { return }
    viewWasPlaced(view, in: container)
    guard let child = view.owningController,
      let host = UIViewController.owningController(ofHierarchyAt: container), host !== child
    else { return }
    placements.append(Placement(child: child, host: host, site: callSite()))
    scheduleEndOfTransaction()
  }

  /// App code added a child controller (P5): it owes a `didMove(toParent:)`.
  static func childWasAdded(_ child: UIViewController, to parent: UIViewController) {
    // UIKit's own controllers call didMove(toParent:) themselves; a plain UIViewController
    // used as a container is the app's.
    guard isChecking, !isUIKitContainer(parent),
      !isLibraryClass(parent) || type(of: parent) == UIViewController.self
    else { return }
    pendingChildren.append(PendingChild(child: child, parent: parent, site: callSite()))
    scheduleEndOfTransaction()
  }

  /// A controller's `didMove(toParent:)` ran.
  static func childDidMove(_ child: UIViewController, to parent: UIViewController?) {
    guard !pendingChildren.isEmpty else { return }
    pendingChildren.removeAll { $0.child === child || $0.child == nil }
  }

  /// A constraint was activated (P7 is judged at the next solve).
  static func constraintWasActivated(_ constraint: NSLayoutConstraint) {
    guard isChecking, type(of: constraint) == NSLayoutConstraint.self else { return }
    pendingConstraints.append(PendingConstraint(constraint: constraint, site: callSite()))
    scheduleEndOfTransaction()
  }

  /// Whether a controller is one of UIKit's containers, which place their children's views
  /// and call `didMove(toParent:)` themselves.
  static func isUIKitContainer(_ controller: UIViewController) -> Bool {
    controller is UINavigationController || controller is UITabBarController
      || controller is UISplitViewController || controller is UIPageViewController
  }

  /// Makes sure the end-of-transaction checks run after the next update cycle.
  private static func scheduleEndOfTransaction() {
    guard !isEndScheduled else { return }
    isEndScheduled = true
    UpdateCycle.shared.afterNextPass {
      isEndScheduled = false
      finishTransaction()
    }
  }

  private static var isEndScheduled = false

  /// P5: controllers' views under a controller that is not their parent, and children that
  /// never heard `didMove(toParent:)`.
  static func checkPendingContainment() {
    let placed = placements
    placements = []
    for placement in placed {
      guard let child = placement.child, let host = placement.host, let view = child.storedView,
        child.storedParent !== host, child.presentingViewController == nil,
        let hostView = host.storedView, view.isDescendant(of: hostView)
      else { continue }
      let childName = String(describing: type(of: child))
      let hostName = String(describing: type(of: host))
      let parentName = child.storedParent.map { String(describing: type(of: $0)) } ?? "none"
      warn(
        .containment, view,
        "a controller's view was added under another controller's view without containment; "
          + "the child gets no appearance, trait or size callbacks — call addChild(_:) before "
          + "adding its view, then didMove(toParent:).",
        detail: "view of \(childName) under \(hostName); its parent: \(parentName)",
        site: placement.site)
    }
    let pending = pendingChildren
    pendingChildren = []
    for entry in pending {
      guard let child = entry.child, let parent = entry.parent, child.storedParent === parent,
        let view = child.storedView ?? parent.storedView
      else { continue }
      warn(
        .containment, view,
        "a child controller was added with addChild(_:) but never received "
          + "didMove(toParent:) by the end of the transaction — call "
          + "child.didMove(toParent: parent) after adding its view.",
        detail:
          "\(String(describing: type(of: child))) in \(String(describing: type(of: parent)))",
        site: entry.site)
    }
  }

  /// P7: active constraints that place or size a view still translating its autoresizing mask.
  static func checkPendingConstraints() {
    guard !pendingConstraints.isEmpty else { return }
    let pending = pendingConstraints
    pendingConstraints = []
    var reported = Set<ObjectIdentifier>()
    for entry in pending {
      guard let constraint = entry.constraint, constraint.isActive else { continue }
      let items = [constraint.firstItem, constraint.secondItem]
      let owners = items.compactMap { item -> UIView? in
        (item as? UIView) ?? (item as? UILayoutGuide)?.owningView
      }
      for view in items.compactMap({ $0 as? UIView })
      where view.translatesAutoresizingMaskIntoConstraints && view.superview != nil {
        guard !reported.contains(ObjectIdentifier(view)), !isPlacedByUIKit(view),
          owners.count == 1 || owners.contains(where: { !$0.isDescendant(of: view) })
        else { continue }
        reported.insert(ObjectIdentifier(view))
        warn(
          .autoresizingMaskConstraints, view,
          "is constrained while translatesAutoresizingMaskIntoConstraints is true; its frame "
            + "also becomes constraints, which conflict as soon as they disagree — set "
            + "translatesAutoresizingMaskIntoConstraints = false on the view (from the code "
            + "that adds it, not inside the view) before constraining it.",
          detail: "\(constraint)", site: entry.site)
      }
    }
  }

  /// Whether UIKit sets the view's frame: a window, or the view of a controller that UIKit
  /// places (a root or presented controller, or a child of a UIKit container).
  private static func isPlacedByUIKit(_ view: UIView) -> Bool {
    if view is UIWindow { return true }
    guard let controller = view.owningController else { return false }
    return controller.storedParent.map(isUIKitContainer) ?? true
  }
}
