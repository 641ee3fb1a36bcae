import Foundation

/// Something a menu shows: an action, a command or a submenu, with a title and an image.
///
/// As in UIKit, menu elements are made once and shown in menus of buttons, bar button items
/// and context menus. Headless no menu is ever shown: the elements are kept, and a test reaches
/// them through the `menu` of the control or the configuration a context menu interaction's
/// delegate returns (``UIContextMenuInteraction/headlessMenuConfiguration(at:)``).
@preconcurrency @MainActor
open class UIMenuElement: NSObject {
  /// The element's title (settable on ``UIAction``).
  var menuTitle: String
  /// The element's image (settable on ``UIAction``).
  var menuImage: UIImage?
  /// The element's second line (settable on ``UIAction``).
  var menuSubtitle: String?

  /// The title shown for the element.
  open var title: String { menuTitle }

  /// The image shown beside the title; `nil` by default.
  open var image: UIImage? { menuImage }

  /// A second line under the title (iOS 15); `nil` by default.
  open var subtitle: String? { menuSubtitle }

  init(title: String, subtitle: String?, image: UIImage?) {
    menuTitle = title
    menuSubtitle = subtitle
    menuImage = image
    super.init()
  }
}

extension UIMenuElement {
  /// Whether an element shows a checkmark, with UIKit's raw values.
  public enum State: Int, Sendable {
    /// No mark.
    case off = 0
    /// A checkmark.
    case on = 1
    /// A dash, for a mixed state.
    case mixed = 2
  }

  /// How an element looks and behaves.
  public struct Attributes: OptionSet, Hashable, Sendable {
    /// The attributes' bits.
    public let rawValue: UInt

    /// Creates attributes from their bits.
    ///
    /// - Parameter rawValue: The bits.
    public init(rawValue: UInt) {
      self.rawValue = rawValue
    }

    /// Shown dimmed; choosing it does nothing.
    public static let disabled = Attributes(rawValue: 1 << 0)
    /// Shown in red, for actions that destroy data.
    public static let destructive = Attributes(rawValue: 1 << 1)
    /// Not shown.
    public static let hidden = Attributes(rawValue: 1 << 2)
    /// Choosing it leaves the menu open (iOS 16).
    public static let keepsMenuPresented = Attributes(rawValue: 1 << 3)
  }
}

/// A menu element whose elements are supplied when the menu is about to show (iOS 14).
///
/// Headless no menu shows, so the provider runs only when code asks through
/// ``headlessProvideElements(_:)`` (a HeadlessUIKit addition).
@preconcurrency @MainActor
public final class UIDeferredMenuElement: UIMenuElement {
  /// The closure that supplies the elements.
  let elementProvider: (@escaping @MainActor ([UIMenuElement]) -> Void) -> Void
  /// Whether the elements are asked for each time the menu shows.
  public let isUncached: Bool

  /// Creates an element whose elements are supplied once, the first time the menu shows.
  ///
  /// - Parameter elementProvider: Calls its completion with the elements.
  public convenience init(
    _ elementProvider: @escaping (@escaping @MainActor ([UIMenuElement]) -> Void) -> Void
  ) {
    self.init(provider: elementProvider, uncached: false)
  }

  /// Creates an element whose elements are supplied each time the menu shows (iOS 15).
  ///
  /// - Parameter elementProvider: Calls its completion with the elements.
  /// - Returns: The element.
  public static func uncached(
    _ elementProvider: @escaping (@escaping @MainActor ([UIMenuElement]) -> Void) -> Void
  ) -> UIDeferredMenuElement {
    UIDeferredMenuElement(provider: elementProvider, uncached: true)
  }

  init(
    provider: @escaping (@escaping @MainActor ([UIMenuElement]) -> Void) -> Void, uncached: Bool
  ) {
    elementProvider = provider
    isUncached = uncached
    super.init(title: "", subtitle: nil, image: nil)
  }

  /// The elements supplied so far (cached elements stay after the first call).
  private var cached: [UIMenuElement]?

  /// Asks for the elements as a menu about to show would (a HeadlessUIKit addition): runs the
  /// provider (once for a cached element) and passes the elements to `completion`.
  ///
  /// - Parameter completion: Receives the elements.
  public func headlessProvideElements(_ completion: @escaping @MainActor ([UIMenuElement]) -> Void)
  {
    if !isUncached, let cached {
      completion(cached)
      return
    }
    elementProvider { [weak self] elements in
      if self?.isUncached == false { self?.cached = elements }
      completion(elements)
    }
  }
}
