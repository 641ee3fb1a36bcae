import Foundation

/// UIKit's geometry boxes: `NSValue(cgRect:)` and `cgRectValue`, as the keyboard's user info
/// carries its frames.
extension NSValue {
  /// Boxes a rectangle.
  ///
  /// - Parameter rect: The rectangle.
  public convenience init(cgRect rect: CGRect) {
    self.init(rect: rect)
  }

  /// Boxes a point.
  ///
  /// - Parameter point: The point.
  public convenience init(cgPoint point: CGPoint) {
    self.init(point: point)
  }

  /// Boxes a size.
  ///
  /// - Parameter size: The size.
  public convenience init(cgSize size: CGSize) {
    self.init(size: size)
  }

  /// The boxed rectangle.
  public var cgRectValue: CGRect {
    rectValue
  }

  /// The boxed point.
  public var cgPointValue: CGPoint {
    pointValue
  }

  /// The boxed size.
  public var cgSizeValue: CGSize {
    sizeValue
  }
}

/// Lets a boxed rectangle be read with `as? CGRect`, as Apple's Foundation bridges `NSValue`:
/// code reads the keyboard's frame either way. Linux's Foundation does not bridge the two, so
/// the conformance is declared here, on a type from another module.
// swift-format-ignore: AvoidRetroactiveConformances
extension CGRect: @retroactive _ObjectiveCBridgeable {
  /// Boxes the rectangle.
  public func _bridgeToObjectiveC() -> NSValue {
    NSValue(rect: self)
  }

  /// Unboxes a rectangle.
  public static func _forceBridgeFromObjectiveC(_ source: NSValue, result: inout CGRect?) {
    result = source.rectValue
  }

  /// Unboxes a rectangle when the value holds one.
  public static func _conditionallyBridgeFromObjectiveC(
    _ source: NSValue, result: inout CGRect?
  ) -> Bool {
    guard String(cString: source.objCType) == String(cString: NSValue(rect: .zero).objCType)
    else { return false }
    result = source.rectValue
    return true
  }

  /// Unboxes a rectangle, `.zero` for `nil`.
  public static func _unconditionallyBridgeFromObjectiveC(_ source: NSValue?) -> CGRect {
    source?.rectValue ?? .zero
  }
}
