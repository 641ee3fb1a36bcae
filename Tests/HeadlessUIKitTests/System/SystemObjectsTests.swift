import Foundation
import HeadlessUIKit
import HeadlessUIKitTestSupport
import Testing

/// UIDevice, the application's system-facing API, the pasteboard and the feedback generators.
@MainActor
@Suite struct SystemObjectsTests {
  @Test("the device reports the simulated device, iOS and the Simulator's battery")
  func deviceReportsTheSimulatedDevice() {
    let device = UIDevice.current
    let simulated = UIScreen.main.headlessDevice
    #expect(device.name == simulated.name)
    #expect(device.model == (simulated.idiom == .pad ? "iPad" : "iPhone"))
    #expect(device.systemName == "iOS")
    #expect(device.systemVersion == "18.0")
    #expect(device.userInterfaceIdiom == simulated.idiom)
    #expect(device.batteryLevel == -1)
    #expect(device.batteryState == .unknown)
    #expect(device.identifierForVendor == device.identifierForVendor)
    #expect(device.identifierForVendor != nil)
  }

  @Test("device orientations: predicates, and the swap of the landscape sides")
  func deviceOrientationPredicates() {
    #expect(UIDeviceOrientation.portrait.isPortrait)
    #expect(UIDeviceOrientation.landscapeLeft.isLandscape)
    #expect(UIDeviceOrientation.faceUp.isFlat)
    #expect(!UIDeviceOrientation.faceUp.isValidInterfaceOrientation)
    #expect(UIDeviceOrientation.portraitUpsideDown.isValidInterfaceOrientation)
    #expect(!UIDeviceOrientation.unknown.isValidInterfaceOrientation)
    #expect(UIDeviceOrientation.landscapeLeft.rawValue == 3)
  }

  @Test("orientation is unknown until notifications start; a rotation posts one")
  func orientationNotifications() async throws {
    let window = try await presentationTestWindow(root: UIViewController())
    defer { withExtendedLifetime(window) {} }
    let device = UIDevice.current
    let posted = NotificationRecorder()
    let observer = NotificationCenter.default.addObserver(
      forName: UIDevice.orientationDidChangeNotification, object: device, queue: nil
    ) { posted.record($0) }
    defer { NotificationCenter.default.removeObserver(observer) }
    while device.isGeneratingDeviceOrientationNotifications {
      device.endGeneratingDeviceOrientationNotifications()
    }
    #expect(device.orientation == .unknown)
    device.beginGeneratingDeviceOrientationNotifications()
    defer { device.endGeneratingDeviceOrientationNotifications() }
    window.headlessRotate(to: .portrait, animated: false)
    #expect(device.orientation == .portrait)
    let before = posted.names.count
    window.headlessRotate(to: .landscapeLeft, animated: false)
    // The interface turning left means the device turned right.
    #expect(device.orientation == .landscapeRight)
    #expect(posted.names.count == before + 1)
    window.headlessRotate(to: .portrait, animated: false)
    #expect(device.orientation == .portrait)
    #expect(posted.names.count == before + 2)
  }

