import Foundation

/// A coordinate system that points and rectangles can be converted into and out of.
///
/// Views (their bounds), screens (`UIScreen.coordinateSpace`, following the interface
/// orientation) and `UIScreen.fixedCoordinateSpace` (portrait-up) adopt it (spec 2.7).
/// Conversions between them go through the screen's coordinate space; a view that is not in
/// a window has no place on a screen, and converting it to a space outside its own tree
/// returns the value unchanged with a diagnostic.
@preconcurrency @MainActor
public protocol UICoordinateSpace: NSObjectProtocol {
  /// The bounds of the coordinate space.
  var bounds: CGRect { get }

  /// Converts a point from this space to another.
  ///
  /// - Parameters:
  ///   - point: A point in this space.
  ///   - coordinateSpace: The target space.
  /// - Returns: The point in the target space.
  func convert(_ point: CGPoint, to coordinateSpace: any UICoordinateSpace) -> CGPoint

  /// Converts a point from another space to this one.
  ///
  /// - Parameters:
  ///   - point: A point in `coordinateSpace`.
  ///   - coordinateSpace: The source space.
  /// - Returns: The point in this space.
  func convert(_ point: CGPoint, from coordinateSpace: any UICoordinateSpace) -> CGPoint

  /// Converts a rectangle from this space to another (bounding box of the corners).
  ///
  /// - Parameters:
  ///   - rect: A rectangle in this space.
  ///   - coordinateSpace: The target space.
  /// - Returns: The rectangle in the target space.
  func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect

  /// Converts a rectangle from another space to this one (bounding box of the corners).
  ///
  /// - Parameters:
  ///   - rect: A rectangle in `coordinateSpace`.
  ///   - coordinateSpace: The source space.
  /// - Returns: The rectangle in this space.
  func convert(_ rect: CGRect, from coordinateSpace: any UICoordinateSpace) -> CGRect
}

/// What HeadlessUIKit's own coordinate spaces know: how to reach the screen's (interface)
/// coordinate space.
@MainActor
protocol ScreenSpaceMapping: AnyObject {
  /// The transform from this space to the screen's interface coordinate space, or `nil` if
  /// the space is not on a screen (a view outside any window).
  var transformToScreenSpace: CGAffineTransform? { get }
}

@MainActor
enum CoordinateSpaceConversion {
  /// The transform from `source` to `target`, through the screen's coordinate space.
  static func transform(
    from source: any UICoordinateSpace, to target: any UICoordinateSpace
  ) -> CGAffineTransform {
    if let sourceView = source as? UIView, let targetView = target as? UIView {
      return sourceView.conversion(to: targetView)
    }
    guard let s = (source as? ScreenSpaceMapping)?.transformToScreenSpace,
      let t = (target as? ScreenSpaceMapping)?.transformToScreenSpace
    else {
      Diagnostics.log(
        "Cannot convert between coordinate spaces \(source) and \(target): one of them is not "
          + "on a screen; the value is returned unchanged.")
      return .identity
    }
    return s.concatenating(t.inverted())
  }
}

/// The portrait-up coordinate space of a screen (`UIScreen.fixedCoordinateSpace`).
@MainActor
final class FixedCoordinateSpace: NSObject, UICoordinateSpace, ScreenSpaceMapping {
  let screen: UIScreen

  init(screen: UIScreen) {
    self.screen = screen
    super.init()
  }

  var bounds: CGRect {
    CGRect(origin: .zero, size: screen.headlessDevice.portraitSize)
  }

  var transformToScreenSpace: CGAffineTransform? {
    screen.interfaceToFixed.inverted()
  }

  func convert(_ point: CGPoint, to coordinateSpace: any UICoordinateSpace) -> CGPoint {
    point.applying(CoordinateSpaceConversion.transform(from: self, to: coordinateSpace))
  }

  func convert(_ point: CGPoint, from coordinateSpace: any UICoordinateSpace) -> CGPoint {
    point.applying(CoordinateSpaceConversion.transform(from: coordinateSpace, to: self))
  }

  func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect {
    rect.applying(CoordinateSpaceConversion.transform(from: self, to: coordinateSpace))
  }

