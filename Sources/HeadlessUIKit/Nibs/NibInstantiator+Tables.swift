import Foundation
import InterfaceBuilderDocuments

extension NibInstantiator {
  /// Fills a table or collection view with what the document holds (format §9.5, §9.6): a static
  /// table's sections of cells, laid out as a data source's would be; prototype cells shown
  /// once each as a preview (decision IB12); and the table's or layout's metrics.
  func addCells(_ object: IBObject, to view: UIView) {
    switch view {
    case let table as UITableView:
      applyTable(object, to: table)
    case let collection as UICollectionView:
      applyCollection(object, to: collection)
    case let cell as UITableViewCell:
      applyTableCell(object, to: cell)
    case let reusable as UICollectionReusableView:
      reusable.storedReuseIdentifier = object.attributes["reuseIdentifier"]
    case let headerFooter as UITableViewHeaderFooterView:
      headerFooter.storedReuseIdentifier = object.attributes["reuseIdentifier"]
    default:
      break
    }
  }

  /// A table's metrics, its static sections or its prototype preview.
  func applyTable(_ object: IBObject, to table: UITableView) {
    let attributes = resolvedAttributes(object)
    func number(_ name: String) -> CGFloat? {
      attributes[name].flatMap(Double.init).map { CGFloat($0) }
    }
    if let height = number("rowHeight") { table.rowHeight = height }
    if let height = number("estimatedRowHeight") { table.estimatedRowHeight = height }
    if let height = number("sectionHeaderHeight") { table.sectionHeaderHeight = height }
    if let height = number("sectionFooterHeight") { table.sectionFooterHeight = height }
    if attributes["separatorStyle"] == "none" { table.separatorStyle = .none }
    if !object.sections.isEmpty {
      var sections = object.sections.map { section in
        let cells = section.cells.compactMap { makeView($0) as? UITableViewCell }
        return UITableViewStaticSection(
          headerTitle: section.headerTitle, footerTitle: section.footerTitle, cells: cells,
          rowHeights: section.cells.map(Self.customRowHeight))
      }
      if textMetrics == .storedFrames {
        // A footer title has no stored frame: its lines come from the stored rows (W21).
        for index in sections.indices.dropLast() {
          guard let last = object.sections[index].cells.last?.frame,
            let next = object.sections[index + 1].cells.first?.frame
          else { continue }
          sections[index].storedFooterSpacing = next.minY - last.maxY
        }
      }
      table.setStaticSections(sections)
    } else if !object.prototypes.isEmpty {
      let cells = object.prototypes.compactMap { makeView($0) as? UITableViewCell }
      table.showPrototypePreview(cells, rowHeights: object.prototypes.map(Self.customRowHeight))
      for prototype in object.prototypes {
        guard let identifier = prototype.attributes["reuseIdentifier"] else { continue }
        let document = document
        table.registerCellFactory(
          { [weak storyboard] in
            let instantiator = NibInstantiator(document: document, storyboard: storyboard)
            let cell = instantiator.makeView(prototype) as? UITableViewCell
            instantiator.finish()
            return cell ?? UITableViewCell(style: .default, reuseIdentifier: identifier)
          }, forCellReuseIdentifier: identifier)
      }
    }
  }

  /// A cell's own row height (`customRowHeight` attributes), if it has one.
  static func customRowHeight(_ cell: IBObject) -> CGFloat? {
    guard cell.attributes["customRowHeight"] != nil || cell.attributes["rowHeight"] != nil,
      let height = cell.attributes["rowHeight"].flatMap(Double.init)
    else { return nil }
    return CGFloat(height)
  }

