import Dispatch
import Foundation

/// A time interval in seconds, as Core Foundation declares it.
public typealias CFTimeInterval = Double

// swift-format-ignore: AlwaysUseLowerCamelCase
/// The current absolute time, in seconds, of the clock Core Animation uses.
///
/// A monotonic clock: it never goes backwards and does not follow changes to the wall clock.
/// Its origin is unspecified (here: the system's boot time), so only differences are meaningful.
///
/// - Returns: The clock's current value in seconds.
public func CACurrentMediaTime() -> CFTimeInterval {
  CFTimeInterval(DispatchTime.now().uptimeNanoseconds) / 1_000_000_000
}

/// What a timed object shows outside its active duration.
public struct CAMediaTimingFillMode: RawRepresentable, Hashable, Sendable {
  /// The mode's name.
  public var rawValue: String

  /// Creates a fill mode from its name.
  public init(rawValue: String) {
    self.rawValue = rawValue
  }

  /// The final value stays after the animation ends.
  public static let forwards = CAMediaTimingFillMode(rawValue: "forwards")
  /// The initial value shows before the animation begins.
  public static let backwards = CAMediaTimingFillMode(rawValue: "backwards")
  /// Both `forwards` and `backwards`.
  public static let both = CAMediaTimingFillMode(rawValue: "both")
  /// Nothing outside the active duration (the default).
  public static let removed = CAMediaTimingFillMode(rawValue: "removed")
}

/// The timing of a layer or an animation: when it begins, how long it lasts and repeats, how
/// fast its local time runs and what it shows outside its active duration.
@preconcurrency @MainActor
public protocol CAMediaTiming {
  /// When the object begins, in its parent's time (for an animation: `CACurrentMediaTime()`
  /// plus a delay). Defaults to 0.
  var beginTime: CFTimeInterval { get set }
  /// The basic duration in seconds.
  ///
  /// Defaults to 0 (an animation then uses its transaction's
  /// duration, 0.25 s by default).
  var duration: CFTimeInterval { get set }
  /// The rate of local time relative to the parent's.
  ///
  /// Defaults to 1.
  var speed: Float { get set }
  /// An offset added to local time.
  ///
  /// Defaults to 0.
  var timeOffset: CFTimeInterval { get set }
  /// How many times the object repeats (`.infinity` forever).
  ///
  /// Defaults to 0 (once).
  var repeatCount: Float { get set }
  /// How long the object repeats, in seconds.
  ///
  /// Defaults to 0.
  var repeatDuration: CFTimeInterval { get set }
  /// Whether each repetition plays forwards and then backwards.
  ///
  /// Defaults to `false`.
  var autoreverses: Bool { get set }
  /// What the object shows outside its active duration.
  ///
  /// Defaults to `.removed`.
  var fillMode: CAMediaTimingFillMode { get set }
}

extension CALayer: CAMediaTiming {
  /// When the layer's timeline begins, in its superlayer's time.
  ///
  /// Defaults to 0.
  public var beginTime: CFTimeInterval {
    get { extras.timing.beginTime }
    set { extras.timing.beginTime = newValue }
  }

  /// The layer's basic duration.
  ///
  /// Defaults to 0.
  public var duration: CFTimeInterval {
    get { extras.timing.duration }
    set { extras.timing.duration = newValue }
  }

  /// The rate of the layer's time relative to its superlayer's.
  ///
  /// Defaults to 1.
  public var speed: Float {
    get { extras.timing.speed }
    set { extras.timing.speed = newValue }
  }

  /// An offset added to the layer's local time.
  ///
  /// Defaults to 0.
  public var timeOffset: CFTimeInterval {
    get { extras.timing.timeOffset }
    set { extras.timing.timeOffset = newValue }
  }

  /// How many times the layer's timeline repeats.
  ///
  /// Defaults to 0.
  public var repeatCount: Float {
    get { extras.timing.repeatCount }
    set { extras.timing.repeatCount = newValue }
  }

  /// How long the layer's timeline repeats.
  ///
  /// Defaults to 0.
  public var repeatDuration: CFTimeInterval {
    get { extras.timing.repeatDuration }
    set { extras.timing.repeatDuration = newValue }
  }

  /// Whether the layer's timeline autoreverses.
  ///
  /// Defaults to `false`.
  public var autoreverses: Bool {
    get { extras.timing.autoreverses }
    set { extras.timing.autoreverses = newValue }
  }

  /// What the layer's timeline shows outside its active duration.
  ///
  /// Defaults to `.removed`.
  public var fillMode: CAMediaTimingFillMode {
    get { extras.timing.fillMode }
    set { extras.timing.fillMode = newValue }
  }
}
