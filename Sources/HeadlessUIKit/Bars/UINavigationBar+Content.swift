import Foundation

/// The views a navigation bar shows its top item with (decisions C61–C64).
struct NavigationBarContent {
  /// The centred title (hidden while the large title shows, or when there is no title).
  var titleLabel: UILabel?
  /// The title view of the top item, shown instead of the title label.
  var titleView: UIView?
  /// The large title.
  var largeTitleLabel: UILabel?
  /// The stand-in for the back chevron: a label holding "‹" (decision C63).
  var backChevron: UILabel?
  /// The back button, titled after the item below the top one.
  var backButton: UIButton?
  /// The views of the left items, first leftmost.
  var left: [UIView] = []
  /// The views of the right items, first rightmost.
  var right: [UIView] = []

  /// Every view, for removal.
  var all: [UIView] {
    [titleLabel, titleView, largeTitleLabel, backChevron, backButton].compactMap { $0 }
      + left + right
  }
}

extension UINavigationBar {
  /// The font of the title: semibold 17 points, UIKit's default bar title font.
  static var titleFont: UIFont { UIFont.systemFont(ofSize: 17, weight: .semibold) }

  /// The font of the large title: bold 34 points, as `.largeTitle` at the default size.
  static var largeTitleFont: UIFont { UIFont.systemFont(ofSize: 34, weight: .bold) }

  /// Whether the top item's title shows large: the bar prefers large titles, the screen allows
  /// them, and the item's mode (through `.automatic` items, the mode of the items below) says so;
  /// an `.automatic` stack is large (decision C65).
  func showsLargeTitle(_ metrics: BarMetrics) -> Bool {
    guard prefersLargeTitles, metrics.allowsLargeTitles else { return false }
    for item in itemStack.reversed() {
      switch item.largeTitleDisplayMode {
      case .always: return true
      case .never, .inline: return false
      case .automatic: continue
      }
    }
    return !itemStack.isEmpty
  }

  /// The bar's height: the standard row (taller in a sheet, decision IC5), and the
  /// large-title area when it shows.
  func preferredHeight(_ metrics: BarMetrics) -> CGFloat {
    var metrics = metrics
    metrics.isInSheet = isInSheet
    return metrics.navigationBarHeight
      + (showsLargeTitle(metrics) ? metrics.largeTitleHeight : 0)
  }

  /// Rebuilds the views if the items changed, then puts them where ``NavigationBarLayout``
  /// says.
  func layOutContent() {
    var metrics = BarMetrics(for: self)
    metrics.isInSheet = isInSheet
    let large = showsLargeTitle(metrics)
    if needsContentRebuild { rebuildContent() }
    let top = topItem
    let titleText = top?.title ?? ""
    content.titleLabel?.isHidden = large || titleText.isEmpty
    content.largeTitleLabel?.isHidden = !large || titleText.isEmpty
    var titleSize: CGSize?
    if let titleView = content.titleView {
      titleSize = Self.size(of: titleView)
    } else if let label = content.titleLabel, !label.isHidden {
      titleSize = label.intrinsicContentSize
    }
    let layout = NavigationBarLayout(
      width: bounds.width, rowHeight: metrics.navigationBarHeight,
      largeTitleAreaHeight: large ? metrics.largeTitleHeight : 0,
      safeLeading: safeAreaInsets.left, safeTrailing: safeAreaInsets.right,
      sideMargin: metrics.barSideMargin,
      backTitle: content.backChevron.map { _ in content.backButton?.intrinsicContentSize ?? .zero },
      left: content.left.map(Self.size(of:)), right: content.right.map(Self.size(of:)),
      title: titleSize,
      largeTitleHeight: large && !titleText.isEmpty ? Self.largeTitleFont.lineHeight : nil)
    let frames = layout.frames()
    if let frame = frames.chevron { content.backChevron?.frame = frame }
    if let frame = frames.backTitle { content.backButton?.frame = frame }
    for (view, frame) in zip(content.left, frames.left) { view.frame = frame }
    for (view, frame) in zip(content.right, frames.right) { view.frame = frame }
    if let frame = frames.title { (content.titleView ?? content.titleLabel)?.frame = frame }
    if let frame = frames.largeTitle { content.largeTitleLabel?.frame = frame }
  }

