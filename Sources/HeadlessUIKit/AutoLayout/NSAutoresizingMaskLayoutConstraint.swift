import Foundation

/// A constraint the layout engine makes from a view's frame and autoresizing mask (spec 5.21),
/// printed as UIKit prints its `NSAutoresizingMaskLayoutConstraint`s:
/// `<NSAutoresizingMaskLayoutConstraint:0x… h=--& v=--& UIView:0x….minX == 10   (active)>`.
///
/// Each view that translates its mask gets four, two per axis: a position (`minX == x` when the
/// leading margin and the size are fixed, otherwise `midX == m*super.midX + c`) and a size
/// (`width == w`, or `width == b*super.width + c` when flexible). The mask prints as three
/// symbols per axis (leading margin, size, trailing margin; `-` fixed, `&` flexible), and a
/// mask without flexible parts prints `--&`, as UIKit does. The engine solves the exact
/// equations of decision A3; the multipliers shown are those equations' coefficients.
final class NSAutoresizingMaskLayoutConstraint: NSLayoutConstraint {
  /// `h=--& v=--&`.
  var maskText = ""

  override var descriptionAccessory: String? {
    maskText
  }

  /// The symbols UIKit prints for one axis of a mask.
  static func symbols(leading: Bool, size: Bool, trailing: Bool) -> String {
    guard leading || size || trailing else { return "--&" }
    return [leading, size, trailing].map { $0 ? "&" : "-" }.joined()
  }

  /// The constraints UIKit calls `UIView-Encapsulated-Layout-*` for a view controller's root
  /// view sized by its window or container, in the engine's order (x, width, y, height): plain
  /// `NSLayoutConstraint`s with the frame's values, `minX == 0` and `width == 393`.
  ///
  /// - Parameters:
  ///   - view: The root view.
  ///   - frame: Its frame (alignment rectangle) when the constraints were made.
  /// - Returns: Left, width, top and height.
  @MainActor
  static func encapsulating(_ view: UIView, frame: CGRect) -> [NSLayoutConstraint] {
    let parts: [(NSLayoutConstraint.Attribute, String, String, CGFloat)] = [
      (.left, "Left", "minX", frame.minX), (.width, "Width", "width", frame.width),
      (.top, "Top", "minY", frame.minY), (.height, "Height", "height", frame.height),
    ]
    return parts.map { attribute, suffix, name, value in
      let constraint = NSLayoutConstraint(
        anchor: LayoutAnchorDefinition(item: view, attribute: attribute), relatedBy: .equal,
        toAnchor: nil, multiplier: 1, constant: value)
      constraint.identifier = "UIView-Encapsulated-Layout-\(suffix)"
      constraint.equationOverride =
        "\(view.layoutDescription).\(name) == \(GeometryFormat.number(value))"
      return constraint
    }
  }

  /// The four constraints of a view, for printing, in the engine's order (x, width, y, height).
  ///
  /// - Parameters:
  ///   - view: The view.
  ///   - superview: Its superview.
  ///   - frame: The frame (alignment rectangle) the constraints were made from.
  ///   - extent: The superview's size when they were made.
  ///   - shares: The shares `(a, b)` of a superview size change that go to the leading margin
  ///     and to the size, horizontally then vertically.
  /// - Returns: The position and size constraints of the x axis, then of the y axis.
  @MainActor
  static func describing(
    _ view: UIView, in superview: UIView, frame: CGRect, extent: CGSize,
    shares: (x: (Double, Double), y: (Double, Double))
  ) -> [NSAutoresizingMaskLayoutConstraint] {
    let mask = view.autoresizingMask
    let text =
      "h="
      + symbols(
        leading: mask.contains(.flexibleLeftMargin), size: mask.contains(.flexibleWidth),
        trailing: mask.contains(.flexibleRightMargin))
      + " v="
      + symbols(
        leading: mask.contains(.flexibleTopMargin), size: mask.contains(.flexibleHeight),
        trailing: mask.contains(.flexibleBottomMargin))
    func make(
      _ attribute: NSLayoutConstraint.Attribute, _ name: String,
      _ superAttribute: NSLayoutConstraint.Attribute, _ superName: String,
      multiplier: Double, constant: Double
    ) -> NSAutoresizingMaskLayoutConstraint {
      let flexible = multiplier != 0
      let constraint = NSAutoresizingMaskLayoutConstraint(
        anchor: LayoutAnchorDefinition(item: view, attribute: attribute), relatedBy: .equal,
        toAnchor: flexible
          ? LayoutAnchorDefinition(item: superview, attribute: superAttribute) : nil,
        multiplier: CGFloat(multiplier), constant: CGFloat(constant))
      constraint.maskText = text
      var equation = "\(view.layoutDescription).\(name) == "
      if flexible {
        let factor = multiplier == 1 ? "" : "\(GeometryFormat.number(CGFloat(multiplier)))*"
        equation += "\(factor)\(superview.layoutDescription).\(superName)"
        if constant != 0 {
          equation +=
            " \(constant < 0 ? "-" : "+") \(GeometryFormat.number(CGFloat(abs(constant))))"
        }
      } else {
        equation += GeometryFormat.number(CGFloat(constant))
      }
      constraint.equationOverride = equation
      return constraint
    }
    func axis(
      origin: CGFloat, length: CGFloat, extent: CGFloat, shares: (Double, Double),
      names: (min: String, mid: String, size: String),
      attributes: (
        min: NSLayoutConstraint.Attribute, mid: NSLayoutConstraint.Attribute,
        size: NSLayoutConstraint.Attribute
      )
    ) -> [NSAutoresizingMaskLayoutConstraint] {
      let (a, b) = shares
      let k = a + b / 2
      let position =
        k == 0
        ? make(
          attributes.min, names.min, attributes.min, names.min, multiplier: 0,
          constant: Double(origin))
        : make(
          attributes.mid, names.mid, attributes.mid, names.mid, multiplier: 2 * k,
          constant: Double(origin + length / 2) - k * Double(extent))
      let size = make(
        attributes.size, names.size, attributes.size, names.size, multiplier: b,
        constant: Double(length) - b * Double(extent))
      return [position, size]
    }
    let horizontal = axis(
      origin: frame.minX, length: frame.width, extent: extent.width, shares: shares.x,
      names: ("minX", "midX", "width"), attributes: (.left, .centerX, .width))
    let vertical = axis(
      origin: frame.minY, length: frame.height, extent: extent.height, shares: shares.y,
      names: ("minY", "midY", "height"), attributes: (.top, .centerY, .height))
    return horizontal + vertical
  }
}
