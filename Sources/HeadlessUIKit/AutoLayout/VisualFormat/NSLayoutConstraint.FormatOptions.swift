extension NSLayoutConstraint {
  /// Options for `constraints(withVisualFormat:options:metrics:views:)`: how to align the views
  /// of a format, in which direction to lay them out, and how to space them.
  ///
  /// The raw values are the SDK's. The alignment options add, between each pair of
  /// neighbouring views, an equality of the named attribute; the attribute must lie across the
  /// format's axis (`alignAllTop` in an `H:` format, `alignAllLeading` in a `V:` one).
  ///
  ///     let row = NSLayoutConstraint.constraints(
  ///       withVisualFormat: "H:|-[icon]-[title]-|", options: .alignAllCenterY,
  ///       metrics: nil, views: ["icon": icon, "title": title])
  public struct FormatOptions: OptionSet, Hashable, Sendable {
    /// The bits of the options.
    public var rawValue: UInt

    /// Creates options from their bits.
    ///
    /// - Parameter rawValue: The bits, as the SDK defines them.
    public init(rawValue: UInt) {
      self.rawValue = rawValue
    }

    /// Align all views on their left edges.
    public static let alignAllLeft = FormatOptions(rawValue: 1 << 1)

    /// Align all views on their right edges.
    public static let alignAllRight = FormatOptions(rawValue: 1 << 2)

    /// Align all views on their top edges.
    public static let alignAllTop = FormatOptions(rawValue: 1 << 3)

    /// Align all views on their bottom edges.
    public static let alignAllBottom = FormatOptions(rawValue: 1 << 4)

    /// Align all views on their leading edges.
    public static let alignAllLeading = FormatOptions(rawValue: 1 << 5)

    /// Align all views on their trailing edges.
    public static let alignAllTrailing = FormatOptions(rawValue: 1 << 6)

    /// Align all views on their horizontal centres.
    public static let alignAllCenterX = FormatOptions(rawValue: 1 << 9)

    /// Align all views on their vertical centres.
    public static let alignAllCenterY = FormatOptions(rawValue: 1 << 10)

    /// Align all views on the baselines of their last lines of text.
    public static let alignAllLastBaseline = FormatOptions(rawValue: 1 << 11)

    /// Align all views on the baselines of their first lines of text.
    public static let alignAllFirstBaseline = FormatOptions(rawValue: 1 << 12)

    /// The bits that hold the alignment options.
    public static let alignmentMask = FormatOptions(rawValue: 0xFFFF)

    /// Lay a horizontal format out from leading to trailing, following the layout direction
    /// (the default, no bits).
    public static let directionLeadingToTrailing = FormatOptions([])

    /// Lay a horizontal format out from left to right, whatever the layout direction.
    public static let directionLeftToRight = FormatOptions(rawValue: 1 << 16)

    /// Lay a horizontal format out from right to left, whatever the layout direction.
    public static let directionRightToLeft = FormatOptions(rawValue: 2 << 16)

    /// The bits that hold the direction options.
    public static let directionMask = FormatOptions(rawValue: 3 << 16)

    /// Space the views of a format edge to edge (the default, no bits).
    public static let spacingEdgeToEdge = FormatOptions([])

    /// Space the views of a vertical format from baseline to baseline.
    public static let spacingBaselineToBaseline = FormatOptions(rawValue: 1 << 19)

    /// The bits that hold the spacing options.
    public static let spacingMask = FormatOptions(rawValue: 1 << 19)
  }
}
