import Foundation

/// Where the table's sections and cells come from: the data source, else the static sections.
extension UITableView {
  /// The number of sections.
  func contentSectionCount() -> Int {
    if let dataSource { return max(0, dataSource.numberOfSections(in: self)) }
    return staticSections?.count ?? 0
  }

  /// The number of rows in a section.
  func contentRowCount(inSection section: Int) -> Int {
    if let dataSource {
      return max(0, dataSource.tableView(self, numberOfRowsInSection: section))
    }
    guard let staticSections, staticSections.indices.contains(section) else { return 0 }
    return staticSections[section].cells.count
  }

  /// A section's header title.
  func contentHeaderTitle(inSection section: Int) -> String? {
    if let dataSource { return dataSource.tableView(self, titleForHeaderInSection: section) }
    return staticSection(section)?.headerTitle
  }

  /// A section's footer title.
  func contentFooterTitle(inSection section: Int) -> String? {
    if let dataSource { return dataSource.tableView(self, titleForFooterInSection: section) }
    return staticSection(section)?.footerTitle
  }

  /// The cell of a row, from the data source or the static sections.
  func contentCell(at indexPath: IndexPath) -> UITableViewCell {
    if let dataSource { return dataSource.tableView(self, cellForRowAt: indexPath) }
    guard let section = staticSection(indexPath.section),
      section.cells.indices.contains(indexPath.row)
    else {
      preconditionFailure("UITableView: no static cell for row \(indexPath)")
    }
    return section.cells[indexPath.row]
  }

  /// The delegate, when it is a table view delegate.
  var tableDelegate: (any UITableViewDelegate)? {
    delegate as? any UITableViewDelegate
  }

  /// The requested height of a row: the delegate's, a static row's own, or ``rowHeight``.
  func requestedRowHeight(at indexPath: IndexPath) -> CGFloat {
    if let tableDelegate { return tableDelegate.tableView(self, heightForRowAt: indexPath) }
    if dataSource == nil, let section = staticSection(indexPath.section),
      section.rowHeights.indices.contains(indexPath.row),
      let height = section.rowHeights[indexPath.row]
    {
      return height
    }
    return rowHeight
  }

  /// The requested height of a section's header.
  func requestedHeaderHeight(inSection section: Int) -> CGFloat {
    if let tableDelegate { return tableDelegate.tableView(self, heightForHeaderInSection: section) }
    if dataSource == nil, let height = staticSection(section)?.headerHeight { return height }
    return sectionHeaderHeight
  }

  /// The requested height of a section's footer.
  func requestedFooterHeight(inSection section: Int) -> CGFloat {
    if let tableDelegate { return tableDelegate.tableView(self, heightForFooterInSection: section) }
    if dataSource == nil, let height = staticSection(section)?.footerHeight { return height }
    return sectionFooterHeight
  }

  /// A static section, when there is no data source.
  private func staticSection(_ section: Int) -> UITableViewStaticSection? {
    guard dataSource == nil, let staticSections, staticSections.indices.contains(section) else {
      return nil
    }
    return staticSections[section]
  }
}
