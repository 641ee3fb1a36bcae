import Foundation

/// The header and footer views of one section, and whether the table made them for titles.
struct TableSectionViews {
  /// The header view: the delegate's, or the table's view for the title, or `nil`.
  var header: UIView?
  /// Whether ``header`` is the table's view for the section's title.
  var headerIsTitle = false
  /// The footer view: the delegate's, or the table's view for the title, or `nil`.
  var footer: UIView?
  /// Whether ``footer`` is the table's view for the section's title.
  var footerIsTitle = false
}

/// Section header and footer views: asked for at each reload, sized, and placed (decisions
/// W6, W17–W21).
extension UITableView {
  /// The header view of a section, if it is a header-footer view: the delegate's or the one the
  /// table made for the section's title.
  ///
  /// - Parameter section: The section.
  /// - Returns: The view, or `nil` when the section has none or it is another kind of view.
  public func headerView(forSection section: Int) -> UITableViewHeaderFooterView? {
    layoutTableIfNeeded()
    guard sectionViews.indices.contains(section) else { return nil }
    return sectionViews[section].header as? UITableViewHeaderFooterView
  }

  /// The footer view of a section, if it is a header-footer view: the delegate's or the one the
  /// table made for the section's title.
  ///
  /// - Parameter section: The section.
  /// - Returns: The view, or `nil` when the section has none or it is another kind of view.
  public func footerView(forSection section: Int) -> UITableViewHeaderFooterView? {
    layoutTableIfNeeded()
    guard sectionViews.indices.contains(section) else { return nil }
    return sectionViews[section].footer as? UITableViewHeaderFooterView
  }

  /// Ends the display of the previous views and puts them back in their reuse queues, then
  /// asks the delegate for each section's header and footer views, making a header-footer
  /// view for each title instead.
  func reloadHeaderFooterViews() {
    endDisplayingSectionViews()
    for views in sectionViews {
      for view in [views.header, views.footer].compactMap({ $0 }) {
        view.removeFromSuperview()
        if let reusable = view as? UITableViewHeaderFooterView {
          enqueueHeaderFooterViewForReuse(reusable)
        }
      }
    }
    sectionViews = (0..<contentSectionCount()).map { section in
      var views = TableSectionViews()
      if let view = tableDelegate?.tableView(self, viewForHeaderInSection: section) {
        views.header = view
      } else if let title = contentHeaderTitle(inSection: section) {
        views.header = makeTitleView(title, role: .header, section: section)
        views.headerIsTitle = true
      }
      if let view = tableDelegate?.tableView(self, viewForFooterInSection: section) {
        views.footer = view
      } else if let title = contentFooterTitle(inSection: section) {
        views.footer = makeTitleView(title, role: .footer, section: section)
        views.footerIsTitle = true
      }
      (views.header as? UITableViewHeaderFooterView)?.role = .header
      (views.footer as? UITableViewHeaderFooterView)?.role = .footer
      // In the table before they are measured, so their text measures on its screen.
      for view in [views.header, views.footer].compactMap({ $0 }) where view.superview !== self {
        addSubview(view)
      }
      return views
    }
  }

  /// The height of a section's header: the requested height, else the delegate view's fitting
  /// height, else the title's or the style's untitled height; a title is never cut below what
  /// it needs (decisions W6, W17).
  ///
  /// Before iOS 13 a grouped table opens with a 35-point header when its first section has no
  /// title and no header view and the table has no table header view, unless the delegate asks
  /// for a height other than the table's `sectionHeaderHeight` (decision GN10).
  func headerHeight(inSection section: Int, width: CGFloat) -> CGFloat {
    let requested = requestedHeaderHeight(inSection: section)
    let views = sectionViews.indices.contains(section) ? sectionViews[section] : .init()
    if section == 0, style == .grouped, views.header == nil, tableHeaderView == nil,
      systemGeneration.opensGroupedTablesWithTallHeader,
      requested < 0 || requested == sectionHeaderHeight
    {
      return Self.groupedFirstUntitledHeaderHeightBeforeIOS13
    }
    return supplementaryHeight(
      view: views.header, isTitle: views.headerIsTitle, requested: requested, section: section,
      width: width, storedTextHeight: nil)
  }

  /// The height of a section's footer, like a header's; with stored text metrics a static
  /// footer title takes its lines from the document (decision W21).
  func footerHeight(inSection section: Int, width: CGFloat, nextHeader: CGFloat?) -> CGFloat {
    let requested = requestedFooterHeight(inSection: section)
    let views = sectionViews.indices.contains(section) ? sectionViews[section] : .init()
    var stored: CGFloat?
    if views.footerIsTitle, let nextHeader,
      let spacing = staticSection(at: section)?.storedFooterSpacing
    {
      stored = storedFooterTextHeight(spacing: spacing, nextHeader: nextHeader, section: section)
    }
    return supplementaryHeight(
      view: views.footer, isTitle: views.footerIsTitle, requested: requested, section: section,
      width: width, storedTextHeight: stored)
  }

  /// The height of a header or footer from its view and the requested height.
  private func supplementaryHeight(
    view: UIView?, isTitle: Bool, requested: CGFloat, section: Int, width: CGFloat,
    storedTextHeight: CGFloat?
  ) -> CGFloat {
    if let view = view as? UITableViewHeaderFooterView, isTitle {
      let height = layOutTitleView(
        view, section: section, width: width, storedTextHeight: storedTextHeight)
      return max(requested, height)
    }
    if let view {
      if let reusable = view as? UITableViewHeaderFooterView {
        applyTitleInsets(to: reusable, section: section)
      }
      guard requested < 0 else { return requested }
      let fitted = view.systemLayoutSizeFitting(
        CGSize(width: width, height: 0), withHorizontalFittingPriority: .required,
        verticalFittingPriority: .fittingSizeLevel
      ).height
      return fitted > 0 ? fitted : view.frame.height
    }
    guard requested < 0 else { return requested }
    return style == .plain ? 0 : Self.groupedUntitledHeaderHeight
  }

  /// The text height of a static footer title whose lines are taken from the document: the
  /// whole lines that fill the stored spacing less the next header and the footer's insets.
  private func storedFooterTextHeight(spacing: CGFloat, nextHeader: CGFloat, section: Int)
    -> CGFloat
  {
    let titleStyle = titleStyle(for: .footer, section: section)
    let oneLine = referenceLineHeight(titleStyle.textStyle)
    let font = UIFont.preferredFont(
      forTextStyle: titleStyle.textStyle, compatibleWith: traitCollection)
    let insets = titleStyle.minimumHeight - oneLine
    let lines = max(1, ((spacing - nextHeader - insets) / max(1, font.lineHeight)).rounded())
    return lines == 1 ? oneLine : pixelCeil(lines * font.lineHeight)
  }

  /// Places each section's header and footer views over their rectangles.
  ///
  /// - Parameter reloaded: Whether the views were asked for (and added) in this pass.
  func showHeaderFooterViews(reloaded: Bool) {
    var inserted = reloaded && sectionViews.contains { $0.header != nil || $0.footer != nil }
    for (section, views) in sectionViews.enumerated() {
      guard geometry.sections.indices.contains(section) else { break }
      let rects = geometry.sections[section]
      for (view, rect) in [(views.header, rects.header), (views.footer, rects.footer)] {
        guard let view else { continue }
        view.frame = rect
        if view.superview !== self {
          addSubview(view)
          inserted = true
        }
      }
    }
    // Views added during the pass bring constraints: solve them before the views lay out.
    if inserted { prepareTreeForLayout() }
  }
}
