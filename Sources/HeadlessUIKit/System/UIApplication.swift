import Foundation

/// The app: the object that owns the delegate, the app's state, and state preservation and
/// restoration (spec §13).
///
/// UIKit makes the one application object in `UIApplicationMain` and never returns. Headless,
/// `UIApplication.headlessLaunch(delegate:stateArchive:)` (a HeadlessUIKit addition) plays that part: each
/// call makes a new application object, as a new process would, runs the launch callbacks and
/// state restoration, and makes it `shared`; `headlessEnterBackground()` saves state as UIKit does when
/// the app leaves the screen.
@preconcurrency @MainActor
open class UIApplication: UIResponder {
  /// The running application: the last one launched, or a default one that was never launched.
  public class var shared: UIApplication {
    if let current = current { return current }
    let application = UIApplication()
    current = application
    return application
  }

  static var current: UIApplication?

  /// The objects registered for state restoration in this launch, with their identifiers.
  var registeredObjects: [(object: WeakStateRestoring, identifier: String)] = []

  /// The app's lifecycle and state-restoration callbacks.
  ///
  /// The application keeps a strong reference, as `UIApplicationMain` keeps the delegate it
  /// makes alive for the whole process.
  open var delegate: (any UIApplicationDelegate)?

  /// Whether the app is active, inactive (launching or about to leave) or in the background.
  public internal(set) var applicationState: State = .inactive

  /// The file state is saved to and restored from, set at launch.
  var stateArchiveURL: URL?

  /// Why the last restoration from an archive did not happen, or `nil` if it did (or none was
  /// asked for).
  ///
  /// A HeadlessUIKit addition; UIKit gives no such report.
  public internal(set) var headlessStateRestorationError: StateRestorationError?

  /// Whether state restoration is under way (between the restoration class calls and
  /// `applicationFinishedRestoringState()`).
  var isRestoringState = false

  /// The opened URLs, idle timer, badge and other system-facing state (UIApplication+System).
  var system = ApplicationSystemState()

  /// Creates an application object; `headlessLaunch(delegate:stateArchive:)` is how apps make theirs.
  public override init() {
    super.init()
  }

  /// The app's window, as its delegate reports it (the pre-scene app model).
  open var keyWindow: UIWindow? {
    delegate?.window ?? nil
  }

  /// Registers an object that is not a view or controller for state preservation and
  /// restoration (spec §13).
  ///
  /// The object is preserved when the app is, under the path of its `restorationParent`
  /// followed by `restorationIdentifier`. At launch an object registered with the same path
  /// before restoration decodes the saved state; otherwise its `objectRestorationClass` makes
  /// one. The application does not keep the object alive.
  ///
  /// - Parameters:
  ///   - object: The object.
  ///   - restorationIdentifier: Its identifier, unique among its parent's restorable objects.
  open class func registerObject(
    forStateRestoration object: any UIStateRestoring, restorationIdentifier: String
  ) {
    let application = shared
    application.registeredObjects.removeAll {
      $0.object.object == nil || $0.object.object === object
    }
    application.registeredObjects.append(
      (WeakStateRestoring(object), restorationIdentifier))
  }
}

extension UIApplication {
  /// The app's execution state.
  public enum State: Int, Sendable {
    /// In the foreground and receiving events.
    case active = 0
    /// In the foreground but not receiving events: launching, or about to leave the screen.
    case inactive = 1
    /// In the background.
    case background = 2
  }

  /// A key of the launch options dictionary.
  public struct LaunchOptionsKey: Hashable, RawRepresentable, Sendable {
    /// The key's string.
    public var rawValue: String

    /// Creates a key from its string.
    ///
    /// - Parameter rawValue: The string.
    public init(rawValue: String) {
      self.rawValue = rawValue
    }

    /// The URL the app was opened to handle.
    public static let url = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsURLKey")
  }

  /// The app-level coder key of the app's bundle version (`CFBundleVersion`) when state was saved.
  nonisolated public static let stateRestorationBundleVersionKey =
    "UIApplicationStateRestorationBundleVersion"

  /// The app-level coder key of the user interface idiom (an `Int`) when state was saved.
  nonisolated public static let stateRestorationUserInterfaceIdiomKey =
    "UIApplicationStateRestorationUserInterfaceIdiom"

  /// The app-level coder key of the moment state was saved (an `NSDate`).
  nonisolated public static let stateRestorationTimestampKey =
    "UIApplicationStateRestorationTimestamp"

  /// The app-level coder key of the system version (a string) when state was saved.
  nonisolated public static let stateRestorationSystemVersionKey =
    "UIApplicationStateRestorationSystemVersion"

  /// The controller coder key that decodes the storyboard the controller was made from.
  nonisolated public static let stateRestorationViewControllerStoryboardKey =
    "UIStateRestorationViewControllerStoryboard"
}

/// A weak reference to a registered state-restoring object.
struct WeakStateRestoring {
  weak var object: (any UIStateRestoring)?

  init(_ object: any UIStateRestoring) {
    self.object = object
  }
}
