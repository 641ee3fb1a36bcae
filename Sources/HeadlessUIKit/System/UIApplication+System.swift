import Foundation

/// The system-facing state of the application: the URLs it asked to open, the idle timer, the
/// badge number.
struct ApplicationSystemState {
  /// The URLs passed to `open(_:options:completionHandler:)`, in order.
  var openedURLs: [URL] = []
  /// The URLs passed to `canOpenURL(_:)`, in order.
  var queriedURLs: [URL] = []
  /// The URL schemes `canOpenURL(_:)` and `open(_:)` treat as handled by an installed app.
  var openableSchemes: Set<String> = [
    "http", "https", "mailto", "tel", "sms", "maps", "app-settings",
  ]
  /// `isIdleTimerDisabled`.
  var isIdleTimerDisabled = false
  /// `applicationIconBadgeNumber`.
  var badgeNumber = 0
}

/// Windows, scenes, URLs, the status bar and the lifecycle notifications of the application.
///
/// Headless there is one screen and one scene: every window belongs to it unless app code
/// assigned it a scene. Opening a URL leaves the app in the foreground and records the URL
/// (``headlessOpenedURLs``).
extension UIApplication {
  /// The app's windows, in the order they were made (hidden ones included, as in UIKit).
  public var windows: [UIWindow] {
    WindowRegistry.windows
  }

  /// The scenes connected to the app: the one window scene.
  public var connectedScenes: Set<UIScene> {
    [defaultScene]
  }

  /// The scene that every window belongs to unless app code assigned it another: one for the
  /// process, kept across headless launches as the screen is.
  var defaultScene: UIWindowScene {
    UIWindowScene.processScene
  }

  /// Whether the app keeps the screen from locking; `false` by default (nothing locks
  /// headless).
  public var isIdleTimerDisabled: Bool {
    get { system.isIdleTimerDisabled }
    set { system.isIdleTimerDisabled = newValue }
  }

  /// The number on the app's icon; 0 by default.
  ///
  /// Negative numbers are stored as given.
  public var applicationIconBadgeNumber: Int {
    get { system.badgeNumber }
    set { system.badgeNumber = newValue }
  }

  /// The status bar's frame on the key window's screen (deprecated in UIKit, still present).
  public var statusBarFrame: CGRect {
    statusBarWindow?.resolvedStatusBarFrame ?? .zero
  }

  /// The interface orientation of the main screen (deprecated in UIKit, still present).
  public var statusBarOrientation: UIInterfaceOrientation {
    (statusBarWindow?.screen ?? UIScreen.main).headlessInterfaceOrientation
  }

  /// Whether the status bar is hidden over the key window (deprecated in UIKit).
  public var isStatusBarHidden: Bool {
    statusBarWindow?.resolvedStatusBarHidden ?? false
  }

  /// The status bar style the key window's controllers prefer (deprecated in UIKit).
  public var statusBarStyle: UIStatusBarStyle {
    statusBarWindow?.resolvedStatusBarStyle ?? .default
  }

  /// The window whose controllers decide the status bar: the key window, else the first visible
  /// one.
  var statusBarWindow: UIWindow? {
    WindowRegistry.keyWindow ?? windows.first { !$0.isHidden }
  }

  /// Whether an installed app handles the URL's scheme; the URL is recorded.
  ///
  /// Headless, `http`, `https`, `mailto`, `tel`, `sms`, `maps` and `app-settings` are handled
  /// (the Simulator's own apps), plus the schemes registered with ``headlessRegisterOpenableScheme(_:)``.
  ///
  /// - Parameter url: The URL.
  /// - Returns: Whether it could be opened.
  public func canOpenURL(_ url: URL) -> Bool {
    system.queriedURLs.append(url)
    return canOpen(url)
  }

