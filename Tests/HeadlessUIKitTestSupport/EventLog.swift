import HeadlessUIKit

/// A shared, ordered record of callbacks, for asserting UIKit's call order.
@MainActor
public final class EventLog {
  /// Creates an empty log.
  public init() {}

  /// The entries recorded so far, oldest first.
  public private(set) var entries: [String] = []

  /// Appends an entry.
  public func record(_ entry: String) {
    entries.append(entry)
  }

  /// Forgets every entry.
  public func clear() {
    entries = []
  }
}

/// A view that records its hierarchy and layout callbacks in an `EventLog`, as `name.event`.
@MainActor
public final class LoggingView: UIView {
  /// The name the view's entries start with.
  public let name: String
  /// The log the view records in.
  public let log: EventLog
  /// Run at the end of each `layoutSubviews()`, after the entry is recorded.
  public var onLayout: ((LoggingView) -> Void)?

  /// Creates a view that records in `log` under `name`.
  public init(_ name: String, log: EventLog, frame: CGRect = .zero) {
    self.name = name
    self.log = log
    super.init(frame: frame)
  }

  /// Not used in tests.
  public required init?(coder: NSCoder) {
    preconditionFailure("not used in tests")
  }

  public override func willMove(toSuperview newSuperview: UIView?) {
    log.record("\(name).willMove(toSuperview: \(label(newSuperview)))")
  }

  public override func didMoveToSuperview() {
    log.record("\(name).didMoveToSuperview")
  }

  public override func willMove(toWindow newWindow: UIWindow?) {
    log.record("\(name).willMove(toWindow: \(label(newWindow)))")
  }

  public override func didMoveToWindow() {
    log.record("\(name).didMoveToWindow")
  }

  public override func didAddSubview(_ subview: UIView) {
    log.record("\(name).didAddSubview(\(label(subview)))")
  }

  public override func willRemoveSubview(_ subview: UIView) {
    log.record("\(name).willRemoveSubview(\(label(subview)))")
  }

  public override func layoutSubviews() {
    super.layoutSubviews()
    log.record("\(name).layoutSubviews")
    onLayout?(self)
  }

  private func label(_ view: UIView?) -> String {
    guard let view else { return "nil" }
    if let logging = view as? LoggingView { return logging.name }
    return "\(type(of: view))"
  }
}
