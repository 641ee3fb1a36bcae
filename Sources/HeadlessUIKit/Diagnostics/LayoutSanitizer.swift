import Foundation

/// The runtime layout sanitizer: warnings for the seed articles' layout mistakes.
///
/// The rules are P1–P7 of issue 24, checked as running code makes the mistakes. A HeadlessUIKit
/// addition; UIKit has no such switch.
///
/// Off by default. Turn it on with ``UIView/headlessLayoutSanitizer`` or by starting the process
/// with the environment variable `HEADLESS_UIKIT_LAYOUT_SANITIZER=1`; the layout audits of
/// `HeadlessUIKitTesting` and the snapshot strategies turn it on while they lay a screen out.
/// Each warning is written to standard error like UIKit's console messages (prefixed
/// `HeadlessUIKit:`) once per call site, and handed to ``recordingWarnings(_:)`` when a
/// recording is in progress. The rules it checks (decisions SZ1–SZ6):
///
/// - **P1** a view reads its own `frame` while it lays out its subviews (its `layoutSubviews()`,
///   or its controller's `viewWillLayoutSubviews()`/`viewDidLayoutSubviews()`): `frame` is in
///   the superview's coordinate space and undefined under a transform; children are laid out
///   from `bounds`.
/// - **P2** code reads `frame` of a view whose transform is not the identity (Apple: the value
///   is undefined then; use `bounds` and `center`).
/// - **P3** a subview's frame set from its container's size before the container was ever laid
///   out, which the container then outgrew while the subview kept that frame.
/// - **P5** a controller's view placed under another controller's view without containment, or
///   `addChild(_:)` without `didMove(toParent:)` by the end of the transaction.
/// - **P7** a constraint that places or sizes a view whose
///   `translatesAutoresizingMaskIntoConstraints` is still true when the engine next solves.
///
/// P4 (a one-shot flag in a layout callback) and P6 (summing frame origins) leave no trace a
/// running program can see; the static checker `headless-uikit lint` reports them.
@MainActor
public enum LayoutSanitizer {
  /// A rule of the seed articles that the sanitizer checks.
  public enum Rule: String, CaseIterable, Hashable, Sendable, CustomStringConvertible {
    /// P1: a view's own `frame` read while it lays out its subviews.
    case frameInOwnLayout = "P1"
    /// P2: `frame` of a view with a non-identity transform.
    case frameOfTransformedView = "P2"
    /// P3: a subview's frame baked from its container's size before layout.
    case preLayoutGeometry = "P3"
    /// P5: a controller's view shown without (or with incomplete) containment.
    case containment = "P5"
    /// P7: a constrained view that still translates its autoresizing mask.
    case autoresizingMaskConstraints = "P7"

    /// The article's name for the rule, `P1` to `P7`.
    public var description: String { rawValue }
  }

  /// One warning: the rule, the view it concerns and what to do.
  public struct Warning: Hashable, Sendable, CustomStringConvertible {
    /// The rule broken.
    public let rule: Rule
    /// The class of the view concerned.
    public let viewClass: String
    /// The view's accessibility identifier, if it has one.
    public let accessibilityIdentifier: String?
    /// The view's place in its tree: class names from the root down, `UIWindow > UIView > …`.
    public let path: String
    /// What happened and how to fix it, in one sentence or two, the same wherever it happens.
    public let message: String
    /// This occurrence's numbers (sizes, the constraint), or empty.
    public let detail: String

    /// How every logged warning starts.
    package static let logPrefix = "layout sanitizer ["

    /// The warning as it is logged: `[P1] ProfileView ("profile") at UIWindow > … : message`.
    public var description: String {
      let identifier = accessibilityIdentifier.map { " (\"\($0)\")" } ?? ""
      let numbers = detail.isEmpty ? "" : " (\(detail))"
      return
        "\(Self.logPrefix)\(rule)] \(viewClass)\(identifier) at \(path): \(message)\(numbers)"
    }
  }

  /// Whether the sanitizer checks: the switch behind ``UIView/headlessLayoutSanitizer``.
  ///
  /// Starts from the environment variable `HEADLESS_UIKIT_LAYOUT_SANITIZER` (`1`, `true` or
  /// `yes` turn it on).
  static var isOn: Bool = {
    let value = ProcessInfo.processInfo.environment["HEADLESS_UIKIT_LAYOUT_SANITIZER"] ?? ""
    return ["1", "true", "yes"].contains(value.lowercased())
  }()

  /// How many library passes that read geometry for their own purposes are under way (a tree
  /// dump, an audit, drawing): no check runs inside them.
  static var quietDepth = 0

  /// Whether checks run now.
  static var isChecking: Bool { isOn && quietDepth == 0 }

  /// The call sites already warned about, per rule (the first return addresses of the stack).
  private static var reportedSites: Set<[UInt]> = []