  /// Asks the system to open a URL: it is recorded, and the completion handler hears on the next
  /// turn of the main queue whether an app handles its scheme (the app stays in the
  /// foreground).
  ///
  /// - Parameters:
  ///   - url: The URL.
  ///   - options: The options (`.universalLinksOnly` opens only `http`/`https` URLs of apps;
  ///     headless none, so it fails).
  ///   - completion: Called with whether the URL was opened.
  public func open(
    _ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:],
    completionHandler completion: (@MainActor @Sendable (Bool) -> Void)? = nil
  ) {
    let universalOnly = (options[.universalLinksOnly] as? Bool) ?? false
    let opened = !universalOnly && canOpen(url)
    if opened { system.openedURLs.append(url) }
    guard let completion else { return }
    UpdateCycle.shared.afterNextPass { completion(opened) }
  }

  /// The URLs the app opened with `open(_:options:completionHandler:)`, in order (a HeadlessUIKit
  /// addition).
  public var headlessOpenedURLs: [URL] {
    system.openedURLs
  }

  /// The URLs the app asked `canOpenURL(_:)` about, in order (a HeadlessUIKit addition).
  public var headlessQueriedURLs: [URL] {
    system.queriedURLs
  }

  /// Makes URLs with a scheme openable, as installing an app that handles it would (a
  /// HeadlessUIKit addition).
  ///
  /// - Parameter scheme: The scheme, without `:`; compared without case.
  public func headlessRegisterOpenableScheme(_ scheme: String) {
    system.openableSchemes.insert(scheme.lowercased())
  }

  /// Warns the app that memory is low, as the system does (a HeadlessUIKit addition): the
  /// delegate hears `applicationDidReceiveMemoryWarning(_:)`,
  /// `didReceiveMemoryWarningNotification` is posted, and every controller in the app's windows
  /// (roots, their children and presented controllers) gets `didReceiveMemoryWarning()`.
  public func headlessSimulateMemoryWarning() {
    delegate?.applicationDidReceiveMemoryWarning(self)
    post(Self.didReceiveMemoryWarningNotification)
    var controllers: [UIViewController] = []
    var seen: Set<ObjectIdentifier> = []
    func collect(_ controller: UIViewController) {
      guard seen.insert(ObjectIdentifier(controller)).inserted else { return }
      controllers.append(controller)
      for child in controller.childList { collect(child) }
      if let presented = controller.presentation.presented { collect(presented) }
    }
    for window in windows {
      if let root = window.rootViewController { collect(root) }
    }
    for controller in controllers { controller.didReceiveMemoryWarning() }
  }

  /// Terminates the app as the system does when the user quits it (a HeadlessUIKit addition).
  ///
  /// The delegate hears `applicationWillTerminate(_:)` and `willTerminateNotification` is
  /// posted. Nothing is saved.
  public func headlessTerminate() {
    delegate?.applicationWillTerminate(self)
    post(Self.willTerminateNotification)
  }

  /// Posts a notification with the application as its object.
  func post(_ name: Notification.Name) {
    NotificationCenter.default.post(name: name, object: self)
  }

  private func canOpen(_ url: URL) -> Bool {
    guard let scheme = url.scheme?.lowercased() else { return false }
    return system.openableSchemes.contains(scheme)
  }
}

extension UIApplication {
  /// A key of the options of `open(_:options:completionHandler:)`.
  public struct OpenExternalURLOptionsKey: Hashable, RawRepresentable, Sendable {
    /// The key's string.
    public var rawValue: String

    /// Creates a key from its string.
    ///
    /// - Parameter rawValue: The string.
    public init(rawValue: String) {
      self.rawValue = rawValue
    }

    /// Open the URL only if an installed app handles it as a universal link.
    public static let universalLinksOnly = OpenExternalURLOptionsKey(
      rawValue: "UIApplicationOpenURLOptionUniversalLinksOnly")
  }

  /// Posted after the app finished launching.
  nonisolated public static let didFinishLaunchingNotification = Notification.Name(
    "UIApplicationDidFinishLaunchingNotification")
  /// Posted when the app became active.
  nonisolated public static let didBecomeActiveNotification = Notification.Name(
    "UIApplicationDidBecomeActiveNotification")
  /// Posted when the app is about to stop being active.
  nonisolated public static let willResignActiveNotification = Notification.Name(
    "UIApplicationWillResignActiveNotification")
  /// Posted when the app moved to the background.
  nonisolated public static let didEnterBackgroundNotification = Notification.Name(
    "UIApplicationDidEnterBackgroundNotification")
  /// Posted when the app is about to come back to the foreground.
  nonisolated public static let willEnterForegroundNotification = Notification.Name(
    "UIApplicationWillEnterForegroundNotification")
  /// Posted when the system warns that memory is low.
  nonisolated public static let didReceiveMemoryWarningNotification = Notification.Name(
    "UIApplicationDidReceiveMemoryWarningNotification")
  /// Posted when the app is about to terminate.
  nonisolated public static let willTerminateNotification = Notification.Name(
    "UIApplicationWillTerminateNotification")
  /// Posted when the user took a screenshot (never, headless).
  nonisolated public static let userDidTakeScreenshotNotification = Notification.Name(
    "UIApplicationUserDidTakeScreenshotNotification")
  /// Posted when the time changed significantly, such as at midnight (never, headless).
  nonisolated public static let significantTimeChangeNotification = Notification.Name(
    "UIApplicationSignificantTimeChangeNotification")
}

/// Every window the app made, weakly, in order.
@MainActor
enum WindowRegistry {
  private static var entries: [WeakWindow] = []

  /// Records a new window.
  static func add(_ window: UIWindow) {
    entries.removeAll { $0.window == nil }
    entries.append(WeakWindow(window: window))
  }

  /// Forgets a window: an appearance proxy, which is no window of the app.
  static func remove(_ window: UIWindow) {
    entries.removeAll { $0.window == nil || $0.window === window }
  }

  /// The live windows, oldest first.
  static var windows: [UIWindow] {
    entries.compactMap(\.window)
  }

  /// The key window, if it is still alive.
  static var keyWindow: UIWindow? {
    windows.first { $0.isKeyWindow }
  }

  private struct WeakWindow {
    weak var window: UIWindow?
  }
}
