import Foundation

extension NSLayoutConstraint {
  /// The part of an item's alignment rectangle a constraint uses (spec 5.2, UIKit's raw
  /// values).
  public enum Attribute: Int, Sendable {
    /// No attribute: the second attribute of a constraint without a second item.
    case notAnAttribute = 0
    /// The left edge.
    case left = 1
    /// The right edge.
    case right = 2
    /// The top edge.
    case top = 3
    /// The bottom edge.
    case bottom = 4
    /// The leading edge: left in left-to-right layouts, right in right-to-left ones.
    case leading = 5
    /// The trailing edge: right in left-to-right layouts, left in right-to-left ones.
    case trailing = 6
    /// The width.
    case width = 7
    /// The height.
    case height = 8
    /// The horizontal centre.
    case centerX = 9
    /// The vertical centre.
    case centerY = 10
    /// The baseline of the last line of text (the bottom edge for views without text).
    case lastBaseline = 11
    /// The baseline of the first line of text (the bottom edge for views without text).
    case firstBaseline = 12
    /// The left edge inset by the left layout margin.
    case leftMargin = 13
    /// The right edge inset by the right layout margin.
    case rightMargin = 14
    /// The top edge inset by the top layout margin.
    case topMargin = 15
    /// The bottom edge inset by the bottom layout margin.
    case bottomMargin = 16
    /// The leading edge inset by the leading layout margin.
    case leadingMargin = 17
    /// The trailing edge inset by the trailing layout margin.
    case trailingMargin = 18
    /// The horizontal centre between the left and right margins.
    case centerXWithinMargins = 19
    /// The vertical centre between the top and bottom margins.
    case centerYWithinMargins = 20
  }

  /// How the two sides of a constraint relate (spec 5.2, UIKit's raw values).
  public enum Relation: Int, Sendable {
    /// The first side is less than or equal to the second.
    case lessThanOrEqual = -1
    /// The first side equals the second.
    case equal = 0
    /// The first side is greater than or equal to the second.
    case greaterThanOrEqual = 1
  }
}

extension NSLayoutConstraint.Attribute {
  /// The axis of an anchor for this attribute; `nil` for `notAnAttribute`.
  var anchorKind: LayoutAnchorDefinition.Kind? {
    switch self {
    case .notAnAttribute: nil
    case .width, .height: .dimension
    case .left, .right, .leading, .trailing, .centerX, .leftMargin, .rightMargin, .leadingMargin,
      .trailingMargin, .centerXWithinMargins:
      .xAxis
    case .top, .bottom, .centerY, .lastBaseline, .firstBaseline, .topMargin, .bottomMargin,
      .centerYWithinMargins:
      .yAxis
    }
  }

  /// Whether the attribute is a location (an edge, centre or baseline) rather than a size.
  var isLocation: Bool {
    anchorKind == .xAxis || anchorKind == .yAxis
  }

  /// Whether the attribute follows the layout direction (leading or trailing, with or without
  /// the margin).
  var isDirectional: Bool {
    [.leading, .trailing, .leadingMargin, .trailingMargin].contains(self)
  }

  /// For a margin attribute, the attribute of the layout margins guide it stands for
  /// (`leadingMargin` → `leading`, `centerXWithinMargins` → `centerX`); `nil` otherwise.
  var marginFreeAttribute: NSLayoutConstraint.Attribute? {
    switch self {
    case .leftMargin: .left
    case .rightMargin: .right
    case .topMargin: .top
    case .bottomMargin: .bottom
    case .leadingMargin: .leading
    case .trailingMargin: .trailing
    case .centerXWithinMargins: .centerX
    case .centerYWithinMargins: .centerY
    default: nil
    }
  }

  /// Whether the attribute is an absolute horizontal edge (left or right, with or without the
  /// margin).
  var isAbsoluteHorizontal: Bool {
    [.left, .right, .leftMargin, .rightMargin].contains(self)
  }

  /// The name UIKit prints for the attribute in constraint and anchor descriptions.
  ///
  /// The centre-within-margins attributes print as `centerXWithMargins` and
  /// `centerYWithMargins`, as UIKit's descriptions spell them.
  var descriptionName: String {
    switch self {
    case .notAnAttribute: "notAnAttribute"
    case .left: "left"
    case .right: "right"
    case .top: "top"
    case .bottom: "bottom"
    case .leading: "leading"
    case .trailing: "trailing"
    case .width: "width"
    case .height: "height"
    case .centerX: "centerX"
    case .centerY: "centerY"
    case .lastBaseline: "lastBaseline"
    case .firstBaseline: "firstBaseline"
    case .leftMargin: "leftMargin"
    case .rightMargin: "rightMargin"
    case .topMargin: "topMargin"
    case .bottomMargin: "bottomMargin"
    case .leadingMargin: "leadingMargin"
    case .trailingMargin: "trailingMargin"
    case .centerXWithinMargins: "centerXWithMargins"
    case .centerYWithinMargins: "centerYWithMargins"
    }
  }
}

extension NSLayoutConstraint.Relation {
  /// The operator UIKit prints: `<=`, `==` or `>=`.
  var symbol: String {
    switch self {
    case .lessThanOrEqual: "<="
    case .equal: "=="
    case .greaterThanOrEqual: ">="
    }
  }
}