  /// The recordings in progress, innermost last: each warning with its view.
  private static var recordings: [[(warning: Warning, view: UIView)]] = []

  /// Runs `body` with the sanitizer on and returns the warnings it raised, in order.
  ///
  /// Pending end-of-transaction checks (containment, constraints on views that translate
  /// their mask) are made before it returns. Call sites warned about before the recording are
  /// warned about again inside it, so that a test sees its own warnings.
  ///
  /// - Parameter body: The code to check, for example building a screen and laying it out.
  /// - Returns: The warnings, at most one per call site and rule.
  public static func recordingWarnings(_ body: () throws -> Void) rethrows -> [Warning] {
    try recordingWarningsAndViews(body).map(\.warning)
  }

  /// ``recordingWarnings(_:)`` with the view of each warning (for the layout audits, which
  /// name views their own way).
  ///
  /// - Parameter body: The code to check.
  /// - Returns: The warnings with their views, in order.
  package static func recordingWarningsAndViews(
    _ body: () throws -> Void
  ) rethrows -> [(warning: Warning, view: UIView)] {
    let wasOn = isOn
    let previousSites = reportedSites
    isOn = true
    reportedSites = []
    recordings.append([])
    defer {
      isOn = wasOn
      reportedSites = previousSites
    }
    do {
      try body()
    } catch {
      _ = recordings.popLast()
      throw error
    }
    finishTransaction()
    return recordings.popLast() ?? []
  }

  /// Runs library code that reads geometry for its own purposes without checks.
  ///
  /// Dumping, auditing and drawing read frames of any view; package API for the testing and
  /// rendering modules.
  ///
  /// - Parameter body: The code.
  /// - Returns: What `body` returns.
  package static func withoutChecks<T>(_ body: () throws -> T) rethrows -> T {
    quietDepth += 1
    defer { quietDepth -= 1 }
    return try body()
  }

  /// Reports a warning unless its call site has been reported for this rule already.
  ///
  /// - Parameters:
  ///   - rule: The rule.
  ///   - view: The view concerned.
  ///   - message: What went wrong and the fix.
  ///   - detail: This occurrence's numbers.
  ///   - site: Where it happened, when it is not the current call stack (a deferred check
  ///     passes the stack recorded when the mistake was made).
  static func warn(
    _ rule: Rule, _ view: UIView, _ message: String, detail: String = "", site: [UInt]? = nil
  ) {
    let stack = site ?? callSite()
    guard reportedSites.insert([UInt(rule.rawValue.utf8.last ?? 0)] + stack).inserted else {
      return
    }
    let warning = Warning(
      rule: rule, viewClass: String(describing: type(of: view)),
      accessibilityIdentifier: view.accessibilityIdentifier, path: path(of: view),
      message: message, detail: detail)
    Diagnostics.log(warning.description)
    if !recordings.isEmpty { recordings[recordings.count - 1].append((warning, view)) }
  }

  /// The current call site: the first return addresses of the stack above the sanitizer's
  /// own frames (a key, never shown).
  static func callSite() -> [UInt] {
    Thread.callStackReturnAddresses.dropFirst(2).prefix(8).map(\.uintValue)
  }

  /// The class names from the view's root down to the view.
  static func path(of view: UIView) -> String {
    var names: [String] = []
    var current: UIView? = view
    while let node = current {
      names.append(String(describing: type(of: node)))
      current = node.superview
    }
    return names.reversed().joined(separator: " > ")
  }

  /// Whether an object's class is one of HeadlessUIKit's own (UIKit's), not the app's.
  static func isLibraryClass(_ object: AnyObject) -> Bool {
    let key = ObjectIdentifier(type(of: object))
    if let known = libraryClasses[key] { return known }
    let isLibrary = String(reflecting: type(of: object)).hasPrefix("HeadlessUIKit.")
    libraryClasses[key] = isLibrary
    return isLibrary
  }

  private static var libraryClasses: [ObjectIdentifier: Bool] = [:]

  /// The end of a transaction (an update cycle, or the end of a recording): the checks that
  /// wait for it run.
  static func finishTransaction() {
    guard isOn else { return }
    checkPendingContainment()
    checkPendingConstraints()
  }
}

extension UIView {
  /// Whether the runtime layout sanitizer is on.
  ///
  /// A HeadlessUIKit addition: issue 24's rules P1, P2, P3, P5 and P7, see ``LayoutSanitizer``.
  ///
  /// Off by default, or on when the process starts with `HEADLESS_UIKIT_LAYOUT_SANITIZER=1`.
  /// While it is on, the mistakes are written to standard error once per call site.
  public static var headlessLayoutSanitizer: Bool {
    get { LayoutSanitizer.isOn }
    set { LayoutSanitizer.isOn = newValue }
  }
}
