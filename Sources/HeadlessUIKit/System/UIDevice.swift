import Foundation

/// The physical orientation of the device, which may differ from the interface's.
public enum UIDeviceOrientation: Int, Sendable {
  /// Not known (also the value while orientation notifications are off).
  case unknown = 0
  /// Upright, home button or indicator at the bottom.
  case portrait = 1
  /// Upside down.
  case portraitUpsideDown = 2
  /// Turned so that the home button or indicator is on the right.
  case landscapeLeft = 3
  /// Turned so that the home button or indicator is on the left.
  case landscapeRight = 4
  /// Lying flat, screen up.
  case faceUp = 5
  /// Lying flat, screen down.
  case faceDown = 6

  /// Whether the device is upright or upside down.
  public var isPortrait: Bool {
    self == .portrait || self == .portraitUpsideDown
  }

  /// Whether the device lies on one of its long sides.
  public var isLandscape: Bool {
    self == .landscapeLeft || self == .landscapeRight
  }

  /// Whether the device lies flat.
  public var isFlat: Bool {
    self == .faceUp || self == .faceDown
  }

  /// Whether the orientation corresponds to an interface orientation (not unknown or flat).
  public var isValidInterfaceOrientation: Bool {
    isPortrait || isLandscape
  }

  /// The device orientation that shows an interface orientation upright: the landscape ones are
  /// swapped, as turning the device left turns the interface right.
  init(interfaceOrientation: UIInterfaceOrientation) {
    switch interfaceOrientation {
    case .portrait: self = .portrait
    case .portraitUpsideDown: self = .portraitUpsideDown
    case .landscapeLeft: self = .landscapeRight
    case .landscapeRight: self = .landscapeLeft
    case .unknown: self = .unknown
    }
  }
}

/// The device the app runs on: its names, kind, system, orientation and battery.
///
/// Headless, the device is the one `UIScreen.main` simulates (its catalogue entry), running the
/// iOS release of the screen's system generation. The battery is reported as the Simulator
/// reports it: monitoring can be turned on, but the level stays -1 and the state `.unknown`.
@preconcurrency @MainActor
open class UIDevice: NSObject {
  /// The device the app runs on.
  public static let current = UIDevice()

  /// How many `beginGeneratingDeviceOrientationNotifications()` calls are not yet ended.
  private var orientationObservers = 0

  /// The device's last physical orientation.
  private var physicalOrientation: UIDeviceOrientation?

  /// The vendor identifier, made on first use.
  private var vendorIdentifier: UUID?

  override private init() {
    super.init()
  }

  /// The device's name: the simulated device's marketing name (as the Simulator names it).
  open var name: String {
    UIScreen.main.headlessDevice.name
  }

  /// The kind of device: `iPhone` or `iPad`.
  open var model: String {
    UIScreen.main.headlessDevice.idiom == .pad ? "iPad" : "iPhone"
  }

  /// The localized kind of device; the same as ``model``.
  open var localizedModel: String {
    model
  }

  /// The operating system's name: `iOS`.
  open var systemName: String {
    "iOS"
  }

  /// The operating system's version: the release whose metrics the main screen simulates
  /// (`18.0`, or `26.0` for a screen of the iOS 26 generation).
  open var systemVersion: String {
    "\(UIScreen.main.systemGeneration.rawValue).0"
  }

  /// The kind of interface the device uses: the simulated device's idiom.
  open var userInterfaceIdiom: UIUserInterfaceIdiom {
    UIScreen.main.headlessDevice.idiom
  }

  /// Whether the device supports multitasking; `true`.
  open var isMultitaskingSupported: Bool {
    true
  }

  /// An identifier that stays the same for the app's lifetime on this device.
  open var identifierForVendor: UUID? {
    if let vendorIdentifier { return vendorIdentifier }
    let identifier = UUID()
    vendorIdentifier = identifier
    return identifier
  }

  /// The physical orientation; `.unknown` unless orientation notifications are being generated
  /// (as UIKit documents), else the orientation of the last rotation, initially the main
  /// screen's.
  open var orientation: UIDeviceOrientation {
    guard orientationObservers > 0 else { return .unknown }
    return physicalOrientation
      ?? UIDeviceOrientation(interfaceOrientation: UIScreen.main.headlessInterfaceOrientation)
  }

  /// Whether orientation notifications are being generated.
  open var isGeneratingDeviceOrientationNotifications: Bool {
    orientationObservers > 0
  }

  /// Starts generating orientation notifications; calls nest.
  open func beginGeneratingDeviceOrientationNotifications() {
    orientationObservers += 1
  }

  /// Ends one ``beginGeneratingDeviceOrientationNotifications()``.
  open func endGeneratingDeviceOrientationNotifications() {
    orientationObservers = max(0, orientationObservers - 1)
  }

  /// Whether battery monitoring is on; `false` by default.
  open var isBatteryMonitoringEnabled = false

  /// The battery level from 0 to 1, or -1 when unknown: always -1 headless, as in the
  /// Simulator.
  open var batteryLevel: Float {
    -1
  }

  /// The battery state: always `.unknown` headless, as in the Simulator.
  open var batteryState: BatteryState {
    .unknown
  }

  /// Whether proximity monitoring is on; stays `false`, as on devices without a sensor.
  open var isProximityMonitoringEnabled: Bool {
    get { false }
    set {}
  }

  /// Whether the proximity sensor is close to the user; `false`.
  open var proximityState: Bool {
    false
  }

  /// Plays the keyboard click sound; silent headless.
  open func playInputClick() {}

  /// The device turned (a rotation of a window): records it and posts
  /// `orientationDidChangeNotification` while notifications are generated.
  func deviceDidTurn(to newOrientation: UIDeviceOrientation) {
    let old = orientation
    physicalOrientation = newOrientation
    if orientationObservers > 0, old != newOrientation {
      NotificationCenter.default.post(name: Self.orientationDidChangeNotification, object: self)
    }
  }
}

extension UIDevice {
  /// The state of the battery.
  public enum BatteryState: Int, Sendable {
    /// Not known (always, headless).
    case unknown = 0
    /// Running on battery.
    case unplugged = 1
    /// Charging.
    case charging = 2
    /// Full and plugged in.
    case full = 3
  }

  /// Posted when the device's physical orientation changes.
  nonisolated public static let orientationDidChangeNotification = Notification.Name(
    "UIDeviceOrientationDidChangeNotification")

  /// Posted when the battery level changes (never, headless).
  nonisolated public static let batteryLevelDidChangeNotification = Notification.Name(
    "UIDeviceBatteryLevelDidChangeNotification")

  /// Posted when the battery state changes (never, headless).
  nonisolated public static let batteryStateDidChangeNotification = Notification.Name(
    "UIDeviceBatteryStateDidChangeNotification")
}
