import Foundation
import HeadlessUIKit
import HeadlessUIKitTestSupport
import Testing

/// A registered object (not a view or controller) that saves a counter.
@MainActor
final class CounterModel: UIStateRestoring, UIObjectRestoration {
  var count = 0
  weak var parent: UIViewController?

  init(parent: UIViewController?) {
    self.parent = parent
  }

  var restorationParent: (any UIStateRestoring)? { parent }
  var objectRestorationClass: (any UIObjectRestoration.Type)? { CounterModel.self }

  func encodeRestorableState(with coder: NSCoder) {
    coder.encode(count, forKey: "count")
  }

  func decodeRestorableState(with coder: NSCoder) {
    count = coder.decodeInteger(forKey: "count")
    RestorationLog.record("counter.decode \(count)")
  }

  static var made: [CounterModel] = []

  static func object(
    withRestorationIdentifierPath identifierComponents: [String], coder: NSCoder
  ) -> (any UIStateRestoring)? {
    RestorationLog.record("make object \(identifierComponents.joined(separator: "/"))")
    let model = CounterModel(parent: nil)
    made.append(model)
    return model
  }
}

/// A controller that saves values of several kinds and a reference to another controller.
@MainActor
final class KindsController: NoteController {
  weak var partner: UIViewController?
  var decoded: [String] = []

  override func encodeRestorableState(with coder: NSCoder) {
    super.encodeRestorableState(with: coder)
    coder.encode(7, forKey: "number")
    coder.encode(CGRect(x: 1, y: 2, width: 3, height: 4), forKey: "rect")
    coder.encode(partner, forKey: "partner")
    coder.encode(UIViewController(), forKey: "unsaved")
    // An array holding a controller and a string: decoded without strings allowed, the nested
    // string makes the whole value nil (R5) rather than stopping the process.
    coder.encode([partner as Any, "kinds"] as NSArray, forKey: "mixed")
  }

  override func decodeRestorableState(with coder: NSCoder) {
    super.decodeRestorableState(with: coder)
    let wrongClass = coder.decodeObject(of: NSString.self, forKey: "number")
    decoded.append(
      "number as string: \(wrongClass == nil ? "nil" : "value"), error: \(coder.error != nil)")
    decoded.append("number: \(coder.decodeInteger(forKey: "number"))")
    decoded.append("note as number: \(coder.decodeInteger(forKey: "note"))")
    decoded.append(
      "rect: \(coder.decodeRect(forKey: "rect") == CGRect(x: 1, y: 2, width: 3, height: 4))")
    partner = coder.decodeObject(of: UIViewController.self, forKey: "partner")
    decoded.append("partner: \(partner?.restorationIdentifier ?? "nil")")
    let unsaved = coder.decodeObject(of: UIViewController.self, forKey: "unsaved")
    decoded.append("unsaved: \(unsaved == nil ? "nil" : "value")")
    let mixed = coder.decodeObject(of: [NSArray.self, UIViewController.self], forKey: "mixed")
    decoded.append("mixed without strings allowed: \(mixed == nil ? "nil" : "value")")
  }
}

/// A restoration class that makes its controller from the storyboard the coder names.
@MainActor
final class StoryboardDetailRestoration: UIViewControllerRestoration {
  static func viewController(
    withRestorationIdentifierPath identifierComponents: [String], coder: NSCoder
  ) -> UIViewController? {
    let storyboard =
      coder.decodeObject(forKey: UIApplication.stateRestorationViewControllerStoryboardKey)
      as? UIStoryboard
    RestorationLog.record("storyboard in coder: \(storyboard != nil)")
    let controller = storyboard?.instantiateViewController(withIdentifier: "Detail")
    controller?.restorationClass = StoryboardDetailRestoration.self
    return controller
  }
}

/// An app delegate that opts in with the pre-iOS 13.2 pair only.
@MainActor
final class OlderOptInDelegate: UIResponder, UIApplicationDelegate {
  var window: UIWindow?

  func application(
    _ application: UIApplication,
    willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    window?.rootViewController = NoteController("root")
    window?.makeKeyAndVisible()
    return true
  }

  func application(_ application: UIApplication, shouldSaveApplicationState coder: NSCoder)
    -> Bool
  { true }

  func application(_ application: UIApplication, shouldRestoreApplicationState coder: NSCoder)
    -> Bool
  { true }
}