  func convert(_ rect: CGRect, from coordinateSpace: any UICoordinateSpace) -> CGRect {
    rect.applying(CoordinateSpaceConversion.transform(from: coordinateSpace, to: self))
  }
}

extension UIScreen: ScreenSpaceMapping {
  var transformToScreenSpace: CGAffineTransform? {
    .identity
  }

  /// Converts a point from the screen's coordinate space to another.
  ///
  /// - Parameters:
  ///   - point: A point in screen coordinates.
  ///   - coordinateSpace: The target space.
  /// - Returns: The point in the target space.
  public func convert(_ point: CGPoint, to coordinateSpace: any UICoordinateSpace) -> CGPoint {
    point.applying(CoordinateSpaceConversion.transform(from: self, to: coordinateSpace))
  }

  /// Converts a point from another space to the screen's coordinate space.
  ///
  /// - Parameters:
  ///   - point: A point in `coordinateSpace`.
  ///   - coordinateSpace: The source space.
  /// - Returns: The point in screen coordinates.
  public func convert(_ point: CGPoint, from coordinateSpace: any UICoordinateSpace) -> CGPoint {
    point.applying(CoordinateSpaceConversion.transform(from: coordinateSpace, to: self))
  }

  /// Converts a rectangle from the screen's coordinate space to another.
  ///
  /// - Parameters:
  ///   - rect: A rectangle in screen coordinates.
  ///   - coordinateSpace: The target space.
  /// - Returns: The rectangle in the target space.
  public func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect {
    rect.applying(CoordinateSpaceConversion.transform(from: self, to: coordinateSpace))
  }

  /// Converts a rectangle from another space to the screen's coordinate space.
  ///
  /// - Parameters:
  ///   - rect: A rectangle in `coordinateSpace`.
  ///   - coordinateSpace: The source space.
  /// - Returns: The rectangle in screen coordinates.
  public func convert(_ rect: CGRect, from coordinateSpace: any UICoordinateSpace) -> CGRect {
    rect.applying(CoordinateSpaceConversion.transform(from: coordinateSpace, to: self))
  }
}

extension UIView: UICoordinateSpace, ScreenSpaceMapping {
  var transformToScreenSpace: CGAffineTransform? {
    transformToScreen
  }

  /// Converts a point from the view's bounds to another coordinate space.
  ///
  /// - Parameters:
  ///   - point: A point in the view's bounds coordinates.
  ///   - coordinateSpace: The target space.
  /// - Returns: The point in the target space.
  public func convert(_ point: CGPoint, to coordinateSpace: any UICoordinateSpace) -> CGPoint {
    point.applying(CoordinateSpaceConversion.transform(from: self, to: coordinateSpace))
  }

  /// Converts a point from another coordinate space to the view's bounds.
  ///
  /// - Parameters:
  ///   - point: A point in `coordinateSpace`.
  ///   - coordinateSpace: The source space.
  /// - Returns: The point in the view's bounds coordinates.
  public func convert(_ point: CGPoint, from coordinateSpace: any UICoordinateSpace) -> CGPoint {
    point.applying(CoordinateSpaceConversion.transform(from: coordinateSpace, to: self))
  }

  /// Converts a rectangle from the view's bounds to another coordinate space.
  ///
  /// - Parameters:
  ///   - rect: A rectangle in the view's bounds coordinates.
  ///   - coordinateSpace: The target space.
  /// - Returns: The rectangle in the target space.
  public func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect {
    rect.applying(CoordinateSpaceConversion.transform(from: self, to: coordinateSpace))
  }

  /// Converts a rectangle from another coordinate space to the view's bounds.
  ///
  /// - Parameters:
  ///   - rect: A rectangle in `coordinateSpace`.
  ///   - coordinateSpace: The source space.
  /// - Returns: The rectangle in the view's bounds coordinates.
  public func convert(_ rect: CGRect, from coordinateSpace: any UICoordinateSpace) -> CGRect {
    rect.applying(CoordinateSpaceConversion.transform(from: coordinateSpace, to: self))
  }
}
