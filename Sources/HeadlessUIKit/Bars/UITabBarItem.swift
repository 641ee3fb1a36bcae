import Foundation

/// The item that represents a controller in a tab bar: a title, images, a badge and a tag.
@preconcurrency @MainActor
open class UITabBarItem: UIBarItem {
  /// The image shown while the tab is selected; `nil` uses ``UIBarItem/image``.
  open var selectedImage: UIImage?

  /// The text of the badge on the item; `nil` (no badge) by default.
  open var badgeValue: String?

  /// The badge's background colour; `nil` (the system red) by default.
  open var badgeColor: UIColor? {
    didSet { appearancePropertyDidChange(\UITabBarItem.badgeColor, to: badgeColor) }
  }

  /// The offset of the title from its place; zero by default (kept, not drawn).
  open var titlePositionAdjustment = UIOffset.zero {
    didSet {
      appearancePropertyDidChange(
        \UITabBarItem.titlePositionAdjustment, to: titlePositionAdjustment)
    }
  }

  /// The system item the item was made as, if any.
  public private(set) var systemItem: SystemItem?

  /// Creates an empty item.
  public override init() {
    super.init()
  }

  /// Creates an item.
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - image: The image.
  ///   - tag: The tag.
  public convenience init(title: String?, image: UIImage?, tag: Int) {
    self.init()
    self.title = title
    self.image = image
    self.tag = tag
  }

  /// Creates an item with images for both states.
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - image: The image.
  ///   - selectedImage: The image while selected.
  public convenience init(title: String?, image: UIImage?, selectedImage: UIImage?) {
    self.init()
    self.title = title
    self.image = image
    self.selectedImage = selectedImage
  }

  /// Creates a system item, titled as UIKit titles it in English.
  ///
  /// - Parameters:
  ///   - systemItem: The system item.
  ///   - tag: The tag.
  public convenience init(tabBarSystemItem systemItem: SystemItem, tag: Int) {
    self.init()
    self.systemItem = systemItem
    self.title = systemItem.title
    self.tag = tag
  }
}

extension UITabBarItem {
  /// The system's tab bar items.
  public enum SystemItem: Int, Sendable {
    /// More.
    case more = 0
    /// Favorites.
    case favorites = 1
    /// Featured.
    case featured = 2
    /// Top Rated.
    case topRated = 3
    /// Recents.
    case recents = 4
    /// Contacts.
    case contacts = 5
    /// History.
    case history = 6
    /// Bookmarks.
    case bookmarks = 7
    /// Search.
    case search = 8
    /// Downloads.
    case downloads = 9
    /// Most Recent.
    case mostRecent = 10
    /// Most Viewed.
    case mostViewed = 11

    /// The English title UIKit shows.
    var title: String {
      switch self {
      case .more: return "More"
      case .favorites: return "Favorites"
      case .featured: return "Featured"
      case .topRated: return "Top Rated"
      case .recents: return "Recents"
      case .contacts: return "Contacts"
      case .history: return "History"
      case .bookmarks: return "Bookmarks"
      case .search: return "Search"
      case .downloads: return "Downloads"
      case .mostRecent: return "Most Recent"
      case .mostViewed: return "Most Viewed"
      }
    }
  }
}
