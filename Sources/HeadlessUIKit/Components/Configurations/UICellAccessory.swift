import Foundation

/// A standard or custom view at the leading or trailing edge of a list cell, such as a
/// disclosure indicator or a checkmark (iOS 14).
///
/// A ``UICollectionViewListCell`` shows its ``UICollectionViewListCell/accessories`` that are
/// displayed in its editing state, leading ones before the content view and trailing ones
/// after it, and narrows the content view by their widths (decision CV10).
public struct UICellAccessory: @unchecked Sendable {
  /// When an accessory is shown.
  public enum DisplayedState: Int, Sendable {
    /// Always.
    case always = 0
    /// While the cell is being edited.
    case whenEditing = 1
    /// While the cell is not being edited.
    case whenNotEditing = 2
  }

  /// The width an accessory takes.
  public enum LayoutDimension: Hashable, Sendable {
    /// The system's standard width for the accessory.
    case standard
    /// The accessory's own width.
    case actual
    /// A width in points.
    case custom(CGFloat)
  }

  /// Where among the other accessories a custom one goes: an index given the accessories on
  /// its side.
  public typealias Position = ([UICellAccessory]) -> Int

  /// The side and state of a custom accessory.
  public enum Placement {
    /// At the leading edge.
    case leading(displayed: DisplayedState = .always, at: Position = { _ in 0 })
    /// At the trailing edge.
    case trailing(displayed: DisplayedState = .always, at: Position = { _ in 0 })
  }

  /// What the accessory shows.
  enum Kind {
    case disclosureIndicator
    case checkmark
    case delete
    case insert
    case reorder
    case multiselect
    case outlineDisclosure(OutlineDisclosureOptions.Style)
    case detail
    case label(String)
    case customView(UIView)
  }

  /// What the accessory shows.
  let kind: Kind

  /// When it is shown.
  let displayed: DisplayedState

  /// Whether it is at the leading edge.
  let isLeading: Bool

  /// Whether it is hidden.
  let isHidden: Bool

  /// The width it takes.
  let reservedLayoutWidth: LayoutDimension

  /// Its tint colour, or `nil` for the cell's.
  let tintColor: UIColor?

  /// Called when it is tapped, or `nil`.
  let actionHandler: (@MainActor () -> Void)?

  /// Creates an accessory.
  init(
    _ kind: Kind, displayed: DisplayedState, leading: Bool = false, isHidden: Bool? = nil,
    reservedLayoutWidth: LayoutDimension = .standard, tintColor: UIColor? = nil,
    actionHandler: (@MainActor () -> Void)? = nil
  ) {
    self.kind = kind
    self.displayed = displayed
    isLeading = leading
    self.isHidden = isHidden ?? false
    self.reservedLayoutWidth = reservedLayoutWidth
    self.tintColor = tintColor
    self.actionHandler = actionHandler
  }

  /// A chevron that says the row leads somewhere, at the trailing edge.
  ///
  /// - Parameters:
  ///   - displayed: When it is shown.
  ///   - options: Its options.
  /// - Returns: The accessory.
  public static func disclosureIndicator(
    displayed: DisplayedState = .always,
    options: DisclosureIndicatorOptions = DisclosureIndicatorOptions()
  ) -> UICellAccessory {
    UICellAccessory(
      .disclosureIndicator, displayed: displayed, isHidden: options.isHidden,
      reservedLayoutWidth: options.reservedLayoutWidth, tintColor: options.tintColor)
  }

  /// A checkmark at the trailing edge.
  ///
  /// - Parameters:
  ///   - displayed: When it is shown.
  ///   - options: Its options.
  /// - Returns: The accessory.
  public static func checkmark(
    displayed: DisplayedState = .always, options: CheckmarkOptions = CheckmarkOptions()
  ) -> UICellAccessory {
    UICellAccessory(
      .checkmark, displayed: displayed, isHidden: options.isHidden,
      reservedLayoutWidth: options.reservedLayoutWidth, tintColor: options.tintColor)
  }

  /// A delete control at the leading edge, shown while editing by default.
  ///
  /// - Parameters:
  ///   - displayed: When it is shown.
  ///   - options: Its options.
  ///   - actionHandler: Called when it is tapped.
  /// - Returns: The accessory.
  public static func delete(
    displayed: DisplayedState = .whenEditing, options: DeleteOptions = DeleteOptions(),
    actionHandler: (@MainActor () -> Void)? = nil
  ) -> UICellAccessory {
    UICellAccessory(
      .delete, displayed: displayed, leading: true, isHidden: options.isHidden,
      reservedLayoutWidth: options.reservedLayoutWidth, tintColor: options.tintColor,
      actionHandler: actionHandler)
  }

