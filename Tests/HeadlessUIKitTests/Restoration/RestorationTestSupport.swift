import Foundation
import HeadlessUIKit
import Testing

/// The callbacks of one restoration test, in order, shared by the controllers, the restoration
/// classes and the app delegate (tests run one at a time on the main actor).
@MainActor
enum RestorationLog {
  static var events: [String] = []

  static func record(_ event: String) {
    events.append(event)
  }

  /// Clears the log and returns what it held.
  static func take() -> [String] {
    defer { events = [] }
    return events
  }
}

/// A fresh directory for one test's archive, removed when the test ends.
final class ArchiveDirectory {
  let url: URL

  init() {
    url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "HeadlessUIKitTests-restoration-\(UUID().uuidString)")
    try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  var archive: URL { url.appendingPathComponent("state.archive") }

  /// The names of the files in the directory, sorted.
  var fileNames: [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []).sorted()
  }

  deinit {
    try? FileManager.default.removeItem(at: url)
  }
}

/// A controller that saves a `note` and logs its loading and restoration callbacks as
/// `identifier.event`.
@MainActor
class NoteController: UIViewController {
  var note = ""

  init(_ identifier: String, note: String = "") {
    self.note = note
    super.init(nibName: nil, bundle: nil)
    restorationIdentifier = identifier
  }

  required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  var name: String { restorationIdentifier ?? "?" }

  override func viewDidLoad() {
    super.viewDidLoad()
    RestorationLog.record("\(name).viewDidLoad")
  }

  override func encodeRestorableState(with coder: NSCoder) {
    super.encodeRestorableState(with: coder)
    RestorationLog.record("\(name).encode")
    coder.encode(note as NSString, forKey: "note")
  }

  override func decodeRestorableState(with coder: NSCoder) {
    super.decodeRestorableState(with: coder)
    RestorationLog.record("\(name).decode")
    note = coder.decodeObject(of: NSString.self, forKey: "note") as String? ?? ""
  }

  override func applicationFinishedRestoringState() {
    super.applicationFinishedRestoringState()
    RestorationLog.record("\(name).finished")
  }
}

/// A note controller that its restoration class makes again at launch.
@MainActor
final class RecreatedNoteController: NoteController, UIViewControllerRestoration {
  override init(_ identifier: String, note: String = "") {
    super.init(identifier, note: note)
    restorationClass = RecreatedNoteController.self
  }

  required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  static func viewController(
    withRestorationIdentifierPath identifierComponents: [String], coder: NSCoder
  ) -> UIViewController? {
    RestorationLog.record("make \(identifierComponents.joined(separator: "/"))")
    return RecreatedNoteController(identifierComponents.last ?? "")
  }
}

/// A note controller whose restoration class declines to make it again.
@MainActor
final class DecliningNoteController: NoteController, UIViewControllerRestoration {
  override init(_ identifier: String, note: String = "") {
    super.init(identifier, note: note)
    restorationClass = DecliningNoteController.self
  }

  required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  static func viewController(
    withRestorationIdentifierPath identifierComponents: [String], coder: NSCoder
  ) -> UIViewController? {
    RestorationLog.record("decline \(identifierComponents.joined(separator: "/"))")
    return nil
  }
}

/// The seed's profile screen: a container that makes a map child and a details child when its
/// view loads and pins them into its view (seed scene 1).
@MainActor
final class ProfileContainerController: NoteController {
  let map = NoteController("map")
  let details = NoteController("details")

  override func viewDidLoad() {
    super.viewDidLoad()
    for child in [map, details] {
      addChild(child)
      view.addSubview(child.view)
      child.didMove(toParent: self)
    }
    map.view.frame = CGRect(x: 0, y: 0, width: view.bounds.width, height: 240)
    details.view.frame = CGRect(
      x: 0, y: 240, width: view.bounds.width, height: view.bounds.height - 240)
  }
}

/// A screen with a scroll view (and a table view) that restore their own offsets.
@MainActor
final class ArticleController: NoteController {
  let scrollView = UIScrollView()
  let tableView = UITableView(frame: .zero, style: .plain)

  override func viewDidLoad() {
    super.viewDidLoad()
    scrollView.restorationIdentifier = "body"
    scrollView.frame = CGRect(x: 0, y: 0, width: 320, height: 400)
    scrollView.contentSize = CGSize(width: 320, height: 2000)
    view.addSubview(scrollView)
    tableView.restorationIdentifier = "comments"
    tableView.frame = CGRect(x: 0, y: 400, width: 320, height: 200)
    view.addSubview(tableView)
  }
}

/// An app delegate that opts in to state restoration, builds its window with `makeRoot` in
/// `application(_:willFinishLaunchingWithOptions:)`, and logs the app-level callbacks.
@MainActor
final class RestorationAppDelegate: UIResponder, UIApplicationDelegate {
  var window: UIWindow?
  let makeRoot: @MainActor () -> UIViewController
  var savesState = true
  var restoresState = true
  var makeController: (@MainActor ([String]) -> UIViewController?)?

  init(makeRoot: @escaping @MainActor () -> UIViewController) {
    self.makeRoot = makeRoot
    super.init()
  }

  func application(
    _ application: UIApplication,
    willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    RestorationLog.record("app.willFinishLaunching")
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    window.rootViewController = makeRoot()
    window.makeKeyAndVisible()
    self.window = window
    return true
  }

  func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    RestorationLog.record("app.didFinishLaunching")
    return true
  }

  func application(_ application: UIApplication, shouldSaveSecureApplicationState coder: NSCoder)
    -> Bool
  {
    RestorationLog.record("app.shouldSave secure=\(coder.requiresSecureCoding)")
    coder.encode("1.0" as NSString, forKey: "appVersion")
    return savesState
  }

  func application(
    _ application: UIApplication, shouldRestoreSecureApplicationState coder: NSCoder
  ) -> Bool {
    let version = coder.decodeObject(of: NSString.self, forKey: "appVersion") as String? ?? "?"
    RestorationLog.record("app.shouldRestore secure=\(coder.requiresSecureCoding) v\(version)")
    return restoresState
  }

  func application(_ application: UIApplication, willEncodeRestorableStateWith coder: NSCoder) {
    RestorationLog.record("app.willEncode")
  }

  func application(_ application: UIApplication, didDecodeRestorableStateWith coder: NSCoder) {
    RestorationLog.record("app.didDecode")
  }

  func application(
    _ application: UIApplication,
    viewControllerWithRestorationIdentifierPath identifierComponents: [String], coder: NSCoder
  ) -> UIViewController? {
    makeController?(identifierComponents)
  }
}

/// The controller hierarchy under a root as one line per controller: depth, restoration
/// identifier, class, note, and how it is attached.
@MainActor
func restorationOutline(_ root: UIViewController?) -> [String] {
  guard let root else { return [] }
  var lines: [String] = []
  func visit(_ controller: UIViewController, depth: Int, relation: String) {
    let note = (controller as? NoteController)?.note ?? ""
    lines.append(
      String(repeating: "  ", count: depth)
        + "\(relation)\(controller.restorationIdentifier ?? "-") \(type(of: controller)) '\(note)'")
    for child in controller.children { visit(child, depth: depth + 1, relation: "") }
    if let presented = controller.presentedViewController,
      presented.presentingViewController === controller
    {
      visit(presented, depth: depth + 1, relation: "presented ")
    }
  }
  visit(root, depth: 0, relation: "")
  return lines
}
