import HeadlessUIKit
import Testing

/// A controller that records its loading, appearance and containment callbacks in an `EventLog`,
/// as `name.event`.
///
/// With `logsDetails`, appearance entries also note the `animated` argument and the
/// `isMovingToParent`/`isMovingFromParent` flags seen inside the callback; with `logsLayout`,
/// `viewIsAppearing(_:)` and the layout callbacks are recorded too.
@MainActor
final class LoggingViewController: UIViewController {
  let name: String
  let log: EventLog
  var logsDetails = false
  var logsLayout = false

  init(_ name: String, log: EventLog) {
    self.name = name
    self.log = log
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) {
    preconditionFailure("not used in tests")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    log.record("\(name).viewDidLoad")
  }

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    log.record("\(name).viewWillAppear\(details(animated))")
  }

  override func viewIsAppearing(_ animated: Bool) {
    super.viewIsAppearing(animated)
    if logsLayout { log.record("\(name).viewIsAppearing") }
  }

  override func viewWillLayoutSubviews() {
    super.viewWillLayoutSubviews()
    if logsLayout { log.record("\(name).viewWillLayoutSubviews") }
  }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    if logsLayout { log.record("\(name).viewDidLayoutSubviews") }
  }

  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    log.record("\(name).viewDidAppear\(details(animated))")
  }

  override func viewWillDisappear(_ animated: Bool) {
    super.viewWillDisappear(animated)
    log.record("\(name).viewWillDisappear\(details(animated))")
  }

  override func viewDidDisappear(_ animated: Bool) {
    super.viewDidDisappear(animated)
    log.record("\(name).viewDidDisappear\(details(animated))")
  }

  override func willMove(toParent parent: UIViewController?) {
    super.willMove(toParent: parent)
    log.record("\(name).willMove(toParent: \(label(parent)))")
  }

  override func didMove(toParent parent: UIViewController?) {
    super.didMove(toParent: parent)
    log.record("\(name).didMove(toParent: \(label(parent)))")
  }

  private func details(_ animated: Bool) -> String {
    guard logsDetails else { return "" }
    var flags: [String] = ["animated: \(animated)"]
    if isMovingToParent { flags.append("movingToParent") }
    if isMovingFromParent { flags.append("movingFromParent") }
    return "(\(flags.joined(separator: ", ")))"
  }
}

/// The short name tests use for a controller in logs: a logging controller's name, or the
/// class name.
@MainActor
func label(_ controller: UIViewController?) -> String {
  guard let controller else { return "nil" }
  if let logging = controller as? LoggingViewController { return logging.name }
  return "\(type(of: controller))"
}

/// A navigation controller that records its own appearance callbacks.
@MainActor
final class LoggingNavigationController: UINavigationController {
  var log: EventLog?

  override func viewWillAppear(_ animated: Bool) {
    log?.record("nav.viewWillAppear")
    super.viewWillAppear(animated)
  }

  override func viewDidAppear(_ animated: Bool) {
    log?.record("nav.viewDidAppear")
    super.viewDidAppear(animated)
  }

  override func viewWillDisappear(_ animated: Bool) {
    log?.record("nav.viewWillDisappear")
    super.viewWillDisappear(animated)
  }

  override func viewDidDisappear(_ animated: Bool) {
    log?.record("nav.viewDidDisappear")
    super.viewDidDisappear(animated)
  }
}

/// A navigation controller delegate that records what it hears.
@MainActor
final class LoggingNavigationDelegate: NSObject, UINavigationControllerDelegate {
  let log: EventLog

  init(log: EventLog) {
    self.log = log
  }

  func navigationController(
    _ navigationController: UINavigationController,
    willShow viewController: UIViewController, animated: Bool
  ) {
    log.record("delegate.willShow(\(label(viewController)), animated: \(animated))")
  }

  func navigationController(
    _ navigationController: UINavigationController,
    didShow viewController: UIViewController, animated: Bool
  ) {
    log.record("delegate.didShow(\(label(viewController)), animated: \(animated))")
  }
}

/// A window on a simulated device's screen, in portrait unless told otherwise.
@MainActor
func makeWindow(
  device name: String = "iPhone 15 Pro", orientation: UIInterfaceOrientation = .portrait,
  root: UIViewController? = nil, visible: Bool = true
) throws -> UIWindow {
  let device = try #require(HeadlessDevice.named(name))
  let screen = UIScreen(device: device, orientation: orientation)
  let window = UIWindow(frame: screen.bounds)
  window.screen = screen
  window.rootViewController = root
  if visible { window.makeKeyAndVisible() }
  return window
}

/// Whether two inset values agree within an absolute tolerance on each edge (frames go through
/// `center`, so values such as 161/3 come back a few ulps off).
func isClose(_ a: UIEdgeInsets, _ b: UIEdgeInsets, tolerance: CGFloat = 1e-9) -> Bool {
  isClose(a.top, b.top, tolerance: tolerance) && isClose(a.left, b.left, tolerance: tolerance)
    && isClose(a.bottom, b.bottom, tolerance: tolerance)
    && isClose(a.right, b.right, tolerance: tolerance)
}
