import Foundation

/// The app's delegate: told of launch and of moves to and from the background, and asked about
/// state preservation and restoration (spec §13).
///
/// UIKit declares every member optional; here each has a default that does what UIKit does
/// when the delegate does not implement it. The secure state-restoration pair's defaults ask
/// the older pair, so a delegate that implements only `application(_:shouldSaveApplicationState:)`
/// and `application(_:shouldRestoreApplicationState:)` still opts in.
@preconcurrency @MainActor
public protocol UIApplicationDelegate: AnyObject {
  /// The app's window (the pre-scene app model).
  var window: UIWindow? { get set }

  /// Called when launch begins, before state restoration.
  ///
  /// - Parameters:
  ///   - application: The app.
  ///   - launchOptions: Why the app was launched, or `nil`.
  /// - Returns: `false` if the app cannot handle what it was launched for.
  func application(
    _ application: UIApplication,
    willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool

  /// Called when launch ends, after state restoration.
  ///
  /// - Parameters:
  ///   - application: The app.
  ///   - launchOptions: Why the app was launched, or `nil`.
  /// - Returns: `false` if the app cannot handle what it was launched for.
  func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool

  /// Called when the app became active.
  func applicationDidBecomeActive(_ application: UIApplication)
  /// Called when the app is about to stop being active.
  func applicationWillResignActive(_ application: UIApplication)
  /// Called when the app moved to the background (before state is saved).
  func applicationDidEnterBackground(_ application: UIApplication)
  /// Called when the app is about to come back to the foreground.
  func applicationWillEnterForeground(_ application: UIApplication)
  /// Called when the system warns that memory is low.
  func applicationDidReceiveMemoryWarning(_ application: UIApplication)
  /// Called when the app is about to terminate.
  func applicationWillTerminate(_ application: UIApplication)

  /// Whether to save the app's state; the coder requires secure coding (spec 13.1).
  ///
  /// - Parameters:
  ///   - application: The app.
  ///   - coder: The app-level coder, which the delegate may also write into.
  /// - Returns: `true` to save.
  func application(_ application: UIApplication, shouldSaveSecureApplicationState coder: NSCoder)
    -> Bool

  /// Whether to restore the saved state; the coder requires secure coding (spec 13.1).
  ///
  /// - Parameters:
  ///   - application: The app.
  ///   - coder: The app-level coder as saved, with the `stateRestoration…Key` values.
  /// - Returns: `true` to restore.
  func application(
    _ application: UIApplication, shouldRestoreSecureApplicationState coder: NSCoder
  ) -> Bool

  /// Whether to save the app's state (the pre-iOS 13.2 opt-in).
  func application(_ application: UIApplication, shouldSaveApplicationState coder: NSCoder)
    -> Bool

  /// Whether to restore the saved state (the pre-iOS 13.2 opt-in).
  func application(_ application: UIApplication, shouldRestoreApplicationState coder: NSCoder)
    -> Bool

  /// Called before any controller's state is saved, with the app-level coder.
  func application(_ application: UIApplication, willEncodeRestorableStateWith coder: NSCoder)

  /// Called after every restored controller decoded its state, with the app-level coder.
  func application(_ application: UIApplication, didDecodeRestorableStateWith coder: NSCoder)

  /// Makes a saved controller that has no restoration class (spec 13.8, step 2).
  ///
  /// - Parameters:
  ///   - application: The app.
  ///   - identifierComponents: The controller's restoration path.
  ///   - coder: The controller's saved state.
  /// - Returns: The controller, or `nil` to let UIKit look for an existing one.
  func application(
    _ application: UIApplication,
    viewControllerWithRestorationIdentifierPath identifierComponents: [String], coder: NSCoder
  ) -> UIViewController?
}

extension UIApplicationDelegate {
  /// No window.
  public var window: UIWindow? {
    get { nil }
    set {}
  }

  /// Returns `true`.
  public func application(
    _ application: UIApplication,
    willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool { true }

  /// Returns `true`.
  public func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool { true }

  /// Does nothing.
  public func applicationDidBecomeActive(_ application: UIApplication) {}
  /// Does nothing.
  public func applicationWillResignActive(_ application: UIApplication) {}
  /// Does nothing.
  public func applicationDidEnterBackground(_ application: UIApplication) {}
  /// Does nothing.
  public func applicationWillEnterForeground(_ application: UIApplication) {}
  /// Does nothing.
  public func applicationDidReceiveMemoryWarning(_ application: UIApplication) {}
  /// Does nothing.
  public func applicationWillTerminate(_ application: UIApplication) {}

  /// Asks the older `application(_:shouldSaveApplicationState:)`.
  public func application(
    _ application: UIApplication, shouldSaveSecureApplicationState coder: NSCoder
  ) -> Bool {
    self.application(application, shouldSaveApplicationState: coder)
  }

  /// Asks the older `application(_:shouldRestoreApplicationState:)`.
  public func application(
    _ application: UIApplication, shouldRestoreSecureApplicationState coder: NSCoder
  ) -> Bool {
    self.application(application, shouldRestoreApplicationState: coder)
  }

  /// Returns `false`: state is not saved unless the delegate opts in.
  public func application(_ application: UIApplication, shouldSaveApplicationState coder: NSCoder)
    -> Bool
  { false }

  /// Returns `false`: state is not restored unless the delegate opts in.
  public func application(
    _ application: UIApplication, shouldRestoreApplicationState coder: NSCoder
  ) -> Bool { false }

  /// Does nothing.
  public func application(
    _ application: UIApplication, willEncodeRestorableStateWith coder: NSCoder
  ) {}

  /// Does nothing.
  public func application(
    _ application: UIApplication, didDecodeRestorableStateWith coder: NSCoder
  ) {}

  /// Returns `nil`.
  public func application(
    _ application: UIApplication,
    viewControllerWithRestorationIdentifierPath identifierComponents: [String], coder: NSCoder
  ) -> UIViewController? { nil }
}
