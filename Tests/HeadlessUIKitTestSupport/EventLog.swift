import HeadlessUIKit

/// A shared, ordered record of callbacks, for asserting UIKit's call order.
@MainActor
final class EventLog {
  private(set) var entries: [String] = []

  func record(_ entry: String) {
    entries.append(entry)
  }

  func clear() {
    entries = []
  }
}

/// A view that records its hierarchy and layout callbacks in an `EventLog`, as `name.event`.
@MainActor
final class LoggingView: UIView {
  let name: String
  let log: EventLog
  var onLayout: ((LoggingView) -> Void)?

  init(_ name: String, log: EventLog, frame: CGRect = .zero) {
    self.name = name
    self.log = log
    super.init(frame: frame)
  }

  required init?(coder: NSCoder) {
    preconditionFailure("not used in tests")
  }

  override func willMove(toSuperview newSuperview: UIView?) {
    log.record("\(name).willMove(toSuperview: \(label(newSuperview)))")
  }

  override func didMoveToSuperview() {
    log.record("\(name).didMoveToSuperview")
  }

  override func willMove(toWindow newWindow: UIWindow?) {
    log.record("\(name).willMove(toWindow: \(label(newWindow)))")
  }

  override func didMoveToWindow() {
    log.record("\(name).didMoveToWindow")
  }

  override func didAddSubview(_ subview: UIView) {
    log.record("\(name).didAddSubview(\(label(subview)))")
  }

  override func willRemoveSubview(_ subview: UIView) {
    log.record("\(name).willRemoveSubview(\(label(subview)))")
  }

  override func layoutSubviews() {
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
