import HeadlessUIKit

/// A controller that records its callbacks in an `EventLog`, as `name.event`.
///
/// What is recorded, and how appearance entries are annotated, is the controller's `style`:
/// the presets `LoggingViewController` (navigation and tab tests) and `PresentLogController`
/// (presentation tests) are this class with another style.
@MainActor
open class LoggingController: UIViewController {
  /// How a logging controller records its callbacks.
  public enum Style {
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

  /// The name the controller's entries start with.
  public let name: String
  /// The log the controller records in.
  public let log: EventLog
  /// What the controller records (see `Style`).
  public let style: Style
  /// Whether appearance entries carry the style's details (see `Style`).
  public var recordsDetails = false
  /// Whether the layout callbacks are recorded (and, in the `containment` style,
  /// `viewIsAppearing(_:)`).
  public var recordsLayout: Bool

  /// Creates a controller that records in `log` under `name`, in `style`.
  public init(_ name: String, log: EventLog, style: Style = .lifecycle) {
    self.name = name
    self.log = log
    self.style = style
    recordsLayout = style != .containment
    super.init(nibName: nil, bundle: nil)
  }

  /// Not used in tests.
  public required init?(coder: NSCoder) {
    preconditionFailure("not used in tests")
  }

  open override func loadView() {
    if style == .lifecycle { log.record("\(name).loadView") }
    super.loadView()
  }

  open override func viewDidLoad() {
    super.viewDidLoad()
    log.record("\(name).viewDidLoad")
  }

  open override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    log.record("\(name).viewWillAppear" + notes(animated))
  }

  open override func viewIsAppearing(_ animated: Bool) {
    super.viewIsAppearing(animated)
    if style != .containment || recordsLayout { log.record("\(name).viewIsAppearing") }
  }

  open override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    log.record("\(name).viewDidAppear" + notes(animated))
  }

  open override func viewWillDisappear(_ animated: Bool) {
    super.viewWillDisappear(animated)
    log.record("\(name).viewWillDisappear" + notes(animated))
  }

  open override func viewDidDisappear(_ animated: Bool) {
    super.viewDidDisappear(animated)
    log.record("\(name).viewDidDisappear" + notes(animated))
  }

  open override func viewWillLayoutSubviews() {
    super.viewWillLayoutSubviews()
    if recordsLayout { log.record("\(name).viewWillLayoutSubviews") }
  }

  open override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    if recordsLayout { log.record("\(name).viewDidLayoutSubviews") }
  }

  open override func willMove(toParent parent: UIViewController?) {
    super.willMove(toParent: parent)
    if style != .presentation { log.record("\(name).willMove(toParent: \(label(parent)))") }
  }

  open override func didMove(toParent parent: UIViewController?) {
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
public final class LoggingViewController: LoggingController {
  /// Creates a controller in the `containment` style.
  public init(_ name: String, log: EventLog) {
    super.init(name, log: log, style: .containment)
  }

  /// Not used in tests.
  public required init?(coder: NSCoder) {
    preconditionFailure("not used in tests")
  }

  /// Whether appearance entries note the `animated` argument and the moving flags.
  public var logsDetails: Bool {
    get { recordsDetails }
    set { recordsDetails = newValue }
  }

  /// Whether `viewIsAppearing(_:)` and the layout callbacks are recorded.
  public var logsLayout: Bool {
    get { recordsLayout }
    set { recordsLayout = newValue }
  }
}

/// A logging controller in the `presentation` style: entries as `name.callback(animated)`,
/// with the presentation flags when `recordsFlags` is set.
@MainActor
public final class PresentLogController: LoggingController {
  /// Creates a controller in the `presentation` style.
  public init(_ name: String, log: EventLog) {
    super.init(name, log: log, style: .presentation)
  }

  /// Not used in tests.
  public required init?(coder: NSCoder) {
    preconditionFailure("not used in tests")
  }

  /// Whether appearance entries also record `isBeingPresented`/`isBeingDismissed` and whether
  /// a presenting controller is set.
  public var recordsFlags: Bool {
    get { recordsDetails }
    set { recordsDetails = newValue }
  }
}

/// The short name tests use for a controller in logs: a logging controller's name, or the
/// class name.
@MainActor
public func label(_ controller: UIViewController?) -> String {
  guard let controller else { return "nil" }
  if let logging = controller as? LoggingController { return logging.name }
  return "\(type(of: controller))"
}

/// A navigation controller that records its own appearance callbacks.
@MainActor
public final class LoggingNavigationController: UINavigationController {
  /// The log the controller records in, as `nav.event`; nothing is recorded while `nil`.
  public var log: EventLog?

  public override func viewWillAppear(_ animated: Bool) {
    log?.record("nav.viewWillAppear")
    super.viewWillAppear(animated)
  }

  public override func viewDidAppear(_ animated: Bool) {
    log?.record("nav.viewDidAppear")
    super.viewDidAppear(animated)
  }

  public override func viewWillDisappear(_ animated: Bool) {
    log?.record("nav.viewWillDisappear")
    super.viewWillDisappear(animated)
  }

  public override func viewDidDisappear(_ animated: Bool) {
    log?.record("nav.viewDidDisappear")
    super.viewDidDisappear(animated)
  }
}

/// A navigation controller delegate that records what it hears.
@MainActor
public final class LoggingNavigationDelegate: NSObject, UINavigationControllerDelegate {
  /// The log the delegate records in, as `delegate.event`.
  public let log: EventLog

  /// Creates a delegate that records in `log`.
  public init(log: EventLog) {
    self.log = log
  }

  /// Records `delegate.willShow(name, animated: …)`.
  public func navigationController(
    _ navigationController: UINavigationController,
    willShow viewController: UIViewController, animated: Bool
  ) {
    log.record("delegate.willShow(\(label(viewController)), animated: \(animated))")
  }

  /// Records `delegate.didShow(name, animated: …)`.
  public func navigationController(
    _ navigationController: UINavigationController,
    didShow viewController: UIViewController, animated: Bool
  ) {
    log.record("delegate.didShow(\(label(viewController)), animated: \(animated))")
  }
}
