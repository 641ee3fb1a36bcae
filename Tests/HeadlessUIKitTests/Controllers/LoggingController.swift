import HeadlessUIKit

/// A controller that records its lifecycle, appearance, layout and containment callbacks in an
/// `EventLog`, as `name.event`.
@MainActor
class LoggingController: UIViewController {
  let name: String
  let log: EventLog

  init(_ name: String, log: EventLog) {
    self.name = name
    self.log = log
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) {
    preconditionFailure("not used in tests")
  }

  override func loadView() {
    log.record("\(name).loadView")
    super.loadView()
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    log.record("\(name).viewDidLoad")
  }

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    log.record("\(name).viewWillAppear\(movingSuffix)")
  }

  override func viewIsAppearing(_ animated: Bool) {
    super.viewIsAppearing(animated)
    log.record("\(name).viewIsAppearing")
  }

  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    log.record("\(name).viewDidAppear\(movingSuffix)")
  }

  override func viewWillDisappear(_ animated: Bool) {
    super.viewWillDisappear(animated)
    log.record("\(name).viewWillDisappear\(movingSuffix)")
  }

  override func viewDidDisappear(_ animated: Bool) {
    super.viewDidDisappear(animated)
    log.record("\(name).viewDidDisappear\(movingSuffix)")
  }

  override func viewWillLayoutSubviews() {
    super.viewWillLayoutSubviews()
    log.record("\(name).viewWillLayoutSubviews")
  }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    log.record("\(name).viewDidLayoutSubviews")
  }

  override func willMove(toParent parent: UIViewController?) {
    super.willMove(toParent: parent)
    log.record("\(name).willMove(toParent: \(label(parent)))")
  }

  override func didMove(toParent parent: UIViewController?) {
    super.didMove(toParent: parent)
    log.record("\(name).didMove(toParent: \(label(parent)))")
  }

  private var movingSuffix: String {
    if isMovingToParent { return "(movingToParent)" }
    if isMovingFromParent { return "(movingFromParent)" }
    if isBeingPresented { return "(beingPresented)" }
    if isBeingDismissed { return "(beingDismissed)" }
    return ""
  }

  private func label(_ controller: UIViewController?) -> String {
    guard let controller else { return "nil" }
    return (controller as? LoggingController)?.name ?? "\(type(of: controller))"
  }
}
