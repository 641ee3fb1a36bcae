import Foundation

/// A relationship between two layout attributes that Auto Layout keeps satisfied:
/// `firstItem.firstAttribute (==|<=|>=) multiplier × secondItem.secondAttribute + constant`
/// (spec 5.1).
///
/// A constraint only records intent; the layout engine reads active constraints and solves
/// them. New constraints are inactive and required (priority 1000). Activating one installs it
/// on the closest common ancestor of its items, which lists it in `constraints` (spec 5.9).
/// After creation only ``constant``, ``priority`` (spec 5.8), ``isActive`` and ``identifier``
/// change (spec 5.4).
///
///     let width = NSLayoutConstraint(
///       item: avatar, attribute: .width, relatedBy: .equal,
///       toItem: nil, attribute: .notAnAttribute, multiplier: 1, constant: 44)
///     width.isActive = true
///
/// Misuse that UIKit raises on stops the process with UIKit's message: invalid attribute
/// pairings at creation, items without a common ancestor at activation, and a priority
/// changed between required and optional while the constraint is active (decision D7).
@preconcurrency @MainActor
open class NSLayoutConstraint: NSObject {
  /// The first side of the equation, as the layout engine reads it.
  @exclusivity(unchecked) var firstAnchorDefinition = LayoutAnchorDefinition(
    item: nil, attribute: .notAnAttribute)

  /// The second side of the equation (multiplied by ``multiplier``), or `nil` when the
  /// constraint relates the first side to its constant only.
  @exclusivity(unchecked) var secondAnchorDefinition: LayoutAnchorDefinition?

  /// The view that holds the constraint while it is active (it lists it in `constraints`).
  var container: UIView? {
    get { containerReference?.view }
    set { containerReference = newValue?.layoutItemReference }
  }

  /// The container, held without keeping it alive (decision PF31).
  @exclusivity(unchecked) var containerReference: LayoutItemReference?

  /// The relation, fixed at creation.
  @exclusivity(unchecked) var storedRelation: Relation = .equal

  /// The multiplier in single precision, as UIKit stores it.
  @exclusivity(unchecked) var storedMultiplier: Float = 1

  /// The constant.
  @exclusivity(unchecked) var storedConstant: CGFloat = 0

  /// The priority.
  @exclusivity(unchecked) var storedPriority: UILayoutPriority = .required

  /// Whether a layout engine made and holds the constraint (a system-guide tie or an
  /// autoresizing-mask constraint): it is active without being in any view's `constraints`.
  @exclusivity(unchecked) var isHeldByEngine = false

  /// The equation an engine-made constraint prints instead of its attributes' (UIKit prints
  /// `minX`/`midX` for the constraints it derives from frames).
  var equationOverride: String?

  /// Creates an empty constraint: no items, `notAnAttribute`, equal, multiplier 1, constant
  /// 0, required, as `NSLayoutConstraint()` does in UIKit.
  ///
  /// Subclasses inherit ``init(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)``
  /// through this initializer. An empty constraint cannot be activated.
  public override init() {
    super.init()
  }

  /// Creates a constraint between two items' attributes, with UIKit's validation.
  ///
  /// Without a second item (or with a multiplier of 0) the constraint relates the first
  /// attribute to the constant: its ``secondItem`` is `nil`, ``secondAttribute`` is
  /// `notAnAttribute` and ``multiplier`` is 1, as in UIKit. A location attribute (an edge,
  /// centre or baseline) must be related to a location of another item; a size to a size or to
  /// nothing; leading and trailing never to left and right. Breaking a rule stops with UIKit's
  /// `NSInvalidArgumentException` message.
  ///
  /// - Parameters:
  ///   - view1: The first item, a view or layout guide.
  ///   - attr1: The attribute of the first item.
  ///   - relation: How the first side relates to the second.
  ///   - view2: The second item, or `nil`.
  ///   - attr2: The attribute of the second item (ignored without one).
  ///   - multiplier: The factor applied to the second attribute.
  ///   - c: The constant added to the second side.
  public convenience init(
    item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation, toItem view2: Any?,
    attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat
  ) {
    let sides = Self.validatedSides(
      item: view1, attribute: attr1, toItem: view2, attribute: attr2, multiplier: multiplier)
    self.init(
      anchor: sides.first, relatedBy: relation, toAnchor: sides.second, multiplier: multiplier,
      constant: c)
  }

