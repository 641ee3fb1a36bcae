import HeadlessUIKit
import Testing

// The README's example, verbatim, so that the README cannot drift from what the code does.

private final class ProfileViewController: UIViewController {
  let container = UIView()
  let map = UIViewController()

  override func viewDidLoad() {
    super.viewDidLoad()
    container.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(container)
    NSLayoutConstraint.activate([
      container.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
      container.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      container.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      container.heightAnchor.constraint(equalTo: view.heightAnchor, multiplier: 0.5),
    ])
    addChild(map)
    container.addSubview(map.view)
    map.view.translatesAutoresizingMaskIntoConstraints = false
    NSLayoutConstraint.activate([
      map.view.topAnchor.constraint(equalTo: container.topAnchor),
      map.view.bottomAnchor.constraint(equalTo: container.bottomAnchor),
      map.view.leadingAnchor.constraint(equalTo: container.leadingAnchor),
      map.view.trailingAnchor.constraint(equalTo: container.trailingAnchor),
    ])
    map.didMove(toParent: self)
  }
}

@MainActor
@Suite struct ReadmeExampleTests {
  @Test func readmeExampleGivesTheNumbersItClaims() {
    let window = UIWindow(frame: UIScreen.main.bounds)  // iPhone 15 Pro by default
    let profile = ProfileViewController()
    window.rootViewController = profile
    window.makeKeyAndVisible()  // viewWillAppear now, viewDidAppear next turn
    window.layoutIfNeeded()  // or wait for the next main-queue turn
    let r = profile.map.view.convert(profile.map.view.bounds, to: nil)  // x 0, y 59, 393 × 426

    #expect(window.frame == CGRect(x: 0, y: 0, width: 393, height: 852))
    #expect(r == CGRect(x: 0, y: 59, width: 393, height: 426))
    #expect(profile.map.parent === profile)
  }
}
