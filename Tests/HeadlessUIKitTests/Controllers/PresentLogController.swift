import HeadlessUIKit
import Testing

/// A controller that records its loading, appearance and layout callbacks in an `EventLog`, as
/// `name.callback(animated)`, with the presentation flags where they matter.
@MainActor
final class PresentLogController: UIViewController {
  let name: String
  let log: EventLog
  /// Whether `viewWillAppear`/`viewDidAppear`/`viewWillDisappear`/`viewDidDisappear` also
  /// record `isBeingPresented`/`isBeingDismissed` and whether a presenting controller is set.
  var recordsFlags = false
  /// Whether the layout callbacks are recorded.
  var recordsLayout = true

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
    log.record("\(name).viewWillAppear(\(animated))" + flags)
  }

  override func viewIsAppearing(_ animated: Bool) {
    super.viewIsAppearing(animated)
    log.record("\(name).viewIsAppearing")
  }

  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    log.record("\(name).viewDidAppear(\(animated))" + flags)
  }

  override func viewWillDisappear(_ animated: Bool) {
    super.viewWillDisappear(animated)
    log.record("\(name).viewWillDisappear(\(animated))" + flags)
  }

  override func viewDidDisappear(_ animated: Bool) {
    super.viewDidDisappear(animated)
    log.record("\(name).viewDidDisappear(\(animated))" + flags)
  }

  override func viewWillLayoutSubviews() {
    super.viewWillLayoutSubviews()
    if recordsLayout { log.record("\(name).viewWillLayoutSubviews") }
  }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    if recordsLayout { log.record("\(name).viewDidLayoutSubviews") }
  }

  private var flags: String {
    guard recordsFlags else { return "" }
    var parts: [String] = []
    if isBeingPresented { parts.append("presented") }
    if isBeingDismissed { parts.append("dismissed") }
    parts.append(presentingViewController == nil ? "no presenter" : "presenter")
    return " [" + parts.joined(separator: ", ") + "]"
  }
}

/// UIKit's short description of an object, `<Module.Class: 0x…>`, built independently of the
/// library for comparing messages.
@MainActor
func uikitShortDescription(_ object: AnyObject) -> String {
  let name = String(reflecting: type(of: object))
  let bare = name.hasPrefix("HeadlessUIKit.") ? String(name.dropFirst(14)) : name
  return "<\(bare): 0x\(String(UInt(bitPattern: ObjectIdentifier(object)), radix: 16))>"
}

/// A visible window on a device of the catalogue, with `root` as its root controller, after its
/// first appearance finished.
@MainActor
func presentationTestWindow(
  device: String = "iPhone 15 Pro", orientation: UIInterfaceOrientation = .portrait,
  root: UIViewController
) async throws -> UIWindow {
  let screen = UIScreen(
    device: try #require(HeadlessDevice.named(device)), orientation: orientation)
  let window = UIWindow(frame: screen.bounds)
  window.screen = screen
  window.rootViewController = root
  window.makeKeyAndVisible()
  await nextMainQueueTurn()
  return window
}