  /// The first item of the constraint.
  ///
  /// `nil` once the item is gone, and for a first side made with `anchorWithOffset(to:)`,
  /// which has two items.
  open var firstItem: AnyObject? {
    firstAnchorDefinition.item
  }

  /// The attribute of the first item (`notAnAttribute` for an offset anchor).
  open var firstAttribute: Attribute {
    firstAnchorDefinition.attribute
  }

  /// The second item of the constraint, or `nil` when the first side is related to the
  /// constant only.
  open var secondItem: AnyObject? {
    secondAnchorDefinition?.item
  }

  /// The attribute of the second item (`notAnAttribute` without one).
  open var secondAttribute: Attribute {
    secondAnchorDefinition?.attribute ?? .notAnAttribute
  }

  /// The anchor of the first side.
  ///
  /// A new anchor object each time, as UIKit returns a copy. UIKit's object is typed
  /// (`NSLayoutXAxisAnchor`…); this one is a plain `NSLayoutAnchor<AnyObject>`, so it cannot be
  /// cast to the typed classes.
  open var firstAnchor: NSLayoutAnchor<AnyObject> {
    NSLayoutAnchor(definition: firstAnchorDefinition)
  }

  /// The anchor of the second side, or `nil` without a second side.
  open var secondAnchor: NSLayoutAnchor<AnyObject>? {
    secondAnchorDefinition.map { NSLayoutAnchor(definition: $0) }
  }

  /// How the first side relates to the second.
  open var relation: Relation {
    storedRelation
  }

  /// The factor applied to the second side.
  ///
  /// UIKit keeps the multiplier in single precision, so `0.1` reads back as
  /// `0.10000000149011612`, and the engine uses that value.
  open var multiplier: CGFloat {
    CGFloat(storedMultiplier)
  }

  /// The constant added to the second side.
  ///
  /// The one value meant to change after creation (spec 5.4): changing it on an active
  /// constraint updates the engine in place. It must be finite; a magnitude above 10¹⁰ is
  /// replaced by ±10¹⁰ with UIKit's warning, logged once.
  open var constant: CGFloat {
    get { storedConstant }
    set { setConstant(newValue) }
  }

  /// The priority of the constraint; `.required` by default.
  ///
  /// Must be greater than 0 and at most 1000 (decision D9). On an active constraint it may
  /// change between optional values only: moving it to or from `.required` stops with UIKit's
  /// `NSInternalInconsistencyException` (spec 5.8, decision D7).
  open var priority: UILayoutPriority {
    get { storedPriority }
    set { setPriority(newValue) }
  }

  /// Whether the constraint is installed and taking part in layout.
  ///
  /// Setting it to `true` installs the constraint on the closest common ancestor of its items
  /// (spec 5.9) and stops with UIKit's message if they have none; setting it to `false` removes
  /// it from that view's `constraints`.
  open var isActive: Bool {
    get { containerReference?.view != nil || isHeldByEngine }
    set {
      if newValue { activate() } else { deactivate() }
    }
  }

  /// A name for the constraint, printed in its description.
  open var identifier: String?

  /// Activates each constraint, as setting `isActive` to `true` on each does.
  ///
  /// - Parameter constraints: The constraints to activate.
  open class func activate(_ constraints: [NSLayoutConstraint]) {
    for constraint in constraints { constraint.isActive = true }
  }

  /// Deactivates each constraint, as setting `isActive` to `false` on each does.
  ///
  /// - Parameter constraints: The constraints to deactivate.
  open class func deactivate(_ constraints: [NSLayoutConstraint]) {
    for constraint in constraints { constraint.isActive = false }
  }

  /// Text UIKit prints after the class and address, such as `h=--& v=--&`.
  ///
  /// `nil` for plain constraints; subclasses such as the autoresizing-mask constraints
  /// override it.
  var descriptionAccessory: String? {
    nil
  }

  /// UIKit's description:
  /// `<NSLayoutConstraint:0x… 'identifier' UIView:0x….width == 100 priority:750   (active)>`.
  nonisolated open override var description: String {
    MainQueue.describe(self) { self.uikitDescription }
  }

  /// The same as `description`, as in UIKit.
  nonisolated open override var debugDescription: String {
    description
  }
}
