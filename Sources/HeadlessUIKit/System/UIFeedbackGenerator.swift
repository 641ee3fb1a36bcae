import Foundation

/// The base of the haptic feedback generators.
///
/// Headless nothing vibrates: each generator records the feedback it was asked for, in order,
/// in ``headlessEvents`` (a HeadlessUIKit addition), so tests can check what a user would feel.
@preconcurrency @MainActor
open class UIFeedbackGenerator: NSObject {
  /// The feedback asked for so far, oldest first (a HeadlessUIKit addition).
  public internal(set) var headlessEvents: [HeadlessFeedbackEvent] = []

  /// Creates a generator.
  public override init() {
    super.init()
  }

  /// Readies the haptic engine to cut latency; recorded as `.prepared`.
  open func prepare() {
    headlessEvents.append(.prepared)
  }
}

/// One piece of feedback a generator was asked for (a HeadlessUIKit addition).
public enum HeadlessFeedbackEvent: Equatable, Sendable {
  /// `prepare()`.
  case prepared
  /// `impactOccurred()` or `impactOccurred(intensity:)`, with the intensity (1 by default).
  case impact(UIImpactFeedbackGenerator.FeedbackStyle, intensity: CGFloat)
  /// `selectionChanged()`.
  case selectionChanged
  /// `notificationOccurred(_:)`.
  case notification(UINotificationFeedbackGenerator.FeedbackType)
}

/// Feedback for a collision: a tap of a given weight.
@preconcurrency @MainActor
open class UIImpactFeedbackGenerator: UIFeedbackGenerator {
  /// The weight of the impacts.
  public let style: FeedbackStyle

  /// Creates a generator of impacts of a given style.
  ///
  /// - Parameter style: The weight.
  public init(style: FeedbackStyle) {
    self.style = style
    super.init()
  }

  /// Creates a generator of `.medium` impacts.
  public convenience override init() {
    self.init(style: .medium)
  }

  /// Plays an impact at full intensity.
  open func impactOccurred() {
    impactOccurred(intensity: 1)
  }

  /// Plays an impact; the intensity is clamped to 0…1.
  ///
  /// - Parameter intensity: From 0 to 1.
  open func impactOccurred(intensity: CGFloat) {
    headlessEvents.append(.impact(style, intensity: min(max(intensity, 0), 1)))
  }
}

extension UIImpactFeedbackGenerator {
  /// The weight of an impact.
  public enum FeedbackStyle: Int, Sendable {
    /// Light.
    case light = 0
    /// Medium.
    case medium = 1
    /// Heavy.
    case heavy = 2
    /// Soft, flexible.
    case soft = 3
    /// Rigid, hard.
    case rigid = 4
  }
}

/// Feedback for a change of selection, such as turning a picker wheel.
@preconcurrency @MainActor
open class UISelectionFeedbackGenerator: UIFeedbackGenerator {
  /// Plays the selection-changed tick.
  open func selectionChanged() {
    headlessEvents.append(.selectionChanged)
  }
}

/// Feedback for the outcome of a task.
@preconcurrency @MainActor
open class UINotificationFeedbackGenerator: UIFeedbackGenerator {
  /// Plays the feedback of an outcome.
  ///
  /// - Parameter notificationType: Success, warning or error.
  open func notificationOccurred(_ notificationType: FeedbackType) {
    headlessEvents.append(.notification(notificationType))
  }
}

extension UINotificationFeedbackGenerator {
  /// The outcome of a task.
  public enum FeedbackType: Int, Sendable {
    /// Succeeded.
    case success = 0
    /// Produced a warning.
    case warning = 1
    /// Failed.
    case error = 2
  }
}
