import Foundation

/// The accessibility system: the notifications an app posts to assistive apps, and the
/// user's accessibility settings.
///
/// Headless no assistive app runs: every setting reads `false` (VoiceOver is not running,
/// motion is not reduced), and posted notifications are recorded so that a test can read what
/// was posted (``headlessPostedNotifications``, a HeadlessUIKit addition).
public enum UIAccessibility {
  /// A notification an app posts to assistive apps.
  public struct Notification: RawRepresentable, Hashable, Sendable {
    /// The notification's number.
    public let rawValue: UInt32

    /// Creates a notification from its number.
    ///
    /// - Parameter rawValue: The number.
    public init(rawValue: UInt32) {
      self.rawValue = rawValue
    }

    /// A large part of the screen changed (a new view appeared); the argument is the element
    /// to move to, a string to speak, or `nil`.
    public static let screenChanged = Notification(rawValue: 1000)
    /// The layout of the screen changed; the argument is the element to move to, a string to
    /// speak, or `nil`.
    public static let layoutChanged = Notification(rawValue: 1001)
    /// An announcement to speak; the argument is the string.
    public static let announcement = Notification(rawValue: 1008)
    /// A scroll finished; the argument is a string describing the new position.
    public static let pageScrolled = Notification(rawValue: 1009)
    /// Assistive technology should pause; the argument names the technology.
    public static let pauseAssistiveTechnology = Notification(rawValue: 1010)
    /// Assistive technology may resume; the argument names the technology.
    public static let resumeAssistiveTechnology = Notification(rawValue: 1011)
  }

  /// A notification recorded by ``post(notification:argument:)`` (a HeadlessUIKit addition).
  public struct HeadlessPostedNotification: @unchecked Sendable {
    /// The notification.
    public let notification: Notification
    /// The argument it was posted with.
    public let argument: Any?
  }

  /// The notifications posted so far.
  private static let record = PostedNotificationRecord()

  /// Posts a notification to assistive apps; headless it is recorded in
  /// ``headlessPostedNotifications``.
  ///
  /// - Parameters:
  ///   - notification: The notification.
  ///   - argument: Its argument (an element, a string, or `nil`).
  public static func post(notification: Notification, argument: Any?) {
    record.append(HeadlessPostedNotification(notification: notification, argument: argument))
  }

  /// The notifications posted with ``post(notification:argument:)``, oldest first (a
  /// HeadlessUIKit addition).
  public static var headlessPostedNotifications: [HeadlessPostedNotification] {
    record.all
  }

  /// Forgets the posted notifications (a HeadlessUIKit addition).
  public static func headlessClearPostedNotifications() {
    record.removeAll()
  }

  /// Whether VoiceOver is running: `false` headless.
  public static var isVoiceOverRunning: Bool { false }
  /// Whether Switch Control is running: `false` headless.
  public static var isSwitchControlRunning: Bool { false }
  /// Whether AssistiveTouch is running: `false` headless.
  public static var isAssistiveTouchRunning: Bool { false }
  /// Whether Reduce Motion is on: `false` headless.
  public static var isReduceMotionEnabled: Bool { false }
  /// Whether Reduce Transparency is on: `false` headless.
  public static var isReduceTransparencyEnabled: Bool { false }
  /// Whether Bold Text is on: `false` headless.
  public static var isBoldTextEnabled: Bool { false }
  /// Whether Grayscale is on: `false` headless.
  public static var isGrayscaleEnabled: Bool { false }
  /// Whether Smart or Classic Invert is on: `false` headless.
  public static var isInvertColorsEnabled: Bool { false }
  /// Whether Increase Contrast is on: `false` headless.
  public static var isDarkerSystemColorsEnabled: Bool { false }
  /// Whether closed captions are on: `false` headless.
  public static var isClosedCaptioningEnabled: Bool { false }
  /// Whether Mono Audio is on: `false` headless.
  public static var isMonoAudioEnabled: Bool { false }
  /// Whether Guided Access is on: `false` headless.
  public static var isGuidedAccessEnabled: Bool { false }
  /// Whether Speak Screen is on: `false` headless.
  public static var isSpeakScreenEnabled: Bool { false }
  /// Whether Speak Selection is on: `false` headless.
  public static var isSpeakSelectionEnabled: Bool { false }
  /// Whether Shake to Undo is on: `true`, the system's default.
  public static var isShakeToUndoEnabled: Bool { true }
  /// Whether video previews play automatically: `true`, the system's default.
  public static var isVideoAutoplayEnabled: Bool { true }
  /// Whether switches show on/off labels: `false` headless.
  public static var isOnOffSwitchLabelsEnabled: Bool { false }
  /// Whether Button Shapes is on: `false` headless.
  public static var buttonShapesEnabled: Bool { false }
  /// Whether Differentiate Without Color is on: `false` headless.
  public static var shouldDifferentiateWithoutColor: Bool { false }
  /// Whether Prefer Cross-Fade Transitions is on: `false` headless.
  public static var prefersCrossFadeTransitions: Bool { false }

  /// Posted when VoiceOver starts or stops; never posted headless.
  public static let voiceOverStatusDidChangeNotification = NSNotification.Name(
    "UIAccessibilityVoiceOverStatusDidChangeNotification")
  /// Posted when Reduce Motion changes; never posted headless.
  public static let reduceMotionStatusDidChangeNotification = NSNotification.Name(
    "UIAccessibilityReduceMotionStatusDidChangeNotification")
  /// Posted when Reduce Transparency changes; never posted headless.
  public static let reduceTransparencyStatusDidChangeNotification = NSNotification.Name(
    "UIAccessibilityReduceTransparencyStatusDidChangeNotification")
  /// Posted when Bold Text changes; never posted headless.
  public static let boldTextStatusDidChangeNotification = NSNotification.Name(
    "UIAccessibilityBoldTextStatusDidChangeNotification")
  /// Posted when an element gains focus; never posted headless.
  public static let elementFocusedNotification = NSNotification.Name(
    "UIAccessibilityElementFocusedNotification")
  /// Posted when an announcement finishes; never posted headless.
  public static let announcementDidFinishNotification = NSNotification.Name(
    "UIAccessibilityAnnouncementDidFinishNotification")

  /// Converts a rectangle from a view's coordinates to screen coordinates.
  ///
  /// - Parameters:
  ///   - rect: The rectangle, in `view`'s coordinate space.
  ///   - view: The view.
  /// - Returns: The rectangle on the screen.
  @MainActor
  public static func convertToScreenCoordinates(_ rect: CGRect, in view: UIView) -> CGRect {
    guard let transform = view.transformToScreen else { return view.convert(rect, to: nil) }
    return rect.applying(transform)
  }
}

/// The notifications posted to assistive apps, behind a lock: UIKit lets any thread post.
private final class PostedNotificationRecord: @unchecked Sendable {
  private let lock = NSLock()
  private var notifications: [UIAccessibility.HeadlessPostedNotification] = []

  /// Records a notification.
  func append(_ notification: UIAccessibility.HeadlessPostedNotification) {
    lock.withLock { notifications.append(notification) }
  }

  /// The notifications, oldest first.
  var all: [UIAccessibility.HeadlessPostedNotification] {
    lock.withLock { notifications }
  }

  /// Forgets every notification.
  func removeAll() {
    lock.withLock { notifications.removeAll() }
  }
}
