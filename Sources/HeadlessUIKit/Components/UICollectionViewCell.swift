import Foundation

/// An item of a collection view, whose ``contentView`` covers its bounds.
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

  /// Whether the cell is selected (stored only).
  open var isSelected = false

  /// Whether the cell is highlighted (stored only).
  open var isHighlighted = false

  /// Sizes the content view to the bounds, then lays out the subviews.
  open override func layoutSubviews() {
    storedContentView.frame = bounds
    super.layoutSubviews()
  }

  /// Adds the content view over the bounds.
  private func setUpContentView() {
    storedContentView.insetsLayoutMarginsFromSafeArea = false
    storedContentView.frame = bounds
    storedContentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    addSubview(storedContentView)
  }
}
