import HeadlessUIKit

/// A controller that records its callbacks in an `EventLog`, as `name.event`.
///
/// What is recorded, and how appearance entries are annotated, is the controller's `style`:
/// the presets `LoggingViewController` (navigation and tab tests) and `PresentLogController`
/// (presentation tests) are this class with another style.
@MainActor
class LoggingController: UIViewController {
  /// How a logging controller records its callbacks.
  enum Style {
    /// Every callback, `loadView` and containment included; appearance entries note
    /// `(movingToParent)`, `(movingFromParent)`, `(beingPresented)` or `(beingDismissed)`,
    /// the first that holds.
    case lifecycle
    /// Loading, appearance and containment; appearance entries note the `animated` argument
    /// and the moving flags when `recordsDetails` is set; `viewIsAppearing(_:)` and the
    /// layout callbacks only when `recordsLayout` is set.
    case containment
    /// Loading, appearance and layout (layout only when `recordsLayout` is set); appearance
    /// entries note `(animated)`, and with `recordsDetails` the presentation flags.
    case presentation
  }

  let name: String
  let log: EventLog
  let style: Style
  /// Whether appearance entries carry the style's details (see `Style`).
  var recordsDetails = false
  /// Whether the layout callbacks are recorded (and, in the `containment` style,
  /// `viewIsAppearing(_:)`).
  var recordsLayout: Bool

  init(_ name: String, log: EventLog, style: Style = .lifecycle) {
    self.name = name
    self.log = log
    self.style = style
    recordsLayout = style != .containment
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) {
    preconditionFailure("not used in tests")
  }

  override func loadView() {
    if style == .lifecycle { log.record("\(name).loadView") }
    super.loadView()
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    log.record("\(name).viewDidLoad")
  }

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    log.record("\(name).viewWillAppear" + notes(animated))
  }

  override func viewIsAppearing(_ animated: Bool) {
    super.viewIsAppearing(animated)
    if style != .containment || recordsLayout { log.record("\(name).viewIsAppearing") }
  }

  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    log.record("\(name).viewDidAppear" + notes(animated))
  }

  override func viewWillDisappear(_ animated: Bool) {
    super.viewWillDisappear(animated)
    log.record("\(name).viewWillDisappear" + notes(animated))
  }

  override func viewDidDisappear(_ animated: Bool) {
    super.viewDidDisappear(animated)
    log.record("\(name).viewDidDisappear" + notes(animated))
  }

  override func viewWillLayoutSubviews() {
    super.viewWillLayoutSubviews()
    if recordsLayout { log.record("\(name).viewWillLayoutSubviews") }
  }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    if recordsLayout { log.record("\(name).viewDidLayoutSubviews") }
  }

  override func willMove(toParent parent: UIViewController?) {
    super.willMove(toParent: parent)
    if style != .presentation { log.record("\(name).willMove(toParent: \(label(parent)))") }
  }

  override func didMove(toParent parent: UIViewController?) {
    super.didMove(toParent: parent)
    if style != .presentation { log.record("\(name).didMove(toParent: \(label(parent)))") }
  }

  /// The note an appearance entry carries in this style.
  private func notes(_ animated: Bool) -> String {
    switch style {
    case .lifecycle:
      if isMovingToParent { return "(movingToParent)" }
      if isMovingFromParent { return "(movingFromParent)" }
      if isBeingPresented { return "(beingPresented)" }
      if isBeingDismissed { return "(beingDismissed)" }
      return ""
    case .containment:
      guard recordsDetails else { return "" }
      var flags: [String] = ["animated: \(animated)"]
      if isMovingToParent { flags.append("movingToParent") }
      if isMovingFromParent { flags.append("movingFromParent") }
      return "(\(flags.joined(separator: ", ")))"
    case .presentation:
      guard recordsDetails else { return "(\(animated))" }
      var parts: [String] = []
      if isBeingPresented { parts.append("presented") }
      if isBeingDismissed { parts.append("dismissed") }
      parts.append(presentingViewController == nil ? "no presenter" : "presenter")
      return "(\(animated)) [" + parts.joined(separator: ", ") + "]"
    }
  }
}

/// A logging controller in the `containment` style, whose appearance details and layout
/// callbacks are off until `logsDetails` and `logsLayout` are set.
@MainActor
final class LoggingViewController: LoggingController {
  init(_ name: String, log: EventLog) {
    super.init(name, log: log, style: .containment)
  }

  required init?(coder: NSCoder) {
    preconditionFailure("not used in tests")
  }

  /// Whether appearance entries note the `animated` argument and the moving flags.
  var logsDetails: Bool {
    get { recordsDetails }
    set { recordsDetails = newValue }
  }

  /// Whether `viewIsAppearing(_:)` and the layout callbacks are recorded.
  var logsLayout: Bool {
    get { recordsLayout }
    set { recordsLayout = newValue }
  }
}

/// A logging controller in the `presentation` style: entries as `name.callback(animated)`,
/// with the presentation flags when `recordsFlags` is set.
@MainActor
final class PresentLogController: LoggingController {
  init(_ name: String, log: EventLog) {
    super.init(name, log: log, style: .presentation)
  }

  required init?(coder: NSCoder) {
    preconditionFailure("not used in tests")
  }

  /// Whether appearance entries also record `isBeingPresented`/`isBeingDismissed` and whether
  /// a presenting controller is set.
  var recordsFlags: Bool {
    get { recordsDetails }
    set { recordsDetails = newValue }
  }
}

/// The short name tests use for a controller in logs: a logging controller's name, or the
/// class name.
@MainActor
func label(_ controller: UIViewController?) -> String {
  guard let controller else { return "nil" }
  if let logging = controller as? LoggingController { return logging.name }
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