  /// A table cell's style, identifier, accessory and built-in labels (which the document
  /// names among the content view's subviews).
  func applyTableCell(_ object: IBObject, to cell: UITableViewCell) {
    let attributes = object.attributes
    switch attributes["style"] {
    case "IBUITableViewCellStyleValue1": cell.cellStyle = .value1
    case "IBUITableViewCellStyleValue2": cell.cellStyle = .value2
    case "IBUITableViewCellStyleSubtitle": cell.cellStyle = .subtitle
    default: cell.cellStyle = .default
    }
    cell.storedReuseIdentifier = attributes["reuseIdentifier"]
    if let accessory = enumerated(
      "accessoryType", of: object, attributes,
      [
        "disclosureIndicator": .disclosureIndicator,
        "detailDisclosureButton": .detailDisclosureButton, "checkmark": .checkmark,
        "detailButton": .detailButton,
      ], ignoring: ["none"]) as UITableViewCell.AccessoryType?
    {
      cell.accessoryType = accessory
    }
    if attributes["selectionStyle"] == "none" { cell.selectionStyle = .none }
    if let id = attributes["textLabel"] { cell.storedTextLabel = objects[id] as? UILabel }
    if let id = attributes["detailTextLabel"] {
      cell.storedDetailTextLabel = objects[id] as? UILabel
    }
    if let id = attributes["imageView"] { cell.storedImageView = objects[id] as? UIImageView }
    if forCanvas { showPlaceholderText(of: cell) }
    if textMetrics == .storedFrames { storeDefaultTextHeight(object, of: cell) }
  }

  /// Gives the stored-metrics text label of a `.default` cell the text height inside its
  /// stored frame: Xcode stores that label over the content view's whole height, so the text
  /// of a label that may wrap is the content less the content view's top and bottom margins,
  /// and a one-line label's text is at most one line of its font (decision IC30).
  private func storeDefaultTextHeight(_ object: IBObject, of cell: UITableViewCell) {
    guard cell.cellStyle == .default, let label = cell.storedTextLabel as? StoredMetricsLabel,
      let id = object.attributes["textLabel"],
      let content = object.object(key: "contentView")?.frame,
      let frame = object.object(key: "contentView")?.subviews.first(where: { $0.id == id })?
        .frame,
      frame.minY == 0, abs(frame.height - content.height) < 0.01
    else { return }
    let inside = max(0, frame.height - 2 * cell.contentVerticalMargin)
    label.storedSize.height = label.numberOfLines == 1 ? min(inside, label.font.lineHeight) : inside
  }

  /// Gives the empty built-in labels of a cell the placeholder text Xcode's canvas shows in
  /// them: "Title" for the text label, "Subtitle" (subtitle style) or "Detail" (right and
  /// left detail styles) for the detail label (decision CN6).
  private func showPlaceholderText(of cell: UITableViewCell) {
    if let label = cell.storedTextLabel, label.text?.isEmpty ?? true { label.text = "Title" }
    if let label = cell.storedDetailTextLabel, label.text?.isEmpty ?? true {
      label.text = cell.cellStyle == .subtitle ? "Subtitle" : "Detail"
    }
  }

  /// A collection view's flow layout metrics and its prototype preview.
  func applyCollection(_ object: IBObject, to collection: UICollectionView) {
    if let layoutObject = object.object(key: "collectionViewLayout") {
      if layoutObject.element == "collectionViewFlowLayout",
        let flow = collection.collectionViewLayout as? UICollectionViewFlowLayout
      {
        applyFlowLayout(layoutObject, to: flow)
      } else {
        warn(
          object,
          "collection view layout <\(layoutObject.element)> is made in code; flow layout used")
      }
    }
    let cells = object.prototypes.compactMap { makeView($0) as? UICollectionViewCell }
    if !cells.isEmpty { collection.showPrototypePreview(cells) }
  }

  /// A flow layout's direction, spacings, sizes and insets.
  func applyFlowLayout(_ object: IBObject, to flow: UICollectionViewFlowLayout) {
    let attributes = object.attributes
    if attributes["scrollDirection"] == "horizontal" { flow.scrollDirection = .horizontal }
    if let value = attributes["minimumLineSpacing"].flatMap(Double.init) {
      flow.minimumLineSpacing = CGFloat(value)
    }
    if let value = attributes["minimumInteritemSpacing"].flatMap(Double.init) {
      flow.minimumInteritemSpacing = CGFloat(value)
    }
    for property in object.properties {
      let size = CGSize(
        width: CGFloat(property.double("width") ?? 0),
        height: CGFloat(property.double("height") ?? 0))
      switch (property.name, property.key) {
      case ("size", "itemSize"): flow.itemSize = size
      case ("size", "estimatedItemSize"): flow.estimatedItemSize = size
      case ("size", "headerReferenceSize"): flow.headerReferenceSize = size
      case ("size", "footerReferenceSize"): flow.footerReferenceSize = size
      case ("inset", "sectionInset"): flow.sectionInset = Self.insets(property)
      default: break
      }
    }
  }
}
