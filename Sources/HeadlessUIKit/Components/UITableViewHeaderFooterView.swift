import Foundation

/// A reusable view for a table section's header or footer: a ``contentView`` for custom
/// content and a built-in ``textLabel`` the table fills with a section's title.
///
/// The table makes one of these for every titled header and footer, so the title is a real
/// subview that renders; register a class with
/// `register(_:forHeaderFooterViewReuseIdentifier:)` and dequeue it in the delegate's
/// `tableView(_:viewForHeaderInSection:)` for custom content. With
/// ``UITableView/automaticDimension`` heights the table sizes the view with
/// ``systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)`` at its
/// width (decisions W17–W20).
@preconcurrency @MainActor
open class UITableViewHeaderFooterView: UIView {
  /// Whether the view is a section's header or footer, which decides where its title sits.
  package enum Role: Sendable {
    /// A section header: the title sits at the bottom, above the rows.
    case header
    /// A section footer: the title sits at the top, under the rows.
    case footer
  }

  /// The reuse identifier; set by the initializer or by registration.
  package var storedReuseIdentifier: String?

  /// The content view.
  package let storedContentView: UIView

  /// The text label, once made.
  package var storedTextLabel: UILabel?

  /// The detail label, once made.
  package var storedDetailTextLabel: UILabel?

  /// The section title the table shows in the view, before any change of case.
  package var storedTitle = ""

  /// The role the table gave the view in its last layout pass.
  package var role = Role.header

  /// The title's insets inside the view, which the table sets from its style (decision W18).
  package var titleInsets = NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
  {
    didSet { if oldValue != titleInsets { setNeedsLayout() } }
  }

  /// Creates a header or footer view with a reuse identifier.
  ///
  /// - Parameter reuseIdentifier: The identifier the table reuses the view under, or `nil`.
  public init(reuseIdentifier: String?) {
    storedReuseIdentifier = reuseIdentifier
    storedContentView = UIView(frame: .zero)
    super.init(frame: .zero)
    setUpContentView()
  }

  /// Creates a header or footer view without a reuse identifier, with the given frame.
  ///
  /// - Parameter frame: The frame.
  public override init(frame: CGRect) {
    storedReuseIdentifier = nil
    storedContentView = UIView(frame: .zero)
    super.init(frame: frame)
    setUpContentView()
  }

  /// Creates a header or footer view from an archive, without a reuse identifier.
  ///
  /// - Parameter coder: The archive.
  public required init?(coder: NSCoder) {
    storedReuseIdentifier = nil
    storedContentView = UIView(frame: .zero)
    super.init(coder: coder)
    setUpContentView()
  }

  /// The identifier the table reuses the view under.
  open var reuseIdentifier: String? {
    storedReuseIdentifier
  }

  /// The view custom content goes in; it covers the view.
  open var contentView: UIView {
    storedContentView
  }

  /// The built-in title label, made in the content view on first use.
  open var textLabel: UILabel? {
    if let storedTextLabel { return storedTextLabel }
    let label = UILabel(frame: .zero)
    label.numberOfLines = 0
    AppearanceRegistry.settingDefaults {
      label.font = UIFont.preferredFont(forTextStyle: .footnote)
      label.textColor = .secondaryLabel
    }
    installTextLabel(label)
    return label
  }

  /// The built-in detail label, made in the content view on first use; laid out under the
  /// title.
  ///
  /// UIKit marks it "to be deprecated" in favour of content configurations, which warns no one;
  /// so does HeadlessUIKit.
  open var detailTextLabel: UILabel? {
    if let storedDetailTextLabel { return storedDetailTextLabel }
    let label = UILabel(frame: .zero)
    AppearanceRegistry.settingDefaults {
      label.font = UIFont.preferredFont(forTextStyle: .footnote)
      label.textColor = .secondaryLabel
    }
    contentView.addSubview(label)
    storedDetailTextLabel = label
    setNeedsLayout()
    return label
  }

  /// Called before the table hands the view out again from its reuse queue; does nothing by
  /// default.
  open func prepareForReuse() {}

  /// Lays out the content view over the bounds and the built-in labels inside it.
  open override func layoutSubviews() {
    super.layoutSubviews()
    layoutHeaderFooterContent()
    layoutConfigurations()
  }

  /// The content and background configurations (decisions CV8, CV9).
  var configurationStorage = CellConfigurationStorage()

  /// Called with the view and its state after each ``updateConfiguration(using:)``; `nil` by
  /// default.
  public var configurationUpdateHandler: ConfigurationUpdateHandler? {
    didSet { setNeedsUpdateConfiguration() }
  }

  /// The view's state: its traits.
  open var configurationState: UIViewConfigurationState {
    UIViewConfigurationState(traitCollection: traitCollection)
  }

  /// Asks for ``updateConfiguration(using:)`` before the next layout.
  open func setNeedsUpdateConfiguration() {
    configurationStorage.needsUpdate = true
    setNeedsLayout()
  }

  /// Updates the configurations for a state: each configuration the view updates
  /// automatically is replaced with its `updated(for:)`.
  ///
  /// - Parameter state: The view's state.
  open func updateConfiguration(using state: UIViewConfigurationState) {
    applyConfigurationUpdate(state)
  }

  /// The size the view needs at a width: the content view's fitting height under its
  /// constraints, else the height the built-in labels need (decision W19).
  ///
  /// - Parameters:
  ///   - targetSize: The size to come close to; its width is the table's row width.
  ///   - horizontalFittingPriority: How strongly the width is pulled to the target.
  ///   - verticalFittingPriority: How strongly the height is pulled to the target.
  /// - Returns: The target's width and the fitting height.
  open override func systemLayoutSizeFitting(
    _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
    verticalFittingPriority: UILayoutPriority
  ) -> CGSize {
    if let height = configurationStorage.fittingHeight(width: targetSize.width) {
      return CGSize(width: targetSize.width, height: height)
    }
    let fitted = contentView.systemLayoutSizeFitting(
      targetSize, withHorizontalFittingPriority: horizontalFittingPriority,
      verticalFittingPriority: verticalFittingPriority)
    if fitted.height > 0 { return CGSize(width: targetSize.width, height: fitted.height) }
    let labels = builtInLabelsHeight(width: targetSize.width)
    guard labels > 0 else { return CGSize(width: targetSize.width, height: frame.height) }
    return CGSize(
      width: targetSize.width, height: titleInsets.top + labels + titleInsets.bottom)
  }

  /// Puts a title label in the content view, replacing the one there.
  package func installTextLabel(_ label: UILabel) {
    storedTextLabel?.removeFromSuperview()
    contentView.addSubview(label)
    storedTextLabel = label
    setNeedsLayout()
  }

  /// Adds the content view.
  private func setUpContentView() {
    storedContentView.frame = bounds
    addSubview(storedContentView)
  }
}
