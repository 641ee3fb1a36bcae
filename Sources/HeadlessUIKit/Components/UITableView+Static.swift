import Foundation

/// One section of a table whose cells were made in advance: what an Interface Builder table
/// with `dataMode="static"` holds, or the prototype cells shown once each.
package struct UITableViewStaticSection {
  /// The header's title, or `nil` for none.
  package var headerTitle: String?
  /// The footer's title, or `nil` for none.
  package var footerTitle: String?
  /// The cells, one a row, in order.
  package var cells: [UITableViewCell]
  /// A fixed height for each row (Interface Builder's per-cell `rowHeight`), or `nil` where
  /// the row follows the table's ``UITableView/rowHeight``; shorter than `cells` is allowed.
  package var rowHeights: [CGFloat?]
  /// The header's height, or `nil` for the table's ``UITableView/sectionHeaderHeight``.
  package var headerHeight: CGFloat?
  /// The footer's height, or `nil` for the table's ``UITableView/sectionFooterHeight``.
  package var footerHeight: CGFloat?
  /// With stored text metrics only: the document's distance from the section's last row to
  /// the next section's first row, from which a footer title's lines are taken (decision W21).
  package var storedFooterSpacing: CGFloat?

  /// Creates a section of ready-made cells.
  package init(
    headerTitle: String? = nil, footerTitle: String? = nil, cells: [UITableViewCell],
    rowHeights: [CGFloat?] = [], headerHeight: CGFloat? = nil, footerHeight: CGFloat? = nil
  ) {
    self.headerTitle = headerTitle
    self.footerTitle = footerTitle
    self.cells = cells
    self.rowHeights = rowHeights
    self.headerHeight = headerHeight
    self.footerHeight = footerHeight
  }
}

/// The loader's API for tables whose cells come from a document rather than a data source.
extension UITableView {
  /// The header title Xcode shows above prototype cells on the canvas.
  package static let prototypePreviewTitle = "Prototype Cells"

  /// Shows ready-made sections of ready-made cells, laid out exactly as if a data source had
  /// returned them (decision W10).
  ///
  /// Used only while ``dataSource`` is `nil`; `nil` removes them. The cells are never reused.
  ///
  /// - Parameter sections: The sections, in order.
  package func setStaticSections(_ sections: [UITableViewStaticSection]?) {
    staticSections = sections
    setNeedsReload()
  }

  /// Shows prototype cells once each, in one section under Xcode's "Prototype Cells" header, as
  /// the Interface Builder canvas does (decision W10).
  ///
  /// - Parameters:
  ///   - prototypes: One cell made from each prototype, in document order.
  ///   - rowHeights: Each prototype's fixed height, or `nil` to follow the table's row height.
  package func showPrototypePreview(_ prototypes: [UITableViewCell], rowHeights: [CGFloat?] = []) {
    setStaticSections([
      UITableViewStaticSection(
        headerTitle: Self.prototypePreviewTitle, cells: prototypes, rowHeights: rowHeights)
    ])
  }

  /// Registers a function that makes a cell for a reuse identifier: how the loader registers a
  /// storyboard's prototype cells (decision W3).
  ///
  /// - Parameters:
  ///   - factory: Makes a new cell from the prototype.
  ///   - identifier: The prototype's reuse identifier.
  package func registerCellFactory(
    _ factory: @escaping @MainActor () -> UITableViewCell,
    forCellReuseIdentifier identifier: String
  ) {
    reuseRegistry.registrations[identifier] = .factory(factory)
  }
}

/// The static sections as a controller's data source answers them (decision W10).
extension UITableView {
  /// The number of static sections, or `nil` when the table has none.
  package var staticSectionCount: Int? {
    staticSections?.count
  }

  /// A static section, or `nil` when there is none at that index.
  package func staticSection(at section: Int) -> UITableViewStaticSection? {
    guard let staticSections, staticSections.indices.contains(section) else { return nil }
    return staticSections[section]
  }

  /// A static row's fixed height, or `nil` when the row follows the table's row height.
  package func staticRowHeight(at indexPath: IndexPath) -> CGFloat? {
    guard let section = staticSection(at: indexPath.section),
      section.rowHeights.indices.contains(indexPath.row)
    else { return nil }
    return section.rowHeights[indexPath.row]
  }
}
