import Foundation

/// An item of a collection view, whose ``contentView`` covers its bounds.
///
/// Its ``backgroundView`` sits behind the content view and its ``selectedBackgroundView``
/// between the two while the cell is selected or highlighted, both as large as the cell
/// (decision CL3).
@preconcurrency @MainActor
open class UICollectionViewCell: UICollectionReusableView {
  /// The content view.
  private let storedContentView: UIView

  /// Creates a cell with the given frame.
  ///
  /// - Parameter frame: The frame.
  public override init(frame: CGRect) {
    storedContentView = UIView(frame: CGRect(origin: .zero, size: frame.size))
    super.init(frame: frame)
    setUpContentView()
  }

  /// Creates a cell from an archive, with the same defaults as ``init(frame:)`` for a zero
  /// frame.
  ///
  /// - Parameter coder: The archive.
  public required init?(coder: NSCoder) {
    storedContentView = UIView(frame: .zero)
    super.init(coder: coder)
    setUpContentView()
  }

  /// The view the cell's content goes in; it always covers the cell's bounds.
  open var contentView: UIView {
    storedContentView
  }

  /// Whether the cell is selected; the collection view sets it.
  ///
  /// Shows or hides the ``selectedBackgroundView``.
  open var isSelected = false {
    didSet {
      guard oldValue != isSelected else { return }
      updateBackgroundViews()
      setNeedsUpdateConfiguration()
    }
  }

  /// Whether the cell is highlighted (a finger is on it).
  ///
  /// Shows or hides the ``selectedBackgroundView``.
  open var isHighlighted = false {
    didSet {
      guard oldValue != isHighlighted else { return }
      updateBackgroundViews()
      setNeedsUpdateConfiguration()
    }
  }

  /// A view behind the content view, as large as the cell; `nil` by default.
  open var backgroundView: UIView? {
    didSet {
      guard oldValue !== backgroundView else { return }
      oldValue?.removeFromSuperview()
      updateBackgroundViews()
    }
  }

  /// A view shown above the ``backgroundView`` and behind the content view while the cell is
  /// selected or highlighted, as large as the cell; `nil` by default.
  open var selectedBackgroundView: UIView? {
    didSet {
      guard oldValue !== selectedBackgroundView else { return }
      oldValue?.removeFromSuperview()
      updateBackgroundViews()
    }
  }

  /// Sizes the content view and the background views to the bounds, then lays out the
  /// subviews.
  open override func layoutSubviews() {
    storedContentView.frame = bounds
    backgroundView?.frame = bounds
    selectedBackgroundView?.frame = bounds
    super.layoutSubviews()
    layoutConfigurations()
  }

  /// The content and background configurations (decisions CV8, CV9).
  var configurationStorage = CellConfigurationStorage()

  /// Whether the collection view showing the cell is editing: the state's `isEditing`.
  var isEditingInCollection = false {
    didSet {
      guard oldValue != isEditingInCollection else { return }
      setNeedsUpdateConfiguration()
    }
  }

  /// Whether the cell's item is expanded in its section snapshot: the state's `isExpanded`
  /// (decision LS8).
  var isExpandedInOutline = false {
    didSet {
      guard oldValue != isExpandedInOutline else { return }
      setNeedsUpdateConfiguration()
      // An outline disclosure chevron points down while its item is expanded.
      for case let accessory as CellAccessoryView in subviews { accessory.setNeedsDisplay() }
    }
  }

  /// Called with the cell and its state after each ``updateConfiguration(using:)``; `nil` by
  /// default.
  public var configurationUpdateHandler: ConfigurationUpdateHandler? {
    didSet { setNeedsUpdateConfiguration() }
  }

  /// The cell's state: its traits, selection, highlight, and the collection view's editing
  /// and outline state.
  open var configurationState: UICellConfigurationState {
    currentConfigurationState
  }

  /// Asks for ``updateConfiguration(using:)`` before the next layout; selection and highlight
  /// changes call it.
  open func setNeedsUpdateConfiguration() {
    configurationStorage.needsUpdate = true
    setNeedsLayout()
  }

  /// Updates the configurations for a state: each configuration the cell updates
  /// automatically is replaced with its `updated(for:)`.
  ///
  /// - Parameter state: The cell's state.
  open func updateConfiguration(using state: UICellConfigurationState) {
    applyConfigurationUpdate(state)
  }

  /// The size the cell needs: its content view's fitting size under the content view's
  /// constraints (decision CL5).
  ///
  /// - Parameters:
  ///   - targetSize: The size to come close to.
  ///   - horizontalFittingPriority: How strongly the width is pulled to the target.
  ///   - verticalFittingPriority: How strongly the height is pulled to the target.
  /// - Returns: The content view's fitting size.
  open override func systemLayoutSizeFitting(
    _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
    verticalFittingPriority: UILayoutPriority
  ) -> CGSize {
    if let height = configuredFittingHeight(width: targetSize.width) {
      return CGSize(width: targetSize.width, height: height)
    }
    return contentView.systemLayoutSizeFitting(
      targetSize, withHorizontalFittingPriority: horizontalFittingPriority,
      verticalFittingPriority: verticalFittingPriority)
  }

  /// Puts the background view at the back and the selected background view above it while
  /// the cell is selected or highlighted, both over the bounds.
  private func updateBackgroundViews() {
    if let backgroundView {
      backgroundView.frame = bounds
      if backgroundView.superview !== self || subviews.first !== backgroundView {
        insertSubview(backgroundView, at: 0)
      }
    }
    guard let selectedBackgroundView else { return }
    if isSelected || isHighlighted {
      selectedBackgroundView.frame = bounds
      insertSubview(selectedBackgroundView, belowSubview: storedContentView)
    } else {
      selectedBackgroundView.removeFromSuperview()
    }
  }

  /// Adds the content view over the bounds.
  private func setUpContentView() {
    storedContentView.insetsLayoutMarginsFromSafeArea = false
    storedContentView.frame = bounds
    storedContentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    addSubview(storedContentView)
  }
}
