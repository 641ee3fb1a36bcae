import Foundation

/// A factory for constraints on one attribute of a view or layout guide, with type safety:
/// `AnchorType` is the anchor's own class, so an ``NSLayoutXAxisAnchor`` relates only to
/// x-axis anchors, an ``NSLayoutYAxisAnchor`` to y-axis anchors and an ``NSLayoutDimension``
/// to dimensions (spec 5.5).
///
///     NSLayoutConstraint.activate([
///       title.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 16),
///       title.topAnchor.constraint(equalTo: card.topAnchor, constant: 12),
///     ])
///
/// Every factory returns an inactive, required constraint whose first side is the receiver.
/// Anchors are obtained from views (`leadingAnchor`…), never created directly.
@preconcurrency @MainActor
open class NSLayoutAnchor<AnchorType: AnyObject>: NSObject {
  /// What the anchor measures.
  let definition: LayoutAnchorDefinition

  /// Creates an anchor for a definition.
  ///
  /// - Parameter definition: What the anchor measures.
  init(definition: LayoutAnchorDefinition) {
    self.definition = definition
    super.init()
  }

  /// A constraint `receiver == anchor`.
  ///
  /// - Parameter anchor: An anchor of the same axis.
  /// - Returns: An inactive constraint.
  open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
    makeConstraint(.equal, to: anchor.definition, multiplier: 1, constant: 0)
  }

  /// A constraint `receiver >= anchor`.
  ///
  /// - Parameter anchor: An anchor of the same axis.
  /// - Returns: An inactive constraint.
  open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>)
    -> NSLayoutConstraint
  {
    makeConstraint(.greaterThanOrEqual, to: anchor.definition, multiplier: 1, constant: 0)
  }

  /// A constraint `receiver <= anchor`.
  ///
  /// - Parameter anchor: An anchor of the same axis.
  /// - Returns: An inactive constraint.
  open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
    makeConstraint(.lessThanOrEqual, to: anchor.definition, multiplier: 1, constant: 0)
  }

  /// A constraint `receiver == anchor + c`.
  ///
  /// - Parameters:
  ///   - anchor: An anchor of the same axis.
  ///   - c: The constant offset.
  /// - Returns: An inactive constraint.
  open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat)
    -> NSLayoutConstraint
  {
    makeConstraint(.equal, to: anchor.definition, multiplier: 1, constant: c)
  }

  /// A constraint `receiver >= anchor + c`.
  ///
  /// - Parameters:
  ///   - anchor: An anchor of the same axis.
  ///   - c: The constant offset.
  /// - Returns: An inactive constraint.
  open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat)
    -> NSLayoutConstraint
  {
    makeConstraint(.greaterThanOrEqual, to: anchor.definition, multiplier: 1, constant: c)
  }

  /// A constraint `receiver <= anchor + c`.
  ///
  /// - Parameters:
  ///   - anchor: An anchor of the same axis.
  ///   - c: The constant offset.
  /// - Returns: An inactive constraint.
  open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat)
    -> NSLayoutConstraint
  {
    makeConstraint(.lessThanOrEqual, to: anchor.definition, multiplier: 1, constant: c)
  }

  /// UIKit's description: `<NSLayoutXAxisAnchor:0x… "UIView:0x….centerX">`.
  nonisolated open override var description: String {
    MainQueue.describe(self) { self.uikitDescription }
  }

  /// The same as `description`, as in UIKit.
  nonisolated open override var debugDescription: String {
    description
  }

  /// The description, read on the main actor; the class printed is the one UIKit uses for the
  /// anchor's axis.
  var uikitDescription: String {
    let head = "<\(definition.anchorClassName):\(ObjectAddress.of(self))"
    guard definition.kind != nil else { return head + ">" }
    return head + " \"\(definition.equationDescription)\">"
  }

  /// The constraint `receiver (relation) multiplier × second + constant`.
  ///
  /// - Parameters:
  ///   - relation: The relation.
  ///   - second: The second side, or `nil` to relate the receiver to the constant.
  ///   - multiplier: The factor of the second side.
  ///   - constant: The constant.
  /// - Returns: An inactive constraint.
  func makeConstraint(
    _ relation: NSLayoutConstraint.Relation, to second: LayoutAnchorDefinition?,
    multiplier: CGFloat, constant: CGFloat
  ) -> NSLayoutConstraint {
    NSLayoutConstraint(
      anchor: definition, relatedBy: relation, toAnchor: second, multiplier: multiplier,
      constant: constant)
  }
}
