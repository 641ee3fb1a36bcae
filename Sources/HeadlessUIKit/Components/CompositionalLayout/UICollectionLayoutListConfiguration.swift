import Foundation

/// The settings of a list section of a compositional layout: its appearance, headers,
/// footers and separators (iOS 14).
///
/// A list section is one column of rows that size themselves from an estimated 44 points, at
/// least 44 points tall with the default text size; inset grouped rows are inset by the
/// collection view's layout margins, at least the system minimum (decision CV7).
public struct UICollectionLayoutListConfiguration: @unchecked Sendable {
  /// The look of the list.
  public enum Appearance: Int, Sendable {
    /// Full-width rows, sticky headers.
    case plain = 0
    /// Full-width rows in sections spaced apart.
    case grouped = 1
    /// Rows in sections spaced apart and inset from the sides, with rounded corners.
    case insetGrouped = 2
    /// A sidebar's list.
    case sidebar = 3
    /// A sidebar's list without grouping.
    case sidebarPlain = 4
  }

  /// How a list shows section headers.
  public enum HeaderMode: Int, Sendable {
    /// No headers.
    case none = 0
    /// Headers are supplementary views of kind `UICollectionView.elementKindSectionHeader`.
    case supplementary = 1
    /// The first item of each section is styled as its header.
    case firstItemInSection = 2
  }

  /// How a list shows section footers.
  public enum FooterMode: Int, Sendable {
    /// No footers.
    case none = 0
    /// Footers are supplementary views of kind `UICollectionView.elementKindSectionFooter`.
    case supplementary = 1
  }

  /// The look of the list.
  public let appearance: Appearance

  /// Whether rows are separated by lines; `true` by default.
  public var showsSeparators = true

  /// How the rows' separators look (iOS 14.5).
  public var separatorConfiguration: UIListSeparatorConfiguration

  /// Adjusts each row's separators, or `nil` (iOS 14.5).
  public var itemSeparatorHandler: ItemSeparatorHandler?

  /// The list's background colour, or `nil` for the appearance's (stored only).
  public var backgroundColor: UIColor?

  /// How headers are shown; `.none` by default.
  public var headerMode: HeaderMode = .none

  /// How footers are shown; `.none` by default.
  public var footerMode: FooterMode = .none

  /// The space above each header, or `nil` for the automatic padding (iOS 15).
  public var headerTopPadding: CGFloat?

  /// The function that gives a row's swipe actions, or `nil` for none.
  public typealias SwipeActionsConfigurationProvider = (IndexPath) -> UISwipeActionsConfiguration?

  /// The actions a swipe from the leading edge shows on a row, or `nil` (stored only).
  public var leadingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?

  /// The actions a swipe from the trailing edge shows on a row, or `nil` (stored only).
  public var trailingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?

  /// Creates a configuration with an appearance.
  ///
  /// - Parameter appearance: The look of the list.
  public init(appearance: Appearance) {
    self.appearance = appearance
    separatorConfiguration = UIListSeparatorConfiguration(listAppearance: appearance)
  }

  /// Whether the appearance groups its sections (grouped, inset grouped and sidebar).
  var isGrouped: Bool {
    appearance == .grouped || appearance == .insetGrouped || appearance == .sidebar
  }
}

/// List sections (decision CV7).
extension NSCollectionLayoutSection {
  /// The estimated height of a list row, and its minimum with the default text size.
  static let listRowEstimatedHeight: CGFloat = 44

  /// The space above and below the rows of a grouped list section without a header or footer,
  /// the table's untitled header and footer height (decision W6).
  static let listGroupedSectionSpacing: CGFloat = 18

  /// The automatic space above a plain list's headers, as above a plain table's (decision W6).
  static let listPlainHeaderTopPadding: CGFloat = 22

  /// A list section: one full-width row per item, sized by its cell.
  ///
  /// - Parameters:
  ///   - configuration: The list settings.
  ///   - layoutEnvironment: The environment the section provider was given.
  /// - Returns: The section.
  public static func list(
    using configuration: UICollectionLayoutListConfiguration,
    layoutEnvironment: any NSCollectionLayoutEnvironment
  ) -> NSCollectionLayoutSection {
    let height = NSCollectionLayoutDimension.estimated(listRowEstimatedHeight)
    let item = NSCollectionLayoutItem(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1), heightDimension: height))
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1), heightDimension: height),
      subitems: [item])
    let section = NSCollectionLayoutSection(group: group)
    section.listConfiguration = configuration
    var insets = NSDirectionalEdgeInsets.zero
    if configuration.isGrouped {
      if configuration.headerMode != .supplementary { insets.top = listGroupedSectionSpacing }
      if configuration.footerMode != .supplementary { insets.bottom = listGroupedSectionSpacing }
    }
    if configuration.appearance == .insetGrouped {
      let side = listInsetGroupedSideInset(in: layoutEnvironment)
      insets.leading = side
      insets.trailing = side
      section.contentInsetsReference = .none
    }
    section.contentInsets = insets
    if configuration.headerMode == .supplementary {
      let header = NSCollectionLayoutBoundarySupplementaryItem(
        layoutSize: NSCollectionLayoutSize(
          widthDimension: .fractionalWidth(1),
          heightDimension: .estimated(
            configuration.isGrouped
              ? UITableView.groupedTitledHeaderHeight : UITableView.plainTitledHeaderHeight)),
        elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
      header.pinToVisibleBounds = configuration.appearance == .plain
      section.boundarySupplementaryItems.append(header)
    }
    if configuration.footerMode == .supplementary {
      let footer = NSCollectionLayoutBoundarySupplementaryItem(
        layoutSize: NSCollectionLayoutSize(
          widthDimension: .fractionalWidth(1),
          heightDimension: .estimated(
            configuration.isGrouped
              ? UITableView.groupedTitledFooterHeight : UITableView.plainTitledHeaderHeight)),
        elementKind: UICollectionView.elementKindSectionFooter, alignment: .bottom)
      section.boundarySupplementaryItems.append(footer)
    }
    section.supplementariesFollowContentInsets = configuration.appearance == .insetGrouped
    return section
  }

  /// The side inset of an inset grouped list's rows: the collection view's layout margins, at
  /// least the system minimum of 16 points (20 in a regular width or on a phone at least 414
  /// points wide), as for inset grouped tables (decision W9).
  static func listInsetGroupedSideInset(in environment: any NSCollectionLayoutEnvironment)
    -> CGFloat
  {
    let view = (environment as? CompositionalLayoutEnvironment)?.collectionView
    let minimum = UIViewController.systemMinimumSideMargin(
      horizontalSizeClass: environment.traitCollection.horizontalSizeClass,
      screen: view?.window?.screen ?? UIScreen.main)
    guard let view else { return minimum }
    let margins = view.directionalLayoutMargins
    return max(minimum, max(margins.leading, margins.trailing))
  }

  /// The space above the section's headers: the list's `headerTopPadding`, or 22 points for a
  /// plain list, else none.
  var listHeaderTopPadding: CGFloat {
    guard let listConfiguration, listConfiguration.headerMode == .supplementary else { return 0 }
    if let padding = listConfiguration.headerTopPadding { return padding }
    return listConfiguration.appearance == .plain ? Self.listPlainHeaderTopPadding : 0
  }
}