  /// An insert control at the leading edge, shown while editing by default.
  ///
  /// - Parameters:
  ///   - displayed: When it is shown.
  ///   - options: Its options.
  ///   - actionHandler: Called when it is tapped.
  /// - Returns: The accessory.
  public static func insert(
    displayed: DisplayedState = .whenEditing, options: InsertOptions = InsertOptions(),
    actionHandler: (@MainActor () -> Void)? = nil
  ) -> UICellAccessory {
    UICellAccessory(
      .insert, displayed: displayed, leading: true, isHidden: options.isHidden,
      reservedLayoutWidth: options.reservedLayoutWidth, tintColor: options.tintColor,
      actionHandler: actionHandler)
  }

  /// A reorder control at the trailing edge, shown while editing by default.
  ///
  /// - Parameters:
  ///   - displayed: When it is shown.
  ///   - options: Its options.
  /// - Returns: The accessory.
  public static func reorder(
    displayed: DisplayedState = .whenEditing, options: ReorderOptions = ReorderOptions()
  ) -> UICellAccessory {
    UICellAccessory(
      .reorder, displayed: displayed, isHidden: options.isHidden,
      reservedLayoutWidth: options.reservedLayoutWidth, tintColor: options.tintColor)
  }

  /// A selection circle at the leading edge, shown while editing by default.
  ///
  /// - Parameters:
  ///   - displayed: When it is shown.
  ///   - options: Its options.
  /// - Returns: The accessory.
  public static func multiselect(
    displayed: DisplayedState = .whenEditing, options: MultiselectOptions = MultiselectOptions()
  ) -> UICellAccessory {
    UICellAccessory(
      .multiselect, displayed: displayed, leading: true, isHidden: options.isHidden,
      reservedLayoutWidth: options.reservedLayoutWidth, tintColor: options.tintColor)
  }

  /// A chevron that expands or collapses an outline row, at the trailing edge; it points down
  /// while the row's item is expanded.
  ///
  /// Tapping it calls `actionHandler`, or, without one, expands or collapses the item in its
  /// section snapshot when a diffable data source applied one (decision LS8). With the header
  /// style (or the automatic style in a cell showing a header configuration), a tap anywhere
  /// on the cell does so and the cell is not selected.
  ///
  /// - Parameters:
  ///   - displayed: When it is shown.
  ///   - options: Its options.
  ///   - actionHandler: Called when it is tapped.
  /// - Returns: The accessory.
  public static func outlineDisclosure(
    displayed: DisplayedState = .always,
    options: OutlineDisclosureOptions = OutlineDisclosureOptions(),
    actionHandler: (@MainActor () -> Void)? = nil
  ) -> UICellAccessory {
    UICellAccessory(
      .outlineDisclosure(options.style), displayed: displayed, isHidden: options.isHidden,
      reservedLayoutWidth: options.reservedLayoutWidth, tintColor: options.tintColor,
      actionHandler: actionHandler)
  }

  /// An info button at the trailing edge.
  ///
  /// - Parameters:
  ///   - displayed: When it is shown.
  ///   - options: Its options.
  ///   - actionHandler: Called when it is tapped.
  /// - Returns: The accessory.
  public static func detail(
    displayed: DisplayedState = .always, options: DetailOptions = DetailOptions(),
    actionHandler: (@MainActor () -> Void)? = nil
  ) -> UICellAccessory {
    UICellAccessory(
      .detail, displayed: displayed, isHidden: options.isHidden,
      reservedLayoutWidth: options.reservedLayoutWidth, tintColor: options.tintColor,
      actionHandler: actionHandler)
  }

  /// A text, such as a count, at the trailing edge.
  ///
  /// - Parameters:
  ///   - text: The text.
  ///   - displayed: When it is shown.
  ///   - options: Its options.
  /// - Returns: The accessory.
  public static func label(
    text: String, displayed: DisplayedState = .always, options: LabelOptions = LabelOptions()
  ) -> UICellAccessory {
    UICellAccessory(
      .label(text), displayed: displayed, isHidden: options.isHidden,
      reservedLayoutWidth: options.reservedLayoutWidth, tintColor: options.tintColor)
  }

  /// An accessory showing a view of the app's.
  ///
  /// - Parameter configuration: The view and its placement.
  /// - Returns: The accessory.
  public static func customView(configuration: CustomViewConfiguration) -> UICellAccessory {
    let leading: Bool
    let displayed: DisplayedState
    switch configuration.placement {
    case .leading(let state, _):
      leading = true
      displayed = state
    case .trailing(let state, _):
      leading = false
      displayed = state
    }
    return UICellAccessory(
      .customView(configuration.customView), displayed: displayed, leading: leading,
      isHidden: configuration.isHidden, reservedLayoutWidth: configuration.reservedLayoutWidth,
      tintColor: configuration.tintColor)
  }

  /// Whether the accessory shows in an editing state.
  func isShown(editing: Bool) -> Bool {
    guard !isHidden else { return false }
    switch displayed {
    case .always: return true
    case .whenEditing: return editing
    case .whenNotEditing: return !editing
    }
  }
}
