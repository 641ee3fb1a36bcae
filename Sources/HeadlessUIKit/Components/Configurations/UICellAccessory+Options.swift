import Foundation

extension UICellAccessory {
  /// The options of a disclosure indicator.
  public struct DisclosureIndicatorOptions: Sendable {
    /// Whether it is hidden; `nil` for the default.
    public var isHidden: Bool?
    /// The width it takes.
    public var reservedLayoutWidth: LayoutDimension
    /// Its tint colour, or `nil`.
    public var tintColor: UIColor?

    /// Creates options.
    ///
    /// - Parameters:
    ///   - isHidden: Whether it is hidden.
    ///   - reservedLayoutWidth: The width it takes.
    ///   - tintColor: Its tint colour.
    public init(
      isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension = .standard,
      tintColor: UIColor? = nil
    ) {
      self.isHidden = isHidden
      self.reservedLayoutWidth = reservedLayoutWidth
      self.tintColor = tintColor
    }
  }

  /// The options of a checkmark.
  public typealias CheckmarkOptions = DisclosureIndicatorOptions
  /// The options of an insert control.
  public typealias InsertOptions = DisclosureIndicatorOptions
  /// The options of a reorder control.
  public typealias ReorderOptions = DisclosureIndicatorOptions
  /// The options of a selection circle.
  public typealias MultiselectOptions = DisclosureIndicatorOptions
  /// The options of an info button.
  public typealias DetailOptions = DisclosureIndicatorOptions

  /// The options of a label accessory.
  public struct LabelOptions: Sendable {
    /// Whether it is hidden; `nil` for the default.
    public var isHidden: Bool?
    /// The width it takes.
    public var reservedLayoutWidth: LayoutDimension
    /// Its text colour, or `nil`.
    public var tintColor: UIColor?
    /// Its font; the body text style by default.
    public var font: UIFont?
    /// Whether its font follows the content size category.
    public var adjustsFontForContentSizeCategory: Bool

    /// Creates options.
    ///
    /// - Parameters:
    ///   - isHidden: Whether it is hidden.
    ///   - reservedLayoutWidth: The width it takes.
    ///   - tintColor: Its text colour.
    ///   - font: Its font.
    ///   - adjustsFontForContentSizeCategory: Whether the font follows Dynamic Type.
    public init(
      isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension = .standard,
      tintColor: UIColor? = nil, font: UIFont? = nil,
      adjustsFontForContentSizeCategory: Bool = true
    ) {
      self.isHidden = isHidden
      self.reservedLayoutWidth = reservedLayoutWidth
      self.tintColor = tintColor
      self.font = font
      self.adjustsFontForContentSizeCategory = adjustsFontForContentSizeCategory
    }
  }

  /// A custom accessory's view and placement.
  public struct CustomViewConfiguration {
    /// The view.
    public var customView: UIView
    /// Its side and state.
    public var placement: Placement
    /// Whether it is hidden.
    public var isHidden: Bool?
    /// The width it takes.
    public var reservedLayoutWidth: LayoutDimension
    /// Its tint colour, or `nil`.
    public var tintColor: UIColor?
    /// Whether the view keeps its own size rather than being fitted to the row.
    public var maintainsFixedSize: Bool

    /// Creates a configuration.
    ///
    /// - Parameters:
    ///   - customView: The view.
    ///   - placement: Its side and state.
    ///   - isHidden: Whether it is hidden.
    ///   - reservedLayoutWidth: The width it takes.
    ///   - tintColor: Its tint colour.
    ///   - maintainsFixedSize: Whether it keeps its own size.
    public init(
      customView: UIView, placement: Placement, isHidden: Bool? = nil,
      reservedLayoutWidth: LayoutDimension = .standard, tintColor: UIColor? = nil,
      maintainsFixedSize: Bool = false
    ) {
      self.customView = customView
      self.placement = placement
      self.isHidden = isHidden
      self.reservedLayoutWidth = reservedLayoutWidth
      self.tintColor = tintColor
      self.maintainsFixedSize = maintainsFixedSize
    }
  }

  /// The options of a delete control.
  public struct DeleteOptions: Sendable {
    /// Whether it is hidden; `nil` for the default.
    public var isHidden: Bool?
    /// The width it takes.
    public var reservedLayoutWidth: LayoutDimension
    /// Its tint colour, or `nil`.
    public var tintColor: UIColor?
    /// The colour of its background, or `nil` for the system red.
    public var backgroundColor: UIColor?

    /// Creates options.
    ///
    /// - Parameters:
    ///   - isHidden: Whether it is hidden.
    ///   - reservedLayoutWidth: The width it takes.
    ///   - tintColor: Its tint colour.
    ///   - backgroundColor: The colour of its background.
    public init(
      isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension = .standard,
      tintColor: UIColor? = nil, backgroundColor: UIColor? = nil
    ) {
      self.isHidden = isHidden
      self.reservedLayoutWidth = reservedLayoutWidth
      self.tintColor = tintColor
      self.backgroundColor = backgroundColor
    }
  }

  /// The options of an outline disclosure chevron.
  public struct OutlineDisclosureOptions: Sendable {
    /// How a tap expands or collapses the row (decision LS8).
    public enum Style: Int, Sendable {
      /// The header style in a cell showing a header configuration, the cell style elsewhere.
      case automatic = 0
      /// A section header's: a tap anywhere on the cell toggles, and the cell is not selected.
      case header = 1
      /// A selectable cell's: a tap on the chevron toggles, a tap elsewhere selects the cell.
      case cell = 2
    }

    /// How a tap expands or collapses the row.
    public var style: Style
    /// Whether it is hidden; `nil` for the default.
    public var isHidden: Bool?
    /// The width it takes.
    public var reservedLayoutWidth: LayoutDimension
    /// Its tint colour, or `nil`.
    public var tintColor: UIColor?

    /// Creates options.
    ///
    /// - Parameters:
    ///   - style: The chevron's look.
    ///   - isHidden: Whether it is hidden.
    ///   - reservedLayoutWidth: The width it takes.
    ///   - tintColor: Its tint colour.
    public init(
      style: Style = .automatic, isHidden: Bool? = nil,
      reservedLayoutWidth: LayoutDimension = .standard, tintColor: UIColor? = nil
    ) {
      self.style = style
      self.isHidden = isHidden
      self.reservedLayoutWidth = reservedLayoutWidth
      self.tintColor = tintColor
    }
  }
}
