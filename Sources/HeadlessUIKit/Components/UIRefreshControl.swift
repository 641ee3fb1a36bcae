import Foundation

/// A control that starts a refresh of a scroll view's content (pull to refresh).
///
/// Set it as a scroll view's ``UIScrollView/refreshControl``: the scroll view adds it as a
/// subview above its content. ``beginRefreshing()`` and ``endRefreshing()`` only change
/// ``isRefreshing``: as in UIKit, neither sends `.valueChanged`, which a user's pull sends.
/// Headless nobody pulls; ``headlessPullToRefresh()`` (a HeadlessUIKit addition) does what the
/// pull does: it begins refreshing and sends `.valueChanged` to the control's targets and
/// actions.
@preconcurrency @MainActor
open class UIRefreshControl: UIControl {
  /// Whether a refresh is in progress.
  open private(set) var isRefreshing = false

  /// The text under the spinner; `nil` by default.
  open var attributedTitle: NSAttributedString?

  /// The height UIKit's refresh control has above the content.
  static let height: CGFloat = 60

  /// Creates a refresh control.
  public convenience init() {
    self.init(frame: .zero)
  }

  /// Creates a refresh control with a frame (the scroll view sets it).
  ///
  /// - Parameter frame: The frame.
  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  /// Creates a refresh control from an archive.
  ///
  /// - Parameter coder: The archive.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// Marks a refresh as started (without sending `.valueChanged`).
  open func beginRefreshing() {
    isRefreshing = true
  }

  /// Marks the refresh as finished.
  open func endRefreshing() {
    isRefreshing = false
  }

  /// Pulls the scroll view down as a user would (a HeadlessUIKit addition).
  ///
  /// Begins refreshing and sends `.valueChanged`; does nothing while already refreshing or
  /// disabled.
  public func headlessPullToRefresh() {
    guard !isRefreshing, isEnabled else { return }
    beginRefreshing()
    sendActions(for: .valueChanged)
  }
}
