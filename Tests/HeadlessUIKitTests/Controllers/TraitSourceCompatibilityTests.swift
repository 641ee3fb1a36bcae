import HeadlessUIKit
import HeadlessUIKitTestSupport
import Testing

// Adaptive UIKit code as developers write it (iOS 8–17 trait and transition APIs), compiled
// unchanged against HeadlessUIKit and run on a rotating iPhone 15 Pro Max.

private final class AdaptiveViewController: UIViewController {
  private let sidebar = UIView()
  private var compactConstraints: [NSLayoutConstraint] = []
  private var regularConstraints: [NSLayoutConstraint] = []
  var sizeClassUpdates = 0
  var transitionCompletions = 0
  var lastTargetSize = CGSize.zero

  override func viewDidLoad() {
    super.viewDidLoad()
    sidebar.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(sidebar)
    compactConstraints = [
      sidebar.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      sidebar.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      sidebar.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
      sidebar.heightAnchor.constraint(equalToConstant: 100),
    ]
    regularConstraints = [
      sidebar.leadingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.leadingAnchor),
      sidebar.topAnchor.constraint(equalTo: view.topAnchor),
      sidebar.bottomAnchor.constraint(equalTo: view.bottomAnchor),
      sidebar.widthAnchor.constraint(equalToConstant: 320),
    ]
    applyConstraints(for: traitCollection.horizontalSizeClass)
    registerForTraitChanges([UITraitHorizontalSizeClass.self]) {
      (self: Self, previousTraitCollection: UITraitCollection) in
      self.sizeClassUpdates += 1
    }
  }

  override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
    super.traitCollectionDidChange(previousTraitCollection)
    if traitCollection.horizontalSizeClass != previousTraitCollection?.horizontalSizeClass {
      applyConstraints(for: traitCollection.horizontalSizeClass)
    }
  }

  override func willTransition(
    to newCollection: UITraitCollection, with coordinator: UIViewControllerTransitionCoordinator
  ) {
    super.willTransition(to: newCollection, with: coordinator)
    coordinator.animate(alongsideTransition: { _ in
      self.sidebar.alpha = newCollection.verticalSizeClass == .compact ? 0.5 : 1
    })
  }

  override func viewWillTransition(
    to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator
  ) {
    super.viewWillTransition(to: size, with: coordinator)
    lastTargetSize = size
    coordinator.animate(
      alongsideTransition: { context in
        self.view.layoutIfNeeded()
      },
      completion: { context in
        if !context.isCancelled { self.transitionCompletions += 1 }
      })
  }

  private func applyConstraints(for sizeClass: UIUserInterfaceSizeClass) {
    if sizeClass == .regular {
      NSLayoutConstraint.deactivate(compactConstraints)
      NSLayoutConstraint.activate(regularConstraints)
    } else {
      NSLayoutConstraint.deactivate(regularConstraints)
      NSLayoutConstraint.activate(compactConstraints)
    }
  }

  var sidebarFrame: CGRect { sidebar.frame }
  var sidebarAlpha: CGFloat { sidebar.alpha }
}

@MainActor
@Suite struct TraitSourceCompatibilityTests {
  @Test("UIKit adaptive code: constraints switch with the size class when a Max phone rotates")
  func adaptiveControllerFollowsRotation() async throws {
    let controller = AdaptiveViewController()
    let window = try makeWindow("iPhone 15 Pro Max", root: controller)
    #expect(controller.sidebarFrame == CGRect(x: 0, y: 59, width: 430, height: 100))
    window.headlessRotate(to: .landscapeRight)
    #expect(controller.lastTargetSize == CGSize(width: 932, height: 430))
    #expect(controller.sizeClassUpdates == 1)
    #expect(controller.sidebarAlpha == 0.5)
    #expect(controller.sidebarFrame == CGRect(x: 59, y: 0, width: 320, height: 430))
    #expect(controller.transitionCompletions == 0)
    await nextMainQueueTurn()
    #expect(controller.transitionCompletions == 1)
    window.headlessRotate(to: .portrait, animated: false)
    #expect(controller.sizeClassUpdates == 2)
    #expect(controller.transitionCompletions == 2)
    #expect(controller.sidebarFrame == CGRect(x: 0, y: 59, width: 430, height: 100))
  }
}