  @Test("the lifecycle notifications follow the delegate callbacks")
  func lifecycleNotifications() throws {
    let recorder = NotificationRecorder()
    let center = NotificationCenter.default
    let watched: [Notification.Name] = [
      UIApplication.didFinishLaunchingNotification, UIApplication.didBecomeActiveNotification,
      UIApplication.willResignActiveNotification, UIApplication.didEnterBackgroundNotification,
      UIApplication.willEnterForegroundNotification,
      UIApplication.didReceiveMemoryWarningNotification, UIApplication.willTerminateNotification,
    ]
    let observers = watched.map { name in
      center.addObserver(forName: name, object: nil, queue: nil) { recorder.record($0) }
    }
    defer { for observer in observers { center.removeObserver(observer) } }
    let application = UIApplication.headlessLaunch(delegate: LifecycleDelegate())
    try application.headlessEnterBackground()
    application.headlessEnterForeground()
    application.headlessSimulateMemoryWarning()
    application.headlessTerminate()
    #expect(
      recorder.names == [
        "UIApplicationDidFinishLaunchingNotification", "UIApplicationDidBecomeActiveNotification",
        "UIApplicationWillResignActiveNotification", "UIApplicationDidEnterBackgroundNotification",
        "UIApplicationWillEnterForegroundNotification", "UIApplicationDidBecomeActiveNotification",
        "UIApplicationDidReceiveMemoryWarningNotification",
        "UIApplicationWillTerminateNotification",
      ])
  }

  @Test("a memory warning reaches the controllers in the windows, children and presented")
  func memoryWarningReachesControllers() async throws {
    let root = WarnedController()
    let child = WarnedController()
    root.addChild(child)
    child.didMove(toParent: root)
    let window = try await presentationTestWindow(root: root)
    defer { withExtendedLifetime(window) {} }
    let presented = WarnedController()
    presented.modalPresentationStyle = .fullScreen
    root.present(presented, animated: false)
    await nextMainQueueTurn()
    let before = [root.warnings, child.warnings, presented.warnings]
    UIApplication.shared.headlessSimulateMemoryWarning()
    #expect([root.warnings, child.warnings, presented.warnings] == before.map { $0 + 1 })
  }

  @Test("open and canOpenURL record the URLs; unknown schemes do not open")
  func openingURLs() async throws {
    let application = UIApplication.headlessLaunch(delegate: LifecycleDelegate())
    let web = try #require(URL(string: "https://example.com"))
    let custom = try #require(URL(string: "myapp://item/1"))
    #expect(application.canOpenURL(web))
    #expect(!application.canOpenURL(custom))
    var results: [Bool] = []
    application.open(web, options: [:]) { results.append($0) }
    application.open(custom) { results.append($0) }
    #expect(results.isEmpty)
    await nextMainQueueTurn()
    #expect(results == [true, false])
    // The application is shared: other suites running in parallel may open their own URLs
    // (the Settings URL) while this test waits, so only this test's URLs are compared.
    let mine = { (urls: [URL]) in urls.filter { $0 == web || $0 == custom } }
    #expect(mine(application.headlessOpenedURLs) == [web])
    #expect(mine(application.headlessQueriedURLs) == [web, custom])
    application.headlessRegisterOpenableScheme("MyApp")
    #expect(application.canOpenURL(custom))
    application.open(web, options: [.universalLinksOnly: true])
    #expect(mine(application.headlessOpenedURLs) == [web])
  }

  @Test("idle timer and badge number are stored and defaulted")
  func idleTimerAndBadge() {
    let application = UIApplication.headlessLaunch(delegate: LifecycleDelegate())
    #expect(!application.isIdleTimerDisabled)
    #expect(application.applicationIconBadgeNumber == 0)
    application.isIdleTimerDisabled = true
    application.applicationIconBadgeNumber = 3
    #expect(application.isIdleTimerDisabled)
    #expect(application.applicationIconBadgeNumber == 3)
  }

  @Test("windows belong to the app's one scene, which reports their screen")
  func windowsAndScenes() async throws {
    let window = try await presentationTestWindow(
      orientation: .landscapeRight, root: UIViewController())
    defer { withExtendedLifetime(window) {} }
    let application = UIApplication.shared
    #expect(application.windows.contains { $0 === window })
    window.makeKey()
    let scene = try #require(window.windowScene)
    #expect(application.connectedScenes.contains(scene))
    #expect(scene.windows.contains { $0 === window })
    #expect(scene.keyWindow === window)
    #expect(scene.interfaceOrientation == .landscapeRight)
    let other = UIWindow(windowScene: scene)
    #expect(other.windowScene === scene)
    #expect(other.isHidden)
  }

  @Test("the pasteboard stores strings, URLs and items, counting changes")
  func pasteboard() throws {
    let board = UIPasteboard.withUniqueName()
    #expect(!board.hasStrings)
    let start = board.changeCount
    board.string = "hello"
    #expect(board.string == "hello")
    #expect(board.hasStrings)
    #expect(board.changeCount == start + 1)
    board.strings = ["a", "b"]
    #expect(board.strings == ["a", "b"])
    #expect(board.numberOfItems == 2)
    let url = try #require(URL(string: "https://example.com"))
    board.url = url
    #expect(board.url == url)
    #expect(!board.hasStrings)
    board.items = []
    #expect(board.string == nil)
    #expect(board.changeCount == start + 4)
    #expect(UIPasteboard.general === UIPasteboard.general)
  }

  @Test("feedback generators record what they were asked for")
  func feedbackGenerators() {
    let impact = UIImpactFeedbackGenerator(style: .heavy)
    impact.prepare()
    impact.impactOccurred()
    impact.impactOccurred(intensity: 2)
    #expect(
      impact.headlessEvents == [
        .prepared, .impact(.heavy, intensity: 1), .impact(.heavy, intensity: 1),
      ])
    #expect(UIImpactFeedbackGenerator().style == .medium)
    let selection = UISelectionFeedbackGenerator()
    selection.selectionChanged()
    #expect(selection.headlessEvents == [.selectionChanged])
    let notification = UINotificationFeedbackGenerator()
    notification.notificationOccurred(.error)
    #expect(notification.headlessEvents == [.notification(.error)])
  }

  @Test("window levels have UIKit's raw values")
  func windowLevels() {
    #expect(UIWindow.Level.normal.rawValue == 0)
    #expect(UIWindow.Level.statusBar.rawValue == 1000)
    #expect(UIWindow.Level.alert.rawValue == 2000)
    #expect(UIWindow().windowLevel == .normal)
  }

  @Test("window levels compare and take offsets, as apps write `.statusBar + 1`")
  func windowLevelArithmetic() {
    let window = UIWindow()
    window.windowLevel = UIWindow.Level.statusBar + 1
    #expect(window.windowLevel.rawValue == 1001)
    #expect((UIWindow.Level.alert - 1).rawValue == 1999)
    #expect(UIWindow.Level(5) == UIWindow.Level(rawValue: 5))
    #expect(UIWindow.Level.normal < .statusBar && UIWindow.Level.statusBar < .alert)
    #expect(max(window.windowLevel, .normal) == window.windowLevel)
  }
}

/// The names of the notifications received, in order.
private final class NotificationRecorder: @unchecked Sendable {
  private let lock = NSLock()
  private var received: [String] = []

  var names: [String] {
    lock.withLock { received }
  }

  func record(_ notification: Notification) {
    lock.withLock { received.append(notification.name.rawValue) }
  }
}

/// An app delegate that does nothing.
@MainActor
private final class LifecycleDelegate: NSObject, UIApplicationDelegate {
  var window: UIWindow?
}

/// A controller counting its memory warnings.
private final class WarnedController: UIViewController {
  var warnings = 0

  override func didReceiveMemoryWarning() {
    super.didReceiveMemoryWarning()
    warnings += 1
  }
}