  /// The size a view takes in the bar: its frame's, or its intrinsic size when its frame is
  /// empty (decision C62).
  static func size(of view: UIView) -> CGSize {
    if view.frame.size != .zero { return view.frame.size }
    let intrinsic = view.intrinsicContentSize
    return CGSize(width: max(0, intrinsic.width), height: max(0, intrinsic.height))
  }

  /// Removes the old views and makes those of the top item.
  private func rebuildContent() {
    needsContentRebuild = false
    for view in content.all where view.superview === self { view.removeFromSuperview() }
    content = NavigationBarContent()
    guard let top = topItem else { return }
    let appearance = top.standardAppearance ?? standardAppearance
    if let titleView = top.titleView {
      content.titleView = titleView
    } else {
      let label = UILabel()
      Self.style(
        label, with: Self.merged(titleTextAttributes, appearance.titleTextAttributes),
        font: Self.titleFont)
      label.textAlignment = .center
      label.lineBreakMode = .byTruncatingTail
      label.text = top.title
      content.titleLabel = label
    }
    let large = UILabel()
    Self.style(
      large, with: Self.merged(largeTitleTextAttributes, appearance.largeTitleTextAttributes),
      font: Self.largeTitleFont)
    large.lineBreakMode = .byTruncatingTail
    large.text = top.title
    content.largeTitleLabel = large
    let lefts = top.leftBarButtonItems ?? []
    if let back = backItem, !top.hidesBackButton,
      lefts.isEmpty || top.leftItemsSupplementBackButton
    {
      let chevron = UILabel()
      chevron.text = "\u{2039}"
      chevron.font = UIFont.systemFont(ofSize: 28)
      chevron.textAlignment = .center
      chevron.textColor = .systemBlue
      content.backChevron = chevron
      if let title = Self.backTitle(for: back) {
        let button = UIButton(type: .system)
        button.setTitle(title, for: .normal)
        button.titleLabel?.font = UIFont.systemFont(ofSize: 17)
        content.backButton = button
      }
    }
    // The bar shows these items now: the appearance proxies reach them first (AP2).
    applyAppearance(to: lefts + (top.rightBarButtonItems ?? []))
    content.left = lefts.compactMap { $0.makeBarView() }
    content.right = (top.rightBarButtonItems ?? []).compactMap { $0.makeBarView() }
    for view in content.all { addSubview(view) }
  }

  /// The attributes a title is drawn with: the bar's legacy attributes, overridden by those
  /// of the appearance in use (decision AP6).
  static func merged(
    _ legacy: [NSAttributedString.Key: Any]?, _ appearance: [NSAttributedString.Key: Any]
  ) -> [NSAttributedString.Key: Any] {
    (legacy ?? [:]).merging(appearance) { _, new in new }
  }

  /// Gives a title label the attributes' font (else the default) and foreground colour.
  private static func style(
    _ label: UILabel, with attributes: [NSAttributedString.Key: Any], font: UIFont
  ) {
    label.font = attributes[.font] as? UIFont ?? font
    if let color = attributes[.foregroundColor] as? UIColor { label.textColor = color }
  }

  /// The back button's title for the item it leads to: its back bar button item's title, else
  /// what its display mode says: its back button title, else its title, else "Back"; "Back";
  /// or none, the chevron alone (decision C63).
  static func backTitle(for item: UINavigationItem) -> String? {
    if let title = item.backBarButtonItem?.title { return title }
    switch item.backButtonDisplayMode {
    case .default: return item.backButtonTitle ?? item.title ?? "Back"
    case .generic: return "Back"
    case .minimal: return nil
    }
  }
}

extension UINavigationBar: BarItemAppearanceHost {
  /// The bar button items of the top item, left then right.
  var shownBarItems: [UIBarItem] {
    guard let top = topItem else { return [] }
    return (top.leftBarButtonItems ?? []) + (top.rightBarButtonItems ?? [])
  }
}
