import HeadlessUIKit
import HeadlessUIKitTestSupport
import Testing

/// A short text for the traits that change in these tests: `C/R` (size classes), `L` (content
/// size), `rtl` when right to left.
@MainActor
func traitSummary(_ traits: UITraitCollection?) -> String {
  guard let traits else { return "nil" }
  func letter(_ sizeClass: UIUserInterfaceSizeClass) -> String {
    switch sizeClass {
    case .compact: "C"
    case .regular: "R"
    case .unspecified: "-"
    }
  }
  var text = letter(traits.horizontalSizeClass) + "/" + letter(traits.verticalSizeClass)
  if traits.preferredContentSizeCategory != .large {
    text +=
      " "
      + traits.preferredContentSizeCategory.rawValue.replacingOccurrences(
        of: "UICTContentSizeCategory", with: "")
  }
  if traits.layoutDirection == .rightToLeft { text += " rtl" }
  return text
}

/// The size of a rectangle as `WxH`.
func sizeText(_ size: CGSize) -> String {
  "\(Int(size.width))x\(Int(size.height))"
}

/// A controller that records its trait, transition, appearance and layout callbacks as
/// `name.event` in an `EventLog`.
@MainActor
class TraitLoggingController: UIViewController {
  let name: String
  let log: EventLog
  /// Called inside `viewWillTransition(to:with:)`, after `super`.
  var onSizeTransition: ((CGSize, any UIViewControllerTransitionCoordinator) -> Void)?
  /// Whether the transition overrides call `super` (spec 9.5).
  var forwardsTransitions = true

  init(_ name: String, log: EventLog) {
    self.name = name
    self.log = log
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) {
    preconditionFailure("not used in tests")
  }

  override func loadView() {
    view = TraitLoggingView(name + ".view", log: log, frame: UIScreen.main.bounds)
    view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
  }

  override func willTransition(
    to newCollection: UITraitCollection, with coordinator: any UIViewControllerTransitionCoordinator
  ) {
    log.record("\(name).willTransition(to: \(traitSummary(newCollection)))")
    if forwardsTransitions { super.willTransition(to: newCollection, with: coordinator) }
  }

  override func viewWillTransition(
    to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator
  ) {
    log.record(
      "\(name).viewWillTransition(to: \(sizeText(size))) bounds \(sizeText(view.bounds.size))")
    if forwardsTransitions { super.viewWillTransition(to: size, with: coordinator) }
    onSizeTransition?(size, coordinator)
  }

  override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
    super.traitCollectionDidChange(previousTraitCollection)
    log.record(
      "\(name).traitCollectionDidChange(\(traitSummary(previousTraitCollection)) -> "
        + "\(traitSummary(traitCollection)))")
  }

  override func viewWillLayoutSubviews() {
    super.viewWillLayoutSubviews()
    log.record("\(name).viewWillLayoutSubviews \(sizeText(view.bounds.size))")
  }

  override func viewSafeAreaInsetsDidChange() {
    super.viewSafeAreaInsetsDidChange()
    log.record("\(name).viewSafeAreaInsetsDidChange")
  }

  override func viewLayoutMarginsDidChange() {
    super.viewLayoutMarginsDidChange()
    log.record("\(name).viewLayoutMarginsDidChange")
  }
}

/// A view that records `traitCollectionDidChange(_:)` as `name.traitCollectionDidChange(…)`.
@MainActor
final class TraitLoggingView: UIView {
  let name: String
  let log: EventLog

  init(_ name: String, log: EventLog, frame: CGRect = .zero) {
    self.name = name
    self.log = log
    super.init(frame: frame)
  }

  required init?(coder: NSCoder) {
    preconditionFailure("not used in tests")
  }

  override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
    super.traitCollectionDidChange(previousTraitCollection)
    log.record(
      "\(name).traitCollectionDidChange(\(traitSummary(previousTraitCollection)) -> "
        + "\(traitSummary(traitCollection)))")
  }
}