@MainActor
@Suite("State restoration: objects, storyboards, coders", .serialized)
struct StateRestorationBehaviourTests {
  @Test("Registered objects are saved under their parent's path and made again by their class")
  func registeredObjects() throws {
    let directory = ArchiveDirectory()
    let first = UIApplication.headlessLaunch(
      delegate: RestorationAppDelegate { NoteController("root") }, stateArchive: directory.archive)
    let root = try #require(first.keyWindow?.rootViewController)
    let counter = CounterModel(parent: root)
    counter.count = 12
    UIApplication.registerObject(forStateRestoration: counter, restorationIdentifier: "counter")
    try first.headlessEnterBackground()
    _ = RestorationLog.take()
    CounterModel.made = []

    _ = UIApplication.headlessLaunch(
      delegate: RestorationAppDelegate { NoteController("root") }, stateArchive: directory.archive)
    #expect(CounterModel.made.map(\.count) == [12])
    #expect(
      RestorationLog.take() == [
        "app.willFinishLaunching", "root.viewDidLoad", "app.shouldRestore secure=true v1.0",
        "make object root/counter", "root.decode", "counter.decode 12", "app.didDecode",
        "root.finished", "app.didFinishLaunching",
      ])
  }

  @Test("13.8 step 4: a controller from a storyboard is made again from its storyboard")
  func storyboardControllers() throws {
    let directory = ArchiveDirectory()
    let storyboard = try TestDocuments.storyboard(
      TestDocuments.scene(
        "lst",
        attributes:
          #"storyboardIdentifier="List" useStoryboardIdentifierAsRestorationIdentifier="YES""#)
        + TestDocuments.scene(
          "dtl",
          attributes:
            #"title="Detail" storyboardIdentifier="Detail" restorationIdentifier="detail""#),
      in: directory.url)
    func makeRoot() -> UIViewController {
      let navigation = UINavigationController(
        rootViewController: storyboard.instantiateViewController(withIdentifier: "List"))
      navigation.restorationIdentifier = "nav"
      return navigation
    }
    let first = UIApplication.headlessLaunch(
      delegate: RestorationAppDelegate(makeRoot: makeRoot), stateArchive: directory.archive)
    let navigation = try #require(first.keyWindow?.rootViewController as? UINavigationController)
    #expect(navigation.viewControllers.first?.restorationIdentifier == "List")
    navigation.pushViewController(
      storyboard.instantiateViewController(withIdentifier: "Detail"), animated: false)
    try first.headlessEnterBackground()

    var second: UIApplication?
    let messages = Diagnostics.capture {
      second = UIApplication.headlessLaunch(
        delegate: RestorationAppDelegate(makeRoot: makeRoot), stateArchive: directory.archive)
    }
    #expect(messages.isEmpty)
    let restored = try #require(second?.keyWindow?.rootViewController as? UINavigationController)
    #expect(restored.viewControllers.map(\.restorationIdentifier) == ["List", "detail"])
    #expect(restored.topViewController?.title == "Detail")
    #expect(restored.topViewController?.storyboard != nil)
  }

  @Test("A restoration class decodes the controller's storyboard from its coder")
  func storyboardKey() throws {
    let directory = ArchiveDirectory()
    let storyboard = try TestDocuments.storyboard(
      TestDocuments.scene(
        "dtl",
        attributes: #"title="Detail" storyboardIdentifier="Detail" restorationIdentifier="detail""#),
      in: directory.url)
    func makeRoot() -> UIViewController {
      let navigation = UINavigationController(rootViewController: NoteController("list"))
      navigation.restorationIdentifier = "nav"
      return navigation
    }
    let first = UIApplication.headlessLaunch(
      delegate: RestorationAppDelegate(makeRoot: makeRoot), stateArchive: directory.archive)
    let navigation = try #require(first.keyWindow?.rootViewController as? UINavigationController)
    let detail = storyboard.instantiateViewController(withIdentifier: "Detail")
    detail.restorationClass = StoryboardDetailRestoration.self
    navigation.pushViewController(detail, animated: false)
    try first.headlessEnterBackground()
    _ = RestorationLog.take()

    let second = UIApplication.headlessLaunch(
      delegate: RestorationAppDelegate(makeRoot: makeRoot), stateArchive: directory.archive)
    #expect(RestorationLog.take().contains("storyboard in coder: true"))
    let restored = try #require(second.keyWindow?.rootViewController as? UINavigationController)
    #expect(restored.viewControllers.map(\.restorationIdentifier) == ["list", "detail"])
    #expect(restored.topViewController?.title == "Detail")
  }

  @Test("The app delegate makes saved controllers that have no restoration class (13.8 step 2)")
  func appDelegateMakesControllers() throws {
    let directory = ArchiveDirectory()
    let first = UIApplication.headlessLaunch(
      delegate: RestorationAppDelegate { NoteController("root") }, stateArchive: directory.archive)
    let root = try #require(first.keyWindow?.rootViewController)
    root.addChild(NoteController("extra", note: "from delegate"))
    try first.headlessEnterBackground()

    let delegate = RestorationAppDelegate { NoteController("root") }
    delegate.makeController = { path in
      RestorationLog.record("delegate makes \(path.joined(separator: "/"))")
      let controller = NoteController(path.last ?? "")
      return controller
    }
    _ = RestorationLog.take()
    let second = UIApplication.headlessLaunch(delegate: delegate, stateArchive: directory.archive)
    let log = RestorationLog.take()
    #expect(log.contains("delegate makes root/extra"))
    #expect(log.contains("extra.decode"))
    #expect(second.keyWindow?.rootViewController?.children.isEmpty == true)
  }

  @Test(
    "The restoration coder is secure: wrong classes decode as nil with an error, references resolve"
  )
  func coderBehaviour() throws {
    let directory = ArchiveDirectory()
    func makeRoot() -> UIViewController {
      let root = KindsController("kinds")
      root.addChild(NoteController("partner"))
      return root
    }
    let first = UIApplication.headlessLaunch(
      delegate: RestorationAppDelegate(makeRoot: makeRoot), stateArchive: directory.archive)
    let root = try #require(first.keyWindow?.rootViewController as? KindsController)
    root.partner = root.children.first
    try first.headlessEnterBackground()

    let second = UIApplication.headlessLaunch(
      delegate: RestorationAppDelegate(makeRoot: makeRoot), stateArchive: directory.archive)
    let restored = try #require(second.keyWindow?.rootViewController as? KindsController)
    #expect(
      restored.decoded == [
        "number as string: nil, error: true", "number: 7", "note as number: 0",
        "rect: true", "partner: partner", "unsaved: nil",
        "mixed without strings allowed: nil",
      ])
    #expect(restored.partner === restored.children.first)
  }

  @Test("13.1: the pre-iOS 13.2 opt-in pair is honoured when the secure pair is not implemented")
  func olderOptIn() throws {
    let directory = ArchiveDirectory()
    let first = UIApplication.headlessLaunch(
      delegate: OlderOptInDelegate(), stateArchive: directory.archive)
    (first.keyWindow?.rootViewController as? NoteController)?.note = "old style"
    #expect(try first.headlessEnterBackground())
    let second = UIApplication.headlessLaunch(
      delegate: OlderOptInDelegate(), stateArchive: directory.archive)
    #expect((second.keyWindow?.rootViewController as? NoteController)?.note == "old style")
    #expect(UIApplication.shared === second)
    #expect(second.applicationState == .active)
    #expect(first.applicationState == .background)
  }

  @Test("The app-level coder holds UIKit's standard keys")
  func standardKeys() throws {
    let directory = ArchiveDirectory()
    let first = UIApplication.headlessLaunch(
      delegate: RestorationAppDelegate { NoteController("root") }, stateArchive: directory.archive)
    try first.headlessEnterBackground()
    let (application, _) = try StateArchiveTesting.records(of: Data(contentsOf: directory.archive))
    let reader = try NSKeyedUnarchiver(forReadingFrom: application)
    reader.requiresSecureCoding = true
    #expect(reader.containsValue(forKey: UIApplication.stateRestorationBundleVersionKey))
    #expect(reader.decodeInteger(forKey: UIApplication.stateRestorationUserInterfaceIdiomKey) == 0)
    #expect(
      reader.decodeObject(of: NSDate.self, forKey: UIApplication.stateRestorationTimestampKey)
        != nil)
    #expect(
      reader.decodeObject(of: NSString.self, forKey: UIApplication.stateRestorationSystemVersionKey)
        as String? == "HeadlessUIKit-1")
    #expect(reader.decodeObject(of: NSString.self, forKey: "appVersion") as String? == "1.0")
  }
}
