import Foundation

/// A place to copy data to and paste it from, in memory.
///
/// Each item is a dictionary from a type identifier (`public.utf8-plain-text`, `public.url`,
/// `public.png`…) to a value. The typed properties read the first value of their type in each
/// item and write one item per value. Every change increments ``changeCount`` and posts
/// ``changedNotification``.
open class UIPasteboard: NSObject, @unchecked Sendable {
  /// The name of a pasteboard.
  public struct Name: Hashable, RawRepresentable, Sendable {
    /// The name's string.
    public var rawValue: String

    /// Creates a name.
    ///
    /// - Parameter rawValue: The string.
    public init(rawValue: String) {
      self.rawValue = rawValue
    }

    /// The system-wide general pasteboard.
    public static let general = Name(rawValue: "com.apple.UIKit.pboard.general")
  }

  private static let registryLock = NSLock()
  nonisolated(unsafe) private static var named: [Name: UIPasteboard] = [:]

  /// The general pasteboard.
  open class var general: UIPasteboard {
    pasteboard(for: .general)
  }

  /// The pasteboard with a name, made on first use.
  ///
  /// - Parameters:
  ///   - pasteboardName: The name.
  ///   - create: Whether to make it when it does not exist.
  /// - Returns: The pasteboard, or `nil`.
  open class func withName(_ pasteboardName: Name, create: Bool) -> UIPasteboard? {
    registryLock.lock()
    defer { registryLock.unlock() }
    if let existing = named[pasteboardName] { return existing }
    guard create else { return nil }
    let board = UIPasteboard(name: pasteboardName)
    named[pasteboardName] = board
    return board
  }

  /// A new pasteboard with a unique name.
  open class func withUniqueName() -> UIPasteboard {
    pasteboard(for: Name(rawValue: UUID().uuidString))
  }

  /// Removes a named pasteboard.
  ///
  /// - Parameter pasteboardName: The name.
  open class func remove(withName pasteboardName: Name) {
    registryLock.lock()
    named[pasteboardName] = nil
    registryLock.unlock()
  }

  private class func pasteboard(for name: Name) -> UIPasteboard {
    withName(name, create: true) ?? UIPasteboard(name: name)
  }

  /// Posted when the pasteboard's contents change.
  public static let changedNotification = Notification.Name("UIPasteboardChangedNotification")

  /// The pasteboard's name.
  public let name: Name

  private let lock = NSLock()
  private var storedItems: [[String: Any]] = []
  private var storedChangeCount = 0

  private init(name: Name) {
    self.name = name
    super.init()
  }

  /// How many times the contents changed.
  open var changeCount: Int {
    lock.lock()
    defer { lock.unlock() }
    return storedChangeCount
  }

  /// The items, each a dictionary from type identifier to value.
  open var items: [[String: Any]] {
    get {
      lock.lock()
      defer { lock.unlock() }
      return storedItems
    }
    set {
      lock.lock()
      storedItems = newValue
      storedChangeCount += 1
      lock.unlock()
      NotificationCenter.default.post(name: Self.changedNotification, object: self)
    }
  }

  /// The number of items.
  open var numberOfItems: Int {
    items.count
  }

  /// Adds items after the existing ones.
  ///
  /// - Parameter items: The items.
  open func addItems(_ items: [[String: Any]]) {
    self.items += items
  }

  /// Replaces the contents with one item holding a value under a type.
  ///
  /// - Parameters:
  ///   - value: The value.
  ///   - pasteboardType: Its type identifier.
  open func setValue(_ value: Any, forPasteboardType pasteboardType: String) {
    items = [[pasteboardType: value]]
  }

  /// The first item's value of a type.
  ///
  /// - Parameter pasteboardType: The type identifier.
  /// - Returns: The value, or `nil`.
  open func value(forPasteboardType pasteboardType: String) -> Any? {
    items.first?[pasteboardType]
  }

  /// The type identifiers of the first item.
  open var types: [String] {
    items.first.map { Array($0.keys).sorted() } ?? []
  }

  /// The first string, or `nil`; setting `nil` empties the pasteboard.
  open var string: String? {
    get { strings?.first }
    set { strings = newValue.map { [$0] } }
  }

  /// All the strings, one per item that has one, or `nil`.
  open var strings: [String]? {
    get { values(of: String.self, under: Self.textTypes) }
    set { items = (newValue ?? []).map { [Self.textTypes[0]: $0] } }
  }

  /// The first URL, or `nil`; setting `nil` empties the pasteboard.
  open var url: URL? {
    get { urls?.first }
    set { urls = newValue.map { [$0] } }
  }

  /// All the URLs, one per item that has one, or `nil`.
  open var urls: [URL]? {
    get { values(of: URL.self, under: [Self.urlType]) }
    set { items = (newValue ?? []).map { [Self.urlType: $0] } }
  }

  /// The first image, or `nil`; setting `nil` empties the pasteboard.
  open var image: UIImage? {
    get { images?.first }
    set { images = newValue.map { [$0] } }
  }

  /// All the images, one per item that has one, or `nil`.
  open var images: [UIImage]? {
    get { values(of: UIImage.self, under: [Self.imageType]) }
    set { items = (newValue ?? []).map { [Self.imageType: $0] } }
  }

  /// The first colour, or `nil`; setting `nil` empties the pasteboard.
  open var color: UIColor? {
    get { colors?.first }
    set { colors = newValue.map { [$0] } }
  }

  /// All the colours, one per item that has one, or `nil`.
  open var colors: [UIColor]? {
    get { values(of: UIColor.self, under: [Self.colorType]) }
    set { items = (newValue ?? []).map { [Self.colorType: $0] } }
  }

  /// Whether an item holds a string.
  open var hasStrings: Bool {
    strings != nil
  }

  /// Whether an item holds a URL.
  open var hasURLs: Bool {
    urls != nil
  }

  /// Whether an item holds an image.
  open var hasImages: Bool {
    images != nil
  }

  /// Whether an item holds a colour.
  open var hasColors: Bool {
    colors != nil
  }

  private static let textTypes = ["public.utf8-plain-text", "public.plain-text", "public.text"]
  private static let urlType = "public.url"
  private static let imageType = "public.png"
  private static let colorType = "com.apple.uikit.color"

  private func values<T>(of type: T.Type, under keys: [String]) -> [T]? {
    let found = items.compactMap { item in keys.lazy.compactMap { item[$0] as? T }.first }
    return found.isEmpty ? nil : found
  }
}
