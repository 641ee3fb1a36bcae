import Foundation

/// An effect that changes a view's properties as the device tilts (decision: motion effects are
/// stored, and the headless device lies still).
///
/// UIKit asks each effect of a view for ``keyPathsAndRelativeValues(forViewerOffset:)`` as the
/// viewer's angle to the screen changes and adds the values to the view's properties. Headless
/// the device never tilts: the viewer offset stays zero and no effect changes a view, which is
/// what a device lying still shows. The effects are kept on the view for the app to read.
@preconcurrency @MainActor
open class UIMotionEffect: NSObject {
  /// Creates an effect.
  public override init() {
    super.init()
  }

  /// The values to add to the view's key paths for a viewer offset; `nil` by default.
  ///
  /// - Parameter viewerOffset: The viewer's offset, each axis from -1 to 1.
  /// - Returns: The relative value of each key path, or `nil`.
  open func keyPathsAndRelativeValues(forViewerOffset viewerOffset: UIOffset) -> [String: Any]? {
    nil
  }
}

/// An effect that moves one key path of a view between two relative values as the device tilts
/// along one axis.
@preconcurrency @MainActor
open class UIInterpolatingMotionEffect: UIMotionEffect {
  /// The axis of tilt an interpolating effect follows.
  public enum EffectType: Int, Sendable {
    /// Tilting left and right.
    case tiltAlongHorizontalAxis = 0
    /// Tilting up and down.
    case tiltAlongVerticalAxis = 1
  }

  /// The key path changed, such as `"center.x"`.
  public let keyPath: String

  /// The axis of tilt followed.
  public let type: EffectType

  /// The relative value at the offset -1; `nil` by default.
  open var minimumRelativeValue: Any?

  /// The relative value at the offset 1; `nil` by default.
  open var maximumRelativeValue: Any?

  /// Creates an effect on a key path along an axis.
  ///
  /// - Parameters:
  ///   - keyPath: The key path changed.
  ///   - type: The axis of tilt followed.
  public init(keyPath: String, type: EffectType) {
    self.keyPath = keyPath
    self.type = type
    super.init()
  }

  /// The key path's value interpolated between the minimum and maximum relative values at the
  /// offset along the effect's axis; `nil` unless both values are numbers.
  ///
  /// - Parameter viewerOffset: The viewer's offset, each axis from -1 to 1.
  /// - Returns: `[keyPath: value]`, or `nil`.
  open override func keyPathsAndRelativeValues(forViewerOffset viewerOffset: UIOffset)
    -> [String: Any]?
  {
    guard let minimum = Self.number(minimumRelativeValue),
      let maximum = Self.number(maximumRelativeValue)
    else { return nil }
    let offset = type == .tiltAlongHorizontalAxis ? viewerOffset.horizontal : viewerOffset.vertical
    let fraction = (min(max(offset, -1), 1) + 1) / 2
    return [keyPath: minimum + (maximum - minimum) * fraction]
  }

  /// A relative value as a number, when it is one.
  private static func number(_ value: Any?) -> CGFloat? {
    switch value {
    case let value as CGFloat: value
    case let value as Double: CGFloat(value)
    case let value as Int: CGFloat(value)
    case let value as NSNumber: CGFloat(value.doubleValue)
    default: nil
    }
  }
}

/// Effects applied together to a view.
@preconcurrency @MainActor
open class UIMotionEffectGroup: UIMotionEffect {
  /// The effects in the group; `nil` by default.
  open var motionEffects: [UIMotionEffect]?

  /// The values of every effect in the group, merged; `nil` when none has values.
  ///
  /// - Parameter viewerOffset: The viewer's offset, each axis from -1 to 1.
  /// - Returns: The relative value of each key path, or `nil`.
  open override func keyPathsAndRelativeValues(forViewerOffset viewerOffset: UIOffset)
    -> [String: Any]?
  {
    let values = (motionEffects ?? []).compactMap {
      $0.keyPathsAndRelativeValues(forViewerOffset: viewerOffset)
    }
    guard !values.isEmpty else { return nil }
    return values.reduce(into: [:]) { $0.merge($1) { _, new in new } }
  }
}

extension UIView {
  /// The motion effects of the view, in the order added; headless they never change it.
  public var motionEffects: [UIMotionEffect] {
    get { attachedMotionEffects }
    set { attachedMotionEffects = newValue }
  }

  /// Adds a motion effect; an effect already on the view is not added again.
  ///
  /// - Parameter effect: The effect.
  public func addMotionEffect(_ effect: UIMotionEffect) {
    guard !attachedMotionEffects.contains(where: { $0 === effect }) else { return }
    attachedMotionEffects.append(effect)
  }

  /// Removes a motion effect.
  ///
  /// - Parameter effect: The effect.
  public func removeMotionEffect(_ effect: UIMotionEffect) {
    attachedMotionEffects.removeAll { $0 === effect }
  }
}
